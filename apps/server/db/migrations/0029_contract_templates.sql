-- Why: issue 11 asks for contract templates and tiers per merchant in the back office. An operator
-- keeps a merchant's standard terms per kind under a name (e.g. "Dividend standard: 20 / 25 / 30 %")
-- and starts an offer to a top agent from one, instead of typing the tiers each time. A template is
-- only a starting point: an offer copies its tiers, so editing or archiving a template never changes
-- a contract already offered or signed. Archived templates stay for the audit trail.

CREATE TABLE agent_contract_templates (
  id             uuid PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants(code),
  kind           text NOT NULL CHECK (kind IN ('dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary')),
  name           text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  cycle          text CHECK (cycle IN ('D', 'W', 'H', 'M')),
  tiers          jsonb NOT NULL,
  updated_at     timestamptz NOT NULL,
  updated_by     text NOT NULL,
  archived_at    timestamptz,
  CONSTRAINT agent_contract_templates_cycle CHECK ((kind = 'dividend') = (cycle IS NOT NULL))
);
-- A name is unique among a merchant's live templates of a kind.
CREATE UNIQUE INDEX agent_contract_templates_name
  ON agent_contract_templates (merchant_code, kind, lower(name)) WHERE archived_at IS NULL;
