import { z } from 'zod';
import { GAME_CATEGORIES } from './game-constants.ts';
import { LANGUAGE_CODES } from './languages.ts';
import { MISSION_KINDS, MISSION_PERIODS, MISSION_STATES } from './missions-constants.ts';

// Missions and their leaderboard (issue 12). Paths are in missions-constants.ts. Money is a decimal
// string in the merchant's currency; a count kind's target and progress are integer strings.

const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const ZMissionItem = z.object({
  id: z.string(),
  period: z.enum(MISSION_PERIODS),
  kind: z.enum(MISSION_KINDS),
  category: z.enum(GAME_CATEGORIES).nullable(),
  /** In the request's language (the merchant's default when missing). */
  title: z.string(),
  target: z.string(),
  progress: z.string(),
  /** 0 … 100, rounded down. */
  percent: z.number().int().min(0).max(100),
  state: z.enum(MISSION_STATES),
  reward: z.string(),
  /** The reward's wagering as a multiple of it (0: cash). */
  wageringMultiple: z.number().int(),
  points: z.number().int(),
  /** The period's first day in the merchant's zone (what a claim names). */
  periodStart: ZDay,
  /** When the period ends (UTC instant). */
  periodEndsAt: z.string(),
  /** A completed mission of a period that ended, claimable until its grace ends. */
  previousPeriod: z.boolean(),
  claimDeadline: z.string(),
});
export type TMissionItem = z.infer<typeof ZMissionItem>;

export const ZMissionSummary = z.object({
  currency: z.string(),
  timeZone: z.string(),
  daily: z.array(ZMissionItem),
  weekly: z.array(ZMissionItem),
  /** Completed but unclaimed missions (the menu's badge). */
  unclaimed: z.number().int(),
  dailyEndsAt: z.string(),
  weeklyEndsAt: z.string(),
});
export type TMissionSummary = z.infer<typeof ZMissionSummary>;

export const ZMissionClaimRequest = z.object({
  missionId: z.string().uuid(),
  periodStart: ZDay,
});
export type TMissionClaimRequest = z.infer<typeof ZMissionClaimRequest>;

export const ZMissionClaimResult = z.object({
  missionId: z.string(),
  periodStart: ZDay,
  reward: z.string(),
  /** true: the reward was claimed before (this call paid nothing). */
  alreadyClaimed: z.boolean(),
  /** true: paid as cash; false: a bonus with wagering (see bonus details). */
  released: z.boolean(),
});
export type TMissionClaimResult = z.infer<typeof ZMissionClaimResult>;

export const ZMissionLeaderboardQuery = z.object({
  period: z.enum(MISSION_PERIODS).default('WEEKLY'),
});
export type TMissionLeaderboardQuery = z.input<typeof ZMissionLeaderboardQuery>;

export const ZMissionLeaderboardRow = z.object({
  rank: z.number().int(),
  /** Masked (`de***01`). */
  username: z.string(),
  points: z.number().int(),
  completed: z.number().int(),
  me: z.boolean(),
});
export type TMissionLeaderboardRow = z.infer<typeof ZMissionLeaderboardRow>;

export const ZMissionLeaderboard = z.object({
  period: z.enum(MISSION_PERIODS),
  periodStart: ZDay,
  periodEndsAt: z.string(),
  list: z.array(ZMissionLeaderboardRow),
  /** My own standing: rank null when I have no points in the period. */
  mine: z.object({
    rank: z.number().int().nullable(),
    points: z.number().int(),
    completed: z.number().int(),
  }),
});
export type TMissionLeaderboard = z.infer<typeof ZMissionLeaderboard>;

// ---- Console (rewards.manage) ----

export const ZMissionTitles = z
  .partialRecord(z.enum(LANGUAGE_CODES), z.string().trim().max(120))
  .refine((t) => Object.values(t).some((v) => v && v.length > 0), { message: 'a title is required' });
export type TMissionTitles = z.infer<typeof ZMissionTitles>;

export const ZAdminMission = z.object({
  id: z.string(),
  period: z.enum(MISSION_PERIODS),
  kind: z.enum(MISSION_KINDS),
  category: z.enum(GAME_CATEGORIES).nullable(),
  titles: z.record(z.string(), z.string()),
  target: z.string(),
  reward: z.string(),
  wageringMultiple: z.number().int(),
  points: z.number().int(),
  sortOrder: z.number().int(),
  active: z.boolean(),
  updatedAt: z.string(),
});
export type TAdminMission = z.infer<typeof ZAdminMission>;

export const ZAdminMissionList = z.object({ currency: z.string(), list: z.array(ZAdminMission) });
export type TAdminMissionList = z.infer<typeof ZAdminMissionList>;

export const ZAdminMissionInput = z.object({
  period: z.enum(MISSION_PERIODS),
  kind: z.enum(MISSION_KINDS),
  category: z.enum(GAME_CATEGORIES).nullable().default(null),
  titles: ZMissionTitles,
  /** A decimal amount for the money kinds, a whole count for the others. */
  target: z.string().trim().min(1).max(40),
  reward: z.string().trim().min(1).max(40),
  wageringMultiple: z.number().int().min(0).max(100).default(0),
  points: z.number().int().min(0).max(100_000).default(10),
  sortOrder: z.number().int().min(0).max(10_000).default(0),
  active: z.boolean().default(true),
});
export type TAdminMissionInput = z.input<typeof ZAdminMissionInput>;
