import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button.tsx';
import { Card } from '../../../components/card/card.tsx';
import { PasswordField } from '../../../components/field/field.tsx';
import { showToast } from '../../../components/toast/index.ts';
import { describeApiError } from '../../../lib/api-client.ts';
import { useSetPaymentPassword } from '../api/withdraw-api.ts';
import styles from './cashier.module.css';

export const PAYMENT_PASSWORD = /^\d{6}$/;

/**
 * Sets the 6-digit payment password that every withdrawal and transfer asks for. The first time the
 * login password proves it is the member; afterwards the old payment password does.
 */
export function PaymentPasswordForm({ isSet, onDone }: { isSet: boolean; onDone?: () => void }) {
  const { t } = useTranslation();
  const save = useSetPaymentPassword();
  const [proof, setProof] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!proof) found.proof = t('cashier.required');
    if (!PAYMENT_PASSWORD.test(next)) found.next = t('cashier.paymentPassword.rule');
    if (confirm !== next) found.confirm = t('cashier.paymentPassword.mismatch');
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    try {
      await save.mutateAsync(
        isSet
          ? { oldPaymentPassword: proof, newPaymentPassword: next }
          : { loginPassword: proof, newPaymentPassword: next },
      );
      showToast(t('cashier.paymentPassword.saved'));
      setProof('');
      setNext('');
      setConfirm('');
      onDone?.();
    } catch (error) {
      setFailure(describeApiError(error, (key) => t(key)));
    }
  };

  const digits = (value: string) => value.replace(/\D/g, '').slice(0, 6);

  return (
    <Card
      id="payment-password-title"
      icon="key"
      tone="primary"
      title={isSet ? t('cashier.paymentPassword.changeTitle') : t('cashier.paymentPassword.setTitle')}
      text={isSet ? t('cashier.paymentPassword.changeText') : t('cashier.paymentPassword.setText')}
      testId="payment-password-card"
    >
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <PasswordField
          label={isSet ? t('cashier.paymentPassword.old') : t('cashier.paymentPassword.loginPassword')}
          value={proof}
          onChange={(e) => setProof(isSet ? digits(e.target.value) : e.target.value)}
          autoComplete={isSet ? 'off' : 'current-password'}
          inputMode={isSet ? 'numeric' : undefined}
          error={errors.proof}
          required
        />
        <div className={styles.formRow}>
          <PasswordField
            label={t('cashier.paymentPassword.new')}
            value={next}
            onChange={(e) => setNext(digits(e.target.value))}
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            placeholder="••••••"
            error={errors.next}
            hint={t('cashier.paymentPassword.rule')}
            required
          />
          <PasswordField
            label={t('cashier.paymentPassword.confirm')}
            value={confirm}
            onChange={(e) => setConfirm(digits(e.target.value))}
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            placeholder="••••••"
            error={errors.confirm}
            required
          />
        </div>
        {failure ? (
          <p className={styles.formError} role="alert">
            {failure}
          </p>
        ) : null}
        <div className={styles.formActions}>
          <Button type="submit" loading={save.isPending}>
            {t('cashier.paymentPassword.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
