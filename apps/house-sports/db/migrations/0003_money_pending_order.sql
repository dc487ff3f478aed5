-- The outbox's work list in the order messages were written (issue 15): the background sender walks it
-- by this number (an index range per page) instead of sorting every waiting message by its time and
-- excluding the ones it already has in flight on every page.
ALTER TABLE money_pending ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY;
CREATE UNIQUE INDEX money_pending_seq ON money_pending (seq);
