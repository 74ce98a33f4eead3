ALTER TABLE "refresh_tokens" ADD COLUMN "session_started_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Sessions that exist already began no later than the oldest token their family still holds.
UPDATE "refresh_tokens" AS t SET "session_started_at" = f."started"
FROM (SELECT "family_id", min("created_at") AS "started" FROM "refresh_tokens" GROUP BY "family_id") AS f
WHERE f."family_id" = t."family_id";
