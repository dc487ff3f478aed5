-- Why: issue 12 (ADR 0029 §3–§4) asks for VIP levels with thresholds, bonuses and privileges, and for
-- daily and real-time rebates paid exactly once per (member, period). The vip module owns the vip_*
-- tables, the rebates module the rebate_* tables; both pay through the bonuses module's grants.

-- A merchant's VIP rules that are not per level: the rolling window the thresholds are measured over.
CREATE TABLE vip_settings (
  merchant_code  text PRIMARY KEY REFERENCES merchants(code),
  window_days    integer NOT NULL DEFAULT 90 CHECK (window_days BETWEEN 1 AND 365),
  updated_at     timestamptz NOT NULL DEFAULT now()
);

-- A merchant's levels, numbered from 0 (the level every member starts at) upward.
CREATE TABLE vip_levels (
  merchant_code                text NOT NULL REFERENCES merchants(code),
  level                        integer NOT NULL CHECK (level BETWEEN 0 AND 50),
  code                         text NOT NULL,
  -- The level's name per language code ({"EN": "Gold", "CN": "黄金"}).
  names                        jsonb NOT NULL,
  icon                         text NOT NULL DEFAULT 'crown',
  color                        text NOT NULL DEFAULT '#c9a227',
  -- Reached when both deposits and valid bet over the window are at least these.
  deposit_threshold_minor      bigint NOT NULL DEFAULT 0 CHECK (deposit_threshold_minor >= 0),
  bet_threshold_minor          bigint NOT NULL DEFAULT 0 CHECK (bet_threshold_minor >= 0),
  -- Kept at the monthly review when last month's valid bet is at least this (else one level down).
  keep_bet_minor               bigint NOT NULL DEFAULT 0 CHECK (keep_bet_minor >= 0),
  upgrade_bonus_minor          bigint NOT NULL DEFAULT 0 CHECK (upgrade_bonus_minor >= 0),
  monthly_bonus_minor          bigint NOT NULL DEFAULT 0 CHECK (monthly_bonus_minor >= 0),
  birthday_bonus_minor         bigint NOT NULL DEFAULT 0 CHECK (birthday_bonus_minor >= 0),
  -- Rebate rate per game category in basis points of valid bet ({"LIVE": 60} = 0.60 %).
  rebate_rates                 jsonb NOT NULL DEFAULT '{}',
  -- Withdrawal privileges: null = no limit of this level.
  withdraw_daily_count         integer CHECK (withdraw_daily_count > 0),
  withdraw_daily_amount_minor  bigint CHECK (withdraw_daily_amount_minor > 0),
  updated_at                   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_code, level),
  UNIQUE (merchant_code, code)
);

-- A member's stored level (written by the level job, on demand, and by the monthly review).
CREATE TABLE vip_members (
  merchant_code    text NOT NULL REFERENCES merchants(code),
  member_id        uuid PRIMARY KEY REFERENCES members(id),
  level            integer NOT NULL DEFAULT 0,
  reached_at       timestamptz NOT NULL DEFAULT now(),
  -- The month (YYYY-MM) whose keep-and-downgrade review already ran for this member.
  reviewed_month   text,
  evaluated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX vip_members_level ON vip_members (merchant_code, level);

-- Every VIP bonus, once per (member, kind, period): UPGRADE per level reached, MONTHLY per month
-- (YYYY-MM), BIRTHDAY per year (YYYY). The unique key is what makes a retry or a second job a no-op.
CREATE TABLE vip_rewards (
  id             uuid PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants(code),
  member_id      uuid NOT NULL REFERENCES members(id),
  kind           text NOT NULL CHECK (kind IN ('UPGRADE', 'MONTHLY', 'BIRTHDAY')),
  period         text NOT NULL,
  level          integer NOT NULL,
  currency       char(3) NOT NULL,
  amount_minor   bigint NOT NULL CHECK (amount_minor > 0),
  grant_id       text,
  created_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_code, member_id, kind, period)
);
CREATE INDEX vip_rewards_member ON vip_rewards (member_id, created_at DESC);

-- One row per member who has ever been rebated: locked FOR UPDATE by every daily payout and
-- real-time claim of the member, so they run one at a time per member.
CREATE TABLE rebate_members (
  member_id      uuid PRIMARY KEY REFERENCES members(id),
  merchant_code  text NOT NULL REFERENCES merchants(code),
  last_claim_at  timestamptz
);

-- The valid bet already rebated per (member, day, category): a payout pays only what lies above it
-- and raises it, so no bet is rebated twice (daily or real-time).
CREATE TABLE rebate_covered (
  merchant_code   text NOT NULL,
  member_id       uuid NOT NULL REFERENCES members(id),
  day             date NOT NULL,
  category        text NOT NULL,
  turnover_minor  bigint NOT NULL CHECK (turnover_minor >= 0),
  PRIMARY KEY (member_id, day, category)
);

-- Every rebate paid: DAILY once per (member, day) by the job, CLAIM by the member (real time) with
-- the window of days it covered. details: per category valid bet, rate and amount.
CREATE TABLE rebate_payouts (
  id             uuid PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants(code),
  member_id      uuid NOT NULL REFERENCES members(id),
  kind           text NOT NULL CHECK (kind IN ('DAILY', 'CLAIM')),
  day            date,
  window_from    date NOT NULL,
  window_to      date NOT NULL,
  currency       char(3) NOT NULL,
  level          integer NOT NULL,
  turnover_minor bigint NOT NULL CHECK (turnover_minor >= 0),
  amount_minor   bigint NOT NULL CHECK (amount_minor >= 0),
  details        jsonb NOT NULL,
  grant_id       text,
  created_at     timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'DAILY') = (day IS NOT NULL))
);
CREATE UNIQUE INDEX rebate_payouts_daily ON rebate_payouts (member_id, day) WHERE kind = 'DAILY';
CREATE INDEX rebate_payouts_member ON rebate_payouts (member_id, created_at DESC);
CREATE INDEX rebate_payouts_merchant_day ON rebate_payouts (merchant_code, kind, day);

-- A merchant's daily run: finished days are not scanned again by the job (late bets go to real time).
CREATE TABLE rebate_runs (
  merchant_code  text NOT NULL REFERENCES merchants(code),
  day            date NOT NULL,
  finished_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_code, day)
);
