import type { TWithdrawal } from '@platform/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.tsx';
import { ProofImage } from '../../components/proof-image.tsx';
import { ErrorNote, ui } from '../../components/ui.tsx';
import { useDateTime, useMoney } from '../../lib/format.ts';
import { newIdempotencyKey } from '../../lib/idempotency.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { withdrawalsApi, type WithdrawalAction } from './api/withdrawals-api.ts';
import { actionsFor, NOTE_MIN, noteRequired, paidAmountProblem, reviewBody } from './withdrawal-actions.ts';
import { WithdrawalStatusBadge } from './withdrawal-status.tsx';
import styles from './withdrawals.module.css';

const BUTTON_TONE: Record<WithdrawalAction, string> = {
  APPROVE: '',
  MARK_PAID: '',
  REJECT: ui.danger!,
  FORCE_RECEIPT: ui.danger!,
  REFUND: ui.secondary!,
  APPROVE_RESOLUTION: '',
  REJECT_RESOLUTION: ui.secondary!,
};

/**
 * A withdrawal in full, with the decisions its status allows: approve (a second operator above the
 * threshold), reject, mark paid (all or part), request a forced receipt or a refund of a disputed
 * payout, which a different operator then approves or anyone rejects. Each click sends a new
 * Idempotency-Key; the dialog follows the withdrawal through its next states.
 */
