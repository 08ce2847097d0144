CREATE TABLE "bank_certificates" (
	"name" text PRIMARY KEY NOT NULL,
	"certificate_pem" text NOT NULL,
	"private_key_pem" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "statement_frequency" text DEFAULT 'M01' NOT NULL;