-- The statistics count days in Karachi time (UTC+5) instead of UTC. The roll-ups of the days
-- whose raw events are all still kept are deleted and the watermark moved back, so the roll-up
-- job adds those days up again as Karachi days. Older roll-ups (their events pruned) stay as
-- the UTC days they were. The first kept day is skipped: pruning may have cut it.
DELETE FROM "insight_rollups"
WHERE "day" >= (SELECT (min("at") AT TIME ZONE 'Asia/Karachi')::date + 1 FROM "insight_events");
--> statement-breakpoint
UPDATE "insight_rollup_state"
SET "rolled_through" = (SELECT (min("at") AT TIME ZONE 'Asia/Karachi')::date FROM "insight_events")
WHERE "rolled_through" >= (SELECT (min("at") AT TIME ZONE 'Asia/Karachi')::date + 1 FROM "insight_events");
