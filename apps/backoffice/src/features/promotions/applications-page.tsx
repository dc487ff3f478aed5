import * as Dialog from '@radix-ui/react-dialog';
import type { TApplicationAdmin } from '@platform/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, type ListUrlState } from '../../components/list-page.tsx';
import { ProofImage } from '../../components/proof-image.tsx';
import { toast } from '../../components/toast.tsx';
import { ErrorNote, ui } from '../../components/ui.tsx';
import { fetchBlob } from '../../lib/api-client.ts';
import { useMoney } from '../../lib/format.ts';
import { promotionsApi, useApplications } from './api/promotions-api.ts';
import styles from './promotions.module.css';

const STATUSES = ['APPLYING', 'ISSUED', 'CLAIMED', 'REJECTED', ''] as const;

/**
 * Activity applications (rewards.approve): the member's remark and images; approving sends the reward
 * to the member's reward centre, rejecting needs a reason the member reads. Audited on the server.
 */
export function ApplicationsPage(props: {
  merchantCode: string;
  brandName: string;
  currency: string;
  canApprove: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const client = useQueryClient();
  const [status, setStatus] = useState<(typeof STATUSES)[number]>('APPLYING');
  const [pageNo, setPageNo] = useState(1);
  const query = useApplications(props.merchantCode, status, pageNo);
  // The queue is paged by the server (20 a page): the pager under it moves through the pages; the
  // status choice above starts again from the first.
  const paging: ListUrlState = {
    apply: () => undefined,
    clear: () => undefined,
    filtered: false,
    setPage: setPageNo,
  };
  const [open, setOpen] = useState<TApplicationAdmin | null>(null);
  const [reason, setReason] = useState('');
  const review = useMutation({
    mutationFn: (
      body: { id: string; decision: 'APPROVE' } | { id: string; decision: 'REJECT'; reason: string },
    ) =>
      promotionsApi.review(
        props.merchantCode,
        body.id,
        body.decision === 'APPROVE' ? { decision: 'APPROVE' } : { decision: 'REJECT', reason: body.reason },
      ),
    onSuccess: (_, body) => {
      void client.invalidateQueries({ queryKey: ['bo', 'promotion-applications', props.merchantCode] });
      void client.invalidateQueries({ queryKey: ['bo', 'promotions', props.merchantCode] });
      toast(
        body.decision === 'APPROVE'
          ? t('promotionsAdmin.review.approved')
          : t('promotionsAdmin.review.rejected'),
      );
      setOpen(null);
      setReason('');
    },
  });

  return (
    <>
      <ListPage
        title={t('promotionsAdmin.review.title')}
        subtitle={t('promotionsAdmin.review.subtitle', { merchant: props.brandName })}
        actions={
          <select
            className={ui.select}
            style={{ width: 'auto' }}
            aria-label={t('promotionsAdmin.review.status')}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as (typeof STATUSES)[number]);
              setPageNo(1);
            }}
          >
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`promotionsAdmin.review.statuses.${s || 'ALL'}`)}
              </option>
            ))}
          </select>
        }
        query={query}
        url={paging}
        empty={t('promotionsAdmin.review.empty')}
        skeletonRows={6}
      >
        {(rows) => (
          <table className={ui.table} aria-label={t('promotionsAdmin.review.title')}>
            <thead>
              <tr>
                <th>{t('promotionsAdmin.review.member')}</th>
                <th>{t('promotionsAdmin.campaign')}</th>
                <th>{t('promotionsAdmin.review.remark')}</th>
                <th>{t('promotionsAdmin.review.images')}</th>
                <th>{t('promotionsAdmin.status')}</th>
                <th>{t('promotionsAdmin.review.submitted')}</th>
                <th aria-label={t('promotionsAdmin.actions')} />
              </tr>
            </thead>
            <tbody>
              {rows.map((a) => (
                <tr key={a.id}>
                  <td className={styles.name}>{a.member.account}</td>
                  <td>{a.campaignTitle}</td>
                  <td>{a.remark ?? '—'}</td>
                  <td>{a.imageCount}</td>
                  <td>
                    <span
                      className={`${ui.badge} ${a.status === 'REJECTED' ? ui.bad : a.status === 'APPLYING' ? ui.warn : ui.ok}`}
                    >
                      {t(`promotionsAdmin.review.statuses.${a.status}`)}
                    </span>
                    {a.status !== 'APPLYING' && a.status !== 'REJECTED' ? (
                      <span className={ui.sub}>
                        {money(a.reward, props.currency)} {props.currency}
                      </span>
                    ) : null}
                    {a.rejectReason ? <span className={ui.sub}>{a.rejectReason}</span> : null}
                  </td>
                  <td className={ui.oneLine}>{new Date(a.createdAt).toLocaleString()}</td>
                  <td>
                    <button
                      type="button"
                      className={`${ui.button} ${ui.secondary}`}
                      aria-label={t('promotionsAdmin.review.openNamed', { name: a.member.account })}
                      onClick={() => {
                        review.reset();
                        setOpen(a);
                      }}
                    >
                      {a.status === 'APPLYING' && props.canApprove
                        ? t('promotionsAdmin.review.review')
                        : t('promotionsAdmin.review.view')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ListPage>
      {open ? (
        <Dialog.Root open onOpenChange={(o) => (o ? undefined : setOpen(null))}>
          <Dialog.Portal>
            <Dialog.Overlay className={ui.overlay} />
            <Dialog.Content className={`${ui.dialog} ${styles.dialog}`}>
              <Dialog.Title>
                {t('promotionsAdmin.review.dialogTitle', { name: open.member.account })}
              </Dialog.Title>
              <Dialog.Description>{open.campaignTitle}</Dialog.Description>
              <p>{open.remark ?? '—'}</p>
              <div className={styles.images}>
                {Array.from({ length: open.imageCount }, (_, n) => (
                  <ProofImage
                    key={n}
                    queryKey={['bo', 'promotion-application-image', open.id, n]}
                    load={() => fetchBlob(promotionsApi.imageUrl(props.merchantCode, open.id, n))}
                    alt={t('promotionsAdmin.review.image', { n: n + 1 })}
                    openLabel={t('promotionsAdmin.review.openImage')}
                  />
                ))}
              </div>
              {open.status === 'APPLYING' && props.canApprove ? (
                <>
                  <label className={ui.field}>
                    <span>{t('promotionsAdmin.review.reason')}</span>
                    <input
                      className={ui.input}
                      value={reason}
                      maxLength={200}
                      onChange={(e) => setReason(e.target.value)}
                    />
                  </label>
                  {review.error ? <ErrorNote error={review.error} /> : null}
                  <div className={ui.row} style={{ justifyContent: 'flex-end', gap: 8, marginTop: 12 }}>
                    <button
                      type="button"
                      className={`${ui.button} ${ui.secondary}`}
                      disabled={review.isPending || !reason.trim()}
                      onClick={() =>
                        review.mutate({ id: open.id, decision: 'REJECT', reason: reason.trim() })
                      }
                    >
                      {t('promotionsAdmin.review.reject')}
                    </button>
                    <button
                      type="button"
                      className={ui.button}
                      disabled={review.isPending}
                      onClick={() => review.mutate({ id: open.id, decision: 'APPROVE' })}
                    >
                      {t('promotionsAdmin.review.approve')}
                    </button>
                  </div>
                </>
              ) : null}
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      ) : null}
    </>
  );
}
