import type { TOperator } from '@platform/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote, PasswordField, TextField, ui } from '../../components/ui.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { authApi } from './api/auth-api.ts';
import styles from './login-page.module.css';
import { TotpCodeField } from './totp-code-field.tsx';

export function LoginPage({ onSignedIn }: { onSignedIn: (token: string, operator: TOperator) => void }) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  // Asked for once the password was right and the operator has an authenticator.
  const [totpCode, setTotpCode] = useState<string | null>(null);
  const login = useMutation({
    mutationFn: () =>
      authApi.login({ username: username.trim(), password, ...(totpCode ? { totpCode } : {}) }),
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'VERIFICATION_REQUIRED') setTotpCode('');
    },
    onSuccess: (session) => onSignedIn(session.token, session.operator),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate();
  };
  return (
    <main className={styles.page}>
      <form className={styles.card} onSubmit={submit} aria-labelledby="login-title">
        <div className={styles.mark} aria-hidden="true">
          ◆
        </div>
        <h1 id="login-title">{t('login.title')}</h1>
        <p className={styles.tagline}>{t('app.tagline')}</p>
        <TextField
          label={t('login.username')}
          autoComplete="username"
          value={username}
          onChange={setUsername}
          required
        />
        <PasswordField
          label={t('login.password')}
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
        {totpCode !== null ? (
          <TotpCodeField label={t('login.totpCode')} value={totpCode} onChange={setTotpCode} autoFocus />
        ) : null}
        <ErrorNote
          error={
            login.error instanceof ApiError && login.error.code === 'VERIFICATION_REQUIRED'
              ? null
              : login.error
          }
        />
        <button type="submit" className={ui.button} disabled={login.isPending}>
          {login.isPending ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
    </main>
  );
}
