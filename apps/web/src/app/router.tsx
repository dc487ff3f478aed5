import { isValidElement, lazy, Suspense, type ReactNode } from 'react';
import { matchRoutes, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { AGENT_SCREENS } from '../features/agent/menu.ts';
import { RequireAgent, RequireToken } from './guards.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { lazyPage } from './lazy-page.tsx';
import { MONEY_PATHS } from './routes/money-paths.ts';
import { OpenAuthPopup } from './routes/open-auth-popup.tsx';
import { RouteErrorBoundary } from './routes/route-error.tsx';
import { SiteGate } from './site-gate.tsx';

const HomePage = lazyPage(() => import('./routes/home-route.tsx'));
const CategoryPage = lazyPage(() => import('./routes/category-route.tsx'));
const LotteryPage = lazyPage(() => import('./routes/lottery-route.tsx'));
const PromotionsPage = lazyPage(() => import('./routes/promotions-route.tsx'));
const HelpPage = lazyPage(() => import('./routes/help-route.tsx'));
const AccountGamesPage = lazyPage(() => import('./routes/account-games-route.tsx'));
const AgentLoginPage = lazyPage(() => import('./routes/agent-login-route.tsx'));
const AgentHomePage = lazyPage(() => import('./routes/agent-home-route.tsx'));
const AgentScreenPage = lazyPage(() => import('./routes/agent-screen-route.tsx'));
const NotFoundPage = lazyPage(() => import('./routes/not-found-route.tsx'));
const SecurityCentrePage = lazyPage(() => import('./routes/security-centre-route.tsx'));
const MyWalletPage = lazyPage(() => import('./routes/my-wallet-route.tsx'));
const DepositPage = lazyPage(() => import('./routes/deposit-route.tsx'));
const WithdrawPage = lazyPage(() => import('./routes/withdraw-route.tsx'));
const WithdrawalConfirmPage = lazyPage(() => import('./routes/withdrawal-confirm-route.tsx'));
const TransferPage = lazyPage(() => import('./routes/transfer-route.tsx'));
const TransactionHistoryPage = lazyPage(() => import('./routes/transaction-history-route.tsx'));
const BettingRecordPage = lazyPage(() => import('./routes/betting-record-route.tsx'));
const MessagesPage = lazyPage(() => import('./routes/messages-route.tsx'));
const MirrorPage = lazyPage(() => import('./routes/mirror-route.tsx'));
const AppDownloadPage = lazyPage(() => import('./routes/app-download-route.tsx'));
const FeedbackPage = lazyPage(() => import('./routes/feedback-route.tsx'));
const ChatPage = lazyPage(() => import('./routes/chat-route.tsx'));
const MemberAccountPage = lazyPage(() => import('./routes/member-account-route.tsx'));
const PersonalProfitPage = lazyPage(() => import('./routes/personal-profit-route.tsx'));
const MissionsPage = lazyPage(() => import('./routes/missions-route.tsx'));
const ReferralPage = lazyPage(() => import('./routes/referral-route.tsx'));
const BonusDetailsPage = lazyPage(() => import('./routes/bonus-details-route.tsx'));
const RewardCenterPage = lazyPage(() => import('./routes/reward-center-route.tsx'));
const GameWalletsPage = lazyPage(() => import('./routes/game-wallets-route.tsx'));
const VipPage = lazyPage(() => import('./routes/vip-route.tsx'));
const SeamlessPage = lazyPage(() => import('./routes/seamless-route.tsx'));
const ManualRebatePage = lazyPage(() => import('./routes/manual-rebate-route.tsx'));
const PointMallPage = lazyPage(() => import('./routes/point-mall-route.tsx'));
const RedEnvelopePage = lazyPage(() => import('./routes/red-envelope-route.tsx'));
// Over the home page, with nothing of its own to show while it loads (and its dialogs stay out of the
// first load of every other page).
const SocialCallbackRoute = lazy(() => import('./routes/social-callback-route.tsx'));

/** Old and provider-facing deposit links (the payment provider returns to /depositv2?deposit=…). */
function ToDeposit() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: MONEY_PATHS.deposit, search }} replace />;
}

const home = <HomePage />;

