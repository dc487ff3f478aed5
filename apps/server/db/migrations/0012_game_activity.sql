-- Why: the member's game activity reads the seamless ledger of vendor calls in new ways. The winner
-- board (GCSGAME_getRankList) asks for a merchant's biggest recent wins, highest first, on every home
-- page view: a partial index over positive wins in amount order lets it stop after the first rows
-- inside its window. The card-room list (GLS2_roomList) counts the members who opened a table in the
-- last minutes, per merchant. The betting record reads a member's rows by time, which
-- seamless_transactions_member (0008) already serves.
CREATE INDEX seamless_transactions_top_wins ON seamless_transactions (merchant_code, amount_minor DESC, created_at DESC)
  WHERE kind = 'WIN' AND amount_minor > 0 AND NOT rolled_back;

CREATE INDEX vendor_sessions_recent ON vendor_sessions (merchant_code, created_at DESC);
