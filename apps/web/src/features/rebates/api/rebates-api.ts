import { REBATE_PATHS } from '@platform/contracts/client';
import type { TRebateAccrued, TRebateHistoryPage, TRebatePayout } from '@platform/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useSessionToken } from '../../../lib/use-session-token.ts';

/** What accrued since the last claim (re-read every minute: the summaries move each minute). */
export const rebateAccruedQuery = (token: string) =>
  queryOptions({
    queryKey: ['rebate', token, 'accrued'],
    queryFn: () => api.get<TRebateAccrued>(REBATE_PATHS.accrued),
    staleTime: 15_000,
    refetchInterval: 60_000,
  });

export const rebateHistoryQuery = (token: string, pageNo: number) =>
  queryOptions({
    queryKey: ['rebate', token, 'history', pageNo],
    queryFn: () => api.get<TRebateHistoryPage>(REBATE_PATHS.history, { pageNo, pageSize: 10 }),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });

export function useRebateAccrued() {
  const token = useSessionToken();
  return useQuery({ ...rebateAccruedQuery(token ?? ''), enabled: !!token });
}

export function useRebateHistory(pageNo: number) {
  const token = useSessionToken();
  return useQuery({ ...rebateHistoryQuery(token ?? '', pageNo), enabled: !!token });
}

/**
 * Claims the accrued rebate. One key per click: a retried request of the same click is answered
 * with its first result; a second click finds nothing left (REBATE_NOTHING_TO_CLAIM).
 */
export function useClaimRebate() {
  const token = useSessionToken();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<TRebatePayout>(REBATE_PATHS.claim, undefined, {
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['rebate', token] });
      // The wallet's balance (the rebate is cash at once).
      void client.invalidateQueries({ queryKey: ['wallet', token] });
    },
  });
}
