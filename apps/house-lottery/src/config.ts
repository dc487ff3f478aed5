import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const ConfigSchema = z.object({
  LOTTERY_PORT: z.coerce.number().int().min(0).max(65535).default(3200),
  LOTTERY_HOST: z.string().min(1).default('0.0.0.0'),
  PLATFORM_URL: z.string().url().default('http://localhost:3000'),
  // The same default as the platform's (apps/server/src/platform/config.ts), so a fresh checkout plays.
  LOTTERY_SECRET: z.string().min(16).default('house-lottery-dev-secret-change-me'),
  LOTTERY_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//)
    .optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//)
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  /** `simulated`: the demo feed publishes results at draw time; `none`: operators enter them. */
  LOTTERY_FEED: z.enum(['simulated', 'none']).default('simulated'),
  LOTTERY_FEED_SEED: z.string().min(1).default('royal-demo-feed'),
  LOTTERY_BACKFILL_DAYS: z.coerce.number().int().min(0).max(366).default(30),
  LOTTERY_TICK_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
  LOTTERY_SEND_CONCURRENCY: z.coerce.number().int().min(1).max(512).default(48),
  /** The built player pages (web/dist); another directory lets a checkout serve its own build. */
  LOTTERY_WEB_DIST_DIR: z.string().min(1).optional(),
  /** Sites that may frame the pages (comma-separated origins); else the platform's URL (+ localhost). */
  PLATFORM_ORIGINS: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface LotteryConfig {
  port: number;
  host: string;
  platformUrl: string;
  secret: string;
  /** The lottery's own database; null: the embedded cluster the platform started (resolved at start). */
  databaseUrl: string | null;
  dataDir: string;
  feed: 'simulated' | 'none';
  feedSeed: string;
  backfillDays: number;
  tickMs: number;
  sendConcurrency: number;
  logLevel: string;
  webDistDir?: string;
  siteOrigins?: string[];
}

/** The platform's database URL with the name suffixed `_lottery` (same server, own database). */
export function lotteryDatabaseOf(platformUrl: string): string {
  const url = new URL(platformUrl);
  const name = decodeURIComponent(url.pathname.slice(1)) || 'postgres';
  url.pathname = `/${encodeURIComponent(`${name}_lottery`)}`;
  return url.toString();
}

export function loadConfig(env: Record<string, string | undefined> = process.env): LotteryConfig {
  const c = ConfigSchema.parse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')),
  );
  return {
    port: c.LOTTERY_PORT,
    host: c.LOTTERY_HOST,
    platformUrl: c.PLATFORM_URL.replace(/\/+$/, ''),
    secret: c.LOTTERY_SECRET,
    databaseUrl: c.LOTTERY_DATABASE_URL ?? (c.DATABASE_URL ? lotteryDatabaseOf(c.DATABASE_URL) : null),
    dataDir: path.resolve(c.DATA_DIR),
    feed: c.LOTTERY_FEED,
    feedSeed: c.LOTTERY_FEED_SEED,
    backfillDays: c.LOTTERY_BACKFILL_DAYS,
    tickMs: c.LOTTERY_TICK_MS,
    sendConcurrency: c.LOTTERY_SEND_CONCURRENCY,
    logLevel: c.LOG_LEVEL,
    webDistDir: c.LOTTERY_WEB_DIST_DIR
      ? path.resolve(c.LOTTERY_WEB_DIST_DIR)
      : path.resolve(import.meta.dirname, '../web/dist'),
    siteOrigins: (c.PLATFORM_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  };
}

/**
 * The embedded cluster the platform runs in DATA_DIR (apps/server/src/platform/db/embedded-postgres.ts):
 * its port from `postmaster.pid` (4th line) and its password from `DATA_DIR/postgres-password`; the
 * cluster lives in DATA_DIR/pg, or, as root with a private DATA_DIR, in the temp directory keyed by
 * that path. Null while the platform has not started it.
 */
export function embeddedLotteryUrl(dataDir: string): string | null {
  const preferred = path.join(dataDir, 'pg');
  const fallback = path.join(
    os.tmpdir(),
    `platform-pg-${createHash('sha256').update(preferred).digest('hex').slice(0, 12)}`,
  );
  const passwordFile = path.join(dataDir, 'postgres-password');
  for (const dir of [preferred, fallback]) {
    const pidFile = path.join(dir, 'postmaster.pid');
    if (!existsSync(pidFile) || !existsSync(passwordFile)) continue;
    const port = readFileSync(pidFile, 'utf8').split('\n')[3]?.trim();
    if (!port) continue;
    const password = readFileSync(passwordFile, 'utf8').trim();
    return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/platform_lottery`;
  }
  return null;
}
