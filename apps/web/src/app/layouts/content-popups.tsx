import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useModalEntries } from '../../components/modal/use-modal.ts';
import { useAuthPopupState } from '../../features/auth/stores/auth-popup-store.ts';
import { useAnnouncementLink } from '../../features/content/hooks/use-announcement-link.ts';
import { useSitePopups } from '../../features/content/hooks/use-site-popups.ts';
import { usePageSettled } from '../../hooks/use-page-settled.ts';
import { withTimeout } from '../chunk-timeout.ts';
import { useSideMenu } from '../hooks/use-side-menu.ts';
import { MONEY_PATHS } from '../routes/money-paths.ts';
import { useSite } from '../site-context.ts';

// Like the auth dialogs, these come with their first opening, not with the site (issue 16).
const AnnouncementPopup = lazy(() =>
  withTimeout(import('../../features/content/components/announcement-popup.tsx')).then((m) => ({
    default: m.AnnouncementPopup,
  })),
);
const SitePopupDialog = lazy(() =>
  withTimeout(import('../../features/content/components/site-popup-dialog.tsx')).then((m) => ({
    default: m.SitePopupDialog,
  })),
);

/** The go-to-promotion button opens the rewardCenter page (spec §2). */
const PROMOTION_PATH = MONEY_PATHS.rewardCenter;

/**
 * The site's popups greet a player in the lobby (where a visit and a login land), never over a page
 * opened for a purpose: a deposit, a game list, the agent centre.
 */
const LOBBY_PATHS = new Set(['/', '/home', '/index', '/index.html']);

/**
 * The content's dialogs (spec §2, §4): the announcement popup while the address has
 * `?announcement=`, else, in the lobby, the next visitors' (PU) or after-login (PR) popup not yet
 * dismissed this session, one at a time and never over another dialog (a login, a message, a game,
 * the phone's menu drawer).
 */
export function ContentPopups() {
  const { brand } = useSite();
  const { pathname } = useLocation();
  const link = useAnnouncementLink();
  const popups = useSitePopups();
  const authPopup = useAuthPopupState().popup;
  const modalOpen = useModalEntries().some((entry) => entry.open);
  const { drawerOpen } = useSideMenu();
  const otherDialogs = modalOpen || drawerOpen;
  // A welcome popup waits for the page under it to have loaded (issue 16: its dialog opening amid the
  // lobby's first render made the home page's longest tasks on a phone).
  const settled = usePageSettled();
  const blocked = link.open || authPopup !== null || otherDialogs || !LOBBY_PATHS.has(pathname);
  const next = blocked || !settled ? undefined : popups.pending[0];
  return (
    <Suspense fallback={null}>
      {link.open ? <AnnouncementPopup timeZone={brand.timeZone} promotionPath={PROMOTION_PATH} /> : null}
      {next ? (
        <SitePopupDialog key={`${next.id}@${next.version}`} popup={next} onDismiss={popups.dismiss} />
      ) : null}
    </Suspense>
  );
}
