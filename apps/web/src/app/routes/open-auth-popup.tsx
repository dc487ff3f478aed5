import { useEffect } from 'react';
import { authPopup } from '../../features/auth/stores/auth-popup-store.ts';

const OPENERS = {
  login: authPopup.openLogin,
  register: authPopup.openRegister,
  forgot: authPopup.openForgot,
} as const;

/** /login, /register and /forgotPassword: the home page with its popup open (spec §2). */
export function OpenAuthPopup({ popup }: { popup: keyof typeof OPENERS }) {
  useEffect(() => {
    OPENERS[popup]();
  }, [popup]);
  return null;
}
