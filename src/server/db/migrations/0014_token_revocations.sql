CREATE TABLE "token_revocations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"generation" integer NOT NULL,
	"txid" bigint DEFAULT (pg_current_xact_id()::text)::bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "token_generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "token_revocations_txid_idx" ON "token_revocations" USING btree ("txid");