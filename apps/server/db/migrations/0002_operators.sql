-- Why: the back-office realm is separate from members: its own users, sessions and audit trail.
CREATE TABLE operators (
  id             uuid PRIMARY KEY,
  username       text NOT NULL UNIQUE,
  password_hash  text NOT NULL,
  role           text NOT NULL CHECK (role IN ('SUPER_ADMIN', 'ADMIN', 'SUPPORT', 'VIEWER')),
  merchant_codes text[] NOT NULL DEFAULT '{}',
  status         text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'DISABLED')),
  created_at     timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE operator_sessions (
  token_hash   text PRIMARY KEY,
  operator_id  uuid NOT NULL REFERENCES operators(id),
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  revoked_at   timestamptz,
  ip           text NOT NULL
);
CREATE INDEX operator_sessions_operator ON operator_sessions (operator_id);

-- Append-only: every operator change, with what it was and what it became.
CREATE TABLE audit_log (
  id             bigserial PRIMARY KEY,
  at             timestamptz NOT NULL DEFAULT now(),
  operator_id    uuid REFERENCES operators(id),
  operator_name  text NOT NULL,
  merchant_code  text REFERENCES merchants(code),
  action         text NOT NULL,
  target         text NOT NULL,
  before         jsonb,
  after          jsonb,
  ip             text NOT NULL,
  request_id     text NOT NULL
);
CREATE INDEX audit_log_at ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_merchant_at ON audit_log (merchant_code, at DESC);
CREATE INDEX audit_log_action ON audit_log (action);
