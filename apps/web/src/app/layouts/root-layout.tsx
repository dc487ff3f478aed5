import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { NearViewport } from '../../components/deferred/near-viewport.tsx';
import { TakeoverSlice } from '../../components/deferred/takeover-slice.tsx';
import { useMediaQuery } from '../../hooks/use-media-query.ts';
import { usePageSettled } from '../../hooks/use-page-settled.ts';
import { whenEngaged } from '../../lib/page-load.ts';
import { useBrandFlags } from '../hooks/use-brand-flags.ts';
import { useLaunchVendor } from '../hooks/use-launch-vendor.ts';
import { useSession } from '../hooks/use-session.ts';
import { useSideMenu } from '../hooks/use-side-menu.ts';
import { useStartupLogin } from '../hooks/use-startup-login.ts';
import { useSite } from '../site-context.ts';
import { loadRestOfTextsWhenIdle } from '../../lib/i18n.ts';
import { findResource, useResources } from '../../features/system/api/system-api.ts';
import { useCustomerService } from '../../features/system/hooks/use-customer-service.ts';
import { useVendorLanes } from '../../features/game-vendors/api/vendor-lanes-api.ts';
import { GroupBanners } from '../../features/content/components/banner-carousel.tsx';
import { useAuthPopupState, type AuthPopup } from '../../features/auth/stores/auth-popup-store.ts';
import { lazyPart } from '../lazy-part.tsx';
import { FloatingBar } from './floating-bar.tsx';
import { Header, preloadMemberCorner } from './header.tsx';
import { LanguageSelector } from './language-selector.tsx';
import styles from './root-layout.module.css';

/** The drawer (and the dialog library under it) comes with its first opening (issue 16). */
const MenuDrawer = lazy(() => import('./menu-drawer.tsx'));
// Not needed to paint the first screen, so not in the first load (issue 16): the popups come once
// the page is idle (or when one is asked for), the footer after the first paint, the side menu
// only on the wide screens that show it (fetched at start-up there: `preloadLayoutFor`).
const AuthPopups = lazyPart(() => import('./auth-popups.tsx').then((m) => m.AuthPopups));
const ContentPopups = lazyPart(() => import('./content-popups.tsx').then((m) => m.ContentPopups));
const Footer = lazyPart(() => import('./footer.tsx').then((m) => m.Footer));
const SideMenu = lazyPart(() => import('./side-menu.tsx').then((m) => m.SideMenu));

/** About the footer's height (px): the room it holds until it comes near the viewport. */
const FOOTER_HEIGHT = 600;

/** Where the side menu shows; narrower screens reach the same entries through the drawer. */
const SIDE_MENU_QUERY = '(min-width: 1024px)';

/**
 * The auth popups, mounted when one opens or once the page has loaded (they watch the session too),
 * and the content's popups once it has loaded. Their own component: the layout does not redraw then.
 */
function LayoutPopups() {
  const popup = useAuthPopupState().popup;
  const settled = usePageSettled();
  useEffect(() => {
    if (popup) preloadAuthPopup(popup);
  }, [popup]);
  // A visitor who starts using the page may log in: the member's corner of the header is there at once.
  useEffect(() => {
    void whenEngaged().then(preloadMemberCorner);
  }, []);
  return (
    <>
      {popup !== null || settled ? <AuthPopups /> : null}
      {settled ? <ContentPopups /> : null}
    </>
  );
}

/** Lottery and game pages hide the side menu (spec §2). */
export const GAME_PAGE_PATHS = new Set([
  '/lottery',
  '/seaLottery',
  '/vnLottery',
  '/lottert',
  '/vnlottery',
  '/sealottery',
]);

/**
 * Each auth popup's dialog, fetched as soon as the popup is asked for, alongside the popups' own code
 * (one round trip, not two, before the dialog shows).
 */
const AUTH_DIALOGS: Record<NonNullable<AuthPopup>, () => Promise<unknown>> = {
  login: () => import('../../features/auth/components/login-dialog.tsx'),
  register: () => import('../../features/auth/components/register-dialog.tsx'),
  forgot: () => import('../../features/auth/components/forgot-password-dialog.tsx'),
  changePassword: () => import('../../features/auth/components/change-password-dialog.tsx'),
};

function preloadAuthPopup(popup: NonNullable<AuthPopup>) {
  AuthPopups.preload();
  preloadMemberCorner();
  void AUTH_DIALOGS[popup]().catch(() => undefined);
}

