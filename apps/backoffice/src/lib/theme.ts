import { useCallback, useState } from 'react';

export type Theme = 'dark' | 'light';
const KEY = 'bo-theme';

export function useTheme() {
  const [theme, setTheme] = useState<Theme>(() =>
    document.documentElement.getAttribute('data-theme') === 'light' ? 'light' : 'dark',
  );
  const toggle = useCallback(() => {
    const next: Theme = theme === 'dark' ? 'light' : 'dark';
    localStorage.setItem(KEY, next);
    document.documentElement.setAttribute('data-theme', next);
    setTheme(next);
  }, [theme]);
  return { theme, toggle };
}
