-- Losing tickets are settled too (a WIN of 0 closes the platform round), so a settlement may be 0.
ALTER TABLE lottery_settlements DROP CONSTRAINT lottery_settlements_win_minor_check;
ALTER TABLE lottery_settlements ADD CONSTRAINT lottery_settlements_win_minor_check CHECK (win_minor >= 0);
