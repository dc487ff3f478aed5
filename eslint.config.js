import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import architecture from './tools/eslint-architecture.js';

/** The player site takes run-time values from the contracts' client entry only. */
const CONTRACTS_MAIN_ENTRY = {
  name: '@platform/contracts',
  allowTypeImports: true,
  message:
    "Import run-time values from '@platform/contracts/client' (types may stay here as `import type`): the main entry builds every zod schema when loaded and would put all of zod in the player site's first load (issue 16).",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      '.data-test/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { architecture },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'architecture/boundaries': 'error',
      'architecture/thin-routes': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/backoffice/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [CONTRACTS_MAIN_ENTRY],
          patterns: [
            {
              group: ['preact', 'preact/*'],
              message:
                "Write against React's API ('react', 'react-dom'): the build maps them to Preact's compatibility layer (docs/adr/0034), and the tests render with React, so code that names Preact directly is tested by neither.",
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXMemberExpression[object.name='Dialog'][property.name='Overlay']",
          message:
            "Put DialogScrim (components/modal/dialog-scrim.tsx) in the portal instead of Radix's Dialog.Overlay: its scroll lock injects a style sheet that restyles and repaints the whole page when a dialog opens (docs/adr/0035).",
        },
      ],
    },
  },
  {
    // The renderer entries name Preact itself: the browser's first render takes on the page the
    // server drew (Preact's own `render` keeps the elements it finds; the React layer's `createRoot`
    // empties the container first), parts of it in tasks after it (`main-takeover.ts`, which holds
    // them through Preact's error hook), and the server draws with preact-render-to-string (ADR 0036).
    files: ['apps/web/src/main.tsx', 'apps/web/src/main-takeover.ts', 'apps/web/src/entry-server.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [CONTRACTS_MAIN_ENTRY],
        },
      ],
    },
  },
);
