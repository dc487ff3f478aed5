/**
 * Pure rules of the lottery gateway: the default prize mode (spec §3 "Contracts") and how the
 * vendor's open draws become the spec's game menus.
 */
import {
  LOTTERY_ACCOUNT_TYPE,
  type LotteryMarket,
  type LotteryPrizeMode,
  type TGameVendorLane,
  type TLotteryGameMenu,
  type TLotteryNextDraw,
} from '@platform/contracts';

/** The vendor cards that make the electronic lottery the default prize mode. */
const ELECTRONIC_LOTTERY_CARDS = new Set(['TCG_LOTTO_VN', 'LOTT']);

/**
 * "Prize mode is LOTT by default; ELOTT if the electronic lottery category has a card for
 * TCG_LOTTO_VN or LOTT."
 */
export function defaultPrizeMode(
  lanes: readonly Pick<TGameVendorLane, 'gameCategory' | 'cards'>[],
): LotteryPrizeMode {
  const electronic = lanes.find((lane) => lane.gameCategory === 'ELOTT');
  return electronic?.cards.some((card) => ELECTRONIC_LOTTERY_CARDS.has(card.vassalage.toUpperCase()))
    ? 'ELOTT'
    : 'LOTT';
}

export const prizeModeOf = (market: LotteryMarket): LotteryPrizeMode =>
  market === 'ELOTT' ? 'ELOTT' : 'LOTT';

/** The tag of a game (spec §3: "Games carry a tag from gameGroupCode"). */
export function gameGroupOf(market: LotteryMarket): string {
  if (market === 'ELOTT') return 'FAST';
  if (market === 'TH_GOV' || market === 'MY_4D') return 'SEA';
  return 'VN';
}

export interface VendorMenuDraw {
  drawId: string;
  market: LotteryMarket;
  gameCode: string;
  province: { code: string; name: string } | null;
  /** OPEN, or SCHEDULED when the vendor was asked for the draws opening soon. */
  state: string;
  timeZone: string;
  opensAt: string;
  closesAt: string;
  drawAt: string;
  serverSeedHash: string | null;
  betTypes: { code: string }[];
}

/** The most coming draws one game lists (the fast draws have a dozen in the next ten minutes). */
export const MENU_DRAWS_PER_GAME = 12;

const toMenuDraw = (d: VendorMenuDraw): TLotteryNextDraw => ({
  drawId: d.drawId,
  province: d.province?.name ?? null,
  state: d.state === 'OPEN' ? 'OPEN' : 'SCHEDULED',
  opensAt: d.opensAt,
  closesAt: d.closesAt,
  drawAt: d.drawAt,
  timeZone: d.timeZone,
  serverSeedHash: d.serverSeedHash,
});

/**
 * One menu entry per game code, in the vendor's order (soonest cut-off first), each with its next
 * open draw, how many draws are open, and its coming draws (open or opening soon, at most
 * MENU_DRAWS_PER_GAME); only the games of `prizeMode`. A game with no open draw yet is listed with
 * `nextDraw` null when it has coming ones.
 */
export function toGameMenus(
  draws: readonly VendorMenuDraw[],
  prizeMode: LotteryPrizeMode | null,
): TLotteryGameMenu[] {
  const byGame = new Map<string, TLotteryGameMenu>();
  for (const d of draws) {
    const mode = prizeModeOf(d.market);
    if (prizeMode && mode !== prizeMode) continue;
    let game = byGame.get(d.gameCode);
    if (!game) {
      game = {
        gameCode: d.gameCode,
        market: d.market,
        gameGroupCode: gameGroupOf(d.market),
        accountType: LOTTERY_ACCOUNT_TYPE,
        prizeMode: mode,
        openDraws: 0,
        nextDraw: null,
        draws: [],
        betTypes: d.betTypes.map((b) => b.code),
      };
      byGame.set(d.gameCode, game);
    }
    const draw = toMenuDraw(d);
    if (draw.state === 'OPEN') {
      game.openDraws += 1;
      game.nextDraw ??= draw;
    }
    if (game.draws.length < MENU_DRAWS_PER_GAME) game.draws.push(draw);
  }
  return [...byGame.values()];
}
