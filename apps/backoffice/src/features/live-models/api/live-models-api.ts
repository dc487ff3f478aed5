import {
  CONTENT_PATHS,
  SUPPORT_PATHS,
  type TContentArtList,
  type TLiveModelAdmin,
  type TLiveModelsAdmin,
  type TLiveModelWrite,
  type TMediaUpload,
} from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, upload } from '../../../lib/api-client.ts';

const withMerchant = (path: string, merchantCode: string) =>
  path.replace(':code', encodeURIComponent(merchantCode));
const modelPath = (merchantCode: string, id: string) =>
  withMerchant(SUPPORT_PATHS.admin.model, merchantCode).replace(':id', encodeURIComponent(id));

/** A live model as the console lists it: what players see, and its place in the list. */
export type LiveModelRow = TLiveModelAdmin;

export const liveModelKeys = {
  list: (merchantCode: string) => ['bo', 'live-models', merchantCode] as const,
  art: ['bo', 'content-art'] as const,
};

/** A merchant's live models (the hosts of the chat's model rooms), and the pictures they can wear. */
export const liveModelsApi = {
  list: (merchantCode: string) =>
    api<TLiveModelsAdmin>(withMerchant(SUPPORT_PATHS.admin.models, merchantCode)),
  create: (merchantCode: string, body: TLiveModelWrite) =>
    api<LiveModelRow>(withMerchant(SUPPORT_PATHS.admin.models, merchantCode), { method: 'POST', body }),
  update: (merchantCode: string, id: string, body: TLiveModelWrite) =>
    api<LiveModelRow>(modelPath(merchantCode, id), { method: 'PUT', body }),
  remove: (merchantCode: string, id: string) =>
    api<unknown>(modelPath(merchantCode, id), { method: 'DELETE' }),
  /** An uploaded picture lands in the content images, served to everyone; answers its URL. */
  uploadImage: (merchantCode: string, file: File) =>
    upload<TMediaUpload>(withMerchant(CONTENT_PATHS.admin.images, merchantCode), file),
  art: () => api<TContentArtList>(CONTENT_PATHS.admin.art),
};

export const useLiveModels = (merchantCode: string) =>
  useQuery({ queryKey: liveModelKeys.list(merchantCode), queryFn: () => liveModelsApi.list(merchantCode) });

export const useContentArt = (enabled: boolean) =>
  useQuery({ queryKey: liveModelKeys.art, queryFn: liveModelsApi.art, staleTime: Infinity, enabled });
