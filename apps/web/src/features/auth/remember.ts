import { REMEMBER_COOKIE } from '../../lib/storage-keys.ts';

/** Spec §4/§9: remember-me cookies last 24 hours. Only the account name is kept, never the password. */
const DAY_SECONDS = 24 * 60 * 60;

export function readRememberedAccount(): string {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${REMEMBER_COOKIE}=`));
  return match ? decodeURIComponent(match.slice(REMEMBER_COOKIE.length + 1)) : '';
}

export function rememberAccount(account: string | null): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = account
    ? `${REMEMBER_COOKIE}=${encodeURIComponent(account)}; Max-Age=${DAY_SECONDS}; Path=/; SameSite=Lax${secure}`
    : `${REMEMBER_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${secure}`;
}
