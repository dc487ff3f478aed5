import { GameWallets } from '../../features/cashier/game-wallets/components/game-wallets.tsx';
import { MONEY_PATHS } from './money-paths.ts';
import { MoneyShell } from './money-shell.tsx';

/** /account/gameWallets (spec §4 "Wallets"): each transfer-wallet vendor's balance, recalled to the main wallet. */
export default function GameWalletsRoute() {
  return (
    <MoneyShell page="gameWallets">
      <GameWallets walletPath={MONEY_PATHS.wallet} />
    </MoneyShell>
  );
}
