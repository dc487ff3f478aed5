import type { TSettlementDetail } from '@platform/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.tsx';
import { ConfirmDialog, ErrorNote, Skeleton, ui } from '../../components/ui.tsx';
import { useDateTime, useMoney } from '../../lib/format.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { agentContractsApi, useAgentAccounts, useSettlement } from './api/agent-contracts-api.ts';
import { SettlementStatusBadge, useMinorMoney } from './contract-parts.tsx';
import styles from './agent-contracts.module.css';

/**
 * One settlement with its whole statement (ADR 0024): the inputs, the tier and rates applied, every
 * line from the base to what was payable and carried, and the parts passed to sub-agents. A
 * PENDING one may be paid by force (spec §4).
 */
export function SettlementDrawer(props: {
  merchantCode: string;
  id: string;
  canForce: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const query = useSettlement(props.merchantCode, props.id);
  const s = query.data;
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : props.onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={ui.overlay} />
        <Dialog.Content className={styles.drawer} aria-describedby={undefined}>
          <header className={styles.drawerHeader}>
            <div>
              <Dialog.Title className={styles.drawerTitle}>
                {s
                  ? t('agentContracts.statementTitle', { account: s.payee.account, period: s.periodKey })
                  : t('agentContracts.statement')}
              </Dialog.Title>
              {s ? (
                <p className={styles.drawerText}>
                  {t('agentContracts.statementText', {
                    kind: t(`agentContracts.kinds.${s.kind}`),
                    payer: s.payer?.account ?? t('agentContracts.merchant'),
                  })}
                </p>
              ) : null}
            </div>
            <Dialog.Close
              className={`${ui.button} ${ui.ghost}`}
              aria-label={t('agentContracts.closeStatement')}
            >
              ×
            </Dialog.Close>
          </header>
          <ErrorNote error={query.error} />
          {query.isPending ? <Skeleton rows={10} /> : null}
          {s ? <Statement s={s} merchantCode={props.merchantCode} canForce={props.canForce} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Statement({
  s,
  merchantCode,
  canForce,
}: {
  s: TSettlementDetail;
  merchantCode: string;
  canForce: boolean;
}) {
  const { t } = useTranslation();
  const when = useDateTime();
  const minor = useMinorMoney();
  const money = useMoney();
  const st = s.statement;
  const accounts = useAgentAccounts(
    merchantCode,
    st.subAgents.map((sub) => sub.agentId),
  );
  const accountOf = (id: string | undefined) => (id ? (accounts.get(id) ?? id.slice(0, 8)) : '—');
  const m = (value: string) => minor(value, s.currency);
  const percent = (value: string | null) => (value === null ? '—' : t('agentContracts.percent', { value }));
  const tierName = (index: number | null) =>
    index === null ? t('agentContracts.noTier') : t('agentContracts.tierN', { tier: index + 1 });
  const lineLabel = (item: string, ref?: string) => {
    if (item === 'rateBase') return t(`agentContracts.lines.rateBase.${s.kind}`);
    if (item === 'subAgent') return t('agentContracts.lines.subAgent', { account: accountOf(ref) });
    if (item === 'adjustment') return t('agentContracts.lines.adjustment', { period: ref ?? '—' });
    return t(`agentContracts.lines.${item}`, { defaultValue: item });
  };

  return (
    <>
      <div className={ui.row}>
        <SettlementStatusBadge status={s.status} />
        {s.forced ? <span className={`${ui.badge} ${ui.bad}`}>{t('agentContracts.forcedBadge')}</span> : null}
        <span className={`${ui.muted} ${ui.mono}`}>{s.periodKey}</span>
      </div>
      <dl className={styles.facts}>
        <Fact label={t('agentContracts.periodStart')} value={when(s.periodStart)} />
        <Fact label={t('agentContracts.periodEnd')} value={when(s.periodEnd)} />
        <Fact label={t('agentContracts.settledAt')} value={when(s.settledAt)} />
        <Fact label={t('agentContracts.paidAt')} value={when(s.paidAt)} />
        <Fact label={t('agentContracts.payable')} value={`${money(s.payable, s.currency)} ${s.currency}`} />
      </dl>

      <h3 className={styles.sectionTitle} id="statement-inputs">
        {t('agentContracts.inputs')}
      </h3>
      <dl className={styles.facts} aria-labelledby="statement-inputs">
        <Fact label={t('agentContracts.validBet')} value={m(st.inputs.validBetMinor)} />
        <Fact label={t('agentContracts.wonValidBet')} value={m(st.inputs.wonValidBetMinor)} />
        <Fact label={t('agentContracts.lostValidBet')} value={m(st.inputs.lostValidBetMinor)} />
        <Fact label={t('agentContracts.netLoss')} value={m(st.inputs.netLossMinor)} />
        <Fact label={t('agentContracts.activeMembers')} value={String(st.inputs.activeMembers)} />
        <Fact label={t('agentContracts.roundsCounted')} value={String(st.inputs.roundsCounted)} />
        <Fact
          label={t('agentContracts.rollbacksExcluded')}
          value={t('agentContracts.rollbacksValue', {
            count: st.inputs.rollbacksExcluded.count,
            amount: m(st.inputs.rollbacksExcluded.amountMinor),
          })}
        />
      </dl>

      <h3 className={styles.sectionTitle} id="statement-rates">
        {t('agentContracts.ratesTitle')}
      </h3>
      <dl className={styles.facts} aria-labelledby="statement-rates">
        <Fact
          label={t('agentContracts.tierChosen')}
          value={`${tierName(st.tier.index)} · ${percent(st.tier.rate)}`}
        />
        {st.lossTier ? (
          <Fact
            label={t('agentContracts.lossTierChosen')}
            value={`${tierName(st.lossTier.index)} · ${percent(st.lossTier.rate)}`}
          />
        ) : null}
        <Fact label={t('agentContracts.appliedRate')} value={percent(st.applied.rate)} />
        {st.applied.lossRate !== null ? (
          <Fact label={t('agentContracts.appliedLossRate')} value={percent(st.applied.lossRate)} />
        ) : null}
        <Fact
          label={t('agentContracts.cappedByUpline')}
          value={st.applied.cappedByUpline ? t('common.yes') : t('common.no')}
        />
      </dl>

      <h3 className={styles.sectionTitle} id="statement-lines">
        {t('agentContracts.linesTitle')}
      </h3>
      <div className={ui.tableScroll}>
        <table className={styles.lines} aria-labelledby="statement-lines">
          <thead>
            <tr>
              <th scope="col">{t('agentContracts.lineItem')}</th>
              <th scope="col" className={styles.num}>
                {t('agentContracts.rate')}
              </th>
              <th scope="col" className={styles.num}>
                {t('agentContracts.lineAmount', { currency: s.currency })}
              </th>
            </tr>
          </thead>
          <tbody>
            {st.lines.map((line, i) => (
              <tr key={i} className={line.item === 'payable' ? styles.total : undefined}>
                <th scope="row">
                  {lineLabel(line.item, line.ref)}
                  {line.reason ? (
                    <span className={ui.sub}>
                      {t(`agentContracts.adjustmentReasons.${line.reason}`, { defaultValue: line.reason })}
                    </span>
                  ) : null}
                </th>
                <td className={styles.num}>{line.rate !== undefined ? percent(line.rate) : ''}</td>
                <td className={styles.num}>{m(line.amountMinor)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h3 className={styles.sectionTitle} id="statement-subs">
        {t('agentContracts.subAgents')}
      </h3>
      {st.subAgents.length === 0 ? (
        <p className={ui.muted} style={{ margin: 0 }}>
          {t('agentContracts.noSubAgents')}
        </p>
      ) : (
        <div className={ui.tableScroll}>
          <table className={styles.lines} aria-labelledby="statement-subs">
            <thead>
              <tr>
                <th scope="col">{t('agentContracts.subAgent')}</th>
                <th scope="col" className={styles.num}>
                  {t('agentContracts.gross')}
                </th>
                <th scope="col" className={styles.num}>
                  {t('agentContracts.payable')}
                </th>
              </tr>
            </thead>
            <tbody>
              {st.subAgents.map((sub) => (
                <tr key={sub.contractId}>
                  <th scope="row">{accountOf(sub.agentId)}</th>
                  <td className={styles.num}>{m(sub.grossMinor)}</td>
                  <td className={styles.num}>{m(sub.payableMinor)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {s.status === 'PENDING' && canForce ? <ForcePay s={s} merchantCode={merchantCode} /> : null}
    </>
  );
}

function ForcePay({ s, merchantCode }: { s: TSettlementDetail; merchantCode: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const payer = s.payer?.account ?? t('agentContracts.merchant');
  const force = useMutation({
    mutationFn: () => agentContractsApi.force(merchantCode, s.id),
    onSuccess: (detail) => {
      client.setQueryData(queryKeys.settlement(merchantCode, s.id), detail);
      toast(t('agentContracts.forced', { account: detail.payee.account, period: detail.periodKey }));
    },
    // The box goes once the statement reloads as no longer pending: the refusal is said in a toast too.
    onError: (error) => toast(error.message, 'error'),
    // Paid or refused (it may have been paid meanwhile): the lists and this statement show what is now.
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.agentContracts(merchantCode) }),
  });
  const text = t('agentContracts.forceText', {
    payer,
    payee: s.payee.account,
    amount: `${money(s.payable, s.currency)} ${s.currency}`,
  });
  return (
    <section className={styles.forceBox} aria-label={t('agentContracts.forceTitle')}>
      <p>{t('agentContracts.pendingExplained', { payer })}</p>
      <ErrorNote error={force.error} />
      <button
        type="button"
        className={`${ui.button} ${ui.danger}`}
        disabled={force.isPending}
        onClick={() => setConfirming(true)}
      >
        {force.isPending ? t('agentContracts.forcing') : t('agentContracts.force')}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t('agentContracts.forceTitle')}
        text={text}
        confirmLabel={t('agentContracts.force')}
        danger
        raised
        onConfirm={() => force.mutate()}
        onOpenChange={setConfirming}
      />
    </section>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
