-- Why: a member's secrets could be guessed without end (issue 18): eight wrong payment passwords in
-- a row all answered PAYMENT_PASSWORD_WRONG, and the new-IP second factor counted failures per login
-- ticket, so a fresh password login reset them. Failures are now counted per member and purpose in
-- PostgreSQL, where one UPDATE … RETURNING reserves an attempt atomically on every API node; after
-- five in a row the purpose is locked until `locked_until`. A session that must change its password
-- is marked as such, so the server (not only the browser) refuses it everything else.

CREATE TABLE member_guess_counters (
  member_id    uuid NOT NULL REFERENCES members(id),
  -- PAYMENT_PASSWORD, LOGIN_PASSWORD (changing it), TOTP_DISABLE, NEW_IP (the new-IP second factor)
  purpose      text NOT NULL CHECK (purpose IN ('PAYMENT_PASSWORD', 'LOGIN_PASSWORD', 'TOTP_DISABLE', 'NEW_IP')),
  -- Attempts reserved since the last success or the end of the last lock (a reservation is a
  -- failure until its check succeeds, so parallel guesses cannot outrun the limit).
  failures     integer NOT NULL DEFAULT 0 CHECK (failures >= 0),
  locked_until timestamptz,
  PRIMARY KEY (member_id, purpose)
);

ALTER TABLE member_sessions ADD COLUMN must_change_password boolean NOT NULL DEFAULT false;
