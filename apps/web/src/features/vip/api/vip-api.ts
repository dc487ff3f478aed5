import { VIP_PATHS } from '@platform/contracts/client';
import type { TVipOverview } from '@platform/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useTranslation } from 'react-i18next';
import { useSessionToken } from '../../../lib/use-session-token.ts';

/**
 * The VIP page's levels and, signed in, the member's level and progress. Keyed by the session token
 * (empty for a visitor), so another login never sees someone else's progress.
 */
export const vipOverviewQuery = (token: string) =>
  queryOptions({
    queryKey: ['vip', token],
    queryFn: () => api.get<TVipOverview>(VIP_PATHS.overview, undefined, { anonymous: !token }),
    staleTime: 30_000,
  });

export function useVipOverview() {
  const token = useSessionToken();
  return useQuery(vipOverviewQuery(token ?? ''));
}

/**
 * A level's name as the merchant configured it, in the reader's language (header, member centre);
 * undefined until the levels arrive or when the merchant has no such level (callers fall back to
 * "VIP n"). Reads the visitor's view of the levels, so no member's progress is computed for it.
 */
export function useVipLevelName(level: number | undefined): string | undefined {
  const { i18n } = useTranslation();
  const levels = useQuery({
    ...vipOverviewQuery(''),
    queryKey: ['vip', '', 'names', i18n.language],
    staleTime: 5 * 60_000,
    enabled: level !== undefined,
    select: (data) => data.levels,
  });
  return levels.data?.find((l) => l.level === level)?.name;
}
