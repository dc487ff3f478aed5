import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../components/button/button.tsx';
import { EmptyState } from '../../components/empty-state/empty-state.tsx';
import { Icon, type IconName } from '../../components/icon/icon.tsx';
import { PageHeader } from '../../components/page-header/page-header.tsx';
import { authPopup } from '../../features/auth/stores/auth-popup-store.ts';
import { useSession } from '../hooks/use-session.ts';
import { useSite } from '../site-context.ts';
import styles from './pages.module.css';

const PAGES = {
  promotions: { icon: 'gift', login: false },
  pointMall: { icon: 'star', login: false },
  seamless: { icon: 'swap', login: false },
  member: { icon: 'user', login: true },
  bettingRecord: { icon: 'history', login: true },
  messages: { icon: 'mail', login: true },
  lottery: { icon: 'lottery', login: false },
  seaLottery: { icon: 'lottery', login: false },
  vnLottery: { icon: 'lottery', login: false },
  lottert: { icon: 'eLottery', login: false },
  vnlottery: { icon: 'lottery', login: false },
  sealottery: { icon: 'lottery', login: false },
} as const satisfies Record<string, { icon: IconName; login: boolean }>;

export type InfoPageKey = keyof typeof PAGES;

/**
 * Pages whose features arrive in later issues (promotions, points mall, member centre, lotteries…):
 * a finished page header and a "coming to this brand soon" state. The member centre asks visitors
 * to log in first (spec §6).
 */
export default function InfoRoute({ page }: { page: InfoPageKey }) {
  const { t } = useTranslation();
  const { brand } = useSite();
  const { isLoggedIn } = useSession();
  const [params] = useSearchParams();
  const config = PAGES[page];
  const gameCode = params.get('gameCode');
  const needsLogin = config.login && !isLoggedIn;

  useEffect(() => {
    if (needsLogin) authPopup.openLogin();
  }, [needsLogin]);

  return (
    <div className={styles.stack} data-testid={`page-${page}`}>
      <PageHeader
        eyebrow={brand.brandName}
        title={t(`pages.${page}.title`)}
        subtitle={t(`pages.${page}.subtitle`)}
        icon={<Icon name={config.icon} size={30} />}
        actions={
          gameCode ? (
            <span className={styles.chip}>{t('pages.gameCode', { code: gameCode })}</span>
          ) : undefined
        }
      />
      {needsLogin ? (
        <EmptyState
          illustration="lock"
          title={t('loginRequired.title')}
          text={t('loginRequired.text')}
          actions={
            <>
              <Button onClick={authPopup.openLogin}>{t('header.login')}</Button>
              <Button variant="ghost" onClick={authPopup.openRegister}>
                {t('header.register')}
              </Button>
            </>
          }
        />
      ) : (
        <EmptyState
          illustration="soon"
          title={t('comingSoon.title')}
          text={t('comingSoon.text', { brand: brand.brandName })}
          actions={
            <>
              <Link to="/" className={buttonClass('gold')}>
                {t('common.backHome')}
              </Link>
              <Link to="/live" className={buttonClass('ghost')}>
                {t('comingSoon.explore')}
              </Link>
            </>
          }
        />
      )}
    </div>
  );
}
