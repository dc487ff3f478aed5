/**
 * Game URLs of the in-house vendor (API.md "Demo mode"). A real launch carries the vendor session as
 * `token`, which the house service presents in its seamless calls; a fun launch carries no session at
 * all, so it can never move money: the house service plays it on demo credits, shown as the title.
 */
export function realPlayUrl(
  houseGamesUrl: string,
  p: { houseGameCode: string; token: string; user: string; currency: string; language: string },
): string {
  const url = new URL(`/play/${encodeURIComponent(p.houseGameCode)}`, houseGamesUrl);
  url.searchParams.set('token', p.token);
  url.searchParams.set('user', p.user);
  url.searchParams.set('vendor', 'HOUSE');
  url.searchParams.set('currency', p.currency);
  url.searchParams.set('language', p.language);
  url.searchParams.set('mode', 'real');
  return url.toString();
}

export function funPlayUrl(
  houseGamesUrl: string,
  p: { houseGameCode: string; currency: string; language: string; title: string; vendor: string },
): string {
  const url = new URL(`/play/${encodeURIComponent(p.houseGameCode)}`, houseGamesUrl);
  url.searchParams.set('mode', 'fun');
  url.searchParams.set('currency', p.currency);
  url.searchParams.set('language', p.language);
  url.searchParams.set('title', p.title);
  url.searchParams.set('vendor', p.vendor);
  return url.toString();
}

export type LaunchMode = 'REAL' | 'FUN';

/**
 * How a launch plays: trial players (and anyone asking for free play) get fun mode, which the title
 * must offer; real members play HOUSE titles for money and other vendors' titles as the house demo of
 * the same kind, since only the in-house vendor is wired to the wallet here.
 */
export function launchMode(p: { trialPlayer: boolean; trialAsked: boolean; vendorCode: string }): {
  mode: LaunchMode;
  needsTrialSupport: boolean;
} {
  if (p.trialPlayer || p.trialAsked) return { mode: 'FUN', needsTrialSupport: true };
  return { mode: p.vendorCode === 'HOUSE' ? 'REAL' : 'FUN', needsTrialSupport: false };
}

/** The in-house vendors with pages of their own: the lottery (ADR 0030) and the sportsbook (ADR 0031). */
export type VendorAppCode = 'LOTTO' | 'SPORTS';
export type VendorAppUrls = Record<VendorAppCode, string>;

/**
 * Which in-house vendor app a title of this category opens, if any. Every lottery tile of the catalog
 * opens the house lottery and every sports or e-sports tile the house sportsbook: they are the only
 * lottery and book wired to the wallet here, so a catalog vendor's tile is their door into them.
 */
export function vendorAppFor(gameType: string): VendorAppCode | null {
  if (gameType === 'LOTT' || gameType === 'ELOTT') return 'LOTTO';
  if (gameType === 'SPORTS' || gameType === 'ESPORTS') return 'SPORTS';
  return null;
}

/**
 * A vendor app's page for a member: `/play` with the vendor session as `token` (the app presents it
 * in its seamless calls), the player's language, currency and theme (the site's dark or light, so the
 * framed pages match the site around them), and what to open first. Only real
 * play exists there: a lottery ticket or a bet has no meaning on demo credits.
 */
export function vendorAppUrl(
  baseUrl: string,
  p: {
    token: string;
    user: string;
    currency: string;
    language: string;
    gameType: string;
    gameCode: string;
    view?: 'betting' | 'lobby';
    backUrl?: string;
    theme?: 'dark' | 'light' | undefined;
  },
): string {
  const url = new URL('/play', baseUrl);
  url.searchParams.set('token', p.token);
  url.searchParams.set('user', p.user);
  url.searchParams.set('currency', p.currency);
  url.searchParams.set('language', p.language);
  url.searchParams.set('gameType', p.gameType);
  url.searchParams.set('gameCode', p.gameCode);
  if (p.view) url.searchParams.set('view', p.view);
  if (p.backUrl) url.searchParams.set('backUrl', p.backUrl);
  if (p.theme === 'dark' || p.theme === 'light') url.searchParams.set('theme', p.theme);
  return url.toString();
}
