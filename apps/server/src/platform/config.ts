import path from 'node:path';
import { z } from 'zod';
import { parseSecretKey } from './crypto/secret-box.ts';
import { parseTrustProxy, type TrustProxy } from './http/client-ip.ts';

/** Public development values: fine for the demo, refused anywhere else. */
export const DEV_SECRETS = {
  HOUSE_GAMES_SECRET: 'house-games-dev-secret-change-me',
  LOTTERY_SECRET: 'house-lottery-dev-secret-change-me',
  PSP_SIM_SECRET: 'psp-simulator-dev-secret-change-me',
  // 32 bytes, base64: the demo's secrets key. Outside demo mode SECRETS_KEY must be set and differ.
  SECRETS_KEY: 'ZGVtby1zZWNyZXRzLWtleS1ub3QtZm9yLXByb2R1Y3Q=',
} as const;

/** A signing secret outside demo mode: long and not a development value. */
const MIN_PRODUCTION_SECRET_LENGTH = 32;

const boolFlag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  MODE: z.enum(['api', 'worker', 'all']).default('all'),
  DEMO: boolFlag.default(true),
  DEV_OUTBOX: boolFlag.default(false),
  HOUSE_GAMES_SECRET: z
    .string()
    .min(16, 'must be at least 16 characters')
    .default(DEV_SECRETS.HOUSE_GAMES_SECRET),
  /** The in-house lottery vendor's (LOTTO) signing secret, like HOUSE's from configuration (ADR 0030). */
  // Unset outside demo mode: LOTTO's calls are refused.
  LOTTERY_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  PSP_SIM_SECRET: z.string().min(16, 'must be at least 16 characters').default(DEV_SECRETS.PSP_SIM_SECRET),
  SECRETS_KEY: z
    .string()
    .refine((v) => parseSecretKey(v) !== null, 'must be 32 random bytes as base64 or 64 hex digits')
    .default(DEV_SECRETS.SECRETS_KEY),
  SECRETS_KEY_PREVIOUS: z
    .string()
    .refine(
      (v) => v.split(',').every((k) => parseSecretKey(k) !== null),
      'must be a comma-separated list of 32-byte keys (base64 or hex)',
    )
    .optional(),
  HOUSE_GAMES_URL: z.string().url().default('http://localhost:3100'),
  /** Where players' browsers load the lottery (ADR 0030) and the sportsbook (ADR 0031). */
  LOTTERY_URL: z.string().url().optional(),
  SPORTS_URL: z.string().url().optional(),
  DEFAULT_MERCHANT: z.string().min(1).default('ROYAL'),
  TRUST_PROXY: z
    .string()
    .refine(
      (v) => parseTrustProxy(v) !== null,
      'must be 0, a number of proxy hops, or a comma-separated list of proxy addresses or CIDRs',
    )
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  WEB_DIST_DIR: z.string().optional(),
  BACKOFFICE_DIST_DIR: z.string().optional(),
  CACHE_KEY_PREFIX: z.string().default('plat:'),
  SOCIAL_LOGIN_ALLOW_HTTP_LOOPBACK: boolFlag.default(false),
  PASSWORD_HASH_QUEUE_LIMIT: z.coerce.number().int().min(0).max(100_000).optional(),
});

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  redisUrl: string | undefined;
  mode: 'api' | 'worker' | 'all';
  demo: boolean;
  devOutbox: boolean;
  houseGamesSecret: string;
  /** Signing secret of the in-house lottery vendor LOTTO (apps/house-lottery, ADR 0030). */
  lotterySecret: string | undefined;
  /** Where the in-house vendor serves its game pages. */
  houseGamesUrl: string;
  /** The lottery vendor's and the sportsbook's pages (same defaults as `tools/serve-all.ts`). */
  lotteryUrl: string;
  sportsUrl: string;
  /** Signing secret of the built-in PSP simulator (hosted page links and its callbacks). */
  pspSimSecret: string;
  /** The key that seals secrets at rest, and earlier keys that still open what they sealed (rotation). */
  secretsKey: Buffer;
  secretsKeysPrevious: Buffer[];
  defaultMerchant: string;
  /** Which proxies' X-Forwarded-For to believe: none, a number of hops, or proxy addresses/CIDRs. */
  trustProxy: TrustProxy;
  logLevel: string;
  bodyLimitBytes: number;
  webDistDir: string;
  backofficeDistDir: string;
  cacheKeyPrefix: string;
  /** Social login may talk plain HTTP to an OpenID provider on this machine (tests, a local IdP); never for real providers. */
  socialLoginAllowHttpLoopback: boolean;
  /**
   * Logins waiting for a password-hash slot before more are refused (429 TOO_BUSY). Unset: as many as
   * the measured hash time serves within 300 ms, the login latency budget's share for waiting.
   */
  passwordHashQueueLimit: number | undefined;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** Parses the environment once at boot; throws listing every problem at once. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ConfigSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const c = parsed.data;
  const problems = productionProblems(c);
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port: c.PORT,
    host: c.HOST,
    dataDir: path.resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    databasePoolSize: c.DATABASE_POOL_SIZE,
    redisUrl: c.REDIS_URL,
    mode: c.MODE,
    demo: c.DEMO,
    devOutbox: c.DEV_OUTBOX,
    houseGamesSecret: c.HOUSE_GAMES_SECRET,
    lotterySecret: c.LOTTERY_SECRET ?? (c.DEMO ? DEV_SECRETS.LOTTERY_SECRET : undefined),
    houseGamesUrl: c.HOUSE_GAMES_URL,
    // 3200 and 3250 beside the default port, else the port + 2 and + 3, as `npm run serve` starts them.
    lotteryUrl: c.LOTTERY_URL ?? `http://localhost:${c.PORT === 3000 ? 3200 : c.PORT + 2}`,
    sportsUrl: c.SPORTS_URL ?? `http://localhost:${c.PORT === 3000 ? 3250 : c.PORT + 3}`,
    pspSimSecret: c.PSP_SIM_SECRET,
    secretsKey: parseSecretKey(c.SECRETS_KEY)!,
    secretsKeysPrevious: (c.SECRETS_KEY_PREVIOUS ?? '')
      .split(',')
      .filter((k) => k.trim() !== '')
      .map((k) => parseSecretKey(k)!),
    defaultMerchant: c.DEFAULT_MERCHANT,
    trustProxy: parseTrustProxy(c.TRUST_PROXY) ?? false,
    logLevel: c.LOG_LEVEL,
    bodyLimitBytes: c.BODY_LIMIT_BYTES,
    webDistDir: path.resolve(c.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    backofficeDistDir: path.resolve(c.BACKOFFICE_DIST_DIR ?? path.join(repoRoot, 'apps/backoffice/dist')),
    cacheKeyPrefix: c.CACHE_KEY_PREFIX,
    socialLoginAllowHttpLoopback: c.SOCIAL_LOGIN_ALLOW_HTTP_LOOPBACK,
    passwordHashQueueLimit: c.PASSWORD_HASH_QUEUE_LIMIT,
  };
}

