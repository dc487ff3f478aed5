import type { GameCategory, TGameRoom } from '@platform/contracts';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon/icon.tsx';
import { SectionHeader } from '../../../components/section-header/section-header.tsx';
import { shimmerClass } from '../../../components/skeleton/skeleton.tsx';
import { formatAmount } from '../../../lib/format.ts';
import { useRooms } from '../api/launch-api.ts';
import { MAX_TABLES, orderRooms } from '../rooms.ts';
import styles from './game-launch.module.css';

/**
 * The "tables" strip of /live and /pvp (spec §7 GLS2_roomList): each table with its stakes and who
 * sits there now, one click to sit down. Members only (the call needs a session); renders nothing
 * for visitors or when the merchant has no tables of these categories.
 */
export function TablesStrip({
  categories,
  vendor,
  onPlay,
}: {
  categories: readonly GameCategory[];
  /** The vendor chosen in the page's filter (`?vassalage=`), if any. */
  vendor?: string | null;
  onPlay: (room: TGameRoom) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const rooms = useRooms();
  const categoryKey = categories.join(',');
  const all = useMemo(
    () => orderRooms(rooms.data?.list ?? [], categoryKey.split(',') as GameCategory[], vendor),
    [rooms.data, categoryKey, vendor],
  );
  const list = all.slice(0, MAX_TABLES);

  if (rooms.isPending && rooms.fetchStatus === 'fetching') {
    return (
      <div className={styles.tablesRow} role="status" aria-label={t('common.loading')}>
        {Array.from({ length: 4 }, (_, i) => (
          <span key={i} className={`${styles.table} ${shimmerClass}`} />
        ))}
      </div>
    );
  }
  if (all.length === 0) return null;

  return (
    <section className={styles.tables} aria-labelledby={headingId} data-testid="tables-strip">
      <SectionHeader
        id={headingId}
        icon="cards"
        variant="inline"
        title={
          <>
            {t('launch.tables')}
            <span className={styles.tablesCount}>{t('launch.tableCount', { count: all.length })}</span>
          </>
        }
      />
      <ul className={styles.tablesRow}>
        {list.map((room) => (
          <li key={room.roomId}>
            <button
              type="button"
              className={styles.table}
              disabled={room.maintenance}
              onClick={() => onPlay(room)}
              aria-label={t('launch.sit', { name: room.gameName, vendor: room.vassalage })}
            >
              <span className={styles.tableName}>{room.gameName}</span>
              <span className={styles.tableMeta}>
                {room.vassalage} · {room.gameClassify.replace(/_/g, ' ').toLowerCase()}
              </span>
              <span className={styles.tableStakes}>
                {t('launch.stakes', { min: formatAmount(room.minBet), max: formatAmount(room.maxBet) })}
              </span>
              <span className={styles.tableFoot}>
                {room.maintenance ? (
                  <span className={styles.tableDown}>
                    <Icon name="warning" size={14} />
                    {t('launch.maintenanceShort')}
                  </span>
                ) : (
                  <span className={`${styles.tablePlayers} ${room.players === 0 ? styles.emptyTable : ''}`}>
                    <span className={styles.liveDot} aria-hidden="true" />
                    {t('launch.players', { count: room.players })}
                  </span>
                )}
                <Icon name="play" size={16} className={styles.tableGo} />
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
