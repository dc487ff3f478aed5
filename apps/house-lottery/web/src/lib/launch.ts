import { normaliseLanguage, type Language } from '../i18n/catalog.ts';

/** What the platform's launch URL tells the page (query of /play, ADR 0030 "Screens"). */
export interface Launch {
  token: string | null;
  user: string | null;
  currency: string;
  language: Language;
  gameCode: string | null;
  view: 'betting' | 'lobby';
  /** A site path the back link returns to (the platform's backUrl). */
  backUrl: string | null;
}

export function readLaunch(location: Location = window.location): Launch {
  const query = new URLSearchParams(location.search);
  const backUrl = query.get('backUrl');
  return {
    token: query.get('token'),
    user: query.get('user'),
    currency: (query.get('currency') ?? 'THB').toUpperCase(),
    language: normaliseLanguage(query.get('language')),
    gameCode: query.get('gameCode'),
    view: query.get('view') === 'lobby' ? 'lobby' : 'betting',
    // Only a path: the page never sends the player to another origin.
    backUrl: backUrl && /^\/(?!\/)/.test(backUrl) ? backUrl : null,
  };
}
