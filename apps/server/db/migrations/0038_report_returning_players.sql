-- Why: two report pages missed the second per page at 100,000 members and 3,000,000 rounds (issue 17,
-- bench/reports): games over 30 days sorted by distinct players (8.2 s: each game's distinct members
-- counted from ~2.9 million member-game days) and the agents' losers ranking (1.06 s: ~315,000 member
-- days of the weeks the range cuts, summed per member). ADR 0028 (second revision):
--
-- * A member's game day keeps the member's previous day with a standing bet on that game (within 365
--   days), and a game's day keeps, per k, how many of its players also played it in the k days before
--   (cumulative). A game's distinct players over [from, to] are then, summed over its days d, the
--   day's players less those who played it within the d - from days before: exact, and read from
--   the game days the breakdown already sums (one row per game and day, not per member).
-- * A member's week-to-date play (Monday up to each day) lets a range read one row per member for
--   a week it cuts, instead of each of the cut days.

ALTER TABLE report_member_game_days ADD COLUMN prev_play_day date;
ALTER TABLE report_game_days ADD COLUMN returning_players integer[] NOT NULL DEFAULT '{}';

-- A member's days on one game: the previous play day of a row being built, and the next row of a
-- pair a rebuilt day added or removed (its previous play day changes).
CREATE INDEX report_member_game_days_member_game
  ON report_member_game_days (merchant_code, currency, vendor_code, game_code, member_id, day)
  WHERE rounds > 0;

-- A member's play from its week's Monday to `day` (sums of report_member_days), for every day of the
-- week from the member's first play to the last day built. Kept with the week sums when a day is rebuilt.
CREATE TABLE report_member_play_wtd (
  merchant_code   text NOT NULL,
  currency        char(3) NOT NULL,
  day             date NOT NULL,
  member_id       uuid NOT NULL,
  rounds          integer NOT NULL,
  turnover_minor  bigint NOT NULL,
  payout_minor    bigint NOT NULL,
  PRIMARY KEY (merchant_code, currency, day, member_id)
);

-- Back-fill what the builder would have written, so the reports stay exact without a rebuild.
UPDATE report_member_game_days x
   SET prev_play_day = p.prev
  FROM (
    SELECT merchant_code, currency, day, vendor_code, game_code, member_id,
           lag(day) OVER (PARTITION BY merchant_code, currency, vendor_code, game_code, member_id ORDER BY day) AS prev
      FROM report_member_game_days
     WHERE rounds > 0
  ) p
 WHERE p.prev IS NOT NULL AND p.prev >= p.day - 365
   AND x.merchant_code = p.merchant_code AND x.currency = p.currency AND x.day = p.day
   AND x.vendor_code = p.vendor_code AND x.game_code = p.game_code AND x.member_id = p.member_id;

WITH gaps AS (
  SELECT merchant_code, currency, day, vendor_code, game_code, day - prev_play_day AS gap, count(*) AS n
    FROM report_member_game_days
   WHERE rounds > 0 AND prev_play_day IS NOT NULL
   GROUP BY 1, 2, 3, 4, 5, 6
), tops AS (
  SELECT merchant_code, currency, day, vendor_code, game_code, max(gap) AS top
    FROM gaps GROUP BY 1, 2, 3, 4, 5
), cumulative AS (
  SELECT t.merchant_code, t.currency, t.day, t.vendor_code, t.game_code, k.k,
         sum(COALESCE(g.n, 0)) OVER (PARTITION BY t.merchant_code, t.currency, t.day, t.vendor_code, t.game_code
                                     ORDER BY k.k) AS c
    FROM tops t
    CROSS JOIN LATERAL generate_series(1, t.top) AS k(k)
    LEFT JOIN gaps g ON g.merchant_code = t.merchant_code AND g.currency = t.currency AND g.day = t.day
                    AND g.vendor_code = t.vendor_code AND g.game_code = t.game_code AND g.gap = k.k
), arrays AS (
  SELECT merchant_code, currency, day, vendor_code, game_code, array_agg(c::integer ORDER BY k) AS a
    FROM cumulative GROUP BY 1, 2, 3, 4, 5
)
UPDATE report_game_days d
   SET returning_players = a.a
  FROM arrays a
 WHERE d.merchant_code = a.merchant_code AND d.currency = a.currency AND d.day = a.day
   AND d.vendor_code = a.vendor_code AND d.game_code = a.game_code;

INSERT INTO report_member_play_wtd (merchant_code, currency, day, member_id, rounds, turnover_minor, payout_minor)
SELECT d.merchant_code, d.currency, e.day::date, d.member_id, sum(d.rounds), sum(d.turnover_minor), sum(d.payout_minor)
  FROM report_member_days d
 CROSS JOIN LATERAL generate_series(d.day, date_trunc('week', d.day)::date + 6, interval '1 day') AS e(day)
 WHERE (d.rounds <> 0 OR d.turnover_minor <> 0 OR d.payout_minor <> 0)
   -- Up to the last day built of the week, as the builder keeps them.
   AND e.day <= (SELECT max(r.day) FROM report_days r
                  WHERE r.merchant_code = d.merchant_code AND r.day >= d.day
                    AND r.day <= date_trunc('week', d.day)::date + 6)
 GROUP BY d.merchant_code, d.currency, e.day, d.member_id;
