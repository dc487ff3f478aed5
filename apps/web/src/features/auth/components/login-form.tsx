import type { SocialProvider, TCountry, TLoginValue } from '@platform/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button.tsx';
import { Checkbox, PasswordField, TextField } from '../../../components/field/field.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { TabPanel, Tabs } from '../../../components/tabs/tabs.tsx';
import { session, type UserInfo } from '../../../lib/session.ts';
import {
  errorText,
  requestLoginSms,
  useFreePlayMutation,
  useLoginMutation,
  verificationChallenge,
  wantsCaptcha,
  type LoginType,
  type VerificationChallenge,
} from '../api/auth-api.ts';
import { useCaptcha } from '../hooks/use-captcha.ts';
import { readRememberedAccount, rememberAccount } from '../remember.ts';
import { useDialCode } from '../hooks/use-dial-code.ts';
import styles from './auth.module.css';
import { CaptchaField, SmsCodeField } from './code-fields.tsx';
import { CountryCodeSelect } from './country-code-select.tsx';
import { LoginVerification } from './login-verification.tsx';
import { SocialLoginButtons } from './social-login-buttons.tsx';

/** How the login was completed; the caller decides where the member goes next (spec §4 "Login"). */
export interface LoginResult {
  value: TLoginValue;
  via: LoginType | 'verification' | 'freeplay' | 'register' | 'social';
  /** The password typed (username logins only), for a forced password change right after. */
  password?: string;
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
  /** The agent login page: the server admits agents only (NOT_AGENT otherwise). */
  agentLogin?: boolean;
  /** "Continue with Google / Facebook" (white-label GOOGLE_LOGIN, FACEBOOK_LOGIN and a configured provider). */
  socialProviders?: readonly SocialProvider[];
  /** Refuses a login after the fact: returns the message to show. */
  accept?: (user: UserInfo | null) => string | null;
  idPrefix?: string;
  autoFocus?: boolean;
}

const MOBILE_PATTERN = /^\d{6,15}$/;

export function LoginForm({
  smsLogin,
  freePlay,
  countries,
  preferredCountry,
  onSuccess,
  onForgot,
  onRegister,
  onTerms,
  agentLogin,
  socialProviders = [],
  accept,
  idPrefix = 'login',
  autoFocus = true,
}: LoginFormProps) {
  const { t } = useTranslation();
  const [type, setType] = useState<LoginType>('username');
  const [username, setUsername] = useState(readRememberedAccount);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(() => !!readRememberedAccount());
  const [dialCode, setDialCode] = useDialCode(countries, preferredCountry);
  const [mobile, setMobile] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<VerificationChallenge | null>(null);
  const captcha = useCaptcha((error) => setFormError(errorText(error, t)));
  const loginMutation = useLoginMutation();
  const freePlayMutation = useFreePlayMutation();

  useEffect(() => {
    if (!smsLogin && type === 'sms') setType('username');
  }, [smsLogin, type]);

  const validate = () => {
    const next: Record<string, string> = {};
    const required = t('auth.required');
    if (type === 'username') {
      if (!username.trim()) next.username = required;
      if (!password.trim()) next.password = required;
    } else {
      if (!mobile.trim()) next.mobile = required;
      else if (!MOBILE_PATTERN.test(mobile)) next.mobile = t('auth.invalidMobile');
      if (!smsCode.trim()) next.smsCode = required;
    }
    if (captcha.captcha && !captcha.text.trim()) next.captcha = t('auth.enterCaptcha');
    setErrors(next);
    return Object.keys(next).length === 0;
  };

  const finish = (result: LoginResult) => {
    const refusal = accept?.(result.value.memberInfo) ?? null;
    if (refusal) {
      session.clear();
      setChallenge(null);
      setFormError(refusal);
      return;
    }
    if (result.via === 'username' || result.via === 'verification')
      rememberAccount(remember ? username.trim() : null);
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
        captcha: captcha.captcha ? captcha.text : undefined,
        captchaKey: captcha.captcha?.captchaKey,
        agentLogin: agentLogin || undefined,
      });
      captcha.reset();
      finish({ value, via: type, password: type === 'username' ? password.trim() : undefined });
    } catch (error) {
      const verification = verificationChallenge(error);
      if (verification) {
        captcha.reset();
        setChallenge(verification);
        return;
      }
      setFormError(errorText(error, t));
      // A shown captcha is spent by the attempt; a new one is needed either way.
      if (wantsCaptcha(error) || captcha.captcha) captcha.renew();
    }
  };

  const playFree = async () => {
    setFormError(null);
    try {
      finish({ value: await freePlayMutation.mutateAsync(), via: 'freeplay' });
    } catch (error) {
      setFormError(errorText(error, t));
    }
  };

  if (challenge) {
    return (
      <LoginVerification
        challenge={challenge}
        idPrefix={`${idPrefix}-verify`}
        onBack={() => {
          setChallenge(null);
          setPassword('');
        }}
        onSuccess={(value) => finish({ value, via: 'verification', password: password.trim() })}
      />
    );
  }

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
          onChange={(next) => {
            setType(next);
            setErrors({});
            setFormError(null);
          }}
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
              autoCapitalize="off"
              spellCheck={false}
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
            <SmsCodeField
              name="smsCode"
              value={smsCode}
              onChange={setSmsCode}
              error={errors.smsCode}
              precheck={() => (MOBILE_PATTERN.test(mobile) ? null : t('auth.invalidMobile'))}
              onPrecheckFailed={(message) => setErrors({ mobile: message })}
              send={() => requestLoginSms(mobile, dialCode)}
            />
          </>
        )}

        {captcha.captcha ? (
          <CaptchaField
            captcha={captcha.captcha}
            value={captcha.text}
            onChange={captcha.setText}
            onRefresh={captcha.refresh}
            error={errors.captcha}
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

      <SocialLoginButtons providers={socialProviders} />

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
