-- Custom SQL migration file, put your code below! --
-- Accounts from before e-mail confirmation keep their address as their mailbox key.
UPDATE users SET email_canonical = email WHERE email_canonical IS NULL;
--> statement-breakpoint
-- Referral bonuses already paid become credited referrals, so the history stays whole.
INSERT INTO referrals (referrer_id, referred_user_id, status, points, decided_at, created_at)
SELECT l.user_id, l.referred_user_id, 'credited', l.amount, l.created_at, l.created_at
FROM points_ledger l
WHERE l.reason = 'referral_bonus' AND l.referred_user_id IS NOT NULL;
--> statement-breakpoint
-- Sign-ups with a code that paid nothing (a bonus of 0 at the time) are on record too.
INSERT INTO referrals (referrer_id, referred_user_id, status, points, decided_at, created_at)
SELECT u.referred_by, u.id, 'credited', 0, u.created_at, u.created_at
FROM users u
WHERE u.referred_by IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM referrals r WHERE r.referred_user_id = u.id);
--> statement-breakpoint
-- The audit log is append-only: no updates; deletes only of rows old enough to be pruned.
CREATE FUNCTION security_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND OLD.at < now() - interval '30 days' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'security_events is append-only' USING ERRCODE = 'P0001';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER security_events_append_only
  BEFORE UPDATE OR DELETE ON security_events
  FOR EACH ROW EXECUTE FUNCTION security_events_append_only();
