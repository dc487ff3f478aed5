import type { TPopup } from '@platform/contracts';
import { POPUP_SESSION_KEYS } from '@platform/contracts/client';
import { useCallback, useMemo, useReducer } from 'react';
import { readSession, writeSession } from '../../../lib/storage-keys.ts';
import { useReaderPopups } from '../api/announcements-api.ts';
import { parseDismissed, popupsToShow, withDismissal } from '../popup-memory.ts';

/**
 * Spec §4: the visitors' popups (PU) and, after login, the members' (PR), each shown once per
 * session: a dismissal is remembered in session storage (ANONYMOUS_POPUP, USER_POPUP) by id and
 * version, so an edited popup shows again and a new tab starts afresh.
 */
export function useSitePopups() {
  const { data, reader } = useReaderPopups();
  const key = POPUP_SESSION_KEYS[reader === 'VISITOR' ? 'visitor' : 'member'];
  const [written, rewrite] = useReducer((n: number) => n + 1, 0);
  // `written` re-reads storage after a dismissal of ours.
  const dismissed = useMemo(
    () => (written >= 0 ? parseDismissed(readSession(key)) : new Set<string>()),
    [key, written],
  );
  const pending = useMemo(() => popupsToShow(data ?? [], dismissed), [data, dismissed]);
  const dismiss = useCallback(
    (popup: TPopup) => {
      writeSession(key, withDismissal(readSession(key), popup));
      rewrite();
    },
    [key],
  );
  return { pending, dismiss };
}
