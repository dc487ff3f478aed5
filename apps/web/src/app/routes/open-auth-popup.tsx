import { useEffect } from 'react';
import { authPopup, type AuthPopup } from '../../features/auth/stores/auth-popup-store.ts';

/** /login and /register: the home page with its popup open (spec §2). */
export function OpenAuthPopup({ popup }: { popup: Exclude<AuthPopup, null> }) {
  useEffect(() => {
    if (popup === 'login') authPopup.openLogin();
    else authPopup.openRegister();
  }, [popup]);
  return null;
}
