import type { TBetRecord, TBettingRecordResponse } from '@platform/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar, type DayRange } from '../../../components/filter-bar/filter-bar.tsx';
import { signedAmountText } from '../../../components/money/amount-sign.ts';
import { Money, type MoneyTone } from '../../../components/money/money.tsx';
import { Pager } from '../../../components/pager/pager.tsx';
import { PHONE_QUERY, useMediaQuery } from '../../../hooks/use-media-query.ts';
import { RecordCard } from '../../../components/record-list/record-card.tsx';
import { RecordList } from '../../../components/record-list/record-list.tsx';
import { RecordRows } from '../../../components/record-list/record-row.tsx';
import { RecordTable } from '../../../components/record-list/record-table.tsx';
import { SkeletonRows } from '../../../components/skeleton/skeleton.tsx';
import { StatusPill } from '../../../components/status-pill/status-pill.tsx';
import { TabPanel, Tabs } from '../../../components/tabs/tabs.tsx';
import { formatDateTime, formatMoneyText } from '../../../lib/format.ts';
import { useBettingRecord } from '../api/betting-record-api.ts';
import {
  netTone,
  RECORD_CATEGORIES,
  recordKey,
  shortRound,
  STATUS_TONE,
  type NetTone,
  type RecordCategory,
} from '../record-view.ts';
import styles from './betting-record.module.css';

const PAGE_SIZE = 20;
const TABS_ID = 'betting-record';

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
  const record = useBettingRecord({
    ...dates.range,
    gameType: category,
    pageNo: page,
    pageSize: PAGE_SIZE,
  });

  return (
    <div className={styles.record} data-testid="betting-record">
      <FilterBar
        tabs={
          <Tabs
            items={RECORD_CATEGORIES.map((id) => ({
              id,
              label: id === 'ALL' ? t('bettingRecord.allCategories') : t(`nav.${id}`),
            }))}
            value={category}
            onChange={setCategory}
            label={t('bettingRecord.categoryFilter')}
            idPrefix={TABS_ID}
          />
        }
        shortcuts={dates.shortcuts.map((id) => ({ id, label: t(`bettingRecord.shortcut.${id}`) }))}
        activeShortcut={dates.active}
        onShortcut={dates.pick}
        shortcutsLabel={t('bettingRecord.dateShortcuts')}
        range={dates.range}
        onRangeChange={dates.change}
        fromLabel={t('bettingRecord.from')}
        toLabel={t('bettingRecord.until')}
      />

      <TabPanel prefix={TABS_ID} id={category} className={styles.panel}>
        <Summary data={record.data} loading={record.isPending} />
        <RecordList
          query={record}
          items={record.data?.list}
          loading={<SkeletonRows variant="bar" rows={phone ? 4 : 8} />}
          empty={{
            title: t('bettingRecord.emptyTitle'),
            text: trial ? t('bettingRecord.trialText') : t('bettingRecord.emptyText'),
          }}
          errorTitle={t('bettingRecord.loadFailed')}
          footer={
            <Pager
              page={page}
              totalPages={record.data?.totalPages ?? 1}
              onChange={(next) => setPaging({ filterKey, page: next })}
              label={t('bettingRecord.pages')}
              disabled={record.isFetching}
            />
          }
        >
          {(list) =>
            phone ? (
              <RoundCards list={list} timeZone={timeZone} />
            ) : (
              <RoundTable list={list} timeZone={timeZone} />
            )
          }
        </RecordList>
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
        <dd>{loading || !data ? '—' : signedAmountText(net, formatMoneyText(net, currency))}</dd>
      </div>
    </dl>
  );
}

function StatusBadge({ record }: { record: TBetRecord }) {
  const { t } = useTranslation();
  return (
    <StatusPill tone={STATUS_TONE[record.status]}>{t(`bettingRecord.status.${record.status}`)}</StatusPill>
  );
}

const NET_MONEY_TONES: Record<NetTone, MoneyTone> = { win: 'positive', loss: 'negative', even: 'neutral' };

function Net({ record }: { record: TBetRecord }) {
  // Only a settled round has a result to colour: an open one is still running, a refunded one void.
  const tone = record.status === 'SETTLED' ? netTone(record.net) : 'even';
  return (
    <Money
      amount={record.net}
      currency={record.currency}
      signed
      showCurrency={false}
      tone={NET_MONEY_TONES[tone]}
    />
  );
}

/** Stake and win: the currency is the record's, said once in the summary. */
function Amount({ amount, currency }: { amount: string; currency: string }) {
  return <Money amount={amount} currency={currency} showCurrency={false} />;
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

function RoundTable({ list, timeZone }: { list: readonly TBetRecord[]; timeZone?: string }) {
  const { t } = useTranslation();
  return (
    <RecordTable>
      <thead>
        <tr>
          <th scope="col">{t('bettingRecord.betTime')}</th>
          <th scope="col">{t('bettingRecord.game')}</th>
          <th scope="col">{t('bettingRecord.category')}</th>
          <th scope="col" data-align="end">
            {t('bettingRecord.stake')}
          </th>
          <th scope="col" data-align="end">
            {t('bettingRecord.win')}
          </th>
          <th scope="col" data-align="end">
            {t('bettingRecord.net')}
          </th>
          <th scope="col">{t('bettingRecord.statusLabel')}</th>
        </tr>
      </thead>
      <tbody>
        {list.map((r) => (
          <tr key={recordKey(r)} data-testid="bet-row">
            <td data-cell="time">{formatDateTime(new Date(r.betTime), timeZone)}</td>
            <td>
              <GameCell record={r} />
            </td>
            <td className={styles.muted}>{t(`nav.${r.gameType}`)}</td>
            <td data-align="end">
              <Amount amount={r.stake} currency={r.currency} />
            </td>
            <td data-align="end">
              <Amount amount={r.win} currency={r.currency} />
            </td>
            <td data-align="end">
              <Net record={r} />
            </td>
            <td>
              <StatusBadge record={r} />
            </td>
          </tr>
        ))}
      </tbody>
    </RecordTable>
  );
}

function RoundCards({ list, timeZone }: { list: readonly TBetRecord[]; timeZone?: string }) {
  const { t } = useTranslation();
  return (
    <RecordRows boxed>
      {list.map((r) => (
        <RecordCard
          key={recordKey(r)}
          testId="bet-row"
          title={<GameCell record={r} />}
          status={<StatusBadge record={r} />}
          meta={`${t(`nav.${r.gameType}`)} · ${formatDateTime(new Date(r.betTime), timeZone, { seconds: false })}`}
          figures={[
            { label: t('bettingRecord.stake'), value: <Amount amount={r.stake} currency={r.currency} /> },
            { label: t('bettingRecord.win'), value: <Amount amount={r.win} currency={r.currency} /> },
            { label: t('bettingRecord.net'), value: <Net record={r} /> },
          ]}
        />
      ))}
    </RecordRows>
  );
}
