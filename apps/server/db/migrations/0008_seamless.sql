-- Why: game vendors move money only through the seamless-wallet protocol (API.md). Each vendor signs
-- with its own secret; the platform issues launch sessions (the `token` a vendor presents) and keeps
-- every vendor transaction exactly once per (vendor, transaction_uuid).

ALTER TABLE game_vendors
  ADD COLUMN secret   text,
  ADD COLUMN currency char(3);

CREATE TABLE vendor_sessions (
  token_hash     text PRIMARY KEY,
  vendor_code    text NOT NULL REFERENCES game_vendors(code),
  member_id      uuid NOT NULL REFERENCES members(id),
  merchant_code  text NOT NULL REFERENCES merchants(code),
  game_code      text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  expires_at     timestamptz NOT NULL
);
CREATE INDEX vendor_sessions_member ON vendor_sessions (member_id, created_at DESC);

-- BET, WIN and ROLLBACK calls as the vendor sent them, with the answer given. A rollback naming an
-- unknown bet leaves a TOMBSTONE under that bet's uuid, so the bet arriving late is refused.
CREATE TABLE seamless_transactions (
  vendor_code              text NOT NULL REFERENCES game_vendors(code),
  transaction_uuid         text NOT NULL,
  kind                     text NOT NULL CHECK (kind IN ('BET', 'WIN', 'ROLLBACK', 'TOMBSTONE')),
  member_id                uuid NOT NULL REFERENCES members(id),
  merchant_code            text NOT NULL,
  round                    text NOT NULL DEFAULT '',
  game_code                text NOT NULL DEFAULT '',
  reference_uuid           text,
  amount_minor             bigint NOT NULL CHECK (amount_minor >= 0),
  currency                 char(3) NOT NULL,
  ledger_transaction_id    bigint REFERENCES ledger_transactions(id),
  rolled_back              boolean NOT NULL DEFAULT false,
  balance_after            text,
  created_at               timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (vendor_code, transaction_uuid)
);
CREATE INDEX seamless_transactions_reference ON seamless_transactions (vendor_code, reference_uuid) WHERE reference_uuid IS NOT NULL;
CREATE INDEX seamless_transactions_member ON seamless_transactions (member_id, created_at DESC);
