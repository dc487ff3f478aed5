import { useEffect, useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { isAgentUser, parseUserInfo, session } from '../lib/session.ts';
import { readSession, SESSION_KEYS } from '../lib/storage-keys.ts';

/**
 * Whether the tab's stored login passes `test`, read from storage at each navigation (as a route
 * loader would: logging out on the page does not throw the visitor off it; the next link does).
 */
function useStoredLoginPasses(test: () => boolean): boolean {
  const { key } = useLocation();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- one check per navigation
  const passes = useMemo(test, [key]);
  // Storage may have been written around the session store: bring the store in step.
  useEffect(() => {
    session.refresh();
  }, [key]);
  return passes;
}

/** Lottery and member-centre routes need a session token, else the visitor goes to /login (spec §2, §8). */
export function RequireToken() {
  const passes = useStoredLoginPasses(() => !!readSession(SESSION_KEYS.token));
  return passes ? <Outlet /> : <Navigate to="/login" replace />;
}

/** /agentHome needs an agent (user type 1, 2, 41 or 42), else /agent (spec §2). */
export function RequireAgent() {
  const passes = useStoredLoginPasses(() => isAgentUser(parseUserInfo(readSession(SESSION_KEYS.userInfo))));
  return passes ? <Outlet /> : <Navigate to="/agent" replace />;
}
