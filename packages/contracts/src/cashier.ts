import { z } from 'zod';
import { ZPage } from './envelope.ts';
import { ZTransactionRecord, ZWalletBalance } from './ledger.ts';
import { ZMemberBankAccount } from './members.ts';

/** A decimal amount as JSON carries it (API.md): checked against the currency's scale by the server. */
export const ZAmount = z.string().trim().min(1).max(40);
export type TAmount = z.infer<typeof ZAmount>;

// ---- adjustments (back office) ----

/** A member's wallet and account records as an operator sees them. */
export const ZMemberLedgerView = z.object({
  balance: ZWalletBalance,
  records: ZPage(ZTransactionRecord),
});
export type TMemberLedgerView = z.infer<typeof ZMemberLedgerView>;

export const ZManualAdjustment = z.object({
  /** Signed: positive credits the member, negative debits. */
  amount: ZAmount,
  account: z.enum(['CASH', 'BONUS']).default('CASH'),
  reason: z.string().trim().min(3).max(500),
});
export type TManualAdjustment = z.infer<typeof ZManualAdjustment>;

/** Above the merchant's threshold an adjustment waits for a second operator (PENDING_APPROVAL). */
export const ZAdjustmentResult = z.object({
  status: z.enum(['POSTED', 'PENDING_APPROVAL', 'REJECTED']),
  id: z.string(),
  transactionId: z.string().nullable(),
  amount: z.string(),
  balanceAfter: z.string().nullable(),
  /** Why it waits for a second operator: its size, or the operator's daily cap. */
  reason: z.enum(['ABOVE_THRESHOLD', 'DAILY_CAP']).optional(),
});
export type TAdjustmentResult = z.infer<typeof ZAdjustmentResult>;

/** An adjustment held for a second, different operator. */
export const ZPendingAdjustment = z.object({
  id: z.string(),
  memberId: z.string(),
  username: z.string(),
  account: z.enum(['CASH', 'BONUS']),
  amount: z.string(),
  reason: z.string(),
  requestedBy: z.string(),
  requestedAt: z.string(),
});
export type TPendingAdjustment = z.infer<typeof ZPendingAdjustment>;

// ---- payment password, withdrawals, transfers ----

export const ZPaymentPasswordUpdate = z.object({
  /** The login password proves it is the member when no payment password is set yet. */
  loginPassword: z.string().min(1).max(256).optional(),
  oldPaymentPassword: z.string().min(1).max(256).optional(),
  newPaymentPassword: z.string().regex(/^\d{6}$/),
});
export type TPaymentPasswordUpdate = z.input<typeof ZPaymentPasswordUpdate>;

export const WITHDRAWAL_STATUSES = [
  'PENDING_REVIEW',
  'PENDING_SECOND_APPROVAL',
  'APPROVED',
  'PAID',
  'DISPUTED',
  'COMPLETED',
  'REJECTED',
] as const;

export const ZWithdrawalInfo = z.object({
  balance: z.string(),
  currency: z.string(),
  min: z.string(),
  max: z.string(),
  /** Still to wager before a withdrawal is allowed; "0.00" when none. */
  turnoverRemaining: z.string(),
  turnoverRequired: z.string(),
  turnoverDone: z.string(),
  guaranteePercent: z.string(),
  autoReceiptMinutes: z.number().int(),
  paymentPasswordSet: z.boolean(),
  bankAccounts: z.array(ZMemberBankAccount),
  /** Smallest transfer up or down the agent tree (cashier settings). */
  transferMin: z.string(),
  /** Who a member's transferUpline goes to; null without an agent upline. */
  upline: z.object({ username: z.string(), nickname: z.string().nullable() }).nullable(),
});
export type TWithdrawalInfo = z.infer<typeof ZWithdrawalInfo>;

/**
 * What a withdrawal of `amount` holds, as the server computes it (the withdraw screen shows it while
 * the member types, and never recomputes the rule itself).
 */
export const ZWithdrawalQuoteQuery = z.object({ amount: ZAmount });
export type TWithdrawalQuoteQuery = z.infer<typeof ZWithdrawalQuoteQuery>;
export const ZWithdrawalQuote = z.object({
  amount: z.string(),
  /** The deposit guarantee held with it (spec §4 "Withdrawal confirmation"), refunded on receipt. */
  guarantee: z.string(),
  /** amount + guarantee: what leaves the balance when it is requested. */
  total: z.string(),
});
export type TWithdrawalQuote = z.infer<typeof ZWithdrawalQuote>;

export const ZWithdrawalCreate = z.object({
  amount: ZAmount,
  bankAccountId: z.string().uuid(),
  paymentPassword: z.string().min(1).max(256),
});
export type TWithdrawalCreate = z.input<typeof ZWithdrawalCreate>;

export const ZWithdrawal = z.object({
  id: z.string(),
  username: z.string(),
  amount: z.string(),
  guarantee: z.string(),
  paid: z.string(),
  received: z.string().nullable(),
  remainder: z.string(),
  currency: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  receipt: z.enum(['RECEIVED', 'AUTO_RECEIVED', 'FORCED']).nullable(),
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  firstApprover: z.string().nullable(),
  secondApprover: z.string().nullable(),
  reviewNote: z.string().nullable(),
  proofCount: z.number().int(),
  requestedAt: z.string(),
  paidAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** When an unanswered paid withdrawal counts as received. */
  autoReceiptAt: z.string().nullable(),
  /** A forced receipt or refund one operator requested; only a different operator's approval applies it. */
  pendingResolution: z
    .object({
      action: z.enum(['FORCE_RECEIPT', 'REFUND']),
      requestedBy: z.string(),
      note: z.string().nullable(),
      requestedAt: z.string(),
    })
    .nullable(),
});
export type TWithdrawal = z.infer<typeof ZWithdrawal>;

