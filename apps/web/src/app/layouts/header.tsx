import type { TGameVendorLane } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from '../../components/brand-mark/brand-mark.tsx';
import { Button } from '../../components/button/button.tsx';
import { Icon } from '../../components/icon/icon.tsx';
import { authPopup } from '../../features/auth/stores/auth-popup-store.ts';
import type { TVendorCard } from '../../features/game-vendors/nav-model.ts';
import { useSession } from '../hooks/use-session.ts';
import { useSideMenu } from '../hooks/use-side-menu.ts';
import { lazyPart } from '../lazy-part.tsx';
import { useSite } from '../site-context.ts';
import styles from './header.module.css';
import { LanguageSelector } from './language-selector.tsx';
import { MainNav } from './main-nav.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

/**
 * A member's balance and menu (and the badge queries and sockets under them) are no part of a
 * visitor's first load; a member's page fetches them at start-up (`preloadMemberCorner`), so they
 * are usually there by the first paint.
 */
const MemberCorner = lazyPart(() => import('./member-corner.tsx').then((m) => m.MemberCorner));
export const preloadMemberCorner = MemberCorner.preload;

export interface HeaderProps {
  brandName: string;
  logoUrl?: string;
  lanes: TGameVendorLane[];
  onLaunch: (card: TVendorCard) => void;
}

export function Header({ brandName, logoUrl, lanes, onLaunch }: HeaderProps) {
  const { t } = useTranslation();
  const { isLoggedIn, userInfo, isTrial, isAgent } = useSession();
  const { brand } = useSite();
  const { setDrawer, drawerOpen } = useSideMenu();

  return (
    <header className={styles.header}>
      <div className={styles.topBar}>
        <div className={styles.inner}>
          <button
            type="button"
            className={`${styles.iconButton} ${styles.burger}`}
            aria-label={t('header.openMenu')}
            aria-expanded={drawerOpen}
            onClick={() => setDrawer(true)}
          >
            <Icon name="menu" size={22} />
          </button>
          <Link to="/" className={styles.logo} aria-label={t('header.homeLink', { brand: brandName })}>
            <BrandMark brandName={brandName} logoUrl={logoUrl} responsive />
          </Link>
          <div className={styles.spacer} />
          <div className={styles.tools}>
            <LanguageSelector compact />
            <ThemeToggle className={styles.hideOnPhone} />
            {isLoggedIn ? (
              <MemberCorner
                user={userInfo}
                isAgent={isAgent}
                isTrial={isTrial}
                fallbackCurrency={userInfo?.currency ?? brand.currency}
                fallback={<span className={styles.memberSlot} aria-hidden="true" />}
              />
            ) : (
              <>
                <Button variant="ghost" size="md" className={styles.authButton} onClick={authPopup.openLogin}>
                  {t('header.login')}
                </Button>
                <Button
                  variant="gold"
                  size="md"
                  className={styles.authButton}
                  onClick={authPopup.openRegister}
                >
                  {t('header.register')}
                </Button>
              </>
            )}
          </div>
        </div>
      </div>
      <div className={styles.navBar}>
        <MainNav lanes={lanes} onLaunch={onLaunch} />
      </div>
    </header>
  );
}
