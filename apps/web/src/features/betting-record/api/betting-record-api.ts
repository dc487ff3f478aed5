import type { TBettingRecordQuery, TBettingRecordResponse } from '@platform/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useSessionToken } from '../../../lib/use-session-token.ts';

/**
 * The member's betting record (spec §2 personalHistoryCopy): `GET /api/wps/member/bettingRecord`.
 * Keyed by the session token so that another login in the same tab never sees these rounds.
 */
export const bettingRecordQuery = (token: string, query: TBettingRecordQuery) =>
  queryOptions({
    queryKey: ['bettingRecord', token, query],
    queryFn: () => api.get<TBettingRecordResponse>('/api/wps/member/bettingRecord', { ...query }),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });

export function useBettingRecord(query: TBettingRecordQuery) {
  const token = useSessionToken();
  return useQuery({ ...bettingRecordQuery(token ?? '', query), enabled: !!token });
}
