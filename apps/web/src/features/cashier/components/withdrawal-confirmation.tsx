import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/button/button.tsx';
import { Card } from '../../../components/card/card.tsx';
import { EmptyState } from '../../../components/empty-state/empty-state.tsx';
import { IconBadge } from '../../../components/icon-badge/icon-badge.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { showModal } from '../../../components/modal/index.ts';
import { Money } from '../../../components/money/money.tsx';
import { Notice } from '../../../components/notice/notice.tsx';
import { SkeletonCard } from '../../../components/skeleton/skeleton.tsx';
import { StatusPill } from '../../../components/status-pill/status-pill.tsx';
import { describeApiError } from '../../../lib/api-client.ts';
import { formatDateTime, formatMoneyText } from '../../../lib/format.ts';
import { checkAmount } from '../amount.ts';
import { useConfirmWithdrawal, useWithdrawal, type Withdrawal } from '../api/withdraw-api.ts';
import { clockText, timeLeft } from '../duration.ts';
import { useNow } from '../../../hooks/use-now.ts';
import { readAsDataUrl } from '../proof-image.ts';
import { awaitsReceipt, withdrawalTone } from '../status.ts';
import { useAmountProblemText } from './amount-field.tsx';
import styles from './cashier.module.css';
import { ProofPicker } from './proof-picker.tsx';

export interface WithdrawalConfirmationProps {
  id: string;
  /** The withdraw screen. */
  backHref: string;
  timeZone?: string;
  onCustomerService?: () => void;
  /** After the member's answer: the wallet may refresh itself. */
  onAnswered?: (withdrawal: Withdrawal) => void;
}

type Choice = 'received' | 'notReceived' | null;

/**
 * The withdrawal confirmation screen (spec §2, §3, §4): the amount, what was paid and received and
 * the remainder; a countdown to the automatic receipt; "received" (all or part) or "not received"
 * with image proof.
 */
export function WithdrawalConfirmation({
  id,
  backHref,
  timeZone,
  onCustomerService,
  onAnswered,
}: WithdrawalConfirmationProps) {
  const { t } = useTranslation();
  const query = useWithdrawal(id);
  const [choice, setChoice] = useState<Choice>(null);

  if (query.isPending) {
    return (
      <div className={styles.confirmLayout} role="status" aria-label={t('common.loading')}>
        <SkeletonCard lines={4} tall />
        <SkeletonCard lines={3} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <EmptyState
        illustration="lost"
        title={t('cashier.confirm.notFound')}
        text={describeApiError(query.error, (key) => t(key))}
        actions={
          <Link to={backHref} className={buttonClass('gold')}>
            {t('cashier.confirm.back')}
          </Link>
        }
      />
    );
  }

  const w = query.data;
  const when = (iso: string | null) => (iso ? formatDateTime(new Date(iso), timeZone) : '—');
  return (
    <div className={styles.confirmLayout} data-testid="withdrawal-confirmation">
      <Card
        id="confirm-summary-title"
        icon="arrowUp"
        title={t('cashier.confirm.summaryTitle')}
        text={`${w.bankName} · ${w.accountName} · ${w.accountNumber}`}
        actions={
          <StatusPill tone={withdrawalTone(w.status)}>{t(`cashier.withdrawalStatus.${w.status}`)}</StatusPill>
        }
      >
        <div className={styles.figures}>
          <Figure label={t('cashier.confirm.amount')} amount={w.amount} currency={w.currency} strong />
          <Figure label={t('cashier.confirm.paid')} amount={w.paid} currency={w.currency} />
          <Figure
            label={t('cashier.confirm.received')}
            amount={w.received}
            currency={w.currency}
            testId="figure-received"
          />
          <Figure label={t('cashier.confirm.remainder')} amount={w.remainder} currency={w.currency} />
          {!/^0+(\.0+)?$/.test(w.guarantee) ? (
            <Figure label={t('cashier.confirm.guarantee')} amount={w.guarantee} currency={w.currency} />
          ) : null}
        </div>
        <dl className={styles.meta}>
          <div>
            <dt>{t('cashier.confirm.requestedAt')}</dt>
            <dd>{when(w.requestedAt)}</dd>
          </div>
          <div>
            <dt>{t('cashier.confirm.paidAt')}</dt>
            <dd>{when(w.paidAt)}</dd>
          </div>
          <div>
            <dt>{t('cashier.confirm.reference')}</dt>
            <dd className={styles.mono}>{w.id.slice(0, 8).toUpperCase()}</dd>
          </div>
        </dl>
      </Card>

      {awaitsReceipt(w) ? (
        <>
          <AutoReceiptCountdown at={w.autoReceiptAt} onElapsed={() => void query.refetch()} />
          <Card
            id="confirm-answer-title"
            icon="check"
            tone="primary"
            title={t('cashier.confirm.answerTitle')}
            text={t('cashier.confirm.answerText')}
          >
            <div className={styles.choices} role="group" aria-label={t('cashier.confirm.answerTitle')}>
              <button
                type="button"
                className={[
                  styles.choice,
                  styles.choiceGood,
                  choice === 'received' ? styles.choiceOn : '',
                ].join(' ')}
                aria-pressed={choice === 'received'}
                onClick={() => setChoice('received')}
              >
                <Icon name="success" size={26} />
                <span className={styles.choiceTitle}>{t('cashier.confirm.receivedChoice')}</span>
                <span className={styles.choiceText}>{t('cashier.confirm.receivedText')}</span>
              </button>
              <button
                type="button"
                className={[
                  styles.choice,
                  styles.choiceBad,
                  choice === 'notReceived' ? styles.choiceOn : '',
                ].join(' ')}
                aria-pressed={choice === 'notReceived'}
                onClick={() => setChoice('notReceived')}
              >
                <Icon name="error" size={26} />
                <span className={styles.choiceTitle}>{t('cashier.confirm.notReceived')}</span>
                <span className={styles.choiceText}>{t('cashier.confirm.notReceivedText')}</span>
              </button>
            </div>
            {choice === 'received' ? <ReceivedForm withdrawal={w} onAnswered={onAnswered} /> : null}
            {choice === 'notReceived' ? <NotReceivedForm withdrawal={w} onAnswered={onAnswered} /> : null}
          </Card>
        </>
      ) : (
        <Outcome withdrawal={w} onCustomerService={onCustomerService} />
      )}

      <div className={styles.backRow}>
        <Link to={backHref} className={buttonClass('ghost')}>
          <Icon name="chevronLeft" size={18} />
          {t('cashier.confirm.back')}
        </Link>
      </div>
    </div>
  );
}

