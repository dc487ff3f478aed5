import type { TBetRecord, TBettingRecordResponse } from '@platform/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button.tsx';
import { EmptyState } from '../../../components/empty-state/empty-state.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { Pager } from '../../../components/pager/pager.tsx';
import { PHONE_QUERY, useMediaQuery } from '../../../hooks/use-media-query.ts';
import { TabPanel, Tabs } from '../../../components/tabs/tabs.tsx';
import { describeApiError } from '../../../lib/api-client.ts';
import { formatDateTime, formatMoneyText } from '../../../lib/format.ts';
import { useBettingRecord } from '../api/betting-record-api.ts';
import {
  netTone,
  RECORD_CATEGORIES,
  recordKey,
  shortRound,
  signedNet,
  STATUS_TONE,
  type RecordCategory,
} from '../record-view.ts';
import styles from './betting-record.module.css';

const PAGE_SIZE = 20;
const TABS_ID = 'betting-record';

export interface DayRange {
  startDate: string;
  endDate: string;
}

/**
 * The date filter, owned by the route (which knows the merchant's days): the shortcuts of spec §9
 * (today, yesterday, last 7 and 30 days) and a custom range of inclusive `YYYY-MM-DD` days.
 */
export interface RecordDates<S extends string = string> {
  range: DayRange;
  shortcuts: readonly S[];
  /** The shortcut the range equals, if any. */
  active: S | null;
  pick: (shortcut: S) => void;
  change: (range: DayRange) => void;
}

/**
 * The betting record (spec §2 personalHistoryCopy): one row per round with game, stake, win, net,
 * status and time; filtered by category and date, summed over the whole filter, paged; a table on
 * wide screens and cards on phones.
 */
export function BettingRecord<S extends string>({
  dates,
  timeZone,
  trial = false,
}: {
  dates: RecordDates<S>;
  timeZone?: string;
  /** Free-play rounds are not recorded: the empty state says so. */
  trial?: boolean;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE_QUERY);
  const [category, setCategory] = useState<RecordCategory>('ALL');
  // The page belongs to one filter: any filter change starts again at page 1.
  const filterKey = `${category}|${dates.range.startDate}|${dates.range.endDate}`;
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const fromId = useId();
  const toId = useId();
  const record = useBettingRecord({
    ...dates.range,
    gameType: category,
    pageNo: page,
    pageSize: PAGE_SIZE,
  });

  return (
    <div className={styles.record} data-testid="betting-record">
      <div className={styles.filters}>
        <Tabs
          items={RECORD_CATEGORIES.map((id) => ({
            id,
            label: id === 'ALL' ? t('bettingRecord.allCategories') : t(`nav.${id}`),
          }))}
          value={category}
          onChange={setCategory}
          label={t('bettingRecord.categoryFilter')}
          idPrefix={TABS_ID}
          className={styles.categories}
        />
        <div className={styles.dateRow}>
          <div className={styles.chips} role="group" aria-label={t('bettingRecord.dateShortcuts')}>
            {dates.shortcuts.map((s) => (
              <button
                key={s}
                type="button"
                className={styles.chip}
                aria-pressed={dates.active === s}
                onClick={() => dates.pick(s)}
              >
                {t(`bettingRecord.shortcut.${s}`)}
              </button>
            ))}
          </div>
          <div className={styles.range}>
            <label className={styles.day} htmlFor={fromId}>
              <Icon name="calendar" size={16} />
              <span className="visually-hidden">{t('bettingRecord.from')}</span>
              <input
                id={fromId}
                type="date"
                value={dates.range.startDate}
                max={dates.range.endDate}
                onChange={(e) =>
                  e.target.value && dates.change({ ...dates.range, startDate: e.target.value })
                }
              />
            </label>
            <span className={styles.to}>{t('bettingRecord.to')}</span>
            <label className={styles.day} htmlFor={toId}>
              <Icon name="calendar" size={16} />
              <span className="visually-hidden">{t('bettingRecord.until')}</span>
              <input
                id={toId}
                type="date"
                value={dates.range.endDate}
                min={dates.range.startDate}
                onChange={(e) => e.target.value && dates.change({ ...dates.range, endDate: e.target.value })}
              />
            </label>
          </div>
        </div>
      </div>

      <TabPanel prefix={TABS_ID} id={category} className={styles.panel}>
        <Summary data={record.data} loading={record.isPending} />
        {record.isPending ? (
          <div className={styles.skeleton} role="status" aria-label={t('common.loading')}>
            {Array.from({ length: phone ? 4 : 8 }, (_, i) => (
              <span key={i} />
            ))}
          </div>
        ) : record.isError ? (
          <EmptyState
            level={3}
            illustration="error"
            title={t('bettingRecord.loadFailed')}
            text={describeApiError(record.error, (key) => t(key))}
            actions={
              <Button icon={<Icon name="refresh" size={18} />} onClick={() => void record.refetch()}>
                {t('common.retry')}
              </Button>
            }
          />
        ) : record.data.list.length === 0 ? (
          <EmptyState
            level={3}
            illustration="empty"
            title={t('bettingRecord.emptyTitle')}
            text={trial ? t('bettingRecord.trialText') : t('bettingRecord.emptyText')}
          />
        ) : (
          <>
            <div className={styles.results} aria-busy={record.isFetching || undefined}>
              {phone ? (
                <RoundCards list={record.data.list} timeZone={timeZone} />
              ) : (
                <RoundTable list={record.data.list} timeZone={timeZone} />
              )}
            </div>
            <Pager
              page={page}
              totalPages={record.data.totalPages}
              onChange={(next) => setPaging({ filterKey, page: next })}
              label={t('bettingRecord.pages')}
              disabled={record.isFetching}
            />
          </>
        )}
      </TabPanel>
    </div>
  );
}

