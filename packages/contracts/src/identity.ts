import { z } from 'zod';
import { REGISTER_RULE_FIELDS } from './field-rule-checks.ts';
import { ZFieldRule } from './field-rules.ts';
import { VERIFICATION_METHODS } from './identity-constants.ts';

/** Member types of spec §3: agents are 1, 2, 41 and 42; 4 is a trial (free-play) user; 0 a plain member. */
export const MEMBER_TYPE = {
  MEMBER: 0,
  AGENT: 1,
  SUB_AGENT: 2,
  AGENT_41: 41,
  AGENT_42: 42,
  TRIAL: 4,
} as const;
export const AGENT_MEMBER_TYPES: readonly number[] = [1, 2, 41, 42];
export const isAgentType = (type: number) => AGENT_MEMBER_TYPES.includes(type);
export const isTrialType = (type: number) => type === MEMBER_TYPE.TRIAL;

const trimmed = (max: number) => z.string().trim().max(max);
const dialingCode = z
  .string()
  .trim()
  .regex(/^\+?\d{1,4}$/)
  .transform((v) => v.replace(/^\+/, ''));

/** Solved ALTCHA payload (API.md "Bot check"), base64 JSON. */
export const ZBotCheck = z.string().max(4096);
export type TBotCheck = z.infer<typeof ZBotCheck>;

/** GET /api/wps/verification/challenge: an ALTCHA challenge, or `enabled: false` when the flag is off. */
export const ZBotChallenge = z.object({
  enabled: z.boolean(),
  algorithm: z.string(),
  challenge: z.string(),
  salt: z.string(),
  signature: z.string(),
  maxnumber: z.number().int(),
});
export type TBotChallenge = z.infer<typeof ZBotChallenge>;

/** GET /api/wps/captcha (API.md). */
export const ZCaptcha = z.object({ captchaKey: z.string(), image: z.string() });
export type TCaptcha = z.infer<typeof ZCaptcha>;

export const ZLoginType = z.enum(['username', 'sms']);
export type TLoginType = z.infer<typeof ZLoginType>;

/** POST /api/wps/session/login (E): spec §3 "Login payload". Inputs are trimmed (spec §4). */
export const ZLoginRequest = z.object({
  username: trimmed(64).min(1),
  password: trimmed(128).min(1),
  type: ZLoginType.default('username'),
  countryDialingCode: dialingCode.optional(),
  captcha: trimmed(16).optional(),
  captchaKey: trimmed(64).optional(),
  botCheck: ZBotCheck.optional(),
  /** The agent login page (`/agent`) only admits agents. */
  agentLogin: z.boolean().optional(),
});
export type TLoginRequest = z.input<typeof ZLoginRequest>;

/** GET /api/wps/member/info: spec §3 "Member info" plus what the header shows. */
export const ZMemberInfo = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  isAgent: z.boolean(),
  isTrial: z.boolean(),
  vipLevel: z.number().int(),
  avatarUrl: z.string().nullable(),
  currency: z.string(),
  merchantCode: z.string(),
  mobileNum: z.string().nullable(),
  countryDialingCode: z.string().nullable(),
  email: z.string().nullable(),
  payeeName: z.string().nullable(),
  totpEnabled: z.boolean(),
  createdAt: z.string(),
});
export type TMemberInfo = z.infer<typeof ZMemberInfo>;

/** Spec §3 "Login response value". */
export const ZLoginValue = z.object({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** The password is a default one set by an operator ({secret}): the change-password popup must open. */
  defaultPassword: z.boolean(),
  memberInfo: ZMemberInfo,
});
export type TLoginValue = z.infer<typeof ZLoginValue>;

/** Answer of a login from an unregistered IP (code VERIFICATION_REQUIRED). */
export const ZVerificationMethod = z.enum(VERIFICATION_METHODS);
export type TVerificationMethod = z.infer<typeof ZVerificationMethod>;
export type VerificationMethod = z.infer<typeof ZVerificationMethod>;

/** POST /api/wps/session/login/freeplay: spec §7 (os, platform W, encryption value, gateway version 3). */
export const ZFreePlayRequest = z.object({
  os: trimmed(40).optional(),
  platform: trimmed(8).optional(),
  encryption: z.string().max(1024).optional(),
  gatewayVersion: z.union([z.number(), z.string().max(8)]).optional(),
  botCheck: ZBotCheck.optional(),
});
export type TFreePlayRequest = z.input<typeof ZFreePlayRequest>;

