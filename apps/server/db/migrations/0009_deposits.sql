-- Why: deposits (spec §2 depositv2). Money comes in through a payment provider's hosted page (ONLINE,
-- credited when the provider's signed callback arrives) or a bank transfer whose proof an operator
-- approves (BANK_TRANSFER). Either way the credit is one ledger transaction PSP_CLEARING → member CASH
-- (kind DEPOSIT, reference deposit:<id>), posted once: the deposit row is locked and moves to COMPLETED
-- in the same database transaction.
--
-- Fee model: the provider's fee (fee_bps of the amount plus fee_fixed_minor, capped at the amount) is
-- the house's cost, never the member's: the member is credited exactly what they paid, which is what
-- the provider's page showed them. The fee is booked in the same transaction (HOUSE pays it, and the
-- clearing account expects the net settlement from the provider).

CREATE TABLE deposit_channels (
  id               uuid PRIMARY KEY,
  merchant_code    text NOT NULL REFERENCES merchants(code),
  kind             text NOT NULL CHECK (kind IN ('ONLINE', 'BANK_TRANSFER')),
  name             text NOT NULL,
  min_minor        bigint NOT NULL CHECK (min_minor > 0),
  max_minor        bigint NOT NULL,
  fee_bps          integer NOT NULL DEFAULT 0 CHECK (fee_bps BETWEEN 0 AND 10000),
  fee_fixed_minor  bigint NOT NULL DEFAULT 0 CHECK (fee_fixed_minor >= 0),
  bonus_eligible   boolean NOT NULL DEFAULT false,
  enabled          boolean NOT NULL DEFAULT true,
  sort_order       integer NOT NULL DEFAULT 0,
  -- BANK_TRANSFER: where members send the money ({bankName, accountName, accountNumber}).
  bank_details     jsonb,
  -- ONLINE: which payment provider adapter serves it.
  psp_code         text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT deposit_channel_limits CHECK (max_minor >= min_minor),
  CONSTRAINT deposit_channel_kind_fields CHECK (
    (kind = 'ONLINE' AND psp_code IS NOT NULL AND bank_details IS NULL)
    OR (kind = 'BANK_TRANSFER' AND bank_details IS NOT NULL AND psp_code IS NULL)),
  CONSTRAINT deposit_channel_name UNIQUE (merchant_code, name)
);
CREATE INDEX deposit_channels_merchant ON deposit_channels (merchant_code, sort_order, name);

CREATE TABLE deposits (
  id                     uuid PRIMARY KEY,
  merchant_code          text NOT NULL REFERENCES merchants(code),
  member_id              uuid NOT NULL REFERENCES members(id),
  channel_id             uuid NOT NULL REFERENCES deposit_channels(id),
  amount_minor           bigint NOT NULL CHECK (amount_minor > 0),
  -- The house's fee, fixed when the deposit is created so a later channel edit cannot change it.
  fee_minor              bigint NOT NULL DEFAULT 0 CHECK (fee_minor >= 0 AND fee_minor <= amount_minor),
  currency               char(3) NOT NULL,
  status                 text NOT NULL DEFAULT 'PENDING' CHECK (status IN (
                           'PENDING', 'PENDING_REVIEW', 'COMPLETED', 'FAILED', 'REJECTED', 'CANCELLED', 'EXPIRED')),
  -- Snapshots taken at creation: a later channel edit must not change where this member was told to
  -- send money, nor which provider may confirm it.
  bank_details           jsonb,
  psp_code               text,
  pay_url                text,
  psp_reference          text,
  -- Storage key of the proof image (bank transfers), never a path the client chose.
  proof_path             text,
  proof_content_type     text,
  ledger_transaction_id  bigint UNIQUE REFERENCES ledger_transactions(id),
  reviewed_by            text,
  review_note            text,
  created_at             timestamptz NOT NULL DEFAULT now(),
  updated_at             timestamptz NOT NULL DEFAULT now(),
  completed_at           timestamptz,
  CONSTRAINT deposit_completed_has_ledger CHECK ((status = 'COMPLETED') = (ledger_transaction_id IS NOT NULL))
);
CREATE INDEX deposits_member ON deposits (member_id, created_at DESC, id DESC);
CREATE INDEX deposits_queue ON deposits (merchant_code, status, created_at DESC, id DESC);
-- Finance matches provider statements by their reference.
CREATE INDEX deposits_psp_reference ON deposits (psp_reference) WHERE psp_reference IS NOT NULL;

-- Every provider callback carries a nonce that may be used once: a captured callback replayed within
-- the signature window is refused. Rows older than the window can be pruned (their timestamp no
-- longer verifies anyway).
CREATE TABLE psp_callback_nonces (
  psp_code     text NOT NULL,
  nonce        text NOT NULL,
  received_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (psp_code, nonce)
);
