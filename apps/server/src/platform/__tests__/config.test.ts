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
      DEV_OUTBOX: 'true',
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
      devOutbox: true,
      trustProxy: true,
      bodyLimitBytes: 2048,
      dataDir: '/var/lib/platform',
      passwordHashQueueLimit: 0,
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
