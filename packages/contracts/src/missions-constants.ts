// Missions and their leaderboard (issue 12, ADR 0029 §5; spec §2 member centre "missionLeaderboard",
// §7 MCSFE_getMissionSummaryDetails and MCSFE_getMissionLeaderboard). Zod-free for the player site;
// the schemas are in missions.ts.

export const MISSION_PERIODS = ['DAILY', 'WEEKLY'] as const;
export type MissionPeriod = (typeof MISSION_PERIODS)[number];

/**
 * What a mission counts: valid bet (in a category or all), rounds played, different games played,
 * deposits credited, and days logged in, each within the period in the merchant's time zone.
 */
export const MISSION_KINDS = [
  'BET_AMOUNT',
  'PLAY_ROUNDS',
  'PLAY_GAMES',
  'DEPOSIT_AMOUNT',
  'LOGIN_DAYS',
] as const;
export type MissionKind = (typeof MISSION_KINDS)[number];
/** Kinds whose target and progress are money (decimal strings), the others are counts. */
export const MONEY_MISSION_KINDS: readonly MissionKind[] = ['BET_AMOUNT', 'DEPOSIT_AMOUNT'];

/** A mission's state for the member in a period. */
export const MISSION_STATES = ['IN_PROGRESS', 'CLAIMABLE', 'CLAIMED'] as const;
export type MissionState = (typeof MISSION_STATES)[number];

/** After a period ends its completed missions stay claimable this long, then lapse. */
export const MISSION_CLAIM_GRACE_HOURS = 2;
/** Rows the leaderboard shows. */
export const MISSION_LEADERBOARD_SIZE = 20;

export const MISSION_PATHS = {
  /** GET: my daily and weekly missions with progress, state and period end; the unclaimed count (the badge). */
  summary: '/api/wps/relay/MCSFE_getMissionSummaryDetails',
  /** GET ?period=DAILY|WEEKLY: members ranked by mission points in the period, names masked, my own rank. */
  leaderboard: '/api/wps/relay/MCSFE_getMissionLeaderboard',
  /** POST {missionId, periodStart}: claim a completed mission's reward (once per member, mission and period). */
  claim: '/api/wps/relay/MCSFE_claimMissionReward',
} as const;

export const MISSION_ADMIN_PATHS = {
  /** GET: the merchant's missions; POST: add one (rewards.manage, audited). */
  missions: '/api/bo/merchants/:code/missions',
  /** PUT: change a mission (rewards.manage, audited). */
  mission: '/api/bo/merchants/:code/missions/:id',
} as const;
