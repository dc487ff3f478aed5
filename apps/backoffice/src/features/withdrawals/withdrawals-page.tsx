import { WITHDRAWAL_STATUSES, type TWithdrawal } from '@platform/contracts';
import { keepPreviousData, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Pager } from '../../components/pager.tsx';
import { TabPanel, Tabs, type TabItem } from '../../components/tabs.tsx';
import { Card, ErrorNote, PageHeader, Skeleton, ui } from '../../components/ui.tsx';
import { minorOf } from '../../lib/amount.ts';
import { useDateTime, useMoney } from '../../lib/format.ts';
import { withdrawalsApi, type WithdrawalStatus } from '../../lib/money-api.ts';
import { queryKeys } from '../../lib/query-keys.ts';
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
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') as Tab | null;
  const tab: Tab = requested && TABS.includes(requested) ? requested : 'needsAction';
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const [open, setOpen] = useState<TWithdrawal | null>(null);

  const counted = useQueries({
    queries: FETCHED.map((status) => {
      const filter = { status, pageNo: 1, pageSize: MERGED_PAGE };
      return {
        queryKey: queryKeys.withdrawalPage(props.merchantCode, filter),
        queryFn: () => withdrawalsApi.page(props.merchantCode, filter),
        // The queue fills while an operator works it: new requests and disputes show up unasked.
        refetchInterval: 30_000,
      };
    }),
  });
  const countOf = (status: WithdrawalStatus) => counted[FETCHED.indexOf(status)]?.data?.total;
  const needsActionCounts = NEEDS_ACTION.map(countOf);
  const needsActionTotal = needsActionCounts.every((c) => c !== undefined)
    ? needsActionCounts.reduce<number>((sum, c) => sum + (c ?? 0), 0)
    : undefined;

  const filter = { status: tab === 'all' ? ('' as const) : (tab as WithdrawalStatus), pageNo, pageSize: 20 };
  const paged = useQuery({
    queryKey: queryKeys.withdrawalPage(props.merchantCode, filter),
    queryFn: () => withdrawalsApi.page(props.merchantCode, filter),
    placeholderData: keepPreviousData,
    enabled: tab !== 'needsAction',
  });

  const merged = NEEDS_ACTION.map((s) => counted[FETCHED.indexOf(s)]!);
  // A paid withdrawal joins the queue only while a forced receipt waits for a second operator.
  const paidWaiting = counted[FETCHED.indexOf('PAID')]!;
  const rows =
    tab === 'needsAction'
      ? merged.every((q) => q.data) && paidWaiting.data
        ? mergeQueue([...merged.map((q) => q.data!.list), paidWaiting.data.list.filter(awaitsSecondOperator)])
        : undefined
      : paged.data?.list;
  const error = tab === 'needsAction' ? merged.find((q) => q.error)?.error : paged.error;
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
  const go = (next: { tab?: Tab; page?: number }) => {
    const out = new URLSearchParams();
    const nextTab = next.tab ?? tab;
    if (nextTab !== 'needsAction') out.set('tab', nextTab);
    if ((next.page ?? 1) > 1) out.set('page', String(next.page));
    setParams(out);
  };

  return (
    <div className={ui.page}>
      <PageHeader
        title={t('withdrawals.title')}
        subtitle={t('withdrawals.subtitle', { merchant: props.brandName })}
      />
      {!props.canReview ? <p className={ui.notice}>{t('withdrawals.readOnly')}</p> : null}
      <Tabs
        id="withdrawal-tabs"
        label={t('withdrawals.tabsLabel')}
        items={items}
        value={tab}
        onChange={(next) => go({ tab: next })}
      />
      <TabPanel id="withdrawal-tabs" value={tab}>
        <Card>
          <ErrorNote error={error} />
          {cut ? (
            <p className={`${ui.notice} ${styles.cut}`}>{t('withdrawals.cut', { count: MERGED_PAGE })}</p>
          ) : null}
          {!rows ? (
            error ? null : (
              <Skeleton rows={6} />
            )
          ) : rows.length === 0 ? (
            <p className={ui.empty}>
              {t(tab === 'needsAction' ? 'withdrawals.queueEmpty' : 'withdrawals.empty')}
            </p>
          ) : (
            <>
              <WithdrawalTable
                rows={rows}
                operator={props.operator}
                canReview={props.canReview}
                label={t(`withdrawals.tabs.${tab}`)}
                onOpen={setOpen}
              />
              {tab !== 'needsAction' && paged.data ? (
                <Pager
                  label={t('withdrawals.title')}
                  pageNo={paged.data.pageNo}
                  totalPages={paged.data.totalPages}
                  total={paged.data.total}
                  onChange={(page) => go({ page })}
                />
              ) : null}
            </>
          )}
        </Card>
      </TabPanel>
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
    </div>
  );
}

/** Some but not all of the amount paid out: worth a second line under the amount. */
const partlyPaid = (w: TWithdrawal) => {
  const paid = minorOf(w.paid, w.currency);
  const amount = minorOf(w.amount, w.currency);
  return paid !== null && amount !== null && paid > 0n && paid < amount;
};

function WithdrawalTable(props: {
  rows: TWithdrawal[];
  operator: string;
  canReview: boolean;
  label: string;
  onOpen: (w: TWithdrawal) => void;
}) {
  const { t } = useTranslation();
  const when = useDateTime();
  const money = useMoney();
  return (
    <div className={styles.tableWrap}>
      <table className={ui.table} aria-label={props.label}>
        <thead>
          <tr>
            <th>{t('withdrawals.requested')}</th>
            <th>{t('withdrawals.member')}</th>
            <th className={styles.amountHead}>{t('withdrawals.amount')}</th>
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
                <td className={`${ui.muted} ${styles.nowrap}`}>{when(w.requestedAt)}</td>
                <td>
                  <span className={styles.member}>{w.username}</span>
                </td>
                <td className={styles.amount}>
                  {money(w.amount, w.currency)} {w.currency}
                  {partlyPaid(w) ? (
                    <span className={styles.sub}>
                      {t('withdrawals.paidSoFar', { paid: money(w.paid, w.currency) })}
                    </span>
                  ) : null}
                </td>
                <td>
                  {w.bankName}
                  <span className={styles.sub}>
                    {w.accountName} · <span className={ui.mono}>{w.accountNumber}</span>
                  </span>
                </td>
                <td>
                  <WithdrawalStatusBadge status={w.status} />
                  {w.pendingResolution ? (
                    <span className={styles.sub}>
                      {t(`withdrawals.resolutions.${w.pendingResolution.action}`, {
                        operator: w.pendingResolution.requestedBy,
                      })}
                    </span>
                  ) : null}
                  {w.proofCount > 0 ? (
                    <span className={styles.sub}>
                      {t('withdrawals.proofsCount', { count: w.proofCount })}
                    </span>
                  ) : null}
                </td>
                <td>
                  {w.firstApprover ?? '—'}
                  {w.secondApprover ? <span className={styles.sub}>{w.secondApprover}</span> : null}
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
    </div>
  );
}
