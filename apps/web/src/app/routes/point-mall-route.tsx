import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/button/button.tsx';
import { EmptyState } from '../../components/empty-state/empty-state.tsx';
import { Icon } from '../../components/icon/icon.tsx';
import { PageHeader } from '../../components/page-header/page-header.tsx';
import { authPopup } from '../../features/auth/stores/auth-popup-store.ts';
import { PointMall } from '../../features/points-mall/components/point-mall.tsx';
import { useSession } from '../hooks/use-session.ts';
import { useSite } from '../site-context.ts';
import { MONEY_PATHS } from './money-paths.ts';
import pages from './pages.module.css';

/** /pointMall (spec §1, §2 "points mall"): points, goods, redeem records, details and rules. */
export default function PointMallRoute() {
  const { t } = useTranslation();
  const { brand } = useSite();
  const { isLoggedIn, isTrial } = useSession();
  let body;
  if (!isLoggedIn)
    body = (
      <EmptyState
        illustration="lock"
        title={t('pointMall.loginTitle')}
        text={t('pointMall.loginText')}
        actions={<Button onClick={authPopup.openLogin}>{t('header.login')}</Button>}
      />
    );
  else if (isTrial)
    body = (
      <EmptyState
        illustration="lock"
        title={t('cashier.trialTitle')}
        text={t('errors.trialRestricted')}
        actions={<Button onClick={authPopup.openRegister}>{t('header.register')}</Button>}
      />
    );
  else body = <PointMall timeZone={brand.timeZone} />;
  return (
    <div className={pages.stack} data-testid="page-pointMall">
      <PageHeader
        eyebrow={brand.brandName}
        title={t('pointMall.title')}
        subtitle={t('pointMall.subtitle')}
        icon={<Icon name="star" size={30} />}
        actions={
          isLoggedIn && !isTrial ? (
            <Link to={MONEY_PATHS.redEnvelope} className={buttonClass('outline', 'sm')}>
              <Icon name="gift" size={16} />
              {t('redEnvelope.nav')}
            </Link>
          ) : null
        }
      />
      {body}
    </div>
  );
}
