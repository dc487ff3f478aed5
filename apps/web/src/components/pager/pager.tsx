import { useTranslation } from 'react-i18next';
import { Icon } from '../icon/icon.tsx';
import { pageNumbers, type PageNumbering } from './page-numbers.ts';
import styles from './pager.module.css';

export interface PagerProps {
  /** 1-based (API.md "Pages are 1-based"). */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Accessible name of the navigation landmark. */
  label: string;
  disabled?: boolean;
  /** Page-number buttons (with gaps) between previous and next, instead of "page x of y". */
  numbering?: PageNumbering;
}

/** Previous / "page x of y" (or page numbers) / next, for paged lists; nothing when everything fits on one page. */
export function Pager({ page, totalPages, onChange, label, disabled, numbering }: PagerProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className={[styles.pager, numbering ? styles.numbered : ''].join(' ')} aria-label={label}>
      <button
        type="button"
        className={styles.step}
        onClick={() => onChange(page - 1)}
        disabled={disabled || page <= 1}
        aria-label={t('pager.previous')}
      >
        <Icon name="chevronLeft" size={18} />
      </button>
      {numbering ? (
        <>
          <ol className={styles.numbers}>
            {pageNumbers(page, totalPages, numbering).map((slot, index) =>
              slot === 'gap' ? (
                <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={slot}>
                  <button
                    type="button"
                    className={[styles.number, slot === page ? styles.current : ''].join(' ')}
                    onClick={() => onChange(slot)}
                    disabled={disabled}
                    aria-current={slot === page ? 'page' : undefined}
                    aria-label={t('pager.goTo', { page: slot })}
                  >
                    {slot}
                  </button>
                </li>
              ),
            )}
          </ol>
          <span className="visually-hidden" aria-live="polite">
            {t('pager.pageOf', { page, total: totalPages })}
          </span>
        </>
      ) : (
        <span className={styles.status} aria-live="polite">
          {t('pager.pageOf', { page, total: totalPages })}
        </span>
      )}
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
