import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClass } from '../../components/button/button.tsx';
import { EmptyState } from '../../components/empty-state/empty-state.tsx';
import styles from './route-error.module.css';

/** Router-level error element: an unknown route or an error thrown while rendering a page. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <div className={styles.wrap}>
      <EmptyState
        illustration={notFound ? 'lost' : 'error'}
        title={notFound ? t('notFound.title') : t('errors.pageError')}
        text={notFound ? t('notFound.text') : t('errors.unknown')}
        actions={
          <>
            <Link to="/" className={buttonClass('gold')} reloadDocument={!notFound}>
              {t('common.backHome')}
            </Link>
          </>
        }
      />
    </div>
  );
}
