import type { GameCategory, TConsolidatedFunds, TGameVendorLane, TMerchantWallet } from '@platform/contracts';

/**
 * The seamless wallet page (spec §2 "/seamless", §4 "Wallets"): one central wallet, the providers
 * whose games bet straight from it, and those that keep a game wallet of their own (transfer
 * wallets) whose balance is moved in and recalled.
 */

export interface WalletVendor {
  code: string;
  name: string;
  /** The categories the provider's games are listed under, in navigation order. */
  categories: GameCategory[];
  /** Every category of the provider is under maintenance. */
  maintenance: boolean;
}

export interface TransferWalletVendor extends WalletVendor {
  /** The game wallet's balance (decimal string). */
  balance: string;
}

/**
 * Splits the merchant's providers: those with a game wallet (the consolidated funds list every
 * transfer-wallet provider, with its balance) and the rest of the lobby's providers, which play
 * from the central wallet. The lobby's order is kept; a transfer-wallet provider missing from the
 * lobby (switched off there) still shows, since its balance is still the member's.
 */
export function splitWalletVendors(
  lanes: readonly TGameVendorLane[],
  gameWallets: TConsolidatedFunds['gameWallets'],
): { seamless: WalletVendor[]; transfer: TransferWalletVendor[] } {
  const byCode = new Map<string, WalletVendor & { down: number; cards: number }>();
  for (const lane of lanes) {
    for (const card of lane.cards) {
      const code = card.vassalage.toUpperCase();
      const vendor = byCode.get(code) ?? {
        code: card.vassalage,
        name: card.displayName,
        categories: [],
        maintenance: false,
        down: 0,
        cards: 0,
      };
      if (!vendor.categories.includes(card.gameType)) vendor.categories.push(card.gameType);
      vendor.cards += 1;
      if (card.maintenance) vendor.down += 1;
      byCode.set(code, vendor);
    }
  }
  const settle = ({ down, cards, ...v }: WalletVendor & { down: number; cards: number }): WalletVendor => ({
    ...v,
    maintenance: cards > 0 && down === cards,
  });
  const transferCodes = new Set(gameWallets.map((w) => w.vendorCode.toUpperCase()));
  const seamless = [...byCode.entries()]
    .filter(([code]) => !transferCodes.has(code))
    .map(([, v]) => settle(v));
  const transfer = gameWallets.map((w) => {
    const listed = byCode.get(w.vendorCode.toUpperCase());
    return {
      ...(listed ? settle(listed) : { categories: [], maintenance: false }),
      code: w.vendorCode,
      name: w.displayName,
      balance: w.balance,
    };
  });
  return { seamless, transfer };
}

interface QueryView<T> {
  data?: T | undefined;
  isError: boolean;
}

export type SeamlessPageState =
  | { kind: 'visitor' }
  | { kind: 'trial' }
  | { kind: 'loading' }
  | { kind: 'error'; failed: 'mode' | 'funds' }
  | { kind: 'ready'; single: boolean; funds: TConsolidatedFunds };

/**
 * What the page shows: visitors and trial players get the explanation and a way in (game wallets
 * are real money: the server refuses them to a trial player); a member waits for the wallet mode
 * and the balances, and a failure with nothing to show is an error to retry.
 */
export function seamlessPageState(input: {
  loggedIn: boolean;
  trial: boolean;
  mode: QueryView<TMerchantWallet>;
  funds: QueryView<TConsolidatedFunds>;
}): SeamlessPageState {
  if (!input.loggedIn) return { kind: 'visitor' };
  if (input.trial) return { kind: 'trial' };
  if (input.mode.isError && !input.mode.data) return { kind: 'error', failed: 'mode' };
  if (input.funds.isError && !input.funds.data) return { kind: 'error', failed: 'funds' };
  if (!input.mode.data || !input.funds.data) return { kind: 'loading' };
  // A game balance the member holds is shown whatever the mode says.
  const single = input.mode.data.isSingle && input.funds.data.gameWallets.length === 0;
  return { kind: 'ready', single, funds: input.funds.data };
}
