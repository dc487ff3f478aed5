import type { TAgentTeamBet } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../components/field/field.tsx';
import { Money } from '../../../components/money/money.tsx';
import { RecordCard } from '../../../components/record-list/record-card.tsx';
import { StatusPill } from '../../../components/status-pill/status-pill.tsx';
import { RECORD_CATEGORIES, shortRound, STATUS_TONE } from '../../../lib/bet-view.ts';
import { formatCount, formatDateTime, formatMoneyText } from '../../../lib/format.ts';
import { useTeamBets } from '../api/report-api.ts';
import { oneOf } from '../filters.ts';
import { useReportFilters } from '../hooks/use-report-filters.ts';
import { Signed, SummaryStrip, Who } from './cells.tsx';
import { ReportScreen } from './report-screen.tsx';
import styles from './agent-screens.module.css';

const PAGE_SIZE = 20;

/**
 * personalHistoryCopy, the team betting (spec §2; issue 11): every round of the agent's team in a
 * period, by member account, game category or round id, summed over the whole filter and paged.
 */
export function TeamBetsScreen({ timeZone, currency }: { timeZone?: string; currency: string }) {
  const { t } = useTranslation();
  const filters = useReportFilters(
    { account: '', category: 'ALL', round: '' },
    { fallback: 'today', timeZone },
  );
  const category = oneOf(RECORD_CATEGORIES, filters.filters.category, 'ALL');
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
  const plain = (amount: string) => <Money amount={amount} currency={money} showCurrency={false} />;
  const time = (bet: TAgentTeamBet, seconds = true) =>
    formatDateTime(new Date(bet.betTime), timeZone, { seconds });

  return (
    <ReportScreen
      screen="personalHistoryCopy"
      filters={filters}
      period={data?.period}
      query={bets}
      items={data?.list}
      totalPages={data?.totalPages ?? 1}
      texts={{
        emptyTitle: t('agent.bets.emptyTitle'),
        emptyText: t('agent.bets.emptyText'),
        loadFailed: t('agent.bets.loadFailed'),
        pages: t('agent.bets.pages'),
      }}
      fields={
        <>
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
              options={RECORD_CATEGORIES.map((id) => ({
                value: id,
                label: id === 'ALL' ? t('agent.filter.allGames') : t(`nav.${id}`),
              }))}
            />
          </div>
        </>
      }
      summary={
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
            {
              id: 'win',
              label: t('agent.bets.win'),
              value: formatMoneyText(data?.summary.win ?? '0', money),
            },
            {
              id: 'net',
              label: t('agent.bets.net'),
              value: <Signed amount={data?.summary.net ?? '0'} currency={money} />,
            },
          ]}
        />
      }
      table={(rows) => (
        <>
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
                <td data-cell="time">{time(bet)}</td>
                <td className={styles.whoName}>{bet.account}</td>
                <td>
                  <Game bet={bet} />
                </td>
                <td data-align="end">{plain(bet.stake)}</td>
                <td data-align="end">{plain(bet.win)}</td>
                <td data-align="end">
                  <Net bet={bet} currency={money} />
                </td>
                <td>
                  <Status bet={bet} />
                </td>
              </tr>
            ))}
          </tbody>
        </>
      )}
      cards={(rows) =>
        rows.map((bet) => (
          <RecordCard
            key={betKey(bet)}
            testId="team-bet-row"
            title={<Game bet={bet} />}
            status={<Status bet={bet} />}
            meta={`${bet.account} · ${time(bet, false)}`}
            figures={[
              { label: t('agent.bets.stake'), value: plain(bet.stake) },
              { label: t('agent.bets.win'), value: plain(bet.win) },
              { label: t('agent.bets.net'), value: <Net bet={bet} currency={money} /> },
            ]}
          />
        ))
      }
    />
  );
}

const betKey = (bet: TAgentTeamBet) => `${bet.vendorCode}:${bet.round}:${bet.account}`;

function Status({ bet }: { bet: TAgentTeamBet }) {
  const { t } = useTranslation();
  return <StatusPill tone={STATUS_TONE[bet.status]}>{t(`bettingRecord.status.${bet.status}`)}</StatusPill>;
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
