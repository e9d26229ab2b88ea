CREATE TABLE "intake_jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "intake_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"locked_until" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "intake_jobs_kind_known" CHECK ("intake_jobs"."kind" in ('password-reset', 'newsletter'))
);
--> statement-breakpoint
ALTER TABLE "reset_tokens" ADD COLUMN "purpose" text DEFAULT 'reset' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "expires_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "intake_jobs_due_idx" ON "intake_jobs" USING btree ("next_attempt_at");--> statement-breakpoint
CREATE INDEX "intake_jobs_email_idx" ON "intake_jobs" USING btree ("email");--> statement-breakpoint
CREATE INDEX "mail_outbox_expires_idx" ON "mail_outbox" USING btree ("expires_at") WHERE "mail_outbox"."sent_at" is null;--> statement-breakpoint
ALTER TABLE "reset_tokens" ADD CONSTRAINT "reset_tokens_purpose_known" CHECK ("reset_tokens"."purpose" in ('reset', 'admin'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_session_version_non_negative" CHECK ("users"."session_version" >= 0);