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
