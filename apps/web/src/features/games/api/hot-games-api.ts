import type { THotGamesResponse } from '@platform/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useSessionToken } from '../../../lib/use-session-token.ts';
import { useLobbyLanguage } from '../hooks/use-lobby-language.ts';
import { PLATFORM } from '../lobby-rules.ts';

/** Spec §7 hot games (`isPlatform` 2): the home lobby's hot section. */
export const hotGamesQuery = (member: string, language: string, limit: number) =>
  queryOptions({
    queryKey: ['games', 'hot', member, language, limit],
    queryFn: ({ signal }) =>
      api.get<THotGamesResponse>(
        '/api/wps/relay/GCSGAME_hotGamesV2',
        { isPlatform: 2, platform: PLATFORM, language, limit },
        { signal },
      ),
    staleTime: 60_000,
  });

export function useHotGames(limit: number) {
  const token = useSessionToken();
  const language = useLobbyLanguage();
  return useQuery(hotGamesQuery(token ?? 'anon', language, limit));
}
