import type { TGame } from '@platform/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button.tsx';
import { TakeoverSlice } from '../../../components/deferred/takeover-slice.tsx';
import { EmptyState } from '../../../components/empty-state/empty-state.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import type { PagedGames } from '../api/game-list-api.ts';
import styles from './game-grid.module.css';
import { GameTile, type GameActions, type TileShape } from './game-tile.tsx';

/**
 * The tiles of a lobby list that a phone shows on its first screen (two rows of three at 412 px):
 * their pictures are the page's largest paint, so they load with the page, not after its code.
 */
const FIRST_SCREEN_TILES = 6;

export interface GameGridProps {
  games: readonly TGame[];
  actions: GameActions;
  /** Accessible name of the list. */
  label: string;
  shape?: TileShape;
  /** `lobby` fills the width (6 to 8 columns on desktop); `row` is one section row of `columns`. */
  layout?: 'lobby' | 'row';
  columns?: number;
  dimmed?: boolean;
  /** How many of the first tiles are on the page's first screen: their pictures load with it. */
  eagerImages?: number;
}

export function GameGrid({
  games,
  actions,
  label,
  shape = 'square',
  layout = 'lobby',
  columns,
  dimmed,
  eagerImages = 0,
}: GameGridProps) {
  return (
    <ul
      className={[styles.grid, styles[layout], styles[shape], dimmed ? styles.dimmed : ''].join(' ')}
      style={columns ? { ['--columns' as string]: columns } : undefined}
      aria-label={label}
      aria-busy={dimmed || undefined}
    >
      {games.map((game, index) => (
        <li key={game.nodeId}>
          <TakeoverSlice>
            <GameTile game={game} actions={actions} shape={shape} eagerImage={index < eagerImages} />
          </TakeoverSlice>
        </li>
      ))}
    </ul>
  );
}

/** Placeholder tiles while a list loads. */
export function GameGridSkeleton({
  count = 12,
  shape = 'square',
  layout = 'lobby',
  columns,
}: {
  count?: number;
  shape?: TileShape;
  layout?: 'lobby' | 'row';
  columns?: number;
}) {
  const { t } = useTranslation();
  return (
    <div
      className={[styles.grid, styles[layout], styles[shape], styles.skeleton].join(' ')}
      style={columns ? { ['--columns' as string]: columns } : undefined}
      role="status"
      aria-label={t('common.loading')}
      data-testid="game-grid-skeleton"
    >
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.ghost}>
          <span className={styles.ghostArt} />
          <span className={styles.ghostLine} />
          <span className={`${styles.ghostLine} ${styles.ghostShort}`} />
        </div>
      ))}
    </div>
  );
}

export interface GameListProps {
  paged: PagedGames;
  actions: GameActions;
  label: string;
  emptyTitle: string;
  emptyText?: string;
  emptyActions?: ReactNode;
  shape?: TileShape;
}

/**
 * A paged lobby list: skeleton, error with retry, empty state, the grid, and the "More games"
 * button while pages remain (spec §2 category lobby, §4 load more).
 */
export function GameList({
  paged,
  actions,
  label,
  emptyTitle,
  emptyText,
  emptyActions,
  shape,
}: GameListProps) {
  const { t } = useTranslation();
  if (paged.isPending) return <GameGridSkeleton shape={shape} />;
  if (paged.isError && paged.games.length === 0) {
    return (
      <EmptyState
        level={3}
        illustration="error"
        title={t('games.loadFailed')}
        actions={
          <Button variant="outline" onClick={paged.refetch} icon={<Icon name="refresh" size={16} />}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  if (paged.games.length === 0) {
    return (
      <div className={paged.isStale ? styles.dimmed : undefined}>
        <EmptyState
          level={3}
          illustration="empty"
          title={emptyTitle}
          text={emptyText}
          actions={emptyActions}
        />
      </div>
    );
  }
  const shown = paged.games.length;
  return (
    <div className={styles.list}>
      <GameGrid
        games={paged.games}
        actions={actions}
        label={label}
        shape={shape}
        dimmed={paged.isStale}
        eagerImages={FIRST_SCREEN_TILES}
      />
      {paged.hasMore || paged.total > shown ? (
        <div className={styles.more}>
          {paged.total > 0 ? (
            <p className={styles.progress} aria-live="polite">
              {t('games.shownOf', { shown, total: paged.total })}
              <span className={styles.bar} aria-hidden="true">
                <span style={{ width: `${Math.min(100, (shown / paged.total) * 100)}%` }} />
              </span>
            </p>
          ) : null}
          {paged.hasMore ? (
            <Button
              variant="outline"
              onClick={paged.loadMore}
              loading={paged.isLoadingMore}
              icon={<Icon name="chevronDown" size={16} />}
            >
              {t('games.more')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
