import path from 'node:path';
import { z } from 'zod';

const ConfigSchema = z.object({
  HOUSE_SPORTS_PORT: z.coerce.number().int().min(0).max(65535).default(3250),
  HOUSE_SPORTS_HOST: z.string().min(1).default('0.0.0.0'),
  PLATFORM_URL: z.string().url().default('http://localhost:3000'),
  /** The player sites' origins, which alone may frame the book's pages (comma-separated). */
  PLATFORM_ORIGINS: z
    .string()
    .regex(/^https?:\/\/[^\s,]+(,\s*https?:\/\/[^\s,]+)*$/, 'must be a comma-separated list of origins')
    .optional(),
  /** Where the built screens are (web/dist by default). */
  SPORTS_WEB_DIST_DIR: z.string().optional(),
  // The same default as the platform's demo seed (apps/server/src/demo/demo-data.ts), so a fresh checkout plays.
  SPORTS_SECRET: z.string().min(16, 'must be at least 16 characters').default('sports-dev-secret-change-me'),
  SPORTS_DATABASE_URL: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SPORTS_INPLAY_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  /** Demo matches: one of each sport starts this often and runs this long. */
  SPORTS_START_EVERY_MS: z.coerce.number().int().min(1_000).default(180_000),
  SPORTS_MATCH_MS: z.coerce.number().int().min(5_000).default(540_000),
  SPORTS_FEED: z.enum(['simulated', 'none']).default('simulated'),
  /** Demo feed: share of dangerous moments that suspend betting (0 = quiet markets, as the e2e server runs). */
  SPORTS_SUSPEND_RATE: z.coerce.number().min(0).max(1).default(1),
  /** Demo feed: share of matches whose result is corrected afterwards (0 = none). */
  SPORTS_CORRECTION_RATE: z.coerce.number().min(0).max(1).default(0.1),
});

export interface SportsConfig {
  port: number;
  host: string;
  platformUrl: string;
  siteOrigins: string[];
  webDistDir: string;
  secret: string;
  sportsDatabaseUrl: string | undefined;
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: string;
  inPlayDelayMs: number;
  startEveryMs: number;
  matchMs: number;
  feed: 'simulated' | 'none';
  suspendRate: number;
  correctionRate: number;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): SportsConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ConfigSchema.safeParse(cleaned);
  if (!parsed.success)
    throw new Error(
      `Invalid house-sports configuration:\n${parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`).join('\n')}`,
    );
  const c = parsed.data;
  return {
    port: c.HOUSE_SPORTS_PORT,
    host: c.HOUSE_SPORTS_HOST,
    platformUrl: c.PLATFORM_URL.replace(/\/$/, ''),
    siteOrigins: (c.PLATFORM_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    webDistDir: c.SPORTS_WEB_DIST_DIR
      ? path.resolve(c.SPORTS_WEB_DIST_DIR)
      : path.resolve(import.meta.dirname, '../web/dist'),
    secret: c.SPORTS_SECRET,
    sportsDatabaseUrl: c.SPORTS_DATABASE_URL,
    databaseUrl: c.DATABASE_URL,
    dataDir: c.DATA_DIR,
    logLevel: c.LOG_LEVEL,
    inPlayDelayMs: c.SPORTS_INPLAY_DELAY_MS,
    startEveryMs: c.SPORTS_START_EVERY_MS,
    matchMs: c.SPORTS_MATCH_MS,
    feed: c.SPORTS_FEED,
    suspendRate: c.SPORTS_SUSPEND_RATE,
    correctionRate: c.SPORTS_CORRECTION_RATE,
  };
}
