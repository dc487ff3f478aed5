import { isTrialType, type LanguageCode } from '@platform/contracts';
import { lazy, Suspense } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ContractsPage } from '../features/agent-contracts/contracts-page.tsx';
import { RunsPage } from '../features/agent-contracts/runs-page.tsx';
import { SettlementsPage } from '../features/agent-contracts/settlements-page.tsx';
import { TemplatesPage } from '../features/agent-contracts/templates-page.tsx';
import { AgentsPage } from '../features/agents/agents-page.tsx';
import { AuditLogPage } from '../features/audit-log/audit-log-page.tsx';
import { BrandConfigPage } from '../features/brand-config/brand-config-page.tsx';
import { CashierSettingsPage } from '../features/cashier-settings/cashier-settings-page.tsx';
import { isKind } from '../features/content/content-list.ts';
import { ContentPage } from '../features/content/content-page.tsx';
import { knownTimeZone } from '../features/content/schedule.ts';
import { DashboardPage } from '../features/dashboard/dashboard-page.tsx';
import { DepositChannelsPage } from '../features/deposit-channels/deposit-channels-page.tsx';
import { DepositsPage } from '../features/deposits/deposits-page.tsx';
import { ChatPage } from '../features/chat/chat-page.tsx';
import { FeedbackPage } from '../features/feedback/feedback-page.tsx';
import { LiveModelsPage } from '../features/live-models/live-models-page.tsx';
import { GameCategoriesPage } from '../features/game-categories/game-categories-page.tsx';
import { GamesPage } from '../features/games/games-page.tsx';
import { LedgerPage } from '../features/ledger/ledger-page.tsx';
import { MemberWallet } from '../features/member-wallet/member-wallet.tsx';
import { MemberDetailPage } from '../features/members/member-detail-page.tsx';
import { MembersPage } from '../features/members/members-page.tsx';
import { MessagesPage } from '../features/messages/messages-page.tsx';
import { OperatorsPage } from '../features/operators/operators-page.tsx';
import { OutboxPage } from '../features/outbox/outbox-page.tsx';
import { RegionRulesPage } from '../features/region-rules/region-rules-page.tsx';
import { RegisterRulesPage } from '../features/register-rules/register-rules-page.tsx';
import { SiteStatusPage } from '../features/site-status/site-status-page.tsx';
import { SocialProvidersPage } from '../features/social-providers/social-providers-page.tsx';
import { VendorsPage } from '../features/vendors/vendors-page.tsx';
import { WhitelabelPage } from '../features/whitelabel/whitelabel-page.tsx';
import { WithdrawalsPage } from '../features/withdrawals/withdrawals-page.tsx';
import { RebatesPage } from '../features/vip-rebates/rebates-page.tsx';
import { VipLevelsPage } from '../features/vip-rebates/vip-levels-page.tsx';
import { BonusGrantsPage } from '../features/bonuses/bonus-grants-page.tsx';
import { LotteryDrawsPage } from '../features/lottery/lottery-draws-page.tsx';
import { LotteryOddsPage } from '../features/lottery/lottery-odds-page.tsx';
import { MissionsPage } from '../features/missions/missions-page.tsx';
import { ApplicationsPage } from '../features/promotions/applications-page.tsx';
import { CampaignsPage } from '../features/promotions/campaigns-page.tsx';
import { ReferralsPage } from '../features/referrals/referrals-page.tsx';
import { PointsMallPage } from '../features/points-rewards/points-mall-page.tsx';
import { RedEnvelopeRoundsPage } from '../features/points-rewards/red-envelope-rounds-page.tsx';
import { RedemptionsPage } from '../features/points-rewards/redemptions-page.tsx';
import { Skeleton } from '../components/ui.tsx';
import { useSettings } from '../lib/merchant-settings.ts';
import { useMerchant } from './merchant-context.tsx';
import { useSession } from './session.tsx';

/** Route components: they compose features with the app's session and merchant choice. */
function useScope() {
  const { merchantCode, merchant } = useMerchant();
  const { can } = useSession();
  return { merchantCode, brandName: merchant?.brandName ?? merchantCode, canWrite: can('system.write') };
}

export function DashboardRoute() {
  const { merchants, select } = useMerchant();
  const navigate = useNavigate();
  return (
    <DashboardPage
      merchants={merchants}
      onOpen={(code) => {
        select(code);
        void navigate('/site-status');
      }}
    />
  );
}

