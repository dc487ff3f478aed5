import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { bootManifest } from './boot-manifest.ts';
import { catalogSplit } from './catalog-split.ts';

// WEB_API_TARGET points the dev/preview proxy at another API (e.g. a second server on another port).
const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};
const API_TARGET = env.WEB_API_TARGET ?? 'http://localhost:3000';

/**
 * The site's stylesheets stop blocking the first paint: the built index.html asks for them as
 * preloads (`data-app-style`), and `src/app/app-styles.ts` turns them into stylesheets and waits for
 * them before React draws anything. Meanwhile the page paints its spinner from the HTML and its
 * inline style alone, and the scripts download alongside (issue 16).
 */
function deferAppStyles(): Plugin {
  return {
    name: 'defer-app-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<link rel="stylesheet"( crossorigin)? href="([^"]+\.css)">/g,
          '<link rel="preload" as="style"$1 href="$2" data-app-style>',
        ),
    },
  };
}

/**
 * react-router ships one bundled file whose components are made by unannotated `forwardRef(…)`
 * calls and named by assignment (`Form.displayName = "Form"`): both kept components the site never
 * uses (Form, ScrollRestoration …) and everything they call in the first load. The build marks the
 * calls pure and drops the names, which only label the React dev tools (issue 16).
 */
function treeShakeableRouter(): Plugin {
  return {
    name: 'tree-shakeable-react-router',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/.test(id)) return null;
      return {
        code: code
          .replace(/^\s*[\w$]+\.displayName = "[^"]*";$/gm, '')
          .replace(/= (React\d*\.forwardRef\()/g, '= /* @__PURE__ */ $1'),
        map: null,
      };
    },
  };
}

// The player site. Built to apps/web/dist, which the server serves at / (API.md: the web app owns
// every non-/api path). In development /api goes to the platform API. `vite build --ssr
// src/entry-server.tsx` builds the server's drawing of the first screen into apps/web/dist-ssr, one
// self-contained module (Preact included: the aliases below must hold there too; issue 16).
export default defineConfig(({ isSsrBuild }) => ({
  base: '/',
  plugins: isSsrBuild
    ? [catalogSplit(), treeShakeableRouter()]
    : [
        catalogSplit(),
        treeShakeableRouter(),
        deferAppStyles(),
        bootManifest(),
        // Precompressed copies beside every asset (brotli for browsers that take it, gzip for the
        // rest): the server sends them as they are, so no request pays for compression (issue 16).
        compression({
          algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
          include: /\.(js|css|html|svg|json|txt|webmanifest)$/,
          exclude: /\.map$/,
          threshold: 1024,
        }),
      ],
  ssr: { noExternal: true },
  // The public folder is the site's (dist); the server's module needs none of it.
  publicDir: isSsrBuild ? false : 'public',
  // The site is written against React's API and rendered by Preact's compatibility layer: the same
  // components in a renderer a third of react-dom's size (docs/adr/0034, issue 16). JSX is compiled
  // by Vite itself; without React there is no Fast Refresh, so an edit reloads the page in dev.
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  build: {
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    emptyOutDir: true,
    sourcemap: !isSsrBuild,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // Libraries' "use client" lines mean something only to React server rendering, which the
      // site does not use (React's Vite plugin hid these warnings the same way).
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
      // The contracts' client modules are constants and pure functions, but their package declares
      // side effects (its main entry needs them): without this, every module the client entry
      // re-exports sat in the first load, whichever route used it (issue 16).
      treeshake: {
        moduleSideEffects: (id) =>
          /[\\/]packages[\\/]contracts[\\/]src[\\/]/.test(id) && !/[\\/]index\.ts$/.test(id)
            ? false
            : undefined,
      },
      output: isSsrBuild
        ? {}
        : {
            codeSplitting: {
              // Everything the entry imports statically is needed before anything shows: one file, not
              // twenty-five of a few hundred bytes each, which a phone fetched over six connections,
              // one round trip after another (issue 16). Routes and dialogs stay their own chunks.
              groups: [{ name: 'app', tags: ['$initial'] }],
              // No `experimentalInlineCommonChunks`: it turns on strict execution order, which wraps
              // every module of every chunk in a lazy initialiser, 8 KB gzip of the first load alone
              // (issue 16). A route's small shared parts come as small files, fetched in parallel.
            },
          },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: API_TARGET, changeOrigin: false } },
  },
  preview: {
    port: 4173,
    proxy: { '/api': { target: API_TARGET, changeOrigin: false } },
  },
}));
