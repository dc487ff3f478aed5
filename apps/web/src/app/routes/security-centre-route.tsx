import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button.tsx';
import { EmptyState } from '../../components/empty-state/empty-state.tsx';
import { Icon } from '../../components/icon/icon.tsx';
import { PageHeader } from '../../components/page-header/page-header.tsx';
import { authPopup } from '../../features/auth/stores/auth-popup-store.ts';
import { SecurityCentre } from '../../features/security-centre/components/security-centre.tsx';
import { useSession } from '../hooks/use-session.ts';
import { useSite } from '../site-context.ts';
import styles from './pages.module.css';

/** /account/security: the member-centre security screen (token required by the route's loader). */
export default function SecurityCentreRoute() {
  const { t } = useTranslation();
  const { brand, status } = useSite();
  const { isLoggedIn } = useSession();

  return (
    <div className={styles.stack} data-testid="page-security">
      <PageHeader
        eyebrow={brand.brandName}
        title={t('security.title')}
        subtitle={t('security.subtitle')}
        icon={<Icon name="shield" size={30} />}
      />
      {isLoggedIn ? (
        <SecurityCentre
          currentIp={status.ip}
          timeZone={brand.timeZone}
          onRegister={authPopup.openRegister}
          onChangePassword={() => authPopup.openChangePassword()}
        />
      ) : (
        <EmptyState
          illustration="lock"
          title={t('loginRequired.title')}
          text={t('loginRequired.text')}
          actions={<Button onClick={authPopup.openLogin}>{t('header.login')}</Button>}
        />
      )}
    </div>
  );
}
