-- Custom SQL migration file, put your code below! --
-- Work not done yet moves into the one jobs table, keeping its attempts, error, lease and expiry.
-- Sent mail goes with its table, which the next migration drops (its text was blanked already).
INSERT INTO jobs (kind, payload, attempts, next_attempt_at, locked_until, expires_at, last_error, created_at)
SELECT 'mail',
  jsonb_strip_nulls(jsonb_build_object('to', "to", 'subject', subject, 'text', text, 'html', html, 'headers', headers)),
  attempts, next_attempt_at, locked_until, expires_at, last_error, created_at
FROM mail_outbox
WHERE sent_at IS NULL
ORDER BY id;
--> statement-breakpoint
-- Forwards move whole, sent ones too: the admin area shows each message's forward.
INSERT INTO jobs (kind, key, payload, attempts, next_attempt_at, locked_until, done_at, last_error, created_at)
SELECT 'contact-forward', 'contact-forward:' || message_id, jsonb_build_object('messageId', message_id),
  attempts, next_attempt_at, locked_until, sent_at, last_error, created_at
FROM contact_forwards
ORDER BY id;
--> statement-breakpoint
-- A stored request holds an address: it was swept after a day, now it expires after one.
INSERT INTO jobs (kind, payload, attempts, next_attempt_at, locked_until, expires_at, last_error, created_at)
SELECT kind, jsonb_build_object('email', email),
  attempts, next_attempt_at, locked_until, created_at + interval '1 day', last_error, created_at
FROM intake_jobs
ORDER BY id;
