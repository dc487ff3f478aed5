-- Why: the white-label core. Every merchant (brand) owns its config, flags, site state, domains,
-- region rules and resources; everything merchant-owned references merchants(code).
CREATE TABLE merchants (
  code              text PRIMARY KEY CHECK (code ~ '^[A-Z0-9_]{2,40}$'),
  currency          char(3) NOT NULL,
  time_zone         text NOT NULL,
  is_default        boolean NOT NULL DEFAULT false,
  brand_config      jsonb NOT NULL,
  whitelabel_flags  jsonb NOT NULL DEFAULT '{}'::jsonb,
  maintenance_enabled boolean NOT NULL DEFAULT false,
  maintenance_message text NOT NULL DEFAULT '',
  maintenance_until timestamptz,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX merchants_one_default ON merchants (is_default) WHERE is_default;

CREATE TABLE merchant_domains (
  domain        text PRIMARY KEY CHECK (domain = lower(domain)),
  merchant_code text NOT NULL REFERENCES merchants(code),
  kind          text NOT NULL CHECK (kind IN ('MAIN', 'MIRROR', 'AGENT')),
  sort_order    int NOT NULL DEFAULT 0
);
CREATE INDEX merchant_domains_merchant ON merchant_domains (merchant_code);

CREATE TABLE region_rules (
  id            uuid PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants(code),
  kind          text NOT NULL CHECK (kind IN ('BLOCK_IP', 'BLOCK_COUNTRY', 'ALLOW_IP')),
  value         text NOT NULL,
  note          text NOT NULL DEFAULT '',
  created_by    text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_code, kind, value)
);

CREATE TABLE merchant_resources (
  merchant_code  text NOT NULL REFERENCES merchants(code),
  resource_type  text NOT NULL,
  label_name_en  text NOT NULL,
  url            text NOT NULL,
  sort_order     int NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_code, resource_type)
);

CREATE TABLE customer_service_channels (
  merchant_code text NOT NULL REFERENCES merchants(code),
  cs_type       text NOT NULL,
  url           text NOT NULL,
  sort_order    int NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_code, cs_type)
);

-- Why: the RSA pair for encrypted payloads must survive restarts and be shared by every API node.
CREATE TABLE rsa_keys (
  key_id        text PRIMARY KEY,
  public_pem    text NOT NULL,
  private_pem   text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  retired_at    timestamptz
);
