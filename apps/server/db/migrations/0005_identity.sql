-- Why: members and agents of each merchant, their sessions, login trail, trusted IPs, the
-- server-driven registration rules, and the SMS/e-mail outbox that stands in for real providers.
CREATE TABLE members (
  id                    uuid PRIMARY KEY,
  merchant_code         text NOT NULL REFERENCES merchants(code),
  username              text NOT NULL,
  password_hash         text NOT NULL,
  payment_password_hash text,
  -- spec §3: 0 member, 1/2/41/42 agents, 4 trial
  type                  smallint NOT NULL DEFAULT 0,
  nickname              text NOT NULL DEFAULT '',
  mobile_num            text,
  country_dialing_code  text,
  email                 text,
  payee_name            text,
  profile               jsonb NOT NULL DEFAULT '{}',
  parent_id             uuid REFERENCES members(id),
  affiliate_code        text,
  vip_level             smallint NOT NULL DEFAULT 0,
  avatar_url            text,
  status                text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'LOCKED')),
  must_change_password  boolean NOT NULL DEFAULT false,
  password_changed_at   timestamptz NOT NULL DEFAULT now(),
  totp_secret           text,
  totp_enabled          boolean NOT NULL DEFAULT false,
  last_login_at         timestamptz,
  register_ip           text,
  register_url          text,
  register_method       text,
  created_at            timestamptz NOT NULL DEFAULT now()
);
-- Usernames are unique per merchant regardless of case; so are mobiles (with their dialing code).
CREATE UNIQUE INDEX members_username ON members (merchant_code, lower(username));
CREATE UNIQUE INDEX members_mobile ON members (merchant_code, country_dialing_code, mobile_num)
  WHERE mobile_num IS NOT NULL AND type <> 4;
CREATE UNIQUE INDEX members_affiliate_code ON members (merchant_code, upper(affiliate_code))
  WHERE affiliate_code IS NOT NULL;
CREATE INDEX members_parent ON members (parent_id);
CREATE INDEX members_email ON members (merchant_code, lower(email));

CREATE TABLE member_sessions (
  token_hash   text PRIMARY KEY,
  member_id    uuid NOT NULL REFERENCES members(id),
  merchant_code text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  revoked_at   timestamptz,
  ip           text NOT NULL,
  user_agent   text
);
CREATE INDEX member_sessions_member ON member_sessions (member_id);

-- Every login attempt, for the member's own history and operators' investigations.
CREATE TABLE member_login_history (
  id            bigserial PRIMARY KEY,
  merchant_code text NOT NULL,
  member_id     uuid REFERENCES members(id),
  username      text NOT NULL,
  at            timestamptz NOT NULL DEFAULT now(),
  ip            text NOT NULL,
  device        text NOT NULL DEFAULT '',
  result        text NOT NULL
);
CREATE INDEX member_login_history_member ON member_login_history (member_id, at DESC);

-- IPs a member has logged in from (after verification): a new one asks for a second factor.
CREATE TABLE member_trusted_ips (
  member_id   uuid NOT NULL REFERENCES members(id),
  ip          text NOT NULL,
  first_at    timestamptz NOT NULL DEFAULT now(),
  last_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, ip)
);

-- Operator-edited overrides of the default registration field rules (spec §3), per merchant.
CREATE TABLE register_field_rules (
  merchant_code text NOT NULL REFERENCES merchants(code),
  field         text NOT NULL,
  rule          jsonb NOT NULL,
  PRIMARY KEY (merchant_code, field)
);

CREATE TABLE outbox_messages (
  id            uuid PRIMARY KEY,
  merchant_code text NOT NULL,
  channel       text NOT NULL CHECK (channel IN ('SMS', 'EMAIL')),
  recipient     text NOT NULL,
  subject       text,
  body          text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_messages_recipient ON outbox_messages (recipient, created_at DESC);
