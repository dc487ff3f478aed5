import type { TLoginValue, VerificationMethod } from '@platform/contracts';
import type { KeyValueStore } from '../../platform/cache/key-value-store.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { newToken } from '../../platform/ids.ts';
import type { MerchantSnapshot } from '../system/index.ts';
import type { ClientContext, PendingSocialLink } from './client-context.ts';
import { newIpMethods } from './domain/new-ip-methods.ts';
import type { GuessGuard } from './guess-guard.ts';
import type { IdentityRepository, MemberRecord } from './identity.repository.ts';
import type { LoginHistory } from './login-history.ts';
import { featureOn } from './merchant-features.ts';
import { normalizeMobile } from './mobile-number.ts';
import type { BindSocial } from './social-binding.ts';
import type { SessionService } from './session.service.ts';
import type { VerificationService } from './verification.service.ts';

const LOGIN_TICKET_TTL_MS = 10 * 60_000;

interface LoginTicket {
  memberId: string;
  merchantCode: string;
  ip: string;
  loginType: 'username' | 'sms';
  /** A social LINK waiting for the new-IP step: bound when the step succeeds. */
  socialLink?: PendingSocialLink;
}

/**
 * The second factor of a login from an IP the member has never used: the login gets a ticket
 * instead of a session, and the ticket becomes a session once a code (SMS, e-mail, authenticator)
 * or the bank-account name proves the member. Successful logins trust their IP; the member may
 * forget one in the security centre.
 */
export function createNewIpVerificationService(deps: {
  db: Database;
  repository: IdentityRepository;
  store: KeyValueStore;
  verification: VerificationService;
  guard: GuessGuard;
  sessions: Pick<SessionService, 'completeLogin'>;
  bindSocial: BindSocial;
  loginHistory: LoginHistory;
}) {
  const { db, repository, store, verification, guard, sessions, bindSocial } = deps;

  function availableMethods(member: MemberRecord): VerificationMethod[] {
    return newIpMethods({
      totp: member.totpEnabled && !!member.totpSecret,
      sms: !!(member.mobileNum && member.countryDialingCode),
      email: !!member.email,
      bankName: !!member.payeeName,
    });
  }

  async function ticketMember(merchant: MerchantSnapshot, verificationToken: string, client: ClientContext) {
    const raw = await store.get(`login-ticket:${verificationToken}`);
    const ticket = raw ? (JSON.parse(raw) as LoginTicket) : undefined;
    if (!ticket || ticket.merchantCode !== merchant.code || ticket.ip !== client.ip)
      throw new AppError('UNAUTHORIZED');
    const member = await repository.findById(merchant.code, ticket.memberId);
    if (!member || member.status !== 'ACTIVE') throw new AppError('UNAUTHORIZED');
    return { member, ticket };
  }

  function smsRecipient(member: MemberRecord, merchant: MerchantSnapshot): string | undefined {
    if (!member.mobileNum || !member.countryDialingCode) return undefined;
    return normalizeMobile(member.mobileNum, member.countryDialingCode, merchant.brandConfig.defaultLanguage)
      ?.e164;
  }

  return {
    /**
     * A second factor for an IP the member has never used (the first login registers it): throws
     * VERIFICATION_REQUIRED with a ticket when one is asked, returns when the login may go on.
     */
    async challengeUnknownIp(
      member: MemberRecord,
      merchant: MerchantSnapshot,
      client: ClientContext,
      loginType: LoginTicket['loginType'],
      socialLink: PendingSocialLink | undefined,
    ): Promise<void> {
      if (
        !featureOn(merchant, 'NEW_IP_VERIFICATION') ||
        member.lastLoginAt === null ||
        (await repository.isTrustedIp(member.id, client.ip))
      )
        return;
      const methods = availableMethods(member);
      if (!methods.length) return;
      // A fresh password login must not reset the second factor's count: it is the account's.
      await guard.assertOpen(member.id, 'NEW_IP');
      const verificationToken = newToken();
      const ticket: LoginTicket = {
        memberId: member.id,
        merchantCode: merchant.code,
        ip: client.ip,
        loginType,
        ...(socialLink ? { socialLink } : {}),
      };
      await store.set(`login-ticket:${verificationToken}`, JSON.stringify(ticket), LOGIN_TICKET_TTL_MS);
      await deps.loginHistory.recordUnsuccessful(merchant.code, member, client, 'NEW_IP_CHALLENGED');
      throw new AppError('VERIFICATION_REQUIRED', {}, { verificationToken, methods });
    },

    /** Second step of a login from a new IP: send a code by SMS or e-mail for the ticket. */
    async sendLoginVerificationCode(
      merchant: MerchantSnapshot,
      verificationToken: string,
      method: 'SMS' | 'EMAIL',
      client: ClientContext,
    ): Promise<{ expiredMinutes: number }> {
      const { member } = await ticketMember(merchant, verificationToken, client);
      if (!availableMethods(member).includes(method)) throw new AppError('FEATURE_DISABLED');
      await guard.assertOpen(member.id, 'NEW_IP');
      const recipient = method === 'SMS' ? smsRecipient(member, merchant) : member.email?.toLowerCase();
      if (!recipient) throw new AppError('FEATURE_DISABLED');
      return verification.sendSmsCode({
        merchantCode: merchant.code,
        purpose: 'VERIFY',
        e164: recipient,
        clientIp: client.ip,
        brandName: merchant.brandConfig.brandName,
        language: client.language,
        deliver: true,
        channel: method === 'SMS' ? 'SMS' : 'EMAIL',
      });
    },

    async completeLoginVerification(
      merchant: MerchantSnapshot,
      input: { verificationToken: string; method: VerificationMethod; code: string },
      client: ClientContext,
      verifyTotp: (member: MemberRecord, code: string) => Promise<boolean>,
    ): Promise<TLoginValue> {
      const { member, ticket } = await ticketMember(merchant, input.verificationToken, client);
      // Only the member's strongest kind of factor: whoever holds the password cannot pick a weaker one.
      if (!availableMethods(member).includes(input.method)) throw new AppError('FEATURE_DISABLED');
      // Failures count per account across tickets, so a fresh password login does not reset them.
      const valid = await guard.attempt(member, 'NEW_IP', async () => {
        if (input.method === 'TOTP') return verifyTotp(member, input.code);
        if (input.method === 'BANK_NAME')
          return (
            normalizeName(member.payeeName ?? '') === normalizeName(input.code) &&
            input.code.trim().length > 1
          );
        const recipient =
          input.method === 'SMS' ? smsRecipient(member, merchant) : member.email?.toLowerCase();
        if (!recipient) return false;
        try {
          await verification.consumeSmsCode({
            merchantCode: merchant.code,
            purpose: 'VERIFY',
            e164: recipient,
            code: input.code,
          });
          return true;
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          return false;
        }
      });
      if (!valid) throw new AppError('SMS_CODE_INVALID');
      await store.delete(`login-ticket:${input.verificationToken}`);
      if (ticket.socialLink) await bindSocial(db, member, ticket.socialLink);
      return sessions.completeLogin(member, merchant, client, ticket.loginType);
    },

    /** The next login from that IP asks for the new-IP verification again. */
    async forgetTrustedIp(memberId: string, ip: string): Promise<void> {
      await repository.forgetTrustedIp(memberId, ip);
    },
  };
}

/** Bank-account names are compared without case, accents or repeated spaces. */
function normalizeName(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toUpperCase();
}

export type NewIpVerificationService = ReturnType<typeof createNewIpVerificationService>;
