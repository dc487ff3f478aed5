import type { IconName } from '../../components/icon/icon.tsx';

/**
 * The member centre's money pages (spec §2 "Member centre menu": depositv2, withdraw,
 * transferUpline, transferFund, transactionHistory; "my wallet"; the withdrawal confirmation
 * screen), under /account like the security centre.
 */
export const MONEY_PATHS = {
  /** My account (spec §2 "/member: the member centre", header menu "my account"): profile, contact, payout methods. */
  member: '/member',
  wallet: '/account/wallet',
  deposit: '/account/depositv2',
  withdraw: '/account/withdraw',
  transferUpline: '/account/transferUpline',
  transferFund: '/account/transferFund',
  records: '/account/transactionHistory',
  /** Platform messages (messageV2): not money, but a member-centre page in the same frame. */
  messages: '/account/messages',
  /** Feedback (spec §3): the member's questions and the operator's answers, in the same frame. */
  feedback: '/account/feedback',
  /** personalProfit: the member's own win/loss by day and category. */
  profit: '/account/personalProfit',
  /** Spec §4 "Wallets": the transfer-wallet vendors' game wallets, recalled to the main wallet. */
  gameWallets: '/account/gameWallets',
  /** bonusDetails (issue 12): every bonus with its wagering progress and what counts toward it. */
  bonusDetails: '/account/bonusDetails',
  /** rewardCenter (issue 12): rewards waiting to be claimed before their deadline. */
  rewardCenter: '/account/rewardCenter',
  /** manualRebate (issue 12): the real-time rebate the member claims, and every rebate paid. */
  rebate: '/account/manualRebate',
  /** missionLeaderboard (issue 12): daily and weekly missions, their rewards and the leaderboard. */
  missions: '/account/missionLeaderboard',
  /** referral (issue 12): the member's code and link, the rule and the referred friends. */
  referral: '/account/referral',
  /** Red envelope (spec §2 member area, issue 12): the round open now or next, and my claims. */
  redEnvelope: '/account/redEnvelope',
} as const;

export type MoneyPage = keyof typeof MONEY_PATHS;

/** The confirmation screen of one withdrawal. */
export const withdrawalPath = (id: string) => `${MONEY_PATHS.withdraw}/${encodeURIComponent(id)}`;

/** The icon of each money page (page headers, the money navigation, the account menu). */
export const MONEY_ICONS: Record<MoneyPage, IconName> = {
  member: 'user',
  wallet: 'wallet',
  deposit: 'plus',
  withdraw: 'arrowUp',
  transferUpline: 'swap',
  transferFund: 'users',
  records: 'record',
  messages: 'mail',
  feedback: 'megaphone',
  profit: 'chart',
  gameWallets: 'gamepad',
  bonusDetails: 'sparkle',
  rewardCenter: 'gift',
  rebate: 'gift',
  missions: 'trophy',
  referral: 'users',
  redEnvelope: 'sparkle',
};
