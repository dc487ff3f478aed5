import type { Database } from '../../platform/db/database.ts';
import type { OperatorsService } from '../operators/index.ts';
import { createMessagingRepository } from './messaging.repository.ts';
import { devOutboxRoutes, outboxAdminRoutes } from './messaging.routes.ts';
import { createOutboxProvider } from './messaging.service.ts';

export type { MessageProvider, OutgoingMessage } from './messaging.service.ts';

export function createMessagingModule(deps: { db: Database; operators: OperatorsService }) {
  const repository = createMessagingRepository(deps.db);
  return {
    provider: createOutboxProvider(repository),
    devRoutes: devOutboxRoutes(repository),
    adminRoutes: outboxAdminRoutes(repository, deps.operators),
  };
}
