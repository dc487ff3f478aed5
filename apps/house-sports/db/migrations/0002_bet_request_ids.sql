-- The slip's own id for a placement (API `requestId`): a resent or double-clicked placement finds the
-- bet it already made instead of staking again.
ALTER TABLE bets ADD COLUMN request_id uuid;
CREATE UNIQUE INDEX bets_member_request ON bets (member_id, request_id) WHERE request_id IS NOT NULL;
