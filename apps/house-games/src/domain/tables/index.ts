/** The live-style tables of the in-house vendor, by game code. */
import { DomainError } from '../errors.ts';
import { baccarat } from './baccarat.ts';
import { dragonTiger } from './dragon-tiger.ts';
import { fishPrawnCrab } from './fish-prawn-crab.ts';
import { roulette } from './roulette.ts';
import { sicBo } from './sic-bo.ts';
import type { TableGame, TableGameCode } from './table-game.ts';

export const TABLE_GAMES: Record<TableGameCode, TableGame> = {
  'house-baccarat': baccarat,
  'house-dragon-tiger': dragonTiger,
  'house-sicbo': sicBo,
  'house-roulette': roulette,
  'house-fish-prawn-crab': fishPrawnCrab,
};

export const TABLE_GAME_CODES = Object.keys(TABLE_GAMES) as TableGameCode[];

export function isTableCode(code: string): code is TableGameCode {
  return Object.hasOwn(TABLE_GAMES, code);
}

export function getTableGame(code: string): TableGame {
  if (!isTableCode(code)) throw new DomainError('UNKNOWN_GAME', `No table game ${code}.`);
  return TABLE_GAMES[code];
}

export * from './table-game.ts';
export * from './cards.ts';
export {
  baccarat,
  bankerDraws,
  baccaratValue,
  baccaratWinner,
  dealBaccaratHand,
  handTotal,
} from './baccarat.ts';
export { dragonTiger, dragonTigerWinner } from './dragon-tiger.ts';
export { sicBo, SIC_BO_TOTAL_PAYS } from './sic-bo.ts';
export { roulette, rouletteColour, RED_NUMBERS } from './roulette.ts';
export { fishPrawnCrab, FPC_SYMBOLS } from './fish-prawn-crab.ts';
