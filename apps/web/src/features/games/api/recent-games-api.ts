import type { TRecentGames } from '@platform/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../../lib/api-client.ts';
import { useSessionToken } from '../../../lib/use-session-token.ts';
import { useLobbyLanguage } from '../hooks/use-lobby-language.ts';
import { CLIENT_TYPE, LOBBY_PAGE_SIZE, mergePages, nextPageParam } from '../lobby-rules.ts';
import type { PagedGames } from './game-list-api.ts';

/** Spec §7 recent games (member): newest first, in pages (the spec names the page parameter `page`). */
export const recentGamesQuery = (token: string, language: string, pageSize: number) =>
  infiniteQueryOptions({
    queryKey: ['games', 'member', token, 'recent', language, pageSize],
    queryFn: ({ pageParam, signal }) =>
      api.get<TRecentGames>(
        '/api/wps/relay/GCS_recentGame',
        { page: pageParam, pageSize, language, clientType: CLIENT_TYPE },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    // A game launched a moment ago must show when the member comes back to the lobby.
    staleTime: 0,
  });

/** The member's recent games (idle for a visitor). */
export function useRecentGames(pageSize = LOBBY_PAGE_SIZE): PagedGames {
  const token = useSessionToken();
  const language = useLobbyLanguage();
  const query = useInfiniteQuery({ ...recentGamesQuery(token ?? '', language, pageSize), enabled: !!token });
  const games = useMemo(() => mergePages(query.data?.pages.map((p) => p.list) ?? []), [query.data]);
  return {
    games,
    total: query.data?.pages[0]?.total ?? 0,
    hasMore: !!query.hasNextPage,
    loadMore: () => void query.fetchNextPage(),
    isLoadingMore: query.isFetchingNextPage,
    isPending: query.isPending,
    isError: query.isError,
    isStale: false,
    refetch: () => void query.refetch(),
  };
}