/** Stake, win and net over the whole filter (every page), and the number of rounds. */
function Summary({ data, loading }: { data?: TBettingRecordResponse; loading: boolean }) {
  const { t } = useTranslation();
  const currency = data?.list[0]?.currency ?? '';
  const money = (amount: string) => (loading || !data ? '—' : formatMoneyText(amount, currency));
  const net = data?.summary.net ?? '0';
  const tone = netTone(net);
  return (
    <dl className={styles.summary} aria-busy={loading || undefined} data-testid="betting-summary">
      <div className={styles.stat}>
        <dt>{t('bettingRecord.rounds')}</dt>
        <dd>{loading || !data ? '—' : data.total.toLocaleString()}</dd>
      </div>
      <div className={styles.stat}>
        <dt>{t('bettingRecord.totalStake')}</dt>
        <dd>{money(data?.summary.stake ?? '0')}</dd>
      </div>
      <div className={styles.stat}>
        <dt>{t('bettingRecord.totalWin')}</dt>
        <dd>{money(data?.summary.win ?? '0')}</dd>
      </div>
      <div className={`${styles.stat} ${styles.netStat} ${styles[`tone_${tone}`]}`}>
        <dt>{t('bettingRecord.totalNet')}</dt>
        <dd>{loading || !data ? '—' : signedNet(net, formatMoneyText(net, currency))}</dd>
      </div>
    </dl>
  );
}

function StatusBadge({ record }: { record: TBetRecord }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.badge} ${styles[`badge_${STATUS_TONE[record.status]}`]}`}>
      {t(`bettingRecord.status.${record.status}`)}
    </span>
  );
}

function Net({ record }: { record: TBetRecord }) {
  // Only a settled round has a result to colour: an open one is still running, a refunded one void.
  const tone = record.status === 'SETTLED' ? netTone(record.net) : 'even';
  return (
    <span className={`${styles.money} ${styles[`tone_${tone}`]}`}>
      {signedNet(record.net, formatMoneyText(record.net, record.currency))}
    </span>
  );
}

function GameCell({ record }: { record: TBetRecord }) {
  const { t } = useTranslation();
  return (
    <span className={styles.game}>
      <span className={styles.gameName}>{record.gameName}</span>
      <span className={styles.gameMeta} title={record.round}>
        {record.vassalage} · {t('bettingRecord.round', { round: shortRound(record.round) })}
      </span>
    </span>
  );
}

function RoundTable({ list, timeZone }: { list: TBetRecord[]; timeZone?: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.scroller}>
      <table className={styles.grid}>
        <thead>
          <tr>
            <th scope="col">{t('bettingRecord.betTime')}</th>
            <th scope="col">{t('bettingRecord.game')}</th>
            <th scope="col">{t('bettingRecord.category')}</th>
            <th scope="col" className={styles.end}>
              {t('bettingRecord.stake')}
            </th>
            <th scope="col" className={styles.end}>
              {t('bettingRecord.win')}
            </th>
            <th scope="col" className={styles.end}>
              {t('bettingRecord.net')}
            </th>
            <th scope="col">{t('bettingRecord.statusLabel')}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((r) => (
            <tr key={recordKey(r)} data-testid="bet-row">
              <td className={styles.when}>{formatDateTime(new Date(r.betTime), timeZone)}</td>
              <td>
                <GameCell record={r} />
              </td>
              <td className={styles.muted}>{t(`nav.${r.gameType}`)}</td>
              <td className={`${styles.end} ${styles.money}`}>{formatMoneyText(r.stake, r.currency)}</td>
              <td className={`${styles.end} ${styles.money}`}>{formatMoneyText(r.win, r.currency)}</td>
              <td className={styles.end}>
                <Net record={r} />
              </td>
              <td>
                <StatusBadge record={r} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RoundCards({ list, timeZone }: { list: TBetRecord[]; timeZone?: string }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.cards}>
      {list.map((r) => (
        <li key={recordKey(r)} className={styles.card} data-testid="bet-row">
          <div className={styles.cardTop}>
            <GameCell record={r} />
            <StatusBadge record={r} />
          </div>
          <p className={styles.cardWhen}>
            {t(`nav.${r.gameType}`)} · {formatDateTime(new Date(r.betTime), timeZone, { seconds: false })}
          </p>
          <dl className={styles.cardFigures}>
            <div>
              <dt>{t('bettingRecord.stake')}</dt>
              <dd className={styles.money}>{formatMoneyText(r.stake, r.currency)}</dd>
            </div>
            <div>
              <dt>{t('bettingRecord.win')}</dt>
              <dd className={styles.money}>{formatMoneyText(r.win, r.currency)}</dd>
            </div>
            <div>
              <dt>{t('bettingRecord.net')}</dt>
              <dd>
                <Net record={r} />
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
