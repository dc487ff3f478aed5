import { isAgentType, isTrialType, type TLoginValue, type TMemberInfo } from '@platform/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { hashToken, newToken } from '../../platform/ids.ts';
import type { MerchantSnapshot } from '../system/index.ts';
import type { ClientContext } from './client-context.ts';
import { deviceLabel } from './device-label.ts';
import { isPasswordExpired, mustChangePasswordAtLogin } from './domain/password-policy.ts';
import type { IdentityRepository, MemberRecord } from './identity.repository.ts';
import { featureOn } from './merchant-features.ts';

const SESSION_TTL_MS = 12 * 60 * 60_000;

export type LoginType = 'username' | 'sms' | 'firebase' | 'social';

/**
 * Member sessions and who a member is: the session every successful login opens, the bearer-token
 * checks of this and other modules, logout, the member's own info, and the account's status.
 */
export function createSessionService(deps: {
  db: Database;
  repository: IdentityRepository;
  clock: Clock;
  /** Ends the member's game-vendor sessions; called after a logout or a lock commits. */
  endVendorSessions: (memberId: string) => Promise<void>;
}) {
  const { db, repository, clock, endVendorSessions } = deps;

  function memberInfo(member: MemberRecord, merchant: MerchantSnapshot): TMemberInfo {
    return {
      id: member.id,
      account: member.username,
      nickname: member.nickname || member.username,
      type: member.type,
      isAgent: isAgentType(member.type),
      isTrial: isTrialType(member.type),
      vipLevel: member.vipLevel,
      avatarUrl: member.avatarUrl,
      currency: merchant.currency,
      merchantCode: merchant.code,
      mobileNum: member.mobileNum,
      countryDialingCode: member.countryDialingCode,
      email: member.email,
      payeeName: member.payeeName,
      totpEnabled: member.totpEnabled,
      createdAt: member.createdAt.toISOString(),
    };
  }

  /** Resolves a bearer token, with whether the session must change its password before anything else. */
  async function authenticateSession(
    token: string,
    merchantCode: string,
  ): Promise<{ member: MemberRecord; mustChangePassword: boolean }> {
    const found = await repository.findSession(hashToken(token), clock.now());
    if (!found || found.member.status !== 'ACTIVE') throw new AppError('UNAUTHORIZED');
    if (found.sessionMerchant !== merchantCode || found.member.merchantCode !== merchantCode)
      throw new AppError('TOKEN_MERCHANT_MISMATCH');
    return { member: found.member, mustChangePassword: found.mustChangePassword };
  }

  return {
    memberInfo,
    authenticateSession,

    /** The member of this merchant, if any (operators' console, cashier's adjustments, tests). */
    findMember: (merchantCode: string, memberId: string) => repository.findById(merchantCode, memberId),
    findMemberByUsername: (merchantCode: string, username: string) =>
      repository.findByUsername(merchantCode, username),

    /** Opens the session of a login that passed every check, and answers the login. */
    async completeLogin(
      member: MemberRecord,
      merchant: MerchantSnapshot,
      client: ClientContext,
      loginType: LoginType,
    ): Promise<TLoginValue> {
      // Rotation: the login ends the member's earlier sessions and starts one with a fresh token.
      const token = newToken();
      const firstTimeLogin = member.lastLoginAt === null;
      const expired = isPasswordExpired(
        member.passwordChangedAt,
        clock.now(),
        featureOn(merchant, 'PASSWORD_EXPIRY'),
      );
      const forced = mustChangePasswordAtLogin({
        defaultPassword: member.mustChangePassword,
        expired,
        loginType,
      });
      await repository.recordSuccessfulLogin({
        tokenHash: hashToken(token),
        memberId: member.id,
        merchantCode: merchant.code,
        username: member.username,
        expiresAt: new Date(clock.nowMs() + SESSION_TTL_MS),
        ip: client.ip,
        userAgent: client.userAgent.slice(0, 300),
        deviceId: client.deviceId,
        device: deviceLabel(client.userAgent),
        mustChangePassword: forced,
      });
      return {
        token,
        firstTimeLogin,
        passwordExpired: forced && expired,
        defaultPassword: forced && member.mustChangePassword,
        memberInfo: memberInfo(member, merchant),
      };
    },

    /**
     * A session that may do everything, for other modules' own token checks (game launch, lobby,
     * wallet socket): one that must change its password first is refused there too.
     */
    async authenticate(token: string, merchantCode: string): Promise<MemberRecord> {
      const session = await authenticateSession(token, merchantCode);
      if (session.mustChangePassword) throw new AppError('PASSWORD_CHANGE_REQUIRED');
      return session.member;
    },

    async logout(token: string): Promise<void> {
      const memberId = await repository.revokeSession(hashToken(token));
      if (memberId) await endVendorSessions(memberId);
    },

    /**
     * Locks or unlocks the account (an operator's decision): a lock ends every session, the game
     * vendors' ones once committed. `audit` writes the caller's audit entry in the same transaction.
     */
    async setStatus(
      memberId: string,
      status: 'ACTIVE' | 'LOCKED',
      audit: (tx: Queryable) => Promise<void>,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await repository.setStatus(tx, memberId, status);
        if (status === 'LOCKED') await repository.revokeMemberSessions(tx, memberId);
        await audit(tx);
      });
      if (status === 'LOCKED') await endVendorSessions(memberId);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
