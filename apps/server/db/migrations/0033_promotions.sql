-- Why: promotions and activities (issue 12, ADR 0029 §2, spec §1, §3, §4, §7, §9). Operators'
-- campaigns per merchant with translations per language, a schedule, eligibility, a budget whose
-- spend can never pass it (a CHECK the atomic UPDATE runs into), and a kind: sign-up, deposit bonus,
-- cashback, raffle or an application members send with a remark and images. A member's
-- participation carries the activity state of spec §4; a deposit's chosen bonus is a row keyed by
-- the deposit's id, so the grant is made once whichever of the cashier's event and the sweep comes
-- first. Reward money is never posted here: the bonuses module pays (ADR 0029 §1). Owned by the
-- promotions module.

CREATE TABLE promotion_campaigns (
  id                  uuid PRIMARY KEY,
  merchant_code       text NOT NULL REFERENCES merchants(code),
  kind                text NOT NULL CHECK (kind IN ('SIGN_UP', 'DEPOSIT', 'CASHBACK', 'RAFFLE', 'APPLICATION')),
  -- The tab the campaign shows under on /promotions.
  category            text NOT NULL DEFAULT 'GENERAL' CHECK (category IN ('GENERAL', 'NEW_MEMBER', 'DEPOSIT', 'CASHBACK', 'EVENT')),
  enabled             boolean NOT NULL DEFAULT true,
  sort_order          integer NOT NULL DEFAULT 0,
  image_url           text,
  currency            char(3) NOT NULL,
  starts_at           timestamptz NOT NULL,
  ends_at             timestamptz NOT NULL,
  -- After this instant no one may join (the campaign still shows: "closed for signup"); null = ends_at.
  signup_ends_at      timestamptz,
  -- Eligibility.
  new_member_days     integer CHECK (new_member_days IS NULL OR new_member_days > 0),
  min_deposits        integer CHECK (min_deposits IS NULL OR min_deposits >= 0),
  max_deposits        integer CHECK (max_deposits IS NULL OR max_deposits >= 0),
  -- VIP level codes (the VIP module owns levels; only codes are kept here). Empty = every level.
  vip_levels          text[] NOT NULL DEFAULT '{}',
  per_member_limit    integer NOT NULL DEFAULT 1 CHECK (per_member_limit > 0),
  budget_minor        bigint CHECK (budget_minor IS NULL OR budget_minor > 0),
  spent_minor         bigint NOT NULL DEFAULT 0 CHECK (spent_minor >= 0),
  -- The reward: a fixed amount (sign-up, application) or the deposit rule's percentage and cap.
  reward_minor        bigint NOT NULL DEFAULT 0 CHECK (reward_minor >= 0),
  deposit_type        text CHECK (deposit_type IN ('FIRST', 'RELOAD')),
  percent_bps         integer NOT NULL DEFAULT 0 CHECK (percent_bps BETWEEN 0 AND 100000),
  cap_minor           bigint NOT NULL DEFAULT 0 CHECK (cap_minor >= 0),
  min_deposit_minor   bigint NOT NULL DEFAULT 0 CHECK (min_deposit_minor >= 0),
  wagering_multiple   integer NOT NULL DEFAULT 0 CHECK (wagering_multiple BETWEEN 0 AND 100),
  category_weights    jsonb NOT NULL DEFAULT '{}',
  excluded_games      text[] NOT NULL DEFAULT '{}',
  max_bet_minor       bigint CHECK (max_bet_minor IS NULL OR max_bet_minor > 0),
  bonus_expiry_days   integer NOT NULL DEFAULT 30 CHECK (bonus_expiry_days > 0),
  -- Cashback: a share of the member's net loss per period.
  cashback_bps        integer NOT NULL DEFAULT 0 CHECK (cashback_bps BETWEEN 0 AND 10000),
  cashback_period     text CHECK (cashback_period IN ('DAILY', 'WEEKLY')),
  -- Raffle: prizes [{"amountMinor": "100", "count": 3}], drawn at draw_at with a seed whose
  -- SHA-256 is published before the draw and the seed itself after.
  raffle_prizes       jsonb NOT NULL DEFAULT '[]',
  draw_at             timestamptz,
  draw_seed_hash      text,
  draw_seed           text,
  drawn_at            timestamptz,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT promotion_budget_guard CHECK (budget_minor IS NULL OR spent_minor <= budget_minor),
  CONSTRAINT promotion_schedule CHECK (ends_at > starts_at),
  CONSTRAINT promotion_deposit_range CHECK (min_deposits IS NULL OR max_deposits IS NULL OR min_deposits <= max_deposits)
);
CREATE INDEX promotion_campaigns_merchant ON promotion_campaigns (merchant_code, sort_order, starts_at DESC);

CREATE TABLE promotion_translations (
  campaign_id  uuid NOT NULL REFERENCES promotion_campaigns(id) ON DELETE CASCADE,
  language     text NOT NULL,
  title        text NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
  summary      text NOT NULL DEFAULT '',
  -- Sanitised when written (content's sanitiser).
  body_html    text NOT NULL DEFAULT '',
  PRIMARY KEY (campaign_id, language)
);

-- One participation per (campaign, member, n): a member may take part per_member_limit times.
CREATE TABLE promotion_participations (
  id              uuid PRIMARY KEY,
  campaign_id     uuid NOT NULL REFERENCES promotion_campaigns(id),
  merchant_code   text NOT NULL REFERENCES merchants(code),
  member_id       uuid NOT NULL REFERENCES members(id),
  seq             integer NOT NULL CHECK (seq > 0),
  status          text NOT NULL CHECK (status IN
                    ('JOINED', 'PROCESSING', 'APPLYING', 'REJECTED', 'ISSUED', 'CLAIMED', 'VOID')),
  remark          text CHECK (remark IS NULL OR length(remark) <= 140),
  image_keys      text[] NOT NULL DEFAULT '{}',
  reject_reason   text,
  reward_minor    bigint NOT NULL DEFAULT 0 CHECK (reward_minor >= 0),
  -- The deposit a deposit bonus is for; the raffle ticket's prize index.
  deposit_order_id uuid UNIQUE,
  raffle_prize    integer,
  grant_id        text,
  reviewed_by     text,
  reviewed_at     timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (campaign_id, member_id, seq)
);
CREATE INDEX promotion_participations_member ON promotion_participations (member_id, campaign_id, seq DESC);
CREATE INDEX promotion_participations_review ON promotion_participations (merchant_code, status, created_at)
  WHERE status = 'APPLYING';
CREATE INDEX promotion_participations_pending_deposit ON promotion_participations (created_at)
  WHERE status = 'PROCESSING' AND deposit_order_id IS NOT NULL;

-- Cashback paid once per (campaign, member, period).
CREATE TABLE promotion_cashback_payouts (
  campaign_id    uuid NOT NULL REFERENCES promotion_campaigns(id),
  member_id      uuid NOT NULL REFERENCES members(id),
  period_start   date NOT NULL,
  period_end     date NOT NULL,
  net_loss_minor bigint NOT NULL,
  amount_minor   bigint NOT NULL CHECK (amount_minor >= 0),
  grant_id       text,
  created_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (campaign_id, member_id, period_start)
);
