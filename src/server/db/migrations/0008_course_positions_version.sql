CREATE TABLE "course_positions_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "course_positions_version_one_row" CHECK ("course_positions_version"."id" = 1)
);--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model sequences used this way, functions or triggers).
-- Each change takes a new value of its own sequence, so a version never comes back, not even after
-- the row is truncated and written again; the value is written in the changing transaction, so a
-- reader sees it exactly when it sees the change.
CREATE SEQUENCE "course_positions_version_seq";--> statement-breakpoint
CREATE FUNCTION "course_positions_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "course_positions_version" ("id", "version") VALUES (1, nextval('course_positions_version_seq'))
  ON CONFLICT ("id") DO UPDATE SET "version" = excluded."version";
  RETURN NULL;
END
$$;--> statement-breakpoint
-- BEFORE, once per statement: the version row is locked before any course row, so a course edit
-- and an import running together queue on it instead of deadlocking. Review writes update the
-- aggregate columns only and never fire it.
CREATE TRIGGER "courses_positions_changed" BEFORE INSERT OR DELETE OR UPDATE OF "latitude", "longitude" ON "courses"
  FOR EACH STATEMENT EXECUTE FUNCTION "course_positions_changed"();--> statement-breakpoint
CREATE TRIGGER "courses_truncated" BEFORE TRUNCATE ON "courses"
  FOR EACH STATEMENT EXECUTE FUNCTION "course_positions_changed"();--> statement-breakpoint
INSERT INTO "course_positions_version" ("id", "version") VALUES (1, nextval('course_positions_version_seq'));
