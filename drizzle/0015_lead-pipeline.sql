CREATE TABLE "lead_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lead_id" integer NOT NULL,
	"kind" text NOT NULL,
	"admin_id" uuid,
	"from_status" text,
	"to_status" text,
	"value_pkr" bigint,
	"lost_reason" text,
	"note" text,
	"follow_up_on" date,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_events_kind_known" CHECK ("lead_events"."kind" in ('status', 'note', 'follow-up'))
);
--> statement-breakpoint
ALTER TABLE "contact_messages" DROP CONSTRAINT "contact_messages_status_known";--> statement-breakpoint
ALTER TABLE "points_ledger" DROP CONSTRAINT "points_ledger_reason_known";--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "value_pkr" bigint;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "lost_reason" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "won_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "next_follow_up_on" date;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "landing_path" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "service_path" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "sender_user_id" uuid;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "referrer_id" uuid;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "referred_via" text;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD COLUMN "lead_id" integer;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_lead_id_contact_messages_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_events_lead_idx" ON "lead_events" USING btree ("lead_id","id");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_lead_id_contact_messages_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."contact_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_follow_up_idx" ON "contact_messages" USING btree ("next_follow_up_on") WHERE "contact_messages"."next_follow_up_on" is not null;--> statement-breakpoint
CREATE INDEX "contact_messages_referrer_idx" ON "contact_messages" USING btree ("referrer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_client_referral_once" ON "points_ledger" USING btree ("lead_id") WHERE "points_ledger"."reason" = 'client_referral';--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_value_positive" CHECK ("contact_messages"."value_pkr" is null or "contact_messages"."value_pkr" > 0);--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_referred_via_known" CHECK ("contact_messages"."referred_via" is null or "contact_messages"."referred_via" in ('link', 'member'));--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_status_known" CHECK ("contact_messages"."status" in ('new', 'contacted', 'proposal', 'won', 'lost', 'spam'));--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_reason_known" CHECK ("points_ledger"."reason" in ('referral_bonus', 'redemption', 'redemption_returned', 'redemption_forfeited', 'adjustment', 'client_referral'));