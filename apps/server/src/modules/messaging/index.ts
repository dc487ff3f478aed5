import type { KeyValueStore } from '../../platform/cache/key-value-store.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { OperatorsService } from '../operators/index.ts';
import { createMessagingRepository } from './messaging.repository.ts';
import { devOutboxRoutes, outboxAdminRoutes } from './messaging.routes.ts';
import { createDevDeliverySink, createOutboxProvider } from './messaging.service.ts';
import { createOutboxReader } from './outbox-reader.service.ts';

export type { MessageProvider, OutgoingMessage } from './messaging.service.ts';

export function createMessagingModule(deps: {
  db: Database;
  store: KeyValueStore;
  clock: Clock;
  operators: OperatorsService;
  /** Demo mode: messages as delivered are also kept for the dev outbox. */
  demo: boolean;
}) {
  const repository = createMessagingRepository(deps.db);
  const devSink = deps.demo ? createDevDeliverySink(deps.store) : null;
  return {
    provider: createOutboxProvider(repository, deps.clock, devSink),
    /** Only in demo mode (null otherwise): the dev outbox's route. */
    devRoutes: devSink ? devOutboxRoutes(devSink) : null,
    adminRoutes: outboxAdminRoutes(createOutboxReader({ ...deps, repository }), deps.operators),
  };
}