/** Spec §4 withdrawal confirmation: received (possibly only part), or not received with image proof. */
export const ZWithdrawalConfirm = z.discriminatedUnion('choice', [
  z.object({ choice: z.literal('RECEIVED'), amountReceived: ZAmount.optional() }),
  z.object({
    choice: z.literal('NOT_RECEIVED'),
    /** data: URLs of PNG/JPEG/WebP images, at most 3. */
    proofImages: z.array(z.string().max(3_000_000)).min(1).max(3),
  }),
]);
export type TWithdrawalConfirm = z.input<typeof ZWithdrawalConfirm>;

export const ZWithdrawalReview = z.discriminatedUnion('action', [
  z.object({ action: z.literal('APPROVE'), note: z.string().max(500).optional() }),
  z.object({ action: z.literal('REJECT'), note: z.string().trim().min(3).max(500) }),
  z.object({
    action: z.literal('MARK_PAID'),
    paidAmount: ZAmount.optional(),
    note: z.string().max(500).optional(),
  }),
  z.object({ action: z.literal('FORCE_RECEIPT'), note: z.string().trim().min(3).max(500) }),
  z.object({ action: z.literal('REFUND'), note: z.string().trim().min(3).max(500) }),
  /** A second, different operator applies the pending forced receipt or refund. */
  z.object({ action: z.literal('APPROVE_RESOLUTION'), note: z.string().max(500).optional() }),
  /** Drops the pending forced receipt or refund; nothing moves. */
  z.object({ action: z.literal('REJECT_RESOLUTION'), note: z.string().max(500).optional() }),
]);
export type TWithdrawalReview = z.input<typeof ZWithdrawalReview>;

export const ZWithdrawalQuery = z.object({
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TWithdrawalQuery = z.infer<typeof ZWithdrawalQuery>;

export const ZTransferCreate = z.object({
  amount: ZAmount,
  paymentPassword: z.string().min(1).max(256),
  /** Agents name the downline member; a member's transfer goes to their own upline. */
  toUsername: z.string().trim().min(1).max(64).optional(),
});
export type TTransferCreate = z.input<typeof ZTransferCreate>;

export const ZTransferResult = z.object({
  id: z.string(),
  toUsername: z.string(),
  amount: z.string(),
  balance: z.string(),
  currency: z.string(),
});
export type TTransferResult = z.infer<typeof ZTransferResult>;

// ---- settings ----

export const ZCashierSettings = z.object({
  withdrawalMin: ZAmount,
  withdrawalMax: ZAmount,
  secondApprovalAbove: ZAmount,
  autoReceiptMinutes: z.number().int().min(1).max(10_080),
  guaranteeBps: z.number().int().min(0).max(10_000),
  turnoverBps: z.number().int().min(0).max(1_000_000),
  transferMin: ZAmount,
  adjustmentApprovalAbove: ZAmount,
  /**
   * What one operator may adjust alone per merchant day, adjustments at or below the threshold
   * summed by size; past it they need a second operator. Left out: unchanged.
   */
  adjustmentDailyCap: ZAmount.optional(),
});
export type TCashierSettings = z.infer<typeof ZCashierSettings>;

// ---- game wallets of transfer-wallet vendors (spec §7 GCS_walletTransfer, GCS_merchantWallet) ----

export const ZGameWalletTransferRequest = z.object({
  /** Single-use: a retry repeats the same id and gets the same transfer's outcome. */
  transferId: z.string().uuid(),
  vendorCode: z.string().regex(/^[A-Za-z0-9_]{2,40}$/),
  direction: z.enum(['IN', 'OUT']),
  /** OUT without an amount recalls the whole game balance. */
  amount: ZAmount.optional(),
});
export type TGameWalletTransferRequest = z.input<typeof ZGameWalletTransferRequest>;

export const ZGameWalletTransfer = z.object({
  transferId: z.string(),
  vendorCode: z.string(),
  direction: z.enum(['IN', 'OUT']),
  status: z.enum(['PENDING', 'SUCCESS', 'FAILED']),
  amount: z.string(),
  balance: z.string(),
  gameBalance: z.string(),
  currency: z.string(),
});
export type TGameWalletTransfer = z.infer<typeof ZGameWalletTransfer>;

export const ZMerchantWallet = z.object({
  /** True when every vendor of the merchant plays from the one wallet (no transfer-wallet vendors). */
  isSingle: z.boolean(),
});
export type TMerchantWallet = z.infer<typeof ZMerchantWallet>;

export const ZConsolidatedFunds = z.object({
  balance: z.string(),
  currency: z.string(),
  gameWallets: z.array(z.object({ vendorCode: z.string(), displayName: z.string(), balance: z.string() })),
  total: z.string(),
});
export type TConsolidatedFunds = z.infer<typeof ZConsolidatedFunds>;
