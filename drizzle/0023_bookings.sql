CREATE TABLE "booking_holds" (
	"consultant" text NOT NULL,
	"at" timestamp (3) with time zone NOT NULL,
	"booking_id" integer NOT NULL,
	CONSTRAINT "booking_holds_pkey" PRIMARY KEY("consultant","at")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"consultation" text NOT NULL,
	"consultant" text NOT NULL,
	"starts_at" timestamp (3) with time zone NOT NULL,
	"ends_at" timestamp (3) with time zone NOT NULL,
	"buffer_minutes" integer NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"need" text NOT NULL,
	"budget" text,
	"time_zone" text NOT NULL,
	"lead_id" integer,
	"user_id" uuid,
	"link_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp (3) with time zone,
	CONSTRAINT "bookings_status_known" CHECK ("bookings"."status" in ('booked', 'cancelled', 'no-show')),
	CONSTRAINT "bookings_budget_known" CHECK ("bookings"."budget" is null or "bookings"."budget" in ('not-sure', 'under-250k', '250k-1m', '1m-5m', 'over-5m')),
	CONSTRAINT "bookings_times" CHECK ("bookings"."ends_at" > "bookings"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "leads" DROP CONSTRAINT "leads_status_known";--> statement-breakpoint
ALTER TABLE "leads" DROP CONSTRAINT "leads_origin_known";--> statement-breakpoint
ALTER TABLE "booking_holds" ADD CONSTRAINT "booking_holds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_holds_booking_idx" ON "booking_holds" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "bookings_starts_idx" ON "bookings" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "bookings_consultant_idx" ON "bookings" USING btree ("consultant","starts_at");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_status_known" CHECK ("leads"."status" in ('new', 'call-booked', 'contacted', 'proposal', 'won', 'lost', 'check', 'spam'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_origin_known" CHECK ("leads"."origin" in ('contact', 'assistant', 'booking'));