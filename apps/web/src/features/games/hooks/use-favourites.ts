import type { TGame } from '@platform/contracts';
import { useQueryClient, type Query } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/toast/index.ts';
import { ApiError, describeApiError } from '../../../lib/api-client.ts';
import { useSessionToken } from '../../../lib/use-session-token.ts';
import {
  addFavourite,
  favouriteIdsQuery,
  favouritesKey,
  removeFavourite,
  useFavouriteIds,
} from '../api/favourites-api.ts';
import { applyConfirmed, resolveFavourite, type FavouriteOverrides } from '../favourites.ts';
import { favouritesStore, useFavouritesState } from '../stores/favourites-store.ts';

const NO_OVERRIDES: FavouriteOverrides = new Map();

/** A game list or section key whose filter is FAV: it changes when a favourite does. */
const isFavouriteFilterList = (query: Query) => {
  const [scope, kind, , , filters] = query.queryKey as [
    unknown,
    unknown,
    unknown,
    unknown,
    { filter?: string }?,
  ];
  return scope === 'games' && (kind === 'list' || kind === 'section') && filters?.filter === 'FAV';
};

export interface FavouritesApi {
  isFavourite: (game: Pick<TGame, 'nodeId' | 'favourite'>) => boolean;
  toggle: (game: TGame) => void;
  /** The local changes not yet confirmed (the favourite list hides games removed here). */
  overrides: FavouriteOverrides;
}

/**
 * Favourite hearts (spec §4): a visitor gets `onLoginRequired` (the route opens the login popup);
 * a member's toggle shows at once, goes to the server, and is rolled back if the server refuses.
 */
export function useFavourites(onLoginRequired: () => void): FavouritesApi {
  const { t } = useTranslation();
  const token = useSessionToken();
  const client = useQueryClient();
  const idsQuery = useFavouriteIds();
  const state = useFavouritesState();
  const overrides = token && state.owner === token ? state.overrides : NO_OVERRIDES;
  const ids = useMemo(() => (idsQuery.data ? new Set(idsQuery.data) : undefined), [idsQuery.data]);

  const isFavourite = useCallback(
    (game: Pick<TGame, 'nodeId' | 'favourite'>) => !!token && resolveFavourite(game, ids, overrides),
    [token, ids, overrides],
  );

  const toggle = useCallback(
    (game: TGame) => {
      if (!token) {
        onLoginRequired();
        return;
      }
      const favourite = !isFavourite(game);
      const started = favouritesStore.toggle({
        owner: token,
        nodeId: game.nodeId,
        favourite,
        send: () =>
          favourite
            ? addFavourite({ nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType })
            : removeFavourite(game.nodeId),
        onConfirmed: () => {
          const key = favouriteIdsQuery(token).queryKey;
          client.setQueryData<{ ids: string[] }>(key, (old) =>
            old ? { ids: applyConfirmed(old.ids, game.nodeId, favourite) } : old,
          );
          void client.invalidateQueries({
            queryKey: favouritesKey(token),
            predicate: (query) => query.queryKey[4] !== 'ids',
          });
          void client.invalidateQueries({ predicate: isFavouriteFilterList });
        },
      });
      if (!started) {
        showToast(t('games.favouriteWait'), 'info');
        return;
      }
      started.then(
        () =>
          showToast(
            t(favourite ? 'games.favouriteAdded' : 'games.favouriteRemoved', { name: game.displayName }),
          ),
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 401) {
            onLoginRequired();
            return;
          }
          showToast(
            describeApiError(error, (key) => t(key)),
            'error',
          );
        },
      );
    },
    [token, isFavourite, client, onLoginRequired, t],
  );

  return { isFavourite, toggle, overrides };
}
