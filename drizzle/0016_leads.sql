-- contact_messages becomes leads: a lead may now come from elsewhere than the contact form.
-- Renamed in place, with its sequence, constraints and indexes, so no row, id or reference moves.
ALTER TABLE "contact_messages" RENAME TO "leads";--> statement-breakpoint
ALTER SEQUENCE "contact_messages_id_seq" RENAME TO "leads_id_seq";--> statement-breakpoint
ALTER TABLE "leads" RENAME CONSTRAINT "contact_messages_pkey" TO "leads_pkey";--> statement-breakpoint
ALTER TABLE "leads" RENAME CONSTRAINT "contact_messages_form_nonce_unique" TO "leads_form_nonce_unique";--> statement-breakpoint
ALTER TABLE "leads" RENAME CONSTRAINT "contact_messages_sender_user_id_users_id_fk" TO "leads_sender_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "leads" RENAME CONSTRAINT "contact_messages_referrer_id_users_id_fk" TO "leads_referrer_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "leads" RENAME CONSTRAINT "contact_messages_status_known" TO "leads_status_known";--> statement-breakpoint
ALTER TABLE "leads" RENAME CONSTRAINT "contact_messages_value_positive" TO "leads_value_positive";--> statement-breakpoint
ALTER TABLE "leads" RENAME CONSTRAINT "contact_messages_referred_via_known" TO "leads_referred_via_known";--> statement-breakpoint
ALTER TABLE "leads" RENAME CONSTRAINT "contact_messages_spam_reason" TO "leads_spam_reason";--> statement-breakpoint
ALTER INDEX "contact_messages_follow_up_idx" RENAME TO "leads_follow_up_idx";--> statement-breakpoint
ALTER INDEX "contact_messages_referrer_idx" RENAME TO "leads_referrer_idx";--> statement-breakpoint
ALTER INDEX "contact_messages_created_idx" RENAME TO "leads_created_idx";--> statement-breakpoint
ALTER INDEX "contact_messages_status_idx" RENAME TO "leads_status_idx";--> statement-breakpoint
-- PostgreSQL 18 (and PGlite) also name each NOT NULL constraint after the table; 15 does not.
DO $$
DECLARE
  old_name text;
BEGIN
  FOR old_name IN
    SELECT conname FROM pg_constraint
    WHERE conrelid = '"leads"'::regclass AND conname LIKE 'contact\_messages\_%'
  LOOP
    EXECUTE format('ALTER TABLE "leads" RENAME CONSTRAINT %I TO %I',
      old_name, 'leads_' || substr(old_name, length('contact_messages_') + 1));
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "lead_events" RENAME CONSTRAINT "lead_events_lead_id_contact_messages_id_fk" TO "lead_events_lead_id_leads_id_fk";--> statement-breakpoint
ALTER TABLE "points_ledger" RENAME CONSTRAINT "points_ledger_lead_id_contact_messages_id_fk" TO "points_ledger_lead_id_leads_id_fk";--> statement-breakpoint
-- Where a lead came from; every lead so far came through the contact form.
ALTER TABLE "leads" ADD COLUMN "origin" text DEFAULT 'contact' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_origin_known" CHECK ("leads"."origin" in ('contact'));--> statement-breakpoint
-- A lead's history now starts with its arrival.
ALTER TABLE "lead_events" DROP CONSTRAINT "lead_events_kind_known";--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_kind_known" CHECK ("lead_events"."kind" in ('received', 'status', 'note', 'follow-up'));
