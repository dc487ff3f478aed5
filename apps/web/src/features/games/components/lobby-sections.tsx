import type { GameCategory, TGame } from '@platform/contracts';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { IconName } from '../../../components/icon/icon.tsx';
import { useFavouriteList } from '../api/favourites-api.ts';
import { useGameSection } from '../api/game-list-api.ts';
import { useHotGames } from '../api/hot-games-api.ts';
import { useRecentGames } from '../api/recent-games-api.ts';
import { visibleFavourites, type FavouriteOverrides } from '../favourites.ts';
import { GameGrid, GameGridSkeleton } from './game-grid.tsx';
import { GameSection } from './game-section.tsx';
import type { GameActions, TileShape } from './game-tile.tsx';

/** Sections of 12 show two rows of 6 square tiles; category sections one row of wide tiles. */
const LIST_COLUMNS = 6;

interface RowProps {
  id: string;
  title: string;
  icon: IconName;
  seeAll?: string | (() => void);
  note?: string;
  games: readonly TGame[] | undefined;
  pending: boolean;
  size: number;
  shape: TileShape;
  actions: GameActions;
}

/** A section row; it disappears when its list turns out empty (or fails), so the lobby has no holes. */
function SectionRow({ id, title, icon, seeAll, note, games, pending, size, shape, actions }: RowProps) {
  const columns = shape === 'wide' ? size : LIST_COLUMNS;
  // A list's arrival is drawn at once (a store update); its tiles then render as a transition, in
  // slices a phone can answer input between, the placeholder staying a moment longer (issue 16).
  const shown = useDeferredValue(games);
  if (!pending && !games?.length) return null;
  return (
    <GameSection id={id} title={title} icon={icon} seeAll={seeAll} note={note}>
      {pending || !shown?.length ? (
        <GameGridSkeleton count={Math.min(size, columns)} shape={shape} layout="row" columns={columns} />
      ) : (
        <GameGrid
          games={shown.slice(0, size)}
          actions={actions}
          label={title}
          shape={shape}
          layout="row"
          columns={columns}
        />
      )}
    </GameSection>
  );
}

interface SectionProps {
  size: number;
  actions: GameActions;
  seeAll?: string | (() => void);
}

export function RecentSection({ size, actions, seeAll }: SectionProps) {
  const { t } = useTranslation();
  const recent = useRecentGames(size);
  return (
    <SectionRow
      id="recent"
      title={t('games.recent')}
      icon="history"
      seeAll={seeAll}
      games={recent.games}
      pending={recent.isPending}
      size={size}
      shape="square"
      actions={actions}
    />
  );
}

export function HotSection({ size, actions, seeAll }: SectionProps) {
  const { t } = useTranslation();
  const hot = useHotGames(size);
  return (
    <SectionRow
      id="hot"
      title={t('games.hot')}
      icon="fire"
      seeAll={seeAll}
      games={hot.data?.games}
      pending={hot.isPending}
      size={size}
      shape="square"
      actions={actions}
    />
  );
}

export function FavouritesSection({
  size,
  actions,
  seeAll,
  overrides,
}: SectionProps & { overrides: FavouriteOverrides }) {
  const { t } = useTranslation();
  const list = useFavouriteList(size);
  const games = useMemo(() => visibleFavourites(list.games, overrides), [list.games, overrides]);
  return (
    <SectionRow
      id="favourites"
      title={t('games.favourites')}
      icon="heart"
      seeAll={seeAll}
      games={games}
      pending={list.isPending}
      size={size}
      shape="square"
      actions={actions}
    />
  );
}

export function CategorySection({
  category,
  title,
  icon,
  size,
  actions,
  seeAll,
}: SectionProps & { category: GameCategory; title: string; icon: IconName }) {
  const { t } = useTranslation();
  const filters = useMemo(() => ({ gameType: category, filter: 'ALL' as const }), [category]);
  const section = useGameSection(filters, size);
  const total = section.data?.total ?? 0;
  return (
    <SectionRow
      id={category}
      title={title}
      icon={icon}
      seeAll={seeAll}
      note={total > 0 ? t('games.gameCount', { count: total }) : undefined}
      games={section.data?.games}
      pending={section.isPending}
      size={size}
      shape="wide"
      actions={actions}
    />
  );
}