/** Every route of spec §2. Paths are case-sensitive where the spec has two spellings (/vnLottery, /vnlottery). */
export const routes: RouteObject[] = [
  {
    // An error thrown while drawing replaces the whole site (the site gate's own views included) …
    element: (
      <RouteErrorBoundary>
        <SiteGate />
      </RouteErrorBoundary>
    ),
    children: [
      {
        // … or, below the gate, the layout with the page.
        element: (
          <RouteErrorBoundary>
            <RootLayout />
          </RouteErrorBoundary>
        ),
        children: caseSensitive([
          // Home
          { index: true, element: home },
          { path: 'index', element: home },
          { path: 'index.html', element: home },
          { path: 'home', element: home },
          // Home with a popup open; closing it goes to /
          {
            path: 'login',
            element: (
              <>
                <OpenAuthPopup popup="login" />
                {home}
              </>
            ),
          },
          {
            path: 'register',
            element: (
              <>
                <OpenAuthPopup popup="register" />
                {home}
              </>
            ),
          },
          {
            path: 'forgotPassword',
            element: (
              <>
                <OpenAuthPopup popup="forgot" />
                {home}
              </>
            ),
          },
          // Where Google and Facebook send the browser back to (spec §1 social login)
          {
            path: 'socialCallback',
            element: (
              <>
                <Suspense fallback={null}>
                  <SocialCallbackRoute />
                </Suspense>
                {home}
              </>
            ),
          },
          // Public pages
          { path: 'promotions', element: <PromotionsPage /> },
          { path: 'help', element: <HelpPage /> },
          { path: 'helpmc', element: <HelpPage /> },
          { path: 'pointMall', element: <PointMallPage /> },
          // The seamless wallet (spec §4 "Wallets"): public, with the member's balances when signed in
          { path: 'seamless', element: <SeamlessPage /> },
          // VIP levels (issue 12): public, with the member's progress when signed in
          { path: 'vip', element: <VipPage /> },
          // Pages that need a session token (visitors go to /login)
          {
            element: <RequireToken />,
            children: [
              // My account (spec §2 "/member", header menu "my account")
              { path: 'member', element: <MemberAccountPage /> },
              // Member centre (spec §2 "Member centre menu")
              { path: 'account/security', element: <SecurityCentrePage /> },
              // Money pages (spec §2 depositv2, withdraw + confirmation, transferUpline, transferFund, transactionHistory, my wallet)
              { path: 'account/wallet', element: <MyWalletPage /> },
              { path: 'account/gameWallets', element: <GameWalletsPage /> },
              { path: 'account/manualRebate', element: <ManualRebatePage /> },
              { path: 'account/redEnvelope', element: <RedEnvelopePage /> },
              { path: 'account/depositv2', element: <DepositPage /> },
              { path: 'account/withdraw', element: <WithdrawPage /> },
              { path: 'account/withdraw/:id', element: <WithdrawalConfirmPage /> },
              { path: 'account/transferUpline', element: <TransferPage direction="upline" /> },
              { path: 'account/transferFund', element: <TransferPage direction="downline" /> },
              { path: 'account/transactionHistory', element: <TransactionHistoryPage /> },
              { path: 'account/bettingRecord', element: <BettingRecordPage /> },
              { path: 'account/personalProfit', element: <PersonalProfitPage /> },
              // Missions with their leaderboard, and the referral programme (spec §2 member centre, issue 12)
              { path: 'account/missionLeaderboard', element: <MissionsPage /> },
              { path: 'account/referral', element: <ReferralPage /> },
              { path: 'account/bonusDetails', element: <BonusDetailsPage /> },
              { path: 'account/rewardCenter', element: <RewardCenterPage /> },
              // Feedback (spec §3)
              { path: 'account/feedback', element: <FeedbackPage /> },
              { path: 'account/messages', element: <MessagesPage /> },
              // Lottery routes
              { path: 'lottery', element: <LotteryPage page="lottery" /> },
              { path: 'seaLottery', element: <LotteryPage page="seaLottery" /> },
              { path: 'vnLottery', element: <LotteryPage page="vnLottery" /> },
            ],
          },
          // Old links
          { path: 'account/deposit', element: <ToDeposit /> },
          { path: 'depositv2', element: <ToDeposit /> },
          { path: 'account/messageV2', element: <Navigate to={MONEY_PATHS.messages} replace /> },
          // The chat room with the live models (spec §1, §2 popups "chat room")
          { path: 'chat', element: <ChatPage /> },
          // Mirror-site list (spec §1)
          { path: 'mirror', element: <MirrorPage /> },
          { path: 'mirrors', element: <MirrorPage /> },
          // App download guides (spec §1: iOS, Android, lite iOS)
          { path: 'download', element: <AppDownloadPage /> },
          // Game centres and game lists
          { path: 'sports', element: <CategoryPage page="sports" /> },
          { path: 'esports', element: <CategoryPage page="esports" /> },
          { path: 'lott', element: <CategoryPage page="lott" /> },
          { path: 'elott', element: <CategoryPage page="elott" /> },
          { path: 'live', element: <CategoryPage page="live" /> },
          { path: 'fish', element: <CategoryPage page="fish" /> },
          { path: 'rng', element: <CategoryPage page="rng" /> },
          { path: 'pvp', element: <CategoryPage page="pvp" /> },
          // Account game routes (login popup for visitors)
          { path: 'favorite', element: <AccountGamesPage kind="favorite" /> },
          { path: 'recent', element: <AccountGamesPage kind="recent" /> },
          // Other game pages
          { path: 'lottert', element: <LotteryPage page="lottert" /> },
          { path: 'vnlottery', element: <LotteryPage page="vnlottery" /> },
          { path: 'sealottery', element: <LotteryPage page="sealottery" /> },
          // Agents
          { path: 'agent', element: <AgentLoginPage /> },
          {
            // Agents only (others go to /agent)
            element: <RequireAgent />,
            children: [
              {
                path: 'agentHome',
                element: <AgentHomePage />,
                // The agent centre's screens (spec §2 "Agent centre (overlay) menu"), each a link of its own.
                children: [
                  { index: true, element: <AgentScreenPage screen={null} /> },
                  ...AGENT_SCREENS.map((screen) => ({
                    path: screen,
                    element: <AgentScreenPage screen={screen} />,
                  })),
                ],
              },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ]),
      },
    ],
  },
];

/** Every route below the layout matches its path case-sensitively (spec §2 has /vnLottery and /vnlottery). */
function caseSensitive(list: RouteObject[]): RouteObject[] {
  return list.map((route) =>
    route.index
      ? route
      : { ...route, caseSensitive: true, children: route.children && caseSensitive(route.children) },
  );
}

/**
 * The branch of the route tree that matches each address, kept: React Router flattens and ranks all
 * of the site's routes at every `useRoutes` render and `matchRoutes` call, a tenth of the first
 * render's time on a phone (issue 16). Given only the matched branch, `useRoutes` draws the same
 * elements (the same layouts, kept mounted from one address to the next).
 */
const branches = new Map<string, RouteObject[]>();
const MAX_KEPT_BRANCHES = 64;

function matchedBranch(pathname: string): RouteObject[] {
  const kept = branches.get(pathname);
  if (kept) return kept;
  const matched = matchRoutes(routes, pathname)?.map(({ route }) => route as RouteObject);
  const branch = matched
    ? [
        matched.reduceRight<RouteObject | undefined>(
          (child, route) => ({ ...route, children: child ? [child] : undefined }) as RouteObject,
          undefined,
        )!,
      ]
    : routes;
  if (branches.size >= MAX_KEPT_BRANCHES) branches.clear();
  branches.set(pathname, branch);
  return branch;
}

/** The site's routes, drawn for the current address (inside the app's `BrowserRouter`). */
export function AppRoutes() {
  return useRoutes(matchedBranch(useLocation().pathname));
}

function preloadIn(node: ReactNode): Promise<void> | null {
  if (!isValidElement(node)) return null;
  const preload = (node.type as { preload?: () => Promise<void> }).preload;
  if (preload) return preload();
  const children = (node.props as { children?: ReactNode }).children;
  if (!Array.isArray(children)) return preloadIn(children);
  for (const child of children) {
    const found = preloadIn(child);
    if (found) return found;
  }
  return null;
}

/**
 * Starts loading the chunk of the page at `pathname` while the app itself is still starting, so the
 * page does not wait for the site gate before asking for its code (issue 16). Resolves once it is in
 * (or failed: the page then retries it itself).
 */
export function preloadRouteFor(pathname: string): Promise<void> {
  // Every matched level: a nested page (the agent centre and its screen) is two chunks.
  const loads: Promise<void>[] = [];
  for (const { route } of matchRoutes(matchedBranch(pathname), pathname) ?? []) {
    const load = route.element ? preloadIn(route.element) : null;
    if (load) loads.push(load);
  }
  return Promise.all(loads).then(() => undefined);
}
