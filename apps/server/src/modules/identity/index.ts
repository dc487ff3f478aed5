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
import { registerRulesAdminRoutes } from './register-rules.admin.routes.ts';
import { socialLoginAdminRoutes } from './social-login.admin.routes.ts';
import { createSocialLoginRepository } from './social-login.repository.ts';
import { socialLoginRoutes } from './social-login.routes.ts';
import { createSocialLoginService } from './social-login.service.ts';
import { createTotpService } from './totp.service.ts';
import { createVerificationService } from './verification.service.ts';

export { requestMember, requireRealMember } from './member-auth.ts';
export type { IdentityRepository, MemberRecord, NewMember } from './identity.repository.ts';
export type { IdentityService } from './identity.service.ts';
export type { TotpService } from './totp.service.ts';
export { createIdentityRepository };

export function createIdentityModule(deps: {
  db: Database;
  store: KeyValueStore;
  clock: Clock;
  messages: MessageProvider;
  system: SystemService;
  operators: OperatorsService;
  /** SOCIAL_LOGIN_ALLOW_HTTP_LOOPBACK: a plain-HTTP OpenID provider on this machine (tests). */
  socialLoginAllowHttpLoopback?: boolean;
}) {
  const repository = createIdentityRepository(deps.db);
  const socialRepository = createSocialLoginRepository(deps.db);
  const verification = createVerificationService({
    store: deps.store,
    clock: deps.clock,
    messages: deps.messages,
    secret: () => deps.system.signingSecret('altcha'),
  });
  const service = createIdentityService({ ...deps, repository, verification, socialLinks: socialRepository });
  const social = createSocialLoginService({
    ...deps,
    repository: socialRepository,
    identity: service,
    allowHttpLoopbackIssuers: deps.socialLoginAllowHttpLoopback ?? false,
  });
  const totp = createTotpService({ repository, store: deps.store, clock: deps.clock });
  return {
    service,
    repository,
    verification,
    totp,
    social,
    routes: identityRoutes(service, verification, totp),
    socialRoutes: socialLoginRoutes(social),
    socialAdminRoutes: socialLoginAdminRoutes(social, deps.operators),
    adminRoutes: registerRulesAdminRoutes(deps.db, repository, service, deps.operators),
    registerMemberAuth: (app: Parameters<typeof registerMemberAuth>[0]) => registerMemberAuth(app, service),
  };
}

export type IdentityModule = ReturnType<typeof createIdentityModule>;
