// Owns tables: game_wallet_transfers, simulated_vendor_wallets, simulated_vendor_transfers.
// Reads tables: game_vendors, merchant_game_vendors.
import { toCurrencyCode, type CurrencyCode } from '@platform/money';
import type { Database, Queryable } from '../../../platform/db/database.ts';

/** The vendor said no (a definitive answer, unlike a timeout). */
export class VendorRefusal extends Error {}

export interface GameWalletTransfer {
  transferId: string;
  merchantCode: string;
  memberId: string;
  vendorCode: string;
  direction: 'IN' | 'OUT';
  currency: CurrencyCode;
  amountMinor: bigint;
  /** IN_FLIGHT: someone is working on it until `inFlightUntil`; PENDING: outcome unknown, nobody on it. */
  status: 'IN_FLIGHT' | 'PENDING' | 'SUCCESS' | 'FAILED';
  inFlightUntil: Date | null;
  createdAt: Date;
}

interface Row {
  transfer_id: string;
  merchant_code: string;
  member_id: string;
  vendor_code: string;
  direction: 'IN' | 'OUT';
  currency: string;
  amount_minor: string;
  status: GameWalletTransfer['status'];
  in_flight_until: Date | null;
  created_at: Date;
}

const of = (r: Row): GameWalletTransfer => ({
  transferId: r.transfer_id,
  merchantCode: r.merchant_code,
  memberId: r.member_id,
  vendorCode: r.vendor_code,
  direction: r.direction,
  currency: toCurrencyCode(r.currency.trim()),
  amountMinor: BigInt(r.amount_minor),
  status: r.status,
  inFlightUntil: r.in_flight_until,
  createdAt: r.created_at,
});

