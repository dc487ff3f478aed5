import { REDEMPTION_STATUSES } from '@platform/contracts';
import type { TRedemptionAdmin } from '@platform/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.tsx';
import { Card, ErrorNote, PageHeader, SelectField, Skeleton, TextField, ui } from '../../components/ui.tsx';
import { useMoney } from '../../lib/format.ts';
import { pointsRewardsApi, useRedemptions } from './points-rewards-api.ts';
import styles from './points-rewards.module.css';

const BADGE: Record<string, string> = { APPLYING: 'warn', APPROVED: 'ok', REJECTED: 'bad' };

/**
 * The redemption queue (rewards.approve): approve (a cash reward is paid through bonuses) or reject
 * (points and stock go back); each decision idempotent by its key and audited.
 */
export function RedemptionsPage(props: {
  merchantCode: string;
  brandName: string;
  canApprove: boolean;
  currency: string;
  timeZone?: string;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const client = useQueryClient();
  const [status, setStatus] = useState('APPLYING');
  const [page, setPage] = useState(1);
  const list = useRedemptions(props.merchantCode, status, page);
  const [remarks, setRemarks] = useState<Record<string, string>>({});
  const [keys] = useState(() => new Map<string, string>());
  const review = useMutation({
    mutationFn: (input: { r: TRedemptionAdmin; decision: 'APPROVE' | 'REJECT' }) => {
      const slot = `${input.r.id}:${input.decision}`;
      if (!keys.has(slot)) keys.set(slot, crypto.randomUUID());
      return pointsRewardsApi.review(
        props.merchantCode,
        input.r.id,
        input.decision,
        remarks[input.r.id] ?? '',
        keys.get(slot)!,
      );
    },
    onSuccess: (r) => {
      toast(
        t(r.status === 'APPROVED' ? 'redemptionAdmin.approved' : 'redemptionAdmin.rejected', {
          ref: r.referenceNo,
        }),
      );
      void client.invalidateQueries({ queryKey: ['points-redemptions', props.merchantCode] });
    },
  });
  const when = (iso: string) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: props.timeZone,
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(new Date(iso));

  return (
    <div className={ui.page}>
      <PageHeader
        title={t('redemptionAdmin.title')}
        subtitle={t('redemptionAdmin.subtitle', { merchant: props.brandName })}
      />
      <Card title={t('redemptionAdmin.queueTitle')}>
        <div className={ui.row}>
          <SelectField
            label={t('redemptionAdmin.status')}
            value={status}
            onChange={(v) => {
              setStatus(v);
              setPage(1);
            }}
          >
            <option value="">{t('redemptionAdmin.all')}</option>
            {REDEMPTION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`redemptionAdmin.statuses.${s}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <ErrorNote error={list.error} />
        <ErrorNote error={review.error} />
        {!list.data ? (
          <Skeleton rows={5} />
        ) : list.data.list.length === 0 ? (
          <p className={ui.empty}>{t('redemptionAdmin.empty')}</p>
        ) : (
          <div className={ui.tableScroll}>
            <table className={ui.table}>
              <thead>
                <tr>
                  <th scope="col">{t('redemptionAdmin.reference')}</th>
                  <th scope="col">{t('redemptionAdmin.member')}</th>
                  <th scope="col">{t('redemptionAdmin.product')}</th>
                  <th scope="col">{t('redemptionAdmin.points')}</th>
                  <th scope="col">{t('redemptionAdmin.amount', { currency: props.currency })}</th>
                  <th scope="col">{t('redemptionAdmin.applied')}</th>
                  <th scope="col">{t('redemptionAdmin.status')}</th>
                  <th scope="col">{t('redemptionAdmin.decision')}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.list.map((r) => (
                  <tr key={r.id} data-testid={`redemption-${r.referenceNo}`}>
                    <td className={ui.mono}>{r.referenceNo}</td>
                    <td>{r.username}</td>
                    <td>
                      {r.productName} × {r.quantity}
                      {r.address ? <div className={ui.sub}>{r.address}</div> : null}
                    </td>
                    <td className={ui.mono}>{r.pointsRequired}</td>
                    <td className={ui.mono}>
                      {r.amountRequired ? money(r.amountRequired, props.currency) : '—'}
                    </td>
                    <td className={ui.nowrap}>{when(r.appliedAt)}</td>
                    <td>
                      <span className={`${ui.badge} ${ui[BADGE[r.status] ?? 'warn']}`}>
                        {t(`redemptionAdmin.statuses.${r.status}`)}
                      </span>
                      {r.remark ? <div className={ui.sub}>{r.remark}</div> : null}
                    </td>
                    <td>
                      {r.status === 'APPLYING' && props.canApprove ? (
                        <div className={styles.decision}>
                          <TextField
                            label={t('redemptionAdmin.remark')}
                            value={remarks[r.id] ?? ''}
                            maxLength={200}
                            onChange={(v) => setRemarks({ ...remarks, [r.id]: v })}
                          />
                          <div className={ui.row}>
                            <button
                              type="button"
                              className={ui.button}
                              disabled={review.isPending}
                              onClick={() => review.mutate({ r, decision: 'APPROVE' })}
                              aria-label={t('redemptionAdmin.approveNamed', { ref: r.referenceNo })}
                            >
                              {t('redemptionAdmin.approve')}
                            </button>
                            <button
                              type="button"
                              className={`${ui.button} ${ui.danger}`}
                              disabled={review.isPending}
                              onClick={() => review.mutate({ r, decision: 'REJECT' })}
                              aria-label={t('redemptionAdmin.rejectNamed', { ref: r.referenceNo })}
                            >
                              {t('redemptionAdmin.reject')}
                            </button>
                          </div>
                        </div>
                      ) : (
                        <span className={ui.muted}>{r.reviewedBy ?? '—'}</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {list.data && list.data.totalPages > 1 ? (
          <div className={ui.pager}>
            <button
              type="button"
              className={`${ui.button} ${ui.secondary}`}
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              {t('redemptionAdmin.previous')}
            </button>
            <span>
              {page} / {list.data.totalPages}
            </span>
            <button
              type="button"
              className={`${ui.button} ${ui.secondary}`}
              disabled={page >= list.data.totalPages}
              onClick={() => setPage(page + 1)}
            >
              {t('redemptionAdmin.next')}
            </button>
          </div>
        ) : null}
      </Card>
    </div>
  );
}
