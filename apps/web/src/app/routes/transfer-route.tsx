import { TransferScreen } from '../../features/cashier/components/transfer-screen.tsx';
import { useRefreshWallet } from '../../features/wallet/api/wallet-api.ts';
import { MoneyShell } from './money-shell.tsx';

/**
 * /account/transferUpline and /account/transferFund (spec §2): members send money to their
 * upline; agents to one of their downline.
 */
export default function TransferRoute({ direction }: { direction: 'upline' | 'downline' }) {
  const refreshWallet = useRefreshWallet();
  const downline = direction === 'downline';
  return (
    <MoneyShell page={downline ? 'transferFund' : 'transferUpline'} agentOnly={downline}>
      <TransferScreen key={direction} direction={direction} onTransferred={refreshWallet} />
    </MoneyShell>
  );
}
