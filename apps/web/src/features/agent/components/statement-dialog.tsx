import type { TSettlementDetail } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button.tsx';
import { EmptyState } from '../../../components/empty-state/empty-state.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { ModalFrame } from '../../../components/modal/index.ts';
import { Money } from '../../../components/money/money.tsx';
import { Notice } from '../../../components/notice/notice.tsx';
import { SkeletonRows } from '../../../components/skeleton/skeleton.tsx';
import { describeApiError } from '../../../lib/api-client.ts';
import { formatCount, formatDateTime } from '../../../lib/format.ts';
import { useContractInfo, useStatement } from '../api/contract-api.ts';
import { isStatementItem, minorToDecimal } from '../contracts.ts';
import { PeriodText, SettlementStatus } from './contract-parts.tsx';
import styles from './contracts.module.css';

/**
 * One settlement's statement (ADR 0024): what was counted (valid bet, net loss, active members,
 * rounds, rollbacks left out), the tier and rate applied, then its lines as the settlement wrote
 * them, amounts in minor units shown in the currency's scale.
 */
export function StatementDialog({
  id,
  onClose,
  timeZone,
}: {
  id: string | null;
  onClose: () => void;
  timeZone?: string;
}) {
  const { t } = useTranslation();
  const statement = useStatement(id);
  return (
    <ModalFrame open={!!id} onClose={onClose} title={t('agent.statements.detailTitle')} size="md">
      <div className={styles.statement} data-testid="statement-detail">
        {statement.isPending ? (
          <SkeletonRows rows={5} />
        ) : statement.isError ? (
          <EmptyState
            level={3}
            illustration="error"
            title={t('agent.statements.detailFailed')}
            text={describeApiError(statement.error, (key) => t(key))}
            actions={
              <Button icon={<Icon name="refresh" size={18} />} onClick={() => void statement.refetch()}>
                {t('common.retry')}
              </Button>
            }
          />
        ) : (
          <Detail detail={statement.data} timeZone={timeZone} />
        )}
      </div>
    </ModalFrame>
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function Detail({ detail, timeZone }: { detail: TSettlementDetail; timeZone?: string }) {
  const { t } = useTranslation();
  const currency = detail.currency;
  const minor = (value: string) => (
    <Money amount={minorToDecimal(value, currency)} currency={currency} showCurrency={false} />
  );
  const { inputs, applied, tier, lossTier } = detail.statement;
  // A line names a sub-agent by its id: the kind's contracts (already loaded by the screen) give its account.
  const info = useContractInfo(detail.kind).data;
  const accounts = new Map<string, string>();
  for (const c of [...(info?.downlines ?? []), ...(info?.active ? [info.active] : [])]) {
    accounts.set(c.payee.id, c.payee.account);
  }
  const refText = (ref: string | undefined) =>
    ref ? (accounts.get(ref) ?? (UUID.test(ref) ? undefined : ref)) : undefined;
  const facts = [
    { id: 'validBet', label: t('agent.statements.col.validBet'), value: minor(inputs.validBetMinor) },
    ...(detail.kind === 'dividend'
      ? [{ id: 'netLoss', label: t('agent.statements.col.netLoss'), value: minor(inputs.netLossMinor) }]
      : []),
    ...(detail.kind === 'realtimeSalary'
      ? [
          { id: 'won', label: t('agent.statements.wonValidBet'), value: minor(inputs.wonValidBetMinor) },
          { id: 'lost', label: t('agent.statements.lostValidBet'), value: minor(inputs.lostValidBetMinor) },
        ]
      : []),
    {
      id: 'members',
      label: t('agent.statements.col.activeMembers'),
      value: formatCount(inputs.activeMembers),
    },
    { id: 'rounds', label: t('agent.statements.rounds'), value: formatCount(inputs.roundsCounted) },
    {
      id: 'tier',
      label: t('agent.statements.tierApplied'),
      value:
        tier.index === null
          ? t('agent.statements.noTier')
          : t('agent.statements.tierRate', { tier: tier.index + 1, rate: applied.rate }),
    },
    ...(lossTier
      ? [
          {
            id: 'lossTier',
            label: t('agent.statements.lossTierApplied'),
            value:
              lossTier.index === null
                ? t('agent.statements.noTier')
                : t('agent.statements.tierRate', {
                    tier: lossTier.index + 1,
                    rate: applied.lossRate ?? lossTier.rate,
                  }),
          },
        ]
      : []),
  ];
  return (
    <>
      <div className={styles.statementHead}>
        <div>
          <p className={styles.statementKind}>{t(`agent.kind.${detail.kind}`)}</p>
          <h3 className={styles.statementPeriod}>
            <PeriodText row={detail} timeZone={timeZone} />
          </h3>
          <p className={styles.hint}>
            {t('agent.statements.between', {
              payee: detail.payee.account,
              payer: detail.payer?.account ?? t('agent.contract.merchant'),
            })}
          </p>
        </div>
        <SettlementStatus status={detail.status} />
      </div>
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.id}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {applied.cappedByUpline ? <Notice tone="info">{t('agent.statements.capped')}</Notice> : null}
      {inputs.rollbacksExcluded.count > 0 ? (
        <p className={styles.hint}>
          {t('agent.statements.rollbacks', {
            count: inputs.rollbacksExcluded.count,
            amount: minorToDecimal(inputs.rollbacksExcluded.amountMinor, currency),
          })}
        </p>
      ) : null}
      <table className={styles.lines}>
        <caption className="visually-hidden">{t('agent.statements.lines')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('agent.statements.item')}</th>
            <th scope="col" data-align="end">
              {t('agent.statements.col.rate')}
            </th>
            <th scope="col" data-align="end">
              {t('agent.statements.amountCol', { currency })}
            </th>
          </tr>
        </thead>
        <tbody>
          {detail.statement.lines.map((line, index) => (
            <tr
              key={index}
              data-testid="statement-line"
              data-item={line.item}
              className={line.item === 'payable' ? styles.linePayable : undefined}
            >
              <th scope="row">
                {isStatementItem(line.item) ? t(`agent.statements.items.${line.item}`) : line.item}
                {refText(line.ref) || line.reason ? (
                  <span className={styles.lineRef}>
                    {[refText(line.ref), line.reason].filter(Boolean).join(' · ')}
                  </span>
                ) : null}
              </th>
              <td data-align="end">{line.rate ? `${line.rate}%` : ''}</td>
              <td data-align="end">{minor(line.amountMinor)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.hint}>
        {t('agent.statements.settledAt', {
          at: formatDateTime(new Date(detail.settledAt), timeZone, { seconds: false }),
        })}
        {detail.paidAt
          ? ` · ${t('agent.statements.paidAt', { at: formatDateTime(new Date(detail.paidAt), timeZone, { seconds: false }) })}`
          : ''}
      </p>
    </>
  );
}
