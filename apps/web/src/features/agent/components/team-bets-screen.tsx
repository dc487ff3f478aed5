import type { TAgentTeamBet } from '@platform/contracts';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button.tsx';
import { Card } from '../../../components/card/card.tsx';
import { SelectField, TextField } from '../../../components/field/field.tsx';
import { Money } from '../../../components/money/money.tsx';
import { Pager } from '../../../components/pager/pager.tsx';
import { RecordList } from '../../../components/record-list/record-list.tsx';
import { RecordRows } from '../../../components/record-list/record-row.tsx';
import { RecordTable } from '../../../components/record-list/record-table.tsx';
import { SkeletonRows } from '../../../components/skeleton/skeleton.tsx';
import { StatusPill } from '../../../components/status-pill/status-pill.tsx';
import { PHONE_QUERY, useMediaQuery } from '../../../hooks/use-media-query.ts';
import { formatCount, formatDateTime, formatMoneyText } from '../../../lib/format.ts';
import { useTeamBets } from '../api/report-api.ts';
import {
  RECORD_CATEGORIES as BET_CATEGORIES,
  shortRound,
  STATUS_TONE as BET_STATUS_TONE,
} from '../../../lib/bet-view.ts';
import { oneOf } from '../filters.ts';
import { useReportFilters } from '../hooks/use-report-filters.ts';
import { Signed, SummaryStrip, Who } from './cells.tsx';
import { PeriodFilter } from './period-filter.tsx';
import { PeriodLine } from './period-line.tsx';
import { ScreenFrame } from './screen-frame.tsx';
import styles from './agent-screens.module.css';

const PAGE_SIZE = 20;

/**
 * personalHistoryCopy, the team betting (spec §2; issue 11): every round of the agent's team in a
 * period, by member account, game category or round id, summed over the whole filter and paged.
 */
export function TeamBetsScreen({ timeZone, currency }: { timeZone?: string; currency: string }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE_QUERY);
  const filters = useReportFilters(
    { account: '', category: 'ALL', round: '' },
    { fallback: 'today', timeZone },
  );
  const category = oneOf(BET_CATEGORIES, filters.filters.category, 'ALL');
  const bets = useTeamBets({
    ...filters.period,
    account: filters.filters.account || undefined,
    round: filters.filters.round || undefined,
    category,
    pageNo: filters.pageNo,
    pageSize: PAGE_SIZE,
  });
  const data = bets.data;
  const money = data?.currency ?? currency;

  const search = (event: FormEvent) => {
    event.preventDefault();
    filters.apply();
  };

  return (
    <ScreenFrame screen="personalHistoryCopy">
      <Card label={t('agent.period.label')}>
        <PeriodFilter
          range={filters.range}
          shortcut={filters.shortcut}
          onShortcut={filters.pickShortcut}
          onRange={filters.pickRange}
        />
        <form className={styles.toolbar} role="search" onSubmit={search}>
          <div className={styles.select}>
            <TextField
              label={t('agent.filter.account')}
              icon="user"
              value={filters.draft.account}
              onChange={(e) => filters.setDraft({ account: e.target.value })}
              maxLength={64}
              autoComplete="off"
            />
          </div>
          <div className={styles.select}>
            <TextField
              label={t('agent.filter.round')}
              icon="search"
              value={filters.draft.round}
              onChange={(e) => filters.setDraft({ round: e.target.value })}
              maxLength={128}
              autoComplete="off"
            />
          </div>
          <div className={styles.select}>
            <SelectField
              label={t('agent.filter.category')}
              value={category}
              onChange={(e) => filters.set({ category: e.target.value })}
              options={BET_CATEGORIES.map((id) => ({
                value: id,
                label: id === 'ALL' ? t('agent.filter.allGames') : t(`nav.${id}`),
              }))}
            />
          </div>
          <Button type="submit" variant="primary">
            {t('agent.filter.search')}
          </Button>
        </form>
      </Card>
      <PeriodLine period={data?.period} loading={bets.isPending} />
      <SummaryStrip
        label={t('agent.bets.summary')}
        loading={!data}
        items={[
          { id: 'rounds', label: t('agent.bets.rounds'), value: formatCount(data?.summary.rounds ?? 0) },
          {
            id: 'stake',
            label: t('agent.bets.stake'),
            value: formatMoneyText(data?.summary.stake ?? '0', money),
          },
          { id: 'win', label: t('agent.bets.win'), value: formatMoneyText(data?.summary.win ?? '0', money) },
          {
            id: 'net',
            label: t('agent.bets.net'),
            value: <Signed amount={data?.summary.net ?? '0'} currency={money} />,
          },
        ]}
      />
      <Card label={t('agent.menu.personalHistoryCopy')}>
        <RecordList
          query={bets}
          items={data?.list}
          loading={<SkeletonRows variant="bar" rows={phone ? 4 : 8} />}
          empty={{ title: t('agent.bets.emptyTitle'), text: t('agent.bets.emptyText') }}
          errorTitle={t('agent.bets.loadFailed')}
          footer={
            <Pager
              page={filters.pageNo}
              totalPages={data?.totalPages ?? 1}
              onChange={filters.setPage}
              label={t('agent.bets.pages')}
              disabled={bets.isFetching}
            />
          }
        >
          {(rows) =>
            phone ? (
              <BetCards rows={rows} currency={money} timeZone={timeZone} />
            ) : (
              <BetTable rows={rows} currency={money} timeZone={timeZone} />
            )
          }
        </RecordList>
      </Card>
    </ScreenFrame>
  );
}

