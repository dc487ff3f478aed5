import {
  MISSION_ADMIN_PATHS,
  type TAdminMission,
  type TAdminMissionInput,
  type TAdminMissionList,
} from '@platform/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const list = (merchantCode: string) =>
  MISSION_ADMIN_PATHS.missions.replace(':code', encodeURIComponent(merchantCode));
const one = (merchantCode: string, id: string) =>
  MISSION_ADMIN_PATHS.mission
    .replace(':code', encodeURIComponent(merchantCode))
    .replace(':id', encodeURIComponent(id));

export const missionKeys = { list: (merchantCode: string) => ['bo', 'missions', merchantCode] as const };

/** A merchant's missions (rewards.manage): list, add, change. */
export const missionsApi = {
  list: (merchantCode: string) => api<TAdminMissionList>(list(merchantCode)),
  create: (merchantCode: string, body: TAdminMissionInput) =>
    api<TAdminMission>(list(merchantCode), { method: 'POST', body }),
  update: (merchantCode: string, id: string, body: TAdminMissionInput) =>
    api<TAdminMission>(one(merchantCode, id), { method: 'PUT', body }),
};

export const useMissions = (merchantCode: string) =>
  useQuery(
    queryOptions({ queryKey: missionKeys.list(merchantCode), queryFn: () => missionsApi.list(merchantCode) }),
  );
