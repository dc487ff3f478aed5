-- Why: the lobby lists, filters and searches the whole game catalog (spec §3 "Game", §7 "Games"),
-- thousands of titles across vendors, with per-game hot/new flags, maintenance and ordering set in
-- the back office. Names are searched as substrings in every script, so the search text carries a
-- trigram index (pg_trgm ships with PostgreSQL, the embedded one included).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE games (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  vendor_code      text NOT NULL REFERENCES game_vendors(code),
  game_code        text NOT NULL CHECK (game_code ~ '^[A-Za-z0-9_.-]{1,80}$'),
  game_type        text NOT NULL CHECK (game_type IN ('ELOTT', 'LOTT', 'LIVE', 'BOARD', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS', 'COCKFIGHT')),
  classification   text NOT NULL,
  -- English name, and the translated names keyed by language code (TH, VI, KO, CN, …).
  name             text NOT NULL,
  names            jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- Lower-cased English and translated names, what the name search matches against.
  search_text      text NOT NULL,
  -- Smallest stake in major units of the merchant's currency (spec §9: slots claim 1 unit).
  min_bet_units    numeric(12, 2) NOT NULL DEFAULT 1 CHECK (min_bet_units > 0),
  max_bet_units    numeric(14, 2) NOT NULL DEFAULT 10000 CHECK (max_bet_units >= min_bet_units),
  lines            int CHECK (lines IS NULL OR lines > 0),
  rtp              numeric(5, 2) CHECK (rtp IS NULL OR (rtp > 0 AND rtp < 100)),
  is_hot           boolean NOT NULL DEFAULT false,
  is_new           boolean NOT NULL DEFAULT false,
  support_trial    boolean NOT NULL DEFAULT true,
  maintenance      boolean NOT NULL DEFAULT false,
  enabled          boolean NOT NULL DEFAULT true,
  sort_order       int NOT NULL DEFAULT 0,
  -- The in-house title this tile opens: itself for HOUSE, the house demo of the same kind otherwise.
  house_game_code  text NOT NULL,
  -- Uploaded artwork replaces the generated one; the version busts caches when it changes.
  icon_file        text,
  large_icon_file  text,
  art_version      int NOT NULL DEFAULT 1,
  released_on      date NOT NULL DEFAULT CURRENT_DATE,
  created_at       timestamptz NOT NULL DEFAULT now(),
  UNIQUE (vendor_code, game_code)
);
-- Lobby pages are read in lobby order (sort order, hot first, name), so a page of 24 stops after
-- 24 index entries instead of sorting thousands of rows: per category, and over all categories.
CREATE INDEX games_lobby ON games (game_type, sort_order, is_hot DESC, name, id) WHERE enabled;
CREATE INDEX games_lobby_all ON games (sort_order, is_hot DESC, name, id) WHERE enabled;
CREATE INDEX games_vendor ON games (vendor_code, game_type, classification) WHERE enabled;
CREATE INDEX games_hot ON games (sort_order, name, id) WHERE enabled AND is_hot;
-- Substring search in any script: pg_trgm splits text into trigrams by the database's LC_CTYPE,
-- which must classify Thai, CJK and Hangul as letters (C.UTF-8 and en_US.UTF-8 do; plain C does
-- not, and then a search still answers correctly but without the index).
CREATE INDEX games_search ON games USING gin (search_text gin_trgm_ops);

-- A member's favourite games (spec §3 favourite payload: nodeId, vendor, gameType) and recently
-- launched games (GCS_recentGame); both feed the FAV and RECENT lobby filters.
CREATE TABLE game_favourites (
  member_id   uuid NOT NULL REFERENCES members(id),
  game_id     bigint NOT NULL REFERENCES games(id),
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, game_id)
);
CREATE INDEX game_favourites_recent ON game_favourites (member_id, created_at DESC);

CREATE TABLE recent_games (
  member_id       uuid NOT NULL REFERENCES members(id),
  game_id         bigint NOT NULL REFERENCES games(id),
  last_played_at  timestamptz NOT NULL DEFAULT now(),
  play_count      int NOT NULL DEFAULT 1,
  PRIMARY KEY (member_id, game_id)
);
CREATE INDEX recent_games_latest ON recent_games (member_id, last_played_at DESC);
