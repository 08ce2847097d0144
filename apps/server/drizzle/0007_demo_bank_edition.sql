CREATE TABLE "demo_bank" (
	"edition" integer PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone NOT NULL
);
