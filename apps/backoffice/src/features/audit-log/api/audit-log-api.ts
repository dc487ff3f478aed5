import type { TAuditEntry, TPage } from '@platform/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { LIST_PAGE_SIZE, queryString } from '../../../lib/query-string.ts';

export interface AuditFilter {
  action: string;
  pageNo: number;
}

/** Every change made in the console, newest first. */
export const auditLogApi = {
  page: (filter: AuditFilter) =>
    api<TPage<TAuditEntry>>(`/api/bo/audit-log${queryString({ ...filter, pageSize: LIST_PAGE_SIZE })}`),
};

export const auditPageQuery = (filter: AuditFilter) =>
  queryOptions({
    queryKey: queryKeys.audit(filter),
    queryFn: () => auditLogApi.page(filter),
    placeholderData: keepPreviousData,
  });

export const useAuditPage = (filter: AuditFilter) => useQuery(auditPageQuery(filter));
