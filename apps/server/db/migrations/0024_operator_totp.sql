-- Why: an operator's password alone guards every member and merchant (ASVS 2 level 2 asks for a
-- second factor). Operators can enrol an authenticator; from then on logging in takes its code. The
-- seed is sealed with SECRETS_KEY like the members' (ADR 0018).

ALTER TABLE operators ADD COLUMN totp_secret text;
COMMENT ON COLUMN operators.totp_secret IS 'sealed (sb1:…) TOTP seed, purpose operator-totp; null: no authenticator';
