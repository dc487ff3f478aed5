// VIP levels (issue 12, ADR 0029 §4; spec §1 "VIP levels", §9 birthday age 21).
// Zod-free for the player site; the schemas are in vip.ts.

/** Icons a level may show (the player site draws them). */
export const VIP_ICONS = ['shield', 'medal', 'star', 'crown', 'gem', 'trophy'] as const;
export type VipIcon = (typeof VIP_ICONS)[number];

/** Kinds of VIP bonus, each paid once per (member, period): level, month (YYYY-MM), year (YYYY). */
export const VIP_REWARD_KINDS = ['UPGRADE', 'MONTHLY', 'BIRTHDAY'] as const;
export type VipRewardKind = (typeof VIP_REWARD_KINDS)[number];

export const VIP_PATHS = {
  /** GET: every level with thresholds and privileges; with a token also the member's level and progress. */
  overview: '/api/wps/vip',
} as const;

export const VIP_ADMIN_PATHS = {
  /** GET: the merchant's levels and window; PUT: replace them (rewards.manage, audited). */
  levels: '/api/bo/merchants/:code/vip/levels',
  /** GET ?level&pageNo&pageSize: members per level. */
  members: '/api/bo/merchants/:code/vip/members',
  /** POST: evaluate every member's level now (the job's work, on demand). */
  evaluate: '/api/bo/merchants/:code/vip/evaluate',
} as const;
