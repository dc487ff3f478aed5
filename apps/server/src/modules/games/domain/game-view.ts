import { GAME_CLASSIFICATIONS, type GameCategory, type TGame, type TVassGameType } from '@platform/contracts';
import { stakeInCurrency } from './bet-units.ts';
import { displayVassalage, displayVendorName } from './vassalage.ts';
import { LANE_ORDER } from './vendor-lanes.ts';

/** One catalog row as the lobby queries read it (names already in the request's language). */
export interface CatalogGame {
  id: string;
  vendorCode: string;
  vendorName: string;
  gameCode: string;
  gameType: GameCategory;
  classification: string;
  displayName: string;
  minBetUnits: string;
  lines: number | null;
  rtp: string | null;
  isHot: boolean;
  isNew: boolean;
  supportTrial: boolean;
  /** The game's own flag OR its vendor's in this merchant's category. */
  maintenance: boolean;
  artVersion: number;
}

export type ArtworkKind = 'icon' | 'large';

/** Artwork URLs carry the art version: a new upload is a new URL, so the old one may be cached for good. */
export const gameArtworkUrl = (gameId: string, kind: ArtworkKind, artVersion: number) =>
  `/api/wps/assets/game/${gameId}/${kind}?v=${artVersion}`;

/**
 * A catalog row on the wire (spec §3 "Game"): money in the merchant's currency, the TLB vendor
 * substitution applied, and the spec's inverted `supportPlay` (0 = a free trial is offered).
 */
export function toGameView(game: CatalogGame, currency: string, favourite = false): TGame {
  return {
    nodeId: game.id,
    nodeName: game.displayName,
    vassalage: displayVassalage(game.vendorCode, currency),
    vendorName: displayVendorName(game.vendorCode, game.vendorName, currency),
    gameCode: game.gameCode,
    gameType: game.gameType,
    gameClassify: game.classification,
    displayName: game.displayName,
    gameName: game.displayName,
    isGame: 'GAME',
    isHot: game.isHot ? 1 : 0,
    isNew: game.isNew ? 1 : 0,
    supportPlay: game.supportTrial ? 0 : 1,
    iconUrl: {
      showIcon: gameArtworkUrl(game.id, 'icon', game.artVersion),
      lagerIcon: gameArtworkUrl(game.id, 'large', game.artVersion),
    },
    minBet: stakeInCurrency(game.minBetUnits, currency),
    lines: game.lines,
    rtp: game.rtp,
    maintenance: game.maintenance,
    favourite,
  };
}

/** Games per (category, vendor, classification) of a merchant, vendors in their lobby order. */
export interface ClassificationCount {
  gameType: string;
  vendorCode: string;
  vendorName: string;
  classification: string;
  games: number;
}

/** Classifications in the spec's order (slot ones, then table ones, then the rest); unknown ones last. */
const classificationRank = (code: string) => {
  const index = (GAME_CLASSIFICATIONS as readonly string[]).indexOf(code);
  return index < 0 ? GAME_CLASSIFICATIONS.length : index;
};

/**
 * `GCSGAME_getVassGameType` (spec §3 "Game category"): per category in navigation order, its
 * vendors with their game counts, and its classifications each with the vendors that have it.
 * Under TLB, BTI and TCG merge into 123BET (counts added).
 */
export function buildVassGameTypes(
  counts: readonly ClassificationCount[],
  currency: string,
): TVassGameType[] {
  return LANE_ORDER.flatMap((category) => {
    const cards = new Map<string, { vassalage: string; displayName: string; gameCount: number }>();
    const classifications = new Map<string, Set<string>>();
    for (const c of counts) {
      if (c.gameType !== category) continue;
      const vassalage = displayVassalage(c.vendorCode, currency);
      const card = cards.get(vassalage) ?? {
        vassalage,
        displayName: displayVendorName(c.vendorCode, c.vendorName, currency),
        gameCount: 0,
      };
      card.gameCount += c.games;
      cards.set(vassalage, card);
      const vendors = classifications.get(c.classification) ?? new Set<string>();
      vendors.add(vassalage);
      classifications.set(c.classification, vendors);
    }
    if (cards.size === 0) return [];
    return [
      {
        gameType: category,
        title: category,
        cards: [...cards.values()],
        gameClassify: [...classifications.entries()]
          .sort(([a], [b]) => classificationRank(a) - classificationRank(b) || a.localeCompare(b))
          .map(([code, vendors]) => ({ code, vendors: [...vendors] })),
      },
    ];
  });
}
