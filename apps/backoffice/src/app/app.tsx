import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Skeleton } from '../components/ui.tsx';
import { ChangePasswordPage } from '../features/auth/change-password-page.tsx';
import { LoginPage } from '../features/auth/login-page.tsx';
import { Layout } from './layout.tsx';
import { MerchantProvider } from './merchant-context.tsx';
import {
  AgentContractsRoute,
  AgentsRoute,
  AuditLogRoute,
  BrandConfigRoute,
  CashierSettingsRoute,
  ComposeMessageRoute,
  ContentEditorRoute,
  ContentRoute,
  ChatRoute,
  DashboardRoute,
  DepositChannelsRoute,
  DepositsRoute,
  DailyCloseRoute,
  FeedbackRoute,
  GameCategoriesRoute,
  GamesRoute,
  LedgerRoute,
  LiveModelsRoute,
  MemberDetailRoute,
  MembersRoute,
  MessagesRoute,
  OperatorsRoute,
  OutboxRoute,
  RegionRulesRoute,
  RegisterRulesRoute,
  ReportBreakdownRoute,
  ReportRankingsRoute,
  ReportsRoute,
  SettlementRunsRoute,
  SettlementsRoute,
  ContractTemplatesRoute,
  SiteStatusRoute,
  SocialProvidersRoute,
  VendorsRoute,
  WhitelabelRoute,
  WithdrawalsRoute,
  VipLevelsRoute,
  BonusGrantsRoute,
  LotteryDrawsRoute,
  LotteryOddsRoute,
  RebatesRoute,
  MissionsRoute,
  ReferralsRoute,
  PointsMallRoute,
  RedemptionsRoute,
  RedEnvelopeRoundsRoute,
  CampaignsRoute,
  PromotionApplicationsRoute,
} from './routes.tsx';
import { SessionProvider, useSession } from './session.tsx';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 10_000, refetchOnWindowFocus: true, retry: 1 } },
});

const router = createBrowserRouter(
  [
    {
      element: <Layout />,
      children: [
        { index: true, element: <DashboardRoute /> },
        { path: 'reports', element: <ReportsRoute /> },
        { path: 'reports/breakdown', element: <ReportBreakdownRoute /> },
        { path: 'reports/rankings', element: <ReportRankingsRoute /> },
        { path: 'reports/daily-close', element: <DailyCloseRoute /> },
        { path: 'site-status', element: <SiteStatusRoute /> },
        { path: 'region-rules', element: <RegionRulesRoute /> },
        { path: 'whitelabel', element: <WhitelabelRoute /> },
        { path: 'brand-config', element: <BrandConfigRoute /> },
        { path: 'register-rules', element: <RegisterRulesRoute /> },
        { path: 'social-providers', element: <SocialProvidersRoute /> },
        { path: 'members', element: <MembersRoute /> },
        { path: 'members/:id', element: <MemberDetailRoute /> },
        { path: 'agents', element: <AgentsRoute /> },
        { path: 'agent-contracts', element: <AgentContractsRoute /> },
        { path: 'agent-contracts/runs', element: <SettlementRunsRoute /> },
        { path: 'agent-contracts/settlements', element: <SettlementsRoute /> },
        { path: 'agent-contracts/templates', element: <ContractTemplatesRoute /> },
        { path: 'deposits', element: <DepositsRoute /> },
        { path: 'deposit-channels', element: <DepositChannelsRoute /> },
        { path: 'withdrawals', element: <WithdrawalsRoute /> },
        { path: 'cashier-settings', element: <CashierSettingsRoute /> },
        { path: 'ledger', element: <LedgerRoute /> },
        { path: 'rewards/bonuses', element: <BonusGrantsRoute /> },
        { path: 'rewards/promotions', element: <CampaignsRoute /> },
        { path: 'rewards/applications', element: <PromotionApplicationsRoute /> },
        { path: 'rewards/vip', element: <VipLevelsRoute /> },
        { path: 'rewards/rebates', element: <RebatesRoute /> },
        { path: 'rewards/missions', element: <MissionsRoute /> },
        { path: 'rewards/referrals', element: <ReferralsRoute /> },
        { path: 'rewards/points', element: <PointsMallRoute /> },
        { path: 'rewards/redemptions', element: <RedemptionsRoute /> },
        { path: 'rewards/red-envelopes', element: <RedEnvelopeRoundsRoute /> },
        { path: 'lottery/draws', element: <LotteryDrawsRoute /> },
        { path: 'lottery/odds', element: <LotteryOddsRoute /> },
        { path: 'vendors', element: <VendorsRoute /> },
        { path: 'games', element: <GamesRoute /> },
        { path: 'game-categories', element: <GameCategoriesRoute /> },
        { path: 'outbox', element: <OutboxRoute /> },
        { path: 'content', element: <ContentRoute /> },
        { path: 'content/new', element: <ContentEditorRoute /> },
        { path: 'content/:id', element: <ContentEditorRoute /> },
        { path: 'messages', element: <MessagesRoute /> },
        { path: 'messages/new', element: <ComposeMessageRoute /> },
        { path: 'feedback', element: <FeedbackRoute /> },
        { path: 'chat', element: <ChatRoute /> },
        { path: 'live-models', element: <LiveModelsRoute /> },
        { path: 'operators', element: <OperatorsRoute /> },
        { path: 'audit-log', element: <AuditLogRoute /> },
        { path: 'account', element: <ChangePasswordPage forced={false} /> },
        { path: '*', element: <DashboardRoute /> },
      ],
    },
  ],
  { basename: '/bo' },
);

function Gate() {
  const { operator, loading, signIn } = useSession();
  if (loading) {
    return (
      <div style={{ padding: 40 }}>
        <Skeleton rows={4} />
      </div>
    );
  }
  if (!operator) return <LoginPage onSignedIn={signIn} />;
  if (operator.mustChangePassword) return <ChangePasswordPage forced />;
  return (
    <MerchantProvider>
      <RouterProvider router={router} />
    </MerchantProvider>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <Gate />
      </SessionProvider>
    </QueryClientProvider>
  );
}
