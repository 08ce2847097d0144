CREATE TABLE "sign_in_address_guard" (
	"address" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	"pending" integer DEFAULT 0 NOT NULL,
	"pending_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "issued_documents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"sha256" "bytea" NOT NULL,
	"view_key" text NOT NULL,
	"format" text NOT NULL,
	"language" text NOT NULL,
	"reference" text NOT NULL,
	"rows" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP TABLE "bank_certificates" CASCADE;--> statement-breakpoint
ALTER TABLE "sign_in_guard" ADD COLUMN "pending" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_guard" ADD COLUMN "pending_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "issued_documents" ADD CONSTRAINT "issued_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "issued_documents_user_sha_idx" ON "issued_documents" USING btree ("user_id","sha256");