import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonClass } from '../../components/button/button.tsx';
import { Icon } from '../../components/icon/icon.tsx';
import { PageHeader } from '../../components/page-header/page-header.tsx';
import { authPopup } from '../../features/auth/stores/auth-popup-store.ts';
import { PromotionsScreen } from '../../features/promotions/components/promotions-screen.tsx';
import { promotionIdOfHash } from '../../features/promotions/promotion-rules.ts';
import { useSession } from '../hooks/use-session.ts';
import { useSite } from '../site-context.ts';
import { MONEY_PATHS } from './money-paths.ts';
import pages from './pages.module.css';

/** Old side-menu anchors of /promotions, now pages of their own. */
const MOVED: Record<string, string> = {
  '#vip': '/vip',
  '#referral': '/account/referral',
  '#bonus': MONEY_PATHS.bonusDetails,
};

/** /promotions (spec §1, §2): the hash is a promotion id and opens it. */
export default function PromotionsRoute() {
  const { t } = useTranslation();
  const { brand } = useSite();
  const { isLoggedIn } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const moved = MOVED[location.hash];
  useEffect(() => {
    if (moved) void navigate(moved, { replace: true });
  }, [moved, navigate]);
  const openId = promotionIdOfHash(location.hash);
  const onOpen = useCallback(
    (id: string | null) =>
      void navigate({ pathname: '/promotions', hash: id ? `#${id}` : '' }, { replace: !id }),
    [navigate],
  );
  return (
    <div className={pages.stack} data-testid="page-promotions">
      <PageHeader
        eyebrow={brand.brandName}
        title={t('promotions.title')}
        subtitle={t('promotions.subtitle')}
        icon={<Icon name="gift" size={30} />}
        actions={
          isLoggedIn ? (
            <Link to={MONEY_PATHS.rewardCenter} className={buttonClass('outline', 'sm')}>
              <Icon name="gift" size={16} />
              {t('promotions.rewardCenter')}
            </Link>
          ) : null
        }
      />
      <PromotionsScreen
        openId={openId}
        onOpen={onOpen}
        loggedIn={isLoggedIn}
        onLogin={authPopup.openLogin}
        depositPath={MONEY_PATHS.deposit}
        timeZone={brand.timeZone}
      />
    </div>
  );
}
