import type {
  DepositStatus,
  TAdminDeposit,
  TAdminDepositQuery,
  TDepositChannel,
  TDepositChannelAdmin,
  TDepositChannelCreate,
  TDepositChannelUpdate,
  TDepositCreate,
  TDepositCreated,
  TMemberDeposit,
} from '@platform/contracts';
import { isCurrencyCode, parseMoney, toDecimalString, type CurrencyCode } from '@platform/money';
import type { Clock } from '../../../platform/clock.ts';
import type { Database, Queryable } from '../../../platform/db/database.ts';
import { requestHash, runIdempotent } from '../../../platform/db/idempotency.ts';
import { transactionWithRetry } from '../../../platform/db/retry.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { newId } from '../../../platform/ids.ts';
import type { PaymentProviders } from '../../../platform/payments/payment-provider.ts';
import {
  detectImageType,
  MAX_IMAGE_BYTES,
  type FileStorage,
} from '../../../platform/storage/file-storage.ts';
import type { LedgerService } from '../../ledger/index.ts';
import type { AuditActor, OperatorsService } from '../../operators/index.ts';
import { parsePositiveAmount } from '../amount-input.ts';
import type { CashierEvents } from '../cashier-events.ts';
import type { DepositBonusChoice } from '../deposit-bonus-choice.ts';
import type { DepositChannelRecord, DepositRecord, DepositsRepository } from './deposits.repository.ts';
import { amountLimitProblem, depositCreditLegs, depositFeeMinor } from '../domain/deposit-fee.ts';
import { depositTransition, type DepositEvent } from '../domain/deposit-flow.ts';
import { UPLOADS_PER_DEPOSIT, type UploadQuota } from '../upload-quota.ts';

/** Longer than the provider's payment page lives (the simulator's is 30 minutes). */
const UNPAID_ONLINE_EXPIRY_MS = 60 * 60_000;
const EXPIRY_BATCH = 500;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PROOF_CATEGORY = 'deposit-proofs';

/** Where the provider sends the member back: the site's deposit screen, opened on this deposit. */
const returnUrlOf = (depositId: string) => `/depositv2?deposit=${depositId}`;

export interface DepositMerchant {
  code: string;
  currency: CurrencyCode;
}

/**
 * Deposits (spec §2 depositv2): online through a payment provider's hosted page, credited by its
 * signed callback; bank transfers with a proof image, credited when an operator approves. Every
 * credit is one ledger transaction posted with the deposit row locked, in the transaction that marks
 * it COMPLETED, so no retry, duplicate callback or double click credits twice.
 */
