import type {
  LotteryPrizeMode,
  TGameVendorLane,
  TLotteryMenu,
  TLotteryMenus,
  TLotteryMenuQuery,
  TLotteryOpened,
  TLotteryOpenedDraw,
  TLotteryOpenedNumero,
  TLotteryRecent,
  TLotteryResults,
  TLotteryResultsQuery,
} from '@platform/contracts';
import type { MerchantSnapshot } from '../system/index.ts';
import { defaultPrizeMode, toGameMenus, type VendorMenuDraw } from './domain/lottery-menu.ts';
import type { LotteryVendorClient } from './lottery-vendor-client.ts';

export type GatewayMerchant = MerchantSnapshot;

interface VendorDraw extends Omit<TLotteryOpenedDraw, 'special' | 'result'> {
  result?: Record<string, string[]> | null;
  special?: string | null;
}

/** The games of the home page's opened-numbers strip, in the spec's navigation order. */
export const OPENED_GAMES = [
  'lotto-vn-north',
  'lotto-vn-central',
  'lotto-vn-south',
  'lotto-th-gov',
  'lotto-my-4d',
  'lotto-elott-1',
  'lotto-elott-3',
  'lotto-elott-5',
] as const;

/** The menus list the draws that open within this many hours too (the day's coming draws). */
const UPCOMING_HOURS = 12;

const toOpened = (d: VendorDraw): TLotteryOpenedDraw => ({
  drawId: d.drawId,
  market: d.market,
  gameCode: d.gameCode,
  province: d.province,
  drawDate: d.drawDate,
  drawAt: d.drawAt,
  timeZone: d.timeZone,
  state: d.state,
  special: d.special ?? d.result?.DB?.[0] ?? d.result?.FIRST?.[0] ?? d.result?.P1?.[0] ?? null,
  result: d.result ?? null,
  serverSeedHash: d.serverSeedHash,
  serverSeed: d.serverSeed,
});

/**
 * The lottery's platform routes (spec §7): menus, the member's recent lottery titles, opened
 * numbers and results, read from the lottery vendor; money never passes here (tickets are bought in
 * the vendor's own pages, paid through the seamless wallet).
 */
export function createLotteryGatewayService(deps: {
  vendor: LotteryVendorClient;
  /** The merchant's lobby lanes (games module), for the default prize mode. */
  vendorLanes: (merchant: MerchantSnapshot) => Promise<Pick<TGameVendorLane, 'gameCategory' | 'cards'>[]>;
  /** The member's recently launched lottery titles (game activity). */
  recentLotteryGames: (viewer: {
    memberId: string;
    merchantCode: string;
    currency: string;
    language: string;
  }) => Promise<TLotteryRecent['list']>;
}) {
  const { vendor } = deps;
  const vendorMenu = (merchant: GatewayMerchant) =>
    vendor.get<{ serverTime: string; draws: VendorMenuDraw[] }>('/api/lottery/menu', {
      currency: merchant.currency,
      upcomingHours: UPCOMING_HOURS,
    });
  const prizeModeFor = async (merchant: GatewayMerchant, asked: LotteryPrizeMode | undefined) =>
    asked ?? defaultPrizeMode(await deps.vendorLanes(merchant));

  return {
    async menu(merchant: GatewayMerchant, query: TLotteryMenuQuery): Promise<TLotteryMenu> {
      const [prizeMode, menu] = await Promise.all([
        prizeModeFor(merchant, query.prizeMode),
        vendorMenu(merchant),
      ]);
      return {
        prizeMode,
        device: query.device ?? 'WEB',
        serverTime: menu.serverTime,
        gameMenus: toGameMenus(menu.draws, prizeMode),
      };
    },

    async menus(merchant: GatewayMerchant): Promise<TLotteryMenus> {
      const [prizeMode, menu] = await Promise.all([prizeModeFor(merchant, undefined), vendorMenu(merchant)]);
      return { prizeMode, serverTime: menu.serverTime, gameMenus: toGameMenus(menu.draws, null) };
    },

    recent: async (viewer: Parameters<typeof deps.recentLotteryGames>[0]): Promise<TLotteryRecent> => ({
      list: await deps.recentLotteryGames(viewer),
    }),

    async opened(gameCode: string, limit: number): Promise<TLotteryOpened> {
      const answer = await vendor.get<{ draws: VendorDraw[] }>('/api/lottery/opened', { gameCode, limit });
      return { gameCode, draws: answer.draws.map(toOpened) };
    },

    /** The latest result of every game (the provincial markets: every province of the latest day). */
    async openedNumero(): Promise<TLotteryOpenedNumero> {
      const lists = await Promise.all(
        OPENED_GAMES.map((gameCode) =>
          vendor.get<{ draws: VendorDraw[] }>('/api/lottery/opened', {
            gameCode,
            limit: gameCode === 'lotto-vn-central' || gameCode === 'lotto-vn-south' ? 4 : 1,
          }),
        ),
      );
      return {
        draws: lists.flatMap(({ draws }) =>
          draws.filter((d) => d.drawDate === draws[0]!.drawDate).map(toOpened),
        ),
      };
    },

    async results(query: TLotteryResultsQuery): Promise<TLotteryResults> {
      const answer = await vendor.get<{ draws: VendorDraw[] }>('/api/lottery/results', {
        date: query.date,
        market: query.market,
        province: query.province,
      });
      return { date: query.date, draws: answer.draws.map(toOpened) };
    },
  };
}

export type LotteryGatewayService = ReturnType<typeof createLotteryGatewayService>;