export const SiteStatusRoute = () => {
  const scope = useScope();
  return scope.merchantCode ? <SiteStatusPage key={scope.merchantCode} {...scope} /> : null;
};

export const RegionRulesRoute = () => {
  const scope = useScope();
  return scope.merchantCode ? <RegionRulesPage key={scope.merchantCode} {...scope} /> : null;
};

export const WhitelabelRoute = () => {
  const scope = useScope();
  return scope.merchantCode ? <WhitelabelPage key={scope.merchantCode} {...scope} /> : null;
};

export const BrandConfigRoute = () => {
  const scope = useScope();
  return scope.merchantCode ? (
    <BrandConfigPage key={scope.merchantCode} merchantCode={scope.merchantCode} canWrite={scope.canWrite} />
  ) : null;
};

export const OperatorsRoute = () => <OperatorsPage canManage={useSession().can('operators.manage')} />;

export const AuditLogRoute = () => <AuditLogPage />;

export const RegisterRulesRoute = () => {
  const scope = useScope();
  return scope.merchantCode ? <RegisterRulesPage key={scope.merchantCode} {...scope} /> : null;
};

export const SocialProvidersRoute = () => {
  const scope = useScope();
  return scope.merchantCode ? <SocialProvidersPage key={scope.merchantCode} {...scope} /> : null;
};

export const MembersRoute = () => {
  const { merchantCode, brandName } = useScope();
  return merchantCode ? (
    <MembersPage key={merchantCode} merchantCode={merchantCode} brandName={brandName} />
  ) : null;
};

export const AgentsRoute = () => {
  const { merchantCode, brandName } = useScope();
  const { merchant } = useMerchant();
  return merchantCode ? (
    <AgentsPage
      key={merchantCode}
      merchantCode={merchantCode}
      brandName={brandName}
      currency={merchant?.currency ?? ''}
    />
  ) : null;
};

/** The merchant whose agent contracts are shown, with its currency (contract amounts are in it). */
function useContractScope() {
  const { merchantCode, brandName } = useScope();
  const { merchant } = useMerchant();
  const { can } = useSession();
  return { merchantCode, brandName, currency: merchant?.currency ?? '', can };
}

export const AgentContractsRoute = () => {
  const { can, ...scope } = useContractScope();
  return scope.merchantCode ? (
    <ContractsPage key={scope.merchantCode} {...scope} canWrite={can('members.write')} />
  ) : null;
};

export const SettlementRunsRoute = () => {
  const { can, ...scope } = useContractScope();
  return scope.merchantCode ? (
    <RunsPage key={scope.merchantCode} {...scope} canRun={can('members.write')} />
  ) : null;
};

export const SettlementsRoute = () => {
  const { can, ...scope } = useContractScope();
  return scope.merchantCode ? (
    <SettlementsPage key={scope.merchantCode} {...scope} canForce={can('members.write')} />
  ) : null;
};

export const ContractTemplatesRoute = () => {
  const { can, ...scope } = useContractScope();
  return scope.merchantCode ? (
    <TemplatesPage key={scope.merchantCode} {...scope} canWrite={can('members.write')} />
  ) : null;
};

export const MemberDetailRoute = () => {
  const { merchantCode } = useScope();
  const { id = '' } = useParams();
  const { can } = useSession();
  const canAdjust = can('money.write');
  return merchantCode ? (
    <MemberDetailPage
      key={`${merchantCode}:${id}`}
      merchantCode={merchantCode}
      memberId={id}
      canWrite={can('members.write')}
      wallet={
        can('money.read')
          ? (member) => (
              <MemberWallet
                merchantCode={merchantCode}
                memberId={member.id}
                username={member.username}
                canAdjust={canAdjust}
                canApprove={can('money.approve')}
                trial={isTrialType(member.type)}
              />
            )
          : undefined
      }
    />
  ) : null;
};

export const OutboxRoute = () => <OutboxPage />;

export const DepositsRoute = () => {
  const { merchantCode, brandName } = useScope();
  const canReview = useSession().can('money.approve');
  return merchantCode ? (
    <DepositsPage
      key={merchantCode}
      merchantCode={merchantCode}
      brandName={brandName}
      canReview={canReview}
    />
  ) : null;
};

