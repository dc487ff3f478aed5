import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';

describe('loadConfig', () => {
  it('has a default for everything, so a fresh machine starts with no environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      databasePoolSize: 10,
      redisUrl: undefined,
      mode: 'all',
      demo: true,
      devOutbox: false,
      defaultMerchant: 'ROYAL',
      trustProxy: false,
      logLevel: 'info',
      bodyLimitBytes: 1_048_576,
      cacheKeyPrefix: 'plat:',
      socialLoginAllowHttpLoopback: false,
      passwordHashQueueLimit: undefined,
    });
    expect(config.houseGamesSecret.length).toBeGreaterThanOrEqual(16);
    expect(config.webDistDir).toMatch(/apps[/\\]web[/\\]dist$/);
    expect(config.backofficeDistDir).toMatch(/apps[/\\]backoffice[/\\]dist$/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', MODE: '', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      mode: 'all',
      databaseUrl: undefined,
    });
  });

  it('reads and converts what is set', () => {
    const config = loadConfig({
      PORT: '8080',
      MODE: 'worker',
      DATABASE_URL: 'postgresql://u:p@db:5432/platform',
      REDIS_URL: 'rediss://cache:6380',
      DEMO: '0',
      HOUSE_GAMES_SECRET: 'a-production-secret-of-thirty-two-characters+',
      SECRETS_KEY: 'AQIDBAUGBwgJCgsMDQ4PEBESExQVFhcYGRobHB0eHyA=',
      TRUST_PROXY: '1',
      BODY_LIMIT_BYTES: '2048',
      DATA_DIR: '/var/lib/platform',
      PASSWORD_HASH_QUEUE_LIMIT: '0',
    });
    expect(config).toMatchObject({
      port: 8080,
      mode: 'worker',
      databaseUrl: 'postgresql://u:p@db:5432/platform',
      redisUrl: 'rediss://cache:6380',
      demo: false,
      devOutbox: false,
      trustProxy: 1,
      bodyLimitBytes: 2048,
      dataDir: '/var/lib/platform',
      passwordHashQueueLimit: 0,
    });
  });

  it('reads TRUST_PROXY as no proxy, a hop count, or proxy addresses and CIDRs', () => {
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(ConfigError);
  });

  describe('outside demo mode (DEMO=0)', () => {
    const production = {
      DEMO: '0',
      HOUSE_GAMES_SECRET: 'f3Kq9-Zr2LpV8xW1mN4bT7cY0hJ6gD5s',
      SECRETS_KEY: 'AQIDBAUGBwgJCgsMDQ4PEBESExQVFhcYGRobHB0eHyA=',
    };
    const problemsOf = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };

    it('starts with secrets of its own', () => {
      expect(loadConfig(production)).toMatchObject({ demo: false, devOutbox: false });
    });

    it('refuses the public development secrets, a weak one, and the dev outbox, listing each', () => {
      expect(problemsOf({ DEMO: '0' })).toEqual([
        expect.stringMatching(/^HOUSE_GAMES_SECRET: the development default is public/),
        expect.stringMatching(/^SECRETS_KEY: the development default is public/),
      ]);
      expect(
        problemsOf({ ...production, HOUSE_GAMES_SECRET: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' }),
      ).toEqual([expect.stringMatching(/^HOUSE_GAMES_SECRET: too weak/)]);
      expect(problemsOf({ ...production, HOUSE_GAMES_SECRET: 'Short-but-16-chars' })).toEqual([
        expect.stringMatching(/^HOUSE_GAMES_SECRET: too weak/),
      ]);
      expect(problemsOf({ ...production, DEV_OUTBOX: '1' })).toEqual([
        expect.stringMatching(/^DEV_OUTBOX: the dev outbox exists only in demo mode/),
      ]);
    });

    it('keeps the demo working on the development values', () => {
      expect(loadConfig({ DEV_OUTBOX: '1' })).toMatchObject({ demo: true, devOutbox: true });
    });
  });

  it('lists every problem in one error', () => {
    let caught: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://db/platform', MODE: 'both' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const problems = (caught as ConfigError).problems;
    expect(problems).toHaveLength(3);
    expect(problems.find((p) => p.startsWith('PORT:'))).toBeDefined();
    expect(problems.find((p) => p.startsWith('DATABASE_URL:'))).toMatch(/postgres/);
    expect(problems.find((p) => p.startsWith('MODE:'))).toBeDefined();
    const message = (caught as ConfigError).message;
    for (const key of ['PORT', 'DATABASE_URL', 'MODE']) expect(message).toContain(key);
  });

  it.each([
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['PORT', '80.5'],
    ['REDIS_URL', 'http://cache'],
    ['DEMO', 'yes'],
    ['LOG_LEVEL', 'loud'],
    ['HOUSE_GAMES_SECRET', 'short'],
    ['SECRETS_KEY', 'not-a-key'],
    ['TRUST_PROXY', 'yes'],
    ['DATABASE_POOL_SIZE', '0'],
    ['BODY_LIMIT_BYTES', '10'],
    ['PASSWORD_HASH_QUEUE_LIMIT', '-1'],
    ['PASSWORD_HASH_QUEUE_LIMIT', 'many'],
  ])('refuses %s=%s', (key, value) => {
    expect(() => loadConfig({ [key]: value })).toThrow(ConfigError);
    try {
      loadConfig({ [key]: value });
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([expect.stringMatching(new RegExp(`^${key}: `))]);
    }
  });
});
