import type { TAgentContract, TSettlementRow } from '@platform/contracts';
import type { AgentContractKind } from '@platform/contracts/client';
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/money/money.tsx';
import { RecordTable } from '../../../components/record-list/record-table.tsx';
import { StatusPill, type PillTone } from '../../../components/status-pill/status-pill.tsx';
import { formatCount, formatDateTime, formatDay } from '../../../lib/format.ts';
import { settlementPeriod } from '../contracts.ts';
import { KIND_FIELDS, rateUnits } from '../terms.ts';
import styles from './contracts.module.css';

/** The pieces the contract screens share: a contract's state, its facts, its tiers. */

const STATUS_TONE: Record<TAgentContract['status'], PillTone> = {
  OFFERED: 'action',
  ACTIVE: 'success',
  REJECTED: 'muted',
  CANCELLED: 'muted',
  ENDED: 'muted',
};

/** The contract's state; an active one whose ending is asked says so. */
export function ContractStatus({ contract }: { contract: TAgentContract }) {
  const { t } = useTranslation();
  if (contract.status === 'ACTIVE' && contract.terminationRequestedBy) {
    return (
      <StatusPill tone="pending" testId="contract-status">
        {t('agent.contract.status.TERMINATION')}
      </StatusPill>
    );
  }
  return (
    <StatusPill tone={STATUS_TONE[contract.status]} testId="contract-status">
      {t(`agent.contract.status.${contract.status}`)}
    </StatusPill>
  );
}

/** Who pays a contract: its upline's account, or the merchant for a top agent. */
export function payerName(contract: TAgentContract, t: (key: string) => string): string {
  return contract.payer ? contract.payer.account : t('agent.contract.merchant');
}

/** The highest rate of a contract's tiers (what it pays at best). */
export function topRate(
  contract: Pick<TAgentContract, 'tiers'>,
  field: 'rate' | 'lossRate' = 'rate',
): string {
  let best = '0';
  for (const tier of contract.tiers) {
    const value = (field === 'rate' ? tier.rate : tier.lossRate) ?? '0';
    if (rateUnits(value) > rateUnits(best)) best = value;
  }
  return best;
}

/** A contract's facts as a row of labelled values: who pays, the cycle, since when. */
export function ContractFacts({
  contract,
  timeZone,
  extra,
}: {
  contract: TAgentContract;
  timeZone?: string;
  extra?: { label: string; value: ReactNode }[];
}) {
  const { t } = useTranslation();
  const facts: { id: string; label: string; value: ReactNode }[] = [
    { id: 'payer', label: t('agent.contract.payer'), value: payerName(contract, t) },
  ];
  if (contract.kind === 'dividend' && contract.cycle) {
    facts.push({
      id: 'cycle',
      label: t('agent.contract.cycle'),
      value: t(`agent.contract.cycles.${contract.cycle}`),
    });
  }
  facts.push(
    contract.signedAt
      ? {
          id: 'signed',
          label: t('agent.contract.signedAt'),
          value: formatDateTime(new Date(contract.signedAt), timeZone, { seconds: false }),
        }
      : {
          id: 'offered',
          label: t('agent.contract.offeredAt'),
          value: formatDateTime(new Date(contract.offeredAt), timeZone, { seconds: false }),
        },
  );
  for (const [i, item] of (extra ?? []).entries()) facts.push({ id: `extra${i}`, ...item });
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.id}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The tiers of a contract: from which team figures which rate applies. */
export function TiersTable({
  kind,
  tiers,
  currency,
  caption,
}: {
  kind: AgentContractKind;
  tiers: TAgentContract['tiers'];
  currency: string;
  caption: string;
}) {
  const { t } = useTranslation();
  const fields = KIND_FIELDS[kind];
  return (
    <RecordTable caption={caption} className={styles.tiersTable}>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">{t('agent.contract.tier')}</span>
          </th>
          {fields.map((field) => (
            <th key={field} scope="col" data-align="end">
              {t(`agent.contract.tierField.${field}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier, index) => (
          <tr key={index} data-testid="contract-tier">
            <td>
              <span className={styles.tierNo}>{index + 1}</span>
            </td>
            {fields.map((field) => (
              <td key={field} data-align="end">
                {field === 'minActiveMembers' ? (
                  formatCount(tier.minActiveMembers)
                ) : field === 'rate' || field === 'lossRate' ? (
                  <strong className={styles.rate}>
                    {(field === 'rate' ? tier.rate : tier.lossRate) ?? '0'}%
                  </strong>
                ) : (
                  <Money amount={tier[field]} currency={currency} showCurrency={false} />
                )}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </RecordTable>
  );
}

export const SETTLEMENT_TONE: Record<TSettlementRow['status'], PillTone> = {
  PAID: 'success',
  PENDING: 'pending',
  FORCED: 'info',
  NOTHING: 'muted',
};

export function SettlementStatus({ status }: { status: TSettlementRow['status'] }) {
  const { t } = useTranslation();
  return <StatusPill tone={SETTLEMENT_TONE[status]}>{t(`agent.statements.status.${status}`)}</StatusPill>;
}

/** A settlement's period in the merchant's zone, as one line. */
export function PeriodText({ row, timeZone }: { row: TSettlementRow; timeZone?: string }) {
  const { t } = useTranslation();
  const period = settlementPeriod(row, timeZone);
  const days = periodDays(period, t);
  return (
    <span className={styles.period}>
      {days}
      {period.hours ? <span className={styles.hours}>{period.hours}</span> : null}
    </span>
  );
}

function periodDays(period: { from: string; to: string }, t: TFunction) {
  return period.from === period.to
    ? formatDay(period.from)
    : t('agent.period.range', { from: formatDay(period.from), to: formatDay(period.to) });
}

/** A settlement's period as one line of text (a button's name). */
export function periodLabel(row: TSettlementRow, timeZone: string | undefined, t: TFunction): string {
  const period = settlementPeriod(row, timeZone);
  const days = periodDays(period, t);
  return period.hours ? `${days} ${period.hours}` : days;
}
