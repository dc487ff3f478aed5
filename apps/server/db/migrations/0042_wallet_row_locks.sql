-- Why: each bet or win that moves money still took three row locks through foreign keys:
-- seamless_transactions.member_id and ledger_transactions.member_id each a KEY SHARE lock on the
-- member's row, seamless_transactions.ledger_transaction_id one on the ledger transaction the same
-- statement had just inserted; a win of nothing took the member's. Every such lock is a write to
-- the parent's page and a WAL record, three per posting (bench/wallet, issue 16). Members are never
-- deleted and keep their id (the trigger below now guarantees it), ledger transactions never change
-- or go (0007's append-only trigger), and the wallet's statement inserts both rows from the same
-- members it has just read and the same transaction it has just written (ADR 0015, as 0014 did for
-- merchants, vendors and accounts).
ALTER TABLE seamless_transactions DROP CONSTRAINT seamless_transactions_member_id_fkey;
ALTER TABLE seamless_transactions DROP CONSTRAINT seamless_transactions_ledger_transaction_id_fkey;
ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_member_id_fkey;

CREATE FUNCTION members_refuse_removal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR NEW.id IS DISTINCT FROM OLD.id THEN
    RAISE EXCEPTION 'members are never deleted and keep their id (the ledger refers to them)' USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER members_kept BEFORE UPDATE OF id OR DELETE ON members
  FOR EACH ROW EXECUTE FUNCTION members_refuse_removal();
