import { useState } from 'react';
import { Navigate } from 'react-router';
import { SocialCallback } from '../../features/auth/components/social-callback.tsx';
import { useLoginLanding } from '../hooks/use-login-landing.ts';
import { useSafeNavigate } from '../hooks/use-safe-navigate.ts';

/**
 * /socialCallback (the redirect URI registered at Google and Facebook): the home page with the social
 * sign-in finishing on top of it.
 */
export default function SocialCallbackRoute() {
  const navigate = useSafeNavigate();
  const land = useLoginLanding();
  const [callbackUrl] = useState(() =>
    new URL(window.location.href).searchParams.has('state') ? window.location.href : null,
  );
  // Nothing to finish (a reload, or Back after the login): just the home page.
  if (!callbackUrl) return <Navigate to="/" replace />;
  return (
    <SocialCallback
      callbackUrl={callbackUrl}
      onLoggedIn={land}
      onDone={() => navigate('/', { replace: true })}
    />
  );
}