/** Fields of spec §3 the register body may carry beyond the ruled ones. */
const registerBase = {
  password: z.string().max(128),
  confirmPassword: z.string().max(128).optional(),
  verifyPwd: z.string().max(128).optional(),
  paymentPassword: z.string().max(64).optional(),
  payeeName: trimmed(80).optional(),
  nickname: trimmed(40).optional(),
  email: trimmed(120).optional(),
  mobileNum: trimmed(20).optional(),
  countryDialingCode: dialingCode.optional(),
  qqNum: trimmed(40).optional(),
  whatsapp: trimmed(40).optional(),
  facebook: trimmed(80).optional(),
  telegram: trimmed(40).optional(),
  line: trimmed(40).optional(),
  zalo: trimmed(40).optional(),
  wechat: trimmed(40).optional(),
  idNumber: trimmed(40).optional(),
  birthday: trimmed(10).optional(),
  address: trimmed(200).optional(),
  recommenderId: trimmed(40).optional(),
  affiliateCode: trimmed(40).optional(),
  referralCode: trimmed(40).optional(),
  domain: trimmed(253).optional(),
  registerUrl: z.string().max(2048).optional(),
  registerMethod: z.literal('WEB').optional(),
  captcha: trimmed(16).optional(),
  captchaKey: trimmed(64).optional(),
  verificationCode: trimmed(12).optional(),
  botCheck: ZBotCheck.optional(),
  login: z.boolean().optional(),
};

/** PUT /api/wps/member/register (E). */
export const ZRegisterRequest = z.object({ username: trimmed(64).min(1), ...registerBase });
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;

/** PUT /api/wps/member/register/mobile (E): the username is the mobile number. */
export const ZMobileRegisterRequest = z.object({
  username: trimmed(64).optional(),
  ...registerBase,
  /** Optional when MOBILE_REGISTER_PASSWORD is off: the member then logs in with SMS codes. */
  password: z.string().max(128).optional(),
  mobileNum: trimmed(20).min(1),
  countryDialingCode: dialingCode,
});
export type TMobileRegisterRequest = z.input<typeof ZMobileRegisterRequest>;

/** POST /api/wps/verification/sms/noLogin and /sms/register: spec §3 "SMS code request". */
export const ZSmsCodeRequest = z.object({
  mobileNum: trimmed(20).optional(),
  /** The register variant names it mobileNo (spec §7 "Common"). */
  mobileNo: trimmed(20).optional(),
  countryDialingCode: dialingCode,
  botCheck: ZBotCheck.optional(),
});
export type TSmsCodeRequest = z.input<typeof ZSmsCodeRequest>;
export const ZSmsCodeValue = z.object({ expiredMinutes: z.number().int() });
export type TSmsCodeValue = z.infer<typeof ZSmsCodeValue>;

/** POST /api/wps/member/password (T, E). */
export const ZChangePasswordRequest = z.object({
  oldPassword: z.string().max(128),
  newPassword: z.string().max(128),
  confirmNewPassword: z.string().max(128),
});
export type TChangePasswordRequest = z.input<typeof ZChangePasswordRequest>;

/** POST /api/wps/member/password/email: form or JSON; username and e-mail. */
export const ZForgotByEmailRequest = z.object({
  username: trimmed(64).min(1),
  email: trimmed(120).min(1),
});
export type TForgotByEmailRequest = z.input<typeof ZForgotByEmailRequest>;

/** POST /api/wps/member/password/verification (E): reset by phone, then logged in. */
export const ZResetByPhoneRequest = z.object({
  newPassword: z.string().max(128),
  confirmNewPassword: z.string().max(128).optional(),
  mobileNum: trimmed(20).min(1),
  countryDialingCode: dialingCode.optional(),
  verificationCode: trimmed(12).min(1),
});
export type TResetByPhoneRequest = z.input<typeof ZResetByPhoneRequest>;

