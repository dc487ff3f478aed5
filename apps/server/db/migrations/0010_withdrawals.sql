-- Why: withdrawals with operator review and the receipt-confirmation flow of the spec (§2, §4
-- "Withdrawal confirmation"), the bank accounts they pay to, each merchant's cashier settings, and
-- member-to-upline / agent-to-downline transfers.

CREATE TABLE merchant_cashier_settings (
  merchant_code                text PRIMARY KEY REFERENCES merchants(code),
  withdrawal_min_minor         bigint NOT NULL DEFAULT 10000 CHECK (withdrawal_min_minor > 0),
  withdrawal_max_minor         bigint NOT NULL DEFAULT 5000000 CHECK (withdrawal_max_minor >= withdrawal_min_minor),
  -- Above this amount a second, different operator must approve.
  second_approval_above_minor  bigint NOT NULL DEFAULT 2000000 CHECK (second_approval_above_minor >= 0),
  -- A paid withdrawal the member has not confirmed counts as received after this many minutes.
  auto_receipt_minutes         int NOT NULL DEFAULT 30 CHECK (auto_receipt_minutes BETWEEN 1 AND 10080),
  -- Held with each withdrawal and refunded on receipt; a forced receipt forfeits it (spec §4).
  guarantee_bps                int NOT NULL DEFAULT 0 CHECK (guarantee_bps BETWEEN 0 AND 10000),
  -- Deposits must be wagered this many times (in basis points of the deposit) before a withdrawal.
  turnover_bps                 int NOT NULL DEFAULT 10000 CHECK (turnover_bps BETWEEN 0 AND 1000000),
  transfer_min_minor           bigint NOT NULL DEFAULT 100 CHECK (transfer_min_minor > 0),
  -- Manual adjustments above this need a second operator's approval.
  adjustment_approval_above_minor bigint NOT NULL DEFAULT 10000000 CHECK (adjustment_approval_above_minor >= 0),
  updated_at                   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE member_bank_accounts (
  id             uuid PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants(code),
  member_id      uuid NOT NULL REFERENCES members(id),
  bank_name      text NOT NULL,
  account_name   text NOT NULL,
  account_number text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  removed_at     timestamptz
);
CREATE UNIQUE INDEX member_bank_accounts_unique ON member_bank_accounts (member_id, bank_name, account_number)
  WHERE removed_at IS NULL;

CREATE TABLE withdrawals (
  id                 uuid PRIMARY KEY,
  merchant_code      text NOT NULL REFERENCES merchants(code),
  member_id          uuid NOT NULL REFERENCES members(id),
  bank_account_id    uuid NOT NULL REFERENCES member_bank_accounts(id),
  currency           char(3) NOT NULL,
  amount_minor       bigint NOT NULL CHECK (amount_minor > 0),
  guarantee_minor    bigint NOT NULL DEFAULT 0 CHECK (guarantee_minor >= 0),
  paid_minor         bigint NOT NULL DEFAULT 0 CHECK (paid_minor >= 0),
  received_minor     bigint,
  status             text NOT NULL CHECK (status IN (
                       'PENDING_REVIEW', 'PENDING_SECOND_APPROVAL', 'APPROVED', 'PAID', 'DISPUTED',
                       'COMPLETED', 'REJECTED')),
  receipt            text CHECK (receipt IN ('RECEIVED', 'AUTO_RECEIVED', 'FORCED')),
  first_approver     text,
  second_approver    text,
  review_note        text,
  proof_paths        jsonb NOT NULL DEFAULT '[]',
  requested_at       timestamptz NOT NULL DEFAULT now(),
  paid_at            timestamptz,
  completed_at       timestamptz,
  updated_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX withdrawals_member ON withdrawals (member_id, requested_at DESC);
CREATE INDEX withdrawals_queue ON withdrawals (merchant_code, status, requested_at);
CREATE INDEX withdrawals_paid_due ON withdrawals (paid_at) WHERE status = 'PAID';

CREATE TABLE member_transfers (
  id             uuid PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants(code),
  from_member_id uuid NOT NULL REFERENCES members(id),
  to_member_id   uuid NOT NULL REFERENCES members(id),
  direction      text NOT NULL CHECK (direction IN ('TO_UPLINE', 'TO_DOWNLINE')),
  currency       char(3) NOT NULL,
  amount_minor   bigint NOT NULL CHECK (amount_minor > 0),
  ledger_transaction_id bigint NOT NULL REFERENCES ledger_transactions(id),
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX member_transfers_from ON member_transfers (from_member_id, created_at DESC);
CREATE INDEX member_transfers_to ON member_transfers (to_member_id, created_at DESC);

-- Manual adjustments above the merchant's threshold wait for a second, different operator.
CREATE TABLE pending_adjustments (
  id              uuid PRIMARY KEY,
  merchant_code   text NOT NULL REFERENCES merchants(code),
  member_id       uuid NOT NULL REFERENCES members(id),
  account         text NOT NULL CHECK (account IN ('CASH', 'BONUS')),
  amount          text NOT NULL,
  reason          text NOT NULL,
  requested_by    text NOT NULL,
  requested_at    timestamptz NOT NULL DEFAULT now(),
  status          text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
  decided_by      text,
  decided_at      timestamptz,
  ledger_transaction_id bigint REFERENCES ledger_transactions(id)
);
CREATE INDEX pending_adjustments_queue ON pending_adjustments (merchant_code, status, requested_at);

-- Transfer-wallet vendors keep the member's game balance on their side; the platform moves money in
-- and recalls it with single-use transfer ids, and asks the vendor for a transfer's status before
-- any retry. PENDING rows are settled by a job that asks the vendor.
CREATE TABLE game_wallet_transfers (
  transfer_id    uuid PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants(code),
  member_id      uuid NOT NULL REFERENCES members(id),
  vendor_code    text NOT NULL REFERENCES game_vendors(code),
  direction      text NOT NULL CHECK (direction IN ('IN', 'OUT')),
  currency       char(3) NOT NULL,
  amount_minor   bigint NOT NULL CHECK (amount_minor > 0),
  status         text NOT NULL CHECK (status IN ('PENDING', 'SUCCESS', 'FAILED')),
  created_at     timestamptz NOT NULL DEFAULT now(),
  settled_at     timestamptz
);
CREATE INDEX game_wallet_transfers_member ON game_wallet_transfers (member_id, created_at DESC);
CREATE INDEX game_wallet_transfers_pending ON game_wallet_transfers (created_at) WHERE status = 'PENDING';

-- The built-in transfer-wallet vendor simulator's own books (what a real vendor keeps on its side).
CREATE TABLE simulated_vendor_wallets (
  vendor_code  text NOT NULL,
  member_id    uuid NOT NULL,
  balance_minor bigint NOT NULL DEFAULT 0 CHECK (balance_minor >= 0),
  PRIMARY KEY (vendor_code, member_id)
);
CREATE TABLE simulated_vendor_transfers (
  vendor_code  text NOT NULL,
  transfer_id  uuid NOT NULL,
  member_id    uuid NOT NULL,
  direction    text NOT NULL,
  amount_minor bigint NOT NULL,
  PRIMARY KEY (vendor_code, transfer_id)
);
