-- Why: the member's own account (issue 17, spec §2 "my account"): every change a member makes to
-- their profile, contact data or payout methods is kept in their change record (written in the
-- change's transaction, summaries masked for contact and payout data; owned by the member-profile
-- module), and a payout method is a bank account or an e-wallet (provider, holder, wallet number).

CREATE TABLE member_profile_changes (
  id             bigserial PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants(code),
  member_id      uuid NOT NULL REFERENCES members(id),
  field          text NOT NULL CHECK (field IN ('NICKNAME', 'AVATAR', 'BIRTHDAY', 'EMAIL', 'MOBILE',
                   'PAYOUT_METHOD_ADDED', 'PAYOUT_METHOD_REMOVED')),
  summary        text NOT NULL,
  ip             text,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX member_profile_changes_member ON member_profile_changes (member_id, id DESC);

-- Existing rows are bank accounts; removal keeps the row (removed_at) for the withdrawals that used it.
ALTER TABLE member_bank_accounts
  ADD COLUMN kind text NOT NULL DEFAULT 'BANK' CHECK (kind IN ('BANK', 'EWALLET'));
