CREATE TABLE "course_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"restroom_id" uuid,
	"answer" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"by_owner" boolean DEFAULT false NOT NULL,
	"settled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_answers_course_question_user_unique" UNIQUE("course_id","question_id","user_id"),
	CONSTRAINT "course_answers_answer_check" CHECK ("course_answers"."answer" in ('yes', 'no', 'unsure')),
	CONSTRAINT "course_answers_position_check" CHECK (("course_answers"."latitude" is null) = ("course_answers"."longitude" is null))
);
--> statement-breakpoint
CREATE TABLE "course_facts" (
	"course_id" uuid PRIMARY KEY NOT NULL,
	"clubhouse" text DEFAULT 'none' NOT NULL,
	"on_course" text DEFAULT 'none' NOT NULL,
	"agreeing" integer DEFAULT 0 NOT NULL,
	"last_answered_at" timestamp with time zone,
	CONSTRAINT "course_facts_clubhouse_check" CHECK ("course_facts"."clubhouse" in ('none', 'lean_yes', 'lean_no', 'yes', 'no', 'disputed')),
	CONSTRAINT "course_facts_on_course_check" CHECK ("course_facts"."on_course" in ('none', 'lean_yes', 'lean_no', 'yes', 'no', 'disputed'))
);
--> statement-breakpoint
ALTER TABLE "restrooms" DROP CONSTRAINT "restrooms_status_check";--> statement-breakpoint
ALTER TABLE "restrooms" DROP CONSTRAINT "restrooms_source_check";--> statement-breakpoint
ALTER TABLE "restrooms" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restrooms" ADD COLUMN "removed_by" uuid;--> statement-breakpoint
ALTER TABLE "restrooms" ADD COLUMN "status_before_removal" text;--> statement-breakpoint
ALTER TABLE "restroom_reports" ADD COLUMN "by_owner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "course_answers" ADD CONSTRAINT "course_answers_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_answers" ADD CONSTRAINT "course_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_answers" ADD CONSTRAINT "course_answers_restroom_id_restrooms_id_fk" FOREIGN KEY ("restroom_id") REFERENCES "public"."restrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_facts" ADD CONSTRAINT "course_facts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_answers_user_idx" ON "course_answers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "course_answers_restroom_idx" ON "course_answers" USING btree ("restroom_id");--> statement-breakpoint
ALTER TABLE "restrooms" ADD CONSTRAINT "restrooms_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restrooms" ADD CONSTRAINT "restrooms_status_check" CHECK ("restrooms"."status" in ('pending', 'approved', 'rejected', 'removed'));--> statement-breakpoint
ALTER TABLE "restrooms" ADD CONSTRAINT "restrooms_source_check" CHECK ("restrooms"."source" in ('community', 'openstreetmap', 'golfers'));