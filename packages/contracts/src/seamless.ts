import { z } from 'zod';

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
export type TSeamlessBalanceRequest = z.input<typeof ZSeamlessBalanceRequest>;

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

/**
 * Settlement in bulk (ADR 0032): a lottery draw or a sports match ends thousands of rounds at once.
 * One signed call carries up to SEAMLESS_SETTLE_MAX_ITEMS wins and rollbacks; each item is the body of
 * its single call and is answered exactly as that call would answer it (same exactly-once rules), in
 * item order. Bets stay single calls: a player waits for each.
 */
export const SEAMLESS_SETTLE_MAX_ITEMS = 500;
export const ZSeamlessSettleItem = ZSeamlessMoveRequest.extend({ call: z.enum(['win', 'rollback']) });
export type TSeamlessSettleItem = z.infer<typeof ZSeamlessSettleItem>;
export const ZSeamlessSettleRequest = z.object({
  request_uuid: uuidLike,
  items: z.array(ZSeamlessSettleItem).min(1).max(SEAMLESS_SETTLE_MAX_ITEMS),
});
export type TSeamlessSettleRequest = z.infer<typeof ZSeamlessSettleRequest>;
export const ZSeamlessSettleResponse = z.object({
  status: z.enum(SEAMLESS_STATUSES),
  request_uuid: z.string().optional(),
  results: z.array(ZSeamlessResponse).optional(),
});
export type TSeamlessSettleResponse = z.infer<typeof ZSeamlessSettleResponse>;

// ---- back office: vendors' wallet settings ----

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
