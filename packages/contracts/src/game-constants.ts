/**
 * Game categories, classifications and lobby filters: plain constants, kept apart from the zod
 * schemas in system.ts and games.ts so the player site can use them without loading zod
 * (see client.ts).
 */

/** Game category nav built from vendors (spec §2 "Main navigation"). */
export const GAME_CATEGORIES = [
  'HOME',
  'PROMO',
  'ELOTT',
  'LOTT',
  'LIVE',
  'BOARD',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
  'COCKFIGHT',
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** Slot-side classifications of spec §3 "Game categories and filters" (RNG and FISH lists). */
export const SLOT_CLASSIFICATIONS = [
  'SLOT',
  'SCRATCH',
  'VIDEO_POKER',
  'TABLE',
  'ARCADE',
  'JACKPOT',
  'BINGO',
  'FISHING',
] as const;

/** Live-table classifications of spec §3 (LIVE, BOARD and PVP lists). */
export const LIVE_CLASSIFICATIONS = [
  'BACCARAT',
  'SICBO',
  'ROULETTE',
  'DRAGON_TIGER',
  'BLACKJACK',
  'THREE_CARD_POKER',
  'NIUNIU',
  'FISH_PRAWN_CRAB',
  'ZHAJINHUA',
  'FANTAN',
  'OTHER',
] as const;

/** Sports, e-sports, lottery, cockfight and card-room titles. */
export const OTHER_CLASSIFICATIONS = [
  'SPORTSBOOK',
  'ESPORTSBOOK',
  'LOTTERY',
  'KENO',
  'COCKFIGHT',
  'POKER',
] as const;

export const GAME_CLASSIFICATIONS = [
  ...SLOT_CLASSIFICATIONS,
  ...LIVE_CLASSIFICATIONS,
  ...OTHER_CLASSIFICATIONS,
] as const;
export type GameClassification = (typeof GAME_CLASSIFICATIONS)[number];

/** Game selection filters of spec §3: NEW, FAV, ALL, HOT, RECENT. */
export const GAME_FILTERS = ['ALL', 'NEW', 'HOT', 'FAV', 'RECENT'] as const;
export type GameFilter = (typeof GAME_FILTERS)[number];
