import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Icon } from '../../components/icon/icon.tsx';
import { PageHeader } from '../../components/page-header/page-header.tsx';
import { guideFromHash, guideLinks } from '../../features/app-download/app-guides.ts';
import { AppDownloadGuides } from '../../features/app-download/components/app-download-guides.tsx';
import { useResources } from '../../features/system/api/system-api.ts';
import { useSafeNavigate } from '../hooks/use-safe-navigate.ts';
import { useSite } from '../site-context.ts';
import styles from './pages.module.css';

/** /download: the app download guides (spec §1: iOS, Android, lite iOS); the hash picks one. */
export default function AppDownloadRoute() {
  const { t } = useTranslation();
  const { brand } = useSite();
  const { hash, pathname } = useLocation();
  const navigate = useSafeNavigate();
  const resources = useResources();
  return (
    <div className={styles.stack} data-testid="app-download-page">
      <PageHeader
        eyebrow={brand.brandName}
        title={t('appDownload.title')}
        subtitle={t('appDownload.subtitle', { brand: brand.brandName })}
        icon={<Icon name="download" size={30} />}
      />
      <AppDownloadGuides
        links={guideLinks(resources)}
        current={guideFromHash(hash)}
        onPick={(id) => navigate({ pathname, hash: `#${id}` }, { replace: true, preventScrollReset: true })}
      />
    </div>
  );
}
