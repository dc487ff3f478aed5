import { isAgentType, isTrialType, type TLoginValue, type ZLoginRequest } from '@platform/contracts';
import type { z } from 'zod';
import type { KeyValueStore } from '../../platform/cache/key-value-store.ts';
import { burnVerification } from '../../platform/crypto/password-hasher.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { ipLimitKey } from '../../platform/http/client-ip.ts';
import type { MerchantSnapshot } from '../system/index.ts';
import type { ClientContext, PendingSocialLink } from './client-context.ts';
import { loginGate, LOGIN_LIMITS, type LoginFailureCounts } from './domain/login-guard.ts';
import type { IdentityRepository, MemberRecord } from './identity.repository.ts';
import type { LoginHistory } from './login-history.ts';
import { featureOn } from './merchant-features.ts';
import { mobileOrThrow, normalizeMobile } from './mobile-number.ts';
import type { NewIpVerificationService } from './new-ip-verification.service.ts';
import type { PasswordService } from './password.service.ts';
import type { SessionService } from './session.service.ts';
import type { BindSocial } from './social-binding.ts';
import type { VerificationService } from './verification.service.ts';

const loginKeys = (merchantCode: string, username: string, ip: string) => {
  const account = `${merchantCode}:${username.toLowerCase()}`;
  return {
    account: `login-fail:acct:${account}`,
    ip: `login-fail:ip:${ipLimitKey(ip)}`,
    ipAndAccount: `login-fail:pair:${ipLimitKey(ip)}:${account}`,
  };
};

/**
 * Logging in by password or SMS code, under the failure limits (captcha, then 429), and by a bound
 * social identity. A login from a new IP is handed to the new-IP verification.
 */