function Figure({
  label,
  amount,
  currency,
  strong,
  testId,
}: {
  label: string;
  amount: string | null;
  currency: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <div className={[styles.figure, strong ? styles.figureStrong : ''].join(' ')} data-testid={testId}>
      <span className={styles.figureLabel}>{label}</span>
      {amount === null ? (
        <span className={styles.figureValue}>—</span>
      ) : (
        <Money amount={amount} currency={currency} className={styles.figureValue} />
      )}
    </div>
  );
}

function AutoReceiptCountdown({ at, onElapsed }: { at: string | null; onElapsed: () => void }) {
  const { t } = useTranslation();
  const now = useNow(!!at);
  const left = timeLeft(at, now);
  const elapsed = !!left && left.totalMs === 0;
  useEffect(() => {
    if (!elapsed) return;
    // The receipt job runs every minute: look again shortly.
    const timer = setTimeout(onElapsed, 5_000);
    return () => clearTimeout(timer);
  }, [elapsed, onElapsed]);
  if (!left) return null;
  return (
    <div className={styles.countdown} data-testid="auto-receipt">
      <IconBadge icon="clock" tone="gold" size={52} round />
      <div className={styles.countdownText}>
        <p className={styles.countdownLabel}>{t('cashier.confirm.autoReceiptIn')}</p>
        <p className={styles.countdownHint}>{t('cashier.confirm.autoReceiptHint')}</p>
      </div>
      <time
        className={styles.countdownClock}
        dateTime={at ?? undefined}
        role="timer"
        aria-label={t('cashier.confirm.autoReceiptIn')}
      >
        {clockText(left)}
      </time>
    </div>
  );
}