/** The popup routes: the home page with that popup open. */
const POPUP_ROUTE_POPUPS: Record<string, NonNullable<AuthPopup>> = {
  '/login': 'login',
  '/register': 'register',
  '/forgotPassword': 'forgot',
};

/** Starts fetching, at start-up, the parts of the layout that the page at `pathname` shows at once. */
export function preloadLayoutFor(pathname: string): void {
  if (!GAME_PAGE_PATHS.has(pathname) && window.matchMedia(SIDE_MENU_QUERY).matches) SideMenu.preload();
  const popup = POPUP_ROUTE_POPUPS[pathname];
  if (popup) preloadAuthPopup(popup);
}

function useScrollReset() {
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();
  const lastPath = useRef(pathname);
  useEffect(() => {
    // Filters rewrite the query in place (replace): choosing a vendor must not throw the page to the top.
    const samePage = lastPath.current === pathname;
    lastPath.current = pathname;
    if (samePage && navigationType === 'REPLACE') return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior });
  }, [pathname, search, navigationType]);
}

export function RootLayout() {
  const { t } = useTranslation();
  const { brand, logoUrl } = useSite();
  const { pathname } = useLocation();
  const lanes = useVendorLanes().data ?? [];
  const launch = useLaunchVendor();
  const { isLoggedIn } = useSession();
  const flags = useBrandFlags();
  const resources = useResources();
  const cs = useCustomerService({ watch: false });
  const side = useSideMenu();
  const sideMenuShown = useMediaQuery(SIDE_MENU_QUERY);
  // Mounted from its first opening on, so that it can animate closed.
  const [drawerMounted, setDrawerMounted] = useState(false);
  if (side.drawerOpen && !drawerMounted) setDrawerMounted(true);
  useScrollReset();
  useStartupLogin();
  // The home page painted with the first part of its texts; the rest now (issue 16).
  useEffect(loadRestOfTextsWhenIdle, []);

  const isGamePage = GAME_PAGE_PATHS.has(pathname);
  const menuProps = {
    showVip: flags.VIP || !isLoggedIn,
    showReferral: flags.REFERRAL,
    iosUrl: findResource(resources, 'IOS_DOWNLOAD')?.url,
    androidUrl: findResource(resources, 'ANDROID_DOWNLOAD')?.url,
    onCustomerService: () => cs.open(),
    banner: <GroupBanners group="w_leftmenu" layout="side" />,
  };

  useEffect(() => {
    side.setDrawer(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- close the drawer on navigation only
  }, [pathname]);

  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        {t('common.skipToContent')}
      </a>
      {/* Taking on a drawn page, the header and the floating bar come in tasks of their own. */}
      <TakeoverSlice>
        <Header brandName={brand.brandName} logoUrl={logoUrl} lanes={lanes} onLaunch={launch} />
      </TakeoverSlice>
      <div className={styles.body}>
        {/* Not rendered at all where it would be hidden: its QR codes cost a phone a long task. */}
        {!isGamePage && sideMenuShown ? (
          <SideMenu
            {...menuProps}
            collapsed={side.collapsed}
            onToggleCollapsed={side.toggleCollapsed}
            fallback={
              <div
                className={[
                  styles.sidePlaceholder,
                  side.collapsed ? styles.sidePlaceholderCollapsed : '',
                ].join(' ')}
              />
            }
          />
        ) : null}
        <div className={styles.column}>
          <main id="main" className={[styles.main, isGamePage ? styles.wide : ''].join(' ')}>
            <Outlet />
          </main>
          {/* Below the fold on every screen: rendered (and its code fetched) when it comes near. */}
          <NearViewport minHeight={FOOTER_HEIGHT} afterLoad>
            <Footer
              brand={brand}
              lanes={lanes}
              logoUrl={logoUrl}
              fallback={<div style={{ minHeight: FOOTER_HEIGHT }} />}
            />
          </NearViewport>
        </div>
      </div>
      <TakeoverSlice>
        <FloatingBar social={brand.social} onCustomerService={() => cs.open()} />
      </TakeoverSlice>
      {drawerMounted ? (
        <Suspense fallback={null}>
          <MenuDrawer
            {...menuProps}
            open={side.drawerOpen}
            onOpenChange={side.setDrawer}
            brandName={brand.brandName}
            logoUrl={logoUrl}
            lanes={lanes}
            onLaunch={launch}
            languageSlot={<LanguageSelector />}
          />
        </Suspense>
      ) : null}
      <LayoutPopups />
    </div>
  );
}
