import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/**
 * `npm run serve` (and so `npm start`): the platform and the in-house game vendor side by side, as two
 * processes. They meet only over HTTP, the vendor calling the platform's seamless wallet exactly as an
 * outside vendor would (ARCHITECTURE.md "apps/house-games"). Either one stopping stops both, so a
 * supervisor or the E2E runner sees one service that is up or down.
 *
 * HOUSE_GAMES_URL (the address players' browsers load games from) also gives the vendor its port;
 * HOUSE_GAMES=external leaves the vendor to run elsewhere.
 */
const repoRoot = path.resolve(import.meta.dirname, '..');
const env = process.env;
const platformPort = env.PORT ?? '3000';
const houseGamesUrl = new URL(env.HOUSE_GAMES_URL ?? 'http://localhost:3100');
const houseGamesPort = houseGamesUrl.port || (houseGamesUrl.protocol === 'https:' ? '443' : '80');

const children: ChildProcess[] = [];
let stopping = false;

function start(name: string, entry: string, extraEnv: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: repoRoot,
    env: { ...env, ...extraEnv },
    stdio: 'inherit',
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
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

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
