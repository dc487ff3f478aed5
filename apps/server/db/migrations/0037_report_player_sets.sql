-- Why: at 100,000 members and 3,000,000 rounds a month (issue 17, bench/reports) the breakdowns'
-- distinct players read every member-month row of report_member_play_months (1.2 to 9.3 s a page),
-- the member breakdown and rankings summed every member's day of the range (1.0 to 2.7 s), and
-- re-building a day already built spent minutes in the play bitmaps' DELETE anti-join. ADR 0028
-- (revised) replaces the member-month play rows with a day's players per group as bitmaps of member
-- ordinals (an OR of a range's days is its distinct players), and adds members' week sums of play.

-- A dense number per member of a merchant, given the first time a rebuilt day finds the member
-- playing (under the merchant's build lock) and never changed: the member's bit in the sets below.
CREATE TABLE report_member_ordinals (
  merchant_code  text NOT NULL,
  member_id      uuid NOT NULL,
  ordinal        integer NOT NULL CHECK (ordinal >= 0),
  PRIMARY KEY (merchant_code, member_id),
  UNIQUE (merchant_code, ordinal)
);

-- The members who placed a standing bet in a category (level C), a vendor (V) or both (CV) on a
-- day, as a bitmap of ordinals cut in chunks of 65,536 (bit i of chunk c is ordinal c * 65536 + i;
-- every chunk is 65,536 bits long, so the chunks of many days OR together). The distinct players
-- of any range are the set bits of the OR of its days: a few hundred rows, whatever the members.
CREATE TABLE report_play_day_sets (
  merchant_code  text NOT NULL,
  currency       char(3) NOT NULL,
  day            date NOT NULL,
  level          text NOT NULL CHECK (level IN ('C', 'V', 'CV')),
  category       text NOT NULL,
  vendor_code    text NOT NULL,
  chunk          integer NOT NULL,
  players        integer NOT NULL,
  members        bit varying NOT NULL,
  PRIMARY KEY (merchant_code, currency, day, level, category, vendor_code, chunk)
);

-- A member's play of a week (from Monday): the sums of its days' rows in report_member_days. A range
-- reads its whole weeks here and only the days of its cut weeks from report_member_days.
CREATE TABLE report_member_play_weeks (
  merchant_code   text NOT NULL,
  currency        char(3) NOT NULL,
  week            date NOT NULL,
  member_id       uuid NOT NULL,
  rounds          integer NOT NULL,
  turnover_minor  bigint NOT NULL,
  payout_minor    bigint NOT NULL,
  PRIMARY KEY (merchant_code, currency, week, member_id)
);

-- Replaced by report_play_day_sets; nothing reads it any more.
DROP TABLE report_member_play_months;
