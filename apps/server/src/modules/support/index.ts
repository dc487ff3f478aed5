import type { KeyValueStore } from '../../platform/cache/key-value-store.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { routeGroup } from '../../platform/http/route-group.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import type { OperatorsService } from '../operators/index.ts';
import { createChatRepository } from './chat.repository.ts';
import { createChatService } from './chat.service.ts';
import { createChatSocket, type ChatMember } from './chat-socket.ts';
import { seedDemoSupport } from './demo/demo-support.ts';
import { createFeedbackRepository } from './feedback.repository.ts';
import { createFeedbackService, type FeedbackAnswerNotice } from './feedback.service.ts';
import { createLiveModelsRepository } from './live-models.repository.ts';
import { createLiveModelsService } from './live-models.service.ts';
import { supportAdminRoutes } from './support.admin.routes.ts';
import { supportRoutes } from './support.routes.ts';

export type { FeedbackAnswerNotice } from './feedback.service.ts';

/**
 * Feedback, the chat room and live models (issue 13, ADR 0027). Depends on operators (audit,
 * permissions) and on identity through `authenticate` and the request's member. It does not know
 * the content module: an answer's platform message goes through `notifyMember`, which the
 * composition root wires to the inbox.
 */
export function createSupportModule(deps: {
  db: Database;
  store: KeyValueStore;
  clock: Clock;
  operators: OperatorsService;
  storage: FileStorage;
  /** Keys the chat authors' opaque ids. */
  authorKeySecret: Buffer;
  /** A session token's member for a merchant (the chat socket); throws when it is not a live session. */
  authenticate: (token: string, merchantCode: string) => Promise<ChatMember>;
  /** Writes the member's FEEDBACK_ANSWERED message in the answer's transaction (exactly-once by sourceRef). */
  notifyMember: (notice: FeedbackAnswerNotice, tx: Queryable) => Promise<void>;
  /** After the answer's commit: the member's open pages refresh their unread count. */
  memberNotified: (memberId: string) => void;
}) {
  const { db, store, clock, operators } = deps;
  const feedback = createFeedbackService({
    db,
    clock,
    store,
    storage: deps.storage,
    repository: createFeedbackRepository(db),
    operators,
    notifyMember: deps.notifyMember,
    memberNotified: deps.memberNotified,
  });
  const chatRepository = createChatRepository(db);
  const chat = createChatService({
    db,
    clock,
    store,
    repository: chatRepository,
    operators,
    authorKeySecret: deps.authorKeySecret,
  });
  const modelsRepository = createLiveModelsRepository(db);
  const models = createLiveModelsService({
    db,
    clock,
    repository: modelsRepository,
    operators,
    viewers: (merchantCode, room) => socket.viewers(merchantCode, room),
  });
  const socket = createChatSocket({
    chat,
    store,
    authenticate: deps.authenticate,
    modelExists: (merchantCode, modelId) => models.exists(merchantCode, modelId),
  });

  return {
    routes: routeGroup(supportRoutes({ feedback, models }), socket.routes),
    adminRoutes: supportAdminRoutes({ feedback, chat, models, operators }),
    feedback,
    chat,
    models,
    /** Demo mode: live models, lobby lines and chat settings for a merchant (once; never over an operator's). */
    seedDemo: (merchantCode: string) =>
      seedDemoSupport({ db, clock, chat: chatRepository, models: modelsRepository }, merchantCode),
  };
}

export type SupportModule = ReturnType<typeof createSupportModule>;
