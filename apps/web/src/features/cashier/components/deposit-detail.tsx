import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button.tsx';
import { Card } from '../../../components/card/card.tsx';
import { CopyList, CopyRow } from '../../../components/copy-row/copy-row.tsx';
import { EmptyState } from '../../../components/empty-state/empty-state.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { showModal } from '../../../components/modal/index.ts';
import { Money } from '../../../components/money/money.tsx';
import { Notice } from '../../../components/notice/notice.tsx';
import { SkeletonCard } from '../../../components/skeleton/skeleton.tsx';
import { StatusPill } from '../../../components/status-pill/status-pill.tsx';
import { StepNumber } from '../../../components/step-number/step-number.tsx';
import { showToast } from '../../../components/toast/index.ts';
import { describeApiError } from '../../../lib/api-client.ts';
import { formatDateTime, formatMoneyText } from '../../../lib/format.ts';
import { useCancelDeposit, useDeposit, useUploadDepositProof, type Deposit } from '../api/deposit-api.ts';
import { depositTone } from '../status.ts';
import styles from './cashier.module.css';
import { ProofPicker } from './proof-picker.tsx';

/**
 * One deposit: what to do next (pay on the provider's page, or transfer to the receiving account
 * and upload the proof), followed live until it settles.
 */
export function DepositDetail({
  id,
  timeZone,
  openPayment,
  onClose,
  onCredited,
}: {
  id: string;
  timeZone?: string;
  openPayment: (url: string) => void;
  onClose: () => void;
  onCredited?: (deposit: Deposit) => void;
}) {
  const { t } = useTranslation();
  const query = useDeposit(id);
  const status = query.data?.status;
  const firstStatus = useRef<string | undefined>(undefined);

  // Credited while the member watches (the provider's callback, an operator's approval).
  useEffect(() => {
    if (!status) return;
    if (firstStatus.current === undefined) firstStatus.current = status;
    if (status === 'COMPLETED' && firstStatus.current !== 'COMPLETED' && query.data) onCredited?.(query.data);
  }, [status, query.data, onCredited]);

  if (query.isPending) return <SkeletonCard lines={5} tall />;
  if (query.isError) {
    return (
      <EmptyState
        illustration="lost"
        title={t('cashier.deposit.notFound')}
        text={describeApiError(query.error, (key) => t(key))}
        actions={<Button onClick={onClose}>{t('cashier.deposit.new')}</Button>}
      />
    );
  }

  const d = query.data;
  return (
    <Card
      id="deposit-detail-title"
      icon={d.kind === 'ONLINE' ? 'bolt' : 'bank'}
      title={t('cashier.deposit.detailTitle', { channel: d.channelName })}
      text={`${formatDateTime(new Date(d.createdAt), timeZone)} · ${t('cashier.deposit.reference', {
        reference: d.id.slice(0, 8).toUpperCase(),
      })}`}
      actions={<StatusPill tone={depositTone(d.status)}>{t(`cashier.depositStatus.${d.status}`)}</StatusPill>}
      testId="deposit-detail"
    >
      <div className={styles.detailAmount}>
        <span className={styles.figureLabel}>{t('cashier.deposit.amount')}</span>
        <Money amount={d.amount} currency={d.currency} className={styles.detailAmountValue} />
      </div>
      <DepositNext deposit={d} openPayment={openPayment} />
      <div className={styles.formActions}>
        <Button variant="outline" icon={<Icon name="plus" size={16} />} onClick={onClose}>
          {t('cashier.deposit.new')}
        </Button>
      </div>
    </Card>
  );
}

