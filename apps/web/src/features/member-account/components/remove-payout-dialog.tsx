import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button.tsx';
import { PasswordField } from '../../../components/field/field.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { ModalFrame } from '../../../components/modal/index.ts';
import { showToast } from '../../../components/toast/index.ts';
import { describeApiError } from '../../../lib/api-client.ts';
import { useRemovePayoutMethod, type PayoutMethod } from '../api/member-account-api.ts';
import { accountNumberDisplay } from '../contact-display.ts';
import { kindOf } from '../payout-methods.ts';
import styles from './member-account.module.css';

/** The payment password: six digits (the cashier's rule). */
const PAYMENT_PASSWORD = /^\d{6}$/;

/** Removes a payout method once the payment password confirms it (withdrawals already made keep it). */
export function RemovePayoutDialog({
  method,
  onClose,
}: {
  method: PayoutMethod | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useRemovePayoutMethod();
  const [shown, setShown] = useState<PayoutMethod | null>(method);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  // The last method stays shown while the dialog fades out.
  useEffect(() => {
    if (!method) return;
    setShown(method);
    setPassword('');
    setError(null);
    setFailure(null);
  }, [method]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!shown) return;
    setFailure(null);
    if (!PAYMENT_PASSWORD.test(password)) {
      setError(t('memberAccount.payout.passwordRule'));
      return;
    }
    setError(null);
    try {
      await remove.mutateAsync({ id: shown.id, paymentPassword: password });
      showToast(t('memberAccount.payout.removed'));
      onClose();
    } catch (failed) {
      setFailure(describeApiError(failed, (key) => t(key)));
    }
  };

  const kind = shown ? kindOf(shown) : 'BANK';
  return (
    <ModalFrame
      open={method !== null}
      onClose={onClose}
      title={t('memberAccount.payout.removeTitle')}
      size="sm"
    >
      <form
        className={styles.dialogForm}
        onSubmit={(e) => void submit(e)}
        noValidate
        data-testid="payout-remove-dialog"
      >
        {shown ? (
          <div className={styles.methodSummary}>
            <Icon name={kind === 'EWALLET' ? 'wallet' : 'bank'} size={22} className={styles.confirmIcon} />
            <div>
              <p className={styles.methodName}>{shown.bankName}</p>
              <p className={styles.methodMeta}>
                {shown.accountName} ·{' '}
                <span className={styles.mono}>{accountNumberDisplay(shown.accountNumber)}</span>
              </p>
            </div>
          </div>
        ) : null}
        <p className={styles.dialogLead}>{t('memberAccount.payout.removeText')}</p>
        <PasswordField
          label={t('memberAccount.payout.paymentPassword')}
          icon="key"
          value={password}
          onChange={(e) => setPassword(e.target.value.replace(/\D/g, '').slice(0, 6))}
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          placeholder="••••••"
          error={error}
          required
          autoFocus
        />
        {failure ? (
          <p className={styles.formError} role="alert">
            {failure}
          </p>
        ) : null}
        <div className={styles.dialogActions}>
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant="danger"
            loading={remove.isPending}
            icon={<Icon name="trash" size={16} />}
          >
            {t('memberAccount.payout.removeConfirm')}
          </Button>
        </div>
      </form>
    </ModalFrame>
  );
}
