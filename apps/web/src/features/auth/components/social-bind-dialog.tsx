import type { TLoginValue, TSocialBindingRequired } from '@platform/contracts';
import { SOCIAL_PROVIDER_NAMES, type RegisterRuleField } from '@platform/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button.tsx';
import { TextField } from '../../../components/field/field.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { ModalFrame } from '../../../components/modal/index.ts';
import { TabPanel } from '../../../components/tabs/tabs.tsx';
import { errorCode, errorText, fieldInvalid, registerRulesQuery } from '../api/auth-api.ts';
import { linkSocialAccount, registerSocialAccount } from '../api/social-login-api.ts';
import { useAuthForm } from '../hooks/use-auth-form.ts';
import { checkRegisterForm, registerFieldList } from '../register-fields.ts';
import { ConfirmPasswordField, LoginPasswordField, UsernameField } from './auth-fields.tsx';
import styles from './auth.module.css';
import { CaptchaField } from './code-fields.tsx';
import { FormAlert } from './form-alert.tsx';
import { MethodTabs } from './method-tabs.tsx';
import type { LoginResult } from './login-form.tsx';
import { LoginVerification } from './login-verification.tsx';

type Mode = 'LINK' | 'REGISTER';
type Errors = Partial<Record<string, string>>;

/** Register fields the binding form asks for beyond username and password: the other required ones. */
const EXTRA_SKIPPED: ReadonlySet<RegisterRuleField> = new Set([
  'username',
  'password',
  'captcha',
  'mobileNum',
  'paymentPassword',
]);

/**
 * Spec §4 "Social binding": after a first sign-in with Google or Facebook, the member links an
 * existing account (its username and password) or registers a new one; once confirmed the binding
 * cannot be changed or unbound, which the dialog says before anything is sent.
 */
