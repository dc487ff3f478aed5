import { PROMOTION_PATHS } from '@platform/contracts/client';
import type { ActivityState, TDepositOptions, TPromotionDetail, TPromotionList } from '@platform/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useSessionToken } from '../../../lib/use-session-token.ts';

/**
 * Promotions (spec §1, §2, §4, §7): the list per language with the member's state, one promotion's
 * detail, and the actions (join, request the reward, claim a raffle prize or an issued reward, apply).
 * Keyed by the session token: a visitor's and a member's states never mix.
 */
export const promotionsQuery = (token: string, language: string) =>
  queryOptions({
    queryKey: ['promotions', token, language],
    queryFn: () => api.get<TPromotionList>(PROMOTION_PATHS.list, { language }),
    staleTime: 30_000,
  });

export const promotionQuery = (token: string, language: string, id: string) =>
  queryOptions({
    queryKey: ['promotions', token, language, 'detail', id],
    queryFn: () =>
      api.get<TPromotionDetail>(PROMOTION_PATHS.detail.replace(':id', encodeURIComponent(id)), { language }),
    staleTime: 15_000,
  });

export function usePromotions(language: string) {
  const token = useSessionToken() ?? '';
  return useQuery(promotionsQuery(token, language));
}

export function usePromotion(language: string, id: string | null) {
  const token = useSessionToken() ?? '';
  return useQuery({ ...promotionQuery(token, language, id ?? ''), enabled: !!id });
}

/** The deposit form's eligible bonuses for an amount (decimal text, or null before one is typed). */
export function useDepositOptions(amount: string | null) {
  const token = useSessionToken() ?? '';
  return useQuery({
    queryKey: ['promotions', token, 'depositOptions', amount],
    queryFn: () => api.get<TDepositOptions>(PROMOTION_PATHS.depositOptions, amount ? { amount } : {}),
    enabled: !!token,
    staleTime: 15_000,
  });
}

export type PromotionAction = 'join' | 'requestReward' | 'claimRaffle' | 'claim';

const run = (action: PromotionAction, id: string) => {
  if (action === 'claim')
    return api.post<{ state: ActivityState }>(PROMOTION_PATHS.claim.replace(':id', encodeURIComponent(id)));
  const path =
    action === 'join'
      ? PROMOTION_PATHS.join
      : action === 'requestReward'
        ? PROMOTION_PATHS.requestReward
        : PROMOTION_PATHS.claimRaffle;
  return api.post<{ state: ActivityState }>(path, { promotionId: id });
};

export function usePromotionAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id }: { action: PromotionAction; id: string }) => run(action, id),
    onSettled: () => client.invalidateQueries({ queryKey: ['promotions'] }),
  });
}

/** An application: remark ≤ 140 characters and up to 3 images as data URLs. */
export function useApplyPromotion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, remark, images }: { id: string; remark: string; images: string[] }) =>
      api.post<{ state: ActivityState }>(PROMOTION_PATHS.apply.replace(':id', encodeURIComponent(id)), {
        remark,
        images,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: ['promotions'] }),
  });
}
