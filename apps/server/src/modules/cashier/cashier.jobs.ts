import type { ScheduledJob } from '../../platform/jobs/job-runner.ts';
import type { DepositsService } from './deposits/deposits.service.ts';
import type { GameWalletsService } from './game-wallets/game-wallets.service.ts';
import type { WithdrawalsService } from './withdrawals/withdrawals.service.ts';

/**
 * Every minute: paid withdrawals that nobody answered count as received (spec §4), and game-wallet
 * transfers left pending by a crash or a timeout are settled from the vendor's status answer, and
 * online deposits nobody paid are closed as expired.
 */
export const cashierJobs = (
  withdrawals: WithdrawalsService,
  gameWallets: GameWalletsService,
  deposits: DepositsService,
): ScheduledJob[] => [
  { name: 'cashier.withdrawal-auto-receipt', cron: '* * * * *', run: () => withdrawals.autoReceiveDue() },
  { name: 'cashier.game-wallet-settlement', cron: '* * * * *', run: () => gameWallets.settleStale() },
  { name: 'cashier.deposit-expiry', cron: '*/5 * * * *', run: () => deposits.expireUnpaid() },
];