function ReceivedForm({
  withdrawal: w,
  onAnswered,
}: {
  withdrawal: Withdrawal;
  onAnswered?: (w: Withdrawal) => void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirmWithdrawal();
  const problemText = useAmountProblemText();
  const [partial, setPartial] = useState(false);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    let amountReceived: string | undefined;
    if (partial) {
      const check = checkAmount(amount, w.currency, { max: w.amount });
      if (!check.ok) {
        setError(problemText(check.problem, { max: w.amount, currency: w.currency }));
        return;
      }
      amountReceived = check.amount;
    }
    setError(null);
    try {
      const answered = await confirm.mutateAsync({
        id: w.id,
        body: amountReceived ? { choice: 'RECEIVED', amountReceived } : { choice: 'RECEIVED' },
      });
      onAnswered?.(answered);
      showModal({
        icon: 'success',
        title: t('cashier.confirm.thanksTitle'),
        html:
          answered.status === 'COMPLETED'
            ? t('cashier.confirm.thanksCompleted')
            : t('cashier.confirm.thanksPartial', {
                remainder: formatMoneyText(answered.remainder, answered.currency),
                currency: answered.currency,
              }),
      });
    } catch (failed) {
      setFailure(describeApiError(failed, (key) => t(key)));
    }
  };

  return (
    <form className={`${styles.form} ${styles.subForm}`} onSubmit={(e) => void submit(e)} noValidate>
      <div className={styles.segmented} role="radiogroup" aria-label={t('cashier.confirm.howMuch')}>
        <label className={styles.segment}>
          <input type="radio" name="received-amount" checked={!partial} onChange={() => setPartial(false)} />
          <span>
            {t('cashier.confirm.fullAmount', {
              amount: formatMoneyText(w.amount, w.currency),
              currency: w.currency,
            })}
          </span>
        </label>
        <label className={styles.segment}>
          <input type="radio" name="received-amount" checked={partial} onChange={() => setPartial(true)} />
          <span>{t('cashier.confirm.partAmount')}</span>
        </label>
      </div>
      {partial ? (
        <div className={styles.amountField}>
          <label className={styles.inlineLabel} htmlFor="amount-received">
            {t('cashier.confirm.amountReceived')}
          </label>
          <div className={styles.inlineControl}>
            <span className={styles.currencyTag}>{w.currency}</span>
            <input
              id="amount-received"
              className={styles.inlineInput}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              inputMode="decimal"
              autoComplete="off"
              aria-invalid={!!error || undefined}
              aria-describedby={error ? 'amount-received-error' : undefined}
            />
          </div>
          {error ? (
            <p id="amount-received-error" className={styles.formError} role="alert">
              {error}
            </p>
          ) : (
            <p className={styles.muted}>{t('cashier.confirm.partHint')}</p>
          )}
        </div>
      ) : null}
      {failure ? (
        <p className={styles.formError} role="alert">
          {failure}
        </p>
      ) : null}
      <Button type="submit" variant="gold" loading={confirm.isPending} icon={<Icon name="check" size={18} />}>
        {t('cashier.confirm.submitReceived')}
      </Button>
    </form>
  );
}

function NotReceivedForm({
  withdrawal: w,
  onAnswered,
}: {
  withdrawal: Withdrawal;
  onAnswered?: (w: Withdrawal) => void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirmWithdrawal();
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (files.length === 0) {
      setError(t('cashier.proof.required'));
      return;
    }
    setError(null);
    try {
      const proofImages = await Promise.all(files.map(readAsDataUrl));
      const answered = await confirm.mutateAsync({ id: w.id, body: { choice: 'NOT_RECEIVED', proofImages } });
      onAnswered?.(answered);
      showModal({
        icon: 'info',
        title: t('cashier.confirm.reportedTitle'),
        html: t('cashier.confirm.reportedText'),
      });
    } catch (failed) {
      setFailure(describeApiError(failed, (key) => t(key)));
    }
  };

  return (
    <form className={`${styles.form} ${styles.subForm}`} onSubmit={(e) => void submit(e)} noValidate>
      <p className={styles.muted}>{t('cashier.confirm.proofLead')}</p>
      <ProofPicker
        files={files}
        onChange={setFiles}
        label={t('cashier.proof.add')}
        disabled={confirm.isPending}
      />
      {error ? (
        <p className={styles.formError} role="alert">
          {error}
        </p>
      ) : null}
      {failure ? (
        <p className={styles.formError} role="alert">
          {failure}
        </p>
      ) : null}
      <Button
        type="submit"
        variant="danger"
        loading={confirm.isPending}
        icon={<Icon name="upload" size={18} />}
      >
        {t('cashier.confirm.submitNotReceived')}
      </Button>
    </form>
  );
}

function Outcome({
  withdrawal: w,
  onCustomerService,
}: {
  withdrawal: Withdrawal;
  onCustomerService?: () => void;
}) {
  const { t } = useTranslation();
  switch (w.status) {
    case 'COMPLETED':
      return (
        <Notice tone="success">
          <strong>{t('cashier.confirm.completedTitle')}</strong>{' '}
          {t(`cashier.confirm.receipt.${w.receipt ?? 'RECEIVED'}`)}
        </Notice>
      );
    case 'DISPUTED':
      return (
        <Notice tone="warning">
          <strong>{t('cashier.confirm.disputedTitle')}</strong>{' '}
          {t('cashier.confirm.disputedText', { count: w.proofCount })}
          {onCustomerService ? (
            <>
              {' '}
              <button type="button" className={styles.linkButton} onClick={onCustomerService}>
                {t('common.customerService')}
              </button>
            </>
          ) : null}
        </Notice>
      );
    case 'REJECTED':
      return (
        <Notice tone="danger">
          <strong>{t('cashier.confirm.rejectedTitle')}</strong>{' '}
          {w.reviewNote
            ? t('cashier.confirm.rejectedNote', { note: w.reviewNote })
            : t('cashier.confirm.rejectedText')}
        </Notice>
      );
    default:
      return <Notice tone="info">{t('cashier.confirm.notPaidYet')}</Notice>;
  }
}
