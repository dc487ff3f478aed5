import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button.tsx';
import { Card } from '../../../components/card/card.tsx';
import { EmptyState } from '../../../components/empty-state/empty-state.tsx';
import { PasswordField, TextField } from '../../../components/field/field.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { showModal } from '../../../components/modal/index.ts';
import { Money } from '../../../components/money/money.tsx';
import { SkeletonCard } from '../../../components/skeleton/skeleton.tsx';
import { StepNumber } from '../../../components/step-number/step-number.tsx';
import { describeApiError } from '../../../lib/api-client.ts';
import { formatMoneyText } from '../../../lib/format.ts';
import { checkAmount } from '../amount.ts';
import { useTransfer, type TransferDirection, type TransferResult } from '../api/transfer-api.ts';
import { useWithdrawInfo } from '../api/withdraw-api.ts';
import { AmountField, useAmountProblemText } from './amount-field.tsx';
import styles from './cashier.module.css';
import { PAYMENT_PASSWORD, PaymentPasswordForm } from './payment-password-form.tsx';

const USERNAME = /^[A-Za-z0-9_.-]{1,64}$/;

export interface TransferScreenProps {
  direction: TransferDirection;
  /** After a transfer: the wallet may refresh itself. */
  onTransferred?: (result: TransferResult) => void;
  /** The downline to fill in (the agent centre's team list links here with it). */
  initialToUsername?: string;
}

/**
 * Transfers in the agent tree (spec §2 transferUpline, transferFund; §4 "Wallets"): a member sends
 * money to their upline, an agent to one of their downline. Amount and payment password, a
 * confirmation, then the success message of spec §8.
 */
