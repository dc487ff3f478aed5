import { randomBytes } from 'node:crypto';
import {
  checkFieldValue,
  fieldProblemMessage,
  isTrialType,
  type LanguageCode,
  type TLoginValue,
  type ZChangePasswordRequest,
  type ZForgotByEmailRequest,
  type ZResetByPhoneRequest,
} from '@platform/contracts';
import type { z } from 'zod';
import type { KeyValueStore } from '../../platform/cache/key-value-store.ts';
import type { Clock } from '../../platform/clock.ts';
import { hashPassword, verifyPassword } from '../../platform/crypto/password-hasher.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { ipLimitKey } from '../../platform/http/client-ip.ts';
import { outboundText } from '../../platform/i18n/outbound-messages.ts';
import { hashToken } from '../../platform/ids.ts';
import type { MessageProvider } from '../messaging/index.ts';
import type { MerchantSnapshot } from '../system/index.ts';
import type { ClientContext } from './client-context.ts';
import type { GuessGuard } from './guess-guard.ts';
import type { IdentityRepository, MemberRecord } from './identity.repository.ts';
import { featureOn } from './merchant-features.ts';
import { mobileOrThrow } from './mobile-number.ts';
import type { RegisterRules, RegisterRulesService } from './register-rules.service.ts';
import type { SessionService } from './session.service.ts';
import type { VerificationService } from './verification.service.ts';
import { temporaryPassword } from './member-ports.ts';

const TEMP_PASSWORD_TTL_MS = 30 * 60_000;
const FORGOT_PER_ACCOUNT_PER_HOUR = 3;
const HOUR_MS = 60 * 60_000;

const temporaryKey = (memberId: string) => `temp-password:${memberId}`;

/**
 * The login password's flows: the member changes it, forgets it (a temporary one by e-mail, or a
 * reset proved by an SMS code), an operator resets it; and the login's check of it.
 */
