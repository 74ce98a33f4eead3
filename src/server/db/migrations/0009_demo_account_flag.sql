ALTER TABLE "users" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Hand-written: a database seeded before the flag existed holds the demo accounts under these
-- addresses. From now on only the seed sets the flag (registration refuses the demo's domain).
UPDATE "users" SET "is_demo" = true
WHERE "email" IN ('golfer@demo.fairwayrelief.test', 'owner@demo.fairwayrelief.test', 'admin@demo.fairwayrelief.test');
