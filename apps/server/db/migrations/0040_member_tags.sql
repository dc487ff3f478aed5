-- Why: operators tag members (issue 12: promotions' eligibility names tags, e.g. "high-roller",
-- "affiliate-x"). A tag is a short label an operator adds to or removes from a member in the
-- console (audited); a campaign may then admit only members having any of its tags. Owned by the
-- members module; the promotions module reads it for eligibility.

CREATE TABLE member_tags (
  member_id      uuid NOT NULL REFERENCES members(id),
  merchant_code  text NOT NULL REFERENCES merchants(code),
  -- Lower-case letters, digits, '-' and '_' (the contract normalises what operators type).
  tag            text NOT NULL CHECK (tag ~ '^[a-z0-9][a-z0-9_-]{0,31}$'),
  created_at     timestamptz NOT NULL DEFAULT now(),
  created_by     text NOT NULL,
  PRIMARY KEY (member_id, tag)
);

-- The console's "members with this tag" and a tag's use across a merchant.
CREATE INDEX member_tags_merchant_tag ON member_tags (merchant_code, tag);

-- A campaign's eligibility: members having any of these tags; empty = no tag needed.
ALTER TABLE promotion_campaigns ADD COLUMN member_tags text[] NOT NULL DEFAULT '{}';
