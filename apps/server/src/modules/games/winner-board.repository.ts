// Owns tables: none.
// Reads tables: seamless_transactions, members.
import { toCurrencyCode, type CurrencyCode } from '@platform/money';
import type { GameCategory } from '@platform/contracts';
import type { Database } from '../../platform/db/database.ts';

export interface BigWin {
  username: string;
  amountMinor: bigint;
  currency: CurrencyCode;
  time: Date;
  vendorCode: string;
  gameType: GameCategory;
  name: string;
  names: Record<string, string>;
}

export function createWinnerBoardRepository(db: Database) {
  return {
    /**
     * A merchant's biggest wins since `since`, highest first: WIN calls with money whose bet was not
     * refunded, on titles of the catalog. Walks seamless_transactions_top_wins in amount order.
     */
    async biggestWins(
      merchantCode: string,
      options: { since: Date; gameType: GameCategory | undefined; limit: number },
    ): Promise<BigWin[]> {
      const { rows } = await db.query<{
        username: string;
        amount_minor: string;
        currency: string;
        created_at: Date;
        vendor_code: string;
        game_type: GameCategory;
        name: string;
        names: Record<string, string> | null;
      }>(
        `SELECT m.username, w.amount_minor, w.currency, w.created_at, g.vendor_code, g.game_type, g.name, g.names
           FROM seamless_transactions w
           JOIN games g ON g.vendor_code = w.vendor_code AND g.game_code = w.game_code
           JOIN members m ON m.id = w.member_id
          WHERE w.merchant_code = $1 AND w.kind = 'WIN' AND w.amount_minor > 0 AND NOT w.rolled_back
            AND w.created_at >= $2 AND ($3::text IS NULL OR g.game_type = $3)
            AND NOT EXISTS (
              SELECT 1 FROM seamless_transactions b
               WHERE b.vendor_code = w.vendor_code AND b.transaction_uuid = w.reference_uuid AND b.rolled_back)
          ORDER BY w.amount_minor DESC, w.created_at DESC
          LIMIT $4`,
        [merchantCode, options.since, options.gameType ?? null, options.limit],
      );
      return rows.map((r) => ({
        username: r.username,
        amountMinor: BigInt(r.amount_minor),
        currency: toCurrencyCode(r.currency.trim()),
        time: r.created_at,
        vendorCode: r.vendor_code,
        gameType: r.game_type,
        name: r.name,
        names: r.names ?? {},
      }));
    },
  };
}

export type WinnerBoardRepository = ReturnType<typeof createWinnerBoardRepository>;
