import type { TFieldRule } from '@platform/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button.tsx';
import { PasswordField } from '../../../components/field/field.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { ModalFrame } from '../../../components/modal/index.ts';
import { changePassword, errorCode, errorText, fieldInvalid } from '../api/auth-api.ts';
import { newPasswordProblems, sharedMessage } from '../register-fields.ts';
import styles from './auth.module.css';

export interface ChangePasswordDialogProps {
  open: boolean;
  /** Opened because the password is a default or expired one (spec §4): it cannot just be dismissed. */
  forced: boolean;
  /** The password typed at login moments ago: the old-password field is then not asked again. */
  knownPassword?: string;
  /** The password rule of the register settings, when loaded (the server checks it either way). */
  passwordRule?: TFieldRule;
  onClose: () => void;
  onSuccess: () => void;
  /** Forced mode only: leave instead of changing. */
  onLogout: () => void;
}

/**
 * Change-password popup (spec §2, §3 "Password change", §5): old, new and confirmation, the new one
 * held to the brand's password rule. The member's other sessions end; this one stays.
 */
export function ChangePasswordDialog({
  open,
  forced,
  knownPassword,
  passwordRule,
  onClose,
  onSuccess,
  onLogout,
}: ChangePasswordDialogProps) {
  const { t, i18n } = useTranslation();
  const [askOld, setAskOld] = useState(!knownPassword);
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const validate = () => {
    const next: Record<string, string> = {};
    const required = sharedMessage(i18n.language, 'required');
    if (askOld && !oldPassword) next.old = required;
    Object.assign(next, newPasswordProblems(i18n.language, passwordRule, password, confirm));
    setErrors(next);
    return Object.keys(next).length === 0;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (busy || !validate()) return;
    setBusy(true);
    try {
      await changePassword({
        oldPassword: askOld ? oldPassword : (knownPassword ?? ''),
        newPassword: password,
        confirmNewPassword: confirm,
      });
      onSuccess();
    } catch (error) {
      const failed = errorCode(error);
      if (failed === 'OLD_PASSWORD_WRONG') {
        setAskOld(true);
        setErrors({ old: errorText(error, t) });
      } else if (failed === 'PASSWORD_MISMATCH') setErrors({ confirm: errorText(error, t) });
      else if (fieldInvalid(error)) setErrors({ password: errorText(error, t) });
      else setFormError(errorText(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalFrame
      open={open}
      onClose={onClose}
      title={t('password.title')}
      icon={<Icon name="lock" size={20} className={styles.titleIcon} />}
      size="sm"
      dismissible={!forced}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        {forced ? (
          <div className={styles.notice} role="note">
            <Icon name="info" size={18} />
            <span>{t('password.forcedText')}</span>
          </div>
        ) : null}
        <div className={styles.fields}>
          {askOld ? (
            <PasswordField
              label={t('password.old')}
              icon="lock"
              name="oldPassword"
              autoComplete="current-password"
              placeholder={t('password.oldPlaceholder')}
              value={oldPassword}
              onChange={(e) => setOldPassword(e.target.value)}
              error={errors.old}
              required
              autoFocus
            />
          ) : null}
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
            autoFocus={!askOld}
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
        </div>

        {formError ? (
          <div className={styles.alert} role="alert">
            <Icon name="error" size={18} />
            <span>{formError}</span>
          </div>
        ) : null}

        <Button type="submit" size="lg" block loading={busy}>
          {t('password.submit')}
        </Button>
        {forced ? (
          <Button variant="ghost" block icon={<Icon name="logout" size={18} />} onClick={onLogout}>
            {t('header.logout')}
          </Button>
        ) : null}
      </form>
    </ModalFrame>
  );
}
