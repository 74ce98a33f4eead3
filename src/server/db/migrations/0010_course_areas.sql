CREATE TABLE "course_areas" (
	"course_id" uuid PRIMARY KEY NOT NULL,
	"outline" jsonb,
	"min_longitude" double precision NOT NULL,
	"min_latitude" double precision NOT NULL,
	"max_longitude" double precision NOT NULL,
	"max_latitude" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_areas" ADD CONSTRAINT "course_areas_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_areas_box_idx" ON "course_areas" USING btree ("min_latitude","max_latitude");