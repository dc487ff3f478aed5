import { DEPOSIT_CHANNEL_KINDS, DEPOSIT_STATUSES, type TAdminDeposit } from '@platform/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../components/list-page.tsx';
import { SearchField, SelectField, ui } from '../../components/ui.tsx';
import { useDateTime } from '../../lib/format.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useUrlFilters } from '../../lib/url-filters.ts';
import { useDepositPage, type DepositQuery } from './api/deposits-api.ts';
import { DepositStatusBadge, isReviewable } from './deposit-status.tsx';
import { ReviewDialog } from './review-dialog.tsx';

/** Deposits of a merchant, awaiting review first; the filter lives in the URL so a queue view can be shared. */
export function DepositsPage(props: { merchantCode: string; brandName: string; canReview: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const when = useDateTime();
  const url = useUrlFilters({ status: 'PENDING_REVIEW', kind: '', username: '' });
  const { status, kind, username } = url.filters;
  const [open, setOpen] = useState<TAdminDeposit | null>(null);
  const query = useDepositPage(props.merchantCode, {
    status: (status || undefined) as DepositQuery['status'],
    kind: (kind || undefined) as DepositQuery['kind'],
    username: username || undefined,
    pageNo: url.pageNo,
  });

  return (
    <>
      <ListPage
        title={t('deposits.title')}
        subtitle={t('deposits.subtitle', { merchant: props.brandName })}
        url={url}
        filters={
          <>
            <SelectField label={t('deposits.statusFilter')} {...url.choice('status')}>
              <option value="">{t('deposits.allStatuses')}</option>
              {DEPOSIT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`deposits.statuses.${s}`)}
                </option>
              ))}
            </SelectField>
            <SelectField label={t('deposits.kindFilter')} {...url.choice('kind')}>
              <option value="">{t('deposits.allKinds')}</option>
              {DEPOSIT_CHANNEL_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`deposits.kinds.${k}`)}
                </option>
              ))}
            </SelectField>
            <SearchField label={t('deposits.username')} {...url.text('username')} maxLength={64} />
          </>
        }
        query={query}
        empty={status === 'PENDING_REVIEW' ? t('deposits.queueEmpty') : t('deposits.empty')}
      >
        {(deposits) => (
          <table className={ui.table} aria-label={t('deposits.title')}>
            <thead>
              <tr>
                <th>{t('deposits.created')}</th>
                <th>{t('deposits.member')}</th>
                <th>{t('deposits.channel')}</th>
                <th className={ui.amount}>{t('deposits.amount')}</th>
                <th>{t('deposits.status')}</th>
                <th>{t('deposits.proof')}</th>
                <th>{t('deposits.reviewedBy')}</th>
                <th aria-label={t('deposits.actions')} />
              </tr>
            </thead>
            <tbody>
              {deposits.map((d) => (
                <tr key={d.id}>
                  <td className={`${ui.muted} ${ui.oneLine}`}>{when(d.createdAt)}</td>
                  <td>
                    <strong>{d.username}</strong>
                  </td>
                  <td>
                    {d.channelName}
                    {d.channelName !== t(`deposits.kinds.${d.kind}`) ? (
                      <span className={ui.sub}>{t(`deposits.kinds.${d.kind}`)}</span>
                    ) : null}
                  </td>
                  <td className={ui.amount}>
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
                        isReviewable(d) && props.canReview ? 'deposits.reviewNamed' : 'deposits.detailsNamed',
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
        )}
      </ListPage>
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
    </>
  );
}
