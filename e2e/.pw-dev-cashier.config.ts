import { defineConfig, devices } from '@playwright/test';
export default defineConfig({
  testDir: '/work/main/e2e',
  testMatch: '**/cashier.spec.ts',
  outputDir: '/tmp/cashier-scratch/pw-out',
  workers: 1,
  timeout: 90_000,
  reporter: [['list']],
  use: {
    baseURL: 'http://localhost:3217',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
});
