// The points mall and red envelopes (issue 12; spec §1 points mall, §2 member centre "points mall" and
// "red envelope", §3 "Points records", §4 "Points exchange status", §7 "Points (T)", §9 "Points never
// expire"; ADR 0029 §7–§8). Zod-free for the player site; the schemas are in points.ts.

/** Spec §3 "Points types": what a points change came from. */
export const POINT_TYPES = ['LIVE', 'LOTTERY', 'CARD', 'SLOTS', 'SPORTS', 'REDEEM', 'DEPOSIT'] as const;
export type PointType = (typeof POINT_TYPES)[number];
/** The types earned from valid bet (each at its own ratio). */
export const BET_POINT_TYPES = ['LIVE', 'LOTTERY', 'CARD', 'SLOTS', 'SPORTS'] as const;
export type BetPointType = (typeof BET_POINT_TYPES)[number];
/** The types a ratio is configured for: the bet types and deposits. */
export const EARNING_POINT_TYPES = [...BET_POINT_TYPES, 'DEPOSIT'] as const;
export type EarningPointType = (typeof EARNING_POINT_TYPES)[number];

/** Spec §4 "Points exchange status": applying (in process), rejected, approved (passed). */
export const REDEMPTION_STATUSES = ['APPLYING', 'APPROVED', 'REJECTED'] as const;
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];

/** Goods of the mall: a physical item shipped to the member, or cash paid to the wallet. */
export const GOODS_KINDS = ['PHYSICAL', 'CASH'] as const;
export type GoodsKind = (typeof GOODS_KINDS)[number];

/** What a member may redeem at once. */
export const REDEEM_MAX_QUANTITY = 10;

export const POINTS_PATHS = {
  /** GET: my points balance. */
  balance: '/api/wps/relay/MCS2_getPointBalance',
  /** GET: the goods I can exchange (in my language). */
  rewards: '/api/wps/relay/MCS2_getPointReward',
  /** POST (E) {goodsId, quantity, paymentPassword} + Idempotency-Key: redeem goods for points. */
  redeem: '/api/wps/relay/passwordCheck/MCS2_redeemPointReward',
  /** GET ?pageNo&pageSize: my redeem history. */
  redeemList: '/api/wps/relay/MCS2_getRedeemPointList',
  /** GET: ratios, conversion rate and rules. */
  config: '/api/wps/relay/MCS2_getPointConfig',
  /** GET ?pageNo&pageSize&type: my points details (change, balance, bet unit, ratio). */
  details: '/api/wps/relay/ODSFE2_MemTransDet',
  /** POST (E) {points, paymentPassword} + Idempotency-Key: convert points to cash. */
  convert: '/api/wps/relay/passwordCheck/MCS2_convertPoint',
} as const;

export const POINTS_ADMIN_PATHS = {
  /** GET / PUT (rewards.manage): a merchant's ratios and conversion rate. */
  config: '/api/bo/merchants/:code/points/config',
  /** GET / POST (rewards.manage): the mall's goods. */
  goods: '/api/bo/merchants/:code/points/goods',
  /** PUT (rewards.manage): change one of the goods. */
  goodsItem: '/api/bo/merchants/:code/points/goods/:id',
  /** GET ?status (rewards.approve): redemptions, the queue by default. */
  redemptions: '/api/bo/merchants/:code/points/redemptions',
  /** POST {decision, remark} + Idempotency-Key (rewards.approve): approve or reject a redemption. */
  review: '/api/bo/merchants/:code/points/redemptions/:id/review',
} as const;

/** Red envelopes (spec §2 "red envelope"). */
export const RED_ENVELOPE_ROUND_STATES = ['SCHEDULED', 'OPEN', 'ENDED'] as const;
export type RedEnvelopeRoundState = (typeof RED_ENVELOPE_ROUND_STATES)[number];

export const RED_ENVELOPE_PATHS = {
  /** GET: the round open now or the next one, with my claim in it. */
  current: '/api/wps/redEnvelope/current',
  /** POST {roundId}: claim my envelope of the round open now. */
  claim: '/api/wps/redEnvelope/claim',
  /** GET ?pageNo&pageSize: my claims. */
  claims: '/api/wps/redEnvelope/claims',
} as const;

export const RED_ENVELOPE_ADMIN_PATHS = {
  /** GET / POST (rewards.manage): a merchant's rounds. */
  rounds: '/api/bo/merchants/:code/red-envelopes/rounds',
  /** POST (rewards.manage): cancel a round that has not opened. */
  cancel: '/api/bo/merchants/:code/red-envelopes/rounds/:id/cancel',
} as const;

/** Limits of a round an operator may create. */
export const RED_ENVELOPE_LIMITS = { maxEnvelopes: 10_000 } as const;
