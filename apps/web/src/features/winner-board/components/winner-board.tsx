import type { TWinnerEntry } from '@platform/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button.tsx';
import { EmptyState } from '../../../components/empty-state/empty-state.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { useNow } from '../../../hooks/use-now.ts';
import { formatDateTime, formatMoneyText } from '../../../lib/format.ts';
import { currentBcp47 } from '../../../lib/language.ts';
import { useWinners, WINNER_REFRESH_MS, type WinnerCategory } from '../api/winner-board-api.ts';
import { avatarHue, displayPlayer, relativeTime } from '../winners.ts';
import styles from './winner-board.module.css';

/** Rows shown before "show all" (the call brings 20). */
const FIRST_ROWS = 10;

/**
 * The winner board (spec §3, §4): the biggest recent wins, highest first, with the masked player,
 * the game, the prize in its currency and how long ago; refreshed every 30 s.
 */
export function WinnerBoard({
  category = 'ALL',
  timeZone,
}: {
  category?: WinnerCategory;
  timeZone?: string;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const winners = useWinners(category);
  const [expanded, setExpanded] = useState(false);
  // "2 minutes ago" keeps counting between refreshes.
  const tick = useNow(true, WINNER_REFRESH_MS);
  const now = Math.max(tick, winners.dataUpdatedAt);

  const list = winners.data ?? [];
  const shown = expanded ? list : list.slice(0, FIRST_ROWS);

  return (
    <section className={styles.board} aria-labelledby={headingId} data-testid="winner-board">
      <div className={styles.head}>
        <span className={styles.trophy} aria-hidden="true">
          <Icon name="trophy" size={22} />
        </span>
        <div className={styles.headText}>
          <h2 id={headingId} className={styles.title}>
            {t('winners.title')}
          </h2>
          <p className={styles.subtitle}>{t('winners.subtitle')}</p>
        </div>
        <span className={styles.live}>
          <span className={styles.liveDot} aria-hidden="true" />
          {t('winners.live')}
        </span>
      </div>

      {winners.isPending ? (
        <ol className={styles.list} role="status" aria-label={t('common.loading')}>
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i} className={`${styles.row} ${styles.skeleton}`} />
          ))}
        </ol>
      ) : winners.isError && list.length === 0 ? (
        <div className={styles.failed} role="alert">
          <p>{t('winners.loadFailed')}</p>
          <Button
            size="sm"
            variant="outline"
            icon={<Icon name="refresh" size={16} />}
            onClick={() => void winners.refetch()}
          >
            {t('common.retry')}
          </Button>
        </div>
      ) : list.length === 0 ? (
        <EmptyState
          level={3}
          illustration="empty"
          title={t('winners.emptyTitle')}
          text={t('winners.emptyText')}
        />
      ) : (
        <>
          <ol
            className={styles.list}
            aria-labelledby={headingId}
            style={{ ['--rows' as string]: Math.ceil(shown.length / 2) }}
          >
            {shown.map((winner, index) => (
              <WinnerRow
                key={`${winner.time}-${winner.player}-${index}`}
                winner={winner}
                rank={index + 1}
                now={now}
                timeZone={timeZone}
              />
            ))}
          </ol>
          {list.length > FIRST_ROWS ? (
            <button
              type="button"
              className={styles.more}
              aria-expanded={expanded}
              onClick={() => setExpanded((e) => !e)}
            >
              {expanded ? t('winners.showFewer') : t('winners.showAll', { count: list.length })}
              <Icon name={expanded ? 'chevronUp' : 'chevronDown'} size={16} />
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}

function WinnerRow({
  winner,
  rank,
  now,
  timeZone,
}: {
  winner: TWinnerEntry;
  rank: number;
  now: number;
  timeZone?: string;
}) {
  const player = displayPlayer(winner.player);
  const at = new Date(winner.time);
  return (
    <li className={[styles.row, rank <= 3 ? styles[`top${rank}`] : ''].join(' ')} data-testid="winner-row">
      <span className={styles.rank} aria-hidden="true">
        {rank}
      </span>
      <span className={styles.avatar} aria-hidden="true" style={{ ['--hue' as string]: avatarHue(player) }}>
        {[...player][0]?.toUpperCase()}
      </span>
      <span className={styles.who}>
        <span className={styles.player}>{player}</span>
        <span className={styles.game}>{winner.gameName}</span>
      </span>
      <span className={styles.win}>
        <span className={styles.prize}>
          {formatMoneyText(winner.prize, winner.currency, { display: 'symbol' })}
        </span>
        <time
          className={styles.when}
          dateTime={winner.time}
          title={Number.isNaN(at.getTime()) ? undefined : formatDateTime(at, timeZone)}
        >
          {relativeTime(winner.time, now, currentBcp47())}
        </time>
      </span>
    </li>
  );
}