export function createGameWalletsRepository(db: Database) {
  return {
    async transferVendors(merchantCode: string) {
      const r = await db.query<{ code: string; display_name: string; status: string }>(
        `SELECT DISTINCT v.code, v.display_name, v.status FROM game_vendors v
           JOIN merchant_game_vendors mv ON mv.vendor_code = v.code AND mv.merchant_code = $1 AND mv.enabled
          WHERE v.wallet_type = 'TRANSFER' ORDER BY v.code`,
        [merchantCode],
      );
      return r.rows.map((v) => ({
        code: v.code,
        displayName: v.display_name,
        active: v.status === 'ACTIVE',
      }));
    },

    /** A new transfer starts IN_FLIGHT, held by its creator until `inFlightUntil`. */
    async insert(
      q: Queryable,
      t: Omit<GameWalletTransfer, 'createdAt' | 'status'> & { inFlightUntil: Date },
    ) {
      await q.query(
        `INSERT INTO game_wallet_transfers (transfer_id, merchant_code, member_id, vendor_code, direction, currency, amount_minor,
           status, in_flight_until)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'IN_FLIGHT', $8)`,
        [
          t.transferId,
          t.merchantCode,
          t.memberId,
          t.vendorCode,
          t.direction,
          t.currency,
          String(t.amountMinor),
          t.inFlightUntil,
        ],
      );
    },

    /**
     * Takes an unsettled transfer whose hold has run out (or never existed) and holds it IN_FLIGHT
     * until `until`, in one statement: of two status checks at once, only one gets it.
     */
    async claim(transferId: string, now: Date, until: Date): Promise<GameWalletTransfer | null> {
      const r = await db.query<Row>(
        `UPDATE game_wallet_transfers SET status = 'IN_FLIGHT', in_flight_until = $3
          WHERE transfer_id = $1 AND status IN ('IN_FLIGHT', 'PENDING')
            AND (in_flight_until IS NULL OR in_flight_until <= $2)
          RETURNING *`,
        [transferId, now, until],
      );
      return r.rows[0] ? of(r.rows[0]) : null;
    },

    /** The holder gives up without an outcome: PENDING, claimable again once its hold has run out. */
    async release(transferId: string) {
      await db.query(
        `UPDATE game_wallet_transfers SET status = 'PENDING' WHERE transfer_id = $1 AND status = 'IN_FLIGHT'`,
        [transferId],
      );
    },

    async find(q: Queryable, transferId: string, lock = false): Promise<GameWalletTransfer | null> {
      const r = await q.query<Row>(
        `SELECT * FROM game_wallet_transfers WHERE transfer_id = $1 ${lock ? 'FOR UPDATE' : ''}`,
        [transferId],
      );
      return r.rows[0] ? of(r.rows[0]) : null;
    },

    async settle(q: Queryable, transferId: string, status: 'SUCCESS' | 'FAILED') {
      await q.query(
        `UPDATE game_wallet_transfers SET status = $2, settled_at = now() WHERE transfer_id = $1`,
        [transferId, status],
      );
    },

    /** Unsettled transfers nobody holds any more (their hold ran out), oldest first. */
    async unheld(now: Date, limit: number): Promise<string[]> {
      const r = await db.query<{ transfer_id: string }>(
        `SELECT transfer_id FROM game_wallet_transfers
          WHERE status IN ('IN_FLIGHT', 'PENDING') AND (in_flight_until IS NULL OR in_flight_until <= $1)
          ORDER BY created_at LIMIT $2`,
        [now, limit],
      );
      return r.rows.map((row) => row.transfer_id);
    },

    // ---- the built-in transfer-wallet vendor simulator's own books (an outside system in production) ----

    async simulatorTransfer(
      vendorCode: string,
      transferId: string,
      memberId: string,
      direction: 'IN' | 'OUT',
      amountMinor: bigint,
    ) {
      return db.transaction(async (tx) => {
        const taken = await tx.query(
          `INSERT INTO simulated_vendor_transfers (vendor_code, transfer_id, member_id, direction, amount_minor)
           VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
          [vendorCode, transferId, memberId, direction, String(amountMinor)],
        );
        if ((taken.rowCount ?? 0) === 0) {
          // A voided id is dead: the original request arriving late is refused.
          const seen = await tx.query<{ voided_at: Date | null }>(
            `SELECT voided_at FROM simulated_vendor_transfers WHERE vendor_code = $1 AND transfer_id = $2`,
            [vendorCode, transferId],
          );
          if (seen.rows[0]?.voided_at) throw new VendorRefusal();
          // A transfer id the vendor has seen is answered from its books, never applied twice.
          return 'SUCCESS' as const;
        }
        if (direction === 'IN') {
          await tx.query(
            `INSERT INTO simulated_vendor_wallets (vendor_code, member_id, balance_minor) VALUES ($1, $2, $3)
             ON CONFLICT (vendor_code, member_id) DO UPDATE SET balance_minor = simulated_vendor_wallets.balance_minor + $3`,
            [vendorCode, memberId, String(amountMinor)],
          );
        } else {
          const moved = await tx.query(
            `UPDATE simulated_vendor_wallets SET balance_minor = balance_minor - $3
              WHERE vendor_code = $1 AND member_id = $2 AND balance_minor >= $3`,
            [vendorCode, memberId, String(amountMinor)],
          );
          // Not enough in the game wallet: the vendor refuses, and forgets the transfer id with it.
          if ((moved.rowCount ?? 0) === 0) throw new VendorRefusal();
        }
        return 'SUCCESS' as const;
      });
    },

    async simulatorStatus(
      vendorCode: string,
      transferId: string,
    ): Promise<'SUCCESS' | 'NOT_FOUND' | 'VOIDED'> {
      const r = await db.query<{ voided_at: Date | null }>(
        `SELECT voided_at FROM simulated_vendor_transfers WHERE vendor_code = $1 AND transfer_id = $2`,
        [vendorCode, transferId],
      );
      if (!r.rows[0]) return 'NOT_FOUND';
      return r.rows[0].voided_at ? 'VOIDED' : 'SUCCESS';
    },

    /**
     * Kills a transfer id the vendor has not applied, so that it is refused if it ever arrives; one
     * it has applied stays applied. Atomic with the transfer itself (the same primary key).
     */
    async simulatorVoid(vendorCode: string, transferId: string): Promise<'VOIDED' | 'ALREADY_APPLIED'> {
      const taken = await db.query(
        `INSERT INTO simulated_vendor_transfers (vendor_code, transfer_id, voided_at) VALUES ($1, $2, now())
         ON CONFLICT DO NOTHING`,
        [vendorCode, transferId],
      );
      if ((taken.rowCount ?? 0) > 0) return 'VOIDED';
      const seen = await db.query<{ voided_at: Date | null }>(
        `SELECT voided_at FROM simulated_vendor_transfers WHERE vendor_code = $1 AND transfer_id = $2`,
        [vendorCode, transferId],
      );
      return seen.rows[0]?.voided_at ? 'VOIDED' : 'ALREADY_APPLIED';
    },

    async simulatorBalance(vendorCode: string, memberId: string): Promise<bigint> {
      const r = await db.query<{ balance_minor: string }>(
        `SELECT balance_minor FROM simulated_vendor_wallets WHERE vendor_code = $1 AND member_id = $2`,
        [vendorCode, memberId],
      );
      return BigInt(r.rows[0]?.balance_minor ?? 0);
    },
  };
}

export type GameWalletsRepository = ReturnType<typeof createGameWalletsRepository>;
