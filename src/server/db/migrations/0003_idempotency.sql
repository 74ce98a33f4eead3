CREATE TABLE "idempotency_keys" (
	"key" uuid NOT NULL,
	"user_id" uuid,
	"user_scope" text GENERATED ALWAYS AS (coalesce(user_id::text, '')) STORED NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text DEFAULT 'in_progress' NOT NULL,
	"status_code" integer,
	"content_type" text,
	"response_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_key_user_scope_pk" PRIMARY KEY("key","user_scope"),
	CONSTRAINT "idempotency_keys_state_check" CHECK ("idempotency_keys"."state" in ('in_progress', 'done'))
);
--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");