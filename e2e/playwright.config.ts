import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3300);
const BASE_URL = `http://localhost:${PORT}`;
/** The in-house game vendor, started beside the platform by `npm run serve`. */
const HOUSE_GAMES_URL = `http://localhost:${PORT + 1}`;

/**
 * Drives the built site in Debian's Chromium (Playwright's own browser download cannot work here).
 * The server is started exactly as `npm start` starts it (after `npm run build`), on its own port
 * and data directory. Specs share one server and change its state, so they run one at a time.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: [['list'], ['html', { outputFolder: '../playwright-report', open: 'never' }]],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    command: 'npm run serve',
    cwd: '..',
    url: `${BASE_URL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      DATA_DIR: process.env.E2E_DATA_DIR ?? './.data-e2e',
      LOG_LEVEL: 'warn',
      DEV_OUTBOX: '1',
      HOUSE_GAMES_URL,
      // Shorter table rounds, so a spec can join one and see it settle.
      TABLE_BETTING_MS: '8000',
      TABLE_RESULT_MS: '3000',
      // Sportsbook matches of 90 s (one of each sport starting every 15 s) and a short in-play
      // wait, so a spec bets on live matches and sees them settle.
      SPORTS_MATCH_MS: '90000',
      SPORTS_START_EVERY_MS: '15000',
      SPORTS_INPLAY_DELAY_MS: '800',
      // Quiet demo markets: no dangerous-moment suspensions (a suspended market offers no cash-out)
      // and no result corrections (a correction would resettle a bet while a spec checks its record).
      SPORTS_SUSPEND_RATE: '0',
      SPORTS_CORRECTION_RATE: '0',
    },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
