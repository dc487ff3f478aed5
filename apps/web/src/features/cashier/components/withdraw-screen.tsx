import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button.tsx';
import { Card } from '../../../components/card/card.tsx';
import { EmptyState } from '../../../components/empty-state/empty-state.tsx';
import { PasswordField } from '../../../components/field/field.tsx';
import { IconBadge } from '../../../components/icon-badge/icon-badge.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { Money } from '../../../components/money/money.tsx';
import { Notice } from '../../../components/notice/notice.tsx';
import { SkeletonCard } from '../../../components/skeleton/skeleton.tsx';
import { showToast } from '../../../components/toast/index.ts';
import { describeApiError } from '../../../lib/api-client.ts';
import { formatMoneyText } from '../../../lib/format.ts';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { checkAmount, toMinor } from '../amount.ts';
import {
  useFetchWithdrawQuote,
  useRequestWithdrawal,
  useWithdrawInfo,
  useWithdrawQuote,
  type BankAccount,
  type Withdrawal,
  type WithdrawInfo,
} from '../api/withdraw-api.ts';
import { AmountField, useAmountProblemText } from './amount-field.tsx';
import { BankAccountForm } from './bank-account-form.tsx';
import styles from './cashier.module.css';
import { PAYMENT_PASSWORD, PaymentPasswordForm } from './payment-password-form.tsx';
import { TurnoverCard } from './turnover-card.tsx';

/** How long the amount must rest before the server is asked for its guarantee. */
const QUOTE_DELAY_MS = 250;
import { WithdrawalList } from './withdrawal-list.tsx';

const MAX_BANK_ACCOUNTS = 5;

export interface WithdrawScreenProps {
  /** The confirmation screen of a withdrawal. */
  confirmHref: (id: string) => string;
  timeZone?: string;
  /** After a request: the wallet may refresh itself. */
  onWithdrawn?: (withdrawal: Withdrawal) => void;
}