export const DepositChannelsRoute = () => {
  const { merchantCode, brandName, canWrite } = useScope();
  const { merchant } = useMerchant();
  return merchantCode ? (
    <DepositChannelsPage
      key={merchantCode}
      merchantCode={merchantCode}
      brandName={brandName}
      currency={merchant?.currency ?? ''}
      canWrite={canWrite}
    />
  ) : null;
};

export const WithdrawalsRoute = () => {
  const { merchantCode, brandName } = useScope();
  const { operator, can } = useSession();
  return merchantCode ? (
    <WithdrawalsPage
      key={merchantCode}
      merchantCode={merchantCode}
      brandName={brandName}
      operator={operator?.username ?? ''}
      canReview={can('money.approve')}
    />
  ) : null;
};

export const CashierSettingsRoute = () => {
  const scope = useScope();
  const { merchant } = useMerchant();
  return scope.merchantCode ? (
    <CashierSettingsPage key={scope.merchantCode} {...scope} currency={merchant?.currency ?? ''} />
  ) : null;
};

export const LedgerRoute = () => <LedgerPage merchants={useMerchant().merchants} />;

/** Bonus grants (issue 12): read with money.read; manual grants and cancellations with rewards.approve. */
export const BonusGrantsRoute = () => {
  const { merchantCode, brandName } = useScope();
  const { merchant } = useMerchant();
  const { can } = useSession();
  return merchantCode ? (
    <BonusGrantsPage
      key={merchantCode}
      merchantCode={merchantCode}
      brandName={brandName}
      currency={merchant?.currency ?? ''}
      canApprove={can('rewards.approve')}
    />
  ) : null;
};

/** Rewards (issue 12): VIP levels and rebates, for operators with rewards.manage. */
function useRewardsScope() {
  const scope = useScope();
  const { merchant } = useMerchant();
  const { can } = useSession();
  return {
    ...scope,
    canWrite: can('rewards.manage'),
    currency: merchant?.currency ?? '',
    timeZone: merchant?.timeZone,
  };
}

export const VipLevelsRoute = () => {
  const scope = useRewardsScope();
  return scope.merchantCode ? <VipLevelsPage key={scope.merchantCode} {...scope} /> : null;
};

export const RebatesRoute = () => {
  const scope = useRewardsScope();
  return scope.merchantCode ? <RebatesPage key={scope.merchantCode} {...scope} /> : null;
};

/** Promotion campaigns (issue 12): texts in the merchant's languages, for operators with rewards.manage. */
export const CampaignsRoute = () => {
  const { merchantCode, brandName } = useScope();
  const { merchant } = useMerchant();
  const { can } = useSession();
  const brand = useSettings(merchantCode).data?.brandConfig;
  const defaultLanguage = brand?.defaultLanguage ?? merchant?.defaultLanguage ?? 'EN';
  return merchantCode ? (
    <CampaignsPage
      key={merchantCode}
      merchantCode={merchantCode}
      brandName={brandName}
      languages={brand?.supportedLanguages ?? [defaultLanguage]}
      defaultLanguage={defaultLanguage}
      canWrite={can('rewards.manage')}
    />
  ) : null;
};

/** Activity applications to review (issue 12), for operators with rewards.approve. */
export const PromotionApplicationsRoute = () => {
  const scope = useRewardsScope();
  const { can } = useSession();
  return scope.merchantCode ? (
    <ApplicationsPage
      key={scope.merchantCode}
      merchantCode={scope.merchantCode}
      brandName={scope.brandName}
      currency={scope.currency}
      canApprove={can('rewards.approve')}
    />
  ) : null;
};

/** Missions (issue 12): titles in the merchant's languages, for operators with rewards.manage. */
export const MissionsRoute = () => {
  const { merchantCode, brandName } = useScope();
  const { merchant } = useMerchant();
  const brand = useSettings(merchantCode).data?.brandConfig;
  const defaultLanguage = brand?.defaultLanguage ?? merchant?.defaultLanguage ?? 'EN';
  return merchantCode ? (
    <MissionsPage
      key={merchantCode}
      merchantCode={merchantCode}
      brandName={brandName}
      languages={brand?.supportedLanguages ?? [defaultLanguage]}
      defaultLanguage={defaultLanguage}
    />
  ) : null;
};

