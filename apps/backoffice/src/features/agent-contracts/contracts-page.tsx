import {
  AGENT_CONTRACT_KINDS,
  AGENT_CONTRACT_STATUSES,
  type TAgentContract,
  type TContractStatus,
} from '@platform/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../components/list-page.tsx';
import { toast } from '../../components/toast.tsx';
import { ConfirmDialog, SearchField, SelectField, ui } from '../../components/ui.tsx';
import { useDateTime } from '../../lib/format.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useUrlFilters } from '../../lib/url-filters.ts';
import { agentContractsApi, useContractPage } from './api/agent-contracts-api.ts';
import { ContractStatusBadge, SectionsNav, TiersSummary } from './contract-parts.tsx';
import { OfferDialog } from './offer-dialog.tsx';
import styles from './agent-contracts.module.css';

/** Contracts an operator may end: those still in force or still waiting for an answer. */
const endable = (status: TContractStatus) => status === 'ACTIVE' || status === 'OFFERED';

/**
 * The agent contracts of one merchant, filtered by kind, status and account (payee or payer). The
 * merchant offers its top agents their contracts here; an operator may end a contract.
 */
export function ContractsPage(props: {
  merchantCode: string;
  brandName: string;
  currency: string;
  canWrite: boolean;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const when = useDateTime();
  const url = useUrlFilters({ kind: '', status: '', account: '' });
  const { kind, status, account } = url.filters;
  const query = useContractPage(props.merchantCode, {
    kind: kind || undefined,
    status: status || undefined,
    account: account || undefined,
    pageNo: url.pageNo,
  });
  const [offering, setOffering] = useState(false);
  const [ending, setEnding] = useState<TAgentContract | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.agentContracts(props.merchantCode) });
  const end = useMutation({
    mutationFn: (contract: TAgentContract) => agentContractsApi.end(props.merchantCode, contract.id),
    onSuccess: (contract) => {
      toast(
        t(contract.status === 'CANCELLED' ? 'agentContracts.withdrawn' : 'agentContracts.ended', {
          account: contract.payee.account,
        }),
      );
      void refresh();
    },
    onError: (error) => toast(error.message, 'error'),
  });

  return (
    <>
      <ListPage
        className={styles.page}
        title={t('agentContracts.title')}
        subtitle={t('agentContracts.subtitle', { merchant: props.brandName })}
        nav={<SectionsNav />}
        actions={
          props.canWrite ? (
            <button type="button" className={ui.button} onClick={() => setOffering(true)}>
              {t('agentContracts.offer')}
            </button>
          ) : undefined
        }
        notice={!props.canWrite && t('agentContracts.readOnly')}
        url={url}
        filters={
          <>
            <SelectField label={t('agentContracts.kindFilter')} {...url.choice('kind')}>
              <option value="">{t('agentContracts.allKinds')}</option>
              {AGENT_CONTRACT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`agentContracts.kinds.${k}`)}
                </option>
              ))}
            </SelectField>
            <SelectField label={t('agentContracts.statusFilter')} {...url.choice('status')}>
              <option value="">{t('agentContracts.allStatuses')}</option>
              {AGENT_CONTRACT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`agentContracts.statuses.${s}`)}
                </option>
              ))}
            </SelectField>
            <SearchField
              label={t('agentContracts.account')}
              placeholder={t('agentContracts.accountPlaceholder')}
              {...url.text('account')}
              maxLength={64}
            />
          </>
        }
        query={query}
        empty={url.filtered ? t('agentContracts.noMatch') : t('agentContracts.empty')}
      >
        {(contracts) => (
          <table className={ui.table} aria-label={t('agentContracts.listLabel')}>
            <thead>
              <tr>
                <th>{t('agentContracts.payee')}</th>
                <th>{t('agentContracts.payer')}</th>
                <th>{t('agentContracts.kindCycle')}</th>
                <th>{t('agentContracts.status')}</th>
                <th>{t('agentContracts.tiers')}</th>
                <th>{t('agentContracts.dates')}</th>
                <th aria-label={t('agentContracts.actions')} />
              </tr>
            </thead>
            <tbody>
              {contracts.map((c) => (
                <tr key={c.id}>
                  <td>
                    <span className={styles.account}>{c.payee.account}</span>
                    {c.payee.nickname ? <span className={ui.sub}>{c.payee.nickname}</span> : null}
                  </td>
                  <td>
                    {c.payer ? (
                      <span className={styles.account}>{c.payer.account}</span>
                    ) : (
                      <span className={styles.merchantPayer}>{t('agentContracts.merchant')}</span>
                    )}
                  </td>
                  <td className={ui.oneLine}>
                    {t(`agentContracts.kinds.${c.kind}`)}
                    {c.cycle ? (
                      <span className={ui.sub}>
                        {t('agentContracts.cycleOf', { cycle: t(`agentContracts.cycles.${c.cycle}`) })}
                      </span>
                    ) : null}
                  </td>
                  <td>
                    <ContractStatusBadge status={c.status} />
                    {c.endedReason ? (
                      <span className={ui.sub}>{t(`agentContracts.endedReasons.${c.endedReason}`)}</span>
                    ) : null}
                    {c.terminationRequestedBy ? (
                      <span className={`${ui.badge} ${ui.warn} ${styles.termination}`}>
                        {t(`agentContracts.terminationBy.${c.terminationRequestedBy}`)}
                      </span>
                    ) : null}
                  </td>
                  <td>
                    <TiersSummary contract={c} currency={props.currency} />
                  </td>
                  <td>
                    <dl className={styles.dates}>
                      <dt>{t('agentContracts.offered')}</dt>
                      <dd>{when(c.offeredAt)}</dd>
                      <dt>{t('agentContracts.signed')}</dt>
                      <dd>{when(c.signedAt)}</dd>
                      {c.endedAt ? (
                        <>
                          <dt>{t('agentContracts.endedAt')}</dt>
                          <dd>{when(c.endedAt)}</dd>
                        </>
                      ) : null}
                    </dl>
                  </td>
                  <td className={styles.actionsCell}>
                    {props.canWrite && endable(c.status) ? (
                      <button
                        type="button"
                        className={`${ui.button} ${ui.secondary}`}
                        aria-label={t('agentContracts.endNamed', {
                          kind: t(`agentContracts.kinds.${c.kind}`),
                          account: c.payee.account,
                        })}
                        disabled={end.isPending}
                        onClick={() => setEnding(c)}
                      >
                        {t('agentContracts.end')}
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ListPage>
      {offering ? (
        <OfferDialog
          merchantCode={props.merchantCode}
          currency={props.currency}
          onDone={() => {
            setOffering(false);
            void refresh();
          }}
          onOpenChange={(open) => setOffering(open)}
        />
      ) : null}
      <ConfirmDialog
        open={ending !== null}
        title={t('agentContracts.endTitle')}
        text={
          ending
            ? t(ending.status === 'OFFERED' ? 'agentContracts.endOfferText' : 'agentContracts.endText', {
                kind: t(`agentContracts.kinds.${ending.kind}`),
                account: ending.payee.account,
                payer: ending.payer?.account ?? t('agentContracts.merchant'),
              })
            : ''
        }
        confirmLabel={t('agentContracts.end')}
        danger
        onConfirm={() => (ending ? end.mutate(ending) : undefined)}
        onOpenChange={(open) => (open ? undefined : setEnding(null))}
      />
    </>
  );
}
