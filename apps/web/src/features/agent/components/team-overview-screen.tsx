import type { TAgentTeamOverview } from '@platform/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button.tsx';
import { Card } from '../../../components/card/card.tsx';
import { EmptyState } from '../../../components/empty-state/empty-state.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { amountSign } from '../../../components/money/amount-sign.ts';
import { Money } from '../../../components/money/money.tsx';
import { describeApiError } from '../../../lib/api-client.ts';
import { formatCount, formatMoneyText } from '../../../lib/format.ts';
import { useTeamOverview } from '../api/team-api.ts';
import { useReportFilters } from '../hooks/use-report-filters.ts';
import { PeriodFilter } from './period-filter.tsx';
import { PeriodLine } from './period-line.tsx';
import { ScreenFrame } from './screen-frame.tsx';
import { StatGrid, type Stat } from './stat-grid.tsx';

const TONES = { positive: 'positive', negative: 'negative', zero: 'neutral' } as const;

/**
 * agentTeamOverview (spec §2; issue 11): the team's size (direct, all), new registrations, active
 * members, deposits, withdrawals, valid bet and win/loss for a period in the merchant's time zone.
 */
export function TeamOverviewScreen({ timeZone, currency }: { timeZone?: string; currency: string }) {
  const { t } = useTranslation();
  const filters = useReportFilters({}, { fallback: 'today', timeZone });
  const overview = useTeamOverview(filters.period);
  const data = overview.data;

  return (
    <ScreenFrame screen="agentTeamOverview">
      <Card label={t('agent.period.label')}>
        <PeriodFilter
          range={filters.range}
          shortcut={filters.shortcut}
          onShortcut={filters.pickShortcut}
          onRange={filters.pickRange}
        />
      </Card>
      {overview.isError && !data ? (
        <EmptyState
          level={3}
          illustration="error"
          title={t('agent.overview.loadFailed')}
          text={describeApiError(overview.error, (key) => t(key))}
          actions={
            <Button icon={<Icon name="refresh" size={18} />} onClick={() => void overview.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : (
        <>
          <PeriodLine period={data?.period} loading={overview.isPending} />
          <StatGrid
            label={t('agent.menu.agentTeamOverview')}
            loading={overview.isPending}
            stats={overviewStats(data, data?.currency ?? currency, t)}
          />
        </>
      )}
    </ScreenFrame>
  );
}

/** The overview's figures as stat cards (the landing page shows some of them for today). */
export function overviewStats(data: TAgentTeamOverview | undefined, currency: string, t: TFunction): Stat[] {
  const money = (amount: string | undefined) => <Money amount={amount ?? '0'} currency={currency} />;
  const winLoss = data?.winLoss ?? '0';
  return [
    {
      id: 'teamSize',
      icon: 'users',
      variant: 'lead',
      label: t('agent.overview.teamSize'),
      value: formatCount(data?.teamSize.all ?? 0),
      detail: t('agent.overview.teamSplit', {
        direct: formatCount(data?.teamSize.direct ?? 0),
        agents: formatCount(data?.teamSize.agents ?? 0),
      }),
    },
    {
      id: 'direct',
      icon: 'user',
      label: t('agent.overview.direct'),
      value: formatCount(data?.teamSize.direct ?? 0),
    },
    {
      id: 'newRegistrations',
      icon: 'plus',
      label: t('agent.overview.newRegistrations'),
      value: formatCount(data?.newRegistrations ?? 0),
    },
    {
      id: 'activeMembers',
      icon: 'fire',
      label: t('agent.overview.activeMembers'),
      value: formatCount(data?.activeMembers ?? 0),
    },
    {
      id: 'deposits',
      icon: 'download',
      label: t('agent.overview.deposits'),
      value: money(data?.deposits.amount),
      detail: t('agent.overview.count', { count: data?.deposits.count ?? 0 }),
    },
    {
      id: 'withdrawals',
      icon: 'arrowUp',
      label: t('agent.overview.withdrawals'),
      value: money(data?.withdrawals.amount),
      detail: t('agent.overview.count', { count: data?.withdrawals.count ?? 0 }),
    },
    {
      id: 'validBet',
      icon: 'dice',
      label: t('agent.overview.validBet'),
      value: money(data?.validBet),
      detail: t('agent.overview.payout', {
        amount: `${formatMoneyText(data?.payout ?? '0', currency)} ${currency}`,
      }),
    },
    {
      id: 'winLoss',
      icon: 'trophy',
      label: t('agent.overview.winLoss'),
      value: <Money amount={winLoss} currency={currency} signed tone={TONES[amountSign(winLoss)]} />,
      detail: t('agent.overview.winLossHint'),
    },
  ];
}
