import {
  POINTS_ADMIN_PATHS,
  RED_ENVELOPE_ADMIN_PATHS,
  type TGoodsAdmin,
  type TGoodsAdminList,
  type TGoodsUpsert,
  type TPointConfig,
  type TPointConfigUpdate,
  type TRedEnvelopeRoundAdmin,
  type TRedEnvelopeRoundAdminList,
  type TRedEnvelopeRoundCreate,
  type TRedemptionAdmin,
  type TRedemptionAdminPage,
} from '@platform/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

const path = (template: string, merchantCode: string, id?: string) =>
  template.replace(':code', encodeURIComponent(merchantCode)).replace(':id', encodeURIComponent(id ?? ''));

/** The points mall's and red envelopes' console calls (rewards.manage; the queue: rewards.approve). */
export const pointsRewardsApi = {
  config: (m: string) => api<TPointConfig>(path(POINTS_ADMIN_PATHS.config, m)),
  saveConfig: (m: string, body: TPointConfigUpdate) =>
    api<TPointConfig>(path(POINTS_ADMIN_PATHS.config, m), { method: 'PUT', body }),
  goods: (m: string) => api<TGoodsAdminList>(path(POINTS_ADMIN_PATHS.goods, m)),
  saveGoods: (m: string, id: string | null, body: TGoodsUpsert) =>
    id
      ? api<TGoodsAdmin>(path(POINTS_ADMIN_PATHS.goodsItem, m, id), { method: 'PUT', body })
      : api<TGoodsAdmin>(path(POINTS_ADMIN_PATHS.goods, m), { method: 'POST', body }),
  redemptions: (m: string, status: string, pageNo: number) =>
    api<TRedemptionAdminPage>(
      `${path(POINTS_ADMIN_PATHS.redemptions, m)}?pageNo=${pageNo}&pageSize=20${status ? `&status=${status}` : ''}`,
    ),
  review: (m: string, id: string, decision: 'APPROVE' | 'REJECT', remark: string, key: string) =>
    api<TRedemptionAdmin>(path(POINTS_ADMIN_PATHS.review, m, id), {
      method: 'POST',
      body: { decision, remark },
      headers: { 'Idempotency-Key': key },
    }),
  rounds: (m: string) => api<TRedEnvelopeRoundAdminList>(path(RED_ENVELOPE_ADMIN_PATHS.rounds, m)),
  createRound: (m: string, body: TRedEnvelopeRoundCreate) =>
    api<TRedEnvelopeRoundAdmin>(path(RED_ENVELOPE_ADMIN_PATHS.rounds, m), { method: 'POST', body }),
  cancelRound: (m: string, id: string) =>
    api<TRedEnvelopeRoundAdmin>(path(RED_ENVELOPE_ADMIN_PATHS.cancel, m, id), { method: 'POST' }),
};

export const usePointConfig = (m: string) =>
  useQuery({ queryKey: ['points-config', m], queryFn: () => pointsRewardsApi.config(m) });
export const useGoods = (m: string) =>
  useQuery({ queryKey: ['points-goods', m], queryFn: () => pointsRewardsApi.goods(m) });
export const useRedemptions = (m: string, status: string, pageNo: number) =>
  useQuery({
    queryKey: ['points-redemptions', m, status, pageNo],
    queryFn: () => pointsRewardsApi.redemptions(m, status, pageNo),
    placeholderData: keepPreviousData,
  });
export const useRounds = (m: string) =>
  useQuery({
    queryKey: ['red-envelope-rounds', m],
    queryFn: () => pointsRewardsApi.rounds(m),
    refetchInterval: 15_000,
  });
