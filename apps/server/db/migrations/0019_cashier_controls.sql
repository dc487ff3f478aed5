-- Why: four cashier holes of the security review (issue 18).
--
-- 1. A member's status check could refund a game-wallet transfer that was still on its way to the
--    vendor, who then credited the game wallet too: money created. A transfer being worked on is now
--    IN_FLIGHT until `in_flight_until`; only the holder acts on it, and a status check leaves it
--    alone until that lease (longer than the vendor call's timeout) has run out. When the vendor
--    does not know a transfer, the platform voids the id at the vendor before refunding, so a late
--    arrival of the original request is refused; the simulator keeps voided ids in its books.
-- 2. (Upload limits live in the key-value store: no schema.)
-- 3. Adjustments below the second-operator threshold were unlimited per operator. Each operator's
--    single-approved adjustments are summed per merchant-time-zone day (one row per operator and
--    day, locked while an adjustment is decided, so two at once cannot both slip under the cap);
--    past the merchant's daily cap an adjustment waits for a second operator like a large one.
-- 4. A withdrawal refund or forced receipt moved money on one operator's word. It is now a request
--    kept on the withdrawal until a different operator approves (money moves) or someone rejects it.

ALTER TABLE game_wallet_transfers DROP CONSTRAINT game_wallet_transfers_status_check;
ALTER TABLE game_wallet_transfers
  ADD CONSTRAINT game_wallet_transfers_status_check
    CHECK (status IN ('IN_FLIGHT', 'PENDING', 'SUCCESS', 'FAILED')),
  ADD COLUMN in_flight_until timestamptz;
DROP INDEX game_wallet_transfers_pending;
CREATE INDEX game_wallet_transfers_unsettled ON game_wallet_transfers (created_at)
  WHERE status IN ('IN_FLIGHT', 'PENDING');

-- A void names only the transfer id (as vendors' cancel calls do): the rest is unknown then.
ALTER TABLE simulated_vendor_transfers
  ALTER COLUMN member_id DROP NOT NULL,
  ALTER COLUMN direction DROP NOT NULL,
  ALTER COLUMN amount_minor DROP NOT NULL,
  ADD COLUMN voided_at timestamptz;

ALTER TABLE merchant_cashier_settings
  -- Per operator and merchant day; 0 sends every adjustment to a second operator.
  ADD COLUMN adjustment_daily_cap_minor bigint NOT NULL DEFAULT 50000000
    CHECK (adjustment_daily_cap_minor >= 0);

CREATE TABLE adjustment_daily_usage (
  merchant_code  text NOT NULL REFERENCES merchants(code),
  operator_id    text NOT NULL,
  day            date NOT NULL,
  used_minor     bigint NOT NULL DEFAULT 0 CHECK (used_minor >= 0),
  PRIMARY KEY (merchant_code, operator_id, day)
);

ALTER TABLE withdrawals
  ADD COLUMN resolution_action text CHECK (resolution_action IN ('REFUND', 'FORCE_RECEIPT')),
  ADD COLUMN resolution_requested_by text,
  ADD COLUMN resolution_note text,
  ADD COLUMN resolution_requested_at timestamptz,
  ADD CONSTRAINT withdrawals_resolution_complete CHECK (
    (resolution_action IS NULL) = (resolution_requested_by IS NULL)
    AND (resolution_action IS NULL) = (resolution_requested_at IS NULL));