/** The referral rule and the referrals with their abuse flags (rewards.manage). */
export const ReferralsRoute = () => {
  const { merchantCode, brandName } = useScope();
  return merchantCode ? (
    <ReferralsPage key={merchantCode} merchantCode={merchantCode} brandName={brandName} />
  ) : null;
};

/** The merchant's languages (brand config), for per-language names of goods and rounds. */
function useMerchantLanguages(merchantCode: string) {
  const { merchant } = useMerchant();
  const brand = useSettings(merchantCode).data?.brandConfig;
  const defaultLanguage = brand?.defaultLanguage ?? merchant?.defaultLanguage ?? 'EN';
  return brand?.supportedLanguages ?? [defaultLanguage];
}

/** The points mall: earning ratios, conversion and goods (rewards.manage). */
export const PointsMallRoute = () => {
  const scope = useRewardsScope();
  const languages = useMerchantLanguages(scope.merchantCode);
  return scope.merchantCode ? (
    <PointsMallPage key={scope.merchantCode} {...scope} languages={languages} />
  ) : null;
};

/** The redemption queue (rewards.approve). */
export const RedemptionsRoute = () => {
  const scope = useRewardsScope();
  const { can } = useSession();
  return scope.merchantCode ? (
    <RedemptionsPage key={scope.merchantCode} {...scope} canApprove={can('rewards.approve')} />
  ) : null;
};

/** Red-envelope rounds (rewards.manage). */
export const RedEnvelopeRoundsRoute = () => {
  const scope = useRewardsScope();
  const languages = useMerchantLanguages(scope.merchantCode);
  return scope.merchantCode ? (
    <RedEnvelopeRoundsPage key={scope.merchantCode} {...scope} languages={languages} />
  ) : null;
};

export const VendorsRoute = () => <VendorsPage canManage={useSession().can('vendors.manage')} />;

/** The game catalog is shared by every merchant; the vendor managers change it. */
export const GamesRoute = () => <GamesPage canManage={useSession().can('vendors.manage')} />;

export const GameCategoriesRoute = () => {
  const { merchantCode, brandName } = useScope();
  const canManage = useSession().can('vendors.manage');
  return merchantCode ? (
    <GameCategoriesPage
      key={merchantCode}
      merchantCode={merchantCode}
      brandName={brandName}
      canManage={canManage}
    />
  ) : null;
};

/** Support (feedback, chat, live models): everyone reads; support.manage answers, moderates, edits. */
export const FeedbackRoute = () => {
  const { merchantCode, brandName } = useScope();
  const canAnswer = useSession().can('support.manage');
  return merchantCode ? (
    <FeedbackPage
      key={merchantCode}
      merchantCode={merchantCode}
      brandName={brandName}
      canAnswer={canAnswer}
    />
  ) : null;
};

export const ChatRoute = () => {
  const { merchantCode, brandName } = useScope();
  const canModerate = useSession().can('support.manage');
  return merchantCode ? (
    <ChatPage
      key={merchantCode}
      merchantCode={merchantCode}
      brandName={brandName}
      canModerate={canModerate}
    />
  ) : null;
};

export const LiveModelsRoute = () => {
  const { merchantCode, brandName } = useScope();
  const { can } = useSession();
  return merchantCode ? (
    <LiveModelsPage
      key={merchantCode}
      merchantCode={merchantCode}
      brandName={brandName}
      canManage={can('support.manage')}
      canUpload={can('content.manage')}
    />
  ) : null;
};

// The content editor and the composer carry the rich-text editor (TipTap, ProseMirror): their code
// loads when one is opened, not with the console.
const ContentEditorPage = lazy(() =>
  import('../features/content/content-editor-page.tsx').then((m) => ({ default: m.ContentEditorPage })),
);
const ComposePage = lazy(() =>
  import('../features/messages/compose-page.tsx').then((m) => ({ default: m.ComposePage })),
);

