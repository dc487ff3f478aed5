import type { TCountry, TLoginValue } from '@platform/contracts';
import { fieldProblemMessage, type RegisterRuleField } from '@platform/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button.tsx';
import { Checkbox, PasswordField, TextField, type TextFieldProps } from '../../../components/field/field.tsx';
import { Icon, type IconName } from '../../../components/icon/icon.tsx';
import { ModalFrame, showModal } from '../../../components/modal/index.ts';
import { Spinner } from '../../../components/spinner/spinner.tsx';
import { TabPanel } from '../../../components/tabs/tabs.tsx';
import {
  checkAffiliate,
  errorCode,
  errorText,
  fieldInvalid,
  register,
  registerRulesQuery,
  requestRegisterSms,
  type MobileRegisterInput,
  type RegisterInput,
} from '../api/auth-api.ts';
import { useAuthForm } from '../hooks/use-auth-form.ts';
import { useDialCode } from '../hooks/use-dial-code.ts';
import {
  checkRegisterForm,
  dateFormatOf,
  registerBody,
  registerFieldList,
  ruleMessage,
  sharedMessage,
  type RegisterFieldSpec,
  type RegisterVariant,
} from '../register-fields.ts';
import { AuthBanner } from './auth-banner.tsx';
import { ConfirmPasswordField, MobileField } from './auth-fields.tsx';
import styles from './auth.module.css';
import { CaptchaField, SmsCodeField } from './code-fields.tsx';
import { FormAlert } from './form-alert.tsx';
import { MethodTabs } from './method-tabs.tsx';

export interface RegisterDialogProps {
  open: boolean;
  onClose: () => void;
  brandName: string;
  /** White-label MOBILE_REGISTER: the mobile tab exists and is the default. */
  mobileRegister: boolean;
  /** White-label SMS_REGISTER_VERIFY: a mobile number needs an SMS code. */
  smsVerify: boolean;
  /** White-label MOBILE_REGISTER_PASSWORD: the mobile tab asks for a password. */
  mobilePassword: boolean;
  countries: TCountry[];
  preferredCountry?: string;
  onSuccess: (value: TLoginValue) => void;
  onLogin: () => void;
  onTerms: () => void;
  /** The group's operator banners (spec §2), replacing the drawn band when the merchant has some. */
  bannerSlot?: ReactNode;
}

type Values = Partial<Record<RegisterRuleField, string>>;
type Errors = Partial<Record<RegisterRuleField | 'confirmPassword' | 'verificationCode', string>>;

/** Input details per field: icon, keyboard and autofill hints. */
const INPUTS: Partial<Record<RegisterRuleField, { icon: IconName } & Partial<TextFieldProps>>> = {
  username: { icon: 'user', autoComplete: 'username', autoCapitalize: 'off', spellCheck: false },
  payeeName: { icon: 'user', autoComplete: 'name' },
  nickname: { icon: 'user', autoComplete: 'nickname' },
  email: { icon: 'mail', type: 'email', autoComplete: 'email', inputMode: 'email' },
  qqNum: { icon: 'message', inputMode: 'numeric' },
  whatsapp: { icon: 'whatsapp', inputMode: 'tel' },
  facebook: { icon: 'facebook' },
  telegram: { icon: 'telegram' },
  line: { icon: 'line' },
  zalo: { icon: 'message', inputMode: 'tel' },
  wechat: { icon: 'message' },
  idNumber: { icon: 'shield', autoComplete: 'off' },
  birthday: { icon: 'clock', inputMode: 'numeric', autoComplete: 'bday' },
  address: { icon: 'home', autoComplete: 'street-address' },
  recommenderId: { icon: 'users', autoComplete: 'off' },
  affiliateCode: { icon: 'gift', autoComplete: 'off', autoCapitalize: 'characters' },
};

/** Spec §7 "Registration body": the invitation and referral codes a register link carries. */
function linkCodes(): { affiliateCode?: string; referralCode?: string } {
  const params = new URLSearchParams(window.location.search);
  return {
    affiliateCode: params.get('affiliateCode') ?? params.get('a') ?? undefined,
    referralCode: params.get('referralCode') ?? params.get('r') ?? undefined,
  };
}

/**
 * Register popup (spec §2, §4 "Register", §5): username or mobile tab, the fields the server's rules
 * switch on (required ones marked *), checked with the server's own rules and messages; the terms must
 * be accepted; an invitation code is checked first; then the bot check and the register call.
 */
