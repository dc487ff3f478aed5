import { z } from 'zod';

/** A decimal amount as JSON carries it (API.md): checked against the currency's scale by the server. */
export const ZAmount = z.string().trim().min(1).max(40);

/** `/api/wps/v2/wallets/balance`: the member's wallet in their merchant's currency. */
export const ZWalletBalance = z.object({
  /** What the member can play with now: cash plus bonus. */
  balance: z.string(),
  cash: z.string(),
  bonus: z.string(),
  /** Stakes awaiting settlement and withdrawals under review. */
  locked: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
  /** Trial members play with demo money that is not real (spec §4 trial user). */
  demo: z.boolean(),
});
export type TWalletBalance = z.infer<typeof ZWalletBalance>;

/** Account record (`transactionHistory`) type filters: each groups ledger transaction kinds. */
export const TRANSACTION_TYPES = [
  'ALL',
  'DEPOSIT',
  'WITHDRAWAL',
  'TRANSFER',
  'BET',
  'WIN',
  'REFUND',
  'BONUS',
  'ADJUSTMENT',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const ZTransactionHistoryQuery = z.object({
  type: z.enum(TRANSACTION_TYPES).default('ALL'),
  /** Inclusive dates in the merchant's time zone, `YYYY-MM-DD`. */
  startDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  endDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TTransactionHistoryQuery = z.infer<typeof ZTransactionHistoryQuery>;

export const ZTransactionRecord = z.object({
  id: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  kind: z.string(),
  /** Signed: negative leaves the wallet. */
  amount: z.string(),
  balanceAfter: z.string().nullable(),
  account: z.enum(['CASH', 'BONUS', 'HELD']),
  currency: z.string(),
  reference: z.string().nullable(),
  description: z.string(),
  createdAt: z.string(),
});
export type TTransactionRecord = z.infer<typeof ZTransactionRecord>;

// ---- seamless wallet (API.md) ----

export const SEAMLESS_STATUSES = [
  'RS_OK',
  'RS_ERROR_NOT_ENOUGH_MONEY',
  'RS_ERROR_DUPLICATE_TRANSACTION',
  'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  'RS_ERROR_TRANSACTION_ROLLED_BACK',
  'RS_ERROR_INVALID_TOKEN',
  'RS_ERROR_INVALID_SIGNATURE',
  'RS_ERROR_USER_DISABLED',
  'RS_ERROR_LIMIT_REACHED',
  'RS_ERROR_WRONG_CURRENCY',
  'RS_ERROR_WRONG_TYPES',
  'RS_ERROR_UNKNOWN',
] as const;
export type SeamlessStatus = (typeof SEAMLESS_STATUSES)[number];

const uuidLike = z.string().trim().min(1).max(100);

export const ZSeamlessBalanceRequest = z.object({
  request_uuid: uuidLike,
  user: z.string().trim().min(1).max(100),
  token: z.string().max(200).optional(),
  currency: z.string().max(10).optional(),
  game_code: z.string().max(100).optional(),
});

export const ZSeamlessMoveRequest = z.object({
  request_uuid: uuidLike,
  transaction_uuid: uuidLike,
  reference_transaction_uuid: uuidLike.optional(),
  round: z.string().max(100).default(''),
  game_code: z.string().max(100).default(''),
  user: z.string().trim().min(1).max(100),
  token: z.string().max(200).optional(),
  amount: z.string().max(40),
  currency: z.string().max(10),
});
export type TSeamlessMoveRequest = z.infer<typeof ZSeamlessMoveRequest>;

export const ZSeamlessResponse = z.object({
  status: z.enum(SEAMLESS_STATUSES),
  request_uuid: z.string().optional(),
  transaction_uuid: z.string().optional(),
  user: z.string().optional(),
  balance: z.string().optional(),
  currency: z.string().optional(),
});
export type TSeamlessResponse = z.infer<typeof ZSeamlessResponse>;

// ---- back office ----

export const ZReconciliationReport = z.object({
  id: z.string(),
  ranAt: z.string(),
  ok: z.boolean(),
  currencies: z.array(z.object({ currency: z.string(), sum: z.string(), entries: z.number().int() })),
  mismatches: z.object({
    unbalancedTransactions: z.array(
      z.object({ transactionId: z.string(), currency: z.string(), sum: z.string() }),
    ),
    balanceMismatches: z.array(
      z.object({
        accountId: z.string(),
        owner: z.string(),
        currency: z.string(),
        cached: z.string(),
        entries: z.string(),
      }),
    ),
    negativeMemberAccounts: z.array(
      z.object({ accountId: z.string(), owner: z.string(), currency: z.string(), balance: z.string() }),
    ),
    // Reports stored before this check existed have none.
    danglingEntries: z
      .array(z.object({ entryId: z.string(), transactionId: z.string(), accountId: z.string() }))
      .default([]),
  }),
});
export type TReconciliationReport = z.infer<typeof ZReconciliationReport>;

export const ZSystemAccountBalance = z.object({
  merchantCode: z.string(),
  kind: z.string(),
  currency: z.string(),
  balance: z.string(),
});

export const ZMemberLedgerView = z.object({
  balance: ZWalletBalance,
  records: z.object({
    list: z.array(ZTransactionRecord),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  }),
});

export const ZManualAdjustment = z.object({
  /** Signed: positive credits the member, negative debits. */
  amount: ZAmount,
  account: z.enum(['CASH', 'BONUS']).default('CASH'),
  reason: z.string().trim().min(3).max(500),
});
export type TManualAdjustment = z.infer<typeof ZManualAdjustment>;

export const ZVendorAdmin = z.object({
  code: z.string(),
  displayName: z.string(),
  walletType: z.enum(['SEAMLESS', 'TRANSFER']),
  status: z.enum(['ACTIVE', 'DISABLED']),
  currency: z.string().nullable(),
  secretSet: z.boolean(),
});
export type TVendorAdmin = z.infer<typeof ZVendorAdmin>;

export const ZVendorUpdate = z.object({
  displayName: z.string().trim().min(1).max(80).optional(),
  walletType: z.enum(['SEAMLESS', 'TRANSFER']).optional(),
  status: z.enum(['ACTIVE', 'DISABLED']).optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .nullable()
    .optional(),
  /** Write-only: never returned. */
  secret: z.string().min(16).max(200).optional(),
});
export type TVendorUpdate = z.infer<typeof ZVendorUpdate>;

// ---- payment password, bank accounts, withdrawals, transfers ----

export const ZPaymentPasswordUpdate = z.object({
  /** The login password proves it is the member when no payment password is set yet. */
  loginPassword: z.string().min(1).max(256).optional(),
  oldPaymentPassword: z.string().min(1).max(256).optional(),
  newPaymentPassword: z.string().regex(/^\d{6}$/),
});

export const ZMemberBankAccount = z.object({
  id: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  /** Masked except the last four digits. */
  accountNumber: z.string(),
  createdAt: z.string(),
});
export type TMemberBankAccount = z.infer<typeof ZMemberBankAccount>;

/** Encrypted (API.md): a new payee needs the payment password, so a stolen session alone cannot add one. */
export const ZMemberBankAccountCreate = z.object({
  bankName: z.string().trim().min(2).max(80),
  accountName: z.string().trim().min(2).max(120),
  accountNumber: z
    .string()
    .trim()
    .regex(/^[0-9 -]{6,34}$/)
    .transform((v) => v.replace(/[ -]/g, '')),
  paymentPassword: z.string().min(1).max(256),
});

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

export const ZWithdrawalCreate = z.object({
  amount: ZAmount,
  bankAccountId: z.string().uuid(),
  paymentPassword: z.string().min(1).max(256),
});

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

export const ZWithdrawalQuery = z.object({
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const ZTransferCreate = z.object({
  amount: ZAmount,
  paymentPassword: z.string().min(1).max(256),
  /** Agents name the downline member; a member's transfer goes to their own upline. */
  toUsername: z.string().trim().min(1).max(64).optional(),
});

export const ZTransferResult = z.object({
  id: z.string(),
  toUsername: z.string(),
  amount: z.string(),
  balance: z.string(),
  currency: z.string(),
});

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

// ---- game wallets of transfer-wallet vendors (spec §7 GCS_walletTransfer, GCS_merchantWallet) ----

export const ZGameWalletTransferRequest = z.object({
  /** Single-use: a retry repeats the same id and gets the same transfer's outcome. */
  transferId: z.string().uuid(),
  vendorCode: z.string().regex(/^[A-Za-z0-9_]{2,40}$/),
  direction: z.enum(['IN', 'OUT']),
  /** OUT without an amount recalls the whole game balance. */
  amount: ZAmount.optional(),
});

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

export const ZMerchantWallet = z.object({
  /** True when every vendor of the merchant plays from the one wallet (no transfer-wallet vendors). */
  isSingle: z.boolean(),
});

export const ZConsolidatedFunds = z.object({
  balance: z.string(),
  currency: z.string(),
  gameWallets: z.array(z.object({ vendorCode: z.string(), displayName: z.string(), balance: z.string() })),
  total: z.string(),
});
