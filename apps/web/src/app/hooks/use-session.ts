import { useSyncExternalStore } from 'react';
import { isAgentUser, isTrialUser, session, type SessionSnapshot } from '../../lib/session.ts';

export interface SessionState extends SessionSnapshot {
  isLoggedIn: boolean;
  isAgent: boolean;
  isTrial: boolean;
}

export function useSession(): SessionState {
  const snapshot = useSyncExternalStore(session.subscribe, session.get, session.get);
  return {
    ...snapshot,
    isLoggedIn: !!snapshot.token,
    isAgent: isAgentUser(snapshot.userInfo),
    isTrial: isTrialUser(snapshot.userInfo),
  };
}
