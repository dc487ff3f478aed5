-- Why: social login (spec §1, §4 "Social binding"). Each merchant configures its own OpenID Connect
-- client at Google and Facebook; a provider identity (issuer + subject) is bound to one member of one
-- merchant. Spec §4: once confirmed a binding cannot be changed or unbound, so bindings are
-- insert-only here: the code has no UPDATE or DELETE for them and a trigger refuses both.
CREATE TABLE social_providers (
  merchant_code text NOT NULL REFERENCES merchants(code),
  provider      text NOT NULL CHECK (provider IN ('GOOGLE', 'FACEBOOK')),
  issuer_url    text NOT NULL,
  client_id     text NOT NULL,
  client_secret text NOT NULL,
  enabled       boolean NOT NULL DEFAULT false,
  -- Part of the key of each node's cached discovery document: an edit is seen at once.
  updated_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_code, provider)
);

CREATE TABLE member_social_links (
  merchant_code text NOT NULL REFERENCES merchants(code),
  provider      text NOT NULL CHECK (provider IN ('GOOGLE', 'FACEBOOK')),
  -- The ID token's iss: a link answers only to the issuer that created it, so re-pointing a
  -- provider at another issuer cannot make that issuer's subjects log into existing members.
  issuer        text NOT NULL,
  subject       text NOT NULL,
  member_id     uuid NOT NULL REFERENCES members(id),
  email         text,
  linked_at     timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT member_social_links_subject UNIQUE (merchant_code, provider, subject),
  CONSTRAINT member_social_links_member UNIQUE (member_id, provider)
);

CREATE FUNCTION member_social_links_permanent() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'social bindings are permanent (spec §4): % refused', TG_OP;
END;
$$;

CREATE TRIGGER member_social_links_permanent
  BEFORE UPDATE OR DELETE ON member_social_links
  FOR EACH ROW EXECUTE FUNCTION member_social_links_permanent();
