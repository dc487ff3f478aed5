import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

// WEB_API_TARGET points the dev/preview proxy at another API (e.g. a second server on another port).
const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};
const API_TARGET = env.WEB_API_TARGET ?? 'http://localhost:3000';

// The player site. Built to apps/web/dist, which the server serves at / (API.md: the web app owns
// every non-/api path). In development /api goes to the platform API.
export default defineConfig({
  base: '/',
  plugins: [
    react(),
    // Precompressed copies beside every asset (brotli for browsers that take it, gzip for the rest):
    // the server sends them as they are, so no request pays for compression (issue 16).
    compression({
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      include: /\.(js|css|html|svg|json|txt|webmanifest)$/,
      exclude: /\.map$/,
      threshold: 1024,
    }),
  ],
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
