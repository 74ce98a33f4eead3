-- pg_trgm backs the trigram index on courses.name. It is a trusted extension, so the database
-- owner can create it without superuser rights (PostgreSQL 13+); PGlite loads it in its constructor.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "course_owners" (
	"course_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "course_owners_course_id_user_id_pk" PRIMARY KEY("course_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"osm_id" text,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" char(2) NOT NULL,
	"zip_code" text DEFAULT '' NOT NULL,
	"phone" text,
	"website" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"average_rating" double precision DEFAULT 0 NOT NULL,
	"total_reviews" integer DEFAULT 0 NOT NULL,
	"total_restrooms" integer DEFAULT 0 NOT NULL,
	"verified_restrooms" integer DEFAULT 0 NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_osm_id_unique" UNIQUE("osm_id")
);
--> statement-breakpoint
CREATE TABLE "legal_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"version" text NOT NULL,
	"title" text NOT NULL,
	"effective_date" date NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_documents_type_version_unique" UNIQUE("type","version")
);
--> statement-breakpoint
CREATE TABLE "restroom_feedback" (
	"restroom_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restroom_feedback_restroom_id_user_id_pk" PRIMARY KEY("restroom_id","user_id"),
	CONSTRAINT "restroom_feedback_kind_check" CHECK ("restroom_feedback"."kind" in ('helpful', 'invalid'))
);
--> statement-breakpoint
CREATE TABLE "restrooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"name" text NOT NULL,
	"location_type" text NOT NULL,
	"hole_number" integer,
	"facility_type" text NOT NULL,
	"gender" text NOT NULL,
	"accessibility" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"rejection_reason" text,
	"review_notes" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"submitted_by" uuid,
	"average_rating" double precision DEFAULT 0 NOT NULL,
	"total_reviews" integer DEFAULT 0 NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restrooms_status_check" CHECK ("restrooms"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "restrooms_location_type_check" CHECK ("restrooms"."location_type" in ('clubhouse', 'halfway-house', 'on-course')),
	CONSTRAINT "restrooms_facility_type_check" CHECK ("restrooms"."facility_type" in ('permanent', 'portable', 'structure')),
	CONSTRAINT "restrooms_gender_check" CHECK ("restrooms"."gender" in ('mens', 'womens', 'unisex'))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restroom_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text,
	"is_sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_restroom_user_unique" UNIQUE("restroom_id","user_id"),
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"role" text DEFAULT 'regular' NOT NULL,
	"google_subject" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_google_subject_unique" UNIQUE("google_subject"),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('regular', 'course_owner', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "course_owners" ADD CONSTRAINT "course_owners_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_owners" ADD CONSTRAINT "course_owners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restroom_feedback" ADD CONSTRAINT "restroom_feedback_restroom_id_restrooms_id_fk" FOREIGN KEY ("restroom_id") REFERENCES "public"."restrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restroom_feedback" ADD CONSTRAINT "restroom_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restrooms" ADD CONSTRAINT "restrooms_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restrooms" ADD CONSTRAINT "restrooms_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restrooms" ADD CONSTRAINT "restrooms_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_restroom_id_restrooms_id_fk" FOREIGN KEY ("restroom_id") REFERENCES "public"."restrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_owners_user_idx" ON "course_owners" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "courses_lat_lng_idx" ON "courses" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "courses_state_name_idx" ON "courses" USING btree ("state","name");--> statement-breakpoint
CREATE INDEX "courses_name_trgm_idx" ON "courses" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "restrooms_course_status_idx" ON "restrooms" USING btree ("course_id","status");--> statement-breakpoint
CREATE INDEX "restrooms_submitted_by_idx" ON "restrooms" USING btree ("submitted_by");--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id");