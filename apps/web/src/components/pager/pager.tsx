import { useTranslation } from 'react-i18next';
import { Icon } from '../icon/icon.tsx';
import styles from './pager.module.css';

export interface PagerProps {
  /** 1-based (API.md "Pages are 1-based"). */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Accessible name of the navigation landmark. */
  label: string;
  disabled?: boolean;
}

/** Previous / "page x of y" / next, for paged lists; nothing when everything fits on one page. */
export function Pager({ page, totalPages, onChange, label, disabled }: PagerProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <button
        type="button"
        className={styles.step}
        onClick={() => onChange(page - 1)}
        disabled={disabled || page <= 1}
        aria-label={t('pager.previous')}
      >
        <Icon name="chevronLeft" size={18} />
      </button>
      <span className={styles.status} aria-live="polite">
        {t('pager.pageOf', { page, total: totalPages })}
      </span>
      <button
        type="button"
        className={styles.step}
        onClick={() => onChange(page + 1)}
        disabled={disabled || page >= totalPages}
        aria-label={t('pager.next')}
      >
        <Icon name="chevronRight" size={18} />
      </button>
    </nav>
  );
}
