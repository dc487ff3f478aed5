import type { TAgentContract, TContractStatus, TSettlementStatus } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { ui } from '../../components/ui.tsx';
import { fromMinor } from '../../lib/amount.ts';
import { useMoney } from '../../lib/format.ts';
import { rateRange } from './tiers-draft.ts';
import styles from './agent-contracts.module.css';

const CONTRACT_TONE: Record<TContractStatus, string> = {
  OFFERED: ui.warn!,
  ACTIVE: ui.ok!,
  REJECTED: styles.neutral!,
  CANCELLED: styles.neutral!,
  ENDED: ui.bad!,
};

export function ContractStatusBadge({ status }: { status: TContractStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`${ui.badge} ${CONTRACT_TONE[status]}`}>{t(`agentContracts.statuses.${status}`)}</span>
  );
}

const SETTLEMENT_TONE: Record<TSettlementStatus, string> = {
  PAID: ui.ok!,
  PENDING: ui.warn!,
  FORCED: ui.bad!,
  NOTHING: styles.neutral!,
};

export function SettlementStatusBadge({ status }: { status: TSettlementStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`${ui.badge} ${SETTLEMENT_TONE[status]}`}>
      {t(`agentContracts.settlementStatuses.${status}`)}
    </span>
  );
}

/** The three screens of the feature, as links (each its own URL). */
export function SectionsNav() {
  const { t } = useTranslation();
  const links = [
    { to: '/agent-contracts', key: 'contracts' },
    { to: '/agent-contracts/runs', key: 'runs' },
    { to: '/agent-contracts/settlements', key: 'settlements' },
    { to: '/agent-contracts/templates', key: 'templates' },
  ] as const;
  return (
    <nav aria-label={t('agentContracts.sections')} className={styles.sections}>
      {links.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          end
          className={({ isActive }) => `${styles.section} ${isActive ? styles.sectionActive : ''}`}
        >
          {t(`agentContracts.sectionNames.${link.key}`)}
        </NavLink>
      ))}
    </nav>
  );
}

/** A contract's tiers in one line ("3 tiers · 0.5–1.5 %"), and each tier under a disclosure. */
export function TiersSummary({
  contract,
  currency,
}: {
  /** A contract, or a template: what its tiers are and of which kind. */
  contract: Pick<TAgentContract, 'kind' | 'tiers'>;
  currency: string;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const range = rateRange(contract.tiers.map((tier) => tier.rate));
  const lossRange =
    contract.kind === 'realtimeSalary' ? rateRange(contract.tiers.map((tier) => tier.lossRate ?? '0')) : null;
  const span = (r: { low: string; high: string }) =>
    r.low === r.high ? t('agentContracts.percent', { value: r.high }) : t('agentContracts.rateSpan', r);
  return (
    <details className={styles.tiers}>
      <summary>
        {t('agentContracts.tierCount', { count: contract.tiers.length })}
        {range ? ` · ${span(range)}` : ''}
        {lossRange ? ` · ${t('agentContracts.lossShort', { rate: span(lossRange) })}` : ''}
      </summary>
      <ol className={styles.tierList}>
        {contract.tiers.map((tier, i) => (
          <li key={i}>
            {t('agentContracts.tierLine', {
              bet: money(tier.minValidBet, currency),
              members: tier.minActiveMembers,
              loss: money(tier.minNetLoss, currency),
              rate: tier.rate,
            })}
            {tier.lossRate !== undefined && contract.kind === 'realtimeSalary'
              ? ` · ${t('agentContracts.lossShort', { rate: t('agentContracts.percent', { value: tier.lossRate }) })}`
              : ''}
          </li>
        ))}
      </ol>
    </details>
  );
}

/** A period key ("RT:2026-11-25T10:05+07:00"), allowed to break after its date in a narrow column. */
export function PeriodKey({ value }: { value: string }) {
  const at = value.indexOf('T', 3);
  return (
    <span className={`${ui.mono} ${styles.periodKey}`}>
      {at < 0 ? (
        value
      ) : (
        <>
          <span>{value.slice(0, at)}</span>
          <wbr />
          <span>{value.slice(at)}</span>
        </>
      )}
    </span>
  );
}

/** An amount the statement carries in minor units ("-1234"), shown in the currency's scale ("-12.34"). */
export function useMinorMoney() {
  const money = useMoney();
  return (minor: string, currency: string) => money(fromMinor(minor, currency), currency);
}
