import type { TGameAdmin, TGameAdminUpdate } from '@platform/contracts';
import { api, ApiError, readToken } from '../../lib/api-client.ts';
import i18n from '../../lib/i18n.ts';
import { queryString, type Page } from '../../lib/page.ts';
import { GAMES_PAGE_SIZE, type ArtworkKind, type GamesFilter } from './game-edits.ts';

export const gamesKeys = {
  all: ['bo', 'games'] as const,
  page: (filter: GamesFilter) => ['bo', 'games', 'page', filter] as const,
};

const gamePath = (id: string) => `/api/bo/games/${encodeURIComponent(id)}`;

/** A multipart upload answered with the usual envelope; `api` sends JSON only. */
async function sendFile<T>(path: string, file: File): Promise<T> {
  const form = new FormData();
  form.append('file', file, file.name);
  const token = readToken();
  let response: Response;
  try {
    // No Content-Type: the browser sets multipart/form-data with its boundary.
    response = await fetch(path, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Accept-Language': i18n.language === 'CN' ? 'zh-CN' : 'en',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: form,
    });
  } catch {
    throw new ApiError('NETWORK_ERROR', i18n.t('errors.network'), 0);
  }
  let envelope: { success?: boolean; code?: string; message?: string; value?: T };
  try {
    envelope = await response.json();
  } catch {
    throw new ApiError('BAD_RESPONSE', i18n.t('errors.badResponse'), response.status);
  }
  if (!envelope.success) {
    throw new ApiError(
      envelope.code ?? 'UNKNOWN',
      envelope.message || i18n.t('errors.unknown'),
      response.status,
    );
  }
  return envelope.value as T;
}

/** The back office's game catalog calls (`/api/bo/games`); the catalog is shared by every merchant. */
export const gamesApi = {
  page: (filter: GamesFilter) =>
    api<Page<TGameAdmin>>(
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
    sendFile<TGameAdmin>(`${gamePath(id)}/artwork${queryString({ kind })}`, file),
  resetArtwork: (id: string, kind: ArtworkKind) =>
    api<TGameAdmin>(`${gamePath(id)}/artwork${queryString({ kind })}`, { method: 'DELETE' }),
};
