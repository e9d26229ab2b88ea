CREATE TABLE "consultancy_hour_revocations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consultancy_hour_revocations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"revoked_by" uuid,
	"reason" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultancy_hour_revocations_reason_length" CHECK (char_length("consultancy_hour_revocations"."reason") between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "consultancy_hour_revoked_referrals" (
	"referral_id" integer PRIMARY KEY NOT NULL,
	"revocation_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "consultancy_hour" integer;--> statement-breakpoint
ALTER TABLE "consultancy_hour_revocations" ADD CONSTRAINT "consultancy_hour_revocations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultancy_hour_revocations" ADD CONSTRAINT "consultancy_hour_revocations_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultancy_hour_revoked_referrals" ADD CONSTRAINT "consultancy_hour_revoked_referrals_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultancy_hour_revoked_referrals" ADD CONSTRAINT "consultancy_hour_revoked_referrals_revocation_id_consultancy_hour_revocations_id_fk" FOREIGN KEY ("revocation_id") REFERENCES "public"."consultancy_hour_revocations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultancy_hour_revocations_user_idx" ON "consultancy_hour_revocations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "consultancy_hour_revoked_referrals_revocation_idx" ON "consultancy_hour_revoked_referrals" USING btree ("revocation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_consultancy_hour_once" ON "bookings" USING btree ("user_id","consultancy_hour") WHERE "bookings"."consultancy_hour" is not null and "bookings"."status" <> 'cancelled';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_consultancy_hour_positive" CHECK ("bookings"."consultancy_hour" is null or "bookings"."consultancy_hour" >= 1);