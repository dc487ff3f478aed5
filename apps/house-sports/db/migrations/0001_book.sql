-- The sportsbook's own records (ADR 0031): events and prices from the feed, bets inserted once with
-- their legs at the accepted price version, and everything that happens to a bet appended as rows
-- (acceptance, closure, settlements), money messages written before they are sent and their answers.

CREATE TABLE events (
  id text PRIMARY KEY,
  sport text NOT NULL,
  league_id text NOT NULL,
  league_name text NOT NULL,
  home text NOT NULL,
  away text NOT NULL,
  starts_at timestamptz NOT NULL,
  status text NOT NULL,
  score_home integer NOT NULL DEFAULT 0,
  score_away integer NOT NULL DEFAULT 0,
  score_detail text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX events_status_start ON events (status, starts_at);

CREATE TABLE markets (
  id text PRIMARY KEY,
  event_id text NOT NULL REFERENCES events (id),
  kind text NOT NULL,
  line integer,
  map integer,
  sort integer NOT NULL
);
CREATE INDEX markets_event ON markets (event_id);

-- The latest price and its version (the live board is in memory; this is flushed every few seconds
-- and on every bet, whose legs keep the version they were accepted at).
CREATE TABLE selections (
  id text PRIMARY KEY,
  market_id text NOT NULL REFERENCES markets (id),
  event_id text NOT NULL,
  key text NOT NULL,
  odds integer NOT NULL,
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX selections_event ON selections (event_id);

CREATE TABLE event_results (
  event_id text NOT NULL REFERENCES events (id),
  version integer NOT NULL,
  result jsonb NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (event_id, version)
);

CREATE TABLE selection_results (
  selection_id text NOT NULL,
  version integer NOT NULL,
  event_id text NOT NULL,
  outcome text NOT NULL,
  PRIMARY KEY (selection_id, version)
);

-- A result version's settlement: started when the result is stored, finished once every bet it
-- decides has its settlement row (the money is then in the outbox). Unfinished runs resume at start.
CREATE TABLE settlement_runs (
  event_id text NOT NULL,
  version integer NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  bets integer,
  PRIMARY KEY (event_id, version)
);

-- The vendor's players: the platform's member id, currency and the latest launch token (sent with
-- bets and correcting debits).
CREATE TABLE players (
  member_id text PRIMARY KEY,
  currency text NOT NULL,
  token text NOT NULL,
  token_seen_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE bets (
  id uuid PRIMARY KEY,
  member_id text NOT NULL,
  currency text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('SINGLE', 'PARLAY')),
  stake_minor bigint NOT NULL CHECK (stake_minor > 0),
  odds integer NOT NULL,
  potential_minor bigint NOT NULL,
  live boolean NOT NULL,
  placed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bets_member ON bets (member_id, placed_at DESC);

CREATE TABLE bet_legs (
  bet_id uuid NOT NULL REFERENCES bets (id),
  leg_no smallint NOT NULL,
  event_id text NOT NULL,
  market_id text NOT NULL,
  selection_id text NOT NULL,
  odds integer NOT NULL,
  price_version integer NOT NULL,
  quarter boolean NOT NULL,
  PRIMARY KEY (bet_id, leg_no)
);
CREATE INDEX bet_legs_event_bet ON bet_legs (event_id, bet_id);

-- The platform took the stake (the bet message was answered RS_OK).
CREATE TABLE bet_acceptances (
  bet_id uuid PRIMARY KEY REFERENCES bets (id),
  at timestamptz NOT NULL DEFAULT now()
);

-- A bet's end other than settlement: REJECTED (the stake was refused or never confirmed),
-- CASHED_OUT (with the amount paid), VOID (all legs void: its stake rolled back).
CREATE TABLE bet_closures (
  bet_id uuid PRIMARY KEY REFERENCES bets (id),
  kind text NOT NULL CHECK (kind IN ('REJECTED', 'CASHED_OUT', 'VOID')),
  amount_minor bigint NOT NULL DEFAULT 0,
  reason text,
  at timestamptz NOT NULL DEFAULT now()
);

-- One row per bet and result version that (re)settled it: the return it now pays and the difference
-- posted for it (payout − the previous row's payout).
CREATE TABLE bet_settlements (
  bet_id uuid NOT NULL REFERENCES bets (id),
  event_id text NOT NULL,
  result_version integer NOT NULL,
  seq integer NOT NULL,
  outcomes text[] NOT NULL,
  payout_minor bigint NOT NULL,
  delta_minor bigint NOT NULL,
  message_id uuid,
  at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (bet_id, event_id, result_version),
  UNIQUE (bet_id, seq)
);

CREATE TABLE money_messages (
  id uuid PRIMARY KEY,
  bet_id uuid NOT NULL REFERENCES bets (id),
  kind text NOT NULL CHECK (kind IN ('BET', 'WIN', 'ROLLBACK', 'DEBIT')),
  amount_minor bigint NOT NULL,
  currency text NOT NULL,
  member_id text NOT NULL,
  reference_id uuid,
  cause text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX money_messages_bet ON money_messages (bet_id);

-- The platform's definitive answer to a message (RS_ERROR_UNKNOWN and no answer are not answers).
CREATE TABLE money_answers (
  message_id uuid PRIMARY KEY REFERENCES money_messages (id),
  status text NOT NULL,
  balance text,
  at timestamptz NOT NULL DEFAULT now()
);

-- The outbox's work list: a message waits here until it is answered (the only rows ever deleted).
CREATE TABLE money_pending (
  message_id uuid PRIMARY KEY REFERENCES money_messages (id)
);

-- Risk aggregates, kept in the bet's transaction under row locks.
CREATE TABLE market_exposure (
  market_id text NOT NULL,
  currency text NOT NULL,
  stake_minor bigint NOT NULL DEFAULT 0,
  liability_minor bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (market_id, currency)
);
CREATE TABLE member_market_stakes (
  member_id text NOT NULL,
  market_id text NOT NULL,
  stake_minor bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, market_id)
);
