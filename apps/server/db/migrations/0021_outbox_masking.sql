-- Why: a read-only operator could read a member's temporary password or SMS code in the back
-- office's outbox and log in with it (issue 18). Codes and passwords are now masked before a message
-- is stored (only the recipient, or the demo's dev sink, gets them), and reading the outbox needs its
-- own audited permission. Messages stored before this change are scrubbed the same way: six-digit
-- codes and the twelve-character temporary passwords become the mask.

UPDATE outbox_messages
   SET body = regexp_replace(
         regexp_replace(body, '\m[0-9]{6}\M', '••••••', 'g'),
         '\m[A-Za-z0-9]{10}(7a|9a)\M', '••••••', 'g')
 WHERE body ~ '\m[0-9]{6}\M' OR body ~ '\m[A-Za-z0-9]{10}(7a|9a)\M';
