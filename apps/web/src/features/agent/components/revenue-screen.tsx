import type { TAgentRevenue } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/card/card.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { IconBadge } from '../../../components/icon-badge/icon-badge.tsx';
import { Money } from '../../../components/money/money.tsx';
import { RecordList } from '../../../components/record-list/record-list.tsx';
import { SkeletonRows } from '../../../components/skeleton/skeleton.tsx';
import { formatCount, formatMoneyText } from '../../../lib/format.ts';
import { useRevenue } from '../api/contract-api.ts';
import { CONTRACT_SCREEN } from '../contracts.ts';
import { useReportFilters } from '../hooks/use-report-filters.ts';
import { AGENT_MENU, agentScreenPath } from '../menu.ts';
import { SummaryStrip } from './cells.tsx';
import { PeriodFilter } from './period-filter.tsx';
import { PeriodLine } from './period-line.tsx';
import { ScreenFrame } from './screen-frame.tsx';
import styles from './contracts.module.css';

type KindRevenue = TAgentRevenue['kinds'][number];

/**
 * agentRevenueReport, my income (spec §2; issue 11): what my contracts earned in a period per kind,
 * paid and still pending, what I passed down to my sub-agents of it, and over how many periods, with
 * the totals; each kind leads to its contract screen.
 */
export function RevenueScreen({ timeZone, currency }: { timeZone?: string; currency: string }) {
  const { t } = useTranslation();
  const filters = useReportFilters({}, { fallback: 'last30', timeZone });
  const revenue = useRevenue(filters.period);
  const data = revenue.data;
  const money = data?.currency ?? currency;
  const totals = data?.totals;
  const plain = (amount: string | undefined) => formatMoneyText(amount ?? '0', money);

  return (
    <ScreenFrame screen="agentRevenueReport">
      <Card label={t('agent.period.label')}>
        <PeriodFilter
          range={filters.range}
          shortcut={filters.shortcut}
          onShortcut={filters.pickShortcut}
          onRange={filters.pickRange}
        />
      </Card>
      <PeriodLine
        period={data ? { from: data.from, to: data.to, timeZone: data.timeZone } : undefined}
        loading={revenue.isPending}
      />
      <SummaryStrip
        label={t('agent.revenue.totals')}
        loading={!totals}
        items={[
          { id: 'paid', label: t('agent.revenue.paid'), value: plain(totals?.paid) },
          { id: 'pending', label: t('agent.revenue.pending'), value: plain(totals?.pending) },
          { id: 'passedDown', label: t('agent.revenue.passedDown'), value: plain(totals?.passedDown) },
        ]}
      />
      <Card label={t('agent.revenue.byKind')}>
        <RecordList
          query={revenue}
          items={data?.kinds}
          loading={<SkeletonRows variant="bar" rows={4} />}
          empty={{ title: t('agent.revenue.emptyTitle'), text: t('agent.revenue.emptyText') }}
          errorTitle={t('agent.revenue.loadFailed')}
        >
          {(kinds) => (
            <ul className={styles.revenueGrid}>
              {kinds.map((row) => (
                <KindCard key={row.kind} row={row} currency={money} />
              ))}
            </ul>
          )}
        </RecordList>
      </Card>
    </ScreenFrame>
  );
}

function KindCard({ row, currency }: { row: KindRevenue; currency: string }) {
  const { t } = useTranslation();
  const screen = CONTRACT_SCREEN[row.kind];
  const icon = AGENT_MENU.find((entry) => entry.id === screen)?.icon ?? 'wallet';
  const kind = t(`agent.kind.${row.kind}`);
  return (
    <li className={styles.revenueCard} data-testid="revenue-kind" data-kind={row.kind}>
      <div className={styles.revenueHead}>
        <IconBadge icon={icon} tone="gold" size={40} />
        <div>
          <h3>{kind}</h3>
          <p>{t('agent.revenue.periods', { count: row.periods, formatted: formatCount(row.periods) })}</p>
        </div>
      </div>
      <p className={styles.revenuePaid}>
        <span>{t('agent.revenue.paid')}</span>
        <Money amount={row.paid} currency={currency} />
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('agent.revenue.pending')}</dt>
          <dd>
            <Money amount={row.pending} currency={currency} showCurrency={false} />
          </dd>
        </div>
        <div>
          <dt>{t('agent.revenue.passedDown')}</dt>
          <dd>
            <Money amount={row.passedDown} currency={currency} showCurrency={false} />
          </dd>
        </div>
      </dl>
      <Link
        to={agentScreenPath(screen)}
        className={styles.revenueLink}
        aria-label={t('agent.revenue.openKind', { kind })}
      >
        {t('agent.revenue.open')}
        <Icon name="chevronRight" size={16} />
      </Link>
    </li>
  );
}
