import {
  CONTENT_PATHS,
  type TMediaUpload,
  type TMessageBroadcastPage,
  type TMessageCompose,
} from '@platform/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, upload } from '../../../lib/api-client.ts';
import { LIST_PAGE_SIZE, queryString } from '../../../lib/query-string.ts';

const withMerchant = (path: string, merchantCode: string) =>
  path.replace(':code', encodeURIComponent(merchantCode));

export const messageKeys = {
  all: (merchantCode: string) => ['bo', 'messages', merchantCode] as const,
  page: (merchantCode: string, pageNo: number) => ['bo', 'messages', merchantCode, 'page', pageNo] as const,
};

/** The operators' platform messages of a merchant: the sent broadcasts and the composer. */
export const messagesApi = {
  page: (merchantCode: string, pageNo: number) =>
    api<TMessageBroadcastPage>(
      `${withMerchant(CONTENT_PATHS.admin.messages, merchantCode)}${queryString({ pageNo, pageSize: LIST_PAGE_SIZE })}`,
    ),
  send: (merchantCode: string, body: TMessageCompose) =>
    api<{ id: string; recipients: number }>(withMerchant(CONTENT_PATHS.admin.messages, merchantCode), {
      method: 'POST',
      body,
    }),
  /** An image in a message body: the content images' upload (PNG, JPEG or WebP up to 5 MB). */
  uploadImage: async (merchantCode: string, file: File) =>
    (await upload<TMediaUpload>(withMerchant(CONTENT_PATHS.admin.images, merchantCode), file)).url,
};

export const useBroadcastPage = (merchantCode: string, pageNo: number) =>
  useQuery({
    queryKey: messageKeys.page(merchantCode, pageNo),
    queryFn: () => messagesApi.page(merchantCode, pageNo),
    placeholderData: keepPreviousData,
  });
