import type { TCountry } from '@platform/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button.tsx';
import { Checkbox, PasswordField, TextField } from '../../../components/field/field.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { ModalFrame } from '../../../components/modal/index.ts';
import { TabPanel, Tabs } from '../../../components/tabs/tabs.tsx';
import type { UserInfo } from '../../../lib/session.ts';
import { errorText, requestRegisterSms, useRegisterMutation } from '../api/auth-api.ts';
import { smsCountdownSeconds, useCountdown } from '../hooks/use-countdown.ts';
import { AuthBanner } from './auth-banner.tsx';
import styles from './auth.module.css';
import { CountryCodeSelect, defaultDialingCode } from './country-code-select.tsx';

type RegisterType = 'username' | 'mobile';

export interface RegisterDialogProps {
  open: boolean;
  onClose: () => void;
  brandName: string;
  /** White-label MOBILE_REGISTER: the mobile tab exists and is the default. */
  mobileRegister: boolean;
  /** White-label SMS_REGISTER_VERIFY: mobile registration needs an SMS code. */
  smsVerify: boolean;
  countries: TCountry[];
  preferredCountry?: string;
  onSuccess: (result: { user: UserInfo | null; loggedIn: boolean }) => void;
  onLogin: () => void;
  onTerms: () => void;
}

const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9]{3,15}$/;
const PASSWORD_PATTERN = /^.{6,20}$/;

