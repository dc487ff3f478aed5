import type { GameCategory, TGameVendorLane } from '@platform/contracts';
import { displayVassalage, displayVendorName } from './vassalage.ts';

/** Navigation order of spec §2, with the board-game category right after live. */
export const LANE_ORDER: readonly GameCategory[] = [
  'ELOTT',
  'LOTT',
  'LIVE',
  'BOARD',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
  'COCKFIGHT',
];

export interface VendorInCategory {
  vendorCode: string;
  displayName: string;
  gameType: string;
  maintenance: boolean;
}

/**
 * Groups a merchant's vendors into lanes in navigation order; a category without vendors has no
 * lane, which is how the site hides it. Spec §9: for the currency TLB, 123BET replaces BTI and TCG.
 */
export function buildVendorLanes(
  vendors: readonly VendorInCategory[],
  currency: string,
  iconUrl: (vendorCode: string) => string,
): TGameVendorLane[] {
  const substituted = vendors.map((v) => ({
    ...v,
    vendorCode: displayVassalage(v.vendorCode, currency),
    displayName: displayVendorName(v.vendorCode, v.displayName, currency),
  }));
  return LANE_ORDER.flatMap((category) => {
    const seen = new Set<string>();
    const cards = substituted
      .filter((v) => v.gameType === category && !seen.has(v.vendorCode) && seen.add(v.vendorCode))
      .map((v) => ({
        vassalage: v.vendorCode,
        displayName: v.displayName,
        gameType: category,
        iconUrl: iconUrl(v.vendorCode),
        maintenance: v.maintenance,
      }));
    return cards.length ? [{ gameCategory: category, title: category, cards }] : [];
  });
}
