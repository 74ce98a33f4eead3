ALTER TABLE "restrooms" ADD COLUMN "source" text DEFAULT 'community' NOT NULL;--> statement-breakpoint
ALTER TABLE "restrooms" ADD COLUMN "osm_id" text;--> statement-breakpoint
ALTER TABLE "restrooms" ADD CONSTRAINT "restrooms_osm_id_unique" UNIQUE("osm_id");--> statement-breakpoint
ALTER TABLE "restrooms" ADD CONSTRAINT "restrooms_source_check" CHECK ("restrooms"."source" in ('community', 'openstreetmap'));