-- Custom SQL migration file, put your code below! --
-- The inbox's "handled" becomes the pipeline's "contacted". The stage check is replaced first so
-- the rows may take the new name; the next migration replaces it again, as the schema says.
ALTER TABLE "contact_messages" DROP CONSTRAINT "contact_messages_status_known";
--> statement-breakpoint
UPDATE "contact_messages" SET "status" = 'contacted' WHERE "status" = 'handled';
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_status_known" CHECK ("contact_messages"."status" in ('new', 'contacted', 'proposal', 'won', 'lost', 'spam'));
