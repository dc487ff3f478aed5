import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { mustChangePassword } from '../../features/auth/api/auth-api.ts';
import type { LoginResult } from '../../features/auth/components/login-form.tsx';
import { authPopup } from '../../features/auth/stores/auth-popup-store.ts';
import { session } from '../../lib/session.ts';
import { useSafeNavigate } from './use-safe-navigate.ts';

/** Paths that are only the home page with a popup open: leaving the popup leaves them for `/`. */
export const POPUP_ROUTES = new Set(['/login', '/register', '/forgotPassword', '/socialCallback']);

/**
 * Where a member goes after logging in (spec §4 "Login", "Free play"): a default or expired password
 * first opens the change-password popup; otherwise an agent goes to /agentHome, free play to /, and
 * anyone else stays where they were (a popup route becomes /).
 */
export function useLoginLanding() {
  const navigate = useSafeNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (result: LoginResult) => {
      if (mustChangePassword(result.value, result.via)) {
        session.setMustChangePassword(true);
        authPopup.openChangePassword({ forced: true, knownPassword: result.password });
        return;
      }
      authPopup.close();
      if (result.value.memberInfo.isAgent) navigate('/agentHome');
      else if (result.via === 'freeplay' || POPUP_ROUTES.has(pathname)) navigate('/');
    },
    [navigate, pathname],
  );
}
