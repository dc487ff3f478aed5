-- Why: missions and the referral programme (issue 12, ADR 0029 §5–§6). Missions are daily and
-- weekly tasks per merchant whose progress is computed from the reports' summaries, the cashier's
-- deposits and identity's login history (nothing is counted on the hot path); a claim row per
-- (member, mission, period) makes a reward payable exactly once. Referral: each member's code, the
-- merchant's rule, and one row per referred friend whose decision (paid, not eligible with the
-- abuse reason, expired) is taken once by a job. Money moves only through the bonuses module.

CREATE TABLE missions (
  id                 uuid PRIMARY KEY,
  merchant_code      text NOT NULL REFERENCES merchants(code),
  period             text NOT NULL CHECK (period IN ('DAILY', 'WEEKLY')),
  kind               text NOT NULL CHECK (kind IN ('BET_AMOUNT', 'PLAY_ROUNDS', 'PLAY_GAMES', 'DEPOSIT_AMOUNT', 'LOGIN_DAYS')),
  -- BET_AMOUNT / PLAY_ROUNDS may be limited to one game category (null: every category).
  category           text,
  -- Minor units for the amount kinds, a count for the others.
  target             bigint NOT NULL CHECK (target > 0),
  reward_minor       bigint NOT NULL CHECK (reward_minor > 0),
  -- Wagering on the reward: multiple × reward (0: paid as cash).
  wagering_multiple  integer NOT NULL DEFAULT 0 CHECK (wagering_multiple BETWEEN 0 AND 100),
  -- Leaderboard points a claim earns.
  points             integer NOT NULL DEFAULT 10 CHECK (points >= 0),
  -- {"EN": "...", "TH": "..."}: the title per language.
  titles             jsonb NOT NULL,
  sort_order         integer NOT NULL DEFAULT 0,
  active             boolean NOT NULL DEFAULT true,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX missions_merchant ON missions (merchant_code, period, sort_order);

-- A claimed reward: the unique key is the exactly-once guard of concurrent clicks.
CREATE TABLE mission_claims (
  id             uuid PRIMARY KEY,
  merchant_code  text NOT NULL,
  member_id      uuid NOT NULL REFERENCES members(id),
  mission_id     uuid NOT NULL REFERENCES missions(id),
  period         text NOT NULL,
  -- The period's first day in the merchant's zone.
  period_start   date NOT NULL,
  reward_minor   bigint NOT NULL,
  points         integer NOT NULL,
  -- Set by the grant in the claim's transaction.
  grant_id       text,
  claimed_at     timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT mission_claims_once UNIQUE (member_id, mission_id, period_start)
);
CREATE INDEX mission_claims_board ON mission_claims (merchant_code, period, period_start, member_id);

-- A member's referral code (made on first use).
CREATE TABLE referral_codes (
  member_id      uuid PRIMARY KEY REFERENCES members(id),
  merchant_code  text NOT NULL,
  code           text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT referral_codes_unique UNIQUE (merchant_code, code)
);

-- The merchant's rule: the friend deposits ≥ min_deposit and bets ≥ min_valid_bet within N days.
CREATE TABLE referral_rules (
  merchant_code        text PRIMARY KEY REFERENCES merchants(code),
  enabled              boolean NOT NULL DEFAULT true,
  min_deposit_minor    bigint NOT NULL CHECK (min_deposit_minor >= 0),
  min_valid_bet_minor  bigint NOT NULL CHECK (min_valid_bet_minor >= 0),
  within_days          integer NOT NULL CHECK (within_days BETWEEN 1 AND 365),
  reward_minor         bigint NOT NULL CHECK (reward_minor > 0),
  wagering_multiple    integer NOT NULL DEFAULT 0 CHECK (wagering_multiple BETWEEN 0 AND 100),
  updated_at           timestamptz NOT NULL DEFAULT now()
);

-- One row per referred friend (a friend is referred once, ever).
CREATE TABLE referrals (
  id             uuid PRIMARY KEY,
  merchant_code  text NOT NULL,
  referrer_id    uuid NOT NULL REFERENCES members(id),
  friend_id      uuid NOT NULL UNIQUE REFERENCES members(id),
  code           text NOT NULL,
  -- The friend's registration address and browser, for the abuse rules.
  register_ip    text,
  register_device text,
  status         text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'PAID', 'NOT_ELIGIBLE', 'EXPIRED')),
  -- NOT_ELIGIBLE: SAME_DEVICE, SAME_IP or SAME_BANK_ACCOUNT.
  reason         text,
  reward_minor   bigint,
  grant_id       text,
  registered_at  timestamptz NOT NULL DEFAULT now(),
  decided_at     timestamptz
);
CREATE INDEX referrals_referrer ON referrals (referrer_id, registered_at DESC);
CREATE INDEX referrals_pending ON referrals (merchant_code, registered_at) WHERE status = 'PENDING';
