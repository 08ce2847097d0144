CREATE TABLE "identity_document_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "identity_document_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "user_identities" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"document_type_id" integer NOT NULL,
	"document_number" text NOT NULL,
	"birth_date" date NOT NULL,
	"document_due_date" date NOT NULL,
	CONSTRAINT "user_identities_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_document_type_id_identity_document_types_id_fk" FOREIGN KEY ("document_type_id") REFERENCES "public"."identity_document_types"("id") ON DELETE no action ON UPDATE no action;