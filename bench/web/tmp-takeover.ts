import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://localhost:3970';
const pages = (process.env.PAGES ?? '/rng,/').split(',');
const runs = Number(process.env.RUNS ?? 5);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const path of pages)
  for (const mode of ['', '#h']) {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await ctx.newPage();
      const cdp = await ctx.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(base + path + mode);
      await page.waitForFunction(() => performance.getEntriesByName('takeover').length > 0, null, {
        timeout: 20000,
      });
      times.push(await page.evaluate(() => performance.getEntriesByName('takeover')[0]!.duration));
      await ctx.close();
    }
    times.sort((a, b) => a - b);
    console.log(path, mode || 'render', times.map((t) => t.toFixed(0)).join(' '));
  }
await browser.close();
