import { CONTENT_PATHS } from '@platform/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { KeyValueStore } from '../../platform/cache/key-value-store.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { createMemberPush } from '../../platform/http/member-push.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import type { OperatorsService } from '../operators/index.ts';
import { requestMerchant } from '../system/index.ts';
import { contentAdminRoutes } from './content.admin.routes.ts';
import { createContentRepository } from './content.repository.ts';
import { contentRoutes } from './content.routes.ts';
import { createContentService } from './content.service.ts';
import { createContentAdmin } from './content-admin.service.ts';
import { seedDemoContent } from './demo/demo-content.ts';
import { createInboxRepository } from './inbox.repository.ts';
import { createInboxService } from './inbox.service.ts';
import { mediaRoutes } from './media.routes.ts';

export type { InboxService, MemberNotice } from './inbox.service.ts';
export type { InboxTemplate } from './domain/inbox-templates.ts';
/** The content editor's HTML sanitiser, for other modules' operator-written HTML (promotions). */
export { sanitizeContentHtml } from './html-sanitizer.ts';

/**
 * Content and platform messages (issue 13, ADR 0027): banners, announcements, notices, popups and
 * help articles per merchant and language, the operators' editor, and the members' inbox with its
 * live unread count. Depends on operators (audit) and system (the request's merchant); other
 * modules reach it through `inbox.notify` for their events' messages.
 */
export function createContentModule(deps: {
  db: Database;
  store: KeyValueStore;
  clock: Clock;
  operators: OperatorsService;
  storage: FileStorage;
  /** A session token's member for a merchant; throws when it is not a live session. */
  authenticate: (token: string, merchantCode: string) => Promise<{ id: string; type: number }>;
}) {
  const repository = createContentRepository(deps.db);
  const content = createContentService({ repository, clock: deps.clock, store: deps.store });
  const inboxRepository = createInboxRepository(deps.db);
  // The live unread count (CONTENT_PATHS.inboxSocket): {"type":"unread","count"} after every change.
  const unreadPush = createMemberPush({
    store: deps.store,
    channel: 'inbox:unread',
    path: CONTENT_PATHS.inboxSocket,
    authenticate: async (token, request) => {
      const member = await deps.authenticate(token, requestMerchant(request).code);
      if (member.type === 4) throw new Error('trial');
      return member.id;
    },
    snapshot: async (memberId) => ({ type: 'unread', count: await inboxRepository.unreadCount(memberId) }),
  });
  const inbox = createInboxService({
    db: deps.db,
    clock: deps.clock,
    repository: inboxRepository,
    operators: deps.operators,
    unreadChanged: unreadPush.changed,
  });
  const admin = createContentAdmin({
    db: deps.db,
    clock: deps.clock,
    repository,
    content,
    operators: deps.operators,
    storage: deps.storage,
  });

  const routes: FastifyPluginAsync = async (app) => {
    const stop = await content.listen();
    app.addHook('onClose', async () => stop());
    await app.register(contentRoutes({ content, inbox, authenticate: deps.authenticate }));
    await app.register(mediaRoutes(deps.storage));
    await app.register(unreadPush.routes);
  };

  return {
    routes,
    adminRoutes: contentAdminRoutes(admin, inbox, deps.operators),
    inbox,
    /** Demo mode: each merchant's banners, announcements, popups, notices, help and messages (once). */
    seedDemo: (merchant: { code: string; brandName: string; languages: readonly string[] }) =>
      seedDemoContent({ db: deps.db, clock: deps.clock, repository, inbox, content }, merchant),
  };
}

export type ContentModule = ReturnType<typeof createContentModule>;
