import { MISSION_PATHS, type MissionPeriod } from '@platform/contracts/client';
import type { TMissionClaimResult, TMissionLeaderboard, TMissionSummary } from '@platform/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { isTrialUser, session } from '../../../lib/session.ts';
import { useSessionToken } from '../../../lib/use-session-token.ts';

/**
 * The member's missions (spec §7 MCSFE_getMissionSummaryDetails), the leaderboard
 * (MCSFE_getMissionLeaderboard) and the claim. Keys carry the session token, so another login in
 * the same tab never sees the previous member's missions. Trial users have none.
 */
export const missionKeys = {
  all: (token: string) => ['missions', token] as const,
  summary: (token: string) => ['missions', token, 'summary'] as const,
  board: (token: string, period: MissionPeriod) => ['missions', token, 'board', period] as const,
};

export const missionSummaryQuery = (token: string) =>
  queryOptions({
    queryKey: missionKeys.summary(token),
    queryFn: () => api.get<TMissionSummary>(MISSION_PATHS.summary),
    staleTime: 30_000,
    // Progress follows the reports' summaries, refreshed each minute.
    refetchInterval: 60_000,
  });

/** The token of a real member (trial users have no missions). */
function useMemberToken(): string | null {
  const token = useSessionToken();
  return token && !isTrialUser(session.get().userInfo) ? token : null;
}

export function useMissionSummary() {
  const token = useMemberToken();
  return useQuery({ ...missionSummaryQuery(token ?? ''), enabled: !!token });
}

/** Completed but unclaimed missions: the account menu's and the member centre's badge. */
export function useMissionUnclaimed(): number {
  return useMissionSummary().data?.unclaimed ?? 0;
}

export function useMissionLeaderboard(period: MissionPeriod, enabled = true) {
  const token = useMemberToken();
  return useQuery({
    queryKey: missionKeys.board(token ?? '', period),
    queryFn: () => api.get<TMissionLeaderboard>(MISSION_PATHS.leaderboard, { period }),
    enabled: !!token && enabled,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

export function useClaimMission() {
  const token = useMemberToken();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { missionId: string; periodStart: string }) =>
      api.post<TMissionClaimResult>(MISSION_PATHS.claim, input),
    onSettled: () => client.invalidateQueries({ queryKey: missionKeys.all(token ?? '') }),
  });
}
