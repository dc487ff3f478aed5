import { DEPOSIT_STATUSES, type TAdminDeposit } from '@platform/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Pager } from '../../components/pager.tsx';
import { Card, ErrorNote, PageHeader, Skeleton, ui } from '../../components/ui.tsx';
import { depositsApi, type DepositFilter } from '../../lib/deposits-api.ts';
import { useDateTime } from '../../lib/format.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { DepositStatusBadge, isReviewable } from './deposit-status.tsx';
import { ReviewDialog } from './review-dialog.tsx';
import styles from './deposits.module.css';

/** Deposits of a merchant, awaiting review first; the filter lives in the URL so a queue view can be shared. */
export function DepositsPage(props: { merchantCode: string; brandName: string; canReview: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const when = useDateTime();
  const [params, setParams] = useSearchParams();
  const status = (params.has('status') ? params.get('status') : 'PENDING_REVIEW') as DepositFilter['status'];
  const kind = (params.get('kind') ?? '') as DepositFilter['kind'];
  const username = params.get('username') ?? '';
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(username);
  const [open, setOpen] = useState<TAdminDeposit | null>(null);
  const filter: DepositFilter = { status, kind, username, pageNo };
  const query = useQuery({
    queryKey: queryKeys.depositPage(props.merchantCode, filter),
    queryFn: () => depositsApi.page(props.merchantCode, filter),
    placeholderData: keepPreviousData,
  });
  const update = (next: Partial<{ status: string; kind: string; username: string; page: number }>) => {
    const merged = { status, kind, username, page: 1, ...next };
    const out = new URLSearchParams();
    out.set('status', merged.status);
    if (merged.kind) out.set('kind', merged.kind);
    if (merged.username.trim()) out.set('username', merged.username.trim());
    if (merged.page > 1) out.set('page', String(merged.page));
    setParams(out);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ username: draft });
  };

  return (
    <div className={ui.page}>
      <PageHeader
        title={t('deposits.title')}
        subtitle={t('deposits.subtitle', { merchant: props.brandName })}
      />
      <Card>
        <form role="search" onSubmit={submit} className={styles.filters}>
          <label className={`${ui.field} ${styles.filter}`}>
            <span>{t('deposits.statusFilter')}</span>
            <select className={ui.select} value={status} onChange={(e) => update({ status: e.target.value })}>
              <option value="">{t('deposits.allStatuses')}</option>
              {DEPOSIT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`deposits.statuses.${s}`)}
                </option>
              ))}
            </select>
          </label>
          <label className={`${ui.field} ${styles.filter}`}>
            <span>{t('deposits.kindFilter')}</span>
            <select className={ui.select} value={kind} onChange={(e) => update({ kind: e.target.value })}>
              <option value="">{t('deposits.allKinds')}</option>
              <option value="ONLINE">{t('deposits.kinds.ONLINE')}</option>
              <option value="BANK_TRANSFER">{t('deposits.kinds.BANK_TRANSFER')}</option>
            </select>
          </label>
          <label className={`${ui.field} ${styles.searchField}`}>
            <span>{t('deposits.username')}</span>
            <input
              className={ui.input}
              type="search"
              value={draft}
              maxLength={64}
              onChange={(e) => setDraft(e.target.value)}
            />
          </label>
          <button type="submit" className={ui.button}>
            {t('deposits.search')}
          </button>
        </form>
      </Card>
      <Card>
        <ErrorNote error={query.error} />
        {query.isPending ? (
          <Skeleton rows={6} />
        ) : !query.data || query.data.list.length === 0 ? (
          <p className={ui.empty}>
            {status === 'PENDING_REVIEW' ? t('deposits.queueEmpty') : t('deposits.empty')}
          </p>
        ) : (
          <>
            <div className={styles.tableWrap}>
              <table className={ui.table} aria-label={t('deposits.title')}>
                <thead>
                  <tr>
                    <th>{t('deposits.created')}</th>
                    <th>{t('deposits.member')}</th>
                    <th>{t('deposits.channel')}</th>
                    <th style={{ textAlign: 'right' }}>{t('deposits.amount')}</th>
                    <th>{t('deposits.status')}</th>
                    <th>{t('deposits.proof')}</th>
                    <th>{t('deposits.reviewedBy')}</th>
                    <th aria-label={t('deposits.actions')} />
                  </tr>
                </thead>
                <tbody>
                  {query.data.list.map((d) => (
                    <tr key={d.id}>
                      <td className={`${ui.muted} ${styles.nowrap}`}>{when(d.createdAt)}</td>
                      <td>
                        <strong>{d.username}</strong>
                      </td>
                      <td>
                        {d.channelName}
                        {d.channelName !== t(`deposits.kinds.${d.kind}`) ? (
                          <span className={styles.sub}>{t(`deposits.kinds.${d.kind}`)}</span>
                        ) : null}
                      </td>
                      <td className={styles.amount}>
                        {d.amount} {d.currency}
                      </td>
                      <td>
                        <DepositStatusBadge status={d.status} />
                      </td>
                      <td>
                        {d.kind === 'BANK_TRANSFER' ? (d.hasProof ? t('common.yes') : t('common.no')) : '—'}
                      </td>
                      <td>{d.reviewedBy ?? '—'}</td>
                      <td>
                        <button
                          type="button"
                          className={`${ui.button} ${isReviewable(d) && props.canReview ? '' : ui.secondary}`}
                          aria-label={t(
                            isReviewable(d) && props.canReview
                              ? 'deposits.reviewNamed'
                              : 'deposits.detailsNamed',
                            {
                              username: d.username,
                              amount: d.amount,
                            },
                          )}
                          onClick={() => setOpen(d)}
                        >
                          {isReviewable(d) && props.canReview ? t('deposits.review') : t('deposits.details')}
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager
              label={t('deposits.title')}
              pageNo={query.data.pageNo}
              totalPages={query.data.totalPages}
              total={query.data.total}
              onChange={(page) => update({ page })}
            />
          </>
        )}
      </Card>
      {open ? (
        <ReviewDialog
          key={open.id}
          merchantCode={props.merchantCode}
          deposit={open}
          canReview={props.canReview}
          onDone={() => {
            setOpen(null);
            void client.invalidateQueries({ queryKey: queryKeys.deposits(props.merchantCode) });
          }}
          onOpenChange={(next) => (next ? undefined : setOpen(null))}
        />
      ) : null}
    </div>
  );
}
