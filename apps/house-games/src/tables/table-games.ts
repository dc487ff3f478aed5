import { TABLE_GAMES } from '../domain/tables/index.ts';
import type { TableGameLike } from './table-types.ts';

/** The shared tables the service runs: every table game of the domain, one table each. */
export const HOUSE_TABLE_GAMES: Record<string, TableGameLike> = TABLE_GAMES;