/** The withdraw screen (spec §2 withdraw): wagering first, then bank account, amount and payment password. */
export function WithdrawScreen({ confirmHref, timeZone, onWithdrawn }: WithdrawScreenProps) {
  const { t } = useTranslation();
  const info = useWithdrawInfo();

  if (info.isPending) {
    return (
      <div className={styles.layout} role="status" aria-label={t('common.loading')}>
        <div className={styles.column}>
          <SkeletonCard lines={2} />
          <SkeletonCard lines={3} />
          <SkeletonCard lines={5} tall />
        </div>
        <div className={styles.column}>
          <SkeletonCard lines={4} tall />
        </div>
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
  return (
    <div className={styles.layout} data-testid="withdraw-screen">
      <div className={styles.column}>
        <div className={styles.stats}>
          <Stat
            icon="wallet"
            label={t('cashier.withdraw.available')}
            value={<Money amount={data.balance} currency={data.currency} />}
            highlight
            testId="withdrawable"
          />
          <Stat
            icon="swap"
            label={t('cashier.withdraw.limits')}
            value={`${formatMoneyText(data.min, data.currency)} – ${formatMoneyText(data.max, data.currency)}`}
          />
          <Stat
            icon="clock"
            label={t('cashier.withdraw.autoReceipt')}
            value={t('cashier.withdraw.minutes', { count: data.autoReceiptMinutes })}
          />
        </div>
        <TurnoverCard
          done={data.turnoverDone}
          required={data.turnoverRequired}
          remaining={data.turnoverRemaining}
          currency={data.currency}
        />
        {data.paymentPasswordSet ? null : <PaymentPasswordForm isSet={false} />}
        <WithdrawForm info={data} onWithdrawn={onWithdrawn} />
      </div>
      <div className={styles.column}>
        <WithdrawalList confirmHref={confirmHref} timeZone={timeZone} />
      </div>
    </div>
  );
}

function Stat({
  icon,
  label,
  value,
  highlight,
  testId,
}: {
  icon: 'wallet' | 'swap' | 'clock';
  label: string;
  value: ReactNode;
  highlight?: boolean;
  testId?: string;
}) {
  return (
    <div className={[styles.stat, highlight ? styles.statHighlight : ''].join(' ')} data-testid={testId}>
      <span className={styles.statHead}>
        <IconBadge icon={icon} size={28} iconSize={16} />
        <span className={styles.statLabel}>{label}</span>
      </span>
      <span className={styles.statValue}>{value}</span>
    </div>
  );
}

function WithdrawForm({ info, onWithdrawn }: { info: WithdrawInfo; onWithdrawn?: (w: Withdrawal) => void }) {
  const { t } = useTranslation();
  const request = useRequestWithdrawal();
  const problemText = useAmountProblemText();
  const accounts = info.bankAccounts;
  const [chosen, setChosen] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const bankAccountId = chosen && accounts.some((a) => a.id === chosen) ? chosen : (accounts[0]?.id ?? null);
  const blockedByTurnover = !/^0+(\.0+)?$/.test(info.turnoverRemaining);
  const blocked = blockedByTurnover || !info.paymentPasswordSet;
  const showAddForm = accounts.length === 0 || adding;

  const amountCheck = checkAmount(amount, info.currency, { min: info.min, max: info.max });
  const hasGuarantee = !/^0+(\.0+)?$/.test(info.guaranteePercent);
  // The guarantee and total come from the server as the member types (a short pause first).
  const quotedAmount = useDebouncedValue(
    amountCheck.ok && hasGuarantee ? amountCheck.amount : null,
    QUOTE_DELAY_MS,
  );
  const quote = useWithdrawQuote(quotedAmount);
  const fetchQuote = useFetchWithdrawQuote();
  const shownQuote = amountCheck.ok && quote.data?.amount === amountCheck.amount ? quote.data : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const limits = { min: info.min, max: info.max, currency: info.currency };
    let check = checkAmount(amount, info.currency, { min: info.min, max: info.max });
    if (check.ok) {
      // The guarantee is held from the same balance as the amount.
      let total = check.minor;
      if (hasGuarantee) {
        try {
          total = toMinor((await fetchQuote(check.amount)).total, info.currency) ?? total;
        } catch (error) {
          setFailure(describeApiError(error, (key) => t(key)));
          return;
        }
      }
      const balance = toMinor(info.balance, info.currency);
      if (balance === null || total > balance) check = { ok: false, problem: 'balance' };
    }
    if (!check.ok) found.amount = problemText(check.problem, limits);
    if (!bankAccountId) found.bank = t('cashier.withdraw.chooseBank');
    if (!PAYMENT_PASSWORD.test(password)) found.password = t('cashier.paymentPassword.rule');
    setErrors(found);
    setFailure(null);
    if (!check.ok || !bankAccountId || Object.keys(found).length > 0) return;
    try {
      const withdrawal = await request.mutateAsync({
        amount: check.amount,
        bankAccountId,
        paymentPassword: password,
      });
      showToast(
        t('cashier.withdraw.submitted', {
          amount: formatMoneyText(withdrawal.amount, withdrawal.currency),
          currency: withdrawal.currency,
        }),
      );
      setAmount('');
      setPassword('');
      onWithdrawn?.(withdrawal);
    } catch (error) {
      setFailure(describeApiError(error, (key) => t(key)));
    }
  };

  return (
    <Card
      id="withdraw-form-title"
      icon="arrowUp"
      title={t('cashier.withdraw.formTitle')}
      text={t('cashier.withdraw.formText')}
      testId="withdraw-form"
    >
      {blockedByTurnover ? (
        <Notice tone="warning">
          {t('cashier.withdraw.blockedTurnover', {
            amount: formatMoneyText(info.turnoverRemaining, info.currency),
            currency: info.currency,
          })}
        </Notice>
      ) : !info.paymentPasswordSet ? (
        <Notice tone="info" icon="key">
          {t('cashier.withdraw.needPaymentPassword')}
        </Notice>
      ) : null}

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('cashier.withdraw.bankAccount')}</legend>
        {accounts.length > 0 ? (
          <div className={styles.bankList} role="radiogroup" aria-label={t('cashier.withdraw.bankAccount')}>
            {accounts.map((account) => (
              <BankOption
                key={account.id}
                account={account}
                selected={account.id === bankAccountId}
                onSelect={() => setChosen(account.id)}
              />
            ))}
          </div>
        ) : null}
        {errors.bank ? (
          <p className={styles.formError} role="alert">
            {errors.bank}
          </p>
        ) : null}
        {showAddForm ? (
          <BankAccountForm
            onAdded={(account) => {
              setChosen(account.id);
              setAdding(false);
            }}
            onCancel={accounts.length > 0 ? () => setAdding(false) : undefined}
          />
        ) : accounts.length < MAX_BANK_ACCOUNTS ? (
          <button type="button" className={styles.addBank} onClick={() => setAdding(true)}>
            <Icon name="plus" size={16} />
            {t('cashier.bank.add')}
          </button>
        ) : (
          <p className={styles.muted}>{t('cashier.bank.limit', { count: MAX_BANK_ACCOUNTS })}</p>
        )}
      </fieldset>

      <form
        className={styles.form}
        onSubmit={(e) => void submit(e)}
        noValidate
        aria-labelledby="withdraw-form-title"
      >
        <AmountField
          label={t('cashier.withdraw.amount')}
          value={amount}
          onChange={setAmount}
          currency={info.currency}
          min={info.min}
          max={info.max}
          cap={info.balance}
          error={errors.amount}
          disabled={blocked}
          hint={
            hasGuarantee ? t('cashier.withdraw.guaranteeHint', { percent: info.guaranteePercent }) : undefined
          }
        />
        {shownQuote ? (
          <dl className={styles.summary}>
            <div>
              <dt>{t('cashier.withdraw.amount')}</dt>
              <dd>
                <Money amount={shownQuote.amount} currency={info.currency} />
              </dd>
            </div>
            <div>
              <dt>{t('cashier.withdraw.guarantee', { percent: info.guaranteePercent })}</dt>
              <dd>
                <Money amount={shownQuote.guarantee} currency={info.currency} />
              </dd>
            </div>
            <div className={styles.summaryTotal}>
              <dt>{t('cashier.withdraw.totalHeld')}</dt>
              <dd>
                <Money amount={shownQuote.total} currency={info.currency} />
              </dd>
            </div>
          </dl>
        ) : null}
        <PasswordField
          label={t('cashier.paymentPassword.label')}
          value={password}
          onChange={(e) => setPassword(e.target.value.replace(/\D/g, '').slice(0, 6))}
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          placeholder="••••••"
          error={errors.password}
          disabled={blocked}
          icon="lock"
          required
        />
        {failure ? (
          <p className={styles.formError} role="alert">
            {failure}
          </p>
        ) : null}
        <Button type="submit" size="lg" block loading={request.isPending} disabled={blocked}>
          {t('cashier.withdraw.submit')}
        </Button>
      </form>
    </Card>
  );
}

function BankOption({
  account,
  selected,
  onSelect,
}: {
  account: BankAccount;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      className={[styles.bankOption, selected ? styles.bankSelected : ''].join(' ')}
      onClick={onSelect}
    >
      <span className={styles.bankIcon} aria-hidden="true">
        <Icon name="bank" size={20} />
      </span>
      <span className={styles.bankText}>
        <span className={styles.bankName}>{account.bankName}</span>
        <span className={styles.bankMeta}>
          {account.accountName} · <span className={styles.mono}>{account.accountNumber}</span>
        </span>
      </span>
      <span className={styles.radioMark} aria-hidden="true">
        {selected ? <Icon name="check" size={14} strokeWidth={3} /> : null}
      </span>
    </button>
  );
}
