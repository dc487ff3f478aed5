import type { TGameVendorLane, TLotteryRecent } from '@platform/contracts';
import type { MerchantSnapshot } from '../system/index.ts';
import { createLotteryGatewayService } from './lottery-gateway.service.ts';
import { lotteryGatewayRoutes } from './lottery-gateway.routes.ts';
import { createLotteryVendorClient } from './lottery-vendor-client.ts';

export type { LotteryGatewayService } from './lottery-gateway.service.ts';
export { defaultPrizeMode } from './domain/lottery-menu.ts';

/**
 * The lottery gateway (issue 14, ADR 0030 "Gateway"): the platform's `/lgw/...` and `/lotto/lgw/...`
 * routes of spec §7, read from the lottery vendor's public API at `config.lotteryUrl`. It owns no
 * table: the vendor keeps draws and tickets in its own database.
 */
export function createLotteryGatewayModule(deps: {
  lotteryUrl: string;
  vendorLanes: (merchant: MerchantSnapshot) => Promise<Pick<TGameVendorLane, 'gameCategory' | 'cards'>[]>;
  recentLotteryGames: (viewer: {
    memberId: string;
    merchantCode: string;
    currency: string;
    language: string;
  }) => Promise<TLotteryRecent['list']>;
}) {
  const vendor = createLotteryVendorClient({ baseUrl: deps.lotteryUrl });
  const gateway = createLotteryGatewayService({ ...deps, vendor });
  return { gateway, routes: lotteryGatewayRoutes({ gateway }) };
}

export type LotteryGatewayModule = ReturnType<typeof createLotteryGatewayModule>;
