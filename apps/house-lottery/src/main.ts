import { createLotteryService } from './app.ts';
import { embeddedLotteryUrl, loadConfig } from './config.ts';

async function main() {
  const config = loadConfig();
  let databaseUrl = config.databaseUrl;
  // Embedded default: wait for the platform to be up (serve-all starts both at once), then read its
  // cluster's address (a postmaster.pid left by an earlier run would name a stale port).
  if (!databaseUrl) {
    for (let waited = 0; ; waited += 1_000) {
      const up = await fetch(`${config.platformUrl}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (waited > 300_000) throw new Error(`the platform at ${config.platformUrl} did not come up`);
      await new Promise((r) => setTimeout(r, 1_000));
    }
  }
  for (let waited = 0; !databaseUrl; waited += 500) {
    databaseUrl = embeddedLotteryUrl(config.dataDir);
    if (databaseUrl) break;
    if (waited > 180_000)
      throw new Error('no LOTTERY_DATABASE_URL / DATABASE_URL and no embedded PostgreSQL in DATA_DIR');
    await new Promise((r) => setTimeout(r, 500));
  }
  const service = await createLotteryService({ ...config, databaseUrl });
  await service.start();
  await service.app.listen({ port: config.port, host: config.host });
  console.log(
    `[house-lottery] listening on http://localhost:${config.port} (platform ${config.platformUrl})`,
  );
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), 15_000).unref();
    try {
      await service.stop();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

void main().catch((error: unknown) => {
  console.error('[house-lottery] failed to start', error);
  process.exit(1);
});
