import { offeredSelections, parseOdds } from '../../../src/domain/index.ts';
import type { MarketView } from './types.ts';

/**
 * A market's prices as the screen shows them now (the live push's over the loaded ones), and which
 * of them the book offers: the same sane-band rule the book applies (domain/price-band.ts), so a
 * runaway price shows locked instead of inviting a pick the book would refuse.
 */
export function marketPrices(
  market: MarketView,
  prices: Record<string, number>,
): { odds: number[]; offered: boolean[] } {
  const odds = market.selections.map((s) => prices[s.id] ?? parseOdds(s.odds) ?? 0);
  return { odds, offered: offeredSelections(odds) };
}
