import { z } from 'zod';
import { ZPage, ZPageQuery } from './envelope.ts';
import {
  AVATAR_PRESET_COUNT,
  NICKNAME_LIMITS,
  PAYOUT_METHOD_KINDS,
  PROFILE_CHANGE_FIELDS,
} from './member-account-constants.ts';

// The member's own account (issue 17). Paths are in member-account-constants.ts. E-mail and mobile
// come back masked: a stolen session shows no more than the member's own header does.

const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const ZMemberProfile = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.string(),
  /** A preset (`preset-07`) or an uploaded image's URL; null: the default avatar. */
  avatar: z.string().nullable(),
  vipLevel: z.number().int(),
  /** The real name payouts are made to (set at registration or first withdrawal; operators change it). */
  payeeName: z.string().nullable(),
  /** Once set, only an operator changes it (spec §9 age rules). */
  birthday: ZDay.nullable(),
  emailMasked: z.string().nullable(),
  mobileMasked: z.string().nullable(),
  countryDialingCode: z.string().nullable(),
  hasPaymentPassword: z.boolean(),
  memberSince: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type TMemberProfile = z.infer<typeof ZMemberProfile>;

export const ZMemberProfileUpdate = z
  .object({
    nickname: z.string().trim().min(NICKNAME_LIMITS.minChars).max(NICKNAME_LIMITS.maxChars).optional(),
    /** A preset id; uploads go through the avatar call. */
    avatar: z
      .string()
      .regex(/^preset-\d{2}$/)
      .refine((v) => Number(v.slice(7)) >= 1 && Number(v.slice(7)) <= AVATAR_PRESET_COUNT)
      .optional(),
    birthday: ZDay.optional(),
  })
  .refine((v) => v.nickname !== undefined || v.avatar !== undefined || v.birthday !== undefined, {
    message: 'nothing to change',
  });
export type TMemberProfileUpdate = z.input<typeof ZMemberProfileUpdate>;

/** A data URL of a png or jpeg (the server checks the bytes, not the prefix). */
export const ZAvatarUpload = z.object({ image: z.string().min(20).max(2_900_000) });
export type TAvatarUpload = z.input<typeof ZAvatarUpload>;

const ZEmailTarget = z.object({ channel: z.literal('email'), email: z.string().trim().email().max(120) });
const ZMobileTarget = z.object({
  channel: z.literal('mobile'),
  mobileNum: z
    .string()
    .trim()
    .regex(/^[0-9]{6,15}$/),
  countryDialingCode: z
    .string()
    .trim()
    .regex(/^\+?[0-9]{1,4}$/),
});

export const ZContactCodeRequest = z.discriminatedUnion('channel', [ZEmailTarget, ZMobileTarget]);
export type TContactCodeRequest = z.input<typeof ZContactCodeRequest>;
export const ZContactCodeSent = z.object({ target: z.string(), expiredMinutes: z.number().int() });
export type TContactCodeSent = z.infer<typeof ZContactCodeSent>;

const ZContactProof = z.object({
  verificationCode: z.string().regex(/^[0-9]{4,8}$/),
  /** The login password: a changed mobile or e-mail can reset it, so a session alone may not change them. */
  password: z.string().min(1).max(256),
});
export const ZContactChange = z.discriminatedUnion('channel', [
  ZEmailTarget.merge(ZContactProof),
  ZMobileTarget.merge(ZContactProof),
]);
export type TContactChange = z.input<typeof ZContactChange>;

export const ZProfileChange = z.object({
  id: z.string(),
  field: z.enum(PROFILE_CHANGE_FIELDS),
  /** Masked where it is contact or payout data; readable otherwise ("Ace → Lucky Ace"). */
  summary: z.string(),
  ip: z.string().nullable(),
  at: z.string(),
});
export type TProfileChange = z.infer<typeof ZProfileChange>;
export const ZProfileChangePage = ZPage(ZProfileChange);
export type TProfileChangePage = z.infer<typeof ZProfileChangePage>;
export const ZProfileChangeQuery = ZPageQuery;
export type TProfileChangeQuery = z.input<typeof ZProfileChangeQuery>;

export const ZPayoutMethodKind = z.enum(PAYOUT_METHOD_KINDS);
export type TPayoutMethodKind = z.infer<typeof ZPayoutMethodKind>;
export const ZBankAccountRemove = z.object({ paymentPassword: z.string().min(1).max(256) });
export type TBankAccountRemove = z.input<typeof ZBankAccountRemove>;

/** Operators (members.write): correct a member's birthday or payee name, with the reason (audited). */
export const ZMemberIdentityCorrection = z
  .object({
    birthday: ZDay.optional(),
    payeeName: z
      .string()
      .trim()
      .min(2)
      .max(120)
      .regex(/^[\p{L}\p{M} .'-]+$/u)
      .optional(),
    reason: z.string().trim().min(2).max(500),
  })
  .refine((v) => v.birthday !== undefined || v.payeeName !== undefined, { message: 'nothing to change' });
export type TMemberIdentityCorrection = z.input<typeof ZMemberIdentityCorrection>;
