-- Why: bonus money (issue 12, ADR 0029 §1). Every reward (promotions, rebates, VIP, missions,
-- referral, red envelopes, points, an operator's manual bonus) pays through one grant row per
-- bonus, idempotent by (merchant, source, source reference). A grant with a wagering requirement
-- holds its money in the member's BONUS account until the requirement is met (released to CASH)
-- or the grant ends otherwise (forfeited, expired or cancelled back to PROMOTIONS); progress is
-- computed from the member's bets, never counted per bet. Offers are rewards waiting in the
-- member's reward centre: claimed (→ a grant) before their deadline, or lapsed with nothing posted.

CREATE TABLE bonus_grants (
  id                       uuid PRIMARY KEY,
  merchant_code            text NOT NULL REFERENCES merchants(code),
  member_id                uuid NOT NULL REFERENCES members(id),
  currency                 char(3) NOT NULL,
  source                   text NOT NULL CHECK (source IN ('PROMOTION', 'CASHBACK', 'REBATE', 'VIP', 'MISSION',
                             'REFERRAL', 'RED_ENVELOPE', 'POINTS', 'MANUAL')),
  source_ref               text NOT NULL CHECK (length(source_ref) BETWEEN 1 AND 200),
  amount_minor             bigint NOT NULL CHECK (amount_minor > 0),
  -- 0: nothing to wager (the money went to CASH at once).
  requirement_minor        bigint NOT NULL CHECK (requirement_minor >= 0),
  -- {"RNG": 10000, "LIVE": 1000}: basis points per game category; a missing category counts 0.
  category_weights         jsonb NOT NULL DEFAULT '{}',
  excluded_game_codes      text[] NOT NULL DEFAULT '{}',
  max_bet_minor            bigint CHECK (max_bet_minor > 0),
  status                   text NOT NULL CHECK (status IN ('ACTIVE', 'COMPLETED', 'FORFEITED', 'EXPIRED', 'CANCELLED')),
  expires_at               timestamptz,
  title_key                text NOT NULL,
  title_params             jsonb NOT NULL DEFAULT '{}',
  deposit_order_id         text,
  grant_transaction_id     bigint,
  -- How the grant ended: the release or forfeit posting, when, why and by whom.
  closing_transaction_id   bigint,
  closed_at                timestamptz,
  close_reason             text,
  closed_by                text,
  -- The bet that met the requirement (release only): bets up to it are spent, later ones count
  -- toward the next grant.
  filled_bet_at            timestamptz,
  filled_bet_key           text,
  -- Wagering counts bets placed from this instant (the database's clock, like the bets' rows).
  created_at               timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT bonus_grants_source_ref UNIQUE (merchant_code, source, source_ref),
  CONSTRAINT bonus_grants_closed CHECK ((status = 'ACTIVE') = (closed_at IS NULL))
);
CREATE INDEX bonus_grants_member ON bonus_grants (member_id, created_at, id);
CREATE INDEX bonus_grants_active ON bonus_grants (merchant_code, member_id) WHERE status = 'ACTIVE';
CREATE INDEX bonus_grants_merchant ON bonus_grants (merchant_code, created_at DESC, id DESC);

CREATE TABLE bonus_offers (
  id                 uuid PRIMARY KEY,
  merchant_code      text NOT NULL REFERENCES merchants(code),
  member_id          uuid NOT NULL REFERENCES members(id),
  currency           char(3) NOT NULL,
  source             text NOT NULL,
  source_ref         text NOT NULL CHECK (length(source_ref) BETWEEN 1 AND 200),
  amount_minor       bigint NOT NULL CHECK (amount_minor > 0),
  -- The grant request's wagering rules as JSON (amounts as decimal strings of minor units), null = none.
  wagering           jsonb,
  grant_expires_at   timestamptz,
  claim_by           timestamptz NOT NULL,
  title_key          text NOT NULL,
  title_params       jsonb NOT NULL DEFAULT '{}',
  deposit_order_id   text,
  status             text NOT NULL DEFAULT 'WAITING' CHECK (status IN ('WAITING', 'CLAIMED', 'LAPSED')),
  grant_id           uuid REFERENCES bonus_grants(id),
  read_at            timestamptz,
  claimed_at         timestamptz,
  created_at         timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT bonus_offers_source_ref UNIQUE (merchant_code, source, source_ref)
);
CREATE INDEX bonus_offers_member ON bonus_offers (member_id, created_at DESC, id DESC);
CREATE INDEX bonus_offers_waiting ON bonus_offers (claim_by) WHERE status = 'WAITING';
