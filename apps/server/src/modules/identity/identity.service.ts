import { randomBytes } from 'node:crypto';
import {
  buildWhitelabelTree,
  checkFieldValue,
  checkRegisterFields,
  DEFAULT_REGISTER_RULES,
  FIELD_MESSAGES,
  fieldProblemMessage,
  isAgentType,
  isModuleEnabled,
  isTrialType,
  MEMBER_TYPE,
  REGISTER_RULE_FIELDS,
  SOCIAL_PROVIDER_NAMES,
  ZFieldRule,
  type SocialProvider,
  type LanguageCode,
  type RegisterRuleField,
  type TFieldRule,
  type TLoginValue,
  type TMemberInfo,
  type VerificationMethod,
  type WhitelabelModuleId,
} from '@platform/contracts';
import type { z } from 'zod';
import type { KeyValueStore } from '../../platform/cache/key-value-store.ts';
import type { Clock } from '../../platform/clock.ts';
import { burnVerification, hashPassword, verifyPassword } from '../../platform/crypto/password-hasher.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { outboundText } from '../../platform/i18n/outbound-messages.ts';
import { hashToken, newId, newToken } from '../../platform/ids.ts';
import type { MessageProvider } from '../messaging/index.ts';
import type { MerchantSnapshot } from '../system/index.ts';
import { loginGate, LOGIN_LIMITS, type LoginFailureCounts } from './domain/login-guard.ts';
import { deviceLabel } from './device-label.ts';
import { normalizeMobile } from './mobile-number.ts';
import { isPasswordExpired, mustChangePasswordAtLogin } from './domain/password-policy.ts';
import { newIpMethods } from './domain/new-ip-methods.ts';
import type { GuessGuard } from './guess-guard.ts';
import type { IdentityRepository, MemberRecord } from './identity.repository.ts';
import type { SocialLoginRepository } from './social-login.repository.ts';
import type { VerificationService } from './verification.service.ts';
import type {
  ZChangePasswordRequest,
  ZForgotByEmailRequest,
  ZFreePlayRequest,
  ZLoginRequest,
  ZMobileRegisterRequest,
  ZRegisterRequest,
  ZResetByPhoneRequest,
} from '@platform/contracts';
import { ipLimitKey } from '../../platform/http/client-ip.ts';

const SESSION_TTL_MS = 12 * 60 * 60_000;
const LOGIN_TICKET_TTL_MS = 10 * 60_000;
const TEMP_PASSWORD_TTL_MS = 30 * 60_000;
const FORGOT_PER_ACCOUNT_PER_HOUR = 3;
const TRIAL_PER_IP_PER_HOUR = 10;
const HOUR_MS = 60 * 60_000;

export interface ClientContext {
  ip: string;
  userAgent: string;
  language: LanguageCode;
}

/** A provider identity to bind to the member who proves the account's password (social LINK). */
export interface PendingSocialLink {
  provider: SocialProvider;
  issuer: string;
  subject: string;
  email: string | null;
}

interface LoginTicket {
  memberId: string;
  merchantCode: string;
  ip: string;
  loginType: 'username' | 'sms';
  /** A social LINK waiting for the new-IP step: bound when the step succeeds. */
  socialLink?: PendingSocialLink;
}

const on = (merchant: MerchantSnapshot, modId: WhitelabelModuleId) =>
  isModuleEnabled(buildWhitelabelTree(merchant.whitelabelFlags), modId);

export function createIdentityService(deps: {
  db: Database;
  repository: IdentityRepository;
  store: KeyValueStore;
  clock: Clock;
  verification: VerificationService;
  messages: MessageProvider;
  socialLinks: Pick<SocialLoginRepository, 'insertLink'>;
  guard: GuessGuard;
  /** Ends the member's game-vendor sessions; called after a logout or password change commits. */
  endVendorSessions: (memberId: string) => Promise<void>;
}) {
  const { db, repository, store, clock, verification, messages, socialLinks, guard } = deps;

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

  async function registerRules(merchantCode: string): Promise<Record<RegisterRuleField, TFieldRule>> {
    const overrides = await repository.ruleOverrides(merchantCode);
    const rules = { ...DEFAULT_REGISTER_RULES };
    for (const field of REGISTER_RULE_FIELDS) {
      const parsed = ZFieldRule.safeParse(overrides[field]);
      if (parsed.success) rules[field] = parsed.data;
    }
    return rules;
  }

  async function completeLogin(
    member: MemberRecord,
    merchant: MerchantSnapshot,
    client: ClientContext,
    loginType: 'username' | 'sms' | 'firebase' | 'social',
  ): Promise<TLoginValue> {
    // Rotation: the login ends the member's earlier sessions and starts one with a fresh token.
    const token = newToken();
    const firstTimeLogin = member.lastLoginAt === null;
    const expired = isPasswordExpired(member.passwordChangedAt, clock.now(), on(merchant, 'PASSWORD_EXPIRY'));
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
  }

  /** Spec §4 "Social binding": permanent, one identity per member and provider, never for trials. */
  async function bindSocial(
    tx: Queryable,
    member: Pick<MemberRecord, 'id' | 'merchantCode' | 'type'>,
    link: PendingSocialLink,
  ): Promise<void> {
    if (isTrialType(member.type)) throw new AppError('TRIAL_RESTRICTED');
    const outcome = await socialLinks.insertLink(tx, {
      merchantCode: member.merchantCode,
      memberId: member.id,
      ...link,
    });
    if (outcome !== 'ok')
      throw new AppError('SOCIAL_ALREADY_BOUND', { provider: SOCIAL_PROVIDER_NAMES[link.provider] });
  }

  const loginKeys = (merchantCode: string, username: string, ip: string) => {
    const account = `${merchantCode}:${username.toLowerCase()}`;
    return {
      account: `login-fail:acct:${account}`,
      ip: `login-fail:ip:${ipLimitKey(ip)}`,
      ipAndAccount: `login-fail:pair:${ipLimitKey(ip)}:${account}`,
    };
  };

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

  async function passwordMatches(
    member: MemberRecord,
    password: string,
  ): Promise<'main' | 'temporary' | false> {
    if (await verifyPassword(member.passwordHash, password)) return 'main';
    const temporary = await store.get(`temp-password:${member.id}`);
    if (temporary && (await verifyPassword(temporary, password))) return 'temporary';
    return false;
  }

  function availableMethods(member: MemberRecord): VerificationMethod[] {
    return newIpMethods({
      totp: member.totpEnabled && !!member.totpSecret,
      sms: !!(member.mobileNum && member.countryDialingCode),
      email: !!member.email,
      bankName: !!member.payeeName,
    });
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

  async function endVendorSessions(memberId: string): Promise<void> {
    await deps.endVendorSessions(memberId);
  }

  function checkPasswordRules(
    rules: Record<RegisterRuleField, TFieldRule>,
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

  function mobileOrThrow(
    mobileNum: string,
    dialingCode: string | undefined,
    merchant: MerchantSnapshot,
    language: LanguageCode,
  ) {
    const mobile = normalizeMobile(mobileNum, dialingCode, merchant.brandConfig.defaultLanguage);
    if (!mobile) {
      const catalog =
        (FIELD_MESSAGES as Record<string, (typeof FIELD_MESSAGES)['EN']>)[language] ?? FIELD_MESSAGES.EN;
      throw new AppError(
        'FIELD_INVALID',
        { message: catalog.phoneFormat },
        { field: 'mobileNum', reason: 'pattern' },
      );
    }
    return mobile;
  }

  return {
    memberInfo,
    registerRules,

    /** Demo seed: inserts the member if its username is free; never touches an existing one. */
    async ensureMember(input: {
      merchantCode: string;
      username: string;
      passwordHash: string;
      type: number;
      parentUsername?: string;
      affiliateCode?: string;
      mobileNum?: string;
      countryDialingCode?: string;
      email?: string;
      payeeName?: string;
      nickname?: string;
      vipLevel?: number;
    }): Promise<void> {
      if (await repository.findByUsername(input.merchantCode, input.username)) return;
      const parent = input.parentUsername
        ? await repository.findByUsername(input.merchantCode, input.parentUsername)
        : undefined;
      await db.transaction((tx) =>
        repository.insert(tx, {
          id: newId(),
          merchantCode: input.merchantCode,
          username: input.username,
          passwordHash: input.passwordHash,
          type: input.type,
          nickname: input.nickname ?? '',
          mobileNum: input.mobileNum ?? null,
          countryDialingCode: input.countryDialingCode ?? null,
          email: input.email ?? null,
          payeeName: input.payeeName ?? null,
          parentId: parent?.id ?? null,
          affiliateCode: input.affiliateCode ?? null,
          registerMethod: 'SEED',
        }),
      );
    },

    /** Resolves a bearer token for the request's merchant; a token of another merchant is refused. */
    /**
     * A session that may do everything, for other modules' own token checks (game launch, lobby,
     * wallet socket): one that must change its password first is refused there too.
     */
    async authenticate(token: string, merchantCode: string): Promise<MemberRecord> {
      const session = await authenticateSession(token, merchantCode);
      if (session.mustChangePassword) throw new AppError('PASSWORD_CHANGE_REQUIRED');
      return session.member;
    },

    authenticateSession,

    async logout(token: string): Promise<void> {
      const memberId = await repository.revokeSession(hashToken(token));
      if (memberId) await endVendorSessions(memberId);
    },

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
      if (input.type === 'sms' && !on(merchant, 'SMS_LOGIN')) throw new AppError('FEATURE_DISABLED');
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
          if (member && !isTrialType(member.type)) matched = await passwordMatches(member, input.password);
          else await burnVerification(input.password);
        } catch (error) {
          // Not checked (e.g. the hashing line is full): not a failure either.
          await releaseLoginAttempt([keys.account, keys.ip, keys.ipAndAccount]);
          throw error;
        }
      }

      if (!member || !matched) {
        await repository.recordLogin({
          merchantCode: merchant.code,
          memberId: member?.id ?? null,
          username: input.username,
          ip: client.ip,
          device: deviceLabel(client.userAgent),
          result: 'BAD_CREDENTIALS',
        });
        throw new AppError('INVALID_CREDENTIALS', {}, { captcha: loginGate(after) !== 'open' });
      }
      await loginSucceeded(keys);
      if (member.status !== 'ACTIVE') {
        await repository.recordLogin({
          merchantCode: merchant.code,
          memberId: member.id,
          username: member.username,
          ip: client.ip,
          device: deviceLabel(client.userAgent),
          result: 'LOCKED',
        });
        throw new AppError('ACCOUNT_LOCKED');
      }
      if (input.agentLogin && !isAgentType(member.type)) throw new AppError('NOT_AGENT');
      if (matched === 'temporary') {
        const memberId = member.id;
        const temporaryHash = await store.get(`temp-password:${memberId}`);
        if (temporaryHash)
          await db.transaction((tx) => repository.setPassword(tx, memberId, temporaryHash, true));
        await store.delete(`temp-password:${memberId}`);
        if (temporaryHash) await endVendorSessions(memberId);
        member = { ...member, mustChangePassword: true };
      }

      // A second factor for an IP the member has never used (the first login registers it).
      if (
        input.type === 'username' &&
        on(merchant, 'NEW_IP_VERIFICATION') &&
        member.lastLoginAt !== null &&
        !(await repository.isTrustedIp(member.id, client.ip))
      ) {
        const methods = availableMethods(member);
        if (methods.length) {
          // A fresh password login must not reset the second factor's count: it is the account's.
          await guard.assertOpen(member.id, 'NEW_IP');
          const verificationToken = newToken();
          const ticket: LoginTicket = {
            memberId: member.id,
            merchantCode: merchant.code,
            ip: client.ip,
            loginType: input.type,
            ...(options.socialLink ? { socialLink: options.socialLink } : {}),
          };
          await store.set(`login-ticket:${verificationToken}`, JSON.stringify(ticket), LOGIN_TICKET_TTL_MS);
          await repository.recordLogin({
            merchantCode: merchant.code,
            memberId: member.id,
            username: member.username,
            ip: client.ip,
            device: deviceLabel(client.userAgent),
            result: 'NEW_IP_CHALLENGED',
          });
          throw new AppError('VERIFICATION_REQUIRED', {}, { verificationToken, methods });
        }
      }
      if (options.socialLink) await bindSocial(db, member, options.socialLink);
      return completeLogin(member, merchant, client, input.type);
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
        await repository.recordLogin({
          merchantCode: merchant.code,
          memberId: member.id,
          username: member.username,
          ip: client.ip,
          device: deviceLabel(client.userAgent),
          result: 'LOCKED',
        });
        throw new AppError('ACCOUNT_LOCKED');
      }
      return completeLogin(member, merchant, client, 'social');
    },

    async freePlay(
      merchant: MerchantSnapshot,
      _input: z.output<typeof ZFreePlayRequest>,
      client: ClientContext,
    ): Promise<TLoginValue> {
      if (!on(merchant, 'FREE_PLAY')) throw new AppError('FEATURE_DISABLED');
      if ((await store.increment(`trial-ip:${ipLimitKey(client.ip)}`, HOUR_MS)) > TRIAL_PER_IP_PER_HOUR)
        throw new AppError('RATE_LIMITED', { seconds: 3600 }, null, { 'Retry-After': '3600' });
      const id = newId();
      const member: MemberRecord = {
        id,
        merchantCode: merchant.code,
        username: `trial${randomBytes(5).toString('hex')}`,
        passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
        type: MEMBER_TYPE.TRIAL,
        nickname: '',
        mobileNum: null,
        countryDialingCode: null,
        email: null,
        payeeName: null,
        parentId: null,
        affiliateCode: null,
        vipLevel: 0,
        avatarUrl: null,
        status: 'ACTIVE',
        mustChangePassword: false,
        passwordChangedAt: clock.now(),
        totpSecret: null,
        totpEnabled: false,
        lastLoginAt: null,
        createdAt: clock.now(),
      };
      await db.transaction(async (tx) => {
        await repository.insert(tx, {
          ...member,
          registerIp: client.ip,
          registerMethod: 'FREEPLAY',
        });
      });
      const value = await completeLogin(member, merchant, client, 'username');
      return { ...value, firstTimeLogin: false };
    },

    async register(
      merchant: MerchantSnapshot,
      input: z.output<typeof ZRegisterRequest> | z.output<typeof ZMobileRegisterRequest>,
      variant: 'username' | 'mobile',
      client: ClientContext,
      options: { registerMethod?: string; socialLink?: PendingSocialLink } = {},
    ): Promise<TLoginValue> {
      if (variant === 'mobile' && !on(merchant, 'MOBILE_REGISTER')) throw new AppError('FEATURE_DISABLED');
      const rules = await registerRules(merchant.code);
      const mobile = input.mobileNum
        ? mobileOrThrow(input.mobileNum, input.countryDialingCode, merchant, client.language)
        : null;
      const username = variant === 'mobile' ? mobile!.national : (input.username ?? '');
      const values: Record<string, unknown> = {
        ...input,
        username,
        mobileNum: mobile?.national ?? input.mobileNum,
      };
      // Without MOBILE_REGISTER_PASSWORD the mobile tab asks no password: an unusable random one is
      // stored and the member logs in with SMS codes (or sets one later by phone reset).
      const passwordOptional =
        variant === 'mobile' && !on(merchant, 'MOBILE_REGISTER_PASSWORD') && !input.password;
      const password = passwordOptional ? randomBytes(24).toString('base64url') : (input.password ?? '');
      // For the mobile type the username is the number, so it answers to the mobile rule.
      const mobileRule = { ...rules.mobileNum, enabled: true, required: true };
      const problems = checkRegisterFields(
        variant === 'mobile' ? { ...rules, username: mobileRule, mobileNum: mobileRule } : rules,
        values,
      );
      if (passwordOptional) delete problems.password;
      const first = Object.entries(problems)[0];
      if (first) {
        const [field, problem] = first;
        throw new AppError(
          'FIELD_INVALID',
          { message: fieldProblemMessage(client.language, problem) },
          { field, ...problem },
        );
      }
      const confirm = input.confirmPassword ?? input.verifyPwd;
      if (!passwordOptional && confirm !== undefined && confirm !== password)
        throw new AppError('PASSWORD_MISMATCH');
      if (rules.captcha.enabled && !(await verification.checkCaptcha(input.captchaKey, input.captcha)))
        throw new AppError('CAPTCHA_INVALID', {}, { captcha: true });
      await verification.requireBotCheck(on(merchant, 'BOT_CHECK'), input.botCheck);

      let parentId: string | null = null;
      if (input.affiliateCode) {
        const agent = await repository.findAgentByAffiliateCode(merchant.code, input.affiliateCode);
        if (!agent) throw new AppError('AFFILIATE_INVALID');
        parentId = agent.id;
      }
      if (mobile && on(merchant, 'SMS_REGISTER_VERIFY')) {
        if (!input.verificationCode) throw new AppError('SMS_CODE_INVALID');
        await verification.consumeSmsCode({
          merchantCode: merchant.code,
          purpose: 'REGISTER',
          e164: mobile.e164,
          code: input.verificationCode,
        });
      }

      const record = {
        id: newId(),
        merchantCode: merchant.code,
        username,
        passwordHash: await hashPassword(password),
        paymentPasswordHash:
          rules.paymentPassword.enabled && input.paymentPassword
            ? await hashPassword(input.paymentPassword)
            : null,
        type: MEMBER_TYPE.MEMBER,
        nickname: input.nickname ?? '',
        mobileNum: mobile?.national ?? null,
        countryDialingCode: mobile?.dialingCode ?? null,
        email: input.email || null,
        payeeName: input.payeeName || null,
        profile: Object.fromEntries(
          (
            [
              'qqNum',
              'whatsapp',
              'facebook',
              'telegram',
              'line',
              'zalo',
              'wechat',
              'idNumber',
              'birthday',
              'address',
              'recommenderId',
              'referralCode',
              'domain',
            ] as const
          )
            .filter((k) => input[k])
            .map((k) => [k, String(input[k])]),
        ),
        parentId,
        registerIp: client.ip,
        registerUrl: input.registerUrl ?? null,
        registerMethod: options.registerMethod ?? input.registerMethod ?? 'WEB',
      };
      // A social REGISTER binds in the same transaction: no member is left behind without its binding.
      const outcome = await db.transaction(async (tx) => {
        const inserted = await repository.insert(tx, record);
        if (inserted === 'ok' && options.socialLink) await bindSocial(tx, record, options.socialLink);
        return inserted;
      });
      if (outcome === 'username')
        throw new AppError(variant === 'mobile' ? 'MOBILE_TAKEN' : 'USERNAME_TAKEN');
      if (outcome === 'mobile') throw new AppError('MOBILE_TAKEN');
      const member = await repository.findById(merchant.code, record.id);
      if (!member) throw new Error('registered member vanished');
      return completeLogin(member, merchant, client, 'username');
    },

    /** Affiliate codes are agents' invitation codes; the register body's affiliateCode attaches the member. */
    async affiliate(merchant: MerchantSnapshot, code: string) {
      const agent = await repository.findAgentByAffiliateCode(merchant.code, code);
      if (!agent) throw new AppError('AFFILIATE_INVALID');
      return { valid: true as const, agentAccount: agent.username };
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
      if (!on(merchant, 'SMS_LOGIN') && !on(merchant, 'PHONE_RESET')) throw new AppError('FEATURE_DISABLED');
      await verification.requireBotCheck(on(merchant, 'BOT_CHECK'), input.botCheck);
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

    async sendRegisterSms(
      merchant: MerchantSnapshot,
      input: { mobileNum: string; countryDialingCode: string; botCheck?: string | undefined },
      client: ClientContext,
    ) {
      if (!on(merchant, 'MOBILE_REGISTER') && !on(merchant, 'SMS_REGISTER_VERIFY'))
        throw new AppError('FEATURE_DISABLED');
      await verification.requireBotCheck(on(merchant, 'BOT_CHECK'), input.botCheck);
      const mobile = mobileOrThrow(input.mobileNum, input.countryDialingCode, merchant, client.language);
      if (await repository.findByMobile(merchant.code, mobile.dialingCode, mobile.national))
        throw new AppError('MOBILE_TAKEN');
      return verification.sendSmsCode({
        merchantCode: merchant.code,
        purpose: 'REGISTER',
        e164: mobile.e164,
        clientIp: client.ip,
        brandName: merchant.brandConfig.brandName,
        language: client.language,
        deliver: true,
      });
    },

    async changePassword(
      member: MemberRecord,
      merchant: MerchantSnapshot,
      input: z.output<typeof ZChangePasswordRequest>,
      token: string,
      client: ClientContext,
    ): Promise<void> {
      if (isTrialType(member.type)) throw new AppError('TRIAL_RESTRICTED');
      const rules = await registerRules(merchant.code);
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
      await store.delete(`temp-password:${member.id}`);
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
      await store.set(`temp-password:${member.id}`, await hashPassword(temporary), TEMP_PASSWORD_TTL_MS);
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
      if (!on(merchant, 'PHONE_RESET')) throw new AppError('FEATURE_DISABLED');
      const rules = await registerRules(merchant.code);
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
      return completeLogin(
        { ...member, mustChangePassword: false, passwordChangedAt: clock.now() },
        merchant,
        client,
        'sms',
      );
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
      return completeLogin(member, merchant, client, ticket.loginType);
    },
  };

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
}

/** Bank-account names are compared without case, accents or repeated spaces. */
function normalizeName(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toUpperCase();
}

export type IdentityService = ReturnType<typeof createIdentityService>;
