import { defineConfig } from 'vite';

const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};
const BOOK_TARGET = env.HOUSE_SPORTS_DEV_TARGET ?? 'http://localhost:3250';

// The sportsbook's screens: one page at /play. Built to web/dist, which the book serves; in
// development /api and /ws go to the running book. Vite's own JSX transform (React's automatic
// runtime, from tsconfig) is enough: there is no fast refresh to need the React plugin for.
export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 700,
  },
  server: {
    port: 5177,
    proxy: {
      '/api': { target: BOOK_TARGET },
      '/ws': { target: BOOK_TARGET, ws: true },
    },
  },
});
