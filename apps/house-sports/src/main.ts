import { createSportsService } from './app.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
const service = await createSportsService(config);
await service.start();
await service.app.listen({ port: config.port, host: config.host });

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await service.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
