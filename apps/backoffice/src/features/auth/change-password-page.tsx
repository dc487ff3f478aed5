import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.tsx';
import { ErrorNote, PasswordField, ui } from '../../components/ui.tsx';
import { queryKeys } from '../../lib/query-keys.ts';
import { useSession } from '../../app/session.tsx';
import { authApi } from './api/auth-api.ts';
import { AuthenticatorCard } from './authenticator-card.tsx';
import styles from './login-page.module.css';

/**
 * The operator's own password. A one-time password (the bootstrap operator's) shows this instead of
 * the console until it is changed: the server refuses everything else meanwhile.
 */
export function ChangePasswordPage({ forced, onDone }: { forced: boolean; onDone?: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { operator } = useSession();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirm, setConfirm] = useState('');
  const mismatch = confirm !== '' && confirm !== newPassword;
  const change = useMutation({
    mutationFn: () => authApi.changePassword({ currentPassword, newPassword }),
    onSuccess: async () => {
      toast(t('account.passwordChanged'));
      setCurrent('');
      setNew('');
      setConfirm('');
      await client.invalidateQueries({ queryKey: queryKeys.me });
      onDone?.();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!mismatch) change.mutate();
  };
  const form = (
    <form className={styles.card} onSubmit={submit} aria-labelledby="password-title">
      <h1 id="password-title">{t('account.changePassword')}</h1>
      {forced ? <p className={styles.tagline}>{t('account.forcedIntro')}</p> : null}
      <PasswordField
        label={t('account.currentPassword')}
        autoComplete="current-password"
        value={currentPassword}
        onChange={setCurrent}
      />
      <PasswordField
        label={t('account.newPassword')}
        autoComplete="new-password"
        value={newPassword}
        onChange={setNew}
        minLength={10}
        aria-describedby="password-rule"
        hint={
          <small id="password-rule" className={ui.muted}>
            {t('account.passwordRule')}
          </small>
        }
      />
      <PasswordField
        label={t('account.confirmPassword')}
        autoComplete="new-password"
        value={confirm}
        onChange={setConfirm}
        aria-invalid={mismatch}
      />
      <ErrorNote error={mismatch ? t('account.mismatch') : null} />
      <ErrorNote error={change.error} />
      <button type="submit" className={ui.button} disabled={change.isPending || mismatch}>
        {t('account.save')}
      </button>
    </form>
  );
  return forced ? (
    <main className={styles.page}>{form}</main>
  ) : (
    <div className={ui.page}>
      {form}
      <AuthenticatorCard enabled={!!operator?.totpEnabled} />
    </div>
  );
}
