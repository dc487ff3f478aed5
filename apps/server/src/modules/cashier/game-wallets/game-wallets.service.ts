import { toDecimalString, type CurrencyCode } from '@platform/money';
import type { Clock } from '../../../platform/clock.ts';
import type { Database } from '../../../platform/db/database.ts';
import { transactionWithRetry } from '../../../platform/db/retry.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { InsufficientFundsError, type LedgerService } from '../../ledger/index.ts';
import { parsePositiveAmount } from '../amount-input.ts';
import {
  VendorRefusal,
  type GameWalletTransfer,
  type GameWalletsRepository,
} from './game-wallets.repository.ts';
import type { CashierMember } from '../withdrawals/withdrawals.service.ts';

/** A transfer-wallet vendor's side of the protocol (the built-in simulator, or a real vendor's adapter). */
export interface TransferVendorClient {
  /**
   * Applies the transfer once per id; a repeated id answers SUCCESS without applying it again, a
   * voided id is refused (VendorRefusal).
   */
  transfer(
    vendorCode: string,
    transferId: string,
    memberId: string,
    direction: 'IN' | 'OUT',
    amountMinor: bigint,
  ): Promise<'SUCCESS'>;
  status(vendorCode: string, transferId: string): Promise<'SUCCESS' | 'NOT_FOUND' | 'VOIDED'>;
  /** Makes an id the vendor has not applied unusable; ALREADY_APPLIED when it was applied first. */
  void(vendorCode: string, transferId: string): Promise<'VOIDED' | 'ALREADY_APPLIED'>;
  balance(vendorCode: string, memberId: string): Promise<bigint>;
}

export function simulatedTransferVendor(repository: GameWalletsRepository): TransferVendorClient {
  return {
    transfer: (vendorCode, transferId, memberId, direction, amountMinor) =>
      repository.simulatorTransfer(vendorCode, transferId, memberId, direction, amountMinor),
    status: (vendorCode, transferId) => repository.simulatorStatus(vendorCode, transferId),
    void: (vendorCode, transferId) => repository.simulatorVoid(vendorCode, transferId),
    balance: (vendorCode, memberId) => repository.simulatorBalance(vendorCode, memberId),
  };
}

/** A vendor call without an answer by then counts as no answer (the outcome is asked for later). */
export const VENDOR_CALL_TIMEOUT_MS = 10_000;
/**
 * How long a transfer stays held by whoever works on it: longer than the three vendor calls one
 * pass can make (transfer, status, void), so a hold never runs out under a live holder.
 */
export const IN_FLIGHT_HOLD_MS = 4 * VENDOR_CALL_TIMEOUT_MS;

class VendorTimeout extends Error {}

