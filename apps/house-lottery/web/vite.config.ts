import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};
const LOTTERY_TARGET = env.LOTTERY_DEV_TARGET ?? 'http://localhost:3200';

// The lottery vendor's player pages: one app at /play (betting, tickets, results) and /verify.
// Built to web/dist, which the lottery service serves; in development /api goes to the service.
export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 700 },
  server: { port: 5176, proxy: { '/api': { target: LOTTERY_TARGET } } },
});
