import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button.tsx';
import { PasswordField, TextField } from '../../../components/field/field.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { showToast } from '../../../components/toast/index.ts';
import { describeApiError } from '../../../lib/api-client.ts';
import { useAddBankAccount, type BankAccount, type PayoutMethodKind } from '../api/withdraw-api.ts';
import styles from './cashier.module.css';
import { PAYMENT_PASSWORD } from './payment-password-form.tsx';

/** The server's rule for account numbers: 6 to 34 digits, spaces and dashes allowed while typing. */
const ACCOUNT_NUMBER = /^[0-9 -]{6,34}$/;

const KINDS: readonly PayoutMethodKind[] = ['BANK', 'EWALLET'];

/**
 * Binds a bank account to receive withdrawals (at most five per member). With `offerKinds` the member
 * may bind an e-wallet instead (provider, holder, wallet number; issue 17). `framed`: the form's own
 * box and title, left out inside a dialog that has them.
 */
export function BankAccountForm({
  onAdded,
  onCancel,
  offerKinds = false,
  framed = true,
}: {
  onAdded: (account: BankAccount) => void;
  onCancel?: () => void;
  offerKinds?: boolean;
  framed?: boolean;
}) {
  const { t } = useTranslation();
  const add = useAddBankAccount();
  const [kind, setKind] = useState<PayoutMethodKind>('BANK');
  // The e-wallet's labels where they differ from a bank account's.
  const label = (key: string) =>
    t(kind === 'EWALLET' ? `cashier.bank.ewallet.${key}` : `cashier.bank.${key}`);
  const [bankName, setBankName] = useState('');
  const [accountName, setAccountName] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (bankName.trim().length < 2) found.bankName = label('bankNameRule');
    if (accountName.trim().length < 2) found.accountName = label('accountNameRule');
    if (!ACCOUNT_NUMBER.test(accountNumber.trim()) || accountNumber.replace(/\D/g, '').length < 6)
      found.accountNumber = label('accountNumberRule');
    if (!PAYMENT_PASSWORD.test(paymentPassword)) found.paymentPassword = t('cashier.paymentPassword.rule');
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    try {
      const account = await add.mutateAsync({
        kind,
        bankName: bankName.trim(),
        accountName: accountName.trim(),
        accountNumber: accountNumber.trim(),
        paymentPassword,
      });
      showToast(label('added'));
      onAdded(account);
    } catch (error) {
      setFailure(describeApiError(error, (key) => t(key)));
    }
  };

  return (
    <form
      className={framed ? `${styles.form} ${styles.subForm}` : styles.form}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={label('addTitle')}
    >
      {framed ? <p className={styles.subFormTitle}>{label('addTitle')}</p> : null}
      {offerKinds ? (
        <div
          className={styles.chips}
          data-count={KINDS.length}
          role="radiogroup"
          aria-label={t('cashier.bank.kind')}
        >
          {KINDS.map((option) => (
            <button
              key={option}
              type="button"
              role="radio"
              aria-checked={kind === option}
              className={[styles.chip, kind === option ? styles.chipSelected : ''].join(' ')}
              onClick={() => {
                setKind(option);
                setErrors({});
              }}
            >
              {t(`cashier.bank.kinds.${option}`)}
            </button>
          ))}
        </div>
      ) : null}
      <div className={styles.formRow}>
        <TextField
          label={label('bankName')}
          value={bankName}
          onChange={(e) => setBankName(e.target.value)}
          placeholder={label('bankNamePlaceholder')}
          icon={kind === 'EWALLET' ? 'wallet' : 'bank'}
          maxLength={80}
          error={errors.bankName}
          required
        />
        <TextField
          label={label('accountName')}
          value={accountName}
          onChange={(e) => setAccountName(e.target.value)}
          placeholder={label('accountNamePlaceholder')}
          icon="user"
          autoComplete="name"
          maxLength={120}
          error={errors.accountName}
          required
        />
      </div>
      <TextField
        label={label('accountNumber')}
        value={accountNumber}
        onChange={(e) => setAccountNumber(e.target.value.replace(/[^0-9 -]/g, ''))}
        placeholder={label('accountNumberPlaceholder')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={34}
        error={errors.accountNumber}
        hint={label('accountNumberHint')}
        required
      />
      <PasswordField
        label={t('cashier.bank.paymentPassword')}
        value={paymentPassword}
        onChange={(e) => setPaymentPassword(e.target.value.replace(/\D/g, '').slice(0, 6))}
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        placeholder="••••••"
        error={errors.paymentPassword}
        hint={label('paymentPasswordHint')}
        icon="lock"
        required
      />
      {failure ? (
        <p className={styles.formError} role="alert">
          {failure}
        </p>
      ) : null}
      <div className={styles.formActions}>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        ) : null}
        <Button type="submit" variant="primary" loading={add.isPending} icon={<Icon name="plus" size={16} />}>
          {label('save')}
        </Button>
      </div>
    </form>
  );
}
