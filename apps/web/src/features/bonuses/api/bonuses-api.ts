import { BONUS_PATHS } from '@platform/contracts/client';
import type {
  TBonusDetails,
  TBonusGrant,
  TRewardCenter,
  TRewardClaimResult,
  TRewardUnread,
} from '@platform/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { isTrialUser, session } from '../../../lib/session.ts';
import { useSessionToken } from '../../../lib/use-session-token.ts';

/**
 * Bonus details and the reward centre (spec §2 member centre bonusDetails, rewardCenter). Keys carry
 * the session token, so another login in the same tab never sees the previous member's bonuses.
 * Progress is computed live by the server: the page re-reads it while it is open.
 */
export const bonusKeys = {
  all: (token: string) => ['bonuses', token] as const,
  details: (token: string) => ['bonuses', token, 'details'] as const,
  center: (token: string) => ['bonuses', token, 'center'] as const,
  unread: (token: string) => ['bonuses', token, 'unread'] as const,
};

export const bonusDetailsQuery = (token: string) =>
  queryOptions({
    queryKey: bonusKeys.details(token),
    queryFn: () => api.get<TBonusDetails>(BONUS_PATHS.details),
    staleTime: 10_000,
    refetchInterval: 20_000,
  });

export const rewardCenterQuery = (token: string) =>
  queryOptions({
    queryKey: bonusKeys.center(token),
    queryFn: () => api.get<TRewardCenter>(BONUS_PATHS.rewardCenter),
    staleTime: 10_000,
    refetchInterval: 60_000,
  });

export function useBonusDetails() {
  const token = useSessionToken();
  return useQuery({ ...bonusDetailsQuery(token ?? ''), enabled: !!token });
}

export function useRewardCenter() {
  const token = useSessionToken();
  return useQuery({ ...rewardCenterQuery(token ?? ''), enabled: !!token });
}

/** The reward centre's unread count for the menu badge (0 for visitors and trial users). */
export function useRewardUnread(): number {
  const token = useSessionToken();
  const real = !!token && !isTrialUser(session.get().userInfo);
  const query = useQuery({
    queryKey: bonusKeys.unread(token ?? ''),
    queryFn: async () => (await api.get<TRewardUnread>(BONUS_PATHS.rewardUnread)).unread,
    enabled: real,
    staleTime: 30_000,
    refetchInterval: 120_000,
  });
  return real ? (query.data ?? 0) : 0;
}

function useInvalidateBonuses() {
  const client = useQueryClient();
  const token = useSessionToken();
  return () => client.invalidateQueries({ queryKey: bonusKeys.all(token ?? '') });
}

export function useClaimReward() {
  const invalidate = useInvalidateBonuses();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<TRewardClaimResult>(BONUS_PATHS.rewardClaim.replace(':id', encodeURIComponent(id))),
    onSettled: invalidate,
  });
}

export function useMarkRewardsRead() {
  const invalidate = useInvalidateBonuses();
  return useMutation({
    mutationFn: () => api.post<TRewardUnread>(BONUS_PATHS.rewardRead),
    onSuccess: invalidate,
  });
}

export function useForfeitBonus() {
  const invalidate = useInvalidateBonuses();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<TBonusGrant>(BONUS_PATHS.forfeit.replace(':id', encodeURIComponent(id)), { confirm: true }),
    onSettled: invalidate,
  });
}
