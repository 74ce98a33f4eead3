CREATE TABLE "restroom_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restroom_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"by_owner" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restroom_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restroom_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"resolution" text,
	"request_key" uuid,
	CONSTRAINT "restroom_reports_kind_check" CHECK ("restroom_reports"."kind" in ('locked', 'out_of_order', 'no_paper', 'no_soap', 'needs_cleaning', 'closed_for_season', 'gone')),
	CONSTRAINT "restroom_reports_resolution_check" CHECK ("restroom_reports"."resolution" is null or "restroom_reports"."resolution" in ('fixed', 'dismissed', 'removed', 'confirmed'))
);
--> statement-breakpoint
ALTER TABLE "restrooms" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "restrooms" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "restrooms" ADD COLUMN "access" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "restrooms" ADD COLUMN "access_note" text;--> statement-breakpoint
ALTER TABLE "restrooms" ADD COLUMN "season" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "restrooms" ADD COLUMN "open_months" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "restrooms" ADD COLUMN "handwashing" boolean;--> statement-breakpoint
ALTER TABLE "restrooms" ADD COLUMN "soap" boolean;--> statement-breakpoint
ALTER TABLE "restrooms" ADD COLUMN "baby_changing" boolean;--> statement-breakpoint
ALTER TABLE "restrooms" ADD COLUMN "step_free" boolean;--> statement-breakpoint
ALTER TABLE "restrooms" ADD COLUMN "grab_bars" boolean;--> statement-breakpoint
ALTER TABLE "restrooms" ADD COLUMN "wide_door" boolean;--> statement-breakpoint
ALTER TABLE "restrooms" ADD COLUMN "turning_space" boolean;--> statement-breakpoint
ALTER TABLE "restrooms" ADD COLUMN "last_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restrooms" ADD COLUMN "owner_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restroom_confirmations" ADD CONSTRAINT "restroom_confirmations_restroom_id_restrooms_id_fk" FOREIGN KEY ("restroom_id") REFERENCES "public"."restrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restroom_confirmations" ADD CONSTRAINT "restroom_confirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restroom_reports" ADD CONSTRAINT "restroom_reports_restroom_id_restrooms_id_fk" FOREIGN KEY ("restroom_id") REFERENCES "public"."restrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restroom_reports" ADD CONSTRAINT "restroom_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restroom_reports" ADD CONSTRAINT "restroom_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "restroom_confirmations_restroom_idx" ON "restroom_confirmations" USING btree ("restroom_id","created_at");--> statement-breakpoint
CREATE INDEX "restroom_confirmations_user_idx" ON "restroom_confirmations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "restroom_reports_open_idx" ON "restroom_reports" USING btree ("restroom_id","kind") WHERE "restroom_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "restroom_reports_user_idx" ON "restroom_reports" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "restroom_reports_request_key_idx" ON "restroom_reports" USING btree ("user_id","request_key") WHERE "restroom_reports"."request_key" is not null;--> statement-breakpoint
CREATE INDEX "restrooms_lat_lng_idx" ON "restrooms" USING btree ("latitude","longitude");--> statement-breakpoint
ALTER TABLE "restrooms" ADD CONSTRAINT "restrooms_access_check" CHECK ("restrooms"."access" in ('public', 'customers', 'players', 'members', 'key', 'unknown'));--> statement-breakpoint
ALTER TABLE "restrooms" ADD CONSTRAINT "restrooms_season_check" CHECK ("restrooms"."season" in ('year_round', 'seasonal', 'unknown'));--> statement-breakpoint
ALTER TABLE "restrooms" ADD CONSTRAINT "restrooms_position_check" CHECK (("restrooms"."latitude" is null) = ("restrooms"."longitude" is null));--> statement-breakpoint
-- The owner's verification carries its date (issue 15): restrooms verified before this migration count as confirmed then.
UPDATE "restrooms" SET "owner_confirmed_at" = "reviewed_at", "last_confirmed_at" = "reviewed_at" WHERE "is_verified" AND "reviewed_at" IS NOT NULL;
