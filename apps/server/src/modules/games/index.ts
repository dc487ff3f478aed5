import type { Database } from '../../platform/db/database.ts';
import { createGamesRepository } from './games.repository.ts';
import { gamesRoutes } from './games.routes.ts';
import { createGamesService } from './games.service.ts';

export type { GamesService } from './games.service.ts';

export function createGamesModule(deps: { db: Database }) {
  const service = createGamesService(createGamesRepository(deps.db));
  return { service, routes: gamesRoutes(service) };
}

export type GamesModule = ReturnType<typeof createGamesModule>;
