import type { TSocialBindingRequired } from '@platform/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalFrame, showModal } from '../../../components/modal/index.ts';
import { Spinner } from '../../../components/spinner/spinner.tsx';
import { errorText } from '../api/auth-api.ts';
import { completeSocialLogin, isBindingRequired, MissingSocialFlowError } from '../api/social-login-api.ts';
import styles from './auth.module.css';
import type { LoginResult } from './login-form.tsx';
import { SocialBindDialog } from './social-bind-dialog.tsx';

/**
 * The page a provider sends the browser back to: the URL goes to the server once; a bound identity
 * is logged in, an unbound one opens the binding dialog; a failure is shown and the visit ends.
 */
export function SocialCallback({
  callbackUrl,
  onLoggedIn,
  onDone,
}: {
  /** The URL the provider redirected to (read before the address bar is cleaned). */
  callbackUrl: string;
  onLoggedIn: (result: LoginResult) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [binding, setBinding] = useState<TSocialBindingRequired | null>(null);
  const [pending, setPending] = useState(true);
  const started = useRef(false);
  const callbacks = useRef({ onLoggedIn, onDone });
  useEffect(() => {
    callbacks.current = { onLoggedIn, onDone };
  });

  useEffect(() => {
    // The provider's code is single use: one call, even when the effect runs twice (StrictMode).
    if (started.current) return;
    started.current = true;
    // The code leaves the address bar at once: neither bookmarked nor sent on as a Referer.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    completeSocialLogin(callbackUrl)
      .then((value) => {
        setPending(false);
        if (isBindingRequired(value)) setBinding(value);
        else callbacks.current.onLoggedIn({ value, via: 'social' });
      })
      .catch((error: unknown) => {
        setPending(false);
        showModal({
          icon: 'error',
          title: t('auth.social.failedTitle'),
          content: error instanceof MissingSocialFlowError ? t('auth.social.noFlow') : errorText(error, t),
        });
        callbacks.current.onDone();
      });
  }, [callbackUrl, t]);

  if (binding)
    return (
      <SocialBindDialog
        binding={binding}
        onClose={() => callbacks.current.onDone()}
        onSuccess={(result) => callbacks.current.onLoggedIn(result)}
      />
    );
  return (
    <ModalFrame
      open={pending}
      onClose={() => undefined}
      title={t('auth.social.signingIn')}
      size="sm"
      dismissible={false}
    >
      <div className={styles.loading}>
        <Spinner />
      </div>
    </ModalFrame>
  );
}
