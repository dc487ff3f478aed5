import type { TCountry } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { PasswordField, TextField, type TextFieldProps } from '../../../components/field/field.tsx';
import { requestLoginSms } from '../api/auth-api.ts';
import { SmsCodeField } from './code-fields.tsx';
import { CountryCodeSelect } from './country-code-select.tsx';

/** A national mobile number as the forms take it: digits only. */
export const MOBILE_PATTERN = /^\d{6,15}$/;

/**
 * The fields several auth forms share, with their labels, icons and autofill hints; a form passes
 * value, change handler and error, and overrides what differs (its own placeholder…).
 */
type FieldProps = Omit<TextFieldProps, 'label'> & { label?: string };
type PasswordProps = Omit<FieldProps, 'type' | 'trailing'>;

export function UsernameField(props: FieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.username')}
      icon="user"
      name="username"
      autoComplete="username"
      autoCapitalize="off"
      spellCheck={false}
      placeholder={t('auth.usernamePlaceholder')}
      {...props}
    />
  );
}

/** The account password as typed at login. */
export function LoginPasswordField(props: PasswordProps) {
  const { t } = useTranslation();
  return (
    <PasswordField
      label={t('auth.password')}
      icon="lock"
      name="password"
      autoComplete="current-password"
      placeholder={t('auth.passwordPlaceholder')}
      {...props}
    />
  );
}

/** The repeat of a new account's password (register forms). */
export function ConfirmPasswordField(props: PasswordProps) {
  const { t } = useTranslation();
  return (
    <PasswordField
      label={t('auth.confirmPassword')}
      icon="lock"
      name="confirmPassword"
      autoComplete="new-password"
      placeholder={t('auth.confirmPasswordPlaceholder')}
      required
      {...props}
    />
  );
}

/** A mobile number (digits only) with its dialling-code picker. */
export function MobileField({
  countries,
  dialCode,
  onDialCode,
  onDigits,
  ...props
}: Omit<FieldProps, 'onChange' | 'leading'> & {
  countries: TCountry[];
  dialCode: string;
  onDialCode: (dialCode: string) => void;
  onDigits: (digits: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.mobile')}
      name="mobile"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder={t('auth.mobilePlaceholder')}
      {...props}
      onChange={(e) => onDigits(e.target.value.replace(/[^\d]/g, ''))}
      leading={<CountryCodeSelect countries={countries} value={dialCode} onChange={onDialCode} />}
    />
  );
}

/** A new password and its confirmation, held to the brand's password rule (change and reset). */
export function NewPasswordFields({
  password,
  confirm,
  onPassword,
  onConfirm,
  errors,
  autoFocus,
}: {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  errors: { password?: string; confirm?: string };
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        label={t('password.new')}
        icon="lock"
        name="newPassword"
        autoComplete="new-password"
        placeholder={t('register.placeholders.password')}
        value={password}
        onChange={(e) => onPassword(e.target.value)}
        error={errors.password}
        required
        autoFocus={autoFocus}
      />
      <PasswordField
        label={t('password.confirm')}
        icon="lock"
        name="confirmNewPassword"
        autoComplete="new-password"
        placeholder={t('auth.confirmPasswordPlaceholder')}
        value={confirm}
        onChange={(e) => onConfirm(e.target.value)}
        error={errors.confirm}
        required
      />
    </>
  );
}

/** A mobile number and the login code sent to it by SMS (SMS login, reset by phone). */
export function MobileCodeFields({
  countries,
  dialCode,
  onDialCode,
  mobile,
  onMobile,
  code,
  onCode,
  codeName,
  errors,
  onMobileError,
  required,
}: {
  countries: TCountry[];
  dialCode: string;
  onDialCode: (dialCode: string) => void;
  mobile: string;
  onMobile: (mobile: string) => void;
  code: string;
  onCode: (code: string) => void;
  codeName?: string;
  errors: { mobile?: string; code?: string };
  /** The number cannot take a code: the message goes to the mobile field. */
  onMobileError: (message: string) => void;
  required?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <MobileField
        countries={countries}
        dialCode={dialCode}
        onDialCode={onDialCode}
        value={mobile}
        onDigits={onMobile}
        error={errors.mobile}
        required={required}
      />
      <SmsCodeField
        name={codeName}
        value={code}
        onChange={onCode}
        error={errors.code}
        required={required}
        precheck={() => (MOBILE_PATTERN.test(mobile) ? null : t('auth.invalidMobile'))}
        onPrecheckFailed={onMobileError}
        send={() => requestLoginSms(mobile, dialCode)}
      />
    </>
  );
}
