import { z } from 'zod';
import {
  BONUS_FLAG_REASONS,
  BONUS_GRANT_STATUSES,
  BONUS_REASON_MAX_CHARS,
  BONUS_SOURCES,
  MANUAL_BONUS_LIMITS,
  REWARD_OFFER_STATUSES,
} from './bonuses-constants.ts';
import { ZPage, ZPageQuery } from './envelope.ts';

// Bonus money and the reward centre (issue 12, ADR 0029 §1). Paths are in bonuses-constants.ts.
// Amounts are decimal strings in the grant's currency; `progressBps` is the share of the
// requirement met, in basis points (the site draws it without money arithmetic).

const ZDecimal = z.string();

/** An i18n key and its parameters: what the member reads as the bonus's name. */
export const ZBonusTitle = z.object({ key: z.string(), params: z.record(z.string(), z.string()) });
export type TBonusTitle = z.infer<typeof ZBonusTitle>;

/** What counts toward a grant's wagering. */
export const ZBonusRules = z.object({
  /** Per game category: the share of a stake that counts, in basis points (absent: counts nothing). */
  categoryWeights: z.array(z.object({ category: z.string(), weightBps: z.number().int() })),
  /** Games that count nothing, named in the reader's language (the code where the catalog lacks it). */
  excludedGames: z.array(z.object({ code: z.string(), name: z.string() })),
  /** A bet above it counts nothing (and is flagged); null: no cap. */
  maxBet: ZDecimal.nullable(),
});
export type TBonusRules = z.infer<typeof ZBonusRules>;

export const ZBonusFlaggedBet = z.object({
  round: z.string(),
  gameCode: z.string(),
  /** The game's name in the reader's language (the code where the catalog lacks it). */
  gameName: z.string(),
  stake: ZDecimal,
  placedAt: z.string(),
  reason: z.enum(BONUS_FLAG_REASONS),
});
export type TBonusFlaggedBet = z.infer<typeof ZBonusFlaggedBet>;

export const ZBonusGrant = z.object({
  id: z.string(),
  source: z.enum(BONUS_SOURCES),
  title: ZBonusTitle,
  status: z.enum(BONUS_GRANT_STATUSES),
  currency: z.string(),
  amount: ZDecimal,
  requirement: ZDecimal,
  progress: ZDecimal,
  remaining: ZDecimal,
  progressBps: z.number().int().min(0).max(10_000),
  rules: ZBonusRules,
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  /** WAGERING_MET, EXPIRED, MEMBER_FORFEIT, or an operator's reason. */
  closeReason: z.string().nullable(),
  flaggedBets: z.array(ZBonusFlaggedBet),
});
export type TBonusGrant = z.infer<typeof ZBonusGrant>;

export const ZBonusDetails = z.object({
  currency: z.string(),
  /** The member's locked bonus balance (not spendable in games until released). */
  locked: ZDecimal,
  /** What every active grant still needs wagered together (it blocks withdrawals). */
  remaining: ZDecimal,
  list: z.array(ZBonusGrant),
});
export type TBonusDetails = z.infer<typeof ZBonusDetails>;

export const ZBonusForfeitRequest = z.object({ confirm: z.literal(true) });
export type TBonusForfeitRequest = z.infer<typeof ZBonusForfeitRequest>;

export const ZRewardOffer = z.object({
  id: z.string(),
  source: z.enum(BONUS_SOURCES),
  title: ZBonusTitle,
  status: z.enum(REWARD_OFFER_STATUSES),
  currency: z.string(),
  amount: ZDecimal,
  /** The turnover the bonus will need once claimed; null: paid as cash. */
  requirement: ZDecimal.nullable(),
  /** null: no deadline. */
  claimBy: z.string().nullable(),
  grantExpiresAt: z.string().nullable(),
  unread: z.boolean(),
  createdAt: z.string(),
  claimedAt: z.string().nullable(),
  grantId: z.string().nullable(),
});
export type TRewardOffer = z.infer<typeof ZRewardOffer>;

export const ZRewardCenter = z.object({ unread: z.number().int(), list: z.array(ZRewardOffer) });
export type TRewardCenter = z.infer<typeof ZRewardCenter>;

export const ZRewardUnread = z.object({ unread: z.number().int() });
export type TRewardUnread = z.infer<typeof ZRewardUnread>;

export const ZRewardClaimResult = z.object({
  grantId: z.string(),
  /** true: paid as cash at once; false: a bonus with wagering (see bonus details). */
  released: z.boolean(),
  alreadyClaimed: z.boolean(),
});
export type TRewardClaimResult = z.infer<typeof ZRewardClaimResult>;

// ---- back office ----

export const ZAdminBonusGrantQuery = ZPageQuery.extend({
  username: z.string().trim().max(40).optional(),
  status: z.enum(BONUS_GRANT_STATUSES).optional(),
  merchantCode: z.string().trim().max(40).optional(),
});
export type TAdminBonusGrantQuery = z.input<typeof ZAdminBonusGrantQuery>;

export const ZAdminBonusGrant = ZBonusGrant.extend({
  merchantCode: z.string(),
  memberId: z.string(),
  username: z.string(),
  sourceRef: z.string(),
  closedBy: z.string().nullable(),
});
export type TAdminBonusGrant = z.infer<typeof ZAdminBonusGrant>;

export const ZAdminBonusGrantPage = ZPage(ZAdminBonusGrant);
export type TAdminBonusGrantPage = z.infer<typeof ZAdminBonusGrantPage>;

export const ZManualBonusRequest = z.object({
  merchantCode: z.string().trim().min(1).max(40),
  username: z.string().trim().min(1).max(40),
  amount: z.string().trim().min(1).max(40),
  /** The wagering requirement as a multiple of the amount (0: paid as cash at once). */
  wageringMultiple: z.number().int().min(0).max(MANUAL_BONUS_LIMITS.maxMultiple),
  /** Per category, basis points (default: every category at 100 %). */
  categoryWeights: z.record(z.string(), z.number().int().min(0).max(10_000)).optional(),
  excludedGames: z.array(z.string().trim().min(1).max(80)).max(200).optional(),
  maxBet: z.string().trim().min(1).max(40).nullable().optional(),
  validDays: z.number().int().min(1).max(MANUAL_BONUS_LIMITS.maxValidDays).nullable(),
  note: z.string().trim().min(1).max(BONUS_REASON_MAX_CHARS),
  /** The console's idempotency key for this grant: a retry grants nothing twice. */
  requestId: z.string().trim().min(8).max(80),
});
export type TManualBonusRequest = z.input<typeof ZManualBonusRequest>;

export const ZBonusCancelRequest = z.object({ reason: z.string().trim().min(1).max(BONUS_REASON_MAX_CHARS) });
export type TBonusCancelRequest = z.infer<typeof ZBonusCancelRequest>;
