const STORAGE_KEY = 'deviceId';
let memoryId: string | null = null;

/**
 * This browser's own id, sent as X-Device-Id: the referral rules' "same device" compares it (a user
 * agent names a phone model and browser version, which thousands of players share). Random, kept in
 * local storage; where storage is refused, one id for the life of the tab.
 */
export function deviceId(): string {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (stored && /^[A-Za-z0-9_-]{16,64}$/.test(stored)) return stored;
    const created = crypto.randomUUID();
    localStorage.setItem(STORAGE_KEY, created);
    return created;
  } catch {
    memoryId ??= crypto.randomUUID();
    return memoryId;
  }
}
