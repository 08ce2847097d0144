CREATE TABLE "account_signers" (
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "account_signers_account_id_user_id_pk" PRIMARY KEY("account_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "request_idempotency" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "request_idempotency_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "request_signatures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"content_hash" "bytea" NOT NULL,
	"voided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"company_id" integer NOT NULL,
	"account_id" integer,
	"state" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"content_hash" "bytea" NOT NULL,
	"required_signatures" integer,
	"negotiator_id" integer NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"executed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "traces" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"user_id" integer,
	"company_id" integer,
	"username" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name_1" text NOT NULL,
	"last_name_2" text NOT NULL,
	"operation" text NOT NULL,
	"ip" text,
	"external_id" text NOT NULL,
	"description" text NOT NULL,
	"prev_hash" "bytea",
	"hash" "bytea" DEFAULT ''::bytea NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_signers" ADD CONSTRAINT "account_signers_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_signers" ADD CONSTRAINT "account_signers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_idempotency" ADD CONSTRAINT "request_idempotency_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_idempotency" ADD CONSTRAINT "request_idempotency_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_signatures" ADD CONSTRAINT "request_signatures_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_signatures" ADD CONSTRAINT "request_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_negotiator_id_users_id_fk" FOREIGN KEY ("negotiator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "request_signatures_once_uq" ON "request_signatures" USING btree ("request_id","user_id") WHERE voided_at is null;--> statement-breakpoint
CREATE INDEX "request_signatures_request_idx" ON "request_signatures" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "requests_company_type_idx" ON "requests" USING btree ("company_id","type","id");--> statement-breakpoint
CREATE INDEX "requests_state_idx" ON "requests" USING btree ("type","state");--> statement-breakpoint
CREATE INDEX "traces_company_at_idx" ON "traces" USING btree ("company_id","at");--> statement-breakpoint
CREATE INDEX "traces_username_at_idx" ON "traces" USING btree ("username","at");-- The audit trail is append-only and hash-chained (ADR 0022). The digest covers every field
-- as a JSON array (unambiguous, whatever the fields contain) and the previous row's hash.
CREATE FUNCTION trace_digest(prev bytea, t traces) RETURNS bytea AS $$
  SELECT sha256(coalesce(prev, ''::bytea) || convert_to(jsonb_build_array(
    t.id, to_char(t.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US'), t.user_id, t.company_id, t.username,
    t.first_name, t.last_name_1, t.last_name_2, t.operation, t.ip, t.external_id, t.description)::text, 'UTF8'))
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
-- One chain has one head, so writers take turns: the lock is held to commit, and the id is
-- drawn under it, so id order is chain order. Needs READ COMMITTED (each statement sees the
-- rows committed while it waited), which is how the gateway runs every transaction.
CREATE FUNCTION traces_chain() RETURNS trigger AS $$
DECLARE
  last bytea;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('bel.traces.chain'));
  NEW.id := nextval(pg_get_serial_sequence('traces', 'id'));
  SELECT hash INTO last FROM traces ORDER BY id DESC LIMIT 1;
  NEW.prev_hash := last;
  NEW.hash := trace_digest(last, NEW);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER traces_chain BEFORE INSERT ON traces FOR EACH ROW EXECUTE FUNCTION traces_chain();
--> statement-breakpoint
CREATE FUNCTION forbid_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'check_violation';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER traces_append_only BEFORE UPDATE OR DELETE ON traces FOR EACH ROW EXECUTE FUNCTION forbid_change();
--> statement-breakpoint
CREATE TRIGGER traces_no_truncate BEFORE TRUNCATE ON traces FOR EACH STATEMENT EXECUTE FUNCTION forbid_change();
--> statement-breakpoint
-- The first row whose hash does not match its fields ('altered'), or whose previous hash is
-- not the hash of the row before it ('unlinked': a row before it was removed or altered).
CREATE FUNCTION trace_chain_break(OUT id bigint, OUT problem text) AS $$
DECLARE
  r traces;
  prev bytea := NULL;
BEGIN
  FOR r IN SELECT * FROM traces ORDER BY traces.id LOOP
    IF r.prev_hash IS DISTINCT FROM prev THEN
      id := r.id; problem := 'unlinked'; RETURN;
    END IF;
    IF r.hash <> trace_digest(prev, r) THEN
      id := r.id; problem := 'altered'; RETURN;
    END IF;
    prev := r.hash;
  END LOOP;
END;
$$ LANGUAGE plpgsql STABLE;