/** GET /api/wps/agent/affiliate?code&domain. */
export const ZAffiliateQuery = z.object({ code: trimmed(40).min(1), domain: trimmed(253).optional() });
export type TAffiliateQuery = z.infer<typeof ZAffiliateQuery>;
export const ZAffiliateValue = z.object({ valid: z.literal(true), agentAccount: z.string() });
export type TAffiliateValue = z.infer<typeof ZAffiliateValue>;

/** GET /api/dev/outbox?to=: the latest messages sent to a number or address (DEV_OUTBOX=1 only). */
export const ZOutboxMessage = z.object({
  id: z.string(),
  channel: z.enum(['SMS', 'EMAIL']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  merchantCode: z.string(),
  createdAt: z.string(),
});
export type TOutboxMessage = z.infer<typeof ZOutboxMessage>;

/** Back office: a member row in the list. */
export const ZMemberSummary = z.object({
  id: z.string(),
  username: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  status: z.enum(['ACTIVE', 'LOCKED']),
  mobileNum: z.string().nullable(),
  email: z.string().nullable(),
  vipLevel: z.number().int(),
  parentUsername: z.string().nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type TMemberSummary = z.infer<typeof ZMemberSummary>;

export const ZLoginHistoryEntry = z.object({
  at: z.string(),
  ip: z.string(),
  device: z.string(),
  result: z.string(),
});
export type TLoginHistoryEntry = z.infer<typeof ZLoginHistoryEntry>;

export const ZMemberDetail = ZMemberSummary.extend({
  payeeName: z.string().nullable(),
  countryDialingCode: z.string().nullable(),
  totpEnabled: z.boolean(),
  mustChangePassword: z.boolean(),
  loginHistory: z.array(ZLoginHistoryEntry),
  trustedIps: z.array(z.object({ ip: z.string(), firstAt: z.string(), lastAt: z.string() })),
  /** Operators' tags on the member (promotions may admit only members having any of them). */
  tags: z.array(z.string()),
});
export type TMemberDetail = z.infer<typeof ZMemberDetail>;

/** A member tag as stored: lower case, letters, digits, '-' and '_', at most 32 characters. */
export const ZMemberTag = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9_-]{0,31}$/);
export type TMemberTag = z.infer<typeof ZMemberTag>;

/** POST /api/bo/merchants/:code/members/:id/tags: add one tag (adding it again changes nothing). */
export const ZMemberTagRequest = z.object({ tag: ZMemberTag });
export type TMemberTagRequest = z.input<typeof ZMemberTagRequest>;

export const ZMemberSearchQuery = z.object({
  search: z.string().trim().max(64).optional(),
  status: z.enum(['ACTIVE', 'LOCKED']).optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TMemberSearchQuery = z.infer<typeof ZMemberSearchQuery>;

export const ZMemberLockRequest = z.object({
  locked: z.boolean(),
  reason: z.string().trim().min(2).max(200),
});
export type TMemberLockRequest = z.input<typeof ZMemberLockRequest>;
export const ZMemberPasswordReset = z.object({ temporaryPassword: z.string() });
export type TMemberPasswordReset = z.infer<typeof ZMemberPasswordReset>;

export const ZTrustedIp = z.object({ ip: z.string(), firstAt: z.string(), lastAt: z.string() });
export type TTrustedIp = z.infer<typeof ZTrustedIp>;

/** GET /api/wps/member/security: the member's security centre. */
export const ZSecurityOverview = z.object({
  totpEnabled: z.boolean(),
  mobileNum: z.string().nullable(),
  countryDialingCode: z.string().nullable(),
  email: z.string().nullable(),
  payeeName: z.string().nullable(),
  trustedIps: z.array(ZTrustedIp),
  loginHistory: z.array(ZLoginHistoryEntry),
});
export type TSecurityOverview = z.infer<typeof ZSecurityOverview>;

export const ZTotpSetup = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TTotpSetup = z.infer<typeof ZTotpSetup>;

/** PUT /api/bo/merchants/:code/register-rules: the fields to change; the answer is the whole map. */
export const ZRegisterRulesUpdate = z.object({
  rules: z.partialRecord(z.enum(REGISTER_RULE_FIELDS), ZFieldRule),
});
export type TRegisterRulesUpdate = z.input<typeof ZRegisterRulesUpdate>;
