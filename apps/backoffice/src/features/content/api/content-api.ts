import {
  CONTENT_PATHS,
  type TContentAdminPage,
  type TContentAdminQuery,
  type TContentArtList,
  type TContentItemAdmin,
  type TContentPreview,
  type TContentWrite,
  type TMediaUpload,
} from '@platform/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, upload } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';

const paths = CONTENT_PATHS.admin;
const withMerchant = (path: string, merchantCode: string) =>
  path.replace(':code', encodeURIComponent(merchantCode));
const itemPath = (merchantCode: string, id: string) =>
  withMerchant(paths.item, merchantCode).replace(':id', encodeURIComponent(id));

/** The content list's query (the page size is the caller's: a filter the server lacks reads a whole kind). */
export type ContentQuery = Omit<Partial<TContentAdminQuery>, 'pageNo' | 'pageSize'> & {
  pageNo: number;
  pageSize: number;
};

export const contentKeys = {
  all: (merchantCode: string) => ['bo', 'content', merchantCode] as const,
  page: (merchantCode: string, query: ContentQuery) =>
    ['bo', 'content', merchantCode, 'page', query] as const,
  item: (merchantCode: string, id: string) => ['bo', 'content', merchantCode, 'item', id] as const,
  art: ['bo', 'content-art'] as const,
  preview: (html: string) => ['bo', 'content-preview', html] as const,
};

/** Banners, announcements, notices, popups and help articles of a merchant (CONTENT_PATHS.admin). */
export const contentApi = {
  page: (merchantCode: string, query: ContentQuery) =>
    api<TContentAdminPage>(`${withMerchant(paths.items, merchantCode)}${queryString(query)}`),
  get: (merchantCode: string, id: string) => api<TContentItemAdmin>(itemPath(merchantCode, id)),
  create: (merchantCode: string, body: TContentWrite) =>
    api<TContentItemAdmin>(withMerchant(paths.items, merchantCode), { method: 'POST', body }),
  update: (merchantCode: string, id: string, body: TContentWrite) =>
    api<TContentItemAdmin>(itemPath(merchantCode, id), { method: 'PUT', body }),
  remove: (merchantCode: string, id: string) => api<null>(itemPath(merchantCode, id), { method: 'DELETE' }),
  /** The body exactly as players would receive it: the server's sanitiser, as on save. */
  preview: (html: string) => api<TContentPreview>(paths.preview, { method: 'POST', body: { html } }),
  art: () => api<TContentArtList>(paths.art),
  /** PNG, JPEG or WebP up to 5 MB; answers the URL players load it from. */
  uploadImage: async (merchantCode: string, file: File) =>
    (await upload<TMediaUpload>(withMerchant(paths.images, merchantCode), file)).url,
};

export const useContentPage = (merchantCode: string, query: ContentQuery) =>
  useQuery(
    queryOptions({
      queryKey: contentKeys.page(merchantCode, query),
      queryFn: () => contentApi.page(merchantCode, query),
      placeholderData: keepPreviousData,
    }),
  );

export const useContentItem = (merchantCode: string, id: string | null) =>
  useQuery({
    queryKey: contentKeys.item(merchantCode, id ?? ''),
    queryFn: () => contentApi.get(merchantCode, id!),
    enabled: !!id,
  });

export const useContentArt = () =>
  useQuery({ queryKey: contentKeys.art, queryFn: contentApi.art, staleTime: Infinity });

/** The sanitised preview of a body; an empty body needs no call. */
export const useContentPreview = (html: string) =>
  useQuery({
    queryKey: contentKeys.preview(html),
    queryFn: () => contentApi.preview(html),
    enabled: html !== '',
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
