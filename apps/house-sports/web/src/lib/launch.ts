import type { Language } from '../i18n/catalog.ts';

/** What the platform's launch URL tells the page (`/play?token=&user=&currency=&language=&gameType=&theme=`). */
export interface Launch {
  token: string | null;
  user: string | null;
  currency: string;
  language: Language;
  /** ESPORTS opens the e-sports titles first. */
  esportsFirst: boolean;
}

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
  return {
    token: query.get('token'),
    user: query.get('user'),
    currency: (query.get('currency') ?? 'THB').toUpperCase(),
    language: normaliseLanguage(query.get('language')),
    esportsFirst: (query.get('gameType') ?? '').toUpperCase() === 'ESPORTS',
  };
}
