// Owns tables: none.
// Reads tables: seamless_transactions, game_vendors.
import type { GameCategory } from '@platform/contracts';
import type { Database } from '../../platform/db/database.ts';
import type { RoundFacts } from './domain/betting-record.ts';
import { ROUND_FACTS_SQL, ROUND_KEY_SQL, ROUND_SPAN_SQL } from './round-facts.ts';

export interface RoundRow extends RoundFacts {
  vendorCode: string;
  round: string;
  gameCode: string;
  gameType: GameCategory | null;
  name: string | null;
  names: Record<string, string>;
  betTime: Date;
  settleTime: Date | null;
}

export interface RoundPage {
  rows: RoundRow[];
  total: number;
  /** Over the whole filter: standing stakes (refunded bets count zero) and wins. */
  stakeMinor: bigint;
  winMinor: bigint;
}

/** The game type of a vendor app's own rounds (ADR 0031: the sportsbook's bets are all SPORTS). */
const VENDOR_APP_TYPE_SQL = `CASE r.vendor_code WHEN 'SPORTS' THEN 'SPORTS' END`;

export function createBettingRecordRepository(db: Database) {
  return {
    /**
     * A member's rounds whose first bet falls in [from, to), newest first. A round is one vendor's
     * `round`; calls without one are their own round (a win joins its bet through the reference).
     */
    async rounds(options: {
      memberId: string;
      merchantCode: string;
      from: Date;
      to: Date;
      gameType: GameCategory | undefined;
      limit: number;
      offset: number;
    }): Promise<RoundPage> {
      const { rows } = await db.query<{
        total: string;
        total_stake: string;
        total_win: string;
        found: boolean;
        vendor_code: string;
        round_key: string;
        game_code: string;
        stake_all: string;
        stake_live: string;
        bets_live: string;
        win: string;
        wins: string;
        bet_time: Date;
        settle_time: Date | null;
        game_type: GameCategory | null;
        name: string | null;
        names: Record<string, string> | null;
      }>(
        `WITH moves AS (
           SELECT st.vendor_code, st.kind, st.game_code, st.amount_minor, st.rolled_back, st.created_at,
                  ${ROUND_KEY_SQL} AS round_key
             FROM seamless_transactions st
            WHERE st.member_id = $1 AND st.merchant_code = $2 AND st.kind IN ('BET', 'WIN')
              AND st.created_at >= $3::timestamptz - ${ROUND_SPAN_SQL}
              AND st.created_at < $4::timestamptz + ${ROUND_SPAN_SQL}
         ), rounds AS (
           SELECT vendor_code, round_key, ${ROUND_FACTS_SQL}
             FROM moves
            GROUP BY vendor_code, round_key
         ), filtered AS (
           -- A vendor app's rounds (the in-house sportsbook's code is none of the catalog's tiles)
           -- show under the vendor's name and the app's game type.
           SELECT r.*, COALESCE(g.game_type, ${VENDOR_APP_TYPE_SQL}) AS game_type,
                  COALESCE(g.name, CASE WHEN ${VENDOR_APP_TYPE_SQL} IS NOT NULL THEN v.display_name END) AS name, g.names
             FROM rounds r
             LEFT JOIN games g ON g.vendor_code = r.vendor_code AND g.game_code = r.game_code
             LEFT JOIN game_vendors v ON v.code = r.vendor_code
            WHERE r.bet_time >= $3 AND r.bet_time < $4
              AND ($5::text IS NULL OR COALESCE(g.game_type, ${VENDOR_APP_TYPE_SQL}) = $5)
         ), totals AS (
           SELECT count(*) AS total, COALESCE(sum(stake_live), 0) AS total_stake, COALESCE(sum(win), 0) AS total_win
             FROM filtered
         )
         SELECT t.total, t.total_stake, t.total_win, p.*, p.round_key IS NOT NULL AS found
           FROM totals t
           LEFT JOIN LATERAL (
             SELECT * FROM filtered ORDER BY bet_time DESC, vendor_code DESC, round_key DESC LIMIT $6 OFFSET $7
           ) p ON true`,
        [
          options.memberId,
          options.merchantCode,
          options.from,
          options.to,
          options.gameType ?? null,
          options.limit,
          options.offset,
        ],
      );
      const head = rows[0];
      return {
        total: Number(head?.total ?? 0),
        stakeMinor: BigInt(head?.total_stake ?? 0),
        winMinor: BigInt(head?.total_win ?? 0),
        rows: rows
          .filter((r) => r.found)
          .map((r) => ({
            vendorCode: r.vendor_code,
            round: r.round_key,
            gameCode: r.game_code,
            gameType: r.game_type,
            name: r.name,
            names: r.names ?? {},
            stakeAllMinor: BigInt(r.stake_all),
            stakeLiveMinor: BigInt(r.stake_live),
            betsLive: Number(r.bets_live),
            winMinor: BigInt(r.win),
            wins: Number(r.wins),
            betTime: r.bet_time,
            settleTime: r.settle_time,
          })),
      };
    },
  };
}

export type BettingRecordRepository = ReturnType<typeof createBettingRecordRepository>;
