import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Icon } from '../../components/icon/icon.tsx';
import { PageHeader } from '../../components/page-header/page-header.tsx';
import { HelpCentre } from '../../features/help-centre/components/help-centre.tsx';
import { useSafeNavigate } from '../hooks/use-safe-navigate.ts';
import { useSite } from '../site-context.ts';
import styles from './pages.module.css';

/**
 * Help centre (/help, /helpmc; spec §2, §7 helpCenter): the operator's categories and articles; the
 * hash picks the category and `#term` opens the terms. Picking a tab replaces the hash, so the
 * footer's links and the back button keep working.
 */
export default function HelpRoute() {
  const { t } = useTranslation();
  const { brand } = useSite();
  const { hash, pathname } = useLocation();
  const navigate = useSafeNavigate();

  return (
    <div className={styles.stack} data-testid="help-page">
      <PageHeader
        eyebrow={brand.brandName}
        title={t('help.title')}
        subtitle={t('help.subtitle')}
        icon={<Icon name="help" size={30} />}
      />
      <HelpCentre
        hash={hash}
        onHash={(next) => navigate({ pathname, hash: next }, { replace: true, preventScrollReset: true })}
      />
    </div>
  );
}
