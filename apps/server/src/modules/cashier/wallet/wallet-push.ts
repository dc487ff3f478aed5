import type { KeyValueStore } from '../../../platform/cache/key-value-store.ts';
import { createMemberPush } from '../../../platform/http/member-push.ts';
import type { SessionService } from '../../identity/index.ts';
import type { WalletViews } from '../../ledger/index.ts';
import { requestMerchant } from '../../system/index.ts';

/**
 * Real-time balance (issue: "pushed to the member's open pages over a WebSocket after every
 * change"): {"type":"balance","value"} after every change of the member's balance.
 */
export function createWalletPush(deps: {
  store: KeyValueStore;
  views: WalletViews;
  identity: SessionService;
}) {
  const currencies = new Map<string, string>();
  const push = createMemberPush({
    store: deps.store,
    channel: 'wallet:balance',
    path: '/api/wps/ws/wallet',
    authenticate: async (token, request) => {
      const merchant = requestMerchant(request);
      const member = await deps.identity.authenticate(token, merchant.code);
      if (member.type === 4) throw new Error('trial');
      currencies.set(member.id, merchant.currency);
      return member.id;
    },
    snapshot: async (memberId) => {
      const currency = currencies.get(memberId);
      if (!currency) return null;
      return { type: 'balance', value: await deps.views.balance(memberId, currency, false) };
    },
  });
  return {
    routes: push.routes,
    /** Call after the commit that changed the member's balance. */
    balanceChanged: push.changed,
  };
}
