import type { TCountry } from '@platform/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button.tsx';
import { Checkbox, PasswordField, TextField } from '../../../components/field/field.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { TabPanel, Tabs } from '../../../components/tabs/tabs.tsx';
import { session, type UserInfo } from '../../../lib/session.ts';
import {
  errorText,
  fetchCaptcha,
  requestLoginSms,
  useFreePlayMutation,
  useLoginMutation,
  wantsCaptcha,
  type CaptchaValue,
  type LoginType,
} from '../api/auth-api.ts';
import { smsCountdownSeconds, useCountdown } from '../hooks/use-countdown.ts';
import { readRememberedAccount, rememberAccount } from '../remember.ts';
import styles from './auth.module.css';
import { CountryCodeSelect, defaultDialingCode } from './country-code-select.tsx';

export interface LoginResult {
  user: UserInfo | null;
  firstTimeLogin?: boolean;
  passwordExpired?: boolean;
  freePlay?: boolean;
}

export interface LoginFormProps {
  /** SMS (dynamic password) tab, white-label flag SMS_LOGIN. */
  smsLogin: boolean;
  /** Free-play button, white-label flag FREE_PLAY. */
  freePlay: boolean;
  countries: TCountry[];
  preferredCountry?: string;
  onSuccess: (result: LoginResult) => void;
  onForgot?: () => void;
  onRegister?: () => void;
  onTerms?: () => void;
  /** Refuses a login after the fact (e.g. the agent page for a non-agent): returns the message to show. */
  accept?: (user: UserInfo | null) => string | null;
  idPrefix?: string;
  autoFocus?: boolean;
}

const CAPTCHA_THROTTLE_MS = 1000;
const SMS_THROTTLE_MS = 1000;

