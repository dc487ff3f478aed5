-- Set-based settlement (issue 14, bench/lottery): a draw's settlement reads only its tickets, never
-- their BET messages and answers row by row.
--  * bet_uuid: the ticket's BET transaction (the WIN's reference), written with the ticket.
--  * staked: true once the platform answered the ticket's BET with RS_OK (kept by a statement-level
--    trigger on the answers, so every writer of answers keeps it, set-based).
--  * a partial index on the tickets not (yet) staked: "is any bet of this draw still unanswered?"
--    reads those few.
--  * the outbox reads a draw's open endings in pages along (draw_id, created_at, tx_uuid).
ALTER TABLE lottery_tickets ADD COLUMN bet_uuid uuid;
ALTER TABLE lottery_tickets ADD COLUMN staked boolean NOT NULL DEFAULT false;

UPDATE lottery_tickets t SET bet_uuid = m.tx_uuid, staked = coalesce(a.status = 'RS_OK', false)
  FROM lottery_messages m
  LEFT JOIN lottery_message_answers a ON a.tx_uuid = m.tx_uuid
 WHERE m.ticket_id = t.ticket_id AND m.kind = 'BET';

ALTER TABLE lottery_tickets ALTER COLUMN bet_uuid SET NOT NULL;

CREATE INDEX lottery_tickets_unstaked ON lottery_tickets (draw_id) WHERE NOT staked;

CREATE FUNCTION lottery_mark_staked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE lottery_tickets t SET staked = true
    FROM fresh a
    JOIN lottery_messages m ON m.tx_uuid = a.tx_uuid AND m.kind = 'BET'
   WHERE a.status = 'RS_OK' AND t.ticket_id = m.ticket_id AND NOT t.staked;
  RETURN NULL;
END $$;

CREATE TRIGGER lottery_answers_stake AFTER INSERT ON lottery_message_answers
  REFERENCING NEW TABLE AS fresh FOR EACH STATEMENT EXECUTE FUNCTION lottery_mark_staked();

CREATE INDEX lottery_messages_endings ON lottery_messages (draw_id, created_at, tx_uuid) WHERE kind <> 'BET';
