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
  closesAt: string;
  drawAt: string;
  serverSeedHash: string | null;
  betTypes: { code: string }[];
}

/**
 * One menu entry per game code, in the vendor's order (soonest cut-off first), each with its next
 * draw and how many draws are open; only the games of `prizeMode`.
 */
export function toGameMenus(
  draws: readonly VendorMenuDraw[],
  prizeMode: LotteryPrizeMode | null,
): TLotteryGameMenu[] {
  const byGame = new Map<string, TLotteryGameMenu>();
  for (const d of draws) {
    const mode = prizeModeOf(d.market);
    if (prizeMode && mode !== prizeMode) continue;
    const known = byGame.get(d.gameCode);
    if (known) {
      known.openDraws += 1;
      continue;
    }
    byGame.set(d.gameCode, {
      gameCode: d.gameCode,
      market: d.market,
      gameGroupCode: gameGroupOf(d.market),
      accountType: LOTTERY_ACCOUNT_TYPE,
      prizeMode: mode,
      openDraws: 1,
      nextDraw: {
        drawId: d.drawId,
        province: d.province?.name ?? null,
        closesAt: d.closesAt,
        drawAt: d.drawAt,
        serverSeedHash: d.serverSeedHash,
      },
      betTypes: d.betTypes.map((b) => b.code),
    });
  }
  return [...byGame.values()];
}
