import type { TAdminAgentDetail, TAdminAgentTreePage } from '@platform/contracts';
import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { LIST_PAGE_SIZE, queryString } from '../../../lib/query-string.ts';

/** Children fetched per "show more" under an expanded node (the endpoint allows up to 100). */
export const CHILDREN_PAGE_SIZE = 50;

/** The tree endpoint's query (ZAdminAgentTreeQuery) as the console sends it. */
interface TreeQuery {
  parentId?: string | undefined;
  account?: string | undefined;
  /** `tree`: accounts matching at any depth instead of the top agents. */
  scope?: 'tree' | undefined;
  pageNo: number;
  pageSize: number;
}

const agentsBase = (merchantCode: string) => `/api/bo/merchants/${encodeURIComponent(merchantCode)}/agents`;

/** The back office's agent tree calls (OpenAPI tag "backoffice: agents"). */
export const agentsApi = {
  tree: (merchantCode: string, query: TreeQuery) =>
    api<TAdminAgentTreePage>(`${agentsBase(merchantCode)}/tree${queryString({ ...query })}`),
  detail: (merchantCode: string, id: string) =>
    api<TAdminAgentDetail>(`${agentsBase(merchantCode)}/${encodeURIComponent(id)}`),
  /** Lifts the freeze of a forced contract payment (members.write). */
  unfreeze: (merchantCode: string, id: string) =>
    api<TAdminAgentDetail>(`${agentsBase(merchantCode)}/${encodeURIComponent(id)}/unfreeze`, {
      method: 'POST',
    }),
};

/** A missing or foreign node is an answer, not a hiccup: no retry. */
const retryServerErrors = (count: number, error: Error) =>
  !(error instanceof ApiError && error.status < 500) && count < 1;

/** The merchant's top agents, a page at a time, optionally only those whose account matches. */
export const useAgentRoots = (
  merchantCode: string,
  filter: { account?: string | undefined; scope?: 'tree' | undefined; pageNo: number },
) =>
  useQuery({
    queryKey: queryKeys.agentTree(merchantCode, { ...filter, root: true }),
    queryFn: () => agentsApi.tree(merchantCode, { ...filter, pageSize: LIST_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    retry: retryServerErrors,
  });

/** An expanded node's children, fetched when it is first opened and grown by "show more". */
export const useAgentChildren = (merchantCode: string, parentId: string) =>
  useInfiniteQuery({
    queryKey: queryKeys.agentTree(merchantCode, { parentId }),
    queryFn: ({ pageParam }) =>
      agentsApi.tree(merchantCode, { parentId, pageNo: pageParam, pageSize: CHILDREN_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
    retry: retryServerErrors,
  });

export const agentDetailQuery = (merchantCode: string, id: string) =>
  queryOptions({
    queryKey: queryKeys.agent(merchantCode, id),
    queryFn: () => agentsApi.detail(merchantCode, id),
    retry: retryServerErrors,
  });

export const useAgentDetail = (merchantCode: string, id: string) =>
  useQuery(agentDetailQuery(merchantCode, id));
