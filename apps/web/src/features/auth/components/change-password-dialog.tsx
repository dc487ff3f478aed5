import type { TFieldRule } from '@platform/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button.tsx';
import { PasswordField } from '../../../components/field/field.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { ModalFrame } from '../../../components/modal/index.ts';
import { changePassword, errorCode, errorText, fieldInvalid } from '../api/auth-api.ts';
import { useAuthForm } from '../hooks/use-auth-form.ts';
import { newPasswordProblems, sharedMessage } from '../register-fields.ts';
import { NewPasswordFields } from './auth-fields.tsx';
import styles from './auth.module.css';
import { FormAlert } from './form-alert.tsx';

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
  const form = useAuthForm<'old' | 'password' | 'confirm'>();
  const { errors, setErrors } = form;

  const submit = form.submit({
    validate: () =>
      form.check({
        ...(askOld && !oldPassword ? { old: sharedMessage(i18n.language, 'required') } : {}),
        ...newPasswordProblems(i18n.language, passwordRule, password, confirm),
      }),
    send: async () => {
      await changePassword({
        oldPassword: askOld ? oldPassword : (knownPassword ?? ''),
        newPassword: password,
        confirmNewPassword: confirm,
      });
      onSuccess();
    },
    fail: (error) => {
      const failed = errorCode(error);
      if (failed === 'OLD_PASSWORD_WRONG') {
        setAskOld(true);
        setErrors({ old: errorText(error, t) });
      } else if (failed === 'PASSWORD_MISMATCH') setErrors({ confirm: errorText(error, t) });
      else if (fieldInvalid(error)) setErrors({ password: errorText(error, t) });
      else form.setFormError(errorText(error, t));
    },
  });

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
          <NewPasswordFields
            password={password}
            confirm={confirm}
            onPassword={setPassword}
            onConfirm={setConfirm}
            errors={errors}
            autoFocus={!askOld}
          />
        </div>

        <FormAlert message={form.formError} />

        <Button type="submit" size="lg" block loading={form.busy}>
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
