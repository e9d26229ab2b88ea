CREATE TABLE "insight_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "insight_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"path" text NOT NULL,
	"visitor" text,
	"landing" boolean DEFAULT false NOT NULL,
	"source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"ref" text,
	"viewport" text,
	"conversion" text,
	"subject" text,
	CONSTRAINT "insight_events_kind_known" CHECK ("insight_events"."kind" in ('pageview', 'conversion')),
	CONSTRAINT "insight_events_viewport_known" CHECK ("insight_events"."viewport" is null or "insight_events"."viewport" in ('mobile', 'tablet', 'desktop')),
	CONSTRAINT "insight_events_conversion_known" CHECK (("insight_events"."kind" = 'conversion') = ("insight_events"."conversion" is not null) and ("insight_events"."conversion" is null or "insight_events"."conversion" in ('contact', 'subscribe', 'newsletter', 'signup', 'verification', 'redemption')))
);
--> statement-breakpoint
CREATE TABLE "insight_rollup_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"rolled_through" date NOT NULL,
	"rolled_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insight_rollup_state_single" CHECK ("insight_rollup_state"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "insight_rollups" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"pageviews" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"contacts" integer DEFAULT 0 NOT NULL,
	"newsletters" integer DEFAULT 0 NOT NULL,
	"signups" integer DEFAULT 0 NOT NULL,
	"verifications" integer DEFAULT 0 NOT NULL,
	"redemptions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insight_rollups_day_dimension_value_pk" PRIMARY KEY("day","dimension","value")
);
--> statement-breakpoint
CREATE TABLE "insight_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "insight_events_at_idx" ON "insight_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "insight_events_landing_idx" ON "insight_events" USING btree ("visitor","at") WHERE "insight_events"."landing";--> statement-breakpoint
CREATE INDEX "insight_events_subject_idx" ON "insight_events" USING btree ("subject","at") WHERE "insight_events"."subject" is not null;--> statement-breakpoint
CREATE INDEX "insight_rollups_dimension_idx" ON "insight_rollups" USING btree ("dimension","day");