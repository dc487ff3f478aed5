import { randomBytes } from 'node:crypto';
import {
  checkFieldValue,
  checkRegisterFields,
  fieldProblemMessage,
  MEMBER_TYPE,
  type TLoginValue,
  type ZFreePlayRequest,
  type ZMobileRegisterRequest,
  type ZRegisterRequest,
} from '@platform/contracts';
import type { z } from 'zod';
import type { KeyValueStore } from '../../platform/cache/key-value-store.ts';
import type { Clock } from '../../platform/clock.ts';
import { hashPassword } from '../../platform/crypto/password-hasher.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { ipLimitKey } from '../../platform/http/client-ip.ts';
import { newId } from '../../platform/ids.ts';
import type { MerchantSnapshot } from '../system/index.ts';
import type { ClientContext, PendingSocialLink } from './client-context.ts';
import type { IdentityRepository, MemberRecord, NewMember } from './identity.repository.ts';
import {
  temporaryPassword,
  type CreatedMember,
  type InvitationPort,
  type InvitationResolution,
  type MemberCreatedHook,
  type ReferralPort,
} from './member-ports.ts';
import { featureOn } from './merchant-features.ts';
import { mobileOrThrow } from './mobile-number.ts';
import type { RegisterRulesService } from './register-rules.service.ts';
import type { SessionService } from './session.service.ts';
import type { BindSocial } from './social-binding.ts';
import type { VerificationService } from './verification.service.ts';

const TRIAL_PER_IP_PER_HOUR = 10;
const HOUR_MS = 60 * 60_000;

/** The register form's extra fields kept in the member's profile when given. */
const PROFILE_FIELDS = [
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
] as const;

/**
 * New accounts: the register forms (by username or by mobile, checked against the merchant's
 * rules), free-play trial accounts, agents' affiliate codes, and the demo seed's members.
 */
export function createRegistrationService(deps: {
  db: Database;
  repository: IdentityRepository;
  store: KeyValueStore;
  clock: Clock;
  verification: VerificationService;
  rules: Pick<RegisterRulesService, 'registerRules'>;
  sessions: Pick<SessionService, 'completeLogin'>;
  bindSocial: BindSocial;
  /** Runs in every member insert's transaction (the agent tree, ADR 0021). */
  memberCreated?: MemberCreatedHook | undefined;
  /** Agents' invitation links; without it only the agents' own affiliate codes are known. */
  invitations?: InvitationPort | undefined;
  /** Referral codes of members (the referral module). */
  referrals?: ReferralPort | undefined;
}) {
  const { db, repository, store, clock, verification, sessions, bindSocial } = deps;

  /** The one way a member row is inserted here: the hook runs in the same transaction. */
  async function insertMember(tx: Queryable, record: NewMember): Promise<'ok' | 'username' | 'mobile'> {
    const outcome = await repository.insert(tx, record);
    if (outcome === 'ok') await deps.memberCreated?.(tx, createdOf(record));
    return outcome;
  }

  /**
   * An invitation code: an agent's link first (which may make the new account a sub-agent), then an
   * agent's own affiliate code. Unknown, disabled and locked-agent codes all answer AFFILIATE_INVALID.
   */
  async function resolveInvitation(merchantCode: string, code: string) {
    const viaLink = (await deps.invitations?.resolve(merchantCode, code)) ?? null;
    if (viaLink === 'REFUSED') throw new AppError('AFFILIATE_INVALID');
    if (viaLink) return { ...viaLink, link: viaLink as InvitationResolution | null };
    const agent = await repository.findAgentByAffiliateCode(merchantCode, code);
    if (!agent) throw new AppError('AFFILIATE_INVALID');
    return {
      agentId: agent.id,
      agentUsername: agent.username,
      memberType: MEMBER_TYPE.MEMBER as number,
      link: null as InvitationResolution | null,
    };
  }

  return {
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
        insertMember(tx, {
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

    async freePlay(
      merchant: MerchantSnapshot,
      _input: z.output<typeof ZFreePlayRequest>,
      client: ClientContext,
    ): Promise<TLoginValue> {
      if (!featureOn(merchant, 'FREE_PLAY')) throw new AppError('FEATURE_DISABLED');
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
        await insertMember(tx, {
          ...member,
          registerIp: client.ip,
          registerMethod: 'FREEPLAY',
        });
      });
      const value = await sessions.completeLogin(member, merchant, client, 'username');
      return { ...value, firstTimeLogin: false };
    },

    async register(
      merchant: MerchantSnapshot,
      input: z.output<typeof ZRegisterRequest> | z.output<typeof ZMobileRegisterRequest>,
      variant: 'username' | 'mobile',
      client: ClientContext,
      options: { registerMethod?: string; socialLink?: PendingSocialLink } = {},
    ): Promise<TLoginValue> {
      if (variant === 'mobile' && !featureOn(merchant, 'MOBILE_REGISTER'))
        throw new AppError('FEATURE_DISABLED');
      const rules = await deps.rules.registerRules(merchant.code);
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
        variant === 'mobile' && !featureOn(merchant, 'MOBILE_REGISTER_PASSWORD') && !input.password;
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
      await verification.requireBotCheck(featureOn(merchant, 'BOT_CHECK'), input.botCheck);

      const invitation = input.affiliateCode
        ? await resolveInvitation(merchant.code, input.affiliateCode)
        : null;
      if (mobile && featureOn(merchant, 'SMS_REGISTER_VERIFY')) {
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
        type: invitation?.memberType ?? MEMBER_TYPE.MEMBER,
        nickname: input.nickname ?? '',
        mobileNum: mobile?.national ?? null,
        countryDialingCode: mobile?.dialingCode ?? null,
        email: input.email || null,
        payeeName: input.payeeName || null,
        profile: Object.fromEntries(PROFILE_FIELDS.filter((k) => input[k]).map((k) => [k, String(input[k])])),
        parentId: invitation?.agentId ?? null,
        registerIp: client.ip,
        registerUrl: input.registerUrl ?? null,
        registerMethod: options.registerMethod ?? input.registerMethod ?? 'WEB',
      };
      // A social REGISTER binds in the same transaction: no member is left behind without its binding.
      const outcome = await db.transaction(async (tx) => {
        const inserted = await insertMember(tx, record);
        if (inserted === 'ok' && invitation?.link)
          await deps.invitations!.registered(tx, createdOf(record), invitation.link);
        if (inserted === 'ok' && input.referralCode)
          await deps.referrals?.registered(tx, createdOf(record), input.referralCode, client);
        if (inserted === 'ok' && options.socialLink) await bindSocial(tx, record, options.socialLink);
        return inserted;
      });
      if (outcome === 'username')
        throw new AppError(variant === 'mobile' ? 'MOBILE_TAKEN' : 'USERNAME_TAKEN');
      if (outcome === 'mobile') throw new AppError('MOBILE_TAKEN');
      const member = await repository.findById(merchant.code, record.id);
      if (!member) throw new Error('registered member vanished');
      return sessions.completeLogin(member, merchant, client, 'username');
    },

    /** Affiliate codes are agents' invitation codes; the register body's affiliateCode attaches the member. */
    async affiliate(merchant: MerchantSnapshot, code: string) {
      const invitation = await resolveInvitation(merchant.code, code);
      return { valid: true as const, agentAccount: invitation.agentUsername };
    },

    /**
     * An account an agent opens for a member or a sub-agent below it: the username answers to the
     * merchant's rule, the password is a one-time one returned to be shown once, and the first login
     * must change it. `within` runs in the insert's transaction (the new sub-agent's terms).
     */
    async openByAgent(
      merchant: MerchantSnapshot,
      input: { username: string; nickname: string; type: number; parentId: string },
      language: ClientContext['language'],
      within: (tx: Queryable, member: CreatedMember) => Promise<void>,
    ): Promise<{ member: CreatedMember; oneTimePassword: string }> {
      const rules = await deps.rules.registerRules(merchant.code);
      const problem = checkFieldValue({ ...rules.username, enabled: true, required: true }, input.username);
      if (problem)
        throw new AppError(
          'FIELD_INVALID',
          { message: fieldProblemMessage(language, problem) },
          { field: 'account', ...problem },
        );
      const oneTimePassword = temporaryPassword();
      const record: NewMember = {
        id: newId(),
        merchantCode: merchant.code,
        username: input.username,
        passwordHash: await hashPassword(oneTimePassword),
        type: input.type,
        nickname: input.nickname,
        parentId: input.parentId,
        registerMethod: 'AGENT',
        mustChangePassword: true,
      };
      const outcome = await db.transaction(async (tx) => {
        const inserted = await insertMember(tx, record);
        if (inserted === 'ok') await within(tx, createdOf(record));
        return inserted;
      });
      if (outcome !== 'ok') throw new AppError('USERNAME_TAKEN');
      return { member: createdOf(record), oneTimePassword };
    },

    async sendRegisterSms(
      merchant: MerchantSnapshot,
      input: { mobileNum: string; countryDialingCode: string; botCheck?: string | undefined },
      client: ClientContext,
    ) {
      if (!featureOn(merchant, 'MOBILE_REGISTER') && !featureOn(merchant, 'SMS_REGISTER_VERIFY'))
        throw new AppError('FEATURE_DISABLED');
      await verification.requireBotCheck(featureOn(merchant, 'BOT_CHECK'), input.botCheck);
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
  };
}

const createdOf = (record: NewMember): CreatedMember => ({
  id: record.id,
  merchantCode: record.merchantCode,
  username: record.username,
  type: record.type,
  parentId: record.parentId ?? null,
});

export type RegistrationService = ReturnType<typeof createRegistrationService>;
