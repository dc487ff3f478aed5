/** The lottery's platform routes (spec §7 "Lottery" and "Home"), served by the lottery gateway. */
export const LOTTERY_PATHS = {
  gameMenu: '/api/lgw/vn/games/game_menu',
  recent: '/api/lgw/vn/games/game_menu/recent',
  openedByGame: '/api/lgw/vn/numeros/opened/game',
  openedNumero: '/api/lotto/lgw/games/opened/numero',
  gameMenus: '/api/lgw/games/game_menus',
  results: '/api/lgw/vn/results',
} as const;

/** Prize modes: LOTT real-world draws (Vietnamese, Thai, 4D), ELOTT the fast electronic draws. */
export const LOTTERY_PRIZE_MODES = ['LOTT', 'ELOTT'] as const;
export type LotteryPrizeMode = (typeof LOTTERY_PRIZE_MODES)[number];

/** The lottery account type every menu is tagged with (spec §3 "Lottery", §9). */
export const LOTTERY_ACCOUNT_TYPE = 'TCG_LOTTO_VN';

export const LOTTERY_MARKETS = ['VN_NORTH', 'VN_CENTRAL', 'VN_SOUTH', 'TH_GOV', 'MY_4D', 'ELOTT'] as const;
export type LotteryMarket = (typeof LOTTERY_MARKETS)[number];
