import type { TGameRoom, TLaunchQuery } from '@platform/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useSessionToken } from '../../../lib/use-session-token.ts';

/** Spec §7 "launch game (T)": `GET /api/wps/game/launchGame` (ZLaunchQuery) answers `{ url }` (API.md). */
export function fetchLaunchUrl(query: TLaunchQuery): Promise<{ url: string }> {
  return api.get<{ url: string }>('/api/wps/game/launchGame', { ...query });
}

/** Spec §7 "card rooms (T)": the live and card tables with who sits there now; refreshed each minute. */
export const roomsQuery = (token: string) =>
  queryOptions({
    queryKey: ['games', token, 'rooms'],
    queryFn: () => api.get<{ list: TGameRoom[] }>('/api/wps/relay/GLS2_roomList'),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

/** The member's table list (visitors have none: the call needs a session). */
export function useRooms() {
  const token = useSessionToken();
  return useQuery({ ...roomsQuery(token ?? ''), enabled: !!token });
}
