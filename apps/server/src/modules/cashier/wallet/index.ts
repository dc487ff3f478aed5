import type { KeyValueStore } from '../../../platform/cache/key-value-store.ts';
import type { Clock } from '../../../platform/clock.ts';
import { routeGroup } from '../../../platform/http/route-group.ts';
import type { SessionService } from '../../identity/index.ts';
import type { WalletViews } from '../../ledger/index.ts';
import { createWalletPush } from './wallet-push.ts';
import { walletRoutes } from './wallet.routes.ts';

/** The member's wallet: balances and history, and their real-time push after every change. */
export function createWallet(deps: {
  store: KeyValueStore;
  clock: Clock;
  views: WalletViews;
  identity: SessionService;
}) {
  const push = createWalletPush(deps);
  return {
    balanceChanged: push.balanceChanged,
    routes: routeGroup(walletRoutes({ views: deps.views, clock: deps.clock }), push.routes),
  };
}
