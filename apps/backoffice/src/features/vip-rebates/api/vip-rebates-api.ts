import {
  REBATE_ADMIN_PATHS,
  VIP_ADMIN_PATHS,
  type TRebateDays,
  type TRebateRunResult,
  type TVipLevelsAdmin,
  type TVipLevelsUpdate,
  type TVipMembersPage,
} from '@platform/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const path = (template: string, merchantCode: string) =>
  template.replace(':code', encodeURIComponent(merchantCode));

/** VIP levels, members per level, rebate payouts per day and the daily run (rewards.manage). */
export const vipRebatesApi = {
  levels: (merchantCode: string) => api<TVipLevelsAdmin>(path(VIP_ADMIN_PATHS.levels, merchantCode)),
  saveLevels: (merchantCode: string, body: TVipLevelsUpdate) =>
    api<TVipLevelsAdmin>(path(VIP_ADMIN_PATHS.levels, merchantCode), { method: 'PUT', body }),
  members: (merchantCode: string, level: number | null, pageNo: number) =>
    api<TVipMembersPage>(
      `${path(VIP_ADMIN_PATHS.members, merchantCode)}?pageNo=${pageNo}&pageSize=20${level === null ? '' : `&level=${level}`}`,
    ),
  days: (merchantCode: string, from: string, to: string) =>
    api<TRebateDays>(`${path(REBATE_ADMIN_PATHS.days, merchantCode)}?from=${from}&to=${to}`),
  run: (merchantCode: string, day: string) =>
    api<TRebateRunResult>(path(REBATE_ADMIN_PATHS.run, merchantCode), { method: 'POST', body: { day } }),
};

export const vipKeys = {
  levels: (merchantCode: string) => ['vip-levels', merchantCode] as const,
  members: (merchantCode: string, level: number | null, pageNo: number) =>
    ['vip-members', merchantCode, level, pageNo] as const,
  days: (merchantCode: string, from: string, to: string) => ['rebate-days', merchantCode, from, to] as const,
};

export const useVipLevels = (merchantCode: string) =>
  useQuery(
    queryOptions({
      queryKey: vipKeys.levels(merchantCode),
      queryFn: () => vipRebatesApi.levels(merchantCode),
    }),
  );

export const useVipMembers = (merchantCode: string, level: number | null, pageNo: number) =>
  useQuery({
    queryKey: vipKeys.members(merchantCode, level, pageNo),
    queryFn: () => vipRebatesApi.members(merchantCode, level, pageNo),
    placeholderData: keepPreviousData,
  });

export const useRebateDays = (merchantCode: string, from: string, to: string) =>
  useQuery({
    queryKey: vipKeys.days(merchantCode, from, to),
    queryFn: () => vipRebatesApi.days(merchantCode, from, to),
    placeholderData: keepPreviousData,
  });
