import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFavouriteList } from '../api/favourites-api.ts';
import { useRecentGames } from '../api/recent-games-api.ts';
import { visibleFavourites, type FavouriteOverrides } from '../favourites.ts';
import { FAVOURITE_LIST_PAGE_SIZE, LOBBY_PAGE_SIZE } from '../lobby-rules.ts';
import { GameList } from './game-grid.tsx';
import type { GameActions } from './game-tile.tsx';

/**
 * The member's favourites (spec §4: the list replaces its content, or appends when loading more;
 * a heart taken off here hides the game at once, and brings it back if the server refuses).
 */
export function FavouriteGames({
  actions,
  overrides,
  pageSize = FAVOURITE_LIST_PAGE_SIZE,
  emptyActions,
}: {
  actions: GameActions;
  overrides: FavouriteOverrides;
  pageSize?: number;
  emptyActions?: ReactNode;
}) {
  const { t } = useTranslation();
  const paged = useFavouriteList(pageSize);
  const games = useMemo(() => visibleFavourites(paged.games, overrides), [paged.games, overrides]);
  return (
    <GameList
      paged={{ ...paged, games, total: 0 }}
      actions={actions}
      label={t('games.favourites')}
      emptyTitle={t('games.empty.FAV')}
      emptyText={t('games.favouritesHint')}
      emptyActions={emptyActions}
    />
  );
}

/** The member's recently played games, newest first, 24 a page with "More games". */
export function RecentGames({ actions, emptyActions }: { actions: GameActions; emptyActions?: ReactNode }) {
  const { t } = useTranslation();
  const paged = useRecentGames(LOBBY_PAGE_SIZE);
  return (
    <GameList
      paged={paged}
      actions={actions}
      label={t('games.recent')}
      emptyTitle={t('games.empty.RECENT')}
      emptyText={t('games.recentHint')}
      emptyActions={emptyActions}
    />
  );
}
