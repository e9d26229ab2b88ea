-- Custom SQL migration file, put your code below! ---- Redemptions gain a review: a request waiting to be paid was "pending" and is now "requested",
-- which an administrator approves before paying. The check is widened first so the rows can move;
-- the next migration (generated) replaces it with the same list.
ALTER TABLE "redemptions" DROP CONSTRAINT "redemptions_status_known";
--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_status_known" CHECK ("redemptions"."status" in ('awaiting-details', 'requested', 'approved', 'paid', 'rejected', 'pending'));
--> statement-breakpoint
UPDATE "redemptions" SET "status" = 'requested' WHERE "status" = 'pending';
