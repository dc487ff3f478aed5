import { AGENT_CONTRACT_KINDS } from '@platform/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../components/list-page.tsx';
import { SelectField, ui } from '../../components/ui.tsx';
import { useDateTime, useMoney } from '../../lib/format.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useUrlFilters } from '../../lib/url-filters.ts';
import { useRunPage } from './api/agent-contracts-api.ts';
import { PeriodKey, SectionsNav } from './contract-parts.tsx';
import { RunDialog } from './run-dialog.tsx';
import styles from './agent-contracts.module.css';

/**
 * The settlement runs of one merchant (the jobs' and operators'), newest first, filtered by kind.
 * An operator may run a kind's period now, or dry-run it to see what it would settle.
 */
export function RunsPage(props: {
  merchantCode: string;
  brandName: string;
  currency: string;
  canRun: boolean;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const when = useDateTime();
  const money = useMoney();
  const url = useUrlFilters({ kind: '' });
  const query = useRunPage(props.merchantCode, { kind: url.filters.kind || undefined, pageNo: url.pageNo });
  const [running, setRunning] = useState(false);

  return (
    <>
      <ListPage
        className={styles.page}
        title={t('agentContracts.runsTitle')}
        subtitle={t('agentContracts.runsSubtitle', { merchant: props.brandName })}
        nav={<SectionsNav />}
        actions={
          props.canRun ? (
            <button type="button" className={ui.button} onClick={() => setRunning(true)}>
              {t('agentContracts.runSettlement')}
            </button>
          ) : undefined
        }
        notice={!props.canRun && t('agentContracts.readOnlyRuns')}
        url={url}
        searchButton={false}
        filters={
          <SelectField label={t('agentContracts.kindFilter')} {...url.choice('kind')}>
            <option value="">{t('agentContracts.allKinds')}</option>
            {AGENT_CONTRACT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`agentContracts.kinds.${k}`)}
              </option>
            ))}
          </SelectField>
        }
        query={query}
        empty={url.filtered ? t('agentContracts.noRunsOfKind') : t('agentContracts.noRuns')}
      >
        {(runs) => (
          <table className={ui.table} aria-label={t('agentContracts.runsLabel')}>
            <thead>
              <tr>
                <th>{t('agentContracts.periodKind')}</th>
                <th>{t('agentContracts.dryRun')}</th>
                <th>{t('agentContracts.triggeredBy')}</th>
                <th className={ui.amount}>{t('agentContracts.contracts')}</th>
                <th className={ui.amount}>{t('agentContracts.created')}</th>
                <th className={ui.amount}>{t('agentContracts.paid', { currency: props.currency })}</th>
                <th className={ui.amount}>{t('agentContracts.pending', { currency: props.currency })}</th>
                <th className={ui.amount}>{t('agentContracts.carried', { currency: props.currency })}</th>
                <th>{t('agentContracts.time')}</th>
              </tr>
            </thead>
            <tbody>
              {runs.map((r) => (
                <tr key={r.id}>
                  <td>
                    <PeriodKey value={r.periodKey} />
                    <span className={ui.sub}>{t(`agentContracts.kinds.${r.kind}`)}</span>
                  </td>
                  <td className={ui.oneLine}>
                    {r.dryRun ? (
                      <span className={`${ui.badge} ${ui.warn}`}>{t('agentContracts.dryRunBadge')}</span>
                    ) : (
                      t('common.no')
                    )}
                  </td>
                  <td>
                    {r.triggeredBy === 'JOB'
                      ? t('agentContracts.byJob')
                      : r.triggeredBy === 'DEMO'
                        ? t('agentContracts.byDemo')
                        : r.triggeredBy}
                  </td>
                  <td className={ui.amount}>{r.contracts}</td>
                  <td className={ui.amount}>{r.created}</td>
                  <td className={ui.amount}>{money(r.paid, props.currency)}</td>
                  <td className={ui.amount}>{money(r.pending, props.currency)}</td>
                  <td className={ui.amount}>{money(r.carried, props.currency)}</td>
                  <td>
                    <dl className={styles.dates}>
                      <dt>{t('agentContracts.started')}</dt>
                      <dd>{when(r.startedAt)}</dd>
                      <dt>{t('agentContracts.finished')}</dt>
                      <dd>{r.finishedAt ? when(r.finishedAt) : t('agentContracts.running')}</dd>
                    </dl>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ListPage>
      {running ? (
        <RunDialog
          merchantCode={props.merchantCode}
          currency={props.currency}
          onRan={() =>
            void client.invalidateQueries({ queryKey: queryKeys.agentContracts(props.merchantCode) })
          }
          onOpenChange={setRunning}
        />
      ) : null}
    </>
  );
}
