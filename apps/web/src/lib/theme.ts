import { LOCAL_KEYS, readLocal, writeLocal } from './storage-keys.ts';

export type Theme = 'dark' | 'light';
export const DEFAULT_THEME: Theme = 'dark';

export function parseTheme(value: string | null | undefined): Theme {
  return value === 'light' ? 'light' : DEFAULT_THEME;
}

/** The theme the inline script in index.html applied before first paint. */
export function currentTheme(): Theme {
  return parseTheme(document.documentElement.dataset.theme ?? readLocal(LOCAL_KEYS.theme));
}

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', theme === 'light' ? '#f4f5fb' : '#080b22');
  writeLocal(LOCAL_KEYS.theme, theme);
}
