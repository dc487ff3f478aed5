-- Why: the double-entry ledger every money movement goes through (ARCHITECTURE "Money", ADR 0009),
-- and the idempotency keys that make member and operator money calls safe to retry.

-- Member accounts (cash, bonus, held stakes and pending withdrawals) keep a cached balance that may
-- never go negative. System accounts (house, PSP clearing, vendor settlement, promotions budget,
-- adjustments) may go negative and keep no cached balance: no bet ever waits on their row lock,
-- and their balance is the sum of their entries.
CREATE TABLE ledger_accounts (
  id             bigserial PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants(code),
  member_id      uuid REFERENCES members(id),
  kind           text NOT NULL CHECK (kind IN (
                   'CASH', 'BONUS', 'HELD',
                   'HOUSE', 'PSP_CLEARING', 'VENDOR_SETTLEMENT', 'PROMOTIONS', 'ADJUSTMENTS')),
  currency       char(3) NOT NULL,
  balance_minor  bigint,
  created_at     timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ledger_account_owner CHECK (
    (member_id IS NOT NULL AND kind IN ('CASH', 'BONUS', 'HELD') AND balance_minor IS NOT NULL)
    OR (member_id IS NULL AND kind NOT IN ('CASH', 'BONUS', 'HELD') AND balance_minor IS NULL)),
  CONSTRAINT ledger_member_balance_not_negative CHECK (balance_minor >= 0)
);
CREATE UNIQUE INDEX ledger_accounts_member ON ledger_accounts (member_id, kind, currency) WHERE member_id IS NOT NULL;
CREATE UNIQUE INDEX ledger_accounts_system ON ledger_accounts (merchant_code, kind, currency) WHERE member_id IS NULL;

-- One row per business event. Append-only: a correction is a new transaction that reverses another.
CREATE TABLE ledger_transactions (
  id             bigserial PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants(code),
  kind           text NOT NULL,
  member_id      uuid REFERENCES members(id),
  reference      text,
  reverses_id    bigint UNIQUE REFERENCES ledger_transactions(id),
  details        jsonb NOT NULL DEFAULT '{}',
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_transactions_member ON ledger_transactions (member_id, created_at DESC, id DESC) WHERE member_id IS NOT NULL;
CREATE INDEX ledger_transactions_reference ON ledger_transactions (merchant_code, kind, reference) WHERE reference IS NOT NULL;

CREATE TABLE ledger_entries (
  id                  bigserial PRIMARY KEY,
  transaction_id      bigint NOT NULL REFERENCES ledger_transactions(id),
  account_id          bigint NOT NULL REFERENCES ledger_accounts(id),
  currency            char(3) NOT NULL,
  amount_minor        bigint NOT NULL CHECK (amount_minor <> 0),
  -- The member account's balance right after this entry (null for system accounts): the account
  -- record shows it without re-summing history.
  balance_after_minor bigint,
  created_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_entries_account ON ledger_entries (account_id, id);
CREATE INDEX ledger_entries_transaction ON ledger_entries (transaction_id);

-- The ledger is append-only: no UPDATE or DELETE of transactions or entries, whoever asks.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are append-only (%)', TG_TABLE_NAME USING ERRCODE = 'P0001';
END $$;
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();

-- Client-supplied Idempotency-Key per caller: the first response is kept with a hash of the request,
-- written in the same database transaction as the money it moved.
CREATE TABLE idempotency_keys (
  scope         text NOT NULL,
  key           text NOT NULL,
  request_hash  text NOT NULL,
  status_code   smallint NOT NULL,
  response      jsonb NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);

-- Results of each reconciliation run, for the back-office report and alerting.
CREATE TABLE ledger_reconciliations (
  id               bigserial PRIMARY KEY,
  ran_at           timestamptz NOT NULL DEFAULT now(),
  ok               boolean NOT NULL,
  currencies       jsonb NOT NULL,
  mismatches       jsonb NOT NULL
);
