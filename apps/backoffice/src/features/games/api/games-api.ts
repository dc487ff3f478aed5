import type { TGameAdmin, TGameAdminPage, TGameAdminUpdate } from '@platform/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, upload } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';
import { GAMES_PAGE_SIZE, type ArtworkKind, type GamesFilter } from '../game-edits.ts';

export const gamesKeys = {
  all: ['bo', 'games'] as const,
  page: (filter: GamesFilter) => ['bo', 'games', 'page', filter] as const,
};

const gamePath = (id: string) => `/api/bo/games/${encodeURIComponent(id)}`;

/** The back office's game catalog calls (`/api/bo/games`); the catalog is shared by every merchant. */
export const gamesApi = {
  page: (filter: GamesFilter) =>
    api<TGameAdminPage>(
      `/api/bo/games${queryString({
        search: filter.search.trim(),
        vendorCode: filter.vendorCode,
        gameType: filter.gameType,
        pageNo: filter.pageNo,
        pageSize: GAMES_PAGE_SIZE,
      })}`,
    ),
  update: (id: string, body: TGameAdminUpdate) => api<TGameAdmin>(gamePath(id), { method: 'PATCH', body }),
  uploadArtwork: (id: string, kind: ArtworkKind, file: File) =>
    upload<TGameAdmin>(`${gamePath(id)}/artwork${queryString({ kind })}`, file),
  resetArtwork: (id: string, kind: ArtworkKind) =>
    api<TGameAdmin>(`${gamePath(id)}/artwork${queryString({ kind })}`, { method: 'DELETE' }),
};

export const gamePageQuery = (filter: GamesFilter) =>
  queryOptions({
    queryKey: gamesKeys.page(filter),
    queryFn: () => gamesApi.page(filter),
    placeholderData: keepPreviousData,
  });

export const useGamePage = (filter: GamesFilter) => useQuery(gamePageQuery(filter));
