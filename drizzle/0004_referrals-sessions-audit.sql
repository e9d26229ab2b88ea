CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"last_seen_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"ended_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referrals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"referrer_id" uuid NOT NULL,
	"referred_user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"flag_reason" text,
	"points" integer NOT NULL,
	"signup_ip_hash" text,
	"verified_at" timestamp (3) with time zone,
	"decided_at" timestamp (3) with time zone,
	"decided_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_referred_unique" UNIQUE("referred_user_id"),
	CONSTRAINT "referrals_status_known" CHECK ("referrals"."status" in ('pending', 'credited', 'flagged', 'rejected')),
	CONSTRAINT "referrals_flag_reason_known" CHECK ("referrals"."flag_reason" is null or "referrals"."flag_reason" in ('same-ip', 'shared-ip', 'monthly-cap', 'account-deleted', 'admin')),
	CONSTRAINT "referrals_points_non_negative" CHECK ("referrals"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "security_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "security_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"ip" text,
	"user_agent" text,
	"subject" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "security_events_kind_known" CHECK ("security_events"."kind" in ('login-success', 'login-failure', 'login-throttled', 'rate-limited', 'signup', 'verification-sent', 'email-verified', 'password-changed', 'password-reset', 'logout', 'logout-everywhere', 'session-expired', 'account-deleted', 'admin-granted', 'admin-revoked', 'admin-action'))
);
--> statement-breakpoint
ALTER TABLE "reset_tokens" DROP CONSTRAINT "reset_tokens_purpose_known";--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "form_nonce" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_canonical" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referred_user_id_users_id_fk" FOREIGN KEY ("referred_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id") WHERE "sessions"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_id","status","decided_at");--> statement-breakpoint
CREATE INDEX "referrals_status_idx" ON "referrals" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "referrals_ip_idx" ON "referrals" USING btree ("signup_ip_hash","created_at");--> statement-breakpoint
CREATE INDEX "security_events_at_idx" ON "security_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "security_events_kind_idx" ON "security_events" USING btree ("kind","at");--> statement-breakpoint
CREATE INDEX "security_events_user_idx" ON "security_events" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "security_events_subject_idx" ON "security_events" USING btree ("subject","ip","at");--> statement-breakpoint
CREATE INDEX "security_events_ip_idx" ON "security_events" USING btree ("ip","at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_canonical_unique" ON "users" USING btree ("email_canonical");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_form_nonce_unique" UNIQUE("form_nonce");--> statement-breakpoint
ALTER TABLE "reset_tokens" ADD CONSTRAINT "reset_tokens_purpose_known" CHECK ("reset_tokens"."purpose" in ('reset', 'admin', 'verify'));