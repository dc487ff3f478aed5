-- Why: the agent business (issue 11, spec §1 "Agent features"). Agents and members form one tree per
-- merchant through members.parent_id; team reports and the team boundary need "every member below
-- this agent" as one indexed set, not a walk up or down parent_id row by row. agent_tree is the
-- closure of that relation (ADR 0021): one row per (ancestor, descendant) pair with the distance
-- between them, depth 0 being the member itself. It is written by the agents module in the same
-- transaction as identity inserts the member (identity's member-created hook), and backfilled here
-- for the members that exist. Agents' invitation links, the sign-ups through them, and each agent's
-- terms (what it may offer below it; the contracts use them) are the module's other tables.

CREATE TABLE agent_tree (
  merchant_code  text NOT NULL REFERENCES merchants(code),
  ancestor_id    uuid NOT NULL REFERENCES members(id),
  descendant_id  uuid NOT NULL REFERENCES members(id),
  depth          smallint NOT NULL CHECK (depth >= 0),
  PRIMARY KEY (ancestor_id, descendant_id),
  CONSTRAINT agent_tree_self CHECK ((depth = 0) = (ancestor_id = descendant_id))
);
-- A team by depth (direct downlines are depth 1) and a member's upline chain.
CREATE INDEX agent_tree_team ON agent_tree (ancestor_id, depth, descendant_id);
CREATE INDEX agent_tree_upline ON agent_tree (descendant_id, depth);

-- Backfill: every member but trial accounts (which never have an upline nor a team) with its chain.
INSERT INTO agent_tree (merchant_code, ancestor_id, descendant_id, depth)
WITH RECURSIVE chain AS (
  SELECT m.merchant_code, m.id AS descendant_id, m.id AS ancestor_id, m.parent_id AS next_id, 0 AS depth
    FROM members m
   WHERE m.type <> 4
  UNION ALL
  SELECT c.merchant_code, c.descendant_id, p.id, p.parent_id, c.depth + 1
    FROM chain c JOIN members p ON p.id = c.next_id AND p.merchant_code = c.merchant_code
   WHERE c.depth < 1000
)
SELECT merchant_code, ancestor_id, descendant_id, depth FROM chain;

-- What an agent may offer below it, per contract kind, as tiers (packages/contracts ZAgentTerms).
-- A missing row is an agent with no terms: it can grant nothing.
CREATE TABLE agent_profiles (
  member_id       uuid PRIMARY KEY REFERENCES members(id),
  merchant_code   text NOT NULL REFERENCES merchants(code),
  terms           jsonb NOT NULL,
  -- Who set them: the upline's link or account opening, an operator, the demo seed.
  source          text NOT NULL CHECK (source IN ('LINK', 'OPEN_ACCOUNT', 'OPERATOR', 'SEED')),
  source_link_id  uuid,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);

-- An agent's invitation links: a code that registers a member, or a sub-agent with the link's terms.
CREATE TABLE agent_links (
  id             uuid PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants(code),
  agent_id       uuid NOT NULL REFERENCES members(id),
  code           text NOT NULL,
  -- The spec §3 member type an account registered through it gets: 0 member, 2 sub-agent.
  member_type    smallint NOT NULL CHECK (member_type IN (0, 2)),
  terms          jsonb,
  note           text NOT NULL DEFAULT '',
  status         text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'DISABLED')),
  created_at     timestamptz NOT NULL DEFAULT now(),
  disabled_at    timestamptz,
  CONSTRAINT agent_links_terms CHECK (member_type = 2 OR terms IS NULL),
  CONSTRAINT agent_links_disabled CHECK ((status = 'DISABLED') = (disabled_at IS NOT NULL))
);
-- Codes are typed by people: unique per merchant whatever the case.
CREATE UNIQUE INDEX agent_links_code ON agent_links (merchant_code, upper(code));
CREATE INDEX agent_links_agent ON agent_links (agent_id, created_at DESC);

-- Who registered through which link (the link's count, and where an account came from).
CREATE TABLE agent_link_signups (
  member_id   uuid PRIMARY KEY REFERENCES members(id),
  link_id     uuid NOT NULL REFERENCES agent_links(id),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX agent_link_signups_link ON agent_link_signups (link_id);
