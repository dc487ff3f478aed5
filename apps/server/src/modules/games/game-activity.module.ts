import type { KeyValueStore } from '../../platform/cache/key-value-store.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { createBettingRecordRepository } from './betting-record.repository.ts';
import { createBettingRecordService } from './betting-record.service.ts';
import { createGameActivityRepository } from './game-activity.repository.ts';
import { gameActivityRoutes } from './game-activity.routes.ts';
import { createGameActivityService } from './game-activity.service.ts';
import { launchRoutes, type MemberAuthenticator } from './launch.routes.ts';
import type { VendorAppUrls } from './domain/launch.ts';
import { createLaunchService, type VendorSessionIssuer } from './launch.service.ts';
import { createWinnerBoardRepository } from './winner-board.repository.ts';
import { createWinnerBoardService } from './winner-board.service.ts';

/**
 * The member's side of the games module: launch, favourites, recent games, card rooms, the winner
 * board and the betting record. Composed apart from the catalog because it needs the wallet's
 * vendor sessions and the member sessions.
 */
export function createGameActivityModule(deps: {
  db: Database;
  store: KeyValueStore;
  clock: Clock;
  seamless: VendorSessionIssuer;
  authenticate: MemberAuthenticator;
  houseGamesUrl: string;
  vendorAppUrls: VendorAppUrls;
}) {
  const repository = createGameActivityRepository(deps.db);
  const activity = createGameActivityService({ repository, store: deps.store, clock: deps.clock });
  const launch = createLaunchService({ ...deps, repository });
  const winners = createWinnerBoardService({
    repository: createWinnerBoardRepository(deps.db),
    clock: deps.clock,
  });
  const bettingRecord = createBettingRecordService({
    repository: createBettingRecordRepository(deps.db),
    clock: deps.clock,
  });
  return {
    activity,
    launch,
    winners,
    bettingRecord,
    routes: gameActivityRoutes({ activity, winners, bettingRecord }),
    launchRoutes: launchRoutes({ launch, authenticate: deps.authenticate }),
  };
}

export type GameActivityModule = ReturnType<typeof createGameActivityModule>;
