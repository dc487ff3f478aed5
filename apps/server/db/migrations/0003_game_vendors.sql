-- Why: the site's navigation is built from the categories that have vendors for the merchant.
-- The games issue grows this into the full catalog.
CREATE TABLE game_vendors (
  code          text PRIMARY KEY CHECK (code ~ '^[A-Z0-9_]{2,40}$'),
  display_name  text NOT NULL,
  wallet_type   text NOT NULL DEFAULT 'SEAMLESS' CHECK (wallet_type IN ('SEAMLESS', 'TRANSFER')),
  status        text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'DISABLED')),
  brand_color   text NOT NULL DEFAULT '#6d28d9'
);

CREATE TABLE merchant_game_vendors (
  merchant_code text NOT NULL REFERENCES merchants(code),
  vendor_code   text NOT NULL REFERENCES game_vendors(code),
  game_type     text NOT NULL CHECK (game_type IN ('ELOTT', 'LOTT', 'LIVE', 'BOARD', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS', 'COCKFIGHT')),
  sort_order    int NOT NULL DEFAULT 0,
  maintenance   boolean NOT NULL DEFAULT false,
  enabled       boolean NOT NULL DEFAULT true,
  PRIMARY KEY (merchant_code, vendor_code, game_type)
);
CREATE INDEX merchant_game_vendors_lane ON merchant_game_vendors (merchant_code, game_type, sort_order);
