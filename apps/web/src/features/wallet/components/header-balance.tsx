import { useSessionToken } from '../../../lib/use-session-token.ts';
import { useBalance } from '../api/wallet-api.ts';
import { useBalanceSocket } from '../hooks/use-balance-socket.ts';
import { BalanceChip } from './balance-chip.tsx';

export interface HeaderBalanceProps {
  /** Shown until the balance (which names its own currency) arrives: the member's or the brand's. */
  fallbackCurrency: string;
  depositTo: string;
  /** Trial users have demo money and no socket (the server refuses it). */
  live: boolean;
}

/** The header balance, kept live by the wallet socket (spec §2 "Header": balance, show/hide, plus). */
export function HeaderBalance({ fallbackCurrency, depositTo, live }: HeaderBalanceProps) {
  const token = useSessionToken();
  const balance = useBalance();
  useBalanceSocket(token, live);
  return (
    <BalanceChip
      currency={balance.data?.currency ?? fallbackCurrency}
      amount={balance.data?.balance}
      bonus={balance.data?.bonus ?? null}
      demo={balance.data?.demo ?? false}
      depositTo={depositTo}
    />
  );
}
