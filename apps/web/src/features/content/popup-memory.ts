import type { POPUP_SESSION_KEYS } from '@platform/contracts/client';

/** Spec §4: the visitors' popups (PU) and the members' (PR, after login) are remembered apart. */
export type PopupAudience = keyof typeof POPUP_SESSION_KEYS;

export interface PopupIdentity {
  id: string;
  version: number;
}

/** Where a reader's popups are: a visitor's are PU, a member's or agent's PR. */
export const popupTypeOf = (audience: PopupAudience) => (audience === 'visitor' ? 'PU' : 'PR');

/** A dismissal names the popup and its version: an edited popup is a new one and shows again. */
export const popupMark = (popup: PopupIdentity) => `${popup.id}@${popup.version}`;

/** What session storage holds: a JSON array of marks; anything else reads as nothing dismissed. */
export function parseDismissed(raw: string | null): Set<string> {
  if (!raw) return new Set();
  try {
    const value: unknown = JSON.parse(raw);
    return new Set(Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
  } catch {
    return new Set();
  }
}

export function withDismissal(raw: string | null, popup: PopupIdentity): string {
  const marks = parseDismissed(raw);
  marks.add(popupMark(popup));
  return JSON.stringify([...marks]);
}

/** The popups still to show, in the server's order. */
export function popupsToShow<T extends PopupIdentity>(
  popups: readonly T[],
  dismissed: ReadonlySet<string>,
): T[] {
  return popups.filter((popup) => !dismissed.has(popupMark(popup)));
}
