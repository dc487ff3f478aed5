-- Why: a vendor could pay more than a game can ever pay, and roll a won bet back and keep the win
-- (issue 18: bet 10.00, win 30.00, rollback of the bet → the member ended +30.00). The wallet now
-- bounds the wins of a round by its stakes times the game's maximum payout, and refuses to roll back a
-- bet whose round has paid out (ADR 0017). The maximum payout is a property of the game, so it lives
-- in the catalog; games that are not in the catalog get the platform default (10,000 times the stake).

ALTER TABLE games ADD COLUMN max_payout_multiplier integer NOT NULL DEFAULT 10000
  CHECK (max_payout_multiplier BETWEEN 1 AND 10000000);

-- The highest total return per unit staked, by kind: a single-zero roulette straight returns 36, a
-- sic bo specific triple 181; slots and fish are capped at 10,000 times the stake; lottery prizes
-- (a 4-digit hit, a Thai first prize) and sports parlays pay far more.
UPDATE games SET max_payout_multiplier = CASE game_type
    WHEN 'LIVE' THEN 200
    WHEN 'BOARD' THEN 200
    WHEN 'COCKFIGHT' THEN 100
    WHEN 'LOTT' THEN 1000000
    WHEN 'ELOTT' THEN 1000000
    WHEN 'SPORTS' THEN 100000
    WHEN 'ESPORTS' THEN 100000
    ELSE 10000
  END;

-- A round's bets and wins, found together by the bound and the rollback rule.
CREATE INDEX seamless_transactions_round ON seamless_transactions (vendor_code, member_id, round) WHERE round <> '';
