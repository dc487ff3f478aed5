-- Why: operator reports (issue 17, ADR 0028) over a month of 100,000 members and millions of rounds
-- must answer in under a second, which reading vendor calls and ledger entries at request time cannot.
-- The reports module keeps summaries per merchant, currency and calendar day of the merchant's time
-- zone, rebuilt by its job (delete + insert of whole days, so a re-run is a no-op and a late
-- rollback is corrected by rebuilding its bet's day). A round belongs to the day of its first bet.

-- One member's play of one game in one day: rounds with a standing bet, turnover (standing stakes)
-- and payout (wins). The member breakdown and the drill from a game to its players read it.
CREATE TABLE report_member_game_days (
  merchant_code   text NOT NULL,
  currency        char(3) NOT NULL,
  day             date NOT NULL,
  vendor_code     text NOT NULL,
  game_code       text NOT NULL,
  member_id       uuid NOT NULL,
  category        text NOT NULL,
  rounds          integer NOT NULL,
  turnover_minor  bigint NOT NULL,
  payout_minor    bigint NOT NULL,
  PRIMARY KEY (merchant_code, currency, day, vendor_code, game_code, member_id)
);
-- A day + vendor + game's members, and a category's members, over a range of days.
CREATE INDEX report_member_game_days_game ON report_member_game_days (merchant_code, currency, vendor_code, game_code, day);
CREATE INDEX report_member_game_days_category ON report_member_game_days (merchant_code, currency, category, day);

-- One game's day: the same figures over all members, with the day's distinct players.
CREATE TABLE report_game_days (
  merchant_code   text NOT NULL,
  currency        char(3) NOT NULL,
  day             date NOT NULL,
  vendor_code     text NOT NULL,
  game_code       text NOT NULL,
  category        text NOT NULL,
  rounds          integer NOT NULL,
  players         integer NOT NULL,
  turnover_minor  bigint NOT NULL,
  payout_minor    bigint NOT NULL,
  PRIMARY KEY (merchant_code, currency, day, vendor_code, game_code)
);

-- One member's day: play totals and the money of the ledger kinds the reports name (deposits,
-- withdrawals paid, bonuses, rebates). Distinct active and depositing members over a period, and the
-- member rankings, read it.
CREATE TABLE report_member_days (
  merchant_code         text NOT NULL,
  currency              char(3) NOT NULL,
  day                   date NOT NULL,
  member_id             uuid NOT NULL,
  rounds                integer NOT NULL DEFAULT 0,
  turnover_minor        bigint NOT NULL DEFAULT 0,
  payout_minor          bigint NOT NULL DEFAULT 0,
  deposit_count         integer NOT NULL DEFAULT 0,
  deposit_minor         bigint NOT NULL DEFAULT 0,
  first_deposit         boolean NOT NULL DEFAULT false,
  first_deposit_minor   bigint NOT NULL DEFAULT 0,
  withdrawal_count      integer NOT NULL DEFAULT 0,
  withdrawal_minor      bigint NOT NULL DEFAULT 0,
  bonus_minor           bigint NOT NULL DEFAULT 0,
  rebate_minor          bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_code, currency, day, member_id)
);

-- Which days of a week (bit 0 Monday … bit 6 Sunday) and of a month (bit 0 the 1st … bit 30 the 31st)
-- each member bet (active_days) and deposited (deposit_days). Distinct members over a week, a month or
-- any days of one is then a count of rows whose bits meet the days' mask, not a DISTINCT over every
-- member's day: what keeps a month of 100,000 members under a second.
CREATE TABLE report_member_weeks (
  merchant_code  text NOT NULL,
  currency       char(3) NOT NULL,
  week           date NOT NULL,
  member_id      uuid NOT NULL,
  active_days    integer NOT NULL DEFAULT 0,
  deposit_days   integer NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_code, currency, week, member_id)
);
CREATE TABLE report_member_months (
  merchant_code  text NOT NULL,
  currency       char(3) NOT NULL,
  month          date NOT NULL,
  member_id      uuid NOT NULL,
  active_days    integer NOT NULL DEFAULT 0,
  deposit_days   integer NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_code, currency, month, member_id)
);

