import type {
  TMemberDetail,
  TMemberLockRequest,
  TMemberPasswordReset,
  TMemberSearchQuery,
  TMemberSummary,
  TPage,
} from '@platform/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { LIST_PAGE_SIZE, queryString } from '../../../lib/query-string.ts';

const memberBase = (merchantCode: string) => `/api/bo/merchants/${encodeURIComponent(merchantCode)}/members`;
const memberPath = (merchantCode: string, id: string) =>
  `${memberBase(merchantCode)}/${encodeURIComponent(id)}`;

/** The back office's member calls (API.md "backoffice: members"). */
export const membersApi = {
  page: (merchantCode: string, query: Partial<TMemberSearchQuery>) =>
    api<TPage<TMemberSummary>>(
      `${memberBase(merchantCode)}${queryString({ pageSize: LIST_PAGE_SIZE, ...query })}`,
    ),
  detail: (merchantCode: string, id: string) => api<TMemberDetail>(memberPath(merchantCode, id)),
  lock: (merchantCode: string, id: string, body: TMemberLockRequest) =>
    api<TMemberSummary>(`${memberPath(merchantCode, id)}/lock`, { method: 'POST', body }),
  resetPassword: (merchantCode: string, id: string) =>
    api<TMemberPasswordReset>(`${memberPath(merchantCode, id)}/password-reset`, { method: 'POST' }),
  addTag: (merchantCode: string, id: string, tag: string) =>
    api<{ tags: string[] }>(`${memberPath(merchantCode, id)}/tags`, { method: 'POST', body: { tag } }),
  removeTag: (merchantCode: string, id: string, tag: string) =>
    api<{ tags: string[] }>(`${memberPath(merchantCode, id)}/tags/${encodeURIComponent(tag)}`, {
      method: 'DELETE',
    }),
};

export const memberPageQuery = (merchantCode: string, query: Partial<TMemberSearchQuery>) =>
  queryOptions({
    queryKey: queryKeys.memberPage(merchantCode, query),
    queryFn: () => membersApi.page(merchantCode, query),
    placeholderData: keepPreviousData,
  });

export const useMemberPage = (merchantCode: string, query: Partial<TMemberSearchQuery>) =>
  useQuery(memberPageQuery(merchantCode, query));

export const memberDetailQuery = (merchantCode: string, id: string) =>
  queryOptions({
    queryKey: queryKeys.member(merchantCode, id),
    queryFn: () => membersApi.detail(merchantCode, id),
    // A missing or foreign member is an answer, not a hiccup: no retry.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });

export const useMemberDetail = (merchantCode: string, id: string) =>
  useQuery(memberDetailQuery(merchantCode, id));