export function LoginForm({
  smsLogin,
  freePlay,
  countries,
  preferredCountry,
  onSuccess,
  onForgot,
  onRegister,
  onTerms,
  accept,
  idPrefix = 'login',
  autoFocus = true,
}: LoginFormProps) {
  const { t } = useTranslation();
  const [type, setType] = useState<LoginType>('username');
  const [username, setUsername] = useState(readRememberedAccount);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(() => !!readRememberedAccount());
  const [dialCode, setDialCode] = useState(() => defaultDialingCode(countries, preferredCountry));
  const [mobile, setMobile] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [captcha, setCaptcha] = useState<CaptchaValue | null>(null);
  const [captchaText, setCaptchaText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [smsInfo, setSmsInfo] = useState<string | null>(null);
  const lastCaptcha = useRef(0);
  const lastSms = useRef(0);
  const countdown = useCountdown();
  const loginMutation = useLoginMutation();
  const freePlayMutation = useFreePlayMutation();

  useEffect(() => {
    if (!smsLogin && type === 'sms') setType('username');
  }, [smsLogin, type]);

  useEffect(() => {
    if (countries.length && !countries.some((c) => c.countryDialingCode === dialCode)) {
      setDialCode(defaultDialingCode(countries, preferredCountry));
    }
  }, [countries, dialCode, preferredCountry]);

  const loadCaptcha = async () => {
    const now = Date.now();
    if (now - lastCaptcha.current < CAPTCHA_THROTTLE_MS) return;
    lastCaptcha.current = now;
    try {
      setCaptcha(await fetchCaptcha());
      setCaptchaText('');
    } catch (error) {
      setFormError(errorText(error, t));
    }
  };

  const sendSms = async () => {
    const now = Date.now();
    if (countdown.running || now - lastSms.current < SMS_THROTTLE_MS) return;
    lastSms.current = now;
    if (!/^\d{6,15}$/.test(mobile.trim())) {
      setErrors({ mobile: t('auth.invalidMobile') });
      return;
    }
    setErrors({});
    try {
      const value = await requestLoginSms(mobile.trim(), dialCode);
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
      if (!password.trim()) next.password = required;
    } else {
      if (!mobile.trim()) next.mobile = required;
      if (!smsCode.trim()) next.smsCode = required;
    }
    if (captcha && !captchaText.trim()) next.captcha = t('auth.enterCaptcha');
    setErrors(next);
    return Object.keys(next).length === 0;
  };

  const finish = (result: LoginResult) => {
    const refusal = accept?.(result.user) ?? null;
    if (refusal) {
      session.clear();
      setFormError(refusal);
      return;
    }
    onSuccess(result);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!validate()) return;
    try {
      const value = await loginMutation.mutateAsync({
        type,
        username: type === 'username' ? username : mobile,
        password: type === 'username' ? password : smsCode,
        countryDialingCode: type === 'sms' ? dialCode : undefined,
        captcha: captcha ? captchaText.trim() : undefined,
        captchaKey: captcha?.captchaKey,
      });
      if (type === 'username') rememberAccount(remember ? username.trim() : null);
      finish({
        user: value.user,
        firstTimeLogin: value.firstTimeLogin,
        passwordExpired: value.passwordExpired,
      });
    } catch (error) {
      setFormError(errorText(error, t));
      if (wantsCaptcha(error) || captcha) void loadCaptcha();
    }
  };

  const playFree = async () => {
    setFormError(null);
    try {
      const value = await freePlayMutation.mutateAsync();
      finish({ user: value.user, freePlay: true });
    } catch (error) {
      setFormError(errorText(error, t));
    }
  };

  const tabs = [
    { id: 'username' as const, label: t('auth.tabUsernameLogin'), icon: <Icon name="user" size={16} /> },
    ...(smsLogin
      ? [{ id: 'sms' as const, label: t('auth.tabSmsLogin'), icon: <Icon name="phone" size={16} /> }]
      : []),
  ];

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {tabs.length > 1 ? (
        <Tabs
          items={tabs}
          value={type}
          onChange={setType}
          label={t('auth.loginMethod')}
          variant="segmented"
          idPrefix={idPrefix}
        />
      ) : null}

      <TabPanel prefix={idPrefix} id={type} className={styles.fields}>
        {type === 'username' ? (
          <>
            <TextField
              label={t('auth.username')}
              icon="user"
              name="username"
              autoComplete="username"
              placeholder={t('auth.usernamePlaceholder')}
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              error={errors.username}
              autoFocus={autoFocus}
            />
            <PasswordField
              label={t('auth.password')}
              icon="lock"
              name="password"
              autoComplete="current-password"
              placeholder={t('auth.passwordPlaceholder')}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={errors.password}
            />
          </>
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
            />
            <TextField
              label={t('auth.smsCode')}
              icon="message"
              name="smsCode"
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder={t('auth.smsCodePlaceholder')}
              value={smsCode}
              onChange={(e) => setSmsCode(e.target.value.trim())}
              error={errors.smsCode}
              hint={smsInfo ?? undefined}
              trailing={
                <button
                  type="button"
                  className={styles.inlineAction}
                  onClick={() => void sendSms()}
                  disabled={countdown.running}
                >
                  {countdown.running ? t('auth.resendIn', { seconds: countdown.left }) : t('auth.sendCode')}
                </button>
              }
            />
          </>
        )}

        {captcha ? (
          <TextField
            label={t('auth.captcha')}
            icon="shield"
            name="captcha"
            autoComplete="off"
            placeholder={t('auth.captchaPlaceholder')}
            value={captchaText}
            onChange={(e) => setCaptchaText(e.target.value)}
            error={errors.captcha}
            trailing={
              <button
                type="button"
                className={styles.captchaImage}
                onClick={() => void loadCaptcha()}
                aria-label={t('auth.refreshCaptcha')}
              >
                <img src={captcha.image} alt="" />
              </button>
            }
          />
        ) : null}

        {type === 'username' ? (
          <div className={styles.row}>
            <Checkbox checked={remember} onChange={(e) => setRemember(e.target.checked)}>
              {t('auth.remember')}
            </Checkbox>
            {onForgot ? (
              <button type="button" className={styles.link} onClick={onForgot}>
                {t('auth.forgot')}
              </button>
            ) : null}
          </div>
        ) : null}
      </TabPanel>

      {formError ? (
        <div className={styles.alert} role="alert">
          <Icon name="error" size={18} />
          <span>{formError}</span>
        </div>
      ) : null}

      <Button type="submit" size="lg" block loading={loginMutation.isPending}>
        {t('auth.submitLogin')}
      </Button>

      {freePlay ? (
        <>
          <div className={styles.divider}>
            <span>{t('auth.or')}</span>
          </div>
          <Button
            variant="outline"
            size="lg"
            block
            icon={<Icon name="play" size={18} />}
            loading={freePlayMutation.isPending}
            onClick={() => void playFree()}
          >
            {t('auth.freePlay')}
          </Button>
        </>
      ) : null}

      {onRegister ? (
        <p className={styles.switch}>
          {t('auth.noAccount')}{' '}
          <button type="button" className={styles.link} onClick={onRegister}>
            {t('auth.registerNow')}
          </button>
        </p>
      ) : null}

      {onTerms ? (
        <p className={styles.terms}>
          {t('auth.loginTermsPrefix')}{' '}
          <button type="button" className={styles.link} onClick={onTerms}>
            {t('auth.termsLink')}
          </button>
        </p>
      ) : null}
    </form>
  );
}
