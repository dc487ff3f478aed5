import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/button/button.tsx';
import { EmptyState } from '../../components/empty-state/empty-state.tsx';
import { Icon } from '../../components/icon/icon.tsx';
import { PageHeader } from '../../components/page-header/page-header.tsx';
import { authPopup } from '../../features/auth/stores/auth-popup-store.ts';
import { FavouriteGames, RecentGames } from '../../features/games/components/member-games.tsx';
import { useSession } from '../hooks/use-session.ts';
import { useSite } from '../site-context.ts';
import styles from './pages.module.css';
import { useGameActions } from './use-game-actions.ts';

/**
 * /favorite and /recent (spec §2 account game routes): the member's favourite games (a heart taken
 * off leaves the list at once) and recently played games; a visitor gets the login popup.
 */
export default function AccountGamesRoute({ kind }: { kind: 'favorite' | 'recent' }) {
  const { t } = useTranslation();
  const { brand } = useSite();
  const { isLoggedIn } = useSession();
  const { actions, favourites } = useGameActions();

  useEffect(() => {
    if (!isLoggedIn) authPopup.openLogin();
  }, [isLoggedIn]);

  const explore = (
    <Link to="/" className={buttonClass('gold')}>
      {t('comingSoon.explore')}
    </Link>
  );

  return (
    <div className={styles.stack} data-testid={`page-${kind}`}>
      <PageHeader
        eyebrow={brand.brandName}
        title={t(`pages.${kind}.title`)}
        subtitle={t(`pages.${kind}.subtitle`)}
        icon={<Icon name={kind === 'favorite' ? 'heart' : 'history'} size={30} />}
      />
      {!isLoggedIn ? (
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
      ) : kind === 'favorite' ? (
        <FavouriteGames actions={actions} overrides={favourites.overrides} emptyActions={explore} />
      ) : (
        <RecentGames actions={actions} emptyActions={explore} />
      )}
    </div>
  );
}