/** Register popup (spec §2, §4 "Register"): username or mobile tabs, terms acceptance required. */
export function RegisterDialog({
  open,
  onClose,
  brandName,
  mobileRegister,
  smsVerify,
  countries,
  preferredCountry,
  onSuccess,
  onLogin,
  onTerms,
}: RegisterDialogProps) {
  const { t } = useTranslation();
  const [type, setType] = useState<RegisterType>(mobileRegister ? 'mobile' : 'username');
  const [username, setUsername] = useState('');
  const [dialCode, setDialCode] = useState(() => defaultDialingCode(countries, preferredCountry));
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [terms, setTerms] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [smsInfo, setSmsInfo] = useState<string | null>(null);
  const lastSms = useRef(0);
  const countdown = useCountdown();
  const mutation = useRegisterMutation();

  useEffect(() => {
    setType(mobileRegister ? 'mobile' : 'username');
  }, [mobileRegister]);

  useEffect(() => {
    if (countries.length && !countries.some((c) => c.countryDialingCode === dialCode)) {
      setDialCode(defaultDialingCode(countries, preferredCountry));
    }
  }, [countries, dialCode, preferredCountry]);

  const sendSms = async () => {
    const now = Date.now();
    if (countdown.running || now - lastSms.current < 1000) return;
    lastSms.current = now;
    if (!/^\d{6,15}$/.test(mobile)) {
      setErrors({ mobile: t('auth.invalidMobile') });
      return;
    }
    setErrors({});
    try {
      const value = await requestRegisterSms(mobile, dialCode);
      countdown.start(smsCountdownSeconds(value?.expiredMinutes));
      setSmsInfo(t('auth.codeSent'));
    } catch (error) {
      setFormError(errorText(error, t));
    }
  };

  const validate = () => {
    const next: Record<string, string> = {};
    const required = t('auth.required');
    if (type === 'username') {
      if (!username.trim()) next.username = required;
      else if (!USERNAME_PATTERN.test(username.trim())) next.username = t('auth.usernameRule');
    } else {
      if (!mobile) next.mobile = required;
      else if (!/^\d{6,15}$/.test(mobile)) next.mobile = t('auth.invalidMobile');
      if (smsVerify && !code) next.code = required;
    }
    if (!password) next.password = required;
    else if (!PASSWORD_PATTERN.test(password)) next.password = t('auth.passwordRule', { min: 6, max: 20 });
    if (!confirm) next.confirm = required;
    else if (confirm !== password) next.confirm = t('auth.mismatch');
    setErrors(next);
    setTermsError(!terms);
    return Object.keys(next).length === 0 && terms;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!validate()) return;
    const mobileType = type === 'mobile';
    try {
      const value = await mutation.mutateAsync({
        mobile: mobileType,
        payload: {
          // Spec §4: for the mobile type, the username equals the mobile number.
          username: mobileType ? mobile : username,
          password,
          confirmPassword: confirm,
          mobileNum: mobileType ? mobile : undefined,
          countryDialingCode: mobileType ? dialCode : undefined,
          verificationCode: mobileType && smsVerify ? code : undefined,
        },
      });
      onSuccess({ user: value.user, loggedIn: !!value.token });
    } catch (error) {
      setFormError(errorText(error, t));
    }
  };

  const tabs = [
    ...(mobileRegister
      ? [{ id: 'mobile' as const, label: t('auth.tabMobileRegister'), icon: <Icon name="phone" size={16} /> }]
      : []),
    { id: 'username' as const, label: t('auth.tabUsernameRegister'), icon: <Icon name="user" size={16} /> },
  ];

  return (
    <ModalFrame
      open={open}
      onClose={onClose}
      title={t('auth.registerTitle')}
      size="md"
      className={styles.dialog}
      banner={
        <AuthBanner
          heading={t('auth.registerBannerTitle', { brand: brandName })}
          text={t('auth.registerBannerText')}
        />
      }
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        {tabs.length > 1 ? (
          <Tabs
            items={tabs}
            value={type}
            onChange={setType}
            label={t('auth.registerMethod')}
            variant="segmented"
            idPrefix="register"
          />
        ) : null}
        <TabPanel prefix="register" id={type} className={styles.fields}>
          {type === 'username' ? (
            <TextField
              label={t('auth.username')}
              icon="user"
              name="username"
              autoComplete="username"
              placeholder={t('auth.usernameRule')}
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              error={errors.username}
              autoFocus
            />
          ) : (
            <>
              <TextField
                label={t('auth.mobile')}
                name="mobile"
                inputMode="numeric"
                autoComplete="tel-national"
                placeholder={t('auth.mobilePlaceholder')}
                value={mobile}
                onChange={(e) => setMobile(e.target.value.replace(/[^\d]/g, ''))}
                error={errors.mobile}
                leading={<CountryCodeSelect countries={countries} value={dialCode} onChange={setDialCode} />}
                autoFocus
              />
              {smsVerify ? (
                <TextField
                  label={t('auth.smsCode')}
                  icon="message"
                  name="verificationCode"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  placeholder={t('auth.smsCodePlaceholder')}
                  value={code}
                  onChange={(e) => setCode(e.target.value.trim())}
                  error={errors.code}
                  hint={smsInfo ?? undefined}
                  trailing={
                    <button
                      type="button"
                      className={styles.inlineAction}
                      onClick={() => void sendSms()}
                      disabled={countdown.running}
                    >
                      {countdown.running
                        ? t('auth.resendIn', { seconds: countdown.left })
                        : t('auth.sendCode')}
                    </button>
                  }
                />
              ) : null}
            </>
          )}
          <PasswordField
            label={t('auth.password')}
            icon="lock"
            name="password"
            autoComplete="new-password"
            placeholder={t('auth.passwordRule', { min: 6, max: 20 })}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password}
          />
          <PasswordField
            label={t('auth.confirmPassword')}
            icon="lock"
            name="confirmPassword"
            autoComplete="new-password"
            placeholder={t('auth.confirmPasswordPlaceholder')}
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            error={errors.confirm}
          />
          <Checkbox
            checked={terms}
            error={termsError}
            onChange={(e) => {
              setTerms(e.target.checked);
              if (e.target.checked) setTermsError(false);
            }}
          >
            {t('auth.termsAgreePrefix', { age: 18 })}{' '}
            <button type="button" onClick={onTerms}>
              {t('auth.termsLink')}
            </button>
          </Checkbox>
          {termsError ? (
            <p className={styles.fieldError} role="alert">
              {t('auth.agreeTerms', { terms: t('auth.termsLink') })}
            </p>
          ) : null}
        </TabPanel>

        {formError ? (
          <div className={styles.alert} role="alert">
            <Icon name="error" size={18} />
            <span>{formError}</span>
          </div>
        ) : null}

        <Button type="submit" size="lg" block loading={mutation.isPending}>
          {t('auth.submitRegister')}
        </Button>

        <p className={styles.switch}>
          {t('auth.haveAccount')}{' '}
          <button type="button" className={styles.link} onClick={onLogin}>
            {t('auth.loginNow')}
          </button>
        </p>
      </form>
    </ModalFrame>
  );
}
