import { useTranslation } from 'react-i18next';
import styles from './spinner.module.css';

export function Spinner({ size = 24, label }: { size?: number; label?: string }) {
  return (
    <span
      className={styles.spinner}
      style={{ width: size, height: size }}
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}

/** Full-page loading state (spec §2 "A full-page loading spinner exists"), e.g. during the first status call. */
export function PageSpinner({ brandName }: { brandName?: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page} role="status" aria-live="polite" aria-label={t('common.loading')}>
      <div className={styles.chip} aria-hidden="true">
        <span className={styles.ring} />
        <svg viewBox="0 0 64 64" className={styles.crown}>
          <path d="M12 24l10 8 10-16 10 16 10-8-4 24H16l-4-24Z" fill="currentColor" />
        </svg>
      </div>
      {brandName ? <p className={styles.brand}>{brandName}</p> : null}
      <p className={styles.text}>{t('common.loading')}</p>
    </div>
  );
}
