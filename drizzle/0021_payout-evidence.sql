CREATE TABLE "payout_account_uses" (
	"digest" text NOT NULL,
	"user_id" uuid NOT NULL,
	"method" text NOT NULL,
	"first_used_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_account_uses_digest_user_id_pk" PRIMARY KEY("digest","user_id"),
	CONSTRAINT "payout_account_uses_method_known" CHECK ("payout_account_uses"."method" in ('jazzcash', 'easypaisa', 'bank'))
);
--> statement-breakpoint
ALTER TABLE "security_events" DROP CONSTRAINT "security_events_kind_known";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "sender_client" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "sender_network" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "sender_agent" text;--> statement-breakpoint
ALTER TABLE "payout_account_uses" ADD CONSTRAINT "payout_account_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_account_uses_user_idx" ON "payout_account_uses" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "security_events" ADD CONSTRAINT "security_events_kind_known" CHECK ("security_events"."kind" in ('login-success', 'login-failure', 'login-throttled', 'rate-limited', 'admin-refused', 'signup', 'verification-sent', 'email-verified', 'password-changed', 'password-reset', 'logout', 'logout-everywhere', 'session-expired', 'account-deleted', 'payout-method-changed', 'payout-password-failed', 'admin-granted', 'admin-revoked', 'admin-action'));