CREATE TABLE "payout_methods" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"wallet" text,
	"iban" text,
	"account_title" text,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_methods_method_known" CHECK ("payout_methods"."method" in ('jazzcash', 'easypaisa', 'bank')),
	CONSTRAINT "payout_methods_complete" CHECK (("payout_methods"."method" = 'bank' and "payout_methods"."iban" is not null and "payout_methods"."account_title" is not null) or ("payout_methods"."method" <> 'bank' and "payout_methods"."wallet" is not null))
);
--> statement-breakpoint
CREATE TABLE "credited_mailboxes" (
	"digest" text PRIMARY KEY NOT NULL,
	"referral_id" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "points_ledger" DROP CONSTRAINT "points_ledger_amount_non_zero";--> statement-breakpoint
ALTER TABLE "points_ledger" DROP CONSTRAINT "points_ledger_reason_known";--> statement-breakpoint
ALTER TABLE "redemptions" DROP CONSTRAINT "redemptions_status_known";--> statement-breakpoint
ALTER TABLE "referrals" DROP CONSTRAINT "referrals_flag_reason_known";--> statement-breakpoint
ALTER TABLE "security_events" DROP CONSTRAINT "security_events_kind_known";--> statement-breakpoint
DROP INDEX "redemptions_pending_idx";--> statement-breakpoint
ALTER TABLE "redemptions" ALTER COLUMN "status" SET DEFAULT 'requested';--> statement-breakpoint
ALTER TABLE "redemptions" ADD COLUMN "decided_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "redemptions" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
ALTER TABLE "redemptions" ADD COLUMN "payout_method" text;--> statement-breakpoint
ALTER TABLE "redemptions" ADD COLUMN "payout_account" text;--> statement-breakpoint
ALTER TABLE "redemptions" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "redemptions" ADD COLUMN "paid_by" uuid;--> statement-breakpoint
ALTER TABLE "redemptions" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "redemptions" ADD COLUMN "points_returned" boolean;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "signup_network_hash" text;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "referred_domain" text;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "mailbox_digest" text;--> statement-breakpoint
ALTER TABLE "payout_methods" ADD CONSTRAINT "payout_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credited_mailboxes" ADD CONSTRAINT "credited_mailboxes_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "redemptions_open_idx" ON "redemptions" USING btree ("created_at") WHERE "redemptions"."status" in ('awaiting-details', 'requested', 'approved');--> statement-breakpoint
CREATE INDEX "referrals_domain_idx" ON "referrals" USING btree ("referrer_id","referred_domain");--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_amount_non_zero" CHECK ("points_ledger"."amount" <> 0 or "points_ledger"."reason" = 'redemption_forfeited');--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_reason_known" CHECK ("points_ledger"."reason" in ('referral_bonus', 'redemption', 'redemption_returned', 'redemption_forfeited', 'adjustment'));--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_status_known" CHECK ("redemptions"."status" in ('awaiting-details', 'requested', 'approved', 'paid', 'rejected'));--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_flag_reason_known" CHECK ("referrals"."flag_reason" is null or "referrals"."flag_reason" in ('same-ip', 'shared-ip', 'monthly-cap', 'account-deleted', 'admin', 'mailbox-credited-before', 'own-domain', 'shared-domain'));--> statement-breakpoint
ALTER TABLE "security_events" ADD CONSTRAINT "security_events_kind_known" CHECK ("security_events"."kind" in ('login-success', 'login-failure', 'login-throttled', 'rate-limited', 'signup', 'verification-sent', 'email-verified', 'password-changed', 'password-reset', 'logout', 'logout-everywhere', 'session-expired', 'account-deleted', 'payout-method-changed', 'admin-granted', 'admin-revoked', 'admin-action'));