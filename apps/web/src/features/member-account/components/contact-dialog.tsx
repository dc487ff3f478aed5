import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button.tsx';
import { PasswordField, TextField } from '../../../components/field/field.tsx';
import { ModalFrame } from '../../../components/modal/index.ts';
import { showToast } from '../../../components/toast/index.ts';
import { describeApiError } from '../../../lib/api-client.ts';
import { requestContactCode, useChangeContact } from '../api/member-account-api.ts';
import { contactTargetProblem } from '../contact-display.ts';
import styles from './member-account.module.css';
import type { MemberAccountSlots } from './slots.ts';

export type ContactChannel = 'mobile' | 'email';

const CODE = /^[0-9]{4,8}$/;

/**
 * Changes the e-mail or the mobile: the new address, a code sent to it (resend after its countdown),
 * and the login password, because a changed address can reset the password.
 */
export function ContactDialog({
  channel,
  onClose,
  defaultDialCode,
  slots: { MobileField, CodeField },
}: {
  channel: ContactChannel | null;
  onClose: () => void;
  defaultDialCode: string;
  slots: Pick<MemberAccountSlots, 'MobileField' | 'CodeField'>;
}) {
  const { t } = useTranslation();
  const change = useChangeContact();
  const [shown, setShown] = useState<ContactChannel>('mobile');
  const [dialCode, setDialCode] = useState(defaultDialCode);
  const [address, setAddress] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ address?: string; code?: string; password?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);

  // The dialog keeps the last channel while it closes, so its title does not change as it fades.
  useEffect(() => {
    if (!channel) return;
    setShown(channel);
    setDialCode(defaultDialCode);
    setAddress('');
    setCode('');
    setPassword('');
    setErrors({});
    setFailure(null);
  }, [channel, defaultDialCode]);

  const target = () =>
    shown === 'mobile'
      ? ({ channel: 'mobile', mobileNum: address, countryDialingCode: dialCode } as const)
      : ({ channel: 'email', email: address.trim() } as const);

  const addressProblem = () => {
    const problem = contactTargetProblem(shown, address);
    return problem ? t(`memberAccount.contact.problems.${problem}`) : null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    const problem = addressProblem();
    if (problem) found.address = problem;
    if (!CODE.test(code)) found.code = t('memberAccount.contact.problems.code');
    if (!password) found.password = t('memberAccount.contact.problems.password');
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    try {
      await change.mutateAsync({ ...target(), verificationCode: code, password });
      showToast(t(`memberAccount.contact.saved_${shown}`));
      onClose();
    } catch (failed) {
      setFailure(describeApiError(failed, (key) => t(key)));
    }
  };

  return (
    <ModalFrame
      open={channel !== null}
      onClose={onClose}
      title={t(`memberAccount.contact.title_${shown}`)}
      size="sm"
    >
      <form
        className={styles.dialogForm}
        onSubmit={(e) => void submit(e)}
        noValidate
        data-testid="contact-dialog"
      >
        <p className={styles.dialogLead}>{t(`memberAccount.contact.lead_${shown}`)}</p>
        {shown === 'mobile' ? (
          <MobileField
            label={t('memberAccount.contact.newMobile')}
            dialCode={dialCode}
            onDialCode={setDialCode}
            value={address}
            onDigits={setAddress}
            error={errors.address}
            required
            autoFocus
          />
        ) : (
          <TextField
            label={t('memberAccount.contact.newEmail')}
            icon="mail"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={120}
            placeholder={t('memberAccount.contact.emailPlaceholder')}
            value={address}
            onChange={(e) => setAddress(e.target.value)}
            error={errors.address}
            required
            autoFocus
          />
        )}
        <CodeField
          label={t('memberAccount.contact.code')}
          placeholder={t(`memberAccount.contact.codePlaceholder_${shown}`)}
          value={code}
          onChange={setCode}
          error={errors.code}
          precheck={addressProblem}
          onPrecheckFailed={(message) => setErrors((e) => ({ ...e, address: message }))}
          send={() => requestContactCode(target())}
          sentText={t(`memberAccount.contact.sent_${shown}`)}
          required
        />
        <PasswordField
          label={t('memberAccount.contact.password')}
          icon="lock"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
          hint={t('memberAccount.contact.passwordHint')}
          required
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
          <Button type="submit" loading={change.isPending}>
            {t('memberAccount.contact.save')}
          </Button>
        </div>
      </form>
    </ModalFrame>
  );
}
