import type { KeyValueStore } from '../../platform/cache/key-value-store.ts';
import type { Clock } from '../../platform/clock.ts';
import type { SecretBox } from '../../platform/crypto/secret-box.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import type { MessageProvider } from '../messaging/index.ts';
import type { OperatorsService } from '../operators/index.ts';
import type { SystemService } from '../system/index.ts';
import { createIdentityRepository } from './identity.repository.ts';
import { identityRoutes } from './identity.routes.ts';
import { createGuessGuard } from './guess-guard.ts';
import { createLoginHistory } from './login-history.ts';
import { createLoginService } from './login.service.ts';
import { createMemberAccountPort } from './member-account.port.ts';
import { registerMemberAuth } from './member-auth.ts';
import { createNewIpVerificationService } from './new-ip-verification.service.ts';
import { createPasswordService } from './password.service.ts';
import { createPaymentPasswordService } from './payment-password.service.ts';
import { registerRulesAdminRoutes } from './register-rules.admin.routes.ts';
import { createRegisterRulesService } from './register-rules.service.ts';
import { createRegistrationService } from './registration.service.ts';
import { createSecurityNotices } from './security-notices.ts';
import { createSessionService } from './session.service.ts';
import { socialLoginAdminRoutes } from './social-login.admin.routes.ts';
import { createSocialBinding } from './social-binding.ts';
import { createSocialLoginRepository } from './social-login.repository.ts';
import { socialLoginRoutes } from './social-login.routes.ts';
import { createSocialLoginService } from './social-login.service.ts';
import { createTotpService } from './totp.service.ts';
import { createVerificationService } from './verification.service.ts';
import type { InvitationPort, MemberCreatedHook, ReferralPort } from './member-ports.ts';

export { memberBearer, requestMember, requireRealMember } from './member-auth.ts';
export type { MemberRecord } from './identity.repository.ts';
export type { SessionService } from './session.service.ts';
export type { LoginService } from './login.service.ts';
export type { RegistrationService } from './registration.service.ts';
export type { RegisterRulesService } from './register-rules.service.ts';
export type { PasswordService } from './password.service.ts';
export type { NewIpVerificationService } from './new-ip-verification.service.ts';
export type { TotpService } from './totp.service.ts';
export type { PaymentPasswordService } from './payment-password.service.ts';
export type { ContactTarget, MemberAccountPort } from './member-account.port.ts';
export type {
  CreatedMember,
  InvitationPort,
  InvitationResolution,
  MemberCreatedHook,
  ReferralPort,
} from './member-ports.ts';

/**
 * Sessions, login, register, codes, password flows, new-IP verification, TOTP and social login.
 * Identity owns the member row and the security trail; other modules use them through the services
 * composed here, never through its repositories.
 */
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
  /** Runs in the transaction of every member insert: the agents module keeps its tree in step (ADR 0021). */
  memberCreated?: MemberCreatedHook;
  /** The agents module's invitation links, for registration through a link's code. */
  invitations?: InvitationPort;
  /** The referral module: a sign-up with a referralCode, in the registration's transaction. */
  referrals?: ReferralPort;
}) {
  const { db, store, clock } = deps;
  const repository = createIdentityRepository(db);
  const notify = createSecurityNotices({ messages: deps.messages, system: deps.system });
  const guard = createGuessGuard({ repository, clock, notify });
  const endVendorSessions = async (memberId: string) => {
    await deps.endVendorSessions?.(memberId);
  };
  const socialRepository = createSocialLoginRepository(db, deps.secretBox);
  const bindSocial = createSocialBinding(socialRepository);
  const loginHistory = createLoginHistory(repository);
  const verification = createVerificationService({
    store,
    clock,
    messages: deps.messages,
    secret: () => deps.system.signingSecret('altcha'),
  });
  const rules = createRegisterRulesService({ db, repository, operators: deps.operators });
  const sessions = createSessionService({ db, repository, clock, endVendorSessions });
  const passwords = createPasswordService({
    db,
    repository,
    store,
    clock,
    verification,
    messages: deps.messages,
    guard,
    rules,
    sessions,
    endVendorSessions,
  });
  const newIp = createNewIpVerificationService({
    db,
    repository,
    store,
    verification,
    guard,
    sessions,
    bindSocial,
    loginHistory,
  });
  const login = createLoginService({
    db,
    repository,
    store,
    verification,
    sessions,
    passwords,
    newIp,
    bindSocial,
    loginHistory,
  });
  const registration = createRegistrationService({
    db,
    repository,
    store,
    clock,
    verification,
    rules,
    sessions,
    bindSocial,
    memberCreated: deps.memberCreated,
    invitations: deps.invitations,
    referrals: deps.referrals,
  });
  const social = createSocialLoginService({
    ...deps,
    repository: socialRepository,
    login,
    registration,
    rules,
    allowHttpLoopbackIssuers: deps.socialLoginAllowHttpLoopback ?? false,
  });
  const totp = createTotpService({ repository, store, clock, secretBox: deps.secretBox, guard });
  return {
    sessions,
    login,
    registration,
    registerRules: rules,
    passwords,
    newIpVerification: newIp,
    verification,
    totp,
    social,
    /** The payment password: set, change and check, each check counted by the lockout. */
    paymentPassword: createPaymentPasswordService({ repository, guard }),
    endVendorSessions,
    /** The member's own account changes (member-profile module): profile columns, e-mail and mobile. */
    memberAccount: createMemberAccountPort({ repository, guard, verification, notify }),
    /** The VIP module stores a member's computed level on the member row, in its own transaction. */
    vipLevel: {
      set: (tx: Queryable, merchantCode: string, memberId: string, level: number) =>
        repository.setVipLevel(tx, merchantCode, memberId, level),
    },
    /** Tells the member a bank account was bound to their account (no secret in the text). */
    async notifyBankAccountAdded(memberId: string, accountNumber: string): Promise<void> {
      const member = await repository.findByIdAnyMerchant(memberId);
      if (member) await notify(member, 'bankAccountAddedBody', { last4: accountNumber.slice(-4) });
    },
    /** For the boot-time pass that seals and reseals secrets at rest. */
    sealedColumns: [...socialRepository.sealedColumns, totp.sealedColumn],
    routes: identityRoutes({
      sessions,
      login,
      newIp,
      registration,
      rules,
      passwords,
      verification,
      totp,
    }),
    socialRoutes: socialLoginRoutes(social),
    socialAdminRoutes: socialLoginAdminRoutes(social, deps.operators),
    adminRoutes: registerRulesAdminRoutes(rules, deps.operators),
    registerMemberAuth: (app: Parameters<typeof registerMemberAuth>[0]) => registerMemberAuth(app, sessions),
  };
}

export type IdentityModule = ReturnType<typeof createIdentityModule>;