function DepositNext({ deposit: d, openPayment }: { deposit: Deposit; openPayment: (url: string) => void }) {
  const { t } = useTranslation();
  const amount = { amount: formatMoneyText(d.amount, d.currency), currency: d.currency };
  switch (d.status) {
    case 'PENDING':
      return d.kind === 'BANK_TRANSFER' ? (
        <BankTransferSteps deposit={d} />
      ) : (
        <>
          <Notice tone="info" icon="clock">
            {t('cashier.deposit.awaitingPayment')}
          </Notice>
          <div className={styles.formActions}>
            <CancelButton id={d.id} />
            {d.payUrl ? (
              <Button icon={<Icon name="bolt" size={18} />} onClick={() => openPayment(d.payUrl!)}>
                {t('cashier.deposit.continuePayment')}
              </Button>
            ) : null}
          </div>
        </>
      );
    case 'PENDING_REVIEW':
      return (
        <Notice tone="info" icon="clock">
          {t('cashier.deposit.underReview')}
        </Notice>
      );
    case 'COMPLETED':
      return <Notice tone="success">{t('cashier.deposit.creditedText', amount)}</Notice>;
    case 'FAILED':
      return <Notice tone="danger">{t('cashier.deposit.failedText')}</Notice>;
    case 'REJECTED':
      return (
        <Notice tone="danger">
          {d.reviewNote
            ? t('cashier.deposit.rejectedNote', { note: d.reviewNote })
            : t('cashier.deposit.rejectedText')}
        </Notice>
      );
    case 'CANCELLED':
      return <Notice tone="info">{t('cashier.deposit.cancelledText')}</Notice>;
    case 'EXPIRED':
      return <Notice tone="warning">{t('cashier.deposit.expiredText')}</Notice>;
  }
}

function BankTransferSteps({ deposit: d }: { deposit: Deposit }) {
  const { t } = useTranslation();
  const upload = useUploadDepositProof();
  const [files, setFiles] = useState<File[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const bank = d.bankAccount;

  const send = async () => {
    const file = files[0];
    if (!file) {
      setFailure(t('cashier.proof.required'));
      return;
    }
    setFailure(null);
    try {
      await upload.mutateAsync({ id: d.id, file });
      setFiles([]);
      showToast(t('cashier.deposit.proofSent'));
    } catch (error) {
      setFailure(describeApiError(error, (key) => t(key)));
    }
  };

  return (
    <>
      <div className={styles.transferBox}>
        <p className={styles.transferLead}>
          <StepNumber n={1} />
          {t('cashier.deposit.transferLead', {
            amount: formatMoneyText(d.amount, d.currency),
            currency: d.currency,
          })}
        </p>
        {bank ? (
          <CopyList>
            <CopyRow label={t('cashier.deposit.bankName')} value={bank.bankName} />
            <CopyRow label={t('cashier.deposit.accountName')} value={bank.accountName} />
            <CopyRow
              label={t('cashier.deposit.accountNumber')}
              value={bank.accountNumber}
              copyValue={bank.accountNumber.replace(/[\s-]/g, '')}
            />
            <CopyRow
              label={t('cashier.deposit.amount')}
              value={`${formatMoneyText(d.amount, d.currency)} ${d.currency}`}
              copyValue={d.amount}
            />
          </CopyList>
        ) : null}
      </div>
      <div className={styles.transferBox}>
        <p className={styles.transferLead}>
          <StepNumber n={2} />
          {t('cashier.deposit.proofLead')}
        </p>
        <ProofPicker
          files={files}
          onChange={setFiles}
          max={1}
          label={t('cashier.deposit.proofAdd')}
          disabled={upload.isPending}
        />
        {failure ? (
          <p className={styles.formError} role="alert">
            {failure}
          </p>
        ) : null}
        <div className={styles.formActions}>
          <CancelButton id={d.id} />
          <Button
            loading={upload.isPending}
            icon={<Icon name="upload" size={18} />}
            onClick={() => void send()}
          >
            {t('cashier.deposit.proofSubmit')}
          </Button>
        </div>
      </div>
    </>
  );
}

function CancelButton({ id }: { id: string }) {
  const { t } = useTranslation();
  const cancel = useCancelDeposit();
  const ask = () =>
    showModal({
      icon: 'warning',
      title: t('cashier.deposit.cancelTitle'),
      html: t('cashier.deposit.cancelText'),
      buttons: [
        { label: t('cashier.deposit.keep'), value: 'keep', variant: 'ghost' },
        {
          label: t('cashier.deposit.cancel'),
          value: 'cancel',
          variant: 'danger',
          onClick: async () => {
            try {
              await cancel.mutateAsync(id);
            } catch (error) {
              showToast(
                describeApiError(error, (key) => t(key)),
                'error',
              );
            }
          },
        },
      ],
    });
  return (
    <Button variant="ghost" loading={cancel.isPending} onClick={ask}>
      {t('cashier.deposit.cancel')}
    </Button>
  );
}
