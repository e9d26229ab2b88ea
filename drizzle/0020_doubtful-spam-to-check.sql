-- Spam became a score (docs/decisions/014-spam-is-a-score.md): only the honeypot is a sure
-- verdict. What was filed as spam for a weaker reason may have been a person, so it waits in
-- Check, its old reason kept as its signal, with the points that signal now scores.
UPDATE "leads"
SET "status" = 'check',
    "spam_signals" = ARRAY["spam_reason"],
    "spam_score" = CASE "spam_reason" WHEN 'no-token' THEN 3 WHEN 'bad-token' THEN 3 ELSE 2 END,
    "spam_reason" = NULL
WHERE "status" = 'spam' AND "spam_reason" IN ('no-token', 'bad-token', 'too-fast', 'token-reused');
