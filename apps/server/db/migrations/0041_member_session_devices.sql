-- The browser's own device id (X-Device-Id, a random id the site keeps in local storage) beside the
-- user agent: the referral rules' "same device" compares it, since many phones share one user agent.
ALTER TABLE member_sessions ADD COLUMN device_id text;
ALTER TABLE referrals ADD COLUMN register_device_id text;
