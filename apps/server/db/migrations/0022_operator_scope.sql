-- Why: an operator with an empty merchant list served every merchant, and operators created in the
-- console always got that empty list (issue 18). Serving every merchant is now said explicitly
-- (`all_merchants`), and an empty list means none. Existing super admins with an empty list keep
-- every merchant; any other operator with an empty list now serves none until a super admin gives
-- it merchants.

ALTER TABLE operators ADD COLUMN all_merchants boolean NOT NULL DEFAULT false;
UPDATE operators SET all_merchants = true WHERE role = 'SUPER_ADMIN' AND merchant_codes = '{}';
