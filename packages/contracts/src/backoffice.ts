import { z } from 'zod';
import { ZBrandConfigUpdate } from './system.ts';
import { WHITELABEL_MODULE_IDS, type WhitelabelModuleId } from './whitelabel.ts';

export const OPERATOR_ROLES = ['SUPER_ADMIN', 'ADMIN', 'SUPPORT', 'VIEWER'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const OPERATOR_PERMISSIONS = [
  'system.read',
  'system.write',
  'operators.manage',
  'audit.read',
  'members.read',
  'members.write',
  'money.read',
  'money.write',
  'money.approve',
  'vendors.manage',
  /** Reading what was sent by SMS and e-mail (masked); every read is audited. */
  'outbox.read',
  /** Banners, announcements, notices, popups, help articles and platform messages. */
  'content.manage',
  /** Answering feedback, moderating the chat room, live models. */
  'support.manage',
  /** Operator reports: revenue, breakdowns, rankings, the funnel and the daily close (issue 17). */
  'reports.read',
  /** Rewards set-up: campaigns, VIP levels, rebate rates, missions, referral rules, red envelopes, mall goods (issue 12). */
  'rewards.manage',
  /** Rewards decisions: activity applications, redemptions, manual grants and cancellations (issue 12). */
  'rewards.approve',
  /** Lottery draws: entering results and cancelling draws; odds and limits of the merchant (issue 14). */
  'lottery.manage',
  /** Lottery results: approving another operator's result entry (issue 14). */
  'lottery.approve',
] as const;
export type OperatorPermission = (typeof OPERATOR_PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<OperatorRole, readonly OperatorPermission[]> = {
  SUPER_ADMIN: OPERATOR_PERMISSIONS,
  ADMIN: [
    'system.read',
    'system.write',
    'audit.read',
    'members.read',
    'members.write',
    'money.read',
    'money.write',
    'money.approve',
    'vendors.manage',
    'outbox.read',
    'content.manage',
    'support.manage',
    'reports.read',
    'rewards.manage',
    'rewards.approve',
    'lottery.manage',
    'lottery.approve',
  ],
  // Support answers members about their own money; the house's revenue is not theirs to read.
  SUPPORT: [
    'system.read',
    'audit.read',
    'members.read',
    'members.write',
    'money.read',
    'money.write',
    'support.manage',
    'rewards.approve',
  ],
  VIEWER: ['system.read', 'members.read', 'money.read', 'reports.read'],
};

export const ZOperatorLogin = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(256),
  /** The authenticator's code, once the operator has enrolled one (the login answers VERIFICATION_REQUIRED, value { totp: true }, without it). */
  totpCode: z.string().trim().max(12).optional(),
});
export type TOperatorLogin = z.infer<typeof ZOperatorLogin>;

export const ZOperator = z.object({
  id: z.string(),
  username: z.string(),
  role: z.enum(OPERATOR_ROLES),
  permissions: z.array(z.enum(OPERATOR_PERMISSIONS)),
  merchantCodes: z.array(z.string()),
  /** Serves every merchant (and what belongs to none); otherwise only `merchantCodes`, none when empty. */
  allMerchants: z.boolean(),
  /** A one-time password: the session may only change it (then log in again elsewhere if needed). */
  mustChangePassword: z.boolean(),
  status: z.enum(['ACTIVE', 'DISABLED']),
  /** An authenticator guards this operator's login. */
  totpEnabled: z.boolean(),
});

export const ZOperatorTotpSetup = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TOperatorTotpSetup = z.infer<typeof ZOperatorTotpSetup>;
export const ZOperatorTotpCode = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});
export type TOperatorTotpCode = z.input<typeof ZOperatorTotpCode>;
export type TOperator = z.infer<typeof ZOperator>;

export const ZOperatorSession = z.object({ token: z.string(), operator: ZOperator });
export type TOperatorSession = z.infer<typeof ZOperatorSession>;

export const ZOperatorPasswordChange = z.object({
  currentPassword: z.string().min(1).max(256),
  newPassword: z
    .string()
    .min(10)
    .max(256)
    .regex(/[A-Za-z]/)
    .regex(/[0-9]/),
});
export type TOperatorPasswordChange = z.infer<typeof ZOperatorPasswordChange>;

export const ZOperatorStatusUpdate = z.object({ status: z.enum(['ACTIVE', 'DISABLED']) });
export type TOperatorStatusUpdate = z.input<typeof ZOperatorStatusUpdate>;

export const ZCreateOperator = z.object({
  username: z
    .string()
    .trim()
    .min(3)
    .max(64)
    .regex(/^[a-zA-Z0-9_.-]+$/),
  password: z.string().min(8).max(256),
  role: z.enum(OPERATOR_ROLES),
  merchantCodes: z
    .array(
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_]{2,40}$/)
        .transform((c) => c.toUpperCase()),
    )
    .max(100)
    .default([]),
  allMerchants: z.boolean().default(false),
});
export type TCreateOperator = z.input<typeof ZCreateOperator>;

export const ZMaintenanceUpdate = z.object({
  enabled: z.boolean(),
  message: z.string().max(500).default(''),
  until: z.string().datetime().nullable().default(null),
});
export type TMaintenanceUpdate = z.infer<typeof ZMaintenanceUpdate>;

export const REGION_RULE_KINDS = ['BLOCK_IP', 'BLOCK_COUNTRY', 'ALLOW_IP'] as const;
export const ZRegionRuleCreate = z.object({
  kind: z.enum(REGION_RULE_KINDS),
  /** An IP, a CIDR range (for *_IP kinds) or an ISO 3166-1 alpha-2 country code. */
  value: z.string().trim().min(2).max(64),
  note: z.string().max(200).default(''),
});
export type TRegionRuleCreate = z.infer<typeof ZRegionRuleCreate>;
export const ZRegionRule = ZRegionRuleCreate.extend({
  id: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
});
export type TRegionRule = z.infer<typeof ZRegionRule>;

/** Only the flags named change (the service merges them over the stored ones). */
export const ZWhitelabelUpdate = z.object({
  flags: z.partialRecord(
    z.enum(WHITELABEL_MODULE_IDS as [WhitelabelModuleId, ...WhitelabelModuleId[]]),
    z.boolean(),
  ),
});
export type TWhitelabelUpdate = z.input<typeof ZWhitelabelUpdate>;

export const ZMerchantSettings = z.object({
  merchantCode: z.string(),
  brandConfig: z.record(z.string(), z.unknown()),
  maintenance: ZMaintenanceUpdate,
  whitelabelFlags: z.record(z.string(), z.boolean()),
  regionRules: z.array(ZRegionRule),
});
export type TMerchantSettings = z.infer<typeof ZMerchantSettings>;

/** `GET /api/bo/merchants`: the merchants an operator may pick. */
export const ZMerchantSummary = z.object({
  merchantCode: z.string(),
  brandName: z.string(),
  currency: z.string(),
  defaultLanguage: z.string(),
  timeZone: z.string(),
});
export type TMerchantSummary = z.infer<typeof ZMerchantSummary>;

export const ZBrandConfigPatch = ZBrandConfigUpdate;
export type TBrandConfigPatch = z.input<typeof ZBrandConfigPatch>;

export const ZAuditEntry = z.object({
  id: z.string(),
  at: z.string(),
  operator: z.string(),
  merchantCode: z.string().nullable(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
  requestId: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;
