import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};
const HOUSE_TARGET = env.HOUSE_GAMES_DEV_TARGET ?? 'http://localhost:3100';

// The in-house vendor's game pages: one app, the view picked by path (/play/<gameCode>, /verify).
// Built to web/dist, which the house service serves; in development /api and /ws go to the service.
export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 700,
  },
  server: {
    port: 5175,
    proxy: {
      '/api': { target: HOUSE_TARGET },
      '/ws': { target: HOUSE_TARGET, ws: true },
    },
  },
});
