import type { KeyValueStore } from '../../platform/cache/key-value-store.ts';
import type { Clock } from '../../platform/clock.ts';
import type { SecretBox } from '../../platform/crypto/secret-box.ts';
import type { Database } from '../../platform/db/database.ts';
import type { MessageProvider } from '../messaging/index.ts';
import type { OperatorsService } from '../operators/index.ts';
import type { SystemService } from '../system/index.ts';
import { createIdentityRepository } from './identity.repository.ts';
import { identityRoutes } from './identity.routes.ts';
import { createIdentityService } from './identity.service.ts';
import { createGuessGuard } from './guess-guard.ts';
import { createPaymentPasswordService } from './payment-password.service.ts';
import { createSecurityNotices } from './security-notices.ts';
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
export type { PaymentPasswordService } from './payment-password.service.ts';
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
  /** Seals social-login client secrets and TOTP seeds at rest. */
  secretBox: SecretBox;
  /**
   * Ends the member's game-vendor launch sessions (seamless module); called after a logout or any
   * password change commits, so a vendor cannot keep playing on a session the member ended.
   */
  endVendorSessions?: (memberId: string) => Promise<void>;
}) {
  const repository = createIdentityRepository(deps.db);
  const notify = createSecurityNotices({ messages: deps.messages, system: deps.system });
  const guard = createGuessGuard({ repository, clock: deps.clock, notify });
  const endVendorSessions = async (memberId: string) => {
    await deps.endVendorSessions?.(memberId);
  };
  const socialRepository = createSocialLoginRepository(deps.db, deps.secretBox);
  const verification = createVerificationService({
    store: deps.store,
    clock: deps.clock,
    messages: deps.messages,
    secret: () => deps.system.signingSecret('altcha'),
  });
  const service = createIdentityService({
    ...deps,
    repository,
    verification,
    socialLinks: socialRepository,
    guard,
    endVendorSessions,
  });
  const social = createSocialLoginService({
    ...deps,
    repository: socialRepository,
    identity: service,
    allowHttpLoopbackIssuers: deps.socialLoginAllowHttpLoopback ?? false,
  });
  const totp = createTotpService({
    repository,
    store: deps.store,
    clock: deps.clock,
    secretBox: deps.secretBox,
    guard,
  });
  return {
    service,
    repository,
    verification,
    totp,
    social,
    /** The payment password: set, change and check, each check counted by the lockout. */
    paymentPassword: createPaymentPasswordService({ repository, guard }),
    endVendorSessions,
    /** Tells the member a bank account was bound to their account (no secret in the text). */
    async notifyBankAccountAdded(memberId: string, accountNumber: string): Promise<void> {
      const member = await repository.findByIdAnyMerchant(memberId);
      if (member) await notify(member, 'bankAccountAddedBody', { last4: accountNumber.slice(-4) });
    },
    /** For the boot-time pass that seals and reseals secrets at rest. */
    sealedColumns: [...socialRepository.sealedColumns, totp.sealedColumn],
    routes: identityRoutes(service, verification, totp),
    socialRoutes: socialLoginRoutes(social),
    socialAdminRoutes: socialLoginAdminRoutes(social, deps.operators),
    adminRoutes: registerRulesAdminRoutes(deps.db, repository, service, deps.operators),
    registerMemberAuth: (app: Parameters<typeof registerMemberAuth>[0]) => registerMemberAuth(app, service),
  };
}

export type IdentityModule = ReturnType<typeof createIdentityModule>;
