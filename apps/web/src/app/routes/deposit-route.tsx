import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { DepositScreen } from '../../features/cashier/components/deposit-screen.tsx';
import { DepositBonusPicker } from '../../features/promotions/components/deposit-bonus-picker.tsx';
import { useRefreshWallet } from '../../features/wallet/api/wallet-api.ts';
import { useSite } from '../site-context.ts';
import { MoneyShell } from './money-shell.tsx';

/** /account/depositv2 (spec §2 depositv2). `?deposit=<id>` opens one deposit (the provider returns there). */
export default function DepositRoute() {
  const { brand } = useSite();
  const [params, setParams] = useSearchParams();
  const refreshWallet = useRefreshWallet();
  const depositId = params.get('deposit');
  const setDepositId = useCallback(
    (id: string | null) => setParams(id ? { deposit: id } : {}, { replace: !id }),
    [setParams],
  );
  return (
    <MoneyShell page="deposit">
      <DepositScreen
        depositId={depositId}
        onDepositIdChange={setDepositId}
        timeZone={brand.timeZone}
        onCredited={refreshWallet}
        renderBonus={(props) => <DepositBonusPicker {...props} />}
      />
    </MoneyShell>
  );
}
