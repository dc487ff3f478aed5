import type { TLoginValue, VerificationMethod } from '@platform/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button.tsx';
import { TextField } from '../../../components/field/field.tsx';
import { Icon, type IconName } from '../../../components/icon/icon.tsx';
import { TabPanel, Tabs } from '../../../components/tabs/tabs.tsx';
import {
  completeLoginVerification,
  errorCode,
  errorText,
  sendLoginVerificationCode,
  type VerificationChallenge,
} from '../api/auth-api.ts';
import styles from './auth.module.css';
import { SmsCodeField } from './code-fields.tsx';

const ICONS: Record<VerificationMethod, IconName> = {
  SMS: 'phone',
  EMAIL: 'mail',
  BANK_NAME: 'wallet',
  TOTP: 'shield',
};

/**
 * Second step of a login from an IP the member has not used (spec §1, §4): the member proves it is
 * them with a code sent to the bound phone or e-mail, the real name of the bank account, or the
 * authenticator app, and the login completes.
 */
export function LoginVerification({
  challenge,
  idPrefix,
  onBack,
  onSuccess,
}: {
  challenge: VerificationChallenge;
  idPrefix: string;
  onBack: () => void;
  onSuccess: (value: TLoginValue) => void;
}) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<VerificationMethod>(challenge.methods[0]!);
  const [codes, setCodes] = useState<Partial<Record<VerificationMethod, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const [busy, setBusy] = useState(false);
  const code = codes[method] ?? '';
  const setCode = (value: string) => setCodes((c) => ({ ...c, [method]: value }));

  const validate = (): string | null => {
    const value = code.trim();
    if (!value) return t('auth.required');
    if (method === 'TOTP' && !/^\d{6}$/.test(value)) return t('auth.verify.totpInvalid');
    if (method === 'BANK_NAME' && value.length < 2) return t('auth.verify.bankNameInvalid');
    return null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const problem = validate();
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      onSuccess(
        await completeLoginVerification({ verificationToken: challenge.verificationToken, method, code }),
      );
    } catch (failure) {
      const failed = errorCode(failure);
      if (failed === 'UNAUTHORIZED') {
        setExpired(true);
        setFormError(t('auth.verify.expired'));
      } else if (failed === 'SMS_CODE_INVALID') setError(errorText(failure, t));
      else setFormError(errorText(failure, t));
    } finally {
      setBusy(false);
    }
  };

  const tabs = challenge.methods.map((m) => ({
    id: m,
    label: t(`auth.verify.method.${m}`),
    icon: <Icon name={ICONS[m]} size={16} />,
  }));

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${idPrefix}-title`}>
      <div className={styles.stepHead}>
        <span className={styles.stepIcon} aria-hidden="true">
          <Icon name="shield" size={22} />
        </span>
        <div>
          <h3 id={`${idPrefix}-title`} className={styles.stepTitle}>
            {t('auth.verify.title')}
          </h3>
          <p className={styles.stepText}>{t('auth.verify.text')}</p>
        </div>
      </div>

      {tabs.length > 1 ? (
        <Tabs
          items={tabs}
          value={method}
          onChange={(next) => {
            setMethod(next);
            setError(null);
            setFormError(null);
          }}
          label={t('auth.verify.methodLabel')}
          variant="segmented"
          idPrefix={idPrefix}
          className={styles.methodTabs}
        />
      ) : null}

      <TabPanel prefix={idPrefix} id={method} className={styles.fields}>
        {method === 'SMS' || method === 'EMAIL' ? (
          <SmsCodeField
            key={method}
            label={t(method === 'SMS' ? 'auth.verify.smsCode' : 'auth.verify.emailCode')}
            value={code}
            onChange={setCode}
            error={error}
            required
            sentText={t(method === 'SMS' ? 'auth.verify.smsSent' : 'auth.verify.emailSent')}
            send={() => sendLoginVerificationCode(challenge.verificationToken, method)}
          />
        ) : method === 'BANK_NAME' ? (
          <TextField
            key={method}
            label={t('auth.verify.bankName')}
            icon="user"
            name="bankName"
            autoComplete="off"
            placeholder={t('auth.verify.bankNamePlaceholder')}
            hint={t('auth.verify.bankNameHint')}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={error}
            required
            autoFocus
          />
        ) : (
          <TextField
            key={method}
            label={t('auth.verify.totpCode')}
            icon="shield"
            name="totp"
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="000000"
            maxLength={6}
            hint={t('auth.verify.totpHint')}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            error={error}
            required
            autoFocus
            className={styles.codeInput}
          />
        )}
      </TabPanel>

      {formError ? (
        <div className={styles.alert} role="alert">
          <Icon name="error" size={18} />
          <span>{formError}</span>
        </div>
      ) : null}

      {expired ? (
        <Button size="lg" block onClick={onBack}>
          {t('auth.verify.back')}
        </Button>
      ) : (
        <>
          <Button type="submit" size="lg" block loading={busy}>
            {t('auth.verify.submit')}
          </Button>
          <button type="button" className={`${styles.link} ${styles.backLink}`} onClick={onBack}>
            <Icon name="chevronLeft" size={16} />
            {t('auth.verify.back')}
          </button>
        </>
      )}
    </form>
  );
}
