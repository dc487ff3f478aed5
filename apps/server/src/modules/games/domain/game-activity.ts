import type { TGame, TGameSuggestion } from '@platform/contracts';
import { gameArtworkUrl, toGameView, type CatalogGame } from './game-view.ts';
import { displayVassalage } from './vassalage.ts';

/**
 * One catalog title as the activity calls read it (favourites, recent, launch, suggestions, rooms):
 * the lobby's row with every translated name, the table stakes and the house title it opens.
 */
export interface ActivityGame extends Omit<CatalogGame, 'displayName'> {
  /** English name, and the translated ones keyed by language code. */
  name: string;
  names: Record<string, string>;
  maxBetUnits: string;
  houseGameCode: string;
}

/** The title in the request's language, the English name when there is no translation. */
export const localName = (game: { name: string; names: Record<string, string> }, language: string) =>
  game.names[language] ?? game.name;

/** A title as the lobby shows it (the catalog's own view: TLB vendor substitution, stakes in currency). */
export function toLobbyGame(
  game: ActivityGame,
  context: { language: string; currency: string; favourite: boolean },
): TGame {
  return toGameView(
    { ...game, displayName: localName(game, context.language) },
    context.currency,
    context.favourite,
  );
}

export function toSuggestion(
  game: ActivityGame,
  context: { language: string; currency: string },
): TGameSuggestion {
  return {
    nodeId: game.id,
    vassalage: displayVassalage(game.vendorCode, context.currency),
    gameCode: game.gameCode,
    gameType: game.gameType,
    displayName: localName(game, context.language),
    iconUrl: {
      showIcon: gameArtworkUrl(game.id, 'icon', game.artVersion),
      lagerIcon: gameArtworkUrl(game.id, 'large', game.artVersion),
    },
  };
}

/** Page count of a list, as the account record counts it (no rows, no pages). */
export const pageCount = (total: number, pageSize: number) => Math.ceil(total / pageSize);