interface RowsProps {
  rows: readonly TAgentTeamBet[];
  currency: string;
  timeZone?: string;
}

const betKey = (bet: TAgentTeamBet) => `${bet.vendorCode}:${bet.round}:${bet.account}`;

function Status({ bet }: { bet: TAgentTeamBet }) {
  const { t } = useTranslation();
  return (
    <StatusPill tone={BET_STATUS_TONE[bet.status]}>{t(`bettingRecord.status.${bet.status}`)}</StatusPill>
  );
}

function Net({ bet, currency }: { bet: TAgentTeamBet; currency: string }) {
  // Only a settled round has a result to colour: an open one is still running, a refunded one void.
  return bet.status === 'SETTLED' ? (
    <Signed amount={bet.net} currency={currency} />
  ) : (
    <Money amount={bet.net} currency={currency} showCurrency={false} tone="neutral" />
  );
}

function Game({ bet }: { bet: TAgentTeamBet }) {
  const { t } = useTranslation();
  return (
    <Who
      account={bet.gameName}
      meta={
        <span title={bet.round}>
          {t(`nav.${bet.category}`)} · {t('agent.bets.round', { round: shortRound(bet.round) })}
        </span>
      }
    />
  );
}

function BetTable({ rows, currency, timeZone }: RowsProps) {
  const { t } = useTranslation();
  return (
    <RecordTable caption={t('agent.menu.personalHistoryCopy')}>
      <thead>
        <tr>
          <th scope="col">{t('agent.col.betTime')}</th>
          <th scope="col">{t('agent.col.account')}</th>
          <th scope="col">{t('agent.col.game')}</th>
          <th scope="col" data-align="end">
            {t('agent.bets.stake')}
          </th>
          <th scope="col" data-align="end">
            {t('agent.bets.win')}
          </th>
          <th scope="col" data-align="end">
            {t('agent.bets.net')}
          </th>
          <th scope="col">{t('agent.col.status')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((bet) => (
          <tr key={betKey(bet)} data-testid="team-bet-row">
            <td data-cell="time">{formatDateTime(new Date(bet.betTime), timeZone)}</td>
            <td className={styles.whoName}>{bet.account}</td>
            <td>
              <Game bet={bet} />
            </td>
            <td data-align="end">
              <Money amount={bet.stake} currency={currency} showCurrency={false} />
            </td>
            <td data-align="end">
              <Money amount={bet.win} currency={currency} showCurrency={false} />
            </td>
            <td data-align="end">
              <Net bet={bet} currency={currency} />
            </td>
            <td>
              <Status bet={bet} />
            </td>
          </tr>
        ))}
      </tbody>
    </RecordTable>
  );
}

function BetCards({ rows, currency, timeZone }: RowsProps) {
  const { t } = useTranslation();
  return (
    <RecordRows boxed label={t('agent.menu.personalHistoryCopy')}>
      {rows.map((bet) => (
        <li key={betKey(bet)} className={styles.card} data-testid="team-bet-row">
          <div className={styles.cardTop}>
            <Game bet={bet} />
            <Status bet={bet} />
          </div>
          <p className={styles.cardMeta}>
            {bet.account} · {formatDateTime(new Date(bet.betTime), timeZone, { seconds: false })}
          </p>
          <dl className={styles.cardFigures}>
            <div>
              <dt>{t('agent.bets.stake')}</dt>
              <dd>
                <Money amount={bet.stake} currency={currency} showCurrency={false} />
              </dd>
            </div>
            <div>
              <dt>{t('agent.bets.win')}</dt>
              <dd>
                <Money amount={bet.win} currency={currency} showCurrency={false} />
              </dd>
            </div>
            <div>
              <dt>{t('agent.bets.net')}</dt>
              <dd>
                <Net bet={bet} currency={currency} />
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </RecordRows>
  );
}
