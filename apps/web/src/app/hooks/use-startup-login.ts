import { useEffect } from 'react';
import { session } from '../../lib/session.ts';

let checked = false;

/**
 * Once per page load: the token found at start-up (query string or session storage) logs in (spec
 * §4). The auth calls (and their encryption) are fetched only when there is a token to check, so a
 * visitor's first load does without them (issue 16).
 */
export function useStartupLogin() {
  useEffect(() => {
    if (checked) return;
    checked = true;
    if (!session.token()) return;
    void import('../../features/auth/api/auth-api.ts')
      .then(({ verifyStoredSession }) => verifyStoredSession())
      // Unreachable code is a network failure like any other: the stored login stays unchecked.
      .catch(() => undefined);
  }, []);
}
