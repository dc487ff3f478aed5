import { AGENT_CONTRACT_KINDS, AGENT_SETTLEMENT_STATUSES } from '@platform/contracts';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../components/list-page.tsx';
import { SearchField, SelectField, ui } from '../../components/ui.tsx';
import { useDateTime, useMoney } from '../../lib/format.ts';
import { useUrlFilters } from '../../lib/url-filters.ts';
import { useSettlementPage } from './api/agent-contracts-api.ts';
import { PeriodKey, SectionsNav, SettlementStatusBadge } from './contract-parts.tsx';
import { SettlementDrawer } from './settlement-drawer.tsx';
import styles from './agent-contracts.module.css';

/** The URL parameter naming the settlement whose statement is open, so it can be linked. */
const OPEN_PARAM = 'open';

/**
 * The settlements of one merchant's contracts, one row per (contract, period), filtered by kind,
 * status, period key and account; a row opens its full statement in a drawer.
 */
export function SettlementsPage(props: {
  merchantCode: string;
  brandName: string;
  currency: string;
  canForce: boolean;
}) {
  const { t } = useTranslation();
  const when = useDateTime();
  const money = useMoney();
  const url = useUrlFilters({ kind: '', status: '', periodKey: '', account: '' });
  const { kind, status, periodKey, account } = url.filters;
  const [params, setParams] = useSearchParams();
  const openId = params.get(OPEN_PARAM);
  const setOpen = (id: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set(OPEN_PARAM, id);
      else next.delete(OPEN_PARAM);
      return next;
    });
  const query = useSettlementPage(props.merchantCode, {
    kind: kind || undefined,
    status: status || undefined,
    periodKey: periodKey || undefined,
    account: account || undefined,
    pageNo: url.pageNo,
  });

  return (
    <>
      <ListPage
        className={styles.page}
        title={t('agentContracts.settlementsTitle')}
        subtitle={t('agentContracts.settlementsSubtitle', { merchant: props.brandName })}
        nav={<SectionsNav />}
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
              {AGENT_SETTLEMENT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`agentContracts.settlementStatuses.${s}`)}
                </option>
              ))}
            </SelectField>
            <SearchField
              label={t('agentContracts.periodKey')}
              placeholder="D:2026-11-24"
              {...url.text('periodKey')}
              maxLength={40}
            />
            <SearchField
              label={t('agentContracts.account')}
              placeholder={t('agentContracts.accountPlaceholder')}
              {...url.text('account')}
              maxLength={64}
            />
          </>
        }
        query={query}
        empty={url.filtered ? t('agentContracts.noSettlementMatch') : t('agentContracts.noSettlements')}
      >
        {(rows) => (
          <table className={ui.table} aria-label={t('agentContracts.settlementsLabel')}>
            <thead>
              <tr>
                <th>{t('agentContracts.periodKind')}</th>
                <th>{t('agentContracts.payee')}</th>
                <th>{t('agentContracts.payer')}</th>
                <th className={ui.amount}>{t('agentContracts.base')}</th>
                <th className={ui.amount}>{t('agentContracts.rate')}</th>
                <th className={ui.amount}>{t('agentContracts.gross')}</th>
                <th className={ui.amount}>{t('agentContracts.payable')}</th>
                <th className={ui.amount}>{t('agentContracts.carryOut')}</th>
                <th>{t('agentContracts.statusSettled')}</th>
                <th aria-label={t('agentContracts.actions')} />
              </tr>
            </thead>
            <tbody>
              {rows.map((s) => (
                <tr key={s.id}>
                  <td>
                    <PeriodKey value={s.periodKey} />
                    <span className={ui.sub}>{t(`agentContracts.kinds.${s.kind}`)}</span>
                  </td>
                  <td className={styles.account}>{s.payee.account}</td>
                  <td>
                    {s.payer ? (
                      s.payer.account
                    ) : (
                      <span className={styles.merchantPayer}>{t('agentContracts.merchant')}</span>
                    )}
                  </td>
                  <td className={ui.amount}>
                    {money(s.kind === 'dividend' ? s.netLoss : s.validBet, props.currency)}
                  </td>
                  <td className={ui.amount}>
                    {t('agentContracts.percent', { value: s.rate })}
                    {s.lossRate !== null ? (
                      <span className={ui.sub}>
                        {t('agentContracts.lossShort', {
                          rate: t('agentContracts.percent', { value: s.lossRate }),
                        })}
                      </span>
                    ) : null}
                  </td>
                  <td className={ui.amount}>{money(s.gross, props.currency)}</td>
                  <td className={ui.amount}>{money(s.payable, props.currency)}</td>
                  <td className={ui.amount}>{money(s.carryOut, props.currency)}</td>
                  <td className={ui.oneLine}>
                    <SettlementStatusBadge status={s.status} />
                    <span className={ui.sub}>{when(s.settledAt)}</span>
                  </td>
                  <td className={styles.actionsCell}>
                    <button
                      type="button"
                      className={`${ui.button} ${s.status === 'PENDING' ? '' : ui.secondary}`}
                      aria-label={t('agentContracts.openStatementNamed', {
                        account: s.payee.account,
                        period: s.periodKey,
                        kind: t(`agentContracts.kinds.${s.kind}`),
                      })}
                      onClick={() => setOpen(s.id)}
                    >
                      {t('agentContracts.statement')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ListPage>
      {openId ? (
        <SettlementDrawer
          key={openId}
          merchantCode={props.merchantCode}
          id={openId}
          canForce={props.canForce}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </>
  );
}
