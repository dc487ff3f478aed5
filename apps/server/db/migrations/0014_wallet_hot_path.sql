-- Why: every bet and win inserts a ledger transaction and a seamless record. Their foreign keys to
-- `merchants` and `game_vendors` made each insert take a KEY SHARE lock on the same few parent rows
-- (one merchant, one vendor), so concurrent bets shared those rows' lock through MultiXacts: 15-20 %
-- of PostgreSQL's time per bet in a pgbench replay of the bet statement (ADR 0015). Those parents are never deleted and their
-- codes never change, which the triggers below now guarantee instead, so the inserts need no lock.
ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_merchant_code_fkey;
ALTER TABLE seamless_transactions DROP CONSTRAINT seamless_transactions_vendor_code_fkey;

CREATE FUNCTION refuse_parent_removal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR NEW.code IS DISTINCT FROM OLD.code THEN
    RAISE EXCEPTION '% rows are never deleted and keep their code (the ledger refers to them)', TG_TABLE_NAME
      USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER merchants_kept BEFORE UPDATE OF code OR DELETE ON merchants
  FOR EACH ROW EXECUTE FUNCTION refuse_parent_removal();
CREATE TRIGGER game_vendors_kept BEFORE UPDATE OF code OR DELETE ON game_vendors
  FOR EACH ROW EXECUTE FUNCTION refuse_parent_removal();

-- ARCHITECTURE "Money": hot system accounts are not locked per bet. The foreign key from entries to
-- accounts did exactly that: every bet's house entry took a KEY SHARE lock on the house account row
-- (and every entry one on its own transaction's row, with a WAL record each). Accounts are never
-- deleted (refused below) and transactions never change (0007's append-only triggers); the
-- reconciliation checks that every entry's account and transaction exist instead.
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_account_id_fkey;
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_transaction_id_fkey;

CREATE FUNCTION ledger_accounts_refuse_removal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR NEW.id IS DISTINCT FROM OLD.id THEN
    RAISE EXCEPTION 'ledger accounts are never deleted and keep their id' USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER ledger_accounts_kept BEFORE UPDATE OF id OR DELETE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_accounts_refuse_removal();

-- No query looks ledger transactions up by reference (vendor calls are found through
-- seamless_transactions, deposits through their own table) or by member (a member's history reads
-- entries by account, ledger_entries_account); each index cost every posting an insert.
DROP INDEX ledger_transactions_reference;
DROP INDEX ledger_transactions_member;

-- Only reversals carry reverses_id: a partial unique index keeps "reversed at most once" without an
-- index entry for every other transaction.
ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_reverses_id_key;
CREATE UNIQUE INDEX ledger_transactions_reverses ON ledger_transactions (reverses_id) WHERE reverses_id IS NOT NULL;
