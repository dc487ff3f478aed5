-- Why: operators log in by username case-insensitively (lower(username) = lower($1)), so two
-- usernames that differ only in case ("admin", "Admin") would make a login ambiguous. Uniqueness
-- must hold under the same comparison as the lookup.
CREATE UNIQUE INDEX operators_username_lower ON operators (lower(username));
