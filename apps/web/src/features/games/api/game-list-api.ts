import type { TGameListResponse } from '@platform/contracts';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../../lib/api-client.ts';
import { useSessionToken } from '../../../lib/use-session-token.ts';
import { useLobbyLanguage } from '../hooks/use-lobby-language.ts';
import {
  CLIENT_TYPE,
  LOBBY_PAGE_SIZE,
  mergePages,
  nextPageParam,
  PLATFORM,
  type GameListFilters,
} from '../lobby-rules.ts';

const GAME_LIST_PATH = '/api/wps/relay/GCSGAME_gameList';

/**
 * Spec §7 game list: one page of games. A member's lists carry their `favourite` flags and allow the
 * FAV and RECENT filters, so the keys carry the session token (`anon` for a visitor).
 */
export function fetchGameList(
  filters: GameListFilters,
  page: { pageNo: number; pageSize: number },
  language: string,
  signal?: AbortSignal,
): Promise<TGameListResponse> {
  return api.get<TGameListResponse>(
    GAME_LIST_PATH,
    { clientType: CLIENT_TYPE, platform: PLATFORM, ...filters, ...page, language },
    { signal },
  );
}

/** The lobby grid: pages of 24, more appended while pages remain (spec §4, §9). */
export const gameListPagesQuery = (
  member: string,
  language: string,
  filters: GameListFilters,
  pageSize = LOBBY_PAGE_SIZE,
) =>
  infiniteQueryOptions({
    queryKey: ['games', 'list', member, language, filters, pageSize],
    queryFn: ({ pageParam, signal }) =>
      fetchGameList(filters, { pageNo: pageParam, pageSize }, language, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    staleTime: 60_000,
  });

/** A home section: the first page only, of the section's size. */
export const gameSectionQuery = (member: string, language: string, filters: GameListFilters, size: number) =>
  queryOptions({
    queryKey: ['games', 'section', member, language, filters, size],
    queryFn: ({ signal }) => fetchGameList(filters, { pageNo: 1, pageSize: size }, language, signal),
    staleTime: 60_000,
  });

export interface PagedGames {
  games: TGameListResponse['games'];
  total: number;
  hasMore: boolean;
  loadMore: () => void;
  isLoadingMore: boolean;
  isPending: boolean;
  isError: boolean;
  /** The shown list belongs to earlier filters while the new ones load. */
  isStale: boolean;
  refetch: () => void;
}

/** The paged game list of a lobby; `enabled` false keeps it idle (e.g. FAV for a visitor). */
export function useGameListPages(filters: GameListFilters, options: { enabled?: boolean } = {}): PagedGames {
  const token = useSessionToken();
  const language = useLobbyLanguage();
  const query = useInfiniteQuery({
    ...gameListPagesQuery(token ?? 'anon', language, filters),
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
  });
  const games = useMemo(() => mergePages(query.data?.pages.map((p) => p.games) ?? []), [query.data]);
  return {
    games,
    total: query.data?.pages[0]?.total ?? 0,
    hasMore: !!query.hasNextPage,
    loadMore: () => void query.fetchNextPage(),
    isLoadingMore: query.isFetchingNextPage,
    isPending: query.isPending,
    isError: query.isError,
    isStale: query.isPlaceholderData,
    refetch: () => void query.refetch(),
  };
}

export function useGameSection(filters: GameListFilters, size: number, options: { enabled?: boolean } = {}) {
  const token = useSessionToken();
  const language = useLobbyLanguage();
  return useQuery({
    ...gameSectionQuery(token ?? 'anon', language, filters, size),
    enabled: options.enabled ?? true,
  });
}
