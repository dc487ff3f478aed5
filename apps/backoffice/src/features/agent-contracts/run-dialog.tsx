import { type TAgentContractKind, type TDividendCycle, type TSettlementRunResult } from '@platform/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.tsx';
import { ErrorNote, ui } from '../../components/ui.tsx';
import { useMoney } from '../../lib/format.ts';
import { KindCycleFields } from './kind-cycle-fields.tsx';
import { agentContractsApi } from './api/agent-contracts-api.ts';
import { SettlementStatusBadge } from './contract-parts.tsx';
import styles from './agent-contracts.module.css';

/** An example period key per kind (ADR 0024), shown as the field's placeholder. */
const KEY_EXAMPLE: Record<TAgentContractKind, string> = {
  dividend: 'D:2026-11-24',
  dailySalary: 'D:2026-11-24',
  hourlySalary: 'HR:2026-11-25T10:00+07:00',
  realtimeSalary: 'RT:2026-11-25T10:05+07:00',
};

/**
 * Settles a kind's period now (the last period that ended, or the one named by its key), or only
 * computes it (dry run: nothing is stored or paid). The answer stays in the dialog: a dry run lists
 * what it would create; a re-run of a settled period creates nothing, and says so.
 */
export function RunDialog(props: {
  merchantCode: string;
  currency: string;
  onRan: () => void;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<TAgentContractKind>('dailySalary');
  const [periodKey, setPeriodKey] = useState('');
  const [cycle, setCycle] = useState<TDividendCycle>('D');
  const [dryRun, setDryRun] = useState(true);
  const run = useMutation({
    mutationFn: () =>
      agentContractsApi.run(props.merchantCode, {
        kind,
        ...(periodKey.trim() ? { periodKey: periodKey.trim() } : {}),
        ...(kind === 'dividend' ? { cycle } : {}),
        dryRun,
      }),
    onSuccess: (result) => {
      if (!result.run.dryRun) {
        toast(t('agentContracts.runDone', { period: result.run.periodKey, count: result.run.created }));
      }
      props.onRan();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!run.isPending) run.mutate();
  };

  return (
    <Dialog.Root open onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={ui.overlay} />
        <Dialog.Content className={`${ui.dialog} ${styles.dialog}`}>
          <form onSubmit={submit} noValidate>
            <Dialog.Title>{t('agentContracts.runTitle')}</Dialog.Title>
            <Dialog.Description>{t('agentContracts.runText')}</Dialog.Description>
            <div className={styles.form}>
              <KindCycleFields kind={kind} cycle={cycle} onKind={setKind} onCycle={setCycle} />
              <label className={`${ui.field} ${styles.wide}`}>
                <span>{t('agentContracts.periodKey')}</span>
                <input
                  className={`${ui.input} ${ui.mono}`}
                  value={periodKey}
                  maxLength={40}
                  placeholder={KEY_EXAMPLE[kind]}
                  aria-describedby="run-period-hint"
                  onChange={(e) => setPeriodKey(e.target.value)}
                />
                <span id="run-period-hint" className={styles.hint}>
                  {t('agentContracts.periodKeyHint', { example: KEY_EXAMPLE[kind] })}
                </span>
              </label>
              <label className={`${styles.check} ${styles.wide}`}>
                <input type="checkbox" checked={dryRun} onChange={(e) => setDryRun(e.target.checked)} />
                {t('agentContracts.dryRunLabel')}
              </label>
            </div>
            <ErrorNote error={run.error} />
            {run.data ? <RunResult result={run.data} currency={props.currency} /> : null}
            <div className={ui.row} style={{ justifyContent: 'flex-end' }}>
              <Dialog.Close type="button" className={`${ui.button} ${ui.secondary}`}>
                {t('agentContracts.close')}
              </Dialog.Close>
              <button
                type="submit"
                className={`${ui.button} ${dryRun ? '' : ui.danger}`}
                disabled={run.isPending}
              >
                {run.isPending
                  ? t('agentContracts.runningNow')
                  : dryRun
                    ? t('agentContracts.dryRunSubmit')
                    : t('agentContracts.runSubmit')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function RunResult({ result, currency }: { result: TSettlementRunResult; currency: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const r = result.run;
  const note = r.dryRun
    ? t('agentContracts.dryRunResult', { count: result.settlements.length, period: r.periodKey })
    : r.created === 0
      ? t('agentContracts.rerunResult', { period: r.periodKey })
      : t('agentContracts.runResult', { count: r.created, period: r.periodKey });
  return (
    <section className={styles.result} aria-label={t('agentContracts.runResultLabel')}>
      <p
        role="status"
        className={`${styles.resultNote} ${r.dryRun || r.created === 0 ? styles.resultNoteWarn : ''}`}
      >
        {note}
      </p>
      <dl className={styles.facts}>
        <Fact label={t('agentContracts.period')} value={r.periodKey} />
        <Fact label={t('agentContracts.contracts')} value={String(r.contracts)} />
        <Fact label={t('agentContracts.created')} value={String(r.created)} />
        <Fact label={t('agentContracts.paid', { currency })} value={money(r.paid, currency)} />
        <Fact label={t('agentContracts.pending', { currency })} value={money(r.pending, currency)} />
        <Fact label={t('agentContracts.carried', { currency })} value={money(r.carried, currency)} />
      </dl>
      {r.dryRun && result.settlements.length > 0 ? (
        <div className={ui.tableScroll}>
          <table className={ui.table} aria-label={t('agentContracts.wouldCreate')}>
            <thead>
              <tr>
                <th>{t('agentContracts.payee')}</th>
                <th>{t('agentContracts.payer')}</th>
                <th className={ui.amount}>{t('agentContracts.base')}</th>
                <th className={ui.amount}>{t('agentContracts.rate')}</th>
                <th className={ui.amount}>{t('agentContracts.gross')}</th>
                <th className={ui.amount}>{t('agentContracts.payable')}</th>
                <th>{t('agentContracts.status')}</th>
              </tr>
            </thead>
            <tbody>
              {result.settlements.map((s) => (
                <tr key={`${s.contractId}:${s.periodKey}`}>
                  <td>{s.payee.account}</td>
                  <td>{s.payer?.account ?? t('agentContracts.merchant')}</td>
                  <td className={ui.amount}>
                    {money(s.kind === 'dividend' ? s.netLoss : s.validBet, currency)}
                  </td>
                  <td className={ui.amount}>{t('agentContracts.percent', { value: s.rate })}</td>
                  <td className={ui.amount}>{money(s.gross, currency)}</td>
                  <td className={ui.amount}>{money(s.payable, currency)}</td>
                  <td className={ui.oneLine}>
                    <SettlementStatusBadge status={s.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
