import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button/button.tsx';
import { Icon } from '../../components/icon/icon.tsx';
import { PageHeader } from '../../components/page-header/page-header.tsx';
import { authPopup } from '../../features/auth/stores/auth-popup-store.ts';
import { CATEGORY_ICONS } from '../../features/game-vendors/nav-model.ts';
import { VipPage } from '../../features/vip/components/vip-page.tsx';
import { useSession } from '../hooks/use-session.ts';
import { useSite } from '../site-context.ts';
import { MONEY_PATHS } from './money-paths.ts';
import pages from './pages.module.css';

/** /vip (spec §1 "VIP levels", side menu "VIP bonus"): every level, and the member's own progress. */
export default function VipRoute() {
  const { t } = useTranslation();
  const { brand } = useSite();
  const { isLoggedIn } = useSession();
  return (
    <div className={pages.stack} data-testid="page-vip">
      <PageHeader
        eyebrow={brand.brandName}
        title={t('vip.title')}
        subtitle={t('vip.subtitle')}
        icon={<Icon name="crown" size={30} />}
        actions={
          isLoggedIn ? (
            <Link to={MONEY_PATHS.rebate} className={buttonClass('outline', 'sm')}>
              <Icon name="gift" size={16} />
              {t('vip.rebateLink')}
            </Link>
          ) : undefined
        }
      />
      <VipPage
        categoryIcons={CATEGORY_ICONS}
        onJoin={authPopup.openRegister}
        onLogin={authPopup.openLogin}
        rebateLink={MONEY_PATHS.rebate}
      />
    </div>
  );
}
