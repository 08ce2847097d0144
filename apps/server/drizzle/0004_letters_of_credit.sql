CREATE TABLE "lc_discrepancies" (
	"id" serial PRIMARY KEY NOT NULL,
	"drawing_id" integer NOT NULL,
	"notified_on" date NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lc_drawings" (
	"id" serial PRIMARY KEY NOT NULL,
	"letter_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"drawn_on" date NOT NULL,
	"amount_minor" bigint NOT NULL,
	CONSTRAINT "lc_drawings_seq_ck" CHECK ("lc_drawings"."seq" between 1 and 99),
	CONSTRAINT "lc_drawings_amount_ck" CHECK ("lc_drawings"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "lc_liquidity_support" (
	"sigla" text PRIMARY KEY NOT NULL,
	"label_es" text NOT NULL,
	"label_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lc_payment_obligations" (
	"id" serial PRIMARY KEY NOT NULL,
	"drawing_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"due_date" date NOT NULL,
	"amount_minor" bigint NOT NULL,
	"to_order_of" text NOT NULL,
	CONSTRAINT "lc_payment_obligations_amount_ck" CHECK ("lc_payment_obligations"."amount_minor" > 0 and "lc_payment_obligations"."seq" >= 1)
);
--> statement-breakpoint
CREATE TABLE "letters_of_credit" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" char(12) NOT NULL,
	"account_id" integer NOT NULL,
	"lc_type" text NOT NULL,
	"currency" char(3) NOT NULL,
	"amount_minor" bigint NOT NULL,
	"liability_minor" bigint NOT NULL,
	"issue_date" date NOT NULL,
	"expiry_date" date NOT NULL,
	"latest_shipment" date,
	"applicant_name" text NOT NULL,
	"beneficiary" text NOT NULL,
	"counterpart_bank" text NOT NULL,
	"goods" text NOT NULL,
	"confirmation" text NOT NULL,
	"payment_form" text NOT NULL,
	"deferred_days" integer NOT NULL,
	"instalments" integer NOT NULL,
	"liquidity_support" text,
	"pecex_reference" text,
	"cancelled_on" date,
	CONSTRAINT "letters_of_credit_reference_unique" UNIQUE("reference"),
	CONSTRAINT "letters_of_credit_type_ck" CHECK ("letters_of_credit"."lc_type" in ('IMP', 'EXP', 'SBY')),
	CONSTRAINT "letters_of_credit_confirmation_ck" CHECK ("letters_of_credit"."confirmation" in ('CONFIRMED', 'UNCONFIRMED')),
	CONSTRAINT "letters_of_credit_amounts_ck" CHECK ("letters_of_credit"."amount_minor" > 0 and "letters_of_credit"."liability_minor" >= "letters_of_credit"."amount_minor"),
	CONSTRAINT "letters_of_credit_dates_ck" CHECK ("letters_of_credit"."expiry_date" >= "letters_of_credit"."issue_date" and "letters_of_credit"."latest_shipment" <= "letters_of_credit"."expiry_date" and "letters_of_credit"."latest_shipment" >= "letters_of_credit"."issue_date"
          and "letters_of_credit"."cancelled_on" between "letters_of_credit"."issue_date" and "letters_of_credit"."expiry_date"),
	CONSTRAINT "letters_of_credit_payment_ck" CHECK ("letters_of_credit"."payment_form" in ('SIGHT', 'ACCEPTANCE', 'DEFERRED') and "letters_of_credit"."instalments" between 1 and 12
          and case "letters_of_credit"."payment_form" when 'SIGHT' then "letters_of_credit"."deferred_days" = 0 and "letters_of_credit"."instalments" = 1
                                    when 'ACCEPTANCE' then "letters_of_credit"."deferred_days" > 0 and "letters_of_credit"."instalments" = 1
                                    else "letters_of_credit"."deferred_days" > 0 end),
	CONSTRAINT "letters_of_credit_pecex_ck" CHECK (("letters_of_credit"."liquidity_support" is null) = ("letters_of_credit"."pecex_reference" is null))
);
--> statement-breakpoint
ALTER TABLE "lc_discrepancies" ADD CONSTRAINT "lc_discrepancies_drawing_id_lc_drawings_id_fk" FOREIGN KEY ("drawing_id") REFERENCES "public"."lc_drawings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lc_drawings" ADD CONSTRAINT "lc_drawings_letter_id_letters_of_credit_id_fk" FOREIGN KEY ("letter_id") REFERENCES "public"."letters_of_credit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lc_payment_obligations" ADD CONSTRAINT "lc_payment_obligations_drawing_id_lc_drawings_id_fk" FOREIGN KEY ("drawing_id") REFERENCES "public"."lc_drawings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letters_of_credit" ADD CONSTRAINT "letters_of_credit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letters_of_credit" ADD CONSTRAINT "letters_of_credit_liquidity_support_lc_liquidity_support_sigla_fk" FOREIGN KEY ("liquidity_support") REFERENCES "public"."lc_liquidity_support"("sigla") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lc_discrepancies_drawing_idx" ON "lc_discrepancies" USING btree ("drawing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lc_drawings_letter_seq_uq" ON "lc_drawings" USING btree ("letter_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "lc_payment_obligations_drawing_seq_uq" ON "lc_payment_obligations" USING btree ("drawing_id","seq");--> statement-breakpoint
CREATE INDEX "lc_payment_obligations_due_idx" ON "lc_payment_obligations" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "letters_of_credit_account_idx" ON "letters_of_credit" USING btree ("account_id");--> statement-breakpoint
-- A letter's unutilised balance (amount less drawings) never goes below zero: at commit,
-- the drawings of every letter touched add up to at most its amount (ADR 0014).
CREATE FUNCTION lc_check_drawings_within_amount() RETURNS trigger AS $$
DECLARE
  letter integer;
  over record;
BEGIN
  IF TG_TABLE_NAME = 'letters_of_credit' THEN
    letter := NEW.id;
  ELSE
    letter := NEW.letter_id;
  END IF;
  SELECT l.reference, l.amount_minor, sum(d.amount_minor) AS drawn
    INTO over
    FROM letters_of_credit l JOIN lc_drawings d ON d.letter_id = l.id
   WHERE l.id = letter
   GROUP BY l.id
  HAVING sum(d.amount_minor) > l.amount_minor;
  IF FOUND THEN
    RAISE EXCEPTION 'letter of credit % drawn beyond its amount: % > %', over.reference, over.drawn, over.amount_minor
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER lc_drawings_within_amount
  AFTER INSERT OR UPDATE ON lc_drawings
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION lc_check_drawings_within_amount();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER letters_of_credit_drawings_within_amount
  AFTER UPDATE ON letters_of_credit
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION lc_check_drawings_within_amount();
--> statement-breakpoint
-- Paying a drawing commits exactly its amount: at commit, the payment obligations of every
-- drawing touched add up to the drawing's amount.
CREATE FUNCTION lc_check_obligations_cover_drawing() RETURNS trigger AS $$
DECLARE
  drawing integer;
  amount bigint;
  owed bigint;
BEGIN
  IF TG_TABLE_NAME = 'lc_drawings' THEN
    drawing := NEW.id;
  ELSIF TG_OP = 'DELETE' THEN
    drawing := OLD.drawing_id;
  ELSE
    drawing := NEW.drawing_id;
  END IF;
  SELECT d.amount_minor INTO amount FROM lc_drawings d WHERE d.id = drawing;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  SELECT coalesce(sum(o.amount_minor), 0) INTO owed FROM lc_payment_obligations o WHERE o.drawing_id = drawing;
  IF owed <> amount THEN
    RAISE EXCEPTION 'drawing % owes % in payment obligations, not its amount %', drawing, owed, amount
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER lc_drawings_obligations_cover
  AFTER INSERT OR UPDATE ON lc_drawings
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION lc_check_obligations_cover_drawing();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER lc_payment_obligations_cover
  AFTER INSERT OR UPDATE OR DELETE ON lc_payment_obligations
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION lc_check_obligations_cover_drawing();
