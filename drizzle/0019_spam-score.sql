ALTER TABLE "leads" DROP CONSTRAINT "leads_status_known";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "spam_score" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "spam_signals" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_status_known" CHECK ("leads"."status" in ('new', 'contacted', 'proposal', 'won', 'lost', 'check', 'spam'));