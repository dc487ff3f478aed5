import { useEffect } from 'react';
import { verifyStoredSession } from '../../features/auth/api/auth-api.ts';

let checked = false;

/** Once per page load: the token found at start-up (query string or session storage) logs in (spec §4). */
export function useStartupLogin() {
  useEffect(() => {
    if (checked) return;
    checked = true;
    void verifyStoredSession();
  }, []);
}
