/**
 * bench/web/main-thread: where the player site's main thread goes while a page loads, on a cold
 * visit in Debian's Chromium with the CPU slowed 4× (Lighthouse's mobile factor) and a phone-sized
 * window (issue 16). Lighthouse's own trace gives TBT and a few long tasks; this gives the figures
 * to compare before and after a change on a machine other work shares: main-thread task time by
 * second after navigation, the long tasks, the functions that take the time (a sampled CPU profile,
 * self time and time with callees), React commits, the LCP element and every layout shift with the
 * nodes that moved.
 *
 *   BENCH_URL=http://localhost:3970 npx tsx bench/web/main-thread.ts          # a running site
 *   PAGES=/,/rng THEMES=dark WAIT_MS=8000 CPU_SLOWDOWN=4 PROFILE_TOP=30 OUT_DIR=/tmp/mt ...
 *
 * Names in the profile are readable on a build without minification
 * (`npx vite build --minify false --outDir …` served with WEB_DIST_DIR). OUT_DIR keeps the trace
 * (open it in Chromium's Performance panel) and the .cpuprofile of each run.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type CDPSession } from '@playwright/test';

const BASE = process.env.BENCH_URL ?? 'http://localhost:3000';
const PAGES = (process.env.PAGES ?? '/').split(',');
const THEMES = (process.env.THEMES ?? 'dark').split(',');
const WAIT_MS = Number(process.env.WAIT_MS ?? 8000);
const SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 4);
const TOP = Number(process.env.PROFILE_TOP ?? 25);
const OUT_DIR = process.env.OUT_DIR;
const WIDTH = Number(process.env.WIDTH ?? 412);
const HEIGHT = Number(process.env.HEIGHT ?? 823);

const OBSERVED_ENTRIES = `new Promise((resolve) => {
  function describe(n) {
    if (!n || !(n instanceof Element)) return String((n && n.nodeName) || 'none');
    var cls = typeof n.className === 'string' ? n.className.split(' ')[0] : '';
    return n.tagName.toLowerCase() + (cls ? '.' + cls : '');
  }
  var out = { lcp: [], shifts: [] };
  new PerformanceObserver(function (list) {
    list.getEntries().forEach(function (e) {
      out.lcp.push({ at: Math.round(e.startTime), size: e.size, url: e.url, element: describe(e.element) });
    });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver(function (list) {
    list.getEntries().forEach(function (e) {
      out.shifts.push({
        at: Math.round(e.startTime),
        value: Number(e.value.toFixed(4)),
        sources: (e.sources || []).map(function (s) {
          return describe(s.node) + ' y ' + Math.round(s.previousRect.y) + '→' + Math.round(s.currentRect.y) +
            ' h ' + Math.round(s.previousRect.height) + '→' + Math.round(s.currentRect.height);
        }),
      });
    });
  }).observe({ type: 'layout-shift', buffered: true });
  setTimeout(function () { resolve(out); }, 200);
})`;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  cat: string;
  args?: Record<string, unknown> & { data?: Record<string, unknown> };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    for (const theme of THEMES) for (const page of PAGES) await run(browser, page, theme);
  } finally {
    await browser.close();
  }
}

async function run(browser: Awaited<ReturnType<typeof chromium.launch>>, pagePath: string, theme: string) {
  const context = await browser.newContext({
    viewport: { width: WIDTH, height: HEIGHT },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript((t) => {
    try {
      if (!sessionStorage.getItem('mt-seeded')) {
        localStorage.clear();
        localStorage.setItem('theme', t);
        sessionStorage.setItem('mt-seeded', '1');
      }
    } catch {
      /* about:blank */
    }
  }, theme);
  const page = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'blink.user_timing',
      'loading',
      'v8.execute',
    ],
  });
  await cdp.send('Profiler.start');
  const started = Date.now();
  await page.goto(new URL(pagePath, BASE).toString(), { waitUntil: 'load' });
  await page.waitForTimeout(Math.max(0, WAIT_MS - (Date.now() - started)));
  const { profile } = (await cdp.send('Profiler.stop')) as {
    profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number };
  };
  const traceBuffer = await browser.stopTracing();
  // The LCP candidates and layout shifts, from the browser's buffered entries (a string: tsx's
  // helpers, such as __name, do not exist in the page).
  const observed = (await page.evaluate(OBSERVED_ENTRIES)) as {
    lcp: { at: number; size: number; url: string; element: string }[];
    shifts: { at: number; value: number; sources: string[] }[];
  };
  const domSize = await page.evaluate(() => document.getElementsByTagName('*').length);
  await context.close();

  const trace = JSON.parse(traceBuffer.toString()) as { traceEvents: TraceEvent[] };
  const events = trace.traceEvents;
  // The page's main thread: the renderer main thread that parsed the page's HTML (the navigation
  // may change renderer process); time counts from its navigationStart.
  const parses = events.filter(
    (e) =>
      e.name === 'ParseHTML' && String((e.args?.beginData as { url?: string })?.url ?? '').startsWith(BASE),
  );
  const parse = parses[0] ?? events.filter((e) => e.name === 'ParseHTML').at(-1);
  if (!parse) throw new Error('no ParseHTML in the trace');
  const main = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid);
  const nav = main.filter((e) => e.name === 'navigationStart' && e.ts <= parse.ts).at(-1);
  const t0 = nav?.ts ?? parse.ts;
  const tasks = main.filter((e) => e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) > 0 && e.ts >= t0);
  const total = tasks.reduce((s, e) => s + (e.dur ?? 0), 0) / 1000;
  const bySecond = new Map<number, number>();
  for (const e of tasks) {
    const s = Math.floor((e.ts - t0) / 1e6);
    bySecond.set(s, (bySecond.get(s) ?? 0) + (e.dur ?? 0) / 1000);
  }
  const long = tasks.filter((e) => (e.dur ?? 0) > 50_000);
  const blocking = long.reduce((s, e) => s + ((e.dur ?? 0) / 1000 - 50), 0);
  // Time inside each kind of event (not exclusive: nested events count in their parents too).
  const kinds = new Map<string, number>();
  for (const name of [
    'FunctionCall',
    'EvaluateScript',
    'TimerFire',
    'UpdateLayoutTree',
    'Layout',
    'Paint',
    'ParseAuthorStyleSheet',
    'FireAnimationFrame',
    'EventDispatch',
    'MajorGC',
    'MinorGC',
    'v8.compile',
    'RunMicrotasks',
    'PrePaint',
    'Layerize',
    'HitTest',
    'ScheduleStyleRecalculation',
    'InvalidateLayout',
  ])
    kinds.set(
      name,
      main
        .filter((e) => e.name === name && e.ph === 'X' && e.ts >= t0)
        .reduce((s, e) => s + (e.dur ?? 0), 0) / 1000,
    );
  const counts = new Map<string, number>();
  for (const name of ['UpdateLayoutTree', 'Layout', 'TimerFire', 'FireAnimationFrame', 'Paint'])
    counts.set(name, main.filter((e) => e.name === name && e.ts >= t0).length);
  const styleRecalcs = main
    .filter((e) => e.name === 'UpdateLayoutTree' && e.ph === 'X' && e.ts >= t0)
    .map((e) => ({
      at: Math.round((e.ts - t0) / 1000),
      ms: Math.round((e.dur ?? 0) / 1000),
      elements: (e.args?.elementCount as number) ?? (e.args?.data as { elementCount?: number })?.elementCount,
    }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 8);
  const layouts = main
    .filter((e) => e.name === 'Layout' && e.ph === 'X' && e.ts >= t0)
    .map((e) => ({ at: Math.round((e.ts - t0) / 1000), ms: Math.round((e.dur ?? 0) / 1000) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 8);

  // CPU profile: self and total time per function.
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const totalBy = new Map<string, number>();
  const key = (n: ProfileNode) =>
    `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.replace(/^.*\//, '')}:${n.callFrame.lineNumber + 1}`;
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    let node = nodes.get(profile.samples[i]!);
    if (!node) continue;
    self.set(key(node), (self.get(key(node)) ?? 0) + dt);
    const seen = new Set<string>();
    while (node) {
      const k = key(node);
      if (!seen.has(k)) {
        totalBy.set(k, (totalBy.get(k) ?? 0) + dt);
        seen.add(k);
      }
      const p = parent.get(node.id);
      node = p === undefined ? undefined : nodes.get(p);
    }
  }
  const top = (m: Map<string, number>) =>
    [...m.entries()]
      .filter(([k]) => !/^\((root|program|idle)\)/.test(k))
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP)
      .map(([k, v]) => `${v.toFixed(0).padStart(6)} ms  ${k}`)
      .join('\n');

  console.log(`\n=== ${pagePath} ${theme} (CPU ×${SLOWDOWN}, ${WIDTH}×${HEIGHT}, ${WAIT_MS} ms) ===`);
  console.log(
    `main-thread tasks: ${total.toFixed(0)} ms in ${tasks.length} tasks; long tasks: ${long.length}, blocking ${blocking.toFixed(0)} ms; DOM ${domSize} elements`,
  );
  console.log(
    `by second: ${[...bySecond.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([s, ms]) => `${s}s:${ms.toFixed(0)}`)
      .join(' ')}`,
  );
  console.log(
    `events: ${[...kinds.entries()]
      .filter(([, v]) => v > 0)
      .map(([k, v]) => `${k} ${v.toFixed(0)}`)
      .join(', ')}`,
  );
  console.log(`counts: ${[...counts.entries()].map(([k, v]) => `${k} ${v}`).join(', ')}`);
  console.log(
    `long tasks (start ms: duration): ${long.map((e) => `${Math.round((e.ts - t0) / 1000)}:${Math.round((e.dur ?? 0) / 1000)}`).join(' ')}`,
  );
  console.log(`biggest style recalcs: ${JSON.stringify(styleRecalcs)}`);
  console.log(`biggest layouts: ${JSON.stringify(layouts)}`);
  console.log(`LCP candidates: ${JSON.stringify(observed.lcp)}`);
  console.log(
    `layout shifts (CLS ${observed.shifts.reduce((s, x) => s + x.value, 0).toFixed(4)}): ${JSON.stringify(observed.shifts)}`,
  );
  console.log(`--- self time ---\n${top(self)}`);
  console.log(`--- total time ---\n${top(totalBy)}`);
  if (OUT_DIR) {
    await mkdir(OUT_DIR, { recursive: true });
    const base = path.join(OUT_DIR, `${pagePath.replace(/\W+/g, '') || 'home'}-${theme}`);
    await writeFile(`${base}.trace.json`, traceBuffer);
    await writeFile(`${base}.cpuprofile`, JSON.stringify(profile));
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
