-- Why: a copy of the database (a backup, a replica, a read-only SQL hole) must not give away the
-- vendors' signing secrets, the social-login client secrets, the members' TOTP seeds or the RSA
-- private key of the encrypted payloads (issue 18, ADR 0018). They are now sealed with AES-256-GCM
-- under SECRETS_KEY, which lives only in the environment. SQL cannot seal without that key, so the
-- sealing itself is done at every start by the server (platform/crypto/secret-reseal.ts), which
-- also reseals what a previous key sealed. What SQL can do is say so in the schema: the columns are
-- already unbounded text, so nothing needs widening, and no CHECK forces the format because a node
-- of the previous version may still write plaintext during a rolling upgrade (the next start seals it).

COMMENT ON COLUMN game_vendors.secret IS
  'Sealed: sb1:<key id>:<base64url(iv|ciphertext|tag)>, AES-256-GCM under SECRETS_KEY, purpose vendor-secret. Plaintext only until the next start seals it.';
COMMENT ON COLUMN social_providers.client_secret IS
  'Sealed: sb1:<key id>:<base64url(iv|ciphertext|tag)>, AES-256-GCM under SECRETS_KEY, purpose social-client-secret. Plaintext only until the next start seals it.';
COMMENT ON COLUMN members.totp_secret IS
  'Sealed: sb1:<key id>:<base64url(iv|ciphertext|tag)>, AES-256-GCM under SECRETS_KEY, purpose member-totp. Plaintext only until the next start seals it.';
COMMENT ON COLUMN rsa_keys.private_pem IS
  'Sealed: sb1:<key id>:<base64url(iv|ciphertext|tag)>, AES-256-GCM under SECRETS_KEY, purpose rsa-private-key. Plaintext only until the next start seals it.';
