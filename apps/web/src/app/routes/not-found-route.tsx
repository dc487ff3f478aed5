import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button/button.tsx';
import { EmptyState } from '../../components/empty-state/empty-state.tsx';
import styles from './pages.module.css';

export default function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <div className={styles.narrow} data-testid="not-found">
      <EmptyState
        level={1}
        illustration="lost"
        title={t('notFound.title')}
        text={t('notFound.text')}
        actions={
          <Link to="/" className={buttonClass('gold')}>
            {t('common.backHome')}
          </Link>
        }
      />
    </div>
  );
}
