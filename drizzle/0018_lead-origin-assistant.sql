ALTER TABLE "leads" DROP CONSTRAINT "leads_origin_known";--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_origin_known" CHECK ("leads"."origin" in ('contact', 'assistant'));