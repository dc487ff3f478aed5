import { WITHDRAWAL_STATUSES, type TWithdrawal } from '@platform/contracts';
import { keepPreviousData, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../components/list-page.tsx';
import type { TabItem } from '../../components/tabs.tsx';
import { ui } from '../../components/ui.tsx';
import { minorOf } from '../../lib/amount.ts';
import { useDateTime, useMoney } from '../../lib/format.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { LIST_PAGE_SIZE } from '../../lib/query-string.ts';
import { useUrlFilters } from '../../lib/url-filters.ts';
import { withdrawalPageQuery, type WithdrawalStatus } from './api/withdrawals-api.ts';
import { actionsFor, awaitsSecondOperator, mergeQueue, NEEDS_ACTION } from './withdrawal-actions.ts';
import { WithdrawalDialog } from './withdrawal-dialog.tsx';
import { WithdrawalStatusBadge } from './withdrawal-status.tsx';
import styles from './withdrawals.module.css';

type Tab = 'needsAction' | WithdrawalStatus | 'all';
const TABS: Tab[] = ['needsAction', ...WITHDRAWAL_STATUSES, 'all'];
/** The statuses whose counts show on the tabs: each is an operator's to move on. */
const COUNTED: readonly WithdrawalStatus[] = [...NEEDS_ACTION, 'APPROVED'];
/** Fetched with them: paid withdrawals, for the forced receipts waiting for a second operator. */
const FETCHED: readonly WithdrawalStatus[] = [...COUNTED, 'PAID'];
/** The needs-action view merges the first page of each status; beyond it the status tab pages. */
const MERGED_PAGE = 100;

/**
 * The withdrawal review queue of a merchant: what needs an operator first (review, second approval,
 * disputes), then every status on its own tab. The tab and page live in the URL.
 */
export function WithdrawalsPage(props: {
  merchantCode: string;
  brandName: string;
  operator: string;
  canReview: boolean;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const url = useUrlFilters({ tab: 'needsAction' }, (f) => ({
    tab: TABS.includes(f.tab as Tab) ? f.tab : 'needsAction',
  }));
  const tab = url.filters.tab as Tab;
  const [open, setOpen] = useState<TWithdrawal | null>(null);

  const counted = useQueries({
    queries: FETCHED.map((status) => ({
      ...withdrawalPageQuery(props.merchantCode, { status, pageNo: 1, pageSize: MERGED_PAGE }),
      // The queue fills while an operator works it: new requests and disputes show up unasked.
      refetchInterval: 30_000,
    })),
  });
  const countOf = (status: WithdrawalStatus) => counted[FETCHED.indexOf(status)]?.data?.total;
  const needsActionCounts = NEEDS_ACTION.map(countOf);
  const needsActionTotal = needsActionCounts.every((c) => c !== undefined)
    ? needsActionCounts.reduce<number>((sum, c) => sum + (c ?? 0), 0)
    : undefined;

  const paged = useQuery({
    ...withdrawalPageQuery(props.merchantCode, {
      status: tab === 'all' || tab === 'needsAction' ? undefined : tab,
      pageNo: url.pageNo,
      pageSize: LIST_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
    enabled: tab !== 'needsAction',
  });

  const merged = NEEDS_ACTION.map((s) => counted[FETCHED.indexOf(s)]!);
  // A paid withdrawal joins the queue only while a forced receipt waits for a second operator.
  const paidWaiting = counted[FETCHED.indexOf('PAID')]!;
  const queue =
    merged.every((q) => q.data) && paidWaiting.data
      ? mergeQueue([...merged.map((q) => q.data!.list), paidWaiting.data.list.filter(awaitsSecondOperator)])
      : undefined;
  const cut = tab === 'needsAction' && merged.some((q) => (q.data?.total ?? 0) > MERGED_PAGE);

  const items: TabItem<Tab>[] = TABS.map((key) => ({
    key,
    label: t(`withdrawals.tabs.${key}`),
    count:
      key === 'needsAction'
        ? needsActionTotal
        : COUNTED.includes(key as WithdrawalStatus)
          ? countOf(key as WithdrawalStatus) || undefined
          : undefined,
    attention: key === 'needsAction' || key === 'DISPUTED',
  }));

  return (
    <>
      <ListPage
        title={t('withdrawals.title')}
        subtitle={t('withdrawals.subtitle', { merchant: props.brandName })}
        notice={!props.canReview && t('withdrawals.readOnly')}
        tabs={{
          id: 'withdrawal-tabs',
          label: t('withdrawals.tabsLabel'),
          items,
          value: tab,
          onChange: (next) => url.apply({ tab: next }),
        }}
        banner={
          cut ? (
            <p className={`${ui.notice} ${styles.cut}`}>{t('withdrawals.cut', { count: MERGED_PAGE })}</p>
          ) : null
        }
        url={url}
        {...(tab === 'needsAction'
          ? { rows: queue, error: merged.find((q) => q.error)?.error }
          : { query: paged })}
        pagerLabel={t('withdrawals.title')}
        empty={t(tab === 'needsAction' ? 'withdrawals.queueEmpty' : 'withdrawals.empty')}
      >
        {(list) => (
          <WithdrawalTable
            rows={list}
            operator={props.operator}
            canReview={props.canReview}
            label={t(`withdrawals.tabs.${tab}`)}
            onOpen={setOpen}
          />
        )}
      </ListPage>
      {open ? (
        <WithdrawalDialog
          key={open.id}
          merchantCode={props.merchantCode}
          withdrawal={open}
          operator={props.operator}
          canReview={props.canReview}
          onChanged={() =>
            void client.invalidateQueries({ queryKey: queryKeys.withdrawals(props.merchantCode) })
          }
          onOpenChange={(next) => (next ? undefined : setOpen(null))}
        />
      ) : null}
    </>
  );
}

/** Some but not all of the amount paid out: worth a second line under the amount. */
const partlyPaid = (w: TWithdrawal) => {
  const paid = minorOf(w.paid, w.currency);
  const amount = minorOf(w.amount, w.currency);
  return paid !== null && amount !== null && paid > 0n && paid < amount;
};

function WithdrawalTable(props: {
  rows: readonly TWithdrawal[];
  operator: string;
  canReview: boolean;
  label: string;
  onOpen: (w: TWithdrawal) => void;
}) {
  const { t } = useTranslation();
  const when = useDateTime();
  const money = useMoney();
  return (
    <table className={ui.table} aria-label={props.label}>
      <thead>
        <tr>
          <th>{t('withdrawals.requested')}</th>
          <th>{t('withdrawals.member')}</th>
          <th className={ui.amount}>{t('withdrawals.amount')}</th>
          <th>{t('withdrawals.bank')}</th>
          <th>{t('withdrawals.status')}</th>
          <th>{t('withdrawals.approvers')}</th>
          <th aria-label={t('withdrawals.actionsColumn')} />
        </tr>
      </thead>
      <tbody>
        {props.rows.map((w) => {
          const actionable = props.canReview && actionsFor(w, props.operator).some((c) => !c.blocked);
          const names = { username: w.username, amount: money(w.amount, w.currency) };
          return (
            <tr key={w.id} className={w.status === 'DISPUTED' ? styles.disputed : undefined}>
              <td className={`${ui.muted} ${ui.oneLine}`}>{when(w.requestedAt)}</td>
              <td>
                <span className={styles.member}>{w.username}</span>
              </td>
              <td className={ui.amount}>
                {money(w.amount, w.currency)} {w.currency}
                {partlyPaid(w) ? (
                  <span className={ui.sub}>
                    {t('withdrawals.paidSoFar', { paid: money(w.paid, w.currency) })}
                  </span>
                ) : null}
              </td>
              <td>
                {w.bankName}
                <span className={ui.sub}>
                  {w.accountName} · <span className={ui.mono}>{w.accountNumber}</span>
                </span>
              </td>
              <td>
                <WithdrawalStatusBadge status={w.status} />
                {w.pendingResolution ? (
                  <span className={ui.sub}>
                    {t(`withdrawals.resolutions.${w.pendingResolution.action}`, {
                      operator: w.pendingResolution.requestedBy,
                    })}
                  </span>
                ) : null}
                {w.proofCount > 0 ? (
                  <span className={ui.sub}>{t('withdrawals.proofsCount', { count: w.proofCount })}</span>
                ) : null}
              </td>
              <td>
                {w.firstApprover ?? '—'}
                {w.secondApprover ? <span className={ui.sub}>{w.secondApprover}</span> : null}
              </td>
              <td>
                <button
                  type="button"
                  className={`${ui.button} ${actionable ? '' : ui.secondary}`}
                  aria-label={t(actionable ? 'withdrawals.reviewNamed' : 'withdrawals.detailsNamed', names)}
                  onClick={() => props.onOpen(w)}
                >
                  {actionable ? t('withdrawals.review') : t('withdrawals.details')}
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
