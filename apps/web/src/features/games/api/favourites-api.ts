import type { TFavouriteAdd, TFavouriteList } from '@platform/contracts';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../../lib/api-client.ts';
import { useSessionToken } from '../../../lib/use-session-token.ts';
import { nextFavouriteList } from '../favourites.ts';
import { useLobbyLanguage } from '../hooks/use-lobby-language.ts';
import { CLIENT_TYPE, FAVOURITE_LIST_PAGE_SIZE, PLATFORM } from '../lobby-rules.ts';
import type { PagedGames } from './game-list-api.ts';

const RELAY = '/api/wps/relay';

/** Every query of a member's favourites starts with this key (invalidated after a change). */
export const favouritesKey = (token: string) => ['games', 'member', token, 'favourites'] as const;

/** Spec §7 `MCSFE_getFavoriteGames`: the ids of the member's favourites. */
export const favouriteIdsQuery = (token: string) =>
  queryOptions({
    queryKey: [...favouritesKey(token), 'ids'],
    queryFn: ({ signal }) =>
      api.get<{ ids: string[] }>(`${RELAY}/MCSFE_getFavoriteGames`, undefined, { signal }),
    select: (value) => value.ids,
    staleTime: 60_000,
  });

/** Spec §7 `MCSFE_getFavoriteGamesList`: content, pageNum, totalPages (page size 999 by default). */
export const favouriteListQuery = (token: string, language: string, pageSize: number) =>
  infiniteQueryOptions({
    queryKey: [...favouritesKey(token), 'list', language, pageSize],
    queryFn: ({ pageParam, signal }) =>
      api.get<TFavouriteList>(
        `${RELAY}/MCSFE_getFavoriteGamesList`,
        { clientType: CLIENT_TYPE, platform: PLATFORM, pageNo: pageParam, pageSize, language },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last: TFavouriteList) =>
      last.pageNum < last.totalPages ? last.pageNum + 1 : undefined,
    staleTime: 30_000,
  });

export const addFavourite = (body: TFavouriteAdd) =>
  api.post<unknown>(`${RELAY}/MCSFE_addFavoriteGameV2`, body);

export const removeFavourite = (nodeId: string) =>
  api.delete<unknown>(`${RELAY}/MCSFE_removeFavoriteGameV2`, { query: { nodeId } });

export function useFavouriteIds() {
  const token = useSessionToken();
  return useQuery({ ...favouriteIdsQuery(token ?? ''), enabled: !!token });
}

/**
 * The member's favourite games: the first page replaces the list, later pages append (spec §4).
 * The shown list is filtered through the local changes by the caller (see `visibleFavourites`).
 */
export function useFavouriteList(pageSize = FAVOURITE_LIST_PAGE_SIZE): PagedGames {
  const token = useSessionToken();
  const language = useLobbyLanguage();
  const query = useInfiniteQuery({
    ...favouriteListQuery(token ?? '', language, pageSize),
    enabled: !!token,
  });
  const games = useMemo(
    () =>
      (query.data?.pages ?? []).reduce<TFavouriteList['content']>(
        (list, page) => nextFavouriteList(list, page),
        [],
      ),
    [query.data],
  );
  return {
    games,
    total: games.length,
    hasMore: !!query.hasNextPage,
    loadMore: () => void query.fetchNextPage(),
    isLoadingMore: query.isFetchingNextPage,
    isPending: query.isPending,
    isError: query.isError,
    isStale: false,
    refetch: () => void query.refetch(),
  };
}
