import { REFERRAL_PATHS } from '@platform/contracts/client';
import type { TReferralSummary } from '@platform/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { isTrialUser, session } from '../../../lib/session.ts';
import { useSessionToken } from '../../../lib/use-session-token.ts';

/** The member's referral code, the merchant's rule and the referred friends (keyed by the session). */
export const referralSummaryQuery = (token: string) =>
  queryOptions({
    queryKey: ['referral', token],
    queryFn: () => api.get<TReferralSummary>(REFERRAL_PATHS.summary),
    staleTime: 60_000,
  });

export function useReferralSummary() {
  const token = useSessionToken();
  const member = token && !isTrialUser(session.get().userInfo) ? token : null;
  return useQuery({ ...referralSummaryQuery(member ?? ''), enabled: !!member });
}
