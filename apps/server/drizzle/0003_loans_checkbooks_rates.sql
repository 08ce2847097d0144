CREATE TABLE "account_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"old_number" char(16) NOT NULL,
	"old_currency" char(3) NOT NULL,
	"new_account_id" integer NOT NULL,
	"holder" text NOT NULL,
	CONSTRAINT "account_changes_old_number_unique" UNIQUE("old_number")
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"code" char(4) PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_types" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkbooks_not_issued" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"state" text NOT NULL,
	"check_type" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"approved_at" timestamp with time zone,
	"printed_at" timestamp with time zone,
	"branch_code" char(4) NOT NULL,
	"chequeras" integer NOT NULL,
	"cubiertas" integer NOT NULL,
	"rm" integer NOT NULL,
	CONSTRAINT "checkbooks_not_issued_state_ck" CHECK ("checkbooks_not_issued"."state" in ('requested', 'approved', 'printed', 'delivered', 'rejected')),
	CONSTRAINT "checkbooks_not_issued_state_dates_ck" CHECK (case "checkbooks_not_issued"."state"
            when 'approved' then "checkbooks_not_issued"."approved_at" is not null and "checkbooks_not_issued"."printed_at" is null
            when 'printed' then "checkbooks_not_issued"."approved_at" is not null and "checkbooks_not_issued"."printed_at" is not null
            when 'delivered' then "checkbooks_not_issued"."approved_at" is not null and "checkbooks_not_issued"."printed_at" is not null
            else "checkbooks_not_issued"."approved_at" is null and "checkbooks_not_issued"."printed_at" is null end),
	CONSTRAINT "checkbooks_not_issued_order_ck" CHECK ("checkbooks_not_issued"."approved_at" >= "checkbooks_not_issued"."requested_at" and "checkbooks_not_issued"."printed_at" >= "checkbooks_not_issued"."approved_at"),
	CONSTRAINT "checkbooks_not_issued_counts_ck" CHECK ("checkbooks_not_issued"."chequeras" >= 0 and "checkbooks_not_issued"."cubiertas" >= 0 and "checkbooks_not_issued"."rm" >= 0 and "checkbooks_not_issued"."chequeras" + "checkbooks_not_issued"."cubiertas" + "checkbooks_not_issued"."rm" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_facilities" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_number" char(7) NOT NULL,
	"company_id" integer NOT NULL,
	"opened_on" date NOT NULL,
	CONSTRAINT "credit_facilities_contract_number_unique" UNIQUE("contract_number")
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"code" char(3) PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rate_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"currency" char(3) NOT NULL,
	"buy" numeric(14, 5) NOT NULL,
	"sell" numeric(14, 5) NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exchange_rate_history_spread_ck" CHECK ("exchange_rate_history"."buy" > 0 and "exchange_rate_history"."buy" <= "exchange_rate_history"."sell")
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"currency" char(3) PRIMARY KEY NOT NULL,
	"buy" numeric(14, 5) NOT NULL,
	"sell" numeric(14, 5) NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exchange_rates_spread_ck" CHECK ("exchange_rates"."buy" > 0 and "exchange_rates"."buy" <= "exchange_rates"."sell")
);
--> statement-breakpoint
CREATE TABLE "loan_instalments" (
	"loan_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"due_date" date NOT NULL,
	"principal_minor" bigint NOT NULL,
	"interest_minor" bigint NOT NULL,
	"charges_minor" bigint NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	CONSTRAINT "loan_instalments_loan_id_seq_pk" PRIMARY KEY("loan_id","seq"),
	CONSTRAINT "loan_instalments_amounts_ck" CHECK ("loan_instalments"."principal_minor" >= 0 and "loan_instalments"."interest_minor" >= 0 and "loan_instalments"."charges_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loans" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_number" char(12) NOT NULL,
	"facility_id" integer NOT NULL,
	"customer_name" text NOT NULL,
	"joint_holder" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"currency" char(3) NOT NULL,
	"principal_minor" bigint NOT NULL,
	"interest_rate" numeric(9, 4) NOT NULL,
	"repayment" text NOT NULL,
	"value_date" date NOT NULL,
	"maturity_date" date NOT NULL,
	"account_id" integer NOT NULL,
	CONSTRAINT "loans_contract_number_unique" UNIQUE("contract_number"),
	CONSTRAINT "loans_status_ck" CHECK ("loans"."status" in ('CUR', 'LIQ')),
	CONSTRAINT "loans_amount_ck" CHECK ("loans"."principal_minor" > 0 and "loans"."interest_rate" >= 0 and "loans"."maturity_date" > "loans"."value_date")
);
--> statement-breakpoint
ALTER TABLE "account_changes" ADD CONSTRAINT "account_changes_new_account_id_ledger_accounts_id_fk" FOREIGN KEY ("new_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkbooks_not_issued" ADD CONSTRAINT "checkbooks_not_issued_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkbooks_not_issued" ADD CONSTRAINT "checkbooks_not_issued_check_type_check_types_code_fk" FOREIGN KEY ("check_type") REFERENCES "public"."check_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkbooks_not_issued" ADD CONSTRAINT "checkbooks_not_issued_branch_code_branches_code_fk" FOREIGN KEY ("branch_code") REFERENCES "public"."branches"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_facilities" ADD CONSTRAINT "credit_facilities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_rate_history" ADD CONSTRAINT "exchange_rate_history_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_instalments" ADD CONSTRAINT "loan_instalments_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_facility_id_credit_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."credit_facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_changes_new_account_idx" ON "account_changes" USING btree ("new_account_id");--> statement-breakpoint
CREATE INDEX "checkbooks_not_issued_account_idx" ON "checkbooks_not_issued" USING btree ("account_id","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_rate_history_currency_at_uq" ON "exchange_rate_history" USING btree ("currency","recorded_at");--> statement-breakpoint
CREATE INDEX "loans_facility_idx" ON "loans" USING btree ("facility_id");