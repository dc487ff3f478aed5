import type { Clock } from '../../../platform/clock.ts';
import type { Database } from '../../../platform/db/database.ts';
import type { LedgerService } from '../../ledger/index.ts';
import { createGameWalletsRepository } from './game-wallets.repository.ts';
import { gameWalletsRoutes } from './game-wallets.routes.ts';
import { createGameWalletsService, simulatedTransferVendor } from './game-wallets.service.ts';

export type { GameWalletsService, TransferVendorClient } from './game-wallets.service.ts';

/** Transfer-wallet vendors' game wallets: transfers in and out, recall, and settlement of stale transfers. */
export function createGameWallets(deps: {
  db: Database;
  clock: Clock;
  ledger: LedgerService;
  balanceChanged: (memberId: string) => void;
}) {
  const repository = createGameWalletsRepository(deps.db);
  const vendor = simulatedTransferVendor(repository);
  const service = createGameWalletsService({ ...deps, repository, vendor });
  return {
    service,
    /** The transfer-wallet vendors' client, looked up at each call (tests slow or cut its calls). */
    vendor,
    routes: gameWalletsRoutes({ gameWallets: service, ledger: deps.ledger }),
  };
}
