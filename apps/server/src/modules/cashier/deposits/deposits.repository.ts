// Owns tables: deposits, deposit_channels, psp_callback_nonces.
// Reads tables: members.
import { toCurrencyCode, type CurrencyCode } from '@platform/money';
import type {
  DepositChannelKind,
  DepositStatus,
  TAdminDepositQuery,
  TBankAccount,
} from '@platform/contracts';
import type { Database, Queryable } from '../../../platform/db/database.ts';

export interface DepositChannelRecord {
  id: string;
  merchantCode: string;
  kind: DepositChannelKind;
  name: string;
  minMinor: bigint;
  maxMinor: bigint;
  feeBps: number;
  feeFixedMinor: bigint;
  bonusEligible: boolean;
  enabled: boolean;
  sortOrder: number;
  bankAccount: TBankAccount | null;
  pspCode: string | null;
  updatedAt: Date;
}

export type DepositChannelFields = Omit<DepositChannelRecord, 'id' | 'merchantCode' | 'kind' | 'updatedAt'>;

export interface DepositRecord {
  id: string;
  merchantCode: string;
  memberId: string;
  username: string;
  channelId: string;
  channelName: string;
  kind: DepositChannelKind;
  amountMinor: bigint;
  feeMinor: bigint;
  currency: CurrencyCode;
  status: DepositStatus;
  bankAccount: TBankAccount | null;
  pspCode: string | null;
  payUrl: string | null;
  pspReference: string | null;
  proofPath: string | null;
  ledgerTransactionId: bigint | null;
  reviewedBy: string | null;
  reviewNote: string | null;
  createdAt: Date;
  completedAt: Date | null;
}

export interface NewDeposit {
  id: string;
  merchantCode: string;
  memberId: string;
  channelId: string;
  amountMinor: bigint;
  feeMinor: bigint;
  currency: string;
  bankAccount: TBankAccount | null;
  pspCode: string | null;
  payUrl: string | null;
}

interface ChannelRow {
  id: string;
  merchant_code: string;
  kind: DepositChannelKind;
  name: string;
  min_minor: string;
  max_minor: string;
  fee_bps: number;
  fee_fixed_minor: string;
  bonus_eligible: boolean;
  enabled: boolean;
  sort_order: number;
  bank_details: TBankAccount | null;
  psp_code: string | null;
  updated_at: Date;
}

const CHANNEL_COLUMNS = `id, merchant_code, kind, name, min_minor, max_minor, fee_bps, fee_fixed_minor,
  bonus_eligible, enabled, sort_order, bank_details, psp_code, updated_at`;

const channelOf = (r: ChannelRow): DepositChannelRecord => ({
  id: r.id,
  merchantCode: r.merchant_code,
  kind: r.kind,
  name: r.name,
  minMinor: BigInt(r.min_minor),
  maxMinor: BigInt(r.max_minor),
  feeBps: Number(r.fee_bps),
  feeFixedMinor: BigInt(r.fee_fixed_minor),
  bonusEligible: r.bonus_eligible,
  enabled: r.enabled,
  sortOrder: Number(r.sort_order),
  bankAccount: r.bank_details,
  pspCode: r.psp_code,
  updatedAt: r.updated_at,
});

interface DepositRow {
  id: string;
  merchant_code: string;
  member_id: string;
  username: string;
  channel_id: string;
  channel_name: string;
  kind: DepositChannelKind;
  amount_minor: string;
  fee_minor: string;
  currency: string;
  status: DepositStatus;
  bank_details: TBankAccount | null;
  psp_code: string | null;
  pay_url: string | null;
  psp_reference: string | null;
  proof_path: string | null;
  ledger_transaction_id: string | null;
  reviewed_by: string | null;
  review_note: string | null;
  created_at: Date;
  completed_at: Date | null;
}

const DEPOSIT_COLUMNS = `d.id, d.merchant_code, d.member_id, m.username, d.channel_id, c.name AS channel_name, c.kind,
  d.amount_minor, d.fee_minor, d.currency, d.status, d.bank_details, d.psp_code, d.pay_url, d.psp_reference,
  d.proof_path, d.ledger_transaction_id, d.reviewed_by, d.review_note, d.created_at, d.completed_at`;

const DEPOSIT_FROM = `deposits d JOIN deposit_channels c ON c.id = d.channel_id JOIN members m ON m.id = d.member_id`;

const depositOf = (r: DepositRow): DepositRecord => ({
  id: r.id,
  merchantCode: r.merchant_code,
  memberId: r.member_id,
  username: r.username,
  channelId: r.channel_id,
  channelName: r.channel_name,
  kind: r.kind,
  amountMinor: BigInt(r.amount_minor),
  feeMinor: BigInt(r.fee_minor),
  currency: toCurrencyCode(r.currency.trim()),
  status: r.status,
  bankAccount: r.bank_details,
  pspCode: r.psp_code,
  payUrl: r.pay_url,
  pspReference: r.psp_reference,
  proofPath: r.proof_path,
  ledgerTransactionId: r.ledger_transaction_id === null ? null : BigInt(r.ledger_transaction_id),
  reviewedBy: r.reviewed_by,
  reviewNote: r.review_note,
  createdAt: r.created_at,
  completedAt: r.completed_at,
});

