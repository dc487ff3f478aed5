import type { TAdminDeposit } from '@platform/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.tsx';
import { ProofImage } from '../../components/proof-image.tsx';
import { ErrorNote, ui } from '../../components/ui.tsx';
import { useDateTime } from '../../lib/format.ts';
import { newIdempotencyKey } from '../../lib/idempotency.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { depositsApi } from './api/deposits-api.ts';
import { DepositStatusBadge, isReviewable } from './deposit-status.tsx';
import styles from './deposits.module.css';

/** The channel's name, with its kind when the name does not already say it. */
const channelLabel = (name: string, kind: string) => (name === kind ? name : `${name} · ${kind}`);

/** The proof of a bank transfer, if the member uploaded one. */
function ProofPreview({ merchantCode, deposit }: { merchantCode: string; deposit: TAdminDeposit }) {
  const { t } = useTranslation();
  if (!deposit.hasProof) return <p className={ui.empty}>{t('deposits.noProof')}</p>;
  return (
    <ProofImage
      queryKey={queryKeys.depositProof(merchantCode, deposit.id)}
      load={() => depositsApi.proof(merchantCode, deposit.id)}
      alt={t('deposits.proofAlt', { username: deposit.username })}
      openLabel={t('deposits.openProof')}
      skeletonRows={4}
    />
  );
}

/** One deposit in full; a bank transfer awaiting review can be approved (credits) or rejected (with a note). */
export function ReviewDialog(props: {
  merchantCode: string;
  deposit: TAdminDeposit;
  canReview: boolean;
  onDone: () => void;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const when = useDateTime();
  const d = props.deposit;
  const [note, setNote] = useState('');
  // One key per dialog and decision: a retried click reuses it, so the server applies it once.
  const [key] = useState(newIdempotencyKey);
  const decide = useMutation({
    mutationFn: (decision: 'approve' | 'reject') =>
      depositsApi.review(props.merchantCode, d.id, decision, { note: note.trim() }, `${key}-${decision}`),
    onSuccess: (result) => {
      toast(
        t(result.status === 'COMPLETED' ? 'deposits.approved' : 'deposits.rejected', {
          username: d.username,
        }),
      );
      props.onDone();
    },
  });
  const reviewable = props.canReview && isReviewable(d);
  const facts: [string, ReactNode][] = [
    [t('deposits.member'), d.username],
    [t('deposits.amount'), `${d.amount} ${d.currency}`],
    [t('deposits.fee'), `${d.fee} ${d.currency}`],
    [t('deposits.channel'), channelLabel(d.channelName, t(`deposits.kinds.${d.kind}`))],
    [t('deposits.status'), <DepositStatusBadge key="s" status={d.status} />],
    [t('deposits.created'), when(d.createdAt)],
    [t('deposits.completed'), when(d.completedAt)],
    [t('deposits.pspReference'), d.pspReference ?? '—'],
    [
      t('deposits.reviewedBy'),
      d.reviewedBy ? `${d.reviewedBy}${d.reviewNote ? ` — ${d.reviewNote}` : ''}` : '—',
    ],
    [
      t('deposits.id'),
      <span key="id" className={ui.mono}>
        {d.id}
      </span>,
    ],
  ];

  return (
    <Dialog.Root open onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={ui.overlay} />
        <Dialog.Content className={`${ui.dialog} ${styles.dialog}`}>
          <Dialog.Title>
            {t('deposits.reviewTitle', { username: d.username, amount: d.amount, currency: d.currency })}
          </Dialog.Title>
          <Dialog.Description>
            {reviewable ? t('deposits.reviewText') : t('deposits.detailText')}
          </Dialog.Description>
          <div className={styles.reviewGrid}>
            <dl className={styles.facts}>
              {facts.map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            <section className={styles.proof} aria-label={t('deposits.proof')}>
              <ProofPreview merchantCode={props.merchantCode} deposit={d} />
            </section>
          </div>
          {reviewable ? (
            <label className={ui.field} style={{ marginBottom: 16 }}>
              <span>{t('deposits.note')}</span>
              <textarea
                className={ui.textarea}
                value={note}
                maxLength={500}
                placeholder={t('deposits.notePlaceholder')}
                onChange={(e) => setNote(e.target.value)}
              />
            </label>
          ) : null}
          <ErrorNote error={decide.error} />
          <div className={ui.row} style={{ justifyContent: 'flex-end' }}>
            <Dialog.Close type="button" className={`${ui.button} ${ui.secondary}`}>
              {t('deposits.close')}
            </Dialog.Close>
            {reviewable ? (
              <>
                <button
                  type="button"
                  className={`${ui.button} ${ui.danger}`}
                  disabled={decide.isPending || note.trim().length < 2}
                  title={note.trim().length < 2 ? t('deposits.rejectNeedsNote') : undefined}
                  onClick={() => decide.mutate('reject')}
                >
                  {t('deposits.reject')}
                </button>
                <button
                  type="button"
                  className={ui.button}
                  disabled={decide.isPending}
                  onClick={() => decide.mutate('approve')}
                >
                  {t('deposits.approve')}
                </button>
              </>
            ) : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
