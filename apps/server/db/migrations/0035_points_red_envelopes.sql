-- The points mall and red envelopes (issue 12, ADR 0029 §7–§8; spec §1, §2, §3 "Points records",
-- §4 "Points exchange status", §7 "Points (T)", §9 "Points never expire").
--
-- Points have a ledger of their own: an append-only list of integer entries with the balance after
-- each, and one balance row per member that every change locks. Points never expire. Earning reads
-- valid bet (reports' summaries) and deposits per member and day; `points_earnings` keeps, per
-- (member, day, type), what has been credited so far, so a job run credits only the increment and a
-- re-run of the same minute credits nothing. Redemptions hold goods' stock (never below zero), and a
-- rejection puts points and stock back in one transaction. Cash (conversion, cash rewards) is paid
-- only through the bonuses module.
--
-- Red envelopes: a round's budget is split into its envelopes when the round opens; a claim takes
-- the next free envelope (FOR UPDATE SKIP LOCKED) and (round, member) is unique.

CREATE TABLE points_configs (
  merchant_code        text PRIMARY KEY,
  convert_points       integer NOT NULL CHECK (convert_points > 0),
  convert_amount_minor bigint NOT NULL CHECK (convert_amount_minor >= 0),
  convert_min_points   integer NOT NULL CHECK (convert_min_points > 0),
  convert_enabled      boolean NOT NULL DEFAULT true,
  updated_at           timestamptz NOT NULL DEFAULT now()
);

-- `points` points per `unit_minor` of valid bet (or deposit) of the type.
CREATE TABLE points_ratios (
  merchant_code  text NOT NULL,
  point_type     text NOT NULL CHECK (point_type IN ('LIVE', 'LOTTERY', 'CARD', 'SLOTS', 'SPORTS', 'DEPOSIT')),
  unit_minor     bigint NOT NULL CHECK (unit_minor > 0),
  points         integer NOT NULL CHECK (points >= 0),
  PRIMARY KEY (merchant_code, point_type)
);

CREATE TABLE points_accounts (
  member_id      uuid PRIMARY KEY,
  merchant_code  text NOT NULL,
  balance        bigint NOT NULL DEFAULT 0 CHECK (balance >= 0),
  updated_at     timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE points_entries (
  id              uuid PRIMARY KEY,
  merchant_code   text NOT NULL,
  member_id       uuid NOT NULL,
  point_type      text NOT NULL CHECK (point_type IN ('LIVE', 'LOTTERY', 'CARD', 'SLOTS', 'SPORTS', 'REDEEM', 'DEPOSIT')),
  change          bigint NOT NULL CHECK (change <> 0),
  balance_after   bigint NOT NULL CHECK (balance_after >= 0),
  -- What earned it: the valid bet or deposit in minor units, and the ratio then in force.
  basis_minor     bigint,
  unit_minor      bigint,
  ratio_points    integer,
  reference       text NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX points_entries_member ON points_entries (member_id, created_at DESC, id);

-- Credited so far per (member, day, type): the job credits `due - points` and raises `points`.
CREATE TABLE points_earnings (
  merchant_code  text NOT NULL,
  member_id      uuid NOT NULL,
  day            date NOT NULL,
  point_type     text NOT NULL,
  basis_minor    bigint NOT NULL,
  points         bigint NOT NULL,
  updated_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, day, point_type)
);

CREATE TABLE points_goods (
  id               uuid PRIMARY KEY,
  merchant_code    text NOT NULL,
  kind             text NOT NULL CHECK (kind IN ('PHYSICAL', 'CASH')),
  names            jsonb NOT NULL,
  image_url        text,
  points_required  bigint NOT NULL CHECK (points_required > 0),
  amount_minor     bigint CHECK (amount_minor IS NULL OR amount_minor > 0),
  stock            integer NOT NULL CHECK (stock >= 0),
  active           boolean NOT NULL DEFAULT true,
  sort_order       integer NOT NULL DEFAULT 0,
  created_at       timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'CASH') = (amount_minor IS NOT NULL))
);
CREATE INDEX points_goods_merchant ON points_goods (merchant_code, sort_order);

CREATE TABLE points_redemptions (
  id               uuid PRIMARY KEY,
  reference_no     text NOT NULL UNIQUE,
  merchant_code    text NOT NULL,
  member_id        uuid NOT NULL,
  goods_id         uuid NOT NULL REFERENCES points_goods (id),
  kind             text NOT NULL,
  names            jsonb NOT NULL,
  quantity         integer NOT NULL CHECK (quantity > 0),
  points           bigint NOT NULL CHECK (points > 0),
  amount_minor     bigint,
  currency         char(3) NOT NULL,
  address          text,
  status           text NOT NULL CHECK (status IN ('APPLYING', 'APPROVED', 'REJECTED')),
  remark           text NOT NULL DEFAULT '',
  reviewed_by      text,
  reviewed_at      timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX points_redemptions_member ON points_redemptions (member_id, created_at DESC);
CREATE INDEX points_redemptions_queue ON points_redemptions (merchant_code, status, created_at);

CREATE TABLE red_envelope_rounds (
  id                uuid PRIMARY KEY,
  merchant_code     text NOT NULL,
  currency          char(3) NOT NULL,
  titles            jsonb NOT NULL,
  starts_at         timestamptz NOT NULL,
  ends_at           timestamptz NOT NULL,
  budget_minor      bigint NOT NULL CHECK (budget_minor > 0),
  envelope_count    integer NOT NULL CHECK (envelope_count > 0),
  min_minor         bigint NOT NULL CHECK (min_minor > 0),
  max_minor         bigint NOT NULL,
  deposited_today   boolean NOT NULL DEFAULT false,
  vip_levels        smallint[] NOT NULL DEFAULT '{}',
  split_at          timestamptz,
  cancelled_at      timestamptz,
  created_by        text NOT NULL,
  created_at        timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at),
  CHECK (max_minor >= min_minor),
  CHECK (min_minor * envelope_count <= budget_minor AND budget_minor <= max_minor * envelope_count)
);
CREATE INDEX red_envelope_rounds_merchant ON red_envelope_rounds (merchant_code, starts_at);

CREATE TABLE red_envelopes (
  round_id     uuid NOT NULL REFERENCES red_envelope_rounds (id),
  seq          integer NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  member_id    uuid,
  claimed_at   timestamptz,
  PRIMARY KEY (round_id, seq),
  UNIQUE (round_id, member_id)
);
CREATE INDEX red_envelopes_member ON red_envelopes (member_id, claimed_at DESC) WHERE member_id IS NOT NULL;
