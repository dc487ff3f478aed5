/**
 * The in-house vendor's playable titles. The house-games service implements exactly these codes;
 * every other vendor's title opens the house demo of the same kind, so that every lobby tile plays.
 */
export const HOUSE_SLOT_TITLES = [
  'house-dragon-fortune',
  'house-golden-temple',
  'house-ocean-pearls',
  'house-neon-nights',
  'house-jungle-gems',
  'house-pharaoh-gold',
  'house-sakura-wilds',
  'house-lucky-lanterns',
] as const;
export const HOUSE_FISH_TITLE = 'house-reef-hunter';
export const HOUSE_TABLE_TITLES = {
  baccarat: 'house-baccarat',
  dragonTiger: 'house-dragon-tiger',
  sicbo: 'house-sicbo',
  roulette: 'house-roulette',
  fishPrawnCrab: 'house-fish-prawn-crab',
} as const;
export const HOUSE_TITLES: readonly string[] = [
  ...HOUSE_SLOT_TITLES,
  HOUSE_FISH_TITLE,
  ...Object.values(HOUSE_TABLE_TITLES),
];

/** FNV-1a: a stable 32-bit hash, so a title keeps its house demo across seeds and machines. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const TABLE_BY_CLASSIFICATION: Record<string, string> = {
  BACCARAT: HOUSE_TABLE_TITLES.baccarat,
  NIUNIU: HOUSE_TABLE_TITLES.baccarat,
  ZHAJINHUA: HOUSE_TABLE_TITLES.baccarat,
  THREE_CARD_POKER: HOUSE_TABLE_TITLES.baccarat,
  BLACKJACK: HOUSE_TABLE_TITLES.baccarat,
  POKER: HOUSE_TABLE_TITLES.baccarat,
  OTHER: HOUSE_TABLE_TITLES.baccarat,
  DRAGON_TIGER: HOUSE_TABLE_TITLES.dragonTiger,
  SICBO: HOUSE_TABLE_TITLES.sicbo,
  FANTAN: HOUSE_TABLE_TITLES.sicbo,
  ROULETTE: HOUSE_TABLE_TITLES.roulette,
  FISH_PRAWN_CRAB: HOUSE_TABLE_TITLES.fishPrawnCrab,
};

/**
 * The house title a game opens. Slot-like titles (RNG, and any slot classification) get one of the
 * slot titles by a stable hash of their code; fish titles the fish hunter; table titles the table
 * of their classification; sports and e-sports the baccarat table, lotteries the sic bo table and
 * cockfights the dragon-tiger table (the closest quick-round house games).
 */
export function houseTitleFor(game: { gameType: string; classification: string; gameCode: string }): string {
  if (game.gameType === 'FISH' || game.classification === 'FISHING') return HOUSE_FISH_TITLE;
  const table = TABLE_BY_CLASSIFICATION[game.classification];
  switch (game.gameType) {
    case 'LIVE':
    case 'BOARD':
    case 'PVP':
      if (table) return table;
      break;
    case 'SPORTS':
    case 'ESPORTS':
      return HOUSE_TABLE_TITLES.baccarat;
    case 'LOTT':
    case 'ELOTT':
      return HOUSE_TABLE_TITLES.sicbo;
    case 'COCKFIGHT':
      return HOUSE_TABLE_TITLES.dragonTiger;
  }
  return HOUSE_SLOT_TITLES[stableHash(game.gameCode) % HOUSE_SLOT_TITLES.length]!;
}