export function createPasswordService(deps: {
  db: Database;
  repository: IdentityRepository;
  store: KeyValueStore;
  clock: Clock;
  verification: VerificationService;
  messages: MessageProvider;
  guard: GuessGuard;
  rules: Pick<RegisterRulesService, 'registerRules'>;
  sessions: Pick<SessionService, 'completeLogin'>;
  /** Ends the member's game-vendor sessions; called after any password change commits. */
  endVendorSessions: (memberId: string) => Promise<void>;
}) {
  const { db, repository, store, clock, verification, messages, guard, endVendorSessions } = deps;

  function checkPasswordRules(
    rules: RegisterRules,
    password: string,
    confirm: string | undefined,
    language: LanguageCode,
  ) {
    const problem = checkFieldValue(rules.password, password);
    if (problem)
      throw new AppError(
        'FIELD_INVALID',
        { message: fieldProblemMessage(language, problem) },
        { field: 'password', ...problem },
      );
    if (confirm !== undefined && confirm !== password) throw new AppError('PASSWORD_MISMATCH');
  }

  return {
    /** Which of the member's passwords this is: the own one, a mailed temporary one, or neither. */
    async passwordMatches(member: MemberRecord, password: string): Promise<'main' | 'temporary' | false> {
      if (await verifyPassword(member.passwordHash, password)) return 'main';
      const temporary = await store.get(temporaryKey(member.id));
      if (temporary && (await verifyPassword(temporary, password))) return 'temporary';
      return false;
    },

    /** A login with the temporary password makes it the password, to be changed at once. */
    async adoptTemporaryPassword(memberId: string): Promise<void> {
      const temporaryHash = await store.get(temporaryKey(memberId));
      if (temporaryHash)
        await db.transaction((tx) => repository.setPassword(tx, memberId, temporaryHash, true));
      await store.delete(temporaryKey(memberId));
      if (temporaryHash) await endVendorSessions(memberId);
    },

    async changePassword(
      member: MemberRecord,
      merchant: MerchantSnapshot,
      input: z.output<typeof ZChangePasswordRequest>,
      token: string,
      client: ClientContext,
    ): Promise<void> {
      if (isTrialType(member.type)) throw new AppError('TRIAL_RESTRICTED');
      const rules = await deps.rules.registerRules(merchant.code);
      checkPasswordRules(rules, input.newPassword, input.confirmNewPassword, client.language);
      const oldAccepted = await guard.attempt(member, 'LOGIN_PASSWORD', () =>
        verifyPassword(member.passwordHash, input.oldPassword),
      );
      if (!oldAccepted) throw new AppError('OLD_PASSWORD_WRONG');
      const hash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await repository.setPassword(tx, member.id, hash, false);
        await repository.revokeMemberSessions(tx, member.id, hashToken(token));
        await repository.clearSessionPasswordChange(tx, hashToken(token));
      });
      await store.delete(temporaryKey(member.id));
      await endVendorSessions(member.id);
    },

    /**
     * Forgot by e-mail: a temporary password is mailed when username and e-mail match. The old
     * password keeps working until the temporary one is used, so a stranger who knows both cannot
     * lock the owner out; the answer is the same either way.
     */
    async forgotByEmail(
      merchant: MerchantSnapshot,
      input: z.output<typeof ZForgotByEmailRequest>,
      client: ClientContext,
    ) {
      if ((await store.increment(`forgot-ip:${ipLimitKey(client.ip)}`, HOUR_MS)) > 20)
        throw new AppError('RATE_LIMITED', { seconds: 3600 }, null, { 'Retry-After': '3600' });
      const member = await repository.findByUsername(merchant.code, input.username);
      const matches =
        member && !isTrialType(member.type) && member.email?.toLowerCase() === input.email.toLowerCase();
      if (!matches) return;
      if ((await store.increment(`forgot-acct:${member.id}`, HOUR_MS)) > FORGOT_PER_ACCOUNT_PER_HOUR) return;
      const temporary = randomBytes(9).toString('base64url').replace(/[-_]/g, 'x').slice(0, 10) + '7a';
      await store.set(temporaryKey(member.id), await hashPassword(temporary), TEMP_PASSWORD_TTL_MS);
      await messages.send({
        merchantCode: merchant.code,
        channel: 'EMAIL',
        recipient: member.email!.toLowerCase(),
        subject: outboundText('temporaryPasswordSubject', client.language, {
          brand: merchant.brandConfig.brandName,
        }),
        body: outboundText('temporaryPasswordBody', client.language, {
          username: member.username,
          password: temporary,
          minutes: TEMP_PASSWORD_TTL_MS / 60_000,
        }),
        secrets: [temporary],
      });
    },

    /** Reset by phone (E): the login SMS code proves the number; then the member is logged in. */
    async resetByPhone(
      merchant: MerchantSnapshot,
      input: z.output<typeof ZResetByPhoneRequest>,
      client: ClientContext,
    ): Promise<TLoginValue> {
      if (!featureOn(merchant, 'PHONE_RESET')) throw new AppError('FEATURE_DISABLED');
      const rules = await deps.rules.registerRules(merchant.code);
      checkPasswordRules(rules, input.newPassword, input.confirmNewPassword, client.language);
      const mobile = mobileOrThrow(input.mobileNum, input.countryDialingCode, merchant, client.language);
      await verification.consumeSmsCode({
        merchantCode: merchant.code,
        purpose: 'LOGIN',
        e164: mobile.e164,
        code: input.verificationCode,
      });
      const member = await repository.findByMobile(merchant.code, mobile.dialingCode, mobile.national);
      if (!member) throw new AppError('SMS_CODE_INVALID');
      if (member.status !== 'ACTIVE') throw new AppError('ACCOUNT_LOCKED');
      const hash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await repository.setPassword(tx, member.id, hash, false);
        await repository.revokeMemberSessions(tx, member.id);
      });
      await endVendorSessions(member.id);
      return deps.sessions.completeLogin(
        { ...member, mustChangePassword: false, passwordChangedAt: clock.now() },
        merchant,
        client,
        'sms',
      );
    },

    /**
     * An operator's reset: the spec's default password ({secret}), usable once, then the member must
     * choose their own. Every session ends. `audit` writes the operator's audit entry in the same
     * transaction; the temporary password is returned for the operator to pass on.
     */
    async resetByOperator(memberId: string, audit: (tx: Queryable) => Promise<void>): Promise<string> {
      const password = temporaryPassword();
      const hash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await repository.setPassword(tx, memberId, hash, true);
        await repository.revokeMemberSessions(tx, memberId);
        await audit(tx);
      });
      await endVendorSessions(memberId);
      return password;
    },
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
