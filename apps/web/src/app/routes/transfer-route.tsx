import { useSearchParams } from 'react-router';
import { TransferScreen } from '../../features/cashier/components/transfer-screen.tsx';
import { useRefreshWallet } from '../../features/wallet/api/wallet-api.ts';
import { MoneyShell } from './money-shell.tsx';

/**
 * /account/transferUpline and /account/transferFund (spec §2): members send money to their
 * upline; agents to one of their downline (`?to=` fills in which).
 */
export default function TransferRoute({ direction }: { direction: 'upline' | 'downline' }) {
  const refreshWallet = useRefreshWallet();
  const downline = direction === 'downline';
  // ?to=<account>: the agent centre's team list opens the transfer with the downline filled in.
  const [params] = useSearchParams();
  const to = downline ? (params.get('to') ?? '').trim().slice(0, 64) : '';
  return (
    <MoneyShell page={downline ? 'transferFund' : 'transferUpline'} agentOnly={downline}>
      <TransferScreen
        key={`${direction}:${to}`}
        direction={direction}
        onTransferred={refreshWallet}
        initialToUsername={to}
      />
    </MoneyShell>
  );
}
