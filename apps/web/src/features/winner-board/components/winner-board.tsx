import type { TWinnerEntry } from '@platform/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card/card.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { useNow } from '../../../hooks/use-now.ts';
import { RecordList } from '../../../components/record-list/record-list.tsx';
import { shimmerClass } from '../../../components/skeleton/skeleton.tsx';
import { StatusPill } from '../../../components/status-pill/status-pill.tsx';
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

  return (
    <Card
      id={headingId}
      icon="trophy"
      title={t('winners.title')}
      text={t('winners.subtitle')}
      actions={
        <StatusPill tone="success" size="sm" dot pulse>
          {t('winners.live')}
        </StatusPill>
      }
      variant="glow"
      testId="winner-board"
    >
      <RecordList
        query={winners}
        items={winners.data}
        loading={
          <ol className={styles.list} role="status" aria-label={t('common.loading')}>
            {Array.from({ length: 6 }, (_, i) => (
              <li key={i} className={`${styles.row} ${shimmerClass}`} />
            ))}
          </ol>
        }
        empty={{ title: t('winners.emptyTitle'), text: t('winners.emptyText') }}
        errorTitle={t('winners.loadFailed')}
        compact
      >
        {(list) => {
          const shown = expanded ? list : list.slice(0, FIRST_ROWS);
          return (
            <div className={styles.results}>
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
            </div>
          );
        }}
      </RecordList>
    </Card>
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
