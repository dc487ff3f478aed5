import type { TCountry, TFieldRule, TLoginValue } from '@platform/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button.tsx';
import { PasswordField, TextField } from '../../../components/field/field.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { ModalFrame } from '../../../components/modal/index.ts';
import { TabPanel, Tabs } from '../../../components/tabs/tabs.tsx';
import {
  errorCode,
  errorText,
  fieldInvalid,
  forgotByEmail,
  requestLoginSms,
  resetByPhone,
} from '../api/auth-api.ts';
import { newPasswordProblems, sharedMessage } from '../register-fields.ts';
import { AuthBanner } from './auth-banner.tsx';
import { useDialCode } from '../hooks/use-dial-code.ts';
import styles from './auth.module.css';
import { SmsCodeField } from './code-fields.tsx';
import { CountryCodeSelect } from './country-code-select.tsx';

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
}

const MOBILE_PATTERN = /^\d{6,15}$/;
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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!phoneReset && tab === 'mobile') setTab('email');
  }, [phoneReset, tab]);

  const validate = () => {
    const next: Record<string, string> = {};
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
    setErrors(next);
    return Object.keys(next).length === 0;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (busy || !validate()) return;
    setBusy(true);
    try {
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
    } catch (error) {
      const failed = errorCode(error);
      if (failed === 'SMS_CODE_INVALID') setErrors({ code: errorText(error, t) });
      else if (failed === 'PASSWORD_MISMATCH') setErrors({ confirm: errorText(error, t) });
      else if (fieldInvalid(error)?.field === 'password') setErrors({ password: errorText(error, t) });
      else if (fieldInvalid(error)?.field === 'mobileNum')
        setErrors({ mobile: sharedMessage(i18n.language, 'phoneFormat') });
      else setFormError(errorText(error, t));
    } finally {
      setBusy(false);
    }
  };

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
      banner={<AuthBanner group="w_forget" heading={t('forgot.bannerTitle')} text={t('forgot.bannerText')} />}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        {tabs.length > 1 ? (
          <Tabs
            items={tabs}
            value={tab}
            onChange={(next) => {
              setTab(next);
              setErrors({});
              setFormError(null);
            }}
            label={t('forgot.method')}
            variant="segmented"
            idPrefix="forgot"
          />
        ) : null}
        <TabPanel prefix="forgot" id={tab} className={styles.fields}>
          {tab === 'email' ? (
            <>
              <p className={styles.lead}>{t('forgot.emailLead')}</p>
              <TextField
                label={t('auth.username')}
                icon="user"
                name="username"
                autoComplete="username"
                autoCapitalize="off"
                spellCheck={false}
                placeholder={t('auth.usernamePlaceholder')}
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
              <TextField
                label={t('auth.mobile')}
                name="mobile"
                inputMode="numeric"
                autoComplete="tel-national"
                placeholder={t('auth.mobilePlaceholder')}
                value={mobile}
                onChange={(e) => setMobile(e.target.value.replace(/[^\d]/g, ''))}
                error={errors.mobile}
                required
                leading={<CountryCodeSelect countries={countries} value={dialCode} onChange={setDialCode} />}
              />
              <SmsCodeField
                value={code}
                onChange={setCode}
                error={errors.code}
                required
                precheck={() => (MOBILE_PATTERN.test(mobile) ? null : t('auth.invalidMobile'))}
                onPrecheckFailed={(message) => setErrors({ mobile: message })}
                send={() => requestLoginSms(mobile, dialCode)}
              />
              <PasswordField
                label={t('password.new')}
                icon="lock"
                name="newPassword"
                autoComplete="new-password"
                placeholder={t('register.placeholders.password')}
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                error={errors.password}
                required
              />
              <PasswordField
                label={t('password.confirm')}
                icon="lock"
                name="confirmNewPassword"
                autoComplete="new-password"
                placeholder={t('auth.confirmPasswordPlaceholder')}
                value={confirm}
                onChange={(e) => setConfirm(e.target.value)}
                error={errors.confirm}
                required
              />
            </>
          )}
        </TabPanel>

        {formError ? (
          <div className={styles.alert} role="alert">
            <Icon name="error" size={18} />
            <span>{formError}</span>
          </div>
        ) : null}

        <Button type="submit" size="lg" block loading={busy}>
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
