import { WithdrawScreen } from '../../features/cashier/components/withdraw-screen.tsx';
import { useRefreshWallet } from '../../features/wallet/api/wallet-api.ts';
import { useSite } from '../site-context.ts';
import { withdrawalPath } from './money-paths.ts';
import { MoneyShell } from './money-shell.tsx';

/** /account/withdraw (spec §2 withdraw). */
export default function WithdrawRoute() {
  const { brand } = useSite();
  const refreshWallet = useRefreshWallet();
  return (
    <MoneyShell page="withdraw">
      <WithdrawScreen confirmHref={withdrawalPath} timeZone={brand.timeZone} onWithdrawn={refreshWallet} />
    </MoneyShell>
  );
}
