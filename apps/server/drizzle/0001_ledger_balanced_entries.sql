-- Money never appears or disappears: at commit, every journal entry touched by the
-- transaction must sum to zero per currency. Deferred so an entry's postings can be
-- inserted one by one inside the transaction.
CREATE FUNCTION ledger_check_entry_balanced() RETURNS trigger AS $$
DECLARE
  unbalanced record;
BEGIN
  SELECT a.currency, sum(p.amount_minor) AS total
    INTO unbalanced
    FROM postings p JOIN ledger_accounts a ON a.id = p.account_id
   WHERE p.entry_id = NEW.entry_id
   GROUP BY a.currency
  HAVING sum(p.amount_minor) <> 0
   LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'journal entry % is unbalanced in %: %', NEW.entry_id, unbalanced.currency, unbalanced.total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER postings_entry_balanced
  AFTER INSERT OR UPDATE OR DELETE ON postings
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_check_entry_balanced();
--> statement-breakpoint
-- Postings are history: corrections are new entries, never edits.
CREATE FUNCTION ledger_forbid_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'postings are append-only' USING ERRCODE = 'check_violation';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER postings_append_only
  BEFORE UPDATE OR DELETE ON postings
  FOR EACH ROW EXECUTE FUNCTION ledger_forbid_change();
