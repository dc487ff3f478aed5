import type { KeyValueStore } from '../../platform/cache/key-value-store.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { routeGroup } from '../../platform/http/route-group.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import type { OperatorsService } from '../operators/index.ts';
import { createFeedbackRepository } from './feedback.repository.ts';
import { createFeedbackService, type FeedbackAnswerNotice } from './feedback.service.ts';
import { supportAdminRoutes } from './support.admin.routes.ts';
import { supportRoutes } from './support.routes.ts';

export type { FeedbackAnswerNotice } from './feedback.service.ts';

/**
 * Feedback, the chat room and live models (issue 13, ADR 0027). Depends on operators (audit,
 * permissions) and identity (the member of a request or a socket's token). It does not know the
 * content module: an answer's platform message goes through `notifyMember`, which the composition
 * root wires to the inbox.
 */
export function createSupportModule(deps: {
  db: Database;
  store: KeyValueStore;
  clock: Clock;
  operators: OperatorsService;
  storage: FileStorage;
  /** Writes the member's FEEDBACK_ANSWERED message in the answer's transaction (exactly-once by sourceRef). */
  notifyMember: (notice: FeedbackAnswerNotice, tx: Queryable) => Promise<void>;
  /** After the answer's commit: the member's open pages refresh their unread count. */
  memberNotified: (memberId: string) => void;
}) {
  const feedback = createFeedbackService({
    db: deps.db,
    clock: deps.clock,
    store: deps.store,
    storage: deps.storage,
    repository: createFeedbackRepository(deps.db),
    operators: deps.operators,
    notifyMember: deps.notifyMember,
    memberNotified: deps.memberNotified,
  });

  return {
    routes: routeGroup(supportRoutes({ feedback })),
    adminRoutes: supportAdminRoutes({ feedback, operators: deps.operators }),
    feedback,
  };
}

export type SupportModule = ReturnType<typeof createSupportModule>;
