import type { TCountry, TFieldRule, TLoginValue } from '@platform/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button.tsx';
import { TextField } from '../../../components/field/field.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { ModalFrame } from '../../../components/modal/index.ts';
import { TabPanel } from '../../../components/tabs/tabs.tsx';
import { errorCode, errorText, fieldInvalid, forgotByEmail, resetByPhone } from '../api/auth-api.ts';
import { useAuthForm } from '../hooks/use-auth-form.ts';
import { newPasswordProblems, sharedMessage } from '../register-fields.ts';
import { AuthBanner } from './auth-banner.tsx';
import { useDialCode } from '../hooks/use-dial-code.ts';
import { MOBILE_PATTERN, MobileCodeFields, NewPasswordFields, UsernameField } from './auth-fields.tsx';
import styles from './auth.module.css';
import { FormAlert } from './form-alert.tsx';
import { MethodTabs } from './method-tabs.tsx';

type ForgotTab = 'email' | 'mobile';

export interface ForgotPasswordDialogProps {
  open: boolean;
  onClose: () => void;
  /** White-label PHONE_RESET: the mobile tab. */
  phoneReset: boolean;
  countries: TCountry[];
  preferredCountry?: string;
  /** The password rule of the register settings, when loaded (the server checks it either way). */
  passwordRule?: TFieldRule;
  /** The e-mail request was accepted (it answers success whether or not the account matched). */
  onEmailSent: () => void;
  /** Reset by phone logs the member in (spec §4). */
  onReset: (value: TLoginValue) => void;
  onCustomerService: () => void;
  /** The group's operator banners (spec §2), replacing the drawn band when the merchant has some. */
  bannerSlot?: ReactNode;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Forgot-password popup (spec §2, §4, §5): by e-mail (username and e-mail; a temporary password is
 * mailed) or, with PHONE_RESET, by mobile (SMS code and a new password, then logged in). A
 * customer-service link and the w_forget banner.
 */
export function ForgotPasswordDialog({
  open,
  onClose,
  phoneReset,
  countries,
  preferredCountry,
  passwordRule,
  onEmailSent,
  onReset,
  onCustomerService,
  bannerSlot,
}: ForgotPasswordDialogProps) {
  const { t, i18n } = useTranslation();
  const [tab, setTab] = useState<ForgotTab>('email');
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [dialCode, setDialCode] = useDialCode(countries, preferredCountry);
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const form = useAuthForm<'username' | 'email' | 'mobile' | 'code' | 'password' | 'confirm'>();
  const { errors, setErrors } = form;

  useEffect(() => {
    if (!phoneReset && tab === 'mobile') setTab('email');
  }, [phoneReset, tab]);

  const validate = () => {
    const next: typeof errors = {};
    const required = sharedMessage(i18n.language, 'required');
    if (tab === 'email') {
      if (!username.trim()) next.username = required;
      if (!email.trim()) next.email = required;
      else if (!EMAIL_PATTERN.test(email.trim())) next.email = sharedMessage(i18n.language, 'accountFormat');
    } else {
      if (!mobile) next.mobile = required;
      else if (!MOBILE_PATTERN.test(mobile)) next.mobile = t('auth.invalidMobile');
      if (!code.trim()) next.code = required;
      Object.assign(next, newPasswordProblems(i18n.language, passwordRule, password, confirm));
    }
    return form.check(next);
  };

  const submit = form.submit({
    validate,
    send: async () => {
      if (tab === 'email') {
        await forgotByEmail({ username, email });
        onEmailSent();
      } else {
        onReset(
          await resetByPhone({
            newPassword: password,
            confirmNewPassword: confirm,
            mobileNum: mobile,
            countryDialingCode: dialCode,
            verificationCode: code.trim(),
          }),
        );
      }
    },
    fail: (error) => {
      const failed = errorCode(error);
      if (failed === 'SMS_CODE_INVALID') setErrors({ code: errorText(error, t) });
      else if (failed === 'PASSWORD_MISMATCH') setErrors({ confirm: errorText(error, t) });
      else if (fieldInvalid(error)?.field === 'password') setErrors({ password: errorText(error, t) });
      else if (fieldInvalid(error)?.field === 'mobileNum')
        setErrors({ mobile: sharedMessage(i18n.language, 'phoneFormat') });
      else form.setFormError(errorText(error, t));
    },
  });

  const tabs = [
    { id: 'email' as const, label: t('forgot.tabEmail'), icon: <Icon name="mail" size={16} /> },
    ...(phoneReset
      ? [{ id: 'mobile' as const, label: t('forgot.tabMobile'), icon: <Icon name="phone" size={16} /> }]
      : []),
  ];

  return (
    <ModalFrame
      open={open}
      onClose={onClose}
      title={t('forgot.title')}
      size="md"
      className={styles.dialog}
      banner={
        bannerSlot ?? (
          <AuthBanner group="w_forget" heading={t('forgot.bannerTitle')} text={t('forgot.bannerText')} />
        )
      }
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <MethodTabs
          items={tabs}
          value={tab}
          onChange={form.switchTab(setTab)}
          label={t('forgot.method')}
          idPrefix="forgot"
        />
        <TabPanel prefix="forgot" id={tab} className={styles.fields}>
          {tab === 'email' ? (
            <>
              <p className={styles.lead}>{t('forgot.emailLead')}</p>
              <UsernameField
                value={username}
                onChange={(e) => setUsername(e.target.value)}
                error={errors.username}
                required
                autoFocus
              />
              <TextField
                label={t('forgot.email')}
                icon="mail"
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                placeholder={t('forgot.emailPlaceholder')}
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                error={errors.email}
                required
              />
            </>
          ) : (
            <>
              <p className={styles.lead}>{t('forgot.mobileLead')}</p>
              <MobileCodeFields
                countries={countries}
                dialCode={dialCode}
                onDialCode={setDialCode}
                mobile={mobile}
                onMobile={setMobile}
                code={code}
                onCode={setCode}
                errors={errors}
                onMobileError={(message) => setErrors({ mobile: message })}
                required
              />
              <NewPasswordFields
                password={password}
                confirm={confirm}
                onPassword={setPassword}
                onConfirm={setConfirm}
                errors={errors}
              />
            </>
          )}
        </TabPanel>

        <FormAlert message={form.formError} />

        <Button type="submit" size="lg" block loading={form.busy}>
          {tab === 'email' ? t('forgot.submitEmail') : t('forgot.submitMobile')}
        </Button>

        <p className={styles.switch}>
          {t('forgot.needHelp')}{' '}
          <button type="button" className={styles.link} onClick={onCustomerService}>
            {t('common.customerService')}
          </button>
        </p>
      </form>
    </ModalFrame>
  );
}
