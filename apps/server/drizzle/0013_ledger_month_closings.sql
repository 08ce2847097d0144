CREATE TABLE "ledger_closed_months" (
	"month" date PRIMARY KEY NOT NULL,
	"closed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_month_closings" (
	"account_id" integer NOT NULL,
	"month" date NOT NULL,
	"closing_minor" bigint NOT NULL,
	"posting_count" integer NOT NULL,
	CONSTRAINT "ledger_month_closings_account_id_month_pk" PRIMARY KEY("account_id","month")
);
--> statement-breakpoint
ALTER TABLE "ledger_month_closings" ADD CONSTRAINT "ledger_month_closings_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_month_closings" ADD CONSTRAINT "ledger_month_closings_month_ledger_closed_months_month_fk" FOREIGN KEY ("month") REFERENCES "public"."ledger_closed_months"("month") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Each posting carries its entry's booking day (ADR 0043). Existing postings take it from their
-- entry; postings refuse updates (append-only), so their triggers rest for this one backfill.
ALTER TABLE "postings" ADD COLUMN "booking_date" date;--> statement-breakpoint
ALTER TABLE "postings" DISABLE TRIGGER USER;--> statement-breakpoint
UPDATE "postings" p SET "booking_date" = e."booking_date" FROM "journal_entries" e WHERE e."id" = p."entry_id";--> statement-breakpoint
ALTER TABLE "postings" ENABLE TRIGGER USER;--> statement-breakpoint
ALTER TABLE "postings" ALTER COLUMN "booking_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_id_booking_date_uq" UNIQUE("id","booking_date");--> statement-breakpoint
ALTER TABLE "postings" DROP CONSTRAINT "postings_entry_id_journal_entries_id_fk";--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_entry_day_fk" FOREIGN KEY ("entry_id","booking_date") REFERENCES "public"."journal_entries"("id","booking_date") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
DROP INDEX "postings_account_idx";--> statement-breakpoint
CREATE INDEX "postings_account_day_idx" ON "postings" USING btree ("account_id","booking_date","entry_id","id","amount_minor");--> statement-breakpoint
-- The bank's period close: a month once closed is history for every account. A posting booked
-- in it (or in any month before the latest closed one) is refused, so the month closings can
-- never go stale. Needs READ COMMITTED, as every gateway transaction runs: the month-close job
-- locks postings against inserts while it closes, and an insert that waited sees its rows.
CREATE FUNCTION ledger_refuse_closed_month() RETURNS trigger AS $$
DECLARE
  closed date;
BEGIN
  SELECT max(month) INTO closed FROM ledger_closed_months WHERE month >= date_trunc('month', NEW.booking_date)::date;
  IF closed IS NOT NULL THEN
    RAISE EXCEPTION 'ledger month % is closed: a posting booked on % cannot be added (the bank has closed its months through %)',
      to_char(NEW.booking_date, 'YYYY-MM'), NEW.booking_date, to_char(closed, 'YYYY-MM')
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_month_closed', HINT = 'book it in an open month';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER postings_refuse_closed_month BEFORE INSERT ON postings FOR EACH ROW EXECUTE FUNCTION ledger_refuse_closed_month();
--> statement-breakpoint
-- The entry first, so a refused entry leaves nothing behind; the postings' own check stays for an
-- entry written before a close whose postings come after it.
CREATE TRIGGER journal_entries_refuse_closed_month BEFORE INSERT ON journal_entries FOR EACH ROW EXECUTE FUNCTION ledger_refuse_closed_month();
--> statement-breakpoint
-- Closings are history too: never edited nor removed, like the postings (which, like them, an
-- administrator may still empty whole with TRUNCATE: the tests rebuild a bank that way).
CREATE TRIGGER ledger_closed_months_append_only BEFORE UPDATE OR DELETE ON ledger_closed_months FOR EACH ROW EXECUTE FUNCTION forbid_change();
--> statement-breakpoint
CREATE TRIGGER ledger_month_closings_append_only BEFORE UPDATE OR DELETE ON ledger_month_closings FOR EACH ROW EXECUTE FUNCTION forbid_change();
