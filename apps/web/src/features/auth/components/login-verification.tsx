import type { TLoginValue, VerificationMethod } from '@platform/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button.tsx';
import { TextField } from '../../../components/field/field.tsx';
import { Icon, type IconName } from '../../../components/icon/icon.tsx';
import { TabPanel } from '../../../components/tabs/tabs.tsx';
import {
  completeLoginVerification,
  errorCode,
  errorText,
  sendLoginVerificationCode,
  type VerificationChallenge,
} from '../api/auth-api.ts';
import { useAuthForm } from '../hooks/use-auth-form.ts';
import styles from './auth.module.css';
import { SmsCodeField } from './code-fields.tsx';
import { FormAlert } from './form-alert.tsx';
import { MethodTabs } from './method-tabs.tsx';

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
  const form = useAuthForm<'code'>();
  const error = form.errors.code;
  const [expired, setExpired] = useState(false);
  const code = codes[method] ?? '';
  const setCode = (value: string) => setCodes((c) => ({ ...c, [method]: value }));

  const validate = (): string | null => {
    const value = code.trim();
    if (!value) return t('auth.required');
    if (method === 'TOTP' && !/^\d{6}$/.test(value)) return t('auth.verify.totpInvalid');
    if (method === 'BANK_NAME' && value.length < 2) return t('auth.verify.bankNameInvalid');
    return null;
  };

  const submit = form.submit({
    validate: () => form.check({ code: validate() ?? undefined }),
    send: async () =>
      onSuccess(
        await completeLoginVerification({ verificationToken: challenge.verificationToken, method, code }),
      ),
    fail: (failure) => {
      const failed = errorCode(failure);
      if (failed === 'UNAUTHORIZED') {
        setExpired(true);
        form.setFormError(t('auth.verify.expired'));
      } else if (failed === 'SMS_CODE_INVALID') form.setErrors({ code: errorText(failure, t) });
      else form.setFormError(errorText(failure, t));
    },
  });

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

      <MethodTabs
        items={tabs}
        value={method}
        onChange={form.switchTab(setMethod)}
        label={t('auth.verify.methodLabel')}
        idPrefix={idPrefix}
        className={styles.methodTabs}
      />

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

      <FormAlert message={form.formError} />

      {expired ? (
        <Button size="lg" block onClick={onBack}>
          {t('auth.verify.back')}
        </Button>
      ) : (
        <>
          <Button type="submit" size="lg" block loading={form.busy}>
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
