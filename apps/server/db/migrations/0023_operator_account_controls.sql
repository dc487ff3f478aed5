-- Why: the first operator of a production deployment had no safe way in, and operators could not be
-- disabled with their sessions ended, change their own password, or have their sessions revoked
-- (issue 18). A bootstrap operator now starts with a one-time password it must change before it can
-- do anything else, enforced on the server.

ALTER TABLE operators ADD COLUMN must_change_password boolean NOT NULL DEFAULT false;
