-- Why: what a site says to its players (issue 13, ADR 0027): banners by group, announcements,
-- marquee notices, popups and help articles written by operators per merchant and language, and the
-- members' platform messages (messageV2). Stored HTML was sanitised by the server before it got
-- here; a reader never sanitises again.

CREATE TABLE content_items (
  id             bigserial PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants(code),
  kind           text NOT NULL CHECK (kind IN ('BANNER', 'ANNOUNCEMENT', 'NOTICE', 'POPUP', 'HELP')),
  status         text NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'PUBLISHED', 'ARCHIVED')),
  banner_group   text CHECK (banner_group IN ('w_home', 'w_login', 'w_register', 'w_leftmenu', 'w_forget')),
  help_category  text,
  audience       text NOT NULL DEFAULT 'ALL' CHECK (audience IN ('ALL', 'VISITORS', 'MEMBERS', 'AGENTS')),
  promotion_type text,
  link_kind      text NOT NULL DEFAULT 'NONE' CHECK (link_kind IN ('NONE', 'PROMOTION', 'GAME', 'PAGE', 'URL')),
  link_value     text NOT NULL DEFAULT '',
  starts_at      timestamptz,
  ends_at        timestamptz,
  sort_order     integer NOT NULL DEFAULT 100,
  -- Bumped on every edit: a popup dismissed in a session shows again once it changed.
  version        integer NOT NULL DEFAULT 1,
  -- [{language, title, bodyHtml, imageUrl, mobileImageUrl}], one per language.
  translations   jsonb NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  updated_by     text,
  CONSTRAINT content_items_banner CHECK ((kind = 'BANNER') = (banner_group IS NOT NULL)),
  CONSTRAINT content_items_help CHECK ((kind = 'HELP') = (help_category IS NOT NULL)),
  CONSTRAINT content_items_schedule CHECK (ends_at IS NULL OR starts_at IS NULL OR ends_at > starts_at)
);
-- Players read a merchant's published items (a few hundred at most) and filter them in memory.
CREATE INDEX content_items_published ON content_items (merchant_code, sort_order, id) WHERE status = 'PUBLISHED';
CREATE INDEX content_items_admin ON content_items (merchant_code, kind, status, id DESC);

-- One operator message (or a system event's) to its recipients. Operator texts are stored per
-- language; a system message stores its template and parameters and is worded in the reader's
-- language when read. `source_ref` makes a system event's message exactly-once (a retry finds it).
CREATE TABLE inbox_broadcasts (
  id             bigserial PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants(code),
  category       text NOT NULL CHECK (category IN ('SYSTEM', 'OPERATOR', 'FEEDBACK')),
  target_kind    text NOT NULL CHECK (target_kind IN ('MEMBER', 'LIST', 'VIP_LEVEL', 'AGENT_TEAM', 'ALL')),
  target_value   text NOT NULL DEFAULT '',
  texts          jsonb,
  template       text,
  params         jsonb,
  source_ref     text,
  recipients     integer NOT NULL DEFAULT 0,
  created_at     timestamptz NOT NULL DEFAULT now(),
  created_by     text,
  CONSTRAINT inbox_broadcasts_words CHECK ((texts IS NULL) <> (template IS NULL))
);
CREATE UNIQUE INDEX inbox_broadcasts_source ON inbox_broadcasts (merchant_code, source_ref) WHERE source_ref IS NOT NULL;
CREATE INDEX inbox_broadcasts_admin ON inbox_broadcasts (merchant_code, id DESC) WHERE category = 'OPERATOR';

-- A member's copy: read and deleted are the member's own.
CREATE TABLE inbox_messages (
  id             bigserial PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants(code),
  member_id      uuid NOT NULL REFERENCES members(id),
  broadcast_id   bigint NOT NULL REFERENCES inbox_broadcasts(id),
  created_at     timestamptz NOT NULL DEFAULT now(),
  read_at        timestamptz,
  deleted_at     timestamptz,
  UNIQUE (broadcast_id, member_id)
);
CREATE INDEX inbox_messages_member ON inbox_messages (member_id, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX inbox_messages_unread ON inbox_messages (member_id) WHERE read_at IS NULL AND deleted_at IS NULL;
