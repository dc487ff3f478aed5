-- Why: the agent contracts and their settlement (issue 11, spec §3/§4/§9 "Contracts", ADR 0024 for
-- the arithmetic, ADR 0026 for the engine). A contract binds an upline (the payer; NULL: the
-- merchant, for a top agent) and one sub-agent (the payee) on one kind, with tiers. Each (contract,
-- period) is settled once: the row in contract_settlements is unique on that pair and is written in
-- the same transaction as its ledger payment, so a re-run, a second worker or a restart after a
-- crash finds it and pays nothing twice.

CREATE TABLE agent_contracts (
  id             uuid PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants(code),
  kind           text NOT NULL CHECK (kind IN ('dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary')),
  -- Dividends only: the cycle they are settled per (D, W, H, M).
  cycle          text CHECK (cycle IN ('D', 'W', 'H', 'M')),
  payee_id       uuid NOT NULL REFERENCES members(id),
  payer_id       uuid REFERENCES members(id),
  tiers          jsonb NOT NULL,
  status         text NOT NULL CHECK (status IN ('OFFERED', 'ACTIVE', 'REJECTED', 'CANCELLED', 'ENDED')),
  offered_at     timestamptz NOT NULL,
  offered_by     text NOT NULL,
  signed_at      timestamptz,
  ended_at       timestamptz,
  ended_reason   text CHECK (ended_reason IN ('REPLACED', 'TERMINATED', 'LOWER_RATE_ABOVE', 'OPERATOR')),
  termination_requested_by text CHECK (termination_requested_by IN ('PAYEE', 'PAYER')),
  CONSTRAINT agent_contracts_cycle CHECK ((kind = 'dividend') = (cycle IS NOT NULL)),
  CONSTRAINT agent_contracts_not_self CHECK (payer_id IS NULL OR payer_id <> payee_id)
);
-- At most one signed and one offered contract per agent and kind.
CREATE UNIQUE INDEX agent_contracts_active ON agent_contracts (payee_id, kind) WHERE status = 'ACTIVE';
CREATE UNIQUE INDEX agent_contracts_offered ON agent_contracts (payee_id, kind) WHERE status = 'OFFERED';
CREATE INDEX agent_contracts_merchant ON agent_contracts (merchant_code, kind, status);
CREATE INDEX agent_contracts_payer ON agent_contracts (payer_id, kind, status) WHERE payer_id IS NOT NULL;

-- Every step of a contract's life, for both sides and the back office (who, when, what).
CREATE TABLE agent_contract_events (
  id           bigserial PRIMARY KEY,
  contract_id  uuid NOT NULL REFERENCES agent_contracts(id),
  at           timestamptz NOT NULL,
  actor        text NOT NULL,
  action       text NOT NULL,
  details      jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX agent_contract_events_contract ON agent_contract_events (contract_id, id);

CREATE TABLE contract_settlement_runs (
  id             bigserial PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants(code),
  kind           text NOT NULL,
  period_key     text NOT NULL,
  dry_run        boolean NOT NULL,
  triggered_by   text NOT NULL,
  started_at     timestamptz NOT NULL,
  finished_at    timestamptz,
  contracts      integer NOT NULL DEFAULT 0,
  created        integer NOT NULL DEFAULT 0,
  paid_minor     bigint NOT NULL DEFAULT 0,
  pending_minor  bigint NOT NULL DEFAULT 0,
  carried_minor  bigint NOT NULL DEFAULT 0
);
CREATE INDEX contract_settlement_runs_merchant ON contract_settlement_runs (merchant_code, id DESC);

CREATE TABLE contract_settlements (
  id                 bigserial PRIMARY KEY,
  merchant_code      text NOT NULL REFERENCES merchants(code),
  contract_id        uuid NOT NULL REFERENCES agent_contracts(id),
  kind               text NOT NULL,
  period_key         text NOT NULL,
  period_start       timestamptz NOT NULL,
  period_end         timestamptz NOT NULL,
  payee_id           uuid NOT NULL REFERENCES members(id),
  payer_id           uuid REFERENCES members(id),
  -- Payees are paid top-down (a payer's own pay first), so the depth below the top agent is kept.
  depth              smallint NOT NULL,
  run_id             bigint NOT NULL REFERENCES contract_settlement_runs(id),
  valid_bet_minor    bigint NOT NULL,
  net_loss_minor     bigint NOT NULL,
  active_members     integer NOT NULL,
  rate               text NOT NULL,
  loss_rate          text,
  gross_minor        bigint NOT NULL,
  carry_in_minor     bigint NOT NULL,
  adjustments_minor  bigint NOT NULL,
  amount_minor       bigint NOT NULL,
  payable_minor      bigint NOT NULL CHECK (payable_minor >= 0),
  carry_out_minor    bigint NOT NULL CHECK (carry_out_minor <= 0),
  status             text NOT NULL CHECK (status IN ('PAID', 'PENDING', 'FORCED', 'NOTHING')),
  statement          jsonb NOT NULL,
  ledger_transaction_id bigint REFERENCES ledger_transactions(id),
  settled_at         timestamptz NOT NULL,
  paid_at            timestamptz,
  CONSTRAINT contract_settlements_once UNIQUE (contract_id, period_key),
  CONSTRAINT contract_settlements_paid CHECK ((status IN ('PAID', 'FORCED')) = (ledger_transaction_id IS NOT NULL))
);
CREATE INDEX contract_settlements_payee ON contract_settlements (payee_id, kind, period_start DESC);
CREATE INDEX contract_settlements_payer ON contract_settlements (payer_id, kind, period_start DESC) WHERE payer_id IS NOT NULL;
CREATE INDEX contract_settlements_merchant ON contract_settlements (merchant_code, kind, period_start DESC);
CREATE INDEX contract_settlements_pending ON contract_settlements (merchant_code, settled_at) WHERE status = 'PENDING';
-- The last settlement of a contract gives the next one its carry.
CREATE INDEX contract_settlements_contract ON contract_settlements (contract_id, period_start DESC);

-- A payer left a settlement unpaid past the grace time: frozen until an operator lifts it (spec §4).
ALTER TABLE agent_profiles ADD COLUMN frozen_at timestamptz, ADD COLUMN frozen_reason text;

-- The merchant's budget for agent pay: top agents' contracts, and payments made by force.
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check CHECK (kind IN (
  'CASH', 'BONUS', 'HELD',
  'HOUSE', 'PSP_CLEARING', 'VENDOR_SETTLEMENT', 'PROMOTIONS', 'ADJUSTMENTS', 'AGENT_COMMISSION'));

-- Settlement finds a period's wins by time: a BRIN index costs the wallet's inserts next to nothing
-- (rows arrive in time order) and lets a 5-minute window read a few pages (bench/settlement).
CREATE INDEX seamless_transactions_created_brin ON seamless_transactions USING brin (created_at)
  WITH (autosummarize = on);
