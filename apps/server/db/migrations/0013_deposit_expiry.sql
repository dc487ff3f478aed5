-- Why: unpaid online deposits are closed as EXPIRED by a scheduled job; it finds them across all
-- merchants by age without scanning every deposit ever made.
CREATE INDEX deposits_unpaid_online ON deposits (created_at) WHERE status = 'PENDING' AND psp_code IS NOT NULL;