export function WithdrawalDialog(props: {
  merchantCode: string;
  withdrawal: TWithdrawal;
  operator: string;
  canReview: boolean;
  onChanged: () => void;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const when = useDateTime();
  const format = useMoney();
  const ids = useId();
  const [w, setW] = useState(props.withdrawal);
  const [note, setNote] = useState('');
  const [paidAmount, setPaidAmount] = useState('');
  const choices = props.canReview ? actionsFor(w, props.operator) : [];
  const canPay = choices.some((c) => c.action === 'MARK_PAID');
  const paidProblem = canPay ? paidAmountProblem(paidAmount, w) : null;
  const noteOk = note.trim().length >= NOTE_MIN;

  const decide = useMutation({
    mutationFn: (action: WithdrawalAction) =>
      withdrawalsApi.review(
        props.merchantCode,
        w.id,
        reviewBody(action, note, paidAmount, w.currency),
        newIdempotencyKey(),
      ),
    onSuccess: (next, action) => {
      toast(
        t(`withdrawals.done.${action}`, {
          username: next.username,
          status: t(`withdrawals.statuses.${next.status}`),
        }),
      );
      props.onChanged();
      setNote('');
      setPaidAmount('');
      if (actionsFor(next, props.operator).length === 0) props.onOpenChange(false);
      else setW(next);
    },
  });

  const money = (value: string | null) =>
    value === null ? '—' : `${format(value, w.currency)} ${w.currency}`;
  const paidOut = w.status === 'PAID' || w.status === 'DISPUTED' || w.status === 'COMPLETED';
  // Facts that do not apply to the status yet are left out rather than shown as dashes.
  const facts: [string, ReactNode, string?][] = [
    [
      t('withdrawals.amount'),
      <span key="a" className={styles.big}>
        {money(w.amount)}
      </span>,
    ],
    [t('withdrawals.status'), <WithdrawalStatusBadge key="s" status={w.status} />],
    [t('withdrawals.member'), <strong key="m">{w.username}</strong>],
    [t('withdrawals.requested'), when(w.requestedAt)],
    [
      t('withdrawals.bank'),
      <>
        {w.bankName}
        <span className={ui.sub}>{w.accountName}</span>
        <span className={`${ui.sub} ${ui.mono}`}>{w.accountNumber}</span>
      </>,
    ],
    [t('withdrawals.guarantee'), money(w.guarantee)],
    [
      t('withdrawals.approvers'),
      w.firstApprover ? (
        <>
          {w.firstApprover}
          {w.secondApprover ? <span className={ui.sub}>{w.secondApprover}</span> : null}
        </>
      ) : (
        '—'
      ),
    ],
    [
      t('withdrawals.id'),
      <span key="id" className={`${ui.mono} ${styles.id}`}>
        {w.id}
      </span>,
    ],
    ...(paidOut
      ? ([
          [t('withdrawals.paid'), money(w.paid)],
          [t('withdrawals.paidAt'), when(w.paidAt)],
          [t('withdrawals.received'), money(w.received)],
          [t('withdrawals.remainder'), money(w.remainder)],
        ] as [string, ReactNode][])
      : []),
    ...(w.status === 'PAID'
      ? ([[t('withdrawals.autoReceiptAt'), when(w.autoReceiptAt)]] as [string, ReactNode][])
      : []),
    ...(w.status === 'COMPLETED'
      ? ([
          [t('withdrawals.receipt'), w.receipt ? t(`withdrawals.receipts.${w.receipt}`) : '—'],
          [t('withdrawals.completedAt'), when(w.completedAt)],
        ] as [string, ReactNode][])
      : []),
    ...(w.reviewNote
      ? ([[t('withdrawals.reviewNote'), w.reviewNote, styles.wideFact]] as [string, ReactNode, string][])
      : []),
    ...(w.pendingResolution
      ? ([
          [
            t('withdrawals.pendingResolution'),
            <>
              <strong>
                {t(`withdrawals.resolutions.${w.pendingResolution.action}`, {
                  operator: w.pendingResolution.requestedBy,
                })}
              </strong>
              <span className={ui.sub}>{when(w.pendingResolution.requestedAt)}</span>
              {w.pendingResolution.note ? <span className={ui.sub}>{w.pendingResolution.note}</span> : null}
            </>,
            styles.wideFact,
          ],
        ] as [string, ReactNode, string][])
      : []),
  ];

  const blocked = choices.find((c) => c.blocked);
  const disabled = (action: WithdrawalAction, isBlocked: boolean) =>
    decide.isPending ||
    isBlocked ||
    (noteRequired(action) && !noteOk) ||
    (action === 'MARK_PAID' && paidProblem !== null);
  const paidHintId = `${ids}-paid-hint`;

  return (
    <Dialog.Root open onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={ui.overlay} />
        <Dialog.Content className={`${ui.dialog} ${styles.dialog}`}>
          <Dialog.Title>
            {t('withdrawals.dialogTitle', {
              username: w.username,
              amount: format(w.amount, w.currency),
              currency: w.currency,
            })}
          </Dialog.Title>
          <Dialog.Description>
            {w.pendingResolution
              ? t(`withdrawals.explainResolution.${w.pendingResolution.action}`, {
                  operator: w.pendingResolution.requestedBy,
                })
              : t(`withdrawals.explain.${w.status}`)}
          </Dialog.Description>
          <dl className={styles.facts}>
            {facts.map(([label, value, className]) => (
              <div key={label} className={className}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {w.proofCount > 0 ? (
            <section aria-label={t('withdrawals.proofs')}>
              <h3 className={styles.sectionTitle}>{t('withdrawals.proofsCount', { count: w.proofCount })}</h3>
              <div className={styles.proofs}>
                {Array.from({ length: w.proofCount }, (_, index) => (
                  <div key={index} className={styles.proof}>
                    <ProofImage
                      queryKey={queryKeys.withdrawalProof(props.merchantCode, w.id, index)}
                      load={() => withdrawalsApi.proof(props.merchantCode, w.id, index)}
                      alt={t('withdrawals.proofAlt', {
                        index: index + 1,
                        count: w.proofCount,
                        username: w.username,
                      })}
                      openLabel={t('withdrawals.openProof')}
                    />
                  </div>
                ))}
              </div>
            </section>
          ) : null}
          {choices.length > 0 ? (
            <section aria-label={t('withdrawals.decision')}>
              {blocked ? (
                <p className={styles.blocked} role="note">
                  {blocked.blocked === 'sameRequester'
                    ? t('withdrawals.sameRequester', { operator: w.pendingResolution?.requestedBy })
                    : t('withdrawals.sameApprover', { operator: w.firstApprover })}
                </p>
              ) : null}
              <div className={styles.decision}>
                {canPay ? (
                  <div className={styles.fieldWrap}>
                    <label className={ui.field}>
                      <span>{t('withdrawals.paidAmount', { currency: w.currency })}</span>
                      <input
                        className={`${ui.input} ${paidProblem ? ui.invalid : ''}`}
                        inputMode="decimal"
                        value={paidAmount}
                        placeholder={w.amount}
                        aria-invalid={!!paidProblem}
                        aria-describedby={paidHintId}
                        onChange={(e) => setPaidAmount(e.target.value)}
                      />
                    </label>
                    {paidProblem ? (
                      <span id={paidHintId} className={ui.fieldError}>
                        {t(`withdrawals.paidProblems.${paidProblem}`, { paid: w.paid, amount: w.amount })}
                      </span>
                    ) : (
                      <span id={paidHintId} className={styles.hint}>
                        {w.status === 'DISPUTED'
                          ? t('withdrawals.paidHintDisputed', { paid: w.paid, amount: w.amount })
                          : t('withdrawals.paidHint', { amount: w.amount })}
                      </span>
                    )}
                  </div>
                ) : null}
                <label className={`${ui.field} ${canPay ? '' : styles.decisionWide}`}>
                  <span>{t('withdrawals.note')}</span>
                  <textarea
                    className={ui.textarea}
                    value={note}
                    maxLength={500}
                    placeholder={
                      choices.some((c) => noteRequired(c.action))
                        ? t('withdrawals.notePlaceholderRequired')
                        : t('withdrawals.notePlaceholder')
                    }
                    onChange={(e) => setNote(e.target.value)}
                  />
                </label>
              </div>
            </section>
          ) : null}
          <div className={styles.footer}>
            <ErrorNote error={decide.error} />
            <div className={styles.buttons}>
              <Dialog.Close type="button" className={`${ui.button} ${ui.secondary}`}>
                {t('withdrawals.close')}
              </Dialog.Close>
              {choices.map(({ action, blocked: why }) => (
                <button
                  key={action}
                  type="button"
                  className={`${ui.button} ${BUTTON_TONE[action]}`}
                  disabled={disabled(action, !!why)}
                  title={noteRequired(action) && !noteOk ? t('withdrawals.needsNote') : undefined}
                  onClick={() => decide.mutate(action)}
                >
                  {t(
                    action === 'APPROVE' && w.status === 'PENDING_SECOND_APPROVAL'
                      ? 'withdrawals.actions.SECOND_APPROVE'
                      : action === 'APPROVE_RESOLUTION' && w.pendingResolution
                        ? `withdrawals.actions.APPROVE_${w.pendingResolution.action}`
                        : `withdrawals.actions.${action}`,
                  )}
                </button>
              ))}
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
