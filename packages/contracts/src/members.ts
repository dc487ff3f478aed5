import { z } from 'zod';
import { PAYOUT_METHOD_KINDS } from './member-account-constants.ts';

// ---- bank accounts (the members module owns a member's payees) ----

export const ZMemberBankAccount = z.object({
  id: z.string(),
  /** A bank account, or an e-wallet (then `bankName` is the provider, `accountNumber` the wallet number). */
  kind: z.enum(PAYOUT_METHOD_KINDS),
  bankName: z.string(),
  accountName: z.string(),
  /** Masked except the last four digits. */
  accountNumber: z.string(),
  createdAt: z.string(),
});
export type TMemberBankAccount = z.infer<typeof ZMemberBankAccount>;

/** Encrypted (API.md): a new payee needs the payment password, so a stolen session alone cannot add one. */
export const ZMemberBankAccountCreate = z.object({
  kind: z.enum(PAYOUT_METHOD_KINDS).default('BANK'),
  bankName: z.string().trim().min(2).max(80),
  accountName: z.string().trim().min(2).max(120),
  accountNumber: z
    .string()
    .trim()
    .regex(/^[0-9 -]{6,34}$/)
    .transform((v) => v.replace(/[ -]/g, '')),
  paymentPassword: z.string().min(1).max(256),
});
export type TMemberBankAccountCreate = z.input<typeof ZMemberBankAccountCreate>;
