import { z } from 'zod';
import { ZAmount } from './cashier.ts';

/** How money comes in: through a payment provider's hosted page, or a bank transfer an operator checks. */
export const DEPOSIT_CHANNEL_KINDS = ['ONLINE', 'BANK_TRANSFER'] as const;
export type DepositChannelKind = (typeof DEPOSIT_CHANNEL_KINDS)[number];

/**
 * PENDING: created, waiting for the payment (online) or the proof (bank transfer);
 * PENDING_REVIEW: proof uploaded, an operator decides; COMPLETED: credited (the only state that moved money);
 * FAILED: the provider reported the payment failed; REJECTED: an operator refused the proof;
 * CANCELLED: the member gave up; EXPIRED: never paid in time.
 */
export const DEPOSIT_STATUSES = [
  'PENDING',
  'PENDING_REVIEW',
  'COMPLETED',
  'FAILED',
  'REJECTED',
  'CANCELLED',
  'EXPIRED',
] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const ZBankAccount = z.object({
  bankName: z.string().trim().min(1).max(80),
  accountName: z.string().trim().min(1).max(120),
  accountNumber: z
    .string()
    .trim()
    .min(4)
    .max(40)
    .regex(/^[0-9A-Za-z -]+$/),
});
export type TBankAccount = z.infer<typeof ZBankAccount>;

// ---- member side ----

/** `GET /api/wps/cashier/deposit/channels`: the merchant's enabled ways to deposit, in display order. */
export const ZDepositChannel = z.object({
  id: z.string(),
  kind: z.enum(DEPOSIT_CHANNEL_KINDS),
  name: z.string(),
  /** Inclusive limits, decimal strings in the merchant's currency. */
  min: z.string(),
  max: z.string(),
  currency: z.string(),
  bonusEligible: z.boolean(),
});
export type TDepositChannel = z.infer<typeof ZDepositChannel>;

export const ZDepositCreate = z.object({
  channelId: z.string().uuid(),
  amount: ZAmount,
  /** A deposit bonus chosen on the form (GET PROMOTION_PATHS.depositOptions); absent = no bonus. */
  promotionId: z.string().uuid().optional(),
});
export type TDepositCreate = z.infer<typeof ZDepositCreate>;

/** A deposit as its member sees it. The provider's fee is the house's, so the member never sees one. */
export const ZMemberDeposit = z.object({
  id: z.string(),
  channelId: z.string(),
  channelName: z.string(),
  kind: z.enum(DEPOSIT_CHANNEL_KINDS),
  amount: z.string(),
  currency: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  /** Online and still PENDING: the provider's page, to resume paying. */
  payUrl: z.string().nullable(),
  /** Bank transfer: where to send the money. */
  bankAccount: ZBankAccount.nullable(),
  hasProof: z.boolean(),
  /** Why an operator rejected it. */
  reviewNote: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type TMemberDeposit = z.infer<typeof ZMemberDeposit>;

/** `POST /api/wps/cashier/deposits`: `payUrl` for an online channel, `bankAccount` for a bank transfer. */
export const ZDepositCreated = ZMemberDeposit.extend({ depositId: z.string() });
export type TDepositCreated = z.infer<typeof ZDepositCreated>;

export const ZMemberDepositQuery = z.object({
  status: z.enum(DEPOSIT_STATUSES).optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TMemberDepositQuery = z.infer<typeof ZMemberDepositQuery>;

// ---- payment provider callback (server to server) ----

/** What a provider posts to `POST /api/psp/{pspCode}/callback`, signed over the raw body. */
export const ZPspNotice = z.object({
  orderId: z.string().trim().min(1).max(100),
  pspReference: z.string().trim().min(1).max(100),
  amount: ZAmount,
  currency: z.string().trim().min(3).max(3),
  status: z.enum(['SUCCESS', 'FAILED']),
  nonce: z.string().trim().min(8).max(100),
});
export type TPspNotice = z.infer<typeof ZPspNotice>;

// ---- back office ----

export const ZDepositChannelAdmin = ZDepositChannel.extend({
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  /** Charged to the house, never to the member: basis points of the amount plus a fixed part. */
  feeBps: z.number().int(),
  feeFixed: z.string(),
  bankAccount: ZBankAccount.nullable(),
  pspCode: z.string().nullable(),
  updatedAt: z.string(),
});
export type TDepositChannelAdmin = z.infer<typeof ZDepositChannelAdmin>;

const channelFields = {
  name: z.string().trim().min(1).max(60),
  min: ZAmount,
  max: ZAmount,
  feeBps: z.number().int().min(0).max(10_000).default(0),
  feeFixed: ZAmount.default('0'),
  bonusEligible: z.boolean().default(false),
  enabled: z.boolean().default(true),
  sortOrder: z.number().int().min(0).max(10_000).default(0),
  bankAccount: ZBankAccount.nullable().default(null),
  pspCode: z
    .string()
    .regex(/^[A-Z0-9_]{2,40}$/)
    .nullable()
    .default(null),
};

/** `POST …/deposit-channels`. A bank transfer needs `bankAccount`; an online channel needs `pspCode`. */
export const ZDepositChannelCreate = z.object({ kind: z.enum(DEPOSIT_CHANNEL_KINDS), ...channelFields });
export type TDepositChannelCreate = z.infer<typeof ZDepositChannelCreate>;

/** `PUT …/deposit-channels/:id`: every editable field; the kind is fixed once deposits may point at it. */
export const ZDepositChannelUpdate = z.object(channelFields);
export type TDepositChannelUpdate = z.infer<typeof ZDepositChannelUpdate>;

export const ZAdminDeposit = z.object({
  id: z.string(),
  memberId: z.string(),
  username: z.string(),
  channelId: z.string(),
  channelName: z.string(),
  kind: z.enum(DEPOSIT_CHANNEL_KINDS),
  amount: z.string(),
  fee: z.string(),
  currency: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  pspReference: z.string().nullable(),
  hasProof: z.boolean(),
  ledgerTransactionId: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewNote: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type TAdminDeposit = z.infer<typeof ZAdminDeposit>;

export const ZAdminDepositQuery = z.object({
  status: z.enum(DEPOSIT_STATUSES).optional(),
  kind: z.enum(DEPOSIT_CHANNEL_KINDS).optional(),
  username: z.string().trim().max(64).optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TAdminDepositQuery = z.infer<typeof ZAdminDepositQuery>;

export const ZDepositApprove = z.object({ note: z.string().trim().max(500).default('') });
export type TDepositApprove = z.input<typeof ZDepositApprove>;
export const ZDepositReject = z.object({ note: z.string().trim().min(2).max(500) });
export type TDepositReject = z.input<typeof ZDepositReject>;