export function TransferScreen({ direction, onTransferred, initialToUsername = '' }: TransferScreenProps) {
  const { t } = useTranslation();
  const info = useWithdrawInfo();
  const send = useTransfer(direction);
  const problemText = useAmountProblemText();
  const [toUsername, setToUsername] = useState(initialToUsername);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [last, setLast] = useState<TransferResult | null>(null);

  if (info.isPending) {
    return (
      <div className={styles.transferLayout} role="status" aria-label={t('common.loading')}>
        <SkeletonCard lines={5} tall />
        <SkeletonCard lines={3} />
      </div>
    );
  }
  if (info.isError) {
    return (
      <EmptyState
        illustration="error"
        title={t('cashier.loadFailed')}
        text={describeApiError(info.error, (key) => t(key))}
        actions={
          <Button icon={<Icon name="refresh" size={18} />} onClick={() => void info.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }

  const data = info.data;
  const currency = data.currency;
  const downline = direction === 'downline';
  const prefix = downline ? 'cashier.transfer.downline' : 'cashier.transfer.upline';
  const minTransfer = data.transferMin;
  const upline = data.upline;
  const uplineName = upline
    ? upline.nickname
      ? `${upline.nickname} (${upline.username})`
      : upline.username
    : '';

  if (!downline && !upline) {
    return (
      <EmptyState
        illustration="empty"
        title={t('cashier.transfer.upline.noUpline')}
        text={t('cashier.transfer.upline.noUplineText')}
      />
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const name = toUsername.trim();
    if (downline && !USERNAME.test(name)) found.toUsername = t('cashier.transfer.usernameRule');
    const check = checkAmount(amount, currency, { min: minTransfer, available: data.balance });
    if (!check.ok)
      found.amount = problemText(check.problem, { min: minTransfer, max: data.balance, currency });
    if (!PAYMENT_PASSWORD.test(password)) found.password = t('cashier.paymentPassword.rule');
    setErrors(found);
    setFailure(null);
    if (!check.ok || Object.keys(found).length > 0) return;

    const shown = formatMoneyText(check.amount, currency);
    const go = await showModal({
      icon: 'info',
      title: t(`${prefix}.confirmTitle`),
      html: downline
        ? t('cashier.transfer.downline.confirmText', { amount: shown, currency, username: name })
        : t('cashier.transfer.upline.confirmTextTo', { amount: shown, currency, name: uplineName }),
      buttons: [
        { label: t('common.cancel'), value: 'cancel', variant: 'ghost' },
        { label: t('cashier.transfer.confirm'), value: 'confirm' },
      ],
    }).result;
    if (go !== 'confirm') return;

    try {
      const result = await send.mutateAsync({
        amount: check.amount,
        paymentPassword: password,
        ...(downline ? { toUsername: name } : {}),
      });
      setLast(result);
      setAmount('');
      setPassword('');
      onTransferred?.(result);
      showModal({
        icon: 'success',
        title: t(`${prefix}.successTitle`),
        html: t('cashier.transfer.successText', {
          amount: formatMoneyText(result.amount, result.currency),
          currency: result.currency,
          username: result.toUsername,
          balance: formatMoneyText(result.balance, result.currency),
        }),
      });
    } catch (error) {
      setFailure(describeApiError(error, (key) => t(key)));
    }
  };

  return (
    <div className={styles.transferLayout} data-testid={`transfer-${direction}`}>
      <div className={styles.column}>
        {data.paymentPasswordSet ? null : <PaymentPasswordForm isSet={false} />}
        <Card
          id="transfer-title"
          icon="swap"
          title={t(`${prefix}.formTitle`)}
          text={t(`${prefix}.formText`)}
          testId="transfer-form"
        >
          <div className={styles.available}>
            <span className={styles.availableLabel}>{t('cashier.transfer.available')}</span>
            <Money amount={data.balance} currency={currency} className={styles.availableValue} />
          </div>
          {upline && !downline ? (
            <div className={styles.available} data-testid="transfer-recipient">
              <span className={styles.availableLabel}>{t('cashier.transfer.upline.recipient')}</span>
              <span className={styles.availableValue}>{uplineName}</span>
            </div>
          ) : null}
          <form
            className={styles.form}
            onSubmit={(e) => void submit(e)}
            noValidate
            aria-labelledby="transfer-title"
          >
            {downline ? (
              <TextField
                label={t('cashier.transfer.toUsername')}
                value={toUsername}
                onChange={(e) => setToUsername(e.target.value)}
                placeholder={t('cashier.transfer.toUsernamePlaceholder')}
                icon="user"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={64}
                error={errors.toUsername}
                required
              />
            ) : null}
            <AmountField
              label={t('cashier.transfer.amount')}
              value={amount}
              onChange={setAmount}
              currency={currency}
              min={minTransfer}
              max={data.balance}
              topChips
              error={errors.amount}
              disabled={!data.paymentPasswordSet}
            />
            <PasswordField
              label={t('cashier.paymentPassword.label')}
              value={password}
              onChange={(e) => setPassword(e.target.value.replace(/\D/g, '').slice(0, 6))}
              inputMode="numeric"
              autoComplete="off"
              maxLength={6}
              placeholder="••••••"
              icon="lock"
              error={errors.password}
              disabled={!data.paymentPasswordSet}
              required
            />
            {failure ? (
              <p className={styles.formError} role="alert">
                {failure}
              </p>
            ) : null}
            <Button
              type="submit"
              size="lg"
              block
              loading={send.isPending}
              disabled={!data.paymentPasswordSet}
              icon={<Icon name="swap" size={18} />}
            >
              {t(`${prefix}.submit`)}
            </Button>
          </form>
        </Card>
      </div>
      <div className={styles.column}>
        <Card id="transfer-help-title" icon="info" title={t('cashier.transfer.howTitle')}>
          <ol className={styles.steps}>
            <li>
              <StepNumber n={1} />
              {t(`${prefix}.step1`)}
            </li>
            <li>
              <StepNumber n={2} />
              {t('cashier.transfer.step2')}
            </li>
            <li>
              <StepNumber n={3} />
              {t('cashier.transfer.step3')}
            </li>
          </ol>
          {last ? (
            <div className={styles.lastTransfer} data-testid="last-transfer">
              <span className={styles.lastLabel}>{t('cashier.transfer.last')}</span>
              <span className={styles.lastValue}>
                <Money amount={last.amount} currency={last.currency} /> → {last.toUsername}
              </span>
            </div>
          ) : null}
        </Card>
      </div>
    </div>
  );
}
