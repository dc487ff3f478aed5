import type { Language } from '../i18n/catalog.ts';

/** What the platform's launch URL tells the page (query of /play/<gameCode>). */
export interface Launch {
  gameCode: string;
  mode: 'real' | 'fun';
  token: string | null;
  user: string | null;
  currency: string;
  language: Language;
  /** Display title for a demo of another vendor's game; the house title otherwise. */
  title: string | null;
  vendor: string;
}

const FUN_SESSION_KEY = 'house-games:funSession';

/** Platform language codes (EN, th, zh-CN, …) to the page's catalogs. */
export function normaliseLanguage(value: string | null): Language {
  const code = (value ?? 'en').toLowerCase();
  if (code.startsWith('th')) return 'th';
  if (code.startsWith('vi')) return 'vi';
  if (code.startsWith('ko') || code === 'kr') return 'ko';
  if (code.startsWith('zh') || code.startsWith('cn')) return 'cn';
  return 'en';
}

export function readLaunch(location: Location = window.location): Launch {
  const query = new URLSearchParams(location.search);
  const match = /^\/play\/([^/]+)/.exec(location.pathname);
  const token = query.get('token');
  const user = query.get('user');
  return {
    gameCode: match ? decodeURIComponent(match[1]!) : '',
    mode:
      query.get('mode') === 'real' && token && user
        ? 'real'
        : token && user && !query.get('mode')
          ? 'real'
          : 'fun',
    token,
    user,
    currency: (query.get('currency') ?? 'THB').toUpperCase(),
    language: normaliseLanguage(query.get('language')),
    title: query.get('title'),
    vendor: query.get('vendor') ?? 'HOUSE',
  };
}

export function storedFunSession(): string | null {
  try {
    return sessionStorage.getItem(FUN_SESSION_KEY);
  } catch {
    return null;
  }
}

export function storeFunSession(id: string) {
  try {
    sessionStorage.setItem(FUN_SESSION_KEY, id);
  } catch {
    // Storage blocked (third-party iframe): the session lives as long as the page.
  }
}

/** The credentials every house API call carries: the launch session, or the demo session. */
export function credentials(launch: Launch, funSession: string | null) {
  if (launch.mode === 'real') return { token: launch.token!, user: launch.user! };
  return { ...(funSession ? { funSession } : {}), currency: launch.currency };
}