const UNIQUE_VIOLATION = '23505';

/** The only SQL of deposits: channels, deposits and provider nonces. */
export function createDepositsRepository(db: Database) {
  async function page(where: string, params: unknown[], limit: number, offset: number) {
    const [rows, count] = await Promise.all([
      db.query<DepositRow>(
        `SELECT ${DEPOSIT_COLUMNS} FROM ${DEPOSIT_FROM} WHERE ${where}
         ORDER BY d.created_at DESC, d.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, limit, offset],
      ),
      db.query<{ total: string }>(`SELECT count(*) AS total FROM ${DEPOSIT_FROM} WHERE ${where}`, params),
    ]);
    return { rows: rows.rows.map(depositOf), total: Number(count.rows[0]?.total ?? 0) };
  }

  return {
    async channels(merchantCode: string, options: { enabledOnly: boolean }): Promise<DepositChannelRecord[]> {
      const r = await db.query<ChannelRow>(
        `SELECT ${CHANNEL_COLUMNS} FROM deposit_channels
         WHERE merchant_code = $1 AND ($2::boolean IS FALSE OR enabled)
         ORDER BY sort_order, name`,
        [merchantCode, options.enabledOnly],
      );
      return r.rows.map(channelOf);
    },

    async channel(q: Queryable, merchantCode: string, id: string): Promise<DepositChannelRecord | null> {
      const r = await q.query<ChannelRow>(
        `SELECT ${CHANNEL_COLUMNS} FROM deposit_channels WHERE merchant_code = $1 AND id = $2`,
        [merchantCode, id],
      );
      return r.rows[0] ? channelOf(r.rows[0]) : null;
    },

    /** Null when the merchant already has a channel of that name. */
    async insertChannel(
      q: Queryable,
      channel: Omit<DepositChannelRecord, 'updatedAt'>,
    ): Promise<DepositChannelRecord | null> {
      const r = await q.query<ChannelRow>(
        `INSERT INTO deposit_channels (id, merchant_code, kind, name, min_minor, max_minor, fee_bps,
           fee_fixed_minor, bonus_eligible, enabled, sort_order, bank_details, psp_code)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
         ON CONFLICT (merchant_code, name) DO NOTHING
         RETURNING ${CHANNEL_COLUMNS}`,
        [
          channel.id,
          channel.merchantCode,
          channel.kind,
          channel.name,
          String(channel.minMinor),
          String(channel.maxMinor),
          channel.feeBps,
          String(channel.feeFixedMinor),
          channel.bonusEligible,
          channel.enabled,
          channel.sortOrder,
          channel.bankAccount === null ? null : JSON.stringify(channel.bankAccount),
          channel.pspCode,
        ],
      );
      return r.rows[0] ? channelOf(r.rows[0]) : null;
    },

    /** The updated channel; null when absent; 'NAME_TAKEN' when another channel has the name. */
    async updateChannel(
      q: Queryable,
      merchantCode: string,
      id: string,
      fields: DepositChannelFields,
    ): Promise<DepositChannelRecord | null | 'NAME_TAKEN'> {
      try {
        const r = await q.query<ChannelRow>(
          `UPDATE deposit_channels SET name = $3, min_minor = $4, max_minor = $5, fee_bps = $6,
             fee_fixed_minor = $7, bonus_eligible = $8, enabled = $9, sort_order = $10, bank_details = $11,
             psp_code = $12, updated_at = now()
           WHERE merchant_code = $1 AND id = $2
           RETURNING ${CHANNEL_COLUMNS}`,
          [
            merchantCode,
            id,
            fields.name,
            String(fields.minMinor),
            String(fields.maxMinor),
            fields.feeBps,
            String(fields.feeFixedMinor),
            fields.bonusEligible,
            fields.enabled,
            fields.sortOrder,
            fields.bankAccount === null ? null : JSON.stringify(fields.bankAccount),
            fields.pspCode,
          ],
        );
        return r.rows[0] ? channelOf(r.rows[0]) : null;
      } catch (error) {
        if ((error as { code?: string }).code === UNIQUE_VIOLATION) return 'NAME_TAKEN';
        throw error;
      }
    },

    async insertDeposit(q: Queryable, d: NewDeposit): Promise<void> {
      await q.query(
        `INSERT INTO deposits (id, merchant_code, member_id, channel_id, amount_minor, fee_minor, currency,
           bank_details, psp_code, pay_url)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          d.id,
          d.merchantCode,
          d.memberId,
          d.channelId,
          String(d.amountMinor),
          String(d.feeMinor),
          d.currency,
          d.bankAccount === null ? null : JSON.stringify(d.bankAccount),
          d.pspCode,
          d.payUrl,
        ],
      );
    },

    /** One deposit of the merchant (and of the member, when given); other merchants' rows stay invisible. */
    async find(
      q: Queryable,
      scope: { merchantCode: string; memberId?: string },
      id: string,
      options: { lock: boolean } = { lock: false },
    ): Promise<DepositRecord | null> {
      const r = await q.query<DepositRow>(
        `SELECT ${DEPOSIT_COLUMNS} FROM ${DEPOSIT_FROM}
         WHERE d.id = $1 AND d.merchant_code = $2 AND ($3::uuid IS NULL OR d.member_id = $3)
         ${options.lock ? 'FOR UPDATE OF d' : ''}`,
        [id, scope.merchantCode, scope.memberId ?? null],
      );
      return r.rows[0] ? depositOf(r.rows[0]) : null;
    },

    /** The order a provider names, locked for the rest of the transaction; its merchant is the order's. */
    async lockForProvider(q: Queryable, pspCode: string, id: string): Promise<DepositRecord | null> {
      const r = await q.query<DepositRow>(
        `SELECT ${DEPOSIT_COLUMNS} FROM ${DEPOSIT_FROM} WHERE d.id = $1 AND d.psp_code = $2 FOR UPDATE OF d`,
        [id, pspCode],
      );
      return r.rows[0] ? depositOf(r.rows[0]) : null;
    },

    async pageForMember(
      merchantCode: string,
      memberId: string,
      filter: { status?: DepositStatus; pageNo: number; pageSize: number },
    ) {
      return page(
        `d.merchant_code = $1 AND d.member_id = $2 AND ($3::text IS NULL OR d.status = $3)`,
        [merchantCode, memberId, filter.status ?? null],
        filter.pageSize,
        (filter.pageNo - 1) * filter.pageSize,
      );
    },

    async pageForMerchant(merchantCode: string, filter: TAdminDepositQuery) {
      return page(
        `d.merchant_code = $1 AND ($2::text IS NULL OR d.status = $2) AND ($3::text IS NULL OR c.kind = $3)
         AND ($4::text IS NULL OR lower(m.username) = lower($4))`,
        [merchantCode, filter.status ?? null, filter.kind ?? null, filter.username || null],
        filter.pageSize,
        (filter.pageNo - 1) * filter.pageSize,
      );
    },

    async update(
      q: Queryable,
      id: string,
      changes: {
        status: DepositStatus;
        pspReference?: string;
        proof?: { path: string; contentType: string };
        ledgerTransactionId?: bigint;
        review?: { by: string; note: string | null };
      },
    ): Promise<void> {
      await q.query(
        `UPDATE deposits SET status = $2,
           psp_reference = COALESCE($3, psp_reference),
           proof_path = COALESCE($4, proof_path),
           proof_content_type = COALESCE($5, proof_content_type),
           ledger_transaction_id = COALESCE($6, ledger_transaction_id),
           reviewed_by = COALESCE($7, reviewed_by),
           review_note = COALESCE($8, review_note),
           completed_at = CASE WHEN $2 = 'COMPLETED' THEN now() ELSE completed_at END,
           updated_at = now()
         WHERE id = $1`,
        [
          id,
          changes.status,
          changes.pspReference ?? null,
          changes.proof?.path ?? null,
          changes.proof?.contentType ?? null,
          changes.ledgerTransactionId === undefined ? null : String(changes.ledgerTransactionId),
          changes.review?.by ?? null,
          changes.review?.note ?? null,
        ],
      );
    },

    /**
     * Online deposits nobody paid within the window become EXPIRED (the deposit flow's EXPIRE event:
     * only PENDING moves, and a provider's late SUCCESS still completes them). Bank transfers never
     * expire: the money may show on the statement days later, and an operator decides those.
     */
    async expireUnpaidOnline(olderThan: Date, limit: number): Promise<number> {
      const r = await db.query(
        `UPDATE deposits SET status = 'EXPIRED', updated_at = now()
         WHERE id IN (
           SELECT id FROM deposits
           WHERE status = 'PENDING' AND psp_code IS NOT NULL AND created_at < $1
           ORDER BY created_at LIMIT $2
           FOR UPDATE SKIP LOCKED)
         AND status = 'PENDING'`,
        [olderThan, limit],
      );
      return r.rowCount ?? 0;
    },

    /** True the first time a provider's nonce is seen; committed with the notification's effect. */
    async claimNonce(q: Queryable, pspCode: string, nonce: string): Promise<boolean> {
      const r = await q.query(
        `INSERT INTO psp_callback_nonces (psp_code, nonce) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1`,
        [pspCode, nonce],
      );
      return (r.rowCount ?? 0) > 0;
    },
  };
}

export type DepositsRepository = ReturnType<typeof createDepositsRepository>;
