import type { TDepositChannelCreate } from '@platform/contracts';
import type { Database } from '../../../platform/db/database.ts';
import { runIdempotent } from '../../../platform/db/idempotency.ts';
import type { LedgerService } from '../../ledger/index.ts';
import type { SystemService } from '../../system/index.ts';
import { parsePositiveAmount } from '../amount-input.ts';
import type { DepositsService } from '../deposits/deposits.service.ts';

/**
 * Demo mode's funded wallets and deposit channels (API.md). Each wallet is funded once per member,
 * whatever happens to it later; channels are added when missing, never overwriting an operator's edits.
 */
export function createDemoFunding(deps: {
  db: Database;
  ledger: LedgerService;
  system: SystemService;
  deposits: DepositsService;
  memberIdOf: (merchantCode: string, username: string) => Promise<string | null>;
}) {
  const { ledger } = deps;

  async function fundDemoMember(options: {
    merchantCode: string;
    currency: string;
    memberId: string;
    amount: string;
  }) {
    const amountMinor = parsePositiveAmount(options.amount, options.currency);
    await runIdempotent(
      deps.db,
      { scope: 'demo-seed', key: `deposit:${options.memberId}`, hash: options.amount },
      async (tx) => {
        const posted = await ledger.post(tx, {
          merchantCode: options.merchantCode,
          currency: options.currency,
          kind: 'DEPOSIT',
          memberId: options.memberId,
          reference: 'demo-seed',
          details: { reason: 'demo funding' },
          legs: [
            { account: { system: 'PSP_CLEARING' }, amountMinor: -amountMinor },
            { account: { member: options.memberId, kind: 'CASH' }, amountMinor },
          ],
        });
        return String(posted.transactionId);
      },
    );
  }

  return {
    async seedDemoBalance(merchantCode: string, username: string, amount: string) {
      const memberId = await deps.memberIdOf(merchantCode, username);
      if (!memberId) return;
      const merchant = await deps.system.merchantOrThrow(merchantCode);
      await fundDemoMember({ merchantCode, currency: merchant.currency, memberId, amount });
    },

    async seedDemoDepositChannels(merchantCode: string, channels: readonly TDepositChannelCreate[]) {
      const merchant = await deps.system.merchantOrThrow(merchantCode);
      for (const channel of channels) await deps.deposits.ensureChannel(merchant, channel);
    },
  };
}
