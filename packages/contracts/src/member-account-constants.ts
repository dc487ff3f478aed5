// The member's own account (issue 17; spec §2 member centre "my account", §4 "Wallets", §9 age rules).
// Zod-free for the player site; the schemas are in member-account.ts.

/** Spec §9: the birthday notice asks the member to confirm they are 21 (the agreement text says 18). */
export const MEMBER_MIN_AGE_YEARS = 21;

export const NICKNAME_LIMITS = { minChars: 2, maxChars: 20 } as const;

/** Built-in avatars a member may pick (`preset-01` … `preset-12`), served by the player site. */
export const AVATAR_PRESET_COUNT = 12;
/** An uploaded avatar: png or jpeg, checked by its content, at most this many bytes. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** Where a withdrawal can be paid: a bank account or an e-wallet (provider, holder, wallet number). */
export const PAYOUT_METHOD_KINDS = ['BANK', 'EWALLET'] as const;
export type PayoutMethodKind = (typeof PAYOUT_METHOD_KINDS)[number];

/** What a member's profile change record names (each change is audited). */
export const PROFILE_CHANGE_FIELDS = [
  'NICKNAME',
  'AVATAR',
  'BIRTHDAY',
  'EMAIL',
  'MOBILE',
  'PAYOUT_METHOD_ADDED',
  'PAYOUT_METHOD_REMOVED',
] as const;
export type ProfileChangeField = (typeof PROFILE_CHANGE_FIELDS)[number];

export const MEMBER_ACCOUNT_PATHS = {
  /** GET: my profile; PUT {nickname?, avatar?, birthday?}: change it (audited). */
  profile: '/api/wps/member/profile',
  /** POST (E) {image}: upload an avatar (png/jpeg data URL); the answer is the new profile. */
  avatar: '/api/wps/member/profile/avatar',
  /** GET: an uploaded avatar's bytes (public, immutable). */
  avatarImage: '/api/wps/media/avatar/:file',
  /** POST {channel, email | mobileNum+countryDialingCode}: send a code to the new address. */
  contactCode: '/api/wps/member/profile/contact/code',
  /** POST (E) {channel, the new address, verificationCode, password}: change e-mail or mobile (audited). */
  contact: '/api/wps/member/profile/contact',
  /** GET ?pageNo&pageSize: my account's change record (what, when, from where). */
  changes: '/api/wps/member/profile/changes',
  /** POST (E) {paymentPassword}: remove one of my payout methods (audited). */
  removeBankAccount: '/api/wps/cashier/bankAccounts/:id/remove',
} as const;

export const MEMBER_ACCOUNT_ADMIN_PATHS = {
  /** POST {birthday?, payeeName?, reason} (members.write): correct a member's birthday or payee name; the answer is the profile. */
  identityCorrection: '/api/bo/merchants/:code/members/:id/identity-correction',
} as const;
