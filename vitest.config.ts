import { defineConfig } from 'vitest/config';

// One runner, four projects: pure unit tests, server integration tests on real PostgreSQL
// (embedded unless DATABASE_URL is set), and the two front ends' unit tests.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/house-games/src/**/*.test.ts',
            'apps/house-games/web/src/**/*.test.ts',
            'apps/house-lottery/src/**/*.test.ts',
            'apps/house-lottery/web/src/**/*.test.ts',
            'apps/house-sports/src/**/*.test.ts',
            'tools/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server-int',
          sequence: { groupOrder: 1 },
          include: [
            'apps/server/src/**/*.int.test.ts',
            'apps/house-games/src/**/*.int.test.ts',
            'apps/house-lottery/src/**/*.int.test.ts',
            'apps/house-sports/src/**/*.int.test.ts',
          ],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'web',
          sequence: { groupOrder: 2 },
          include: [
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/backoffice/src/**/*.test.{ts,tsx}',
            'apps/house-sports/web/src/**/*.test.{ts,tsx}',
          ],
          environment: 'node',
        },
      },
    ],
  },
});
