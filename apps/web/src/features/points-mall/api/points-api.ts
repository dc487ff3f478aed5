import { POINTS_PATHS, type PointType } from '@platform/contracts/client';
import type {
  TConvertPointResult,
  TPointBalance,
  TPointConfig,
  TPointDetailPage,
  TPointRewardList,
  TRedemptionPage,
  TRedeemPointResult,
} from '@platform/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sendEncrypted } from '../../../lib/encrypt-payload.ts';
import { useSessionToken } from '../../../lib/use-session-token.ts';

// The points mall (spec §7 "Points (T)"). The passwordCheck calls go encrypted with the payment
// password and an Idempotency-Key that a dialog keeps for its retries (one key per attempt opened).

const key = (token: string, ...rest: unknown[]) => ['points', token, ...rest];

export const pointBalanceQuery = (token: string) =>
  queryOptions({
    queryKey: key(token, 'balance'),
    queryFn: () => api.get<TPointBalance>(POINTS_PATHS.balance),
    staleTime: 15_000,
  });
export const pointRewardsQuery = (token: string) =>
  queryOptions({
    queryKey: key(token, 'rewards'),
    queryFn: () => api.get<TPointRewardList>(POINTS_PATHS.rewards),
    staleTime: 30_000,
  });
export const pointConfigQuery = (token: string) =>
  queryOptions({
    queryKey: key(token, 'config'),
    queryFn: () => api.get<TPointConfig>(POINTS_PATHS.config),
    staleTime: 5 * 60_000,
  });
export const redeemListQuery = (token: string, pageNo: number) =>
  queryOptions({
    queryKey: key(token, 'redeemList', pageNo),
    queryFn: () => api.get<TRedemptionPage>(POINTS_PATHS.redeemList, { pageNo, pageSize: 10 }),
    placeholderData: keepPreviousData,
  });
export const pointDetailsQuery = (token: string, pageNo: number, type: PointType | '') =>
  queryOptions({
    queryKey: key(token, 'details', pageNo, type),
    queryFn: () =>
      api.get<TPointDetailPage>(POINTS_PATHS.details, { pageNo, pageSize: 10, type: type || undefined }),
    placeholderData: keepPreviousData,
  });

const useToken = () => useSessionToken() ?? '';

export function usePointBalance() {
  const token = useToken();
  return useQuery({ ...pointBalanceQuery(token), enabled: !!token });
}
export function usePointRewards() {
  const token = useToken();
  return useQuery({ ...pointRewardsQuery(token), enabled: !!token });
}
export function usePointConfig() {
  const token = useToken();
  return useQuery({ ...pointConfigQuery(token), enabled: !!token });
}
export function useRedeemList(pageNo: number) {
  const token = useToken();
  return useQuery({ ...redeemListQuery(token, pageNo), enabled: !!token });
}
export function usePointDetails(pageNo: number, type: PointType | '') {
  const token = useToken();
  return useQuery({ ...pointDetailsQuery(token, pageNo, type), enabled: !!token });
}

function useRefreshAfter() {
  const token = useToken();
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: ['points', token] });
    void client.invalidateQueries({ queryKey: ['wallet', token] });
  };
}

export function useRedeemReward() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (input: {
      goodsId: string;
      quantity: number;
      paymentPassword: string;
      address?: string;
      idempotencyKey: string;
    }) => {
      const { idempotencyKey, ...body } = input;
      return sendEncrypted<TRedeemPointResult>('POST', POINTS_PATHS.redeem, body, {
        'Idempotency-Key': idempotencyKey,
      });
    },
    onSettled: refresh,
  });
}

export function useConvertPoints() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (input: { points: string; paymentPassword: string; idempotencyKey: string }) =>
      sendEncrypted<TConvertPointResult>(
        'POST',
        POINTS_PATHS.convert,
        { points: input.points, paymentPassword: input.paymentPassword },
        { 'Idempotency-Key': input.idempotencyKey },
      ),
    onSettled: refresh,
  });
}
