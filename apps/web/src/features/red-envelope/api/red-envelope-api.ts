import { RED_ENVELOPE_PATHS } from '@platform/contracts/client';
import type { TRedEnvelopeClaim, TRedEnvelopeClaimPage, TRedEnvelopeCurrent } from '@platform/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useSessionToken } from '../../../lib/use-session-token.ts';

/** The round open now or the next one (re-read every 30 s: envelopes run out, rounds open). */
export const currentRoundQuery = (token: string) =>
  queryOptions({
    queryKey: ['redEnvelope', token, 'current'],
    queryFn: () => api.get<TRedEnvelopeCurrent>(RED_ENVELOPE_PATHS.current),
    staleTime: 10_000,
    refetchInterval: 30_000,
  });

export const claimsQuery = (token: string, pageNo: number) =>
  queryOptions({
    queryKey: ['redEnvelope', token, 'claims', pageNo],
    queryFn: () => api.get<TRedEnvelopeClaimPage>(RED_ENVELOPE_PATHS.claims, { pageNo, pageSize: 10 }),
    placeholderData: keepPreviousData,
  });

export function useCurrentRound() {
  const token = useSessionToken() ?? '';
  return useQuery({ ...currentRoundQuery(token), enabled: !!token });
}

export function useEnvelopeClaims(pageNo: number) {
  const token = useSessionToken() ?? '';
  return useQuery({ ...claimsQuery(token, pageNo), enabled: !!token });
}

/** Claims my envelope of the round: (round, member) is the server's key, so a retry pays nothing twice. */
export function useClaimEnvelope() {
  const token = useSessionToken() ?? '';
  const client = useQueryClient();
  return useMutation({
    mutationFn: (roundId: string) => api.post<TRedEnvelopeClaim>(RED_ENVELOPE_PATHS.claim, { roundId }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['redEnvelope', token] });
      void client.invalidateQueries({ queryKey: ['wallet', token] });
    },
  });
}
