import { isAgentType } from '@platform/contracts';
import { toDecimalString, type CurrencyCode } from '@platform/money';
import type { Database } from '../../../platform/db/database.ts';
import { requestHash, runIdempotent, storedAnswer } from '../../../platform/db/idempotency.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { newId } from '../../../platform/ids.ts';
import { InsufficientFundsError, type LedgerService } from '../../ledger/index.ts';
import { parsePositiveAmount } from '../amount-input.ts';

import type { CashierMember, WithdrawalsService } from './withdrawals.service.ts';
import type { CashierSettings } from '../settings/cashier-settings.repository.ts';
import type { WithdrawalsRepository } from './withdrawals.repository.ts';

/** What a transfer answers, as stored with its idempotency key (the recipient's id is not shown). */
interface TransferAnswer {
  id: string;
  toUsername: string;
  amount: string;
  balance: string;
  currency: string;
  toMemberId: string;
}

/**
 * Member to upline, and agent to downline (spec §2 transferUpline / transferFund, §4 wallets): one
 * ledger transaction between two members' cash, with the payment password, idempotent by key.
 */
export function createTransfersService(deps: {
  db: Database;
  ledger: LedgerService;
  repository: WithdrawalsRepository;
  /** The merchant's cashier limits (settings/). */
  settings: (merchantCode: string) => Promise<CashierSettings>;
  withdrawals: WithdrawalsService;
  balanceChanged: (memberId: string) => void;
}) {
  const { db, ledger, repository } = deps;
  const visibleTransfer = ({ toMemberId: _hidden, ...visible }: TransferAnswer) => visible;
  const decimal = (amountMinor: bigint, currency: CurrencyCode) =>
    toDecimalString({ amountMinor, currency: currency });

  return {
    async transfer(
      member: CashierMember & { type: number; parentId: string | null },
      direction: 'TO_UPLINE' | 'TO_DOWNLINE',
      key: string,
      body: { amount: string; paymentPassword: string; toUsername?: string | undefined },
    ) {
      const { paymentPassword, ...hashed } = body;
      const idempotency = {
        scope: `member:${member.id}`,
        key,
        hash: requestHash(`transfer:${direction}`, hashed),
      };
      // A retry of a transfer that was applied gets its first answer, whatever has changed since.
      const replay = await storedAnswer<TransferAnswer>(db, idempotency);
      if (replay) return visibleTransfer(replay.value);
      const amountMinor = parsePositiveAmount(body.amount, member.currency);
      if (await repository.isFrozen(member.id)) throw new AppError('AGENT_FROZEN');
      const settings = await deps.settings(member.merchantCode);
      let target: { id: string; username: string; status: string; type: number };
      if (direction === 'TO_UPLINE') {
        if (!member.parentId) throw new AppError('TRANSFER_NOT_ALLOWED');
        const upline = await repository.memberById(member.merchantCode, member.parentId);
        if (!upline || !isAgentType(upline.type)) throw new AppError('TRANSFER_NOT_ALLOWED');
        target = upline;
      } else {
        if (!isAgentType(member.type) || !body.toUsername) throw new AppError('TRANSFER_NOT_ALLOWED');
        const downline = await repository.memberByUsername(member.merchantCode, body.toUsername);
        // Someone outside the agent's own tree is answered like no one: the tree is not an oracle.
        if (!downline || !(await repository.isInDownline(member.merchantCode, member.id, downline.id))) {
          throw new AppError('TRANSFER_NOT_ALLOWED');
        }
        target = downline;
      }
      if (target.status !== 'ACTIVE') throw new AppError('TRANSFER_NOT_ALLOWED');
      if (amountMinor < settings.transferMinMinor) {
        throw new AppError('AMOUNT_OUT_OF_LIMITS', {
          min: decimal(settings.transferMinMinor, member.currency),
          max: decimal(10n ** 15n, member.currency),
        });
      }
      await deps.withdrawals.checkPaymentPassword(member.id, paymentPassword);
      const to = target;
      const result = await runIdempotent(db, idempotency, async (tx): Promise<TransferAnswer> => {
        const id = newId();
        try {
          const posted = await ledger.post(tx, {
            merchantCode: member.merchantCode,
            currency: member.currency,
            kind: 'TRANSFER',
            memberId: member.id,
            reference: `transfer:${id}`,
            details: { counterparty: `${member.username} → ${to.username}` },
            legs: [
              { account: { member: member.id, kind: 'CASH' }, amountMinor: -amountMinor },
              { account: { member: to.id, kind: 'CASH' }, amountMinor },
            ],
          });
          await repository.insertTransfer(tx, {
            id,
            merchantCode: member.merchantCode,
            fromMemberId: member.id,
            toMemberId: to.id,
            direction,
            currency: member.currency,
            amountMinor,
            ledgerTransactionId: posted.transactionId,
          });
          return {
            id,
            toUsername: to.username,
            amount: decimal(amountMinor, member.currency),
            balance: decimal(posted.memberBalances.get(`${member.id}:CASH`) ?? 0n, member.currency),
            currency: member.currency,
            toMemberId: to.id,
          };
        } catch (error) {
          if (error instanceof InsufficientFundsError) throw new AppError('INSUFFICIENT_FUNDS');
          throw error;
        }
      });
      if (!result.replayed) {
        deps.balanceChanged(member.id);
        deps.balanceChanged(result.value.toMemberId);
      }
      return visibleTransfer(result.value);
    },
  };
}

export type TransfersService = ReturnType<typeof createTransfersService>;