export function SocialBindDialog({
  binding,
  onClose,
  onSuccess,
}: {
  binding: TSocialBindingRequired;
  onClose: () => void;
  onSuccess: (result: LoginResult) => void;
}) {
  const { t, i18n } = useTranslation();
  const provider = SOCIAL_PROVIDER_NAMES[binding.provider];
  const rules = useQuery(registerRulesQuery);
  const [mode, setMode] = useState<Mode>('LINK');
  const [values, setValues] = useState<Record<string, string>>({});
  const [confirm, setConfirm] = useState('');
  const form = useAuthForm();
  const { errors, setErrors, setFormError, challenge, setChallenge, captcha } = form;
  const [expired, setExpired] = useState(false);
  const registerCaptcha = mode === 'REGISTER' && !!rules.data?.captcha.enabled;
  const extras = useMemo(
    () =>
      rules.data
        ? registerFieldList(rules.data, 'username').filter(
            (s) => s.rule.required && !EXTRA_SKIPPED.has(s.field),
          )
        : [],
    [rules.data],
  );

  const { renew: renewCaptcha, captcha: captchaImage } = captcha;
  useEffect(() => {
    if (registerCaptcha && !captchaImage) renewCaptcha();
  }, [registerCaptcha, captchaImage, renewCaptcha]);

  const value = (field: string) => values[field] ?? '';
  const setValue = (field: string, next: string) => {
    setValues((v) => ({ ...v, [field]: next }));
    form.clearError(field);
  };

  const validate = (): boolean => {
    const found: Errors = {};
    const required = t('auth.required');
    if (mode === 'LINK') {
      if (!value('username').trim()) found.username = required;
      if (!value('password').trim()) found.password = required;
    } else if (rules.data) {
      const specs = [
        ...registerFieldList(rules.data, 'username').filter(
          (s) => s.field === 'username' || s.field === 'password',
        ),
        ...extras,
      ];
      Object.assign(
        found,
        checkRegisterForm(specs, {
          language: i18n.language,
          values,
          confirmPassword: confirm,
          smsVerify: false,
          verificationCode: '',
        }),
      );
    }
    if ((captcha.captcha || registerCaptcha) && !captcha.text.trim()) found.captcha = t('auth.enterCaptcha');
    return form.check(found);
  };

  const finish = (login: TLoginValue, via: LoginResult['via']) =>
    onSuccess({ value: login, via, password: via === 'username' ? value('password').trim() : undefined });

  const showError = (error: unknown) => {
    const code = errorCode(error);
    const message = errorText(error, t);
    const invalid = fieldInvalid(error);
    if (code === 'SOCIAL_TICKET_INVALID') {
      setExpired(true);
      setFormError(message);
    } else if (invalid && (invalid.field === 'username' || invalid.field === 'password'))
      setErrors({ [invalid.field]: message });
    else if (code === 'USERNAME_TAKEN') setErrors({ username: message });
    else if (code === 'PASSWORD_MISMATCH') setErrors({ confirmPassword: message });
    else if (code === 'CAPTCHA_INVALID' || code === 'CAPTCHA_REQUIRED') setErrors({ captcha: message });
    else setFormError(message);
  };

  const captchaFields = captcha.captcha
    ? { captcha: captcha.text, captchaKey: captcha.captcha.captchaKey }
    : {};
  const submit = form.submit({
    validate: () => !expired && validate(),
    verification: true,
    captcha: { required: registerCaptcha },
    fail: showError,
    send: async () => {
      if (mode === 'LINK') {
        const login = await linkSocialAccount({
          bindingTicket: binding.bindingTicket,
          username: value('username'),
          password: value('password'),
          ...captchaFields,
        });
        finish(login, 'username');
      } else {
        const extraValues = Object.fromEntries(extras.map((s) => [s.field, value(s.field).trim()]));
        const login = await registerSocialAccount({
          ...extraValues,
          bindingTicket: binding.bindingTicket,
          username: value('username'),
          password: value('password'),
          confirmPassword: confirm,
          ...captchaFields,
        });
        finish(login, 'register');
      }
    },
  });

  const tabs = [
    { id: 'LINK' as const, label: t('auth.social.linkTab'), icon: <Icon name="user" size={16} /> },
    { id: 'REGISTER' as const, label: t('auth.social.registerTab'), icon: <Icon name="plus" size={16} /> },
  ];

  return (
    <ModalFrame
      open
      onClose={onClose}
      title={t('auth.social.bindTitle', { provider })}
      size="md"
      className={styles.dialog}
      closeOnOutsideClick={false}
    >
      {challenge ? (
        <LoginVerification
          challenge={challenge}
          idPrefix="social-bind-verify"
          onBack={() => {
            setChallenge(null);
            setValue('password', '');
          }}
          onSuccess={(login) => finish(login, 'verification')}
        />
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <p className={styles.lead}>
            {binding.email
              ? t('auth.social.bindTextEmail', { provider, email: binding.email })
              : t('auth.social.bindText', { provider })}
          </p>
          <div className={styles.permanent} role="note">
            <Icon name="warning" size={18} />
            <span>{t('auth.social.permanent', { provider })}</span>
          </div>

          <MethodTabs
            items={tabs}
            value={mode}
            onChange={form.switchTab(setMode)}
            label={t('auth.social.modeLabel')}
            idPrefix="social-bind"
          />

          <TabPanel prefix="social-bind" id={mode} className={styles.fields}>
            <UsernameField
              placeholder={t(mode === 'LINK' ? 'auth.usernamePlaceholder' : 'register.placeholders.username')}
              value={value('username')}
              onChange={(e) => setValue('username', e.target.value)}
              error={errors.username}
              required
              autoFocus
            />
            <LoginPasswordField
              autoComplete={mode === 'LINK' ? 'current-password' : 'new-password'}
              placeholder={t(mode === 'LINK' ? 'auth.passwordPlaceholder' : 'register.placeholders.password')}
              value={value('password')}
              onChange={(e) => setValue('password', e.target.value)}
              error={errors.password}
              required
            />
            {mode === 'REGISTER' ? (
              <>
                <ConfirmPasswordField
                  value={confirm}
                  onChange={(e) => {
                    setConfirm(e.target.value);
                    form.clearError('confirmPassword');
                  }}
                  error={errors.confirmPassword}
                />
                {extras.map(({ field }) => (
                  <TextField
                    key={field}
                    label={t(`register.fields.${field}`)}
                    name={field}
                    placeholder={t(`register.placeholders.${field}`)}
                    value={value(field)}
                    onChange={(e) => setValue(field, e.target.value)}
                    error={errors[field]}
                    required
                  />
                ))}
              </>
            ) : null}
            {captcha.captcha || registerCaptcha ? (
              <CaptchaField captcha={captcha} error={errors.captcha} required />
            ) : null}
          </TabPanel>

          <FormAlert message={form.formError} />

          {expired ? (
            <Button size="lg" block onClick={onClose}>
              {t('auth.social.close')}
            </Button>
          ) : (
            <Button type="submit" size="lg" block loading={form.busy}>
              {t(mode === 'LINK' ? 'auth.social.linkSubmit' : 'auth.social.registerSubmit')}
            </Button>
          )}
        </form>
      )}
    </ModalFrame>
  );
}
