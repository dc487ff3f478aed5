-- The lottery vendor's own database (ADR 0030): draws and their results, tickets (inserted once),
-- settlements (one row per winning ticket, unique), liability counters, and the money-message outbox
-- with its answers appended. Nothing here is read by the platform.

CREATE TABLE lottery_merchants (
  merchant_code  text PRIMARY KEY,
  currency       char(3) NOT NULL,
  unit_minor     bigint NOT NULL CHECK (unit_minor > 0),
  odds           jsonb NOT NULL,
  updated_at     timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE lottery_draws (
  draw_id          text PRIMARY KEY,
  market           text NOT NULL,
  game_code        text NOT NULL,
  province_code    text,
  province_name    text,
  draw_date        date NOT NULL,
  opens_at         timestamptz NOT NULL,
  closes_at        timestamptz NOT NULL,
  draw_at          timestamptz NOT NULL,
  state            text NOT NULL DEFAULT 'SCHEDULED'
                   CHECK (state IN ('SCHEDULED', 'OPEN', 'CLOSED', 'RESULTED', 'SETTLED', 'CANCELLED')),
  -- ELOTT: the hash is published when the draw is created, the seed shown once it is resulted.
  server_seed      text,
  server_seed_hash text,
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lottery_draws_pending ON lottery_draws (draw_at) WHERE state IN ('SCHEDULED', 'OPEN', 'CLOSED', 'RESULTED');
CREATE INDEX lottery_draws_date ON lottery_draws (draw_date, market);

-- Every state change of a draw, appended (who, when, why).
CREATE TABLE lottery_draw_events (
  id        bigserial PRIMARY KEY,
  draw_id   text NOT NULL REFERENCES lottery_draws(draw_id),
  state     text NOT NULL,
  actor     text NOT NULL,
  detail    jsonb,
  at        timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE lottery_results (
  draw_id      text PRIMARY KEY REFERENCES lottery_draws(draw_id),
  result       jsonb NOT NULL,
  source       text NOT NULL CHECK (source IN ('FEED', 'OPERATOR', 'ELOTT')),
  entered_by   text,
  approved_by  text,
  created_at   timestamptz NOT NULL DEFAULT now()
);

-- An operator's entry waiting for a second operator's approval.
CREATE TABLE lottery_result_entries (
  id           bigserial PRIMARY KEY,
  draw_id      text NOT NULL REFERENCES lottery_draws(draw_id),
  result       jsonb NOT NULL,
  entered_by   text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE lottery_result_approvals (
  entry_id     bigint PRIMARY KEY REFERENCES lottery_result_entries(id),
  approved_by  text NOT NULL,
  verdict      text NOT NULL CHECK (verdict IN ('APPROVED', 'REJECTED')),
  at           timestamptz NOT NULL DEFAULT now()
);

-- What a result pays on (domain resultKeys): settlement joins tickets to these.
CREATE TABLE lottery_result_numbers (
  draw_id  text NOT NULL REFERENCES lottery_draws(draw_id),
  kind     text NOT NULL,
  number   text NOT NULL,
  tier     smallint NOT NULL,
  hits     integer NOT NULL CHECK (hits > 0),
  PRIMARY KEY (draw_id, kind, number, tier)
);

CREATE TABLE lottery_tickets (
  ticket_id            uuid PRIMARY KEY,
  draw_id              text NOT NULL REFERENCES lottery_draws(draw_id),
  merchant_code        text NOT NULL,
  member_id            text NOT NULL,
  currency             char(3) NOT NULL,
  bet_type             text NOT NULL,
  -- Single-number types: the result key kind they settle on; NULL for xiên / lô trượt.
  kind                 text,
  combination          text CHECK (combination IN ('ALL', 'NONE')),
  numbers              text[] NOT NULL,
  match_key            text NOT NULL,
  units                bigint NOT NULL CHECK (units > 0),
  cost_minor           bigint NOT NULL CHECK (cost_minor > 0),
  payouts_minor        bigint[] NOT NULL,
  potential_win_minor  bigint NOT NULL,
  placed_at            timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lottery_tickets_draw ON lottery_tickets (draw_id, kind, match_key);
CREATE INDEX lottery_tickets_member ON lottery_tickets (member_id, placed_at DESC);

-- The potential payout owed per (draw, merchant, bet type, number) at one hit.
CREATE TABLE lottery_liability (
  draw_id        text NOT NULL,
  merchant_code  text NOT NULL,
  bet_type       text NOT NULL,
  match_key      text NOT NULL,
  owed_minor     bigint NOT NULL,
  PRIMARY KEY (draw_id, merchant_code, bet_type, match_key)
);

-- One row per winning ticket: a ticket cannot be paid twice.
CREATE TABLE lottery_settlements (
  ticket_id   uuid PRIMARY KEY REFERENCES lottery_tickets(ticket_id),
  draw_id     text NOT NULL,
  win_minor   bigint NOT NULL CHECK (win_minor > 0),
  settled_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lottery_settlements_draw ON lottery_settlements (draw_id);

-- The money outbox: written before it is sent, resent with the same uuid until answered.
CREATE TABLE lottery_messages (
  tx_uuid        uuid PRIMARY KEY,
  kind           text NOT NULL CHECK (kind IN ('BET', 'WIN', 'ROLLBACK')),
  ticket_id      uuid NOT NULL REFERENCES lottery_tickets(ticket_id),
  ref_uuid       uuid,
  draw_id        text NOT NULL,
  member_id      text NOT NULL,
  game_code      text NOT NULL,
  currency       char(3) NOT NULL,
  amount_minor   bigint NOT NULL CHECK (amount_minor >= 0),
  created_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (ticket_id, kind)
);
CREATE INDEX lottery_messages_draw ON lottery_messages (draw_id, kind);

-- Definitive answers (anything but no answer / RS_ERROR_UNKNOWN), appended once.
CREATE TABLE lottery_message_answers (
  tx_uuid      uuid PRIMARY KEY REFERENCES lottery_messages(tx_uuid),
  status       text NOT NULL,
  balance      text,
  answered_at  timestamptz NOT NULL DEFAULT now()
);