/** What the content editor and the composer need of the merchant: its clock and its languages. */
function useContentScope() {
  const { merchantCode, brandName } = useScope();
  const { merchant } = useMerchant();
  const settings = useSettings(merchantCode);
  const brand = settings.data?.brandConfig;
  const defaultLanguage = (brand?.defaultLanguage ?? merchant?.defaultLanguage ?? 'EN') as LanguageCode;
  return {
    merchantCode,
    brandName,
    timeZone: knownTimeZone(brand?.timeZone ?? merchant?.timeZone),
    defaultLanguage,
    languages: brand?.supportedLanguages ?? [defaultLanguage],
    canWrite: useSession().can('content.manage'),
    ready: !!brand,
  };
}

export const ContentRoute = () => {
  const scope = useContentScope();
  return scope.merchantCode ? <ContentPage key={scope.merchantCode} {...scope} /> : null;
};

export const ContentEditorRoute = () => {
  const scope = useContentScope();
  const { id } = useParams();
  const [params] = useSearchParams();
  const kind = params.get('kind') ?? '';
  return scope.merchantCode && scope.ready ? (
    <Suspense fallback={<Skeleton rows={8} />}>
      <ContentEditorPage
        key={`${scope.merchantCode}:${id ?? 'new'}`}
        {...scope}
        id={id ?? null}
        kind={isKind(kind) ? kind : 'BANNER'}
      />
    </Suspense>
  ) : null;
};

export const MessagesRoute = () => {
  const { merchantCode, brandName, canWrite } = useContentScope();
  return merchantCode ? (
    <MessagesPage key={merchantCode} merchantCode={merchantCode} brandName={brandName} canWrite={canWrite} />
  ) : null;
};

export const ComposeMessageRoute = () => {
  const scope = useContentScope();
  return scope.merchantCode && scope.ready && scope.canWrite ? (
    <Suspense fallback={<Skeleton rows={8} />}>
      <ComposePage
        key={scope.merchantCode}
        merchantCode={scope.merchantCode}
        brandName={scope.brandName}
        languages={scope.languages}
        defaultLanguage={scope.defaultLanguage}
      />
    </Suspense>
  ) : null;
};

// The reports carry the chart library (recharts): their code loads when a report is opened.
const RevenuePage = lazy(() =>
  import('../features/reports/revenue-page.tsx').then((m) => ({ default: m.RevenuePage })),
);
const BreakdownPage = lazy(() =>
  import('../features/reports/breakdown-page.tsx').then((m) => ({ default: m.BreakdownPage })),
);
const RankingsPage = lazy(() =>
  import('../features/reports/rankings-page.tsx').then((m) => ({ default: m.RankingsPage })),
);
const DailyClosePage = lazy(() =>
  import('../features/reports/daily-close-page.tsx').then((m) => ({ default: m.DailyClosePage })),
);

/** A report screen for the chosen merchant: its currency, its clock, and who may rebuild the summaries. */
function reportRoute(Page: typeof RevenuePage) {
  return function ReportRoute() {
    const { merchantCode, brandName } = useScope();
    const { merchant } = useMerchant();
    const { can } = useSession();
    if (!merchantCode || !merchant) return null;
    return (
      <Suspense fallback={<Skeleton rows={8} />}>
        <Page
          key={merchantCode}
          merchantCode={merchantCode}
          brandName={brandName}
          currency={merchant.currency}
          currencies={[merchant.currency]}
          timeZone={knownTimeZone(merchant.timeZone)}
          canRebuild={can('system.write')}
        />
      </Suspense>
    );
  };
}

export const ReportsRoute = reportRoute(RevenuePage);
export const ReportBreakdownRoute = reportRoute(BreakdownPage);
export const ReportRankingsRoute = reportRoute(RankingsPage);
export const DailyCloseRoute = reportRoute(DailyClosePage);

/** Lottery draws (issue 14): result entry and cancellation with lottery.manage, approval with lottery.approve. */
export const LotteryDrawsRoute = () => {
  const { can, operator } = useSession();
  return (
    <LotteryDrawsPage
      canManage={can('lottery.manage')}
      canApprove={can('lottery.approve')}
      operatorId={operator?.id}
    />
  );
};

/** A merchant's lottery odds, stake units and liability limits (issue 14), edited with lottery.manage. */
export const LotteryOddsRoute = () => {
  const { merchantCode, brandName } = useScope();
  const { can } = useSession();
  return merchantCode ? (
    <LotteryOddsPage
      key={merchantCode}
      merchantCode={merchantCode}
      brandName={brandName}
      canWrite={can('lottery.manage')}
    />
  ) : null;
};
