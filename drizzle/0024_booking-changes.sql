ALTER TABLE "lead_events" DROP CONSTRAINT "lead_events_kind_known";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "scheduled_at" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_kind_known" CHECK ("lead_events"."kind" in ('received', 'status', 'note', 'follow-up', 'call'));