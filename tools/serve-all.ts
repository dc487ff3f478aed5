import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/**
 * `npm run serve` (and so `npm start`): the platform and the in-house game vendor side by side, as two
 * processes. They meet only over HTTP, the vendor calling the platform's seamless wallet exactly as an
 * outside vendor would (ARCHITECTURE.md "apps/house-games"). Either one stopping stops both, so a
 * supervisor or the E2E runner sees one service that is up or down.
 *
 * HOUSE_GAMES_URL (the address players' browsers load games from) also gives the vendor its port;
 * HOUSE_GAMES=external leaves the vendor to run elsewhere. The lottery vendor (apps/house-lottery,
 * ADR 0030) runs the same way: LOTTERY_URL gives its port, HOUSE_LOTTERY=external skips it. It keeps
 * its own database on the platform's PostgreSQL server (DATABASE_URL's name + `_lottery`, or the
 * embedded cluster in DATA_DIR).
 */
const repoRoot = path.resolve(import.meta.dirname, '..');
const env = process.env;
const platformPort = env.PORT ?? '3000';
const houseGamesUrl = new URL(env.HOUSE_GAMES_URL ?? 'http://localhost:3100');
const houseGamesPort = houseGamesUrl.port || (houseGamesUrl.protocol === 'https:' ? '443' : '80');
// 3200 beside the default platform port; beside another port, that port + 2 (the house games take + 1
// in the E2E and screenshot set-ups), so services started side by side on one machine do not collide.
const lotteryUrl = new URL(
  env.LOTTERY_URL ?? `http://localhost:${platformPort === '3000' ? 3200 : Number(platformPort) + 2}`,
);
const lotteryPort = lotteryUrl.port || (lotteryUrl.protocol === 'https:' ? '443' : '80');
// The sportsbook (ADR 0031): 3250 beside the default platform port (3300 is the E2E runs'); beside
// another port, that port + 3. It finds its database from DATABASE_URL (`<name>_sports`) or the
// platform's embedded cluster in DATA_DIR.
const sportsUrl = new URL(
  env.SPORTS_URL ?? `http://localhost:${platformPort === '3000' ? 3250 : Number(platformPort) + 3}`,
);
const sportsPort = sportsUrl.port || (sportsUrl.protocol === 'https:' ? '443' : '80');

const children: ChildProcess[] = [];
let stopping = false;

function start(
  name: string,
  entry: string,
  extraEnv: Record<string, string>,
  options: { optional?: boolean } = {},
): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: repoRoot,
    env: { ...env, ...extraEnv },
    stdio: 'inherit',
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    if (options.optional) {
      // The lottery and the sportsbook are products of their own: the site and its other games keep
      // running without them, and their pages stay unreachable until they are started again.
      console.error(`${name} stopped (${signal ?? `exit ${code}`}); the others keep running`);
      return;
    }
    console.error(`${name} stopped (${signal ?? `exit ${code}`}); stopping the others`);
    stop(code ?? 1);
  });
  children.push(child);
  return child;
}

function stop(exitCode: number) {
  stopping = true;
  const running = children.filter((c) => c.exitCode === null && c.signalCode === null);
  if (running.length === 0) process.exit(exitCode);
  let left = running.length;
  for (const child of running) {
    child.once('exit', () => {
      if (--left === 0) process.exit(exitCode);
    });
    child.kill('SIGTERM');
  }
  // A child that ignores SIGTERM must not keep the whole service half up.
  setTimeout(() => {
    for (const child of running) child.kill('SIGKILL');
  }, 15_000).unref();
}

start('platform', 'apps/server/src/main.ts', {});
if (env.HOUSE_GAMES !== 'external') {
  start('house-games', 'apps/house-games/src/main.ts', {
    HOUSE_GAMES_PORT: houseGamesPort,
    PLATFORM_URL: env.PLATFORM_URL ?? `http://127.0.0.1:${platformPort}`,
  });
}

if (env.HOUSE_LOTTERY !== 'external') {
  start(
    'house-lottery',
    'apps/house-lottery/src/main.ts',
    {
      LOTTERY_PORT: lotteryPort,
      PLATFORM_URL: env.PLATFORM_URL ?? `http://127.0.0.1:${platformPort}`,
    },
    { optional: true },
  );
}

// Its screens are served at /play; optional like the lottery (HOUSE_SPORTS=external runs it elsewhere).
if (env.HOUSE_SPORTS !== 'external') {
  start(
    'house-sports',
    'apps/house-sports/src/main.ts',
    {
      HOUSE_SPORTS_PORT: sportsPort,
      PLATFORM_URL: env.PLATFORM_URL ?? `http://127.0.0.1:${platformPort}`,
    },
    { optional: true },
  );
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
