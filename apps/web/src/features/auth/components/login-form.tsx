import type { SocialProvider, TCountry, TLoginValue } from '@platform/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button.tsx';
import { Checkbox } from '../../../components/field/field.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { TabPanel } from '../../../components/tabs/tabs.tsx';
import { session, type UserInfo } from '../../../lib/session.ts';
import { errorText, useFreePlayMutation, useLoginMutation, type LoginType } from '../api/auth-api.ts';
import { useAuthForm } from '../hooks/use-auth-form.ts';
import { useDialCode } from '../hooks/use-dial-code.ts';
import { readRememberedAccount, rememberAccount } from '../remember.ts';
import { LoginPasswordField, MOBILE_PATTERN, MobileCodeFields, UsernameField } from './auth-fields.tsx';
import styles from './auth.module.css';
import { CaptchaField } from './code-fields.tsx';
import { FormAlert } from './form-alert.tsx';
import { MethodTabs } from './method-tabs.tsx';
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
  const form = useAuthForm<'username' | 'password' | 'mobile' | 'smsCode' | 'captcha'>();
  const { errors, setErrors, setFormError, challenge, setChallenge, captcha } = form;
  const loginMutation = useLoginMutation();
  const freePlayMutation = useFreePlayMutation();

  useEffect(() => {
    if (!smsLogin && type === 'sms') setType('username');
  }, [smsLogin, type]);

  const validate = () => {
    const next: typeof errors = {};
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
    return form.check(next);
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

  const submit = form.submit({
    validate,
    verification: true,
    captcha: { required: false },
    send: async () => {
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
    },
  });

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
      <MethodTabs
        items={tabs}
        value={type}
        onChange={form.switchTab(setType)}
        label={t('auth.loginMethod')}
        idPrefix={idPrefix}
      />

      <TabPanel prefix={idPrefix} id={type} className={styles.fields}>
        {type === 'username' ? (
          <>
            <UsernameField
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              error={errors.username}
              autoFocus={autoFocus}
            />
            <LoginPasswordField
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={errors.password}
            />
          </>
        ) : (
          <MobileCodeFields
            countries={countries}
            dialCode={dialCode}
            onDialCode={setDialCode}
            mobile={mobile}
            onMobile={setMobile}
            code={smsCode}
            onCode={setSmsCode}
            codeName="smsCode"
            errors={{ mobile: errors.mobile, code: errors.smsCode }}
            onMobileError={(message) => setErrors({ mobile: message })}
          />
        )}

        {captcha.captcha ? <CaptchaField captcha={captcha} error={errors.captcha} /> : null}

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

      <FormAlert message={form.formError} />

      <Button type="submit" size="lg" block loading={form.busy}>
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