/**
 * Outside demo mode nothing public may still work: the development secrets would let anyone sign
 * wins or seal their own secrets, and the dev outbox would hand out every code and password.
 */
function productionProblems(c: z.infer<typeof ConfigSchema>): string[] {
  if (c.DEMO) return [];
  const problems: string[] = [];
  const secret = c.HOUSE_GAMES_SECRET;
  if (secret === DEV_SECRETS.HOUSE_GAMES_SECRET) {
    problems.push('HOUSE_GAMES_SECRET: the development default is public; set a secret of your own (DEMO=0)');
  } else if (secret.length < MIN_PRODUCTION_SECRET_LENGTH || new Set(secret).size < 10) {
    problems.push(
      `HOUSE_GAMES_SECRET: too weak outside demo mode; use at least ${MIN_PRODUCTION_SECRET_LENGTH} random characters`,
    );
  }
  if (c.LOTTERY_SECRET !== undefined && c.LOTTERY_SECRET === DEV_SECRETS.LOTTERY_SECRET)
    problems.push('LOTTERY_SECRET: the development default is public; set a secret of your own (DEMO=0)');
  if (c.SECRETS_KEY === DEV_SECRETS.SECRETS_KEY) {
    problems.push(
      'SECRETS_KEY: the development default is public; set 32 random bytes of your own, e.g. `openssl rand -base64 32` (DEMO=0)',
    );
  }
  if (c.DEV_OUTBOX) problems.push('DEV_OUTBOX: the dev outbox exists only in demo mode (DEMO=1)');
  return problems;
}
