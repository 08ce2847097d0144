-- Keys of earlier creates carry no body hash nor answer: they are forgotten (ADR 0024).
DELETE FROM "request_idempotency";--> statement-breakpoint
ALTER TABLE "request_idempotency" DROP CONSTRAINT "request_idempotency_request_id_requests_id_fk";
--> statement-breakpoint
ALTER TABLE "request_idempotency" ADD COLUMN "call_hash" "bytea" NOT NULL;--> statement-breakpoint
ALTER TABLE "request_idempotency" ADD COLUMN "answer" jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "requests_batch_id_uq" ON "requests" USING btree ("company_id",("payload"->>'idbloque')) WHERE type = 'transfer_batch';--> statement-breakpoint
ALTER TABLE "request_idempotency" DROP COLUMN "request_id";