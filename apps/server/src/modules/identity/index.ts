import type { KeyValueStore } from '../../platform/cache/key-value-store.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { MessageProvider } from '../messaging/index.ts';
import type { OperatorsService } from '../operators/index.ts';
import type { SystemService } from '../system/index.ts';
import { createIdentityRepository } from './identity.repository.ts';
import { identityRoutes } from './identity.routes.ts';
import { createIdentityService } from './identity.service.ts';
import { registerMemberAuth } from './member-auth.ts';
import { membersAdminRoutes } from './members.admin.routes.ts';
import { securityCentreRoutes } from './security-centre.routes.ts';
import { createTotpService } from './totp.service.ts';
import { createVerificationService } from './verification.service.ts';

export { requestMember, requireRealMember } from './member-auth.ts';
export type { MemberRecord, NewMember } from './identity.repository.ts';
export type { IdentityService } from './identity.service.ts';
export { createIdentityRepository };

export function createIdentityModule(deps: {
  db: Database;
  store: KeyValueStore;
  clock: Clock;
  messages: MessageProvider;
  system: SystemService;
  operators: OperatorsService;
}) {
  const repository = createIdentityRepository(deps.db);
  const verification = createVerificationService({
    store: deps.store,
    clock: deps.clock,
    messages: deps.messages,
    secret: () => deps.system.signingSecret('altcha'),
  });
  const service = createIdentityService({ ...deps, repository, verification });
  const totp = createTotpService({ repository, store: deps.store, clock: deps.clock });
  return {
    service,
    repository,
    verification,
    totp,
    routes: identityRoutes(service, verification, totp),
    securityRoutes: securityCentreRoutes(repository, totp),
    adminRoutes: membersAdminRoutes(deps.db, repository, service, deps.operators),
    registerMemberAuth: (app: Parameters<typeof registerMemberAuth>[0]) => registerMemberAuth(app, service),
  };
}

export type IdentityModule = ReturnType<typeof createIdentityModule>;
