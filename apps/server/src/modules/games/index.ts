import type { KeyValueStore } from '../../platform/cache/key-value-store.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import type { OperatorsService } from '../operators/index.ts';
import { gamesAdminRoutes } from './games.admin.routes.ts';
import { createGamesRepository } from './games.repository.ts';
import { gamesRoutes, type MemberAuthenticator } from './games.routes.ts';
import { createGamesService } from './games.service.ts';

export type { GamesService, SeedGame } from './games.service.ts';
export { gameArtworkUrl, toGameView, type CatalogGame, type ArtworkKind } from './domain/game-view.ts';
export { containsPattern } from './domain/search-text.ts';
export { stakeInCurrency } from './domain/bet-units.ts';
export { catalogVendorsFor, displayVassalage } from './domain/vassalage.ts';
export { HOUSE_TITLES, houseTitleFor } from './domain/house-titles.ts';
export { DEFAULT_MAX_PAYOUT_MULTIPLIER } from './domain/max-payout.ts';
export { roundFigures, type RoundFacts } from './domain/betting-record.ts';
export { localName } from './domain/game-activity.ts';
export { ROUND_FACTS_SQL, ROUND_KEY_SQL, ROUND_SPAN_SQL } from './round-facts.ts';
export { createGameActivityModule, type GameActivityModule } from './game-activity.module.ts';

export function createGamesModule(deps: {
  db: Database;
  store: KeyValueStore;
  clock: Clock;
  storage: FileStorage;
  operators: OperatorsService;
  /** Optional member on the public lobby calls (favourite flags, FAV and RECENT). */
  authenticate: MemberAuthenticator;
}) {
  const service = createGamesService({ ...deps, repository: createGamesRepository(deps.db) });
  return {
    service,
    routes: gamesRoutes(service, deps.authenticate),
    adminRoutes: gamesAdminRoutes(service, deps.operators),
  };
}

export type GamesModule = ReturnType<typeof createGamesModule>;
