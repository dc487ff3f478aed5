import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon/icon.tsx';
import { useTheme } from '../hooks/use-theme.ts';
import styles from './header.module.css';

/** Accessible name: "Switch to light theme" in the dark theme, "Switch to dark theme" in the light one. */
export function ThemeToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { theme, toggle } = useTheme();
  const label = theme === 'dark' ? t('header.themeToLight') : t('header.themeToDark');
  return (
    <button
      type="button"
      className={[styles.iconButton, styles.themeToggle, className].filter(Boolean).join(' ')}
      aria-label={label}
      title={label}
      onClick={toggle}
      data-testid="theme-toggle"
    >
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} size={20} />
    </button>
  );
}
