import { isAgentType } from '@platform/contracts';
import type { TWithdrawal } from '@platform/contracts';
import { toDecimalString, type CurrencyCode } from '@platform/money';
import type { Clock } from '../../../platform/clock.ts';
import type { Database, Queryable } from '../../../platform/db/database.ts';
import { requestHash, runIdempotent, storedAnswer } from '../../../platform/db/idempotency.ts';
import { transactionWithRetry } from '../../../platform/db/retry.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { newId } from '../../../platform/ids.ts';
import { imageFromDataUrl, type FileStorage } from '../../../platform/storage/file-storage.ts';
import type { PaymentPasswordService } from '../../identity/index.ts';
import { InsufficientFundsError, type LedgerService, type Leg } from '../../ledger/index.ts';
import type { BankAccountsService } from '../../members/index.ts';
import { parsePositiveAmount } from '../amount-input.ts';
import {
  guaranteeFor,
  nextWithdrawalState,
  remainingTurnover,
  requiredTurnover,
  type WithdrawalAction,
  type WithdrawalMoney,
} from '../domain/withdrawal-flow.ts';
import type { CashierSettings } from '../settings/cashier-settings.repository.ts';
import type { WithdrawalRecord, WithdrawalsRepository } from './withdrawals.repository.ts';
import { UPLOADS_PER_WITHDRAWAL, type UploadQuota } from '../upload-quota.ts';

export interface CashierMember {
  id: string;
  username: string;
  merchantCode: string;
  currency: CurrencyCode;
}

const maskAccount = (n: string) => `${'*'.repeat(Math.max(0, n.length - 4))}${n.slice(-4)}`;

