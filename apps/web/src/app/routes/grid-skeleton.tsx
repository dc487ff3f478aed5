import { useTranslation } from 'react-i18next';
import styles from './pages.module.css';

export function GridSkeleton({ count = 8 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.skeletonGrid} role="status" aria-label={t('common.loading')}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.skeletonCard} />
      ))}
    </div>
  );
}
