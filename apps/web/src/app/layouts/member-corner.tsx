import { useInboxSocket } from '../../features/inbox/hooks/use-inbox-socket.ts';
import { HeaderBalance } from '../../features/wallet/components/header-balance.tsx';
import type { UserInfo } from '../../lib/session.ts';
import { MONEY_PATHS } from '../routes/money-paths.ts';
import { AccountMenu } from './account-menu.tsx';

export interface MemberCornerProps {
  user: UserInfo | null;
  isAgent: boolean;
  isTrial: boolean;
  /** Shown until the balance (which names its own currency) arrives. */
  fallbackCurrency: string;
}

/**
 * A signed-in member's corner of the header (spec §2 "Header"): the live balance and the account
 * menu, with the unread-messages socket behind the menu's badge (never for trial users: spec §6).
 * Its own chunk: a visitor's first load does without it (issue 16).
 */
export function MemberCorner({ user, isAgent, isTrial, fallbackCurrency }: MemberCornerProps) {
  useInboxSocket();
  return (
    <>
      <HeaderBalance fallbackCurrency={fallbackCurrency} depositTo={MONEY_PATHS.deposit} live={!isTrial} />
      <AccountMenu user={user} isAgent={isAgent} isTrial={isTrial} />
    </>
  );
}