async function withTimeout<T>(call: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new VendorTimeout()), timeoutMs);
  });
  try {
    return await Promise.race([call, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Game-wallet transfers (spec §7 GCS_walletTransfer, §4 "balance can be recalled from a game
 * wallet"). Money going in leaves the member's cash first (held against the vendor's settlement
 * account) and comes back if the vendor refuses; money coming out is credited only once the vendor
 * confirms.
 *
 * A transfer being worked on is IN_FLIGHT, held by one caller until its hold runs out: a status
 * check meanwhile only reports it, since acting on it could refund cash the vendor is about to
 * credit to the game wallet (issue 18). A transfer whose outcome stayed unknown is settled, once
 * its hold has run out, by asking the vendor; one the vendor does not know is voided at the vendor
 * first, so the original request arriving late is refused, and only then refunded.
 */
export function createGameWalletsService(deps: {
  db: Database;
  clock: Clock;
  ledger: LedgerService;
  repository: GameWalletsRepository;
  vendor: TransferVendorClient;
  balanceChanged: (memberId: string) => void;
}) {
  const { db, clock, ledger, repository, vendor } = deps;
  const decimal = (amountMinor: bigint, currency: CurrencyCode) =>
    toDecimalString({ amountMinor, currency: currency });
  const holdUntil = () => new Date(clock.nowMs() + IN_FLIGHT_HOLD_MS);

  async function view(t: GameWalletTransfer) {
    const [balances, game] = await Promise.all([
      ledger.memberBalances(t.memberId, t.currency),
      vendor.balance(t.vendorCode, t.memberId),
    ]);
    return {
      transferId: t.transferId,
      vendorCode: t.vendorCode,
      direction: t.direction,
      // Being worked on or not, the member sees an outcome not known yet.
      status: t.status === 'IN_FLIGHT' ? ('PENDING' as const) : t.status,
      amount: decimal(t.amountMinor, t.currency),
      balance: decimal(balances.CASH, t.currency),
      gameBalance: decimal(game, t.currency),
      currency: t.currency,
    };
  }

  /** Records what the vendor said: success keeps the money where it went; a refusal undoes an IN. */
  async function settle(transferId: string, outcome: 'SUCCESS' | 'FAILED') {
    const settled = await transactionWithRetry(db, async (tx) => {
      const t = await repository.find(tx, transferId, true);
      if (!t || (t.status !== 'PENDING' && t.status !== 'IN_FLIGHT')) return t;
      const reference = `gamewallet:${t.transferId}`;
      if (t.direction === 'IN' && outcome === 'FAILED') {
        await ledger.post(tx, {
          merchantCode: t.merchantCode,
          currency: t.currency,
          kind: 'GAME_WALLET_IN',
          memberId: t.memberId,
          reference,
          details: { vendor: t.vendorCode, reason: 'refused by vendor' },
          legs: [
            { account: { system: 'VENDOR_SETTLEMENT' }, amountMinor: -t.amountMinor },
            { account: { member: t.memberId, kind: 'CASH' }, amountMinor: t.amountMinor },
          ],
        });
      }
      if (t.direction === 'OUT' && outcome === 'SUCCESS') {
        await ledger.post(tx, {
          merchantCode: t.merchantCode,
          currency: t.currency,
          kind: 'GAME_WALLET_IN',
          memberId: t.memberId,
          reference,
          details: { vendor: t.vendorCode },
          legs: [
            { account: { system: 'VENDOR_SETTLEMENT' }, amountMinor: -t.amountMinor },
            { account: { member: t.memberId, kind: 'CASH' }, amountMinor: t.amountMinor },
          ],
        });
      }
      await repository.settle(tx, t.transferId, outcome);
      return { ...t, status: outcome };
    });
    if (settled) deps.balanceChanged(settled.memberId);
    return settled;
  }

  /**
   * Asks the vendor how a held transfer ended and settles it. Unknown to the vendor: voided there
   * first, refunded only once the vendor confirms the id is dead. No answer: released, still unsettled.
   */
  async function decideHeld(t: GameWalletTransfer): Promise<GameWalletTransfer> {
    try {
      let status = await withTimeout(vendor.status(t.vendorCode, t.transferId), VENDOR_CALL_TIMEOUT_MS);
      if (status === 'NOT_FOUND') {
        const voided = await withTimeout(vendor.void(t.vendorCode, t.transferId), VENDOR_CALL_TIMEOUT_MS);
        // The original request got there between the two calls: it stands.
        status = voided === 'ALREADY_APPLIED' ? 'SUCCESS' : 'VOIDED';
      }
      return (await settle(t.transferId, status === 'SUCCESS' ? 'SUCCESS' : 'FAILED')) ?? t;
    } catch {
      await repository.release(t.transferId);
      return (await repository.find(db, t.transferId)) ?? t;
    }
  }

  /** Settles an unsettled transfer nobody holds any more; one still held is only reported. */
  async function resolve(t: GameWalletTransfer): Promise<GameWalletTransfer> {
    if (t.status !== 'PENDING' && t.status !== 'IN_FLIGHT') return t;
    const held = await repository.claim(t.transferId, clock.now(), holdUntil());
    if (!held) return (await repository.find(db, t.transferId)) ?? t;
    return decideHeld(held);
  }

  /** The creator's one vendor call, under the hold it got with the row; never a blind second transfer. */
  async function callVendor(t: GameWalletTransfer) {
    try {
      await withTimeout(
        vendor.transfer(t.vendorCode, t.transferId, t.memberId, t.direction, t.amountMinor),
        VENDOR_CALL_TIMEOUT_MS,
      );
      return (await settle(t.transferId, 'SUCCESS')) ?? t;
    } catch (error) {
      if (error instanceof VendorRefusal) return (await settle(t.transferId, 'FAILED')) ?? t;
      // No answer: still holding it, ask the vendor how it ended (voiding it if unknown).
      return decideHeld(t);
    }
  }

  return {
    async transfer(
      member: CashierMember,
      vendors: { code: string; active: boolean }[],
      body: { transferId: string; vendorCode: string; direction: 'IN' | 'OUT'; amount?: string | undefined },
    ) {
      const vendorCode = body.vendorCode.toUpperCase();
      const target = vendors.find((v) => v.code === vendorCode);
      if (!target || !target.active) throw new AppError('NOT_FOUND');
      let amountMinor: bigint;
      if (body.amount !== undefined) amountMinor = parsePositiveAmount(body.amount, member.currency);
      else if (body.direction === 'OUT') amountMinor = await vendor.balance(vendorCode, member.id);
      else throw new AppError('AMOUNT_INVALID', { scale: 2 });

      const existing = await repository.find(db, body.transferId);
      if (existing) {
        const same =
          existing.memberId === member.id &&
          existing.vendorCode === vendorCode &&
          existing.direction === body.direction &&
          (body.amount === undefined || existing.amountMinor === amountMinor);
        // A transfer id is single-use: the same request answers its outcome, another is refused.
        if (!same) throw new AppError('IDEMPOTENCY_MISMATCH');
        return view(await resolve(existing));
      }
      if (amountMinor <= 0n) throw new AppError('INSUFFICIENT_FUNDS');
      const record = {
        transferId: body.transferId,
        merchantCode: member.merchantCode,
        memberId: member.id,
        vendorCode,
        direction: body.direction,
        currency: member.currency,
        amountMinor,
        inFlightUntil: holdUntil(),
      };
      try {
        await transactionWithRetry(db, async (tx) => {
          await repository.insert(tx, record);
          if (body.direction === 'IN') {
            await ledger.post(tx, {
              merchantCode: member.merchantCode,
              currency: member.currency,
              kind: 'GAME_WALLET_OUT',
              memberId: member.id,
              reference: `gamewallet:${body.transferId}`,
              details: { vendor: vendorCode },
              legs: [
                { account: { member: member.id, kind: 'CASH' }, amountMinor: -amountMinor },
                { account: { system: 'VENDOR_SETTLEMENT' }, amountMinor },
              ],
            });
          }
        });
      } catch (error) {
        if (error instanceof InsufficientFundsError) throw new AppError('INSUFFICIENT_FUNDS');
        // Two requests raced on the same id: answer like a retry.
        if ((error as { code?: string }).code === '23505') {
          const raced = await repository.find(db, body.transferId);
          if (raced) return view(await resolve(raced));
        }
        throw error;
      }
      deps.balanceChanged(member.id);
      const pending = (await repository.find(db, body.transferId))!;
      return view(await callVendor(pending));
    },

    async status(member: CashierMember, transferId: string) {
      const t = await repository.find(db, transferId);
      if (!t || t.memberId !== member.id) throw new AppError('NOT_FOUND');
      return view(await resolve(t));
    },

    async gameBalances(member: CashierMember) {
      const vendors = await repository.transferVendors(member.merchantCode);
      return Promise.all(
        vendors.map(async (v) => ({
          vendorCode: v.code,
          displayName: v.displayName,
          balanceMinor: await vendor.balance(v.code, member.id),
        })),
      );
    },

    transferVendors: (merchantCode: string) => repository.transferVendors(merchantCode),

    /** Settles transfers left unsettled by a crash or a timeout, once their hold has run out (job, every minute). */
    async settleStale(limit = 100): Promise<number> {
      const ids = await repository.unheld(clock.now(), limit);
      let settled = 0;
      for (const id of ids) {
        const t = await repository.find(db, id);
        const after = t ? await resolve(t) : null;
        if (after && (after.status === 'SUCCESS' || after.status === 'FAILED')) settled += 1;
      }
      return settled;
    },
  };
}

export type GameWalletsService = ReturnType<typeof createGameWalletsService>;