-- The same bitmaps per member and what was played, for the breakdowns' distinct players: a row per
-- category (level C), vendor (V), category and vendor (CV) and game (G) a member played that month,
-- '' in the columns a level does not name. A breakdown reads one level's rows.
CREATE TABLE report_member_play_months (
  merchant_code  text NOT NULL,
  currency       char(3) NOT NULL,
  month          date NOT NULL,
  level          text NOT NULL CHECK (level IN ('C', 'V', 'CV', 'G')),
  category       text NOT NULL,
  vendor_code    text NOT NULL,
  game_code      text NOT NULL,
  member_id      uuid NOT NULL,
  active_days    integer NOT NULL,
  PRIMARY KEY (merchant_code, currency, month, level, category, vendor_code, game_code, member_id)
);

-- One merchant's day in one currency: what the revenue report shows per day.
CREATE TABLE report_days (
  merchant_code        text NOT NULL,
  currency             char(3) NOT NULL,
  day                  date NOT NULL,
  rounds               integer NOT NULL DEFAULT 0,
  turnover_minor       bigint NOT NULL DEFAULT 0,
  payout_minor         bigint NOT NULL DEFAULT 0,
  bonus_minor          bigint NOT NULL DEFAULT 0,
  rebate_minor         bigint NOT NULL DEFAULT 0,
  deposit_count        integer NOT NULL DEFAULT 0,
  deposit_minor        bigint NOT NULL DEFAULT 0,
  first_deposit_count  integer NOT NULL DEFAULT 0,
  first_deposit_minor  bigint NOT NULL DEFAULT 0,
  withdrawal_count     integer NOT NULL DEFAULT 0,
  withdrawal_minor     bigint NOT NULL DEFAULT 0,
  new_members          integer NOT NULL DEFAULT 0,
  active_members       integer NOT NULL DEFAULT 0,
  depositing_members   integer NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_code, currency, day)
);

-- Each member's firsts as the rebuilt days found them: the two earliest deposits (ledger transaction
-- ids, so rebuilding a day twice finds the same ones) and the day of the first standing bet. The funnel and the
-- first-deposit flag read it.
CREATE TABLE report_member_firsts (
  merchant_code         text NOT NULL,
  member_id             uuid NOT NULL,
  first_deposit_tx      bigint,
  first_deposit_at      timestamptz,
  first_deposit_minor   bigint,
  second_deposit_tx     bigint,
  second_deposit_at     timestamptz,
  first_bet_day         date,
  PRIMARY KEY (merchant_code, member_id)
);

-- The daily close: members' money (CASH, BONUS, HELD) at the day's start and end, the end worked
-- forward from the day before (closing_minor) and back from the ledger's own balances
-- (ledger_closing_minor); they agree when every movement is accounted for.
CREATE TABLE report_close_days (
  merchant_code        text NOT NULL,
  currency             char(3) NOT NULL,
  day                  date NOT NULL,
  opening_minor        bigint NOT NULL,
  closing_minor        bigint NOT NULL,
  ledger_closing_minor bigint NOT NULL,
  built_at             timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_code, currency, day)
);

-- Net movement of members' money per ledger transaction kind and day, with the transactions' count.
CREATE TABLE report_close_movements (
  merchant_code   text NOT NULL,
  currency        char(3) NOT NULL,
  day             date NOT NULL,
  kind            text NOT NULL,
  amount_minor    bigint NOT NULL,
  transactions    integer NOT NULL,
  PRIMARY KEY (merchant_code, currency, day, kind)
);

-- The job's state per merchant: when it last ran, how far it has read late corrections, and the
-- days it rebuilt (GET .../reports/refresh).
CREATE TABLE report_refresh_state (
  merchant_code   text PRIMARY KEY,
  refreshed_at    timestamptz NOT NULL,
  watermark       timestamptz NOT NULL,
  last_days       date[] NOT NULL DEFAULT '{}'
);

-- Reading a day's ledger rows by time, as 0026 reads vendor calls (seamless_transactions_created_brin).
-- BRIN indexes cost the append-only hot path next to nothing (no per-row index entry; a page range
-- is summarised once filled) while letting a day's rebuild skip the rest of the table; ledger rows are
-- appended in time order, which BRIN relies on.
CREATE INDEX ledger_transactions_created_brin ON ledger_transactions USING brin (created_at)
  WITH (autosummarize = on);
CREATE INDEX ledger_entries_created_brin ON ledger_entries USING brin (created_at)
  WITH (autosummarize = on);
