import type { Database, Queryable } from '../../platform/db/database.ts';

/** The vendor said no (a definitive answer, unlike a timeout). */
export class VendorRefusal extends Error {}

export interface GameWalletTransfer {
  transferId: string;
  merchantCode: string;
  memberId: string;
  vendorCode: string;
  direction: 'IN' | 'OUT';
  currency: string;
  amountMinor: bigint;
  status: 'PENDING' | 'SUCCESS' | 'FAILED';
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
  created_at: Date;
}

const of = (r: Row): GameWalletTransfer => ({
  transferId: r.transfer_id,
  merchantCode: r.merchant_code,
  memberId: r.member_id,
  vendorCode: r.vendor_code,
  direction: r.direction,
  currency: r.currency.trim(),
  amountMinor: BigInt(r.amount_minor),
  status: r.status,
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

    async insert(q: Queryable, t: Omit<GameWalletTransfer, 'createdAt' | 'status'>) {
      await q.query(
        `INSERT INTO game_wallet_transfers (transfer_id, merchant_code, member_id, vendor_code, direction, currency, amount_minor, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'PENDING')`,
        [
          t.transferId,
          t.merchantCode,
          t.memberId,
          t.vendorCode,
          t.direction,
          t.currency,
          String(t.amountMinor),
        ],
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

    async pendingOlderThan(before: Date, limit: number): Promise<string[]> {
      const r = await db.query<{ transfer_id: string }>(
        `SELECT transfer_id FROM game_wallet_transfers WHERE status = 'PENDING' AND created_at < $1 ORDER BY created_at LIMIT $2`,
        [before, limit],
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
        // A transfer id the vendor has seen is answered from its books, never applied twice.
        if ((taken.rowCount ?? 0) === 0) return 'SUCCESS' as const;
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

    async simulatorStatus(vendorCode: string, transferId: string): Promise<'SUCCESS' | 'NOT_FOUND'> {
      const r = await db.query(
        `SELECT 1 FROM simulated_vendor_transfers WHERE vendor_code = $1 AND transfer_id = $2`,
        [vendorCode, transferId],
      );
      return (r.rowCount ?? 0) > 0 ? 'SUCCESS' : 'NOT_FOUND';
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
