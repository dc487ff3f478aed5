import { createHouseService } from './app.ts';
import { ConfigError, loadConfig, type HouseConfig } from './config.ts';

function readConfig(): HouseConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = readConfig();
  const service = await createHouseService(config);
  await service.start();
  await service.app.listen({ port: config.port, host: config.host });
  console.log(`[house-games] listening on http://localhost:${config.port} (platform ${config.platformUrl})`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[house-games] ${signal}: closing the tables and settling`);
    const force = setTimeout(() => process.exit(1), config.tableBettingMs + config.tableResultMs + 30_000);
    force.unref();
    try {
      await service.stop();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

void main().catch((error: unknown) => {
  console.error('[house-games] failed to start', error);
  process.exit(1);
});
