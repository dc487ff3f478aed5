import type { TOutboxMessage, TPage } from '@platform/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { LIST_PAGE_SIZE, queryString } from '../../../lib/query-string.ts';

export interface OutboxFilter {
  recipient: string;
  pageNo: number;
}

/** What the platform sent by SMS and e-mail (`GET /api/bo/outbox`); every read is audited. */
export const outboxApi = {
  page: (filter: OutboxFilter) =>
    api<TPage<TOutboxMessage>>(`/api/bo/outbox${queryString({ ...filter, pageSize: LIST_PAGE_SIZE })}`),
};

export const outboxPageQuery = (filter: OutboxFilter) =>
  queryOptions({
    queryKey: queryKeys.outbox(filter),
    queryFn: () => outboxApi.page(filter),
    placeholderData: keepPreviousData,
  });

export const useOutboxPage = (filter: OutboxFilter) => useQuery(outboxPageQuery(filter));
