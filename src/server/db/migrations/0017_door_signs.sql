CREATE TABLE "restroom_signs" (
	"restroom_id" uuid PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"issued_by" uuid
);
--> statement-breakpoint
ALTER TABLE "restroom_reports" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "restroom_reports" ADD COLUMN "via_sign" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "restroom_signs" ADD CONSTRAINT "restroom_signs_restroom_id_restrooms_id_fk" FOREIGN KEY ("restroom_id") REFERENCES "public"."restrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restroom_signs" ADD CONSTRAINT "restroom_signs_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restroom_reports" ADD CONSTRAINT "restroom_reports_reporter_check" CHECK (("restroom_reports"."user_id" is null) = "restroom_reports"."via_sign");