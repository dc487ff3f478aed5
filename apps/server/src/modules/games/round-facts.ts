/**
 * What a round is in the ledger of vendor calls (seamless_transactions, aliased `st` and read into
 * rows with its columns): pieces of SQL that the member's betting record and the agents' team
 * reports share, so both count the same rounds the same way (domain/betting-record.ts turns the
 * facts into figures).
 */

/** A call without a round id is its own round; a win or rollback joins its bet through its reference. */
export const ROUND_KEY_SQL = `CASE WHEN st.round <> '' THEN st.round
       WHEN st.kind = 'BET' THEN st.transaction_uuid
       ELSE COALESCE(st.reference_uuid, st.transaction_uuid) END`;

/** A round's facts, aggregated over its BET and WIN rows (kind, game_code, amount_minor, rolled_back, created_at). */
export const ROUND_FACTS_SQL = `(array_agg(game_code ORDER BY created_at) FILTER (WHERE kind = 'BET'))[1] AS game_code,
       COALESCE(sum(amount_minor) FILTER (WHERE kind = 'BET'), 0) AS stake_all,
       COALESCE(sum(amount_minor) FILTER (WHERE kind = 'BET' AND NOT rolled_back), 0) AS stake_live,
       count(*) FILTER (WHERE kind = 'BET' AND NOT rolled_back) AS bets_live,
       COALESCE(sum(amount_minor) FILTER (WHERE kind = 'WIN'), 0) AS win,
       count(*) FILTER (WHERE kind = 'WIN') AS wins,
       min(created_at) FILTER (WHERE kind = 'BET') AS bet_time,
       max(created_at) FILTER (WHERE kind = 'WIN') AS settle_time`;

/** A call may start its round just before a range and settle just after it: how far around it rows are read. */
export const ROUND_SPAN_SQL = `interval '1 day'`;