export function createLoginService(deps: {
  db: Database;
  repository: IdentityRepository;
  store: KeyValueStore;
  verification: VerificationService;
  sessions: Pick<SessionService, 'completeLogin'>;
  passwords: Pick<PasswordService, 'passwordMatches' | 'adoptTemporaryPassword'>;
  newIp: Pick<NewIpVerificationService, 'challengeUnknownIp'>;
  bindSocial: BindSocial;
  loginHistory: LoginHistory;
}) {
  const { db, repository, store, verification, sessions, passwords, bindSocial, loginHistory } = deps;

  /**
   * Counts the attempt as a failure before the password is checked, and returns the counts with it:
   * each parallel attempt gets its own count from the store's atomic increment, so a burst cannot
   * slip past the captcha or the 429 the way reading the counts first would let it.
   */
  async function reserveLoginAttempt(keys: ReturnType<typeof loginKeys>): Promise<LoginFailureCounts> {
    const [account, ip, ipAndAccount] = await Promise.all([
      store.increment(keys.account, LOGIN_LIMITS.windowMs),
      store.increment(keys.ip, LOGIN_LIMITS.windowMs),
      store.increment(keys.ipAndAccount, LOGIN_LIMITS.windowMs),
    ]);
    return { account, ip, ipAndAccount };
  }

  /** Gives back the parts of a reservation that turned out not to be a failure. */
  async function releaseLoginAttempt(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => store.decrement(key)));
  }

  /** A right password clears the account's failures; the IP's keep counting only real failures. */
  async function loginSucceeded(keys: ReturnType<typeof loginKeys>) {
    await Promise.all([
      store.delete(keys.account),
      store.delete(keys.ipAndAccount),
      store.decrement(keys.ip),
    ]);
  }

  return {
    /**
     * `socialLink`: the password proves the account for a social LINK; the identity is bound once
     * the login succeeds (after the new-IP step when one is asked), in the same way as any login.
     */
    async login(
      merchant: MerchantSnapshot,
      input: z.output<typeof ZLoginRequest>,
      client: ClientContext,
      options: { socialLink?: PendingSocialLink } = {},
    ): Promise<TLoginValue> {
      if (input.type === 'sms' && !featureOn(merchant, 'SMS_LOGIN')) throw new AppError('FEATURE_DISABLED');
      const keys = loginKeys(merchant.code, input.username, client.ip);
      const after = await reserveLoginAttempt(keys);
      // The gate looks at the failures before this attempt, as if it had not been counted yet.
      const gate = loginGate({
        account: after.account - 1,
        ip: after.ip - 1,
        ipAndAccount: after.ipAndAccount - 1,
      });
      if (gate === 'throttled') {
        const seconds = Math.ceil(LOGIN_LIMITS.windowMs / 1000);
        throw new AppError('RATE_LIMITED', { seconds }, null, { 'Retry-After': String(seconds) });
      }
      if (gate === 'captcha') {
        if (!input.captcha || !input.captchaKey) {
          await releaseLoginAttempt([keys.account, keys.ip, keys.ipAndAccount]);
          throw new AppError('CAPTCHA_REQUIRED', {}, { captcha: true });
        }
        if (!(await verification.checkCaptcha(input.captchaKey, input.captcha))) {
          // A wrong captcha spends the IP's budget (never the account's), so guessing still hits the 429.
          await releaseLoginAttempt([keys.account]);
          throw new AppError('CAPTCHA_INVALID', {}, { captcha: true });
        }
      }

      let member: MemberRecord | undefined;
      let matched: 'main' | 'temporary' | false = false;
      if (input.type === 'sms') {
        const mobile = normalizeMobile(
          input.username,
          input.countryDialingCode,
          merchant.brandConfig.defaultLanguage,
        );
        if (mobile) {
          try {
            await verification.consumeSmsCode({
              merchantCode: merchant.code,
              purpose: 'LOGIN',
              e164: mobile.e164,
              code: input.password,
            });
            member = await repository.findByMobile(merchant.code, mobile.dialingCode, mobile.national);
            matched = member ? 'main' : false;
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
          }
        }
      } else {
        member = await repository.findByUsername(merchant.code, input.username);
        try {
          if (member && !isTrialType(member.type))
            matched = await passwords.passwordMatches(member, input.password);
          else await burnVerification(input.password);
        } catch (error) {
          // Not checked (e.g. the hashing line is full): not a failure either.
          await releaseLoginAttempt([keys.account, keys.ip, keys.ipAndAccount]);
          throw error;
        }
      }

      if (!member || !matched) {
        await loginHistory.recordUnsuccessful(
          merchant.code,
          { id: member?.id ?? null, username: input.username },
          client,
          'BAD_CREDENTIALS',
        );
        throw new AppError('INVALID_CREDENTIALS', {}, { captcha: loginGate(after) !== 'open' });
      }
      await loginSucceeded(keys);
      if (member.status !== 'ACTIVE') {
        await loginHistory.recordUnsuccessful(merchant.code, member, client, 'LOCKED');
        throw new AppError('ACCOUNT_LOCKED');
      }
      if (input.agentLogin && !isAgentType(member.type)) throw new AppError('NOT_AGENT');
      if (matched === 'temporary') {
        await passwords.adoptTemporaryPassword(member.id);
        member = { ...member, mustChangePassword: true };
      }

      if (input.type === 'username')
        await deps.newIp.challengeUnknownIp(member, merchant, client, input.type, options.socialLink);
      if (options.socialLink) await bindSocial(db, member, options.socialLink);
      return sessions.completeLogin(member, merchant, client, input.type);
    },

    /** A bound social identity logs its member in (no password, so no forced change; spec §4). */
    async loginBoundMember(
      merchant: MerchantSnapshot,
      memberId: string,
      client: ClientContext,
    ): Promise<TLoginValue> {
      const member = await repository.findById(merchant.code, memberId);
      if (!member || isTrialType(member.type)) throw new AppError('UNAUTHORIZED');
      if (member.status !== 'ACTIVE') {
        await loginHistory.recordUnsuccessful(merchant.code, member, client, 'LOCKED');
        throw new AppError('ACCOUNT_LOCKED');
      }
      return sessions.completeLogin(member, merchant, client, 'social');
    },

    /**
     * Login-by-SMS codes are sent only to registered numbers, but every caller gets the same answer,
     * so the endpoint does not tell who is a member.
     */
    async sendLoginSms(
      merchant: MerchantSnapshot,
      input: { mobileNum: string; countryDialingCode: string; botCheck?: string | undefined },
      client: ClientContext,
    ) {
      if (!featureOn(merchant, 'SMS_LOGIN') && !featureOn(merchant, 'PHONE_RESET'))
        throw new AppError('FEATURE_DISABLED');
      await verification.requireBotCheck(featureOn(merchant, 'BOT_CHECK'), input.botCheck);
      const mobile = mobileOrThrow(input.mobileNum, input.countryDialingCode, merchant, client.language);
      const member = await repository.findByMobile(merchant.code, mobile.dialingCode, mobile.national);
      const result = await verification.sendSmsCode({
        merchantCode: merchant.code,
        purpose: 'LOGIN',
        e164: mobile.e164,
        clientIp: client.ip,
        brandName: merchant.brandConfig.brandName,
        language: client.language,
        deliver: !!member,
      });
      return result;
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