export function createDepositsService(deps: {
  db: Database;
  clock: Clock;
  ledger: LedgerService;
  repository: DepositsRepository;
  payments: PaymentProviders;
  storage: FileStorage;
  uploads: UploadQuota;
  operators: OperatorsService;
  balanceChanged: (memberId: string) => void;
  events: CashierEvents;
  /** A bonus chosen on the deposit form, recorded in the deposit's own transaction. */
  depositBonus?: DepositBonusChoice;
}) {
  const { db, clock, ledger, repository, payments, storage, operators, balanceChanged } = deps;

  /** After the commit that credited it: the balance pushed, the member told. */
  function depositCredited(d: DepositRecord) {
    balanceChanged(d.memberId);
    deps.events.depositCredited({
      merchantCode: d.merchantCode,
      memberId: d.memberId,
      orderId: d.id,
      amount: toDecimalString({ amountMinor: d.amountMinor, currency: d.currency }),
      currency: d.currency,
    });
  }

  const decimal = (amountMinor: bigint, currency: CurrencyCode) =>
    toDecimalString({ amountMinor, currency: currency });

  /** Zero is a valid fixed fee; everything else follows the positive-amount rules. */
  const parseFee = (amount: string, currency: string) =>
    /^\s*0+(\.0+)?\s*$/.test(amount) ? 0n : parsePositiveAmount(amount, currency);

  function memberView(d: DepositRecord): TMemberDeposit {
    return {
      id: d.id,
      channelId: d.channelId,
      channelName: d.channelName,
      kind: d.kind,
      amount: decimal(d.amountMinor, d.currency),
      currency: d.currency,
      status: d.status,
      payUrl: d.kind === 'ONLINE' && d.status === 'PENDING' ? d.payUrl : null,
      bankAccount: d.kind === 'BANK_TRANSFER' ? d.bankAccount : null,
      hasProof: d.proofPath !== null,
      reviewNote: d.status === 'REJECTED' ? d.reviewNote : null,
      createdAt: d.createdAt.toISOString(),
      completedAt: d.completedAt?.toISOString() ?? null,
    };
  }

  function adminView(d: DepositRecord): TAdminDeposit {
    return {
      id: d.id,
      memberId: d.memberId,
      username: d.username,
      channelId: d.channelId,
      channelName: d.channelName,
      kind: d.kind,
      amount: decimal(d.amountMinor, d.currency),
      fee: decimal(d.feeMinor, d.currency),
      currency: d.currency,
      status: d.status,
      pspReference: d.pspReference,
      hasProof: d.proofPath !== null,
      ledgerTransactionId: d.ledgerTransactionId === null ? null : String(d.ledgerTransactionId),
      reviewedBy: d.reviewedBy,
      reviewNote: d.reviewNote,
      createdAt: d.createdAt.toISOString(),
      completedAt: d.completedAt?.toISOString() ?? null,
    };
  }

  function channelView(c: DepositChannelRecord, currency: CurrencyCode): TDepositChannel {
    return {
      id: c.id,
      kind: c.kind,
      name: c.name,
      min: decimal(c.minMinor, currency),
      max: decimal(c.maxMinor, currency),
      currency,
      bonusEligible: c.bonusEligible,
    };
  }

  function channelAdminView(c: DepositChannelRecord, currency: CurrencyCode): TDepositChannelAdmin {
    return {
      ...channelView(c, currency),
      enabled: c.enabled,
      sortOrder: c.sortOrder,
      feeBps: c.feeBps,
      feeFixed: decimal(c.feeFixedMinor, currency),
      bankAccount: c.bankAccount,
      pspCode: c.pspCode,
      updatedAt: c.updatedAt.toISOString(),
    };
  }

  const page = <T>(rows: T[], total: number, pageNo: number, pageSize: number) => ({
    list: rows,
    pageNo,
    pageSize,
    total,
    totalPages: Math.ceil(total / pageSize),
  });

  function transitionOrRefuse(d: DepositRecord, event: DepositEvent) {
    const next = depositTransition(d.kind, d.status, event);
    if (!next.ok) throw new AppError('DEPOSIT_STATE_INVALID', {}, { status: d.status });
    return next;
  }

  /** PSP clearing (less the fee, which the house bears) → member cash, one ledger transaction. */
  async function credit(tx: Queryable, d: DepositRecord, details: Record<string, unknown>): Promise<bigint> {
    const legs = depositCreditLegs(d.amountMinor, d.feeMinor).map((leg) => ({
      account:
        leg.account === 'MEMBER_CASH'
          ? { member: d.memberId, kind: 'CASH' as const }
          : { system: leg.account },
      amountMinor: leg.amountMinor,
    }));
    const posted = await ledger.post(tx, {
      merchantCode: d.merchantCode,
      currency: d.currency,
      kind: 'DEPOSIT',
      memberId: d.memberId,
      reference: `deposit:${d.id}`,
      details: { counterparty: d.channelName, depositId: d.id, feeMinor: String(d.feeMinor), ...details },
      legs,
    });
    return posted.transactionId;
  }

  /** Checks a channel's editable fields in the merchant's currency; answers them in minor units. */
  function channelFields(
    kind: DepositChannelRecord['kind'],
    body: TDepositChannelUpdate,
    currency: CurrencyCode,
  ): Omit<DepositChannelRecord, 'id' | 'merchantCode' | 'kind' | 'updatedAt'> {
    const minMinor = parsePositiveAmount(body.min, currency);
    const maxMinor = parsePositiveAmount(body.max, currency);
    if (maxMinor < minMinor) throw new AppError('VALIDATION_FAILED', { fields: 'max' });
    if (kind === 'BANK_TRANSFER' && !body.bankAccount)
      throw new AppError('VALIDATION_FAILED', { fields: 'bankAccount' });
    if (kind === 'ONLINE' && (!body.pspCode || !payments.get(body.pspCode)))
      throw new AppError('VALIDATION_FAILED', { fields: 'pspCode' }, { pspCodes: payments.codes() });
    return {
      name: body.name,
      minMinor,
      maxMinor,
      feeBps: body.feeBps,
      feeFixedMinor: parseFee(body.feeFixed, currency),
      bonusEligible: body.bonusEligible,
      enabled: body.enabled,
      sortOrder: body.sortOrder,
      // A channel carries only what its kind uses: the database refuses the other combination.
      bankAccount: kind === 'BANK_TRANSFER' ? body.bankAccount : null,
      pspCode: kind === 'ONLINE' ? body.pspCode!.toUpperCase() : null,
    };
  }

  return {
    // ---- member ----

    async channelsFor(merchant: DepositMerchant): Promise<TDepositChannel[]> {
      const channels = await repository.channels(merchant.code, { enabledOnly: true });
      return channels
        .filter((c) => c.kind === 'BANK_TRANSFER' || (c.pspCode !== null && payments.get(c.pspCode)))
        .map((c) => channelView(c, merchant.currency));
    },

    /** Opens a deposit; idempotent per member and Idempotency-Key (same body → the same deposit). */
    async create(merchant: DepositMerchant, memberId: string, key: string, body: TDepositCreate) {
      // Checked before the key is claimed: a refused amount creates nothing and keeps the key free.
      const amountMinor = parsePositiveAmount(body.amount, merchant.currency);
      const result = await runIdempotent(
        db,
        { scope: `member:${memberId}`, key, hash: requestHash('deposits.create', body) },
        async (tx): Promise<TDepositCreated> => {
          const channel = await repository.channel(tx, merchant.code, body.channelId);
          if (!channel || !channel.enabled) throw new AppError('CHANNEL_UNAVAILABLE');
          if (amountLimitProblem(amountMinor, channel)) {
            const limits = {
              min: decimal(channel.minMinor, merchant.currency),
              max: decimal(channel.maxMinor, merchant.currency),
            };
            throw new AppError('AMOUNT_OUT_OF_LIMITS', limits, limits);
          }
          const provider = channel.kind === 'ONLINE' ? payments.get(channel.pspCode ?? '') : undefined;
          if (channel.kind === 'ONLINE' && !provider) throw new AppError('CHANNEL_UNAVAILABLE');
          const id = newId();
          const payment = provider
            ? await provider.createPayment({
                orderId: id,
                amount: decimal(amountMinor, merchant.currency),
                currency: merchant.currency,
                merchantCode: merchant.code,
                returnUrl: returnUrlOf(id),
                callbackUrl: `/api/psp/${provider.code}/callback`,
              })
            : null;
          await repository.insertDeposit(tx, {
            id,
            merchantCode: merchant.code,
            memberId,
            channelId: channel.id,
            amountMinor,
            feeMinor: depositFeeMinor(amountMinor, channel),
            currency: merchant.currency,
            bankAccount: channel.kind === 'BANK_TRANSFER' ? channel.bankAccount : null,
            pspCode: provider?.code ?? null,
            payUrl: payment?.payUrl ?? null,
          });
          if (body.promotionId) {
            if (!deps.depositBonus || !channel.bonusEligible) throw new AppError('PROMOTION_NOT_ELIGIBLE');
            await deps.depositBonus.choose(tx, {
              merchantCode: merchant.code,
              memberId,
              orderId: id,
              promotionId: body.promotionId,
              amountMinor,
            });
          }
          const created = await repository.find(tx, { merchantCode: merchant.code, memberId }, id);
          return { depositId: id, ...memberView(created!) };
        },
      );
      return result.value;
    },

    async get(merchant: DepositMerchant, memberId: string, id: string): Promise<TMemberDeposit> {
      const d = await repository.find(db, { merchantCode: merchant.code, memberId }, id);
      if (!d) throw new AppError('NOT_FOUND');
      return memberView(d);
    },

    async history(
      merchant: DepositMerchant,
      memberId: string,
      filter: { status?: DepositStatus; pageNo: number; pageSize: number },
    ) {
      const { rows, total } = await repository.pageForMember(merchant.code, memberId, filter);
      return page(rows.map(memberView), total, filter.pageNo, filter.pageSize);
    },

    /** The bank-transfer proof: a real PNG, JPEG or WebP (by its bytes), then the deposit awaits review. */
    async uploadProof(
      merchant: DepositMerchant,
      memberId: string,
      id: string,
      bytes: Buffer,
    ): Promise<TMemberDeposit> {
      const scope = { merchantCode: merchant.code, memberId };
      const before = await repository.find(db, scope, id);
      if (!before) throw new AppError('NOT_FOUND');
      transitionOrRefuse(before, 'PROOF_UPLOADED');
      if (bytes.length > MAX_IMAGE_BYTES)
        throw new AppError('FILE_TOO_LARGE', { maxMb: MAX_IMAGE_BYTES / 1024 / 1024 });
      const contentType = detectImageType(bytes);
      if (!contentType) throw new AppError('FILE_TYPE_INVALID');
      // Only the owner of a deposit that takes a proof gets here (checked above), and within limits.
      await deps.uploads.take(memberId, { kind: 'deposit', id, max: UPLOADS_PER_DEPOSIT }, 1);
      // Stored before the row changes: a crash in between leaves an unreferenced file, never a
      // deposit pointing at nothing.
      const path = await storage.save(PROOF_CATEGORY, bytes, contentType);
      return transactionWithRetry(db, async (tx) => {
        const d = await repository.find(tx, scope, id, { lock: true });
        if (!d) throw new AppError('NOT_FOUND');
        const next = transitionOrRefuse(d, 'PROOF_UPLOADED');
        await repository.update(tx, id, { status: next.status, proof: { path, contentType } });
        return memberView((await repository.find(tx, scope, id))!);
      });
    },

    async cancel(merchant: DepositMerchant, memberId: string, id: string): Promise<TMemberDeposit> {
      const scope = { merchantCode: merchant.code, memberId };
      return transactionWithRetry(db, async (tx) => {
        const d = await repository.find(tx, scope, id, { lock: true });
        if (!d) throw new AppError('NOT_FOUND');
        const next = transitionOrRefuse(d, 'CANCEL');
        await repository.update(tx, id, { status: next.status });
        return memberView((await repository.find(tx, scope, id))!);
      });
    },

    // ---- payment provider ----

    /**
     * A provider's server-to-server notification. Authenticated over the raw body by the provider's
     * adapter; then, in one transaction: the nonce is spent, the order is locked and must match the
     * notice (amount, currency), and the transition decides whether money moves. A repeated
     * notification (new nonce) answers OK and moves nothing; a replayed one (same nonce) is refused.
     */
    async handleCallback(
      pspCode: string,
      request: { headers: Record<string, string | string[] | undefined>; rawBody: string },
    ) {
      const provider = payments.get(pspCode);
      if (!provider) throw new AppError('NOT_FOUND');
      const check = provider.checkCallback({ ...request, nowMs: clock.nowMs() });
      if (!check.ok) {
        if (check.reason === 'SIGNATURE') throw new AppError('SIGNATURE_INVALID');
        throw new AppError('VALIDATION_FAILED', { fields: 'body' });
      }
      const notice = check.notice;
      if (!UUID.test(notice.orderId)) throw new AppError('NOT_FOUND');
      const effect: { credited: DepositRecord | null } = { credited: null };
      const answer = await transactionWithRetry(db, async (tx) => {
        if (!(await repository.claimNonce(tx, provider.code, notice.nonce))) throw new AppError('REPLAYED');
        const d = await repository.lockForProvider(tx, provider.code, notice.orderId);
        if (!d) throw new AppError('NOT_FOUND');
        let noticedMinor: bigint | null = null;
        try {
          if (isCurrencyCode(notice.currency))
            noticedMinor = parseMoney(notice.amount, notice.currency).amountMinor;
        } catch {
          noticedMinor = null;
        }
        if (notice.currency !== d.currency || noticedMinor !== d.amountMinor)
          throw new AppError('PAYMENT_MISMATCH');
        const next = transitionOrRefuse(d, notice.status === 'SUCCESS' ? 'PSP_SUCCESS' : 'PSP_FAILED');
        if (next.changed) {
          const ledgerTransactionId = next.credit
            ? await credit(tx, d, { pspReference: notice.pspReference })
            : undefined;
          await repository.update(tx, d.id, {
            status: next.status,
            pspReference: notice.pspReference,
            ...(ledgerTransactionId === undefined ? {} : { ledgerTransactionId }),
          });
          if (next.credit) effect.credited = d;
        }
        return { orderId: d.id, status: next.status, duplicate: !next.changed };
      });
      if (effect.credited) depositCredited(effect.credited);
      return answer;
    },

    /**
     * Scheduled: online deposits left unpaid past the window are closed as EXPIRED, so the member's
     * list and the operators' queue do not keep them open forever. The window outlives the
     * provider's payment page (30 minutes), so nobody can still be paying.
     */
    async expireUnpaid(): Promise<number> {
      const olderThan = new Date(clock.nowMs() - UNPAID_ONLINE_EXPIRY_MS);
      let expired = 0;
      for (;;) {
        const batch = await repository.expireUnpaidOnline(olderThan, EXPIRY_BATCH);
        expired += batch;
        if (batch < EXPIRY_BATCH) return expired;
      }
    },

    // ---- back office ----

    async adminChannels(merchant: DepositMerchant): Promise<TDepositChannelAdmin[]> {
      const channels = await repository.channels(merchant.code, { enabledOnly: false });
      return channels.map((c) => channelAdminView(c, merchant.currency));
    },

    pspCodes: () => payments.codes(),

    /** Adds the channel unless the merchant has one of that name (demo seed; repeatable). */
    async ensureChannel(merchant: DepositMerchant, body: TDepositChannelCreate): Promise<void> {
      const fields = channelFields(body.kind, body, merchant.currency);
      await repository.insertChannel(db, {
        id: newId(),
        merchantCode: merchant.code,
        kind: body.kind,
        ...fields,
      });
    },

    async createChannel(actor: AuditActor, merchant: DepositMerchant, body: TDepositChannelCreate) {
      const fields = channelFields(body.kind, body, merchant.currency);
      return db.transaction(async (tx) => {
        const created = await repository.insertChannel(tx, {
          id: newId(),
          merchantCode: merchant.code,
          kind: body.kind,
          ...fields,
        });
        if (!created) throw new AppError('CONFLICT');
        const view = channelAdminView(created, merchant.currency);
        await operators.audit(tx, actor, {
          merchantCode: merchant.code,
          action: 'deposit-channel.create',
          target: `deposit-channel:${created.name}`,
          before: null,
          after: view,
        });
        return view;
      });
    },

    async updateChannel(
      actor: AuditActor,
      merchant: DepositMerchant,
      id: string,
      body: TDepositChannelUpdate,
    ): Promise<TDepositChannelAdmin> {
      return db.transaction(async (tx) => {
        const before = await repository.channel(tx, merchant.code, id);
        if (!before) throw new AppError('NOT_FOUND');
        const updated = await repository.updateChannel(
          tx,
          merchant.code,
          id,
          channelFields(before.kind, body, merchant.currency),
        );
        if (updated === 'NAME_TAKEN') throw new AppError('CONFLICT');
        if (!updated) throw new AppError('NOT_FOUND');
        const view = channelAdminView(updated, merchant.currency);
        await operators.audit(tx, actor, {
          merchantCode: merchant.code,
          action: 'deposit-channel.update',
          target: `deposit-channel:${updated.name}`,
          before: channelAdminView(before, merchant.currency),
          after: view,
        });
        return view;
      });
    },

    async queue(merchantCode: string, query: TAdminDepositQuery) {
      const { rows, total } = await repository.pageForMerchant(merchantCode, query);
      return page(rows.map(adminView), total, query.pageNo, query.pageSize);
    },

    async adminGet(merchantCode: string, id: string): Promise<TAdminDeposit> {
      const d = await repository.find(db, { merchantCode }, id);
      if (!d) throw new AppError('NOT_FOUND');
      return adminView(d);
    },

    /**
     * An operator's decision on a bank transfer, idempotent per operator and key. Approving credits
     * the member; deciding a deposit already decided is refused (409), whoever asks.
     */
    async review(
      actor: AuditActor,
      merchantCode: string,
      id: string,
      key: string,
      decision: { approve: boolean; note: string },
    ): Promise<TAdminDeposit> {
      const effect: { credited: DepositRecord | null } = { credited: null };
      const result = await runIdempotent(
        db,
        {
          scope: `operator:${actor.operator.id}`,
          key,
          hash: requestHash(`deposits.review:${id}`, decision),
        },
        async (tx) => {
          const d = await repository.find(tx, { merchantCode }, id, { lock: true });
          if (!d) throw new AppError('NOT_FOUND');
          const next = transitionOrRefuse(d, decision.approve ? 'APPROVE' : 'REJECT');
          const ledgerTransactionId = next.credit
            ? await credit(tx, d, { reviewedBy: actor.operator.username })
            : undefined;
          await repository.update(tx, id, {
            status: next.status,
            review: { by: actor.operator.username, note: decision.note || null },
            ...(ledgerTransactionId === undefined ? {} : { ledgerTransactionId }),
          });
          const after = adminView((await repository.find(tx, { merchantCode }, id))!);
          await operators.audit(tx, actor, {
            merchantCode,
            action: decision.approve ? 'deposit.approve' : 'deposit.reject',
            target: `deposit:${id}`,
            before: { status: d.status },
            after: {
              status: after.status,
              member: after.username,
              amount: after.amount,
              note: decision.note,
              ledgerTransactionId: after.ledgerTransactionId,
            },
          });
          if (next.credit) effect.credited = d;
          return after;
        },
      );
      if (effect.credited) depositCredited(effect.credited);
      return result.value;
    },

    /** The proof image for operators; null when the deposit or its file is missing. */
    async proof(merchantCode: string, id: string) {
      const d = await repository.find(db, { merchantCode }, id);
      if (!d?.proofPath) return null;
      return storage.read(d.proofPath);
    },
  };
}

export type DepositsService = ReturnType<typeof createDepositsService>;