export function RegisterDialog({
  open,
  onClose,
  brandName,
  mobileRegister,
  smsVerify,
  mobilePassword,
  countries,
  preferredCountry,
  onSuccess,
  onLogin,
  onTerms,
  bannerSlot,
}: RegisterDialogProps) {
  const { t, i18n } = useTranslation();
  const rules = useQuery({ ...registerRulesQuery, enabled: open });
  const [type, setType] = useState<RegisterVariant>(mobileRegister ? 'mobile' : 'username');
  const [values, setValues] = useState<Values>(() => ({ affiliateCode: linkCodes().affiliateCode ?? '' }));
  const [dialCode, setDialCode] = useDialCode(countries, preferredCountry);
  const [confirm, setConfirm] = useState('');
  const [code, setCode] = useState('');
  const [terms, setTerms] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const form = useAuthForm<keyof Errors>();
  const { errors, setErrors, setFormError, captcha } = form;
  const formRef = useRef<HTMLFormElement>(null);
  const captchaOn = !!rules.data?.captcha.enabled;
  const specs = useMemo(
    () => (rules.data ? registerFieldList(rules.data, type, mobilePassword) : []),
    [rules.data, type, mobilePassword],
  );
  const mobileRule = specs.find((s) => s.field === 'mobileNum');
  const mobile = (values.mobileNum ?? '').trim();
  const codeShown = smsVerify && !!mobileRule && (type === 'mobile' || mobile !== '');

  useEffect(() => {
    setType(mobileRegister ? 'mobile' : 'username');
  }, [mobileRegister]);

  useEffect(() => {
    if (open)
      setValues((v) => (v.affiliateCode ? v : { ...v, affiliateCode: linkCodes().affiliateCode ?? '' }));
  }, [open]);

  const { renew: renewCaptcha, captcha: captchaImage } = captcha;
  useEffect(() => {
    if (open && captchaOn && !captchaImage) renewCaptcha();
  }, [open, captchaOn, captchaImage, renewCaptcha]);

  const setValue = (field: RegisterRuleField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    form.clearError(field);
  };

  /** An answer of the server about one field, in the member's language where the contract allows. */
  const showServerError = (error: unknown) => {
    const code = errorCode(error);
    const message = errorText(error, t);
    const idField: RegisterRuleField = type === 'mobile' ? 'mobileNum' : 'username';
    const invalid = fieldInvalid(error);
    if (invalid) {
      const field = invalid.field as RegisterRuleField;
      const text =
        invalid.reason && typeof invalid.patternId === 'number'
          ? fieldProblemMessage(i18n.language, {
              reason: invalid.reason as 'required' | 'length' | 'pattern',
              patternId: invalid.patternId,
              min: invalid.min ?? 0,
              max: invalid.max ?? 0,
            })
          : field === 'mobileNum'
            ? sharedMessage(i18n.language, 'phoneFormat')
            : message;
      if (specs.some((s) => s.field === field)) setErrors({ [field]: text });
      else setFormError(text);
      return;
    }
    if (code === 'USERNAME_TAKEN') setErrors({ [idField]: message });
    else if (code === 'MOBILE_TAKEN') setErrors({ mobileNum: message });
    else if (code === 'PASSWORD_MISMATCH') setErrors({ confirmPassword: message });
    else if (code === 'SMS_CODE_INVALID') setErrors({ verificationCode: message });
    else if (code === 'CAPTCHA_INVALID') setErrors({ captcha: message });
    else if (code === 'AFFILIATE_INVALID') invalidAffiliate();
    else setFormError(message);
  };

  /** Spec §8: a wrong affiliate code shows a warning dialog with the invitation-code text. */
  const invalidAffiliate = () => {
    const text = sharedMessage(i18n.language, 'invitationCode');
    setErrors({ affiliateCode: text });
    showModal({ icon: 'warning', title: t('register.invitationTitle'), html: text });
  };

  const validate = () => {
    if (!rules.data) return false;
    const found = checkRegisterForm(specs, {
      language: i18n.language,
      values,
      confirmPassword: confirm,
      smsVerify: codeShown,
      verificationCode: code,
    });
    setTermsError(!terms);
    if (!form.check(found) || !terms) {
      // The form scrolls inside the popup: bring the first problem into view.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return false;
    }
    return true;
  };

  const submit = form.submit({
    validate,
    fail: showServerError,
    // Renewed after every refusal when the brand asks for one (the attempt spent it).
    captcha: captchaOn ? { required: true } : undefined,
    send: async () => {
      const body = registerBody(specs, values);
      const links = linkCodes();
      const affiliateCode = body.affiliateCode ?? links.affiliateCode;
      // Spec §4 "Register" step 3: the invitation code first.
      if (affiliateCode) {
        try {
          await checkAffiliate(affiliateCode);
        } catch (error) {
          if (errorCode(error) === 'AFFILIATE_INVALID') invalidAffiliate();
          else setFormError(errorText(error, t));
          return;
        }
      }
      const common = {
        ...body,
        password: body.password ?? '',
        confirmPassword: body.password ? confirm : undefined,
        affiliateCode,
        referralCode: links.referralCode,
        countryDialingCode: body.mobileNum ? dialCode : undefined,
        verificationCode: codeShown ? code.trim() : undefined,
        captcha: captchaOn ? captcha.text.trim() : undefined,
        captchaKey: captchaOn ? captcha.captcha?.captchaKey : undefined,
      };
      const value =
        type === 'mobile'
          ? await register(
              {
                ...common,
                mobileNum: body.mobileNum ?? '',
                countryDialingCode: dialCode,
              } as MobileRegisterInput,
              'mobile',
            )
          : await register({ ...common, username: body.username ?? '' } as RegisterInput, 'username');
      onSuccess(value);
    },
  });

  const renderField = ({ field, rule }: RegisterFieldSpec): ReactNode => {
    const label = t(`register.fields.${field}`);
    const common = {
      label,
      name: field,
      value: values[field] ?? '',
      error: errors[field],
      required: rule.required,
      onChange: (e: React.ChangeEvent<HTMLInputElement>) => setValue(field, e.target.value),
    };
    if (field === 'password' || field === 'paymentPassword') {
      return (
        <PasswordField
          key={field}
          {...common}
          icon="lock"
          autoComplete={field === 'password' ? 'new-password' : 'off'}
          inputMode={field === 'paymentPassword' ? 'numeric' : undefined}
          placeholder={t(`register.placeholders.${field}`)}
        />
      );
    }
    if (field === 'captcha') {
      return <CaptchaField key={field} captcha={captcha} error={errors.captcha} required={rule.required} />;
    }
    if (field === 'mobileNum') {
      const { onChange: _typed, ...mobileCommon } = common;
      return (
        <MobileField
          key={field}
          {...mobileCommon}
          countries={countries}
          dialCode={dialCode}
          onDialCode={setDialCode}
          onDigits={(digits) => setValue('mobileNum', digits)}
          autoFocus={type === 'mobile'}
        />
      );
    }
    const format = field === 'birthday' ? dateFormatOf(rule) : null;
    return (
      <TextField
        key={field}
        {...INPUTS[field]}
        {...common}
        placeholder={format ?? t(`register.placeholders.${field}`)}
        autoFocus={field === 'username'}
      />
    );
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
        bannerSlot ?? (
          <AuthBanner
            group="w_register"
            heading={t('auth.registerBannerTitle', { brand: brandName })}
            text={t('auth.registerBannerText')}
          />
        )
      }
    >
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
        <MethodTabs
          items={tabs}
          value={type}
          onChange={form.switchTab(setType)}
          label={t('auth.registerMethod')}
          idPrefix="register"
        />
        <TabPanel prefix="register" id={type} className={styles.fields}>
          {rules.isPending ? (
            <div className={styles.loading}>
              <Spinner size={28} label={t('common.loading')} />
            </div>
          ) : rules.isError ? (
            <div className={styles.alert} role="alert">
              <Icon name="error" size={18} />
              <span>{errorText(rules.error, t)}</span>
              <button type="button" className={styles.link} onClick={() => void rules.refetch()}>
                {t('common.retry')}
              </button>
            </div>
          ) : (
            <>
              <p className={styles.requiredHint}>{t('register.requiredHint')}</p>
              {specs.flatMap((spec) => {
                const nodes = [renderField(spec)];
                if (spec.field === 'password') {
                  nodes.push(
                    <ConfirmPasswordField
                      key="confirmPassword"
                      value={confirm}
                      onChange={(e) => setConfirm(e.target.value)}
                      error={errors.confirmPassword}
                    />,
                  );
                }
                if (spec.field === 'mobileNum' && codeShown) {
                  nodes.push(
                    <SmsCodeField
                      key="verificationCode"
                      value={code}
                      onChange={setCode}
                      error={errors.verificationCode}
                      required
                      precheck={() => ruleMessage(i18n.language, spec.rule, mobile)}
                      onPrecheckFailed={(message) => setErrors({ mobileNum: message })}
                      send={() => requestRegisterSms(mobile, dialCode)}
                    />,
                  );
                }
                return nodes;
              })}
              <Checkbox
                checked={terms}
                error={termsError}
                aria-describedby={termsError ? 'register-terms-error' : undefined}
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
                <p className={styles.fieldError} id="register-terms-error" role="alert">
                  {t('auth.agreeTerms', { terms: t('auth.termsLink') })}
                </p>
              ) : null}
            </>
          )}
        </TabPanel>

        <FormAlert message={form.formError} />

        <Button type="submit" size="lg" block loading={form.busy} disabled={!rules.data}>
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
