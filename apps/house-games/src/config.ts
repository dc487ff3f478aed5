import path from 'node:path';
import { z } from 'zod';

const ConfigSchema = z.object({
  HOUSE_GAMES_PORT: z.coerce.number().int().min(0).max(65535).default(3100),
  HOUSE_GAMES_HOST: z.string().min(1).default('0.0.0.0'),
  PLATFORM_URL: z.string().url().default('http://localhost:3000'),
  /** The player sites' origins, which alone may frame the game pages (comma-separated). */
  PLATFORM_ORIGINS: z
    .string()
    .regex(/^https?:\/\/[^\s,]+(,\s*https?:\/\/[^\s,]+)*$/, 'must be a comma-separated list of origins')
    .optional(),
  // The same default as the platform's (apps/server/src/platform/config.ts), so a fresh checkout plays.
  HOUSE_GAMES_SECRET: z
    .string()
    .min(16, 'must be at least 16 characters')
    .default('house-games-dev-secret-change-me'),
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TABLE_BETTING_MS: z.coerce.number().int().min(1_000).max(600_000).default(15_000),
  TABLE_RESULT_MS: z.coerce.number().int().min(200).max(600_000).default(6_000),
  /** Where the built game pages are (web/dist); defaults to the one beside the sources. */
  HOUSE_GAMES_WEB_DIST_DIR: z.string().optional(),
});

export interface HouseConfig {
  port: number;
  host: string;
  /** The platform's base URL: seamless calls go to `${platformUrl}/api/seamless/HOUSE/...`. */
  platformUrl: string;
  /** The player sites' origins allowed to frame the game pages; empty: derived from platformUrl. */
  siteOrigins: string[];
  /** HMAC secret shared with the platform (X-Signature of every seamless call). */
  secret: string;
  /** The round log lives in `${dataDir}/house-games/`. */
  dataDir: string;
  logLevel: string;
  tableBettingMs: number;
  tableResultMs: number;
  webDistDir: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid house-games configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

const defaultWebDist = path.resolve(import.meta.dirname, '../web/dist');

/** Parses the environment once at boot; throws a ConfigError listing every problem. */
export function loadConfig(env: Record<string, string | undefined> = process.env): HouseConfig {
  const parsed = ConfigSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== '')),
  );
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const c = parsed.data;
  return {
    port: c.HOUSE_GAMES_PORT,
    host: c.HOUSE_GAMES_HOST,
    platformUrl: c.PLATFORM_URL.replace(/\/+$/, ''),
    siteOrigins: (c.PLATFORM_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    secret: c.HOUSE_GAMES_SECRET,
    dataDir: path.resolve(c.DATA_DIR),
    logLevel: c.LOG_LEVEL,
    tableBettingMs: c.TABLE_BETTING_MS,
    tableResultMs: c.TABLE_RESULT_MS,
    webDistDir: c.HOUSE_GAMES_WEB_DIST_DIR ? path.resolve(c.HOUSE_GAMES_WEB_DIST_DIR) : defaultWebDist,
  };
}
