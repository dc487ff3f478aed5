-- Why: members talk to the site (issue 13, ADR 0027): feedback with images that operators answer
-- (the answer reaches the member as a platform message, written by the content module), the chat
-- room (a lobby and one room per live model, per merchant) with its moderation (settings, mutes,
-- deleted lines), and the live models list. The support module owns every table here.

CREATE TABLE feedback (
  id             bigserial PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants(code),
  member_id      uuid NOT NULL REFERENCES members(id),
  question_type  text NOT NULL
                 CHECK (question_type IN ('DEPOSIT', 'WITHDRAW', 'GAME', 'SERVICE', 'APPLICATION', 'OTHER')),
  content        text NOT NULL,
  -- File storage keys (`feedback/<uuid>.png|jpg`), at most three; served to operators only.
  image_keys     text[] NOT NULL DEFAULT '{}' CHECK (cardinality(image_keys) <= 3),
  status         text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'ANSWERED', 'CLOSED')),
  -- The latest answer; every answer is also a message in the member's inbox and an audit entry.
  answer         text,
  -- How many answers were sent: the n of each answer's message reference `feedback:<id>:<n>`.
  answer_count   integer NOT NULL DEFAULT 0,
  answered_at    timestamptz,
  answered_by    text,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feedback_member ON feedback (member_id, id DESC);
CREATE INDEX feedback_admin ON feedback (merchant_code, status, id DESC);

-- One line said in a room (`lobby` or `model-<uuid>`). The author's nickname is kept as it was
-- said; the account is only ever shown to operators. A deleted line stays for the console.
CREATE TABLE chat_messages (
  id             bigserial PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants(code),
  room           text NOT NULL CHECK (room ~ '^(lobby|model-[0-9a-f-]{36})$'),
  member_id      uuid NOT NULL REFERENCES members(id),
  author         text NOT NULL,
  text           text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  deleted_at     timestamptz,
  deleted_by     text
);
-- History on join: a room's latest lines that were not deleted.
CREATE INDEX chat_messages_room ON chat_messages (merchant_code, room, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX chat_messages_admin ON chat_messages (merchant_code, id DESC);

-- A merchant without a row has the defaults: open, no slow mode, no filtered words.
CREATE TABLE chat_settings (
  merchant_code     text PRIMARY KEY REFERENCES merchants(code),
  enabled           boolean NOT NULL DEFAULT true,
  slow_mode_seconds integer NOT NULL DEFAULT 0 CHECK (slow_mode_seconds BETWEEN 0 AND 600),
  word_filter       text[] NOT NULL DEFAULT '{}',
  updated_at        timestamptz NOT NULL DEFAULT now(),
  updated_by        text
);

-- A member who may not speak until `until` (lifting a mute deletes the row).
CREATE TABLE chat_mutes (
  merchant_code  text NOT NULL REFERENCES merchants(code),
  member_id      uuid NOT NULL REFERENCES members(id),
  until          timestamptz NOT NULL,
  reason         text NOT NULL DEFAULT '',
  muted_by       text,
  created_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_code, member_id)
);

-- The hosts of the live rooms (CBS_modelList); a model's room is `model-<id>`.
CREATE TABLE live_models (
  id             uuid PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants(code),
  name           text NOT NULL,
  tagline        text NOT NULL DEFAULT '',
  avatar_url     text,
  online         boolean NOT NULL DEFAULT false,
  sort_order     integer NOT NULL DEFAULT 100,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  updated_by     text
);
CREATE INDEX live_models_merchant ON live_models (merchant_code, sort_order, name);
