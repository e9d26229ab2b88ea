DROP TABLE "contact_forwards" CASCADE;--> statement-breakpoint
DROP TABLE "intake_jobs" CASCADE;--> statement-breakpoint
DROP TABLE "mail_outbox" CASCADE;