import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// WEB_API_TARGET points the dev/preview proxy at another API (e.g. a second server on another port).
const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};
const API_TARGET = env.WEB_API_TARGET ?? 'http://localhost:3000';

// The player site. Built to apps/web/dist, which the server serves at / (API.md: the web app owns
// every non-/api path). In development /api goes to the platform API.
export default defineConfig({
  base: '/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 700,
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: API_TARGET, changeOrigin: false } },
  },
  preview: {
    port: 4173,
    proxy: { '/api': { target: API_TARGET, changeOrigin: false } },
  },
});
