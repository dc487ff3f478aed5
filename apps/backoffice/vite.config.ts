import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};
const API_TARGET = env.BO_API_TARGET ?? 'http://localhost:3000';

// The operator console, served by the platform at /bo/ and never shipped to players.
export default defineConfig({
  base: '/bo/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 900 },
  server: { port: 5174, proxy: { '/api': { target: API_TARGET } } },
  preview: { port: 4174, proxy: { '/api': { target: API_TARGET } } },
});
