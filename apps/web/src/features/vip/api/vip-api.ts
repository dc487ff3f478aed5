import { VIP_PATHS } from '@platform/contracts/client';
import type { TVipOverview } from '@platform/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
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
