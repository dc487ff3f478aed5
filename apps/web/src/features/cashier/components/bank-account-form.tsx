import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button.tsx';
import { PasswordField, TextField } from '../../../components/field/field.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { showToast } from '../../../components/toast/index.ts';
import { describeApiError } from '../../../lib/api-client.ts';
import { useAddBankAccount, type BankAccount } from '../api/withdraw-api.ts';
import styles from './cashier.module.css';
import { PAYMENT_PASSWORD } from './payment-password-form.tsx';

/** The server's rule for account numbers: 6 to 34 digits, spaces and dashes allowed while typing. */
const ACCOUNT_NUMBER = /^[0-9 -]{6,34}$/;

/** Binds a bank account to receive withdrawals (at most five per member). */
export function BankAccountForm({
  onAdded,
  onCancel,
}: {
  onAdded: (account: BankAccount) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const add = useAddBankAccount();
  const [bankName, setBankName] = useState('');
  const [accountName, setAccountName] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (bankName.trim().length < 2) found.bankName = t('cashier.bank.bankNameRule');
    if (accountName.trim().length < 2) found.accountName = t('cashier.bank.accountNameRule');
    if (!ACCOUNT_NUMBER.test(accountNumber.trim()) || accountNumber.replace(/\D/g, '').length < 6)
      found.accountNumber = t('cashier.bank.accountNumberRule');
    if (!PAYMENT_PASSWORD.test(paymentPassword)) found.paymentPassword = t('cashier.paymentPassword.rule');
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    try {
      const account = await add.mutateAsync({
        bankName: bankName.trim(),
        accountName: accountName.trim(),
        accountNumber: accountNumber.trim(),
        paymentPassword,
      });
      showToast(t('cashier.bank.added'));
      onAdded(account);
    } catch (error) {
      setFailure(describeApiError(error, (key) => t(key)));
    }
  };

  return (
    <form
      className={`${styles.form} ${styles.subForm}`}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={t('cashier.bank.addTitle')}
    >
      <p className={styles.subFormTitle}>{t('cashier.bank.addTitle')}</p>
      <div className={styles.formRow}>
        <TextField
          label={t('cashier.bank.bankName')}
          value={bankName}
          onChange={(e) => setBankName(e.target.value)}
          placeholder={t('cashier.bank.bankNamePlaceholder')}
          icon="bank"
          maxLength={80}
          error={errors.bankName}
          required
        />
        <TextField
          label={t('cashier.bank.accountName')}
          value={accountName}
          onChange={(e) => setAccountName(e.target.value)}
          placeholder={t('cashier.bank.accountNamePlaceholder')}
          icon="user"
          autoComplete="name"
          maxLength={120}
          error={errors.accountName}
          required
        />
      </div>
      <TextField
        label={t('cashier.bank.accountNumber')}
        value={accountNumber}
        onChange={(e) => setAccountNumber(e.target.value.replace(/[^0-9 -]/g, ''))}
        placeholder={t('cashier.bank.accountNumberPlaceholder')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={34}
        error={errors.accountNumber}
        hint={t('cashier.bank.accountNumberHint')}
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
        hint={t('cashier.bank.paymentPasswordHint')}
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
          {t('cashier.bank.save')}
        </Button>
      </div>
    </form>
  );
}
