/**
 * Every browser-storage key the site uses, in one place (spec §9 "Session keys", §7 "lang and hisLang").
 * Local storage survives the browser; session storage holds the login of this tab.
 */
export const LOCAL_KEYS = {
  /** Current display language code (`EN`, `TH`, …). */
  lang: 'lang',
  /** The language in use before the last change. */
  hisLang: 'hisLang',
  /** `dark` | `light`; read by the inline script in index.html before first paint. */
  theme: 'theme',
  /** `1` when the side menu is collapsed. */
  sideMenuCollapsed: 'sideMenuCollapsed',
  /** `1` when the header balance is hidden behind stars. */
  hideBalance: 'hideBalance',
} as const;

export const SESSION_KEYS = {
  token: 'token',
  userInfo: 'userInfo',
  merchant: 'merchant',
  merchantCode: 'merchantCode',
  consolidated: 'consolidated',
  validate: 'validate',
  merchantWallet: 'merchantWallet',
  enableSalary: 'enableSalary',
  enableContract: 'enableContract',
  /** Cached vendor lanes (spec §7 "cached in session storage"). */
  gameVendor: 'gameVendor',
  /** `1` while the member must change a default or expired password (spec §4); free play removes it. */
  changePassword: 'changePassword',
  /** `{ provider, browserKey }` of a social login in flight, from the button to the callback page. */
  socialLogin: 'socialLogin',
} as const;

/** Remember-me cookie holding the last account name (24 hours, spec §9). */
export const REMEMBER_COOKIE = 'rememberAccount';

/** Reads local storage without throwing (private mode, disabled storage). */
export function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    /* storage unavailable: the setting lasts for this page only */
  }
}

export function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    /* storage unavailable */
  }
}