export function createWithdrawalsService(deps: {
  db: Database;
  clock: Clock;
  ledger: LedgerService;
  repository: WithdrawalsRepository;
  /** The merchant's cashier limits (settings/). */
  settings: (merchantCode: string) => Promise<CashierSettings>;
  storage: FileStorage;
  uploads: UploadQuota;
  /** Called after a commit that changed a member's balance (real-time push). */
  balanceChanged: (memberId: string) => void;
  /** Identity owns the payment password and its lockout; the cashier only asks it. */
  paymentPassword: PaymentPasswordService;
  /** The member's payout accounts are the members module's. */
  bankAccounts: BankAccountsService;
  /** The member's VIP daily limits (count and amount): throws the translated refusal. */
  withdrawalLimit?:
    ((merchantCode: string, memberId: string, amountMinor: bigint) => Promise<void>) | undefined;
  /** What the member's active bonus grants still need wagered (the bonuses module's port, ADR 0029 §1). */
  bonusTurnover?: ((memberId: string) => Promise<bigint>) | undefined;
}) {
  const { db, clock, ledger, repository, storage } = deps;
  const decimal = (amountMinor: bigint, currency: CurrencyCode) =>
    toDecimalString({ amountMinor, currency: currency });

  function view(w: WithdrawalRecord, settings: CashierSettings): TWithdrawal {
    const autoAt =
      w.status === 'PAID' && w.paidAt
        ? new Date(w.paidAt.getTime() + settings.autoReceiptMinutes * 60_000).toISOString()
        : null;
    return {
      id: w.id,
      username: w.username,
      amount: decimal(w.amountMinor, w.currency),
      guarantee: decimal(w.guaranteeMinor, w.currency),
      paid: decimal(w.paidMinor, w.currency),
      received: w.receivedMinor === null ? null : decimal(w.receivedMinor, w.currency),
      remainder: decimal(w.amountMinor - (w.receivedMinor ?? 0n), w.currency),
      currency: w.currency,
      status: w.status,
      receipt: w.receipt,
      bankName: w.bankAccount.bankName,
      accountName: w.bankAccount.accountName,
      accountNumber: maskAccount(w.bankAccount.accountNumber),
      firstApprover: w.firstApprover,
      secondApprover: w.secondApprover,
      reviewNote: w.reviewNote,
      proofCount: w.proofPaths.length,
      requestedAt: w.requestedAt.toISOString(),
      paidAt: w.paidAt?.toISOString() ?? null,
      completedAt: w.completedAt?.toISOString() ?? null,
      autoReceiptAt: autoAt,
      pendingResolution: w.resolution
        ? {
            action: w.resolution.action,
            requestedBy: w.resolution.requestedBy,
            note: w.resolution.note,
            requestedAt: w.resolution.requestedAt.toISOString(),
          }
        : null,
    };
  }

  const checkPaymentPassword = (memberId: string, password: string) =>
    deps.paymentPassword.verify(memberId, password);

  async function turnover(member: CashierMember, settings: CashierSettings) {
    const since = await lastCompletedAt(member);
    const [{ depositedMinor, wageredMinor }, bonusMinor] = await Promise.all([
      ledger.turnoverSince(member.id, member.currency, since),
      deps.bonusTurnover ? deps.bonusTurnover(member.id) : 0n,
    ]);
    // Active bonus grants' unmet wagering blocks a withdrawal on top of the deposits' turnover.
    const requiredMinor = requiredTurnover(depositedMinor, settings.turnoverBps) + bonusMinor;
    return {
      requiredMinor,
      doneMinor: wageredMinor,
      remainingMinor: remainingTurnover(depositedMinor, settings.turnoverBps, wageredMinor) + bonusMinor,
    };
  }

  /** Turnover counts from the last completed withdrawal: what was wagered before it was already cashed out. */
  async function lastCompletedAt(member: CashierMember): Promise<Date> {
    const page = await repository.pageWithdrawals({
      merchantCode: member.merchantCode,
      memberId: member.id,
      statuses: ['COMPLETED'],
      limit: 1,
      offset: 0,
    });
    return page.list[0]?.completedAt ?? new Date(0);
  }

  /** The ledger transaction of a transition's money, if it moves any. */
  function moneyLegs(w: WithdrawalRecord, money: WithdrawalMoney): { kind: string; legs: Leg[] } | null {
    const held = w.amountMinor + w.guaranteeMinor;
    if (money.kind === 'NONE') return null;
    if (money.kind === 'RELEASE') {
      return {
        kind: 'WITHDRAWAL_REJECTED',
        legs: [
          { account: { member: w.memberId, kind: 'HELD' }, amountMinor: -held },
          { account: { member: w.memberId, kind: 'CASH' }, amountMinor: held },
        ],
      };
    }
    const legs: Leg[] = [
      { account: { member: w.memberId, kind: 'HELD' }, amountMinor: -held },
      { account: { system: 'PSP_CLEARING' }, amountMinor: w.amountMinor },
    ];
    if (w.guaranteeMinor > 0n) {
      legs.push(
        money.guarantee === 'REFUND'
          ? { account: { member: w.memberId, kind: 'CASH' }, amountMinor: w.guaranteeMinor }
          : { account: { system: 'HOUSE' }, amountMinor: w.guaranteeMinor },
      );
    }
    return { kind: money.guarantee === 'FORFEIT' ? 'WITHDRAWAL_GUARANTEE' : 'WITHDRAWAL_PAID', legs };
  }

  const flowState = (w: WithdrawalRecord, settings: CashierSettings) => ({
    status: w.status,
    amountMinor: w.amountMinor,
    guaranteeMinor: w.guaranteeMinor,
    paidMinor: w.paidMinor,
    firstApprover: w.firstApprover,
    secondApprovalAboveMinor: settings.secondApprovalAboveMinor,
    resolution: w.resolution,
  });

  /** Applies one transition under the withdrawal's row lock: status and money commit together. */
  async function transition(
    merchantCode: string,
    id: string,
    action: WithdrawalAction,
    extra: {
      reviewNote?: string;
      resolutionNote?: string;
      proofPaths?: string[];
      onlyMemberId?: string;
    } = {},
    tx?: Queryable,
  ): Promise<WithdrawalRecord> {
    // Read before the transaction: a second pool connection taken while holding one can starve the pool.
    const settings = await deps.settings(merchantCode);
    const work = async (q: Queryable) => {
      const w = await repository.findWithdrawal(q, merchantCode, id, true);
      if (!w || (extra.onlyMemberId && w.memberId !== extra.onlyMemberId)) throw new AppError('NOT_FOUND');
      if (extra.proofPaths && w.proofPaths.length + extra.proofPaths.length > UPLOADS_PER_WITHDRAWAL)
        throw new AppError('UPLOAD_LIMIT_REACHED', { max: UPLOADS_PER_WITHDRAWAL });
      const t = nextWithdrawalState(flowState(w, settings), action);
      if (!t.ok) {
        throw new AppError(
          t.refusal === 'SAME_APPROVER'
            ? 'SECOND_APPROVER_REQUIRED'
            : t.refusal === 'WRONG_STATE'
              ? 'WITHDRAWAL_STATE_INVALID'
              : 'AMOUNT_INVALID',
          {
            scale: 2,
          },
        );
      }
      const money = moneyLegs(w, t.money);
      if (money) {
        await ledger.post(q, {
          merchantCode,
          currency: w.currency,
          kind: money.kind,
          memberId: w.memberId,
          reference: `withdrawal:${w.id}`,
          details: { withdrawal: w.id },
          legs: money.legs,
        });
      }
      await repository.updateWithdrawal(q, w.id, {
        status: t.status,
        ...(t.firstApprover ? { firstApprover: t.firstApprover } : {}),
        ...(t.secondApprover ? { secondApprover: t.secondApprover } : {}),
        ...(t.paidMinor !== undefined ? { paidMinor: t.paidMinor } : {}),
        ...(t.receivedMinor !== undefined ? { receivedMinor: t.receivedMinor } : {}),
        ...(t.receipt ? { receipt: t.receipt } : {}),
        ...(extra.reviewNote ? { reviewNote: extra.reviewNote } : {}),
        ...(extra.proofPaths ? { proofPaths: [...w.proofPaths, ...extra.proofPaths] } : {}),
      });
      if (t.resolution) {
        await repository.setResolution(
          q,
          w.id,
          t.resolution === 'CLEAR' ? null : { ...t.resolution.set, note: extra.resolutionNote ?? null },
        );
      }
      return (await repository.findWithdrawal(q, merchantCode, id))!;
    };
    if (tx) return work(tx);
    const result = await transactionWithRetry(db, work);
    deps.balanceChanged(result.memberId);
    return result;
  }

  return {
    view,
    settings: deps.settings,
    checkPaymentPassword,

    setPaymentPassword: (
      member: CashierMember,
      body: {
        loginPassword?: string | undefined;
        oldPaymentPassword?: string | undefined;
        newPaymentPassword: string;
      },
    ) => deps.paymentPassword.set(member.id, body),

    async info(member: CashierMember & { parentId: string | null }) {
      const settings = await deps.settings(member.merchantCode);
      const [balances, t, accounts, ppSet, parent] = await Promise.all([
        ledger.memberBalances(member.id, member.currency),
        turnover(member, settings),
        deps.bankAccounts.list(member.id),
        deps.paymentPassword.isSet(member.id),
        member.parentId ? repository.memberById(member.merchantCode, member.parentId) : null,
      ]);
      // Only an agent upline takes transfers (the transfer itself checks the same).
      const upline =
        parent && isAgentType(parent.type)
          ? { username: parent.username, nickname: parent.nickname || null }
          : null;
      return {
        balance: decimal(balances.CASH, member.currency),
        currency: member.currency,
        min: decimal(settings.withdrawalMinMinor, member.currency),
        max: decimal(settings.withdrawalMaxMinor, member.currency),
        turnoverRemaining: decimal(t.remainingMinor, member.currency),
        turnoverRequired: decimal(t.requiredMinor, member.currency),
        turnoverDone: decimal(t.doneMinor, member.currency),
        guaranteePercent: (settings.guaranteeBps / 100).toFixed(2),
        autoReceiptMinutes: settings.autoReceiptMinutes,
        paymentPasswordSet: ppSet,
        bankAccounts: accounts,
        transferMin: decimal(settings.transferMinMinor, member.currency),
        upline,
      };
    },

    /** The guarantee and total of a withdrawal of `amount`, by the same rule the request applies. */
    async quote(member: CashierMember, amount: string) {
      const amountMinor = parsePositiveAmount(amount, member.currency);
      const settings = await deps.settings(member.merchantCode);
      const guaranteeMinor = guaranteeFor(amountMinor, settings.guaranteeBps);
      return {
        amount: decimal(amountMinor, member.currency),
        guarantee: decimal(guaranteeMinor, member.currency),
        total: decimal(amountMinor + guaranteeMinor, member.currency),
      };
    },

    async request(
      member: CashierMember,
      key: string,
      body: { amount: string; bankAccountId: string; paymentPassword: string },
    ): Promise<TWithdrawal> {
      const { paymentPassword, ...hashed } = body;
      const hash = requestHash('withdrawal', hashed);
      // A retry of a request that was applied gets its first answer, whatever has changed since.
      const replay = await storedAnswer<TWithdrawal>(db, { scope: `member:${member.id}`, key, hash });
      if (replay) return replay.value;
      const amountMinor = parsePositiveAmount(body.amount, member.currency);
      if (await repository.isFrozen(member.id)) throw new AppError('AGENT_FROZEN');
      const settings = await deps.settings(member.merchantCode);
      // Checked before the money transaction: argon2 is slow and must not hold row locks.
      await checkPaymentPassword(member.id, paymentPassword);
      // Checks that only read run before the money transaction (no second pool connection inside it).
      if (amountMinor < settings.withdrawalMinMinor || amountMinor > settings.withdrawalMaxMinor) {
        throw new AppError('AMOUNT_OUT_OF_LIMITS', {
          min: decimal(settings.withdrawalMinMinor, member.currency),
          max: decimal(settings.withdrawalMaxMinor, member.currency),
        });
      }
      await deps.withdrawalLimit?.(member.merchantCode, member.id, amountMinor);
      const t = await turnover(member, settings);
      const payee = await deps.bankAccounts.ofMember(member.id, body.bankAccountId);
      const result = await runIdempotent(db, { scope: `member:${member.id}`, key, hash }, async (tx) => {
        if (t.remainingMinor > 0n) {
          const remaining = decimal(t.remainingMinor, member.currency);
          throw new AppError('TURNOVER_INCOMPLETE', { remaining }, { remaining });
        }
        // Read again under a share lock: the payout method may have been removed since `payee` was read.
        if (!payee || !(await repository.lockLivePayee(tx, member.id, body.bankAccountId)))
          throw new AppError('NOT_FOUND');
        const guaranteeMinor = guaranteeFor(amountMinor, settings.guaranteeBps);
        const id = newId();
        try {
          await ledger.post(tx, {
            merchantCode: member.merchantCode,
            currency: member.currency,
            kind: 'WITHDRAWAL_REQUEST',
            memberId: member.id,
            reference: `withdrawal:${id}`,
            details: { withdrawal: id },
            legs: [
              { account: { member: member.id, kind: 'CASH' }, amountMinor: -(amountMinor + guaranteeMinor) },
              { account: { member: member.id, kind: 'HELD' }, amountMinor: amountMinor + guaranteeMinor },
            ],
          });
        } catch (error) {
          if (error instanceof InsufficientFundsError) throw new AppError('INSUFFICIENT_FUNDS');
          throw error;
        }
        await repository.insertWithdrawal(tx, {
          id,
          merchantCode: member.merchantCode,
          memberId: member.id,
          bankAccountId: body.bankAccountId,
          currency: member.currency,
          amountMinor,
          guaranteeMinor,
        });
        return view((await repository.findWithdrawal(tx, member.merchantCode, id))!, settings);
      });
      if (!result.replayed) deps.balanceChanged(member.id);
      return result.value;
    },

    async list(
      merchantCode: string,
      filter: { memberId: string | null; status?: string | undefined; pageNo: number; pageSize: number },
    ) {
      const settings = await deps.settings(merchantCode);
      const { list, total } = await repository.pageWithdrawals({
        merchantCode,
        memberId: filter.memberId,
        statuses: filter.status ? [filter.status] : null,
        limit: filter.pageSize,
        offset: (filter.pageNo - 1) * filter.pageSize,
      });
      return {
        list: list.map((w) => view(w, settings)),
        pageNo: filter.pageNo,
        pageSize: filter.pageSize,
        total,
        totalPages: Math.ceil(total / filter.pageSize),
      };
    },

    async get(merchantCode: string, id: string, memberId: string | null) {
      const w = await repository.findWithdrawal(db, merchantCode, id);
      if (!w || (memberId && w.memberId !== memberId)) throw new AppError('NOT_FOUND');
      return { record: w, view: view(w, await deps.settings(merchantCode)) };
    },

    /** The member's answer on the withdrawal confirmation screen. */
    async confirm(
      member: CashierMember,
      id: string,
      body:
        | { choice: 'RECEIVED'; amountReceived?: string | undefined }
        | { choice: 'NOT_RECEIVED'; proofImages: string[] },
    ) {
      const settings = await deps.settings(member.merchantCode);
      if (body.choice === 'RECEIVED') {
        const current = await repository.findWithdrawal(db, member.merchantCode, id);
        if (!current || current.memberId !== member.id) throw new AppError('NOT_FOUND');
        const receivedMinor = body.amountReceived
          ? parsePositiveAmount(body.amountReceived, member.currency)
          : current.amountMinor;
        const w = await transition(
          member.merchantCode,
          id,
          { type: 'CONFIRM_RECEIVED', receivedMinor },
          { onlyMemberId: member.id },
        );
        return view(w, settings);
      }
      const images = body.proofImages.map(imageFromDataUrl);
      if (images.some((i) => i === null)) throw new AppError('FIELD_INVALID', { field: 'proofImages' });
      // Nothing is written for a withdrawal the member does not own, that is not waiting for their
      // answer, or that holds its share of files already; the transition checks the same again.
      const current = await repository.findWithdrawal(db, member.merchantCode, id);
      if (!current || current.memberId !== member.id) throw new AppError('NOT_FOUND');
      if (!nextWithdrawalState(flowState(current, settings), { type: 'REPORT_NOT_RECEIVED' }).ok)
        throw new AppError('WITHDRAWAL_STATE_INVALID');
      if (current.proofPaths.length + images.length > UPLOADS_PER_WITHDRAWAL)
        throw new AppError('UPLOAD_LIMIT_REACHED', { max: UPLOADS_PER_WITHDRAWAL });
      await deps.uploads.take(
        member.id,
        { kind: 'withdrawal', id, max: UPLOADS_PER_WITHDRAWAL },
        images.length,
      );
      const paths: string[] = [];
      for (const image of images)
        paths.push(await storage.save('withdrawal-proofs', image!.bytes, image!.contentType));
      const w = await transition(
        member.merchantCode,
        id,
        { type: 'REPORT_NOT_RECEIVED' },
        { onlyMemberId: member.id, proofPaths: paths },
      );
      return view(w, settings);
    },

    /** An operator's decision; approvals, payment and resolutions go through the same transitions. */
    async review(
      merchantCode: string,
      id: string,
      operator: string,
      body:
        | { action: 'APPROVE'; note?: string | undefined }
        | { action: 'REJECT'; note: string }
        | { action: 'MARK_PAID'; paidAmount?: string | undefined; note?: string | undefined }
        | { action: 'FORCE_RECEIPT'; note: string }
        | { action: 'REFUND'; note: string }
        | { action: 'APPROVE_RESOLUTION'; note?: string | undefined }
        | { action: 'REJECT_RESOLUTION'; note?: string | undefined },
      tx: Queryable,
    ) {
      const settings = await deps.settings(merchantCode);
      let action: WithdrawalAction;
      let extra: { reviewNote?: string; resolutionNote?: string } = body.note
        ? { reviewNote: body.note }
        : {};
      if (body.action === 'FORCE_RECEIPT' || body.action === 'REFUND') {
        // Only a request: its note becomes the review note when a second operator approves it.
        extra = { resolutionNote: body.note };
      } else if (body.action === 'APPROVE_RESOLUTION') {
        const current = await repository.findWithdrawal(tx, merchantCode, id);
        const note = body.note ?? current?.resolution?.note ?? undefined;
        extra = note ? { reviewNote: note } : {};
      } else if (body.action === 'REJECT_RESOLUTION') {
        extra = {};
      }
      if (body.action === 'MARK_PAID') {
        const current = await repository.findWithdrawal(tx, merchantCode, id);
        if (!current) throw new AppError('NOT_FOUND');
        const paidMinor = body.paidAmount
          ? parsePositiveAmount(body.paidAmount, current.currency)
          : current.amountMinor;
        action = { type: 'MARK_PAID', operator, paidMinor };
      } else {
        action = { type: body.action, operator };
      }
      const w = await transition(merchantCode, id, action, extra, tx);
      return view(w, settings);
    },

    /** Paid withdrawals nobody answered count as received (job, every minute; safe on many nodes). */
    async autoReceiveDue(limit = 200): Promise<number> {
      const due = await repository.dueForAutoReceipt(clock.now(), limit);
      let done = 0;
      for (const d of due) {
        try {
          await transition(d.merchantCode, d.id, { type: 'AUTO_RECEIVE' });
          done += 1;
        } catch (error) {
          // Answered or resolved meanwhile: the state check refused it, nothing to do.
          if (!(error instanceof AppError)) throw error;
        }
      }
      return done;
    },

    proof: (key: string) => storage.read(key),
  };
}

export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;
