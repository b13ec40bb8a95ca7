CREATE TABLE "cleaning_extras" (
	"id" serial PRIMARY KEY NOT NULL,
	"cleaning_event_id" integer NOT NULL,
	"kind" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"quantity" numeric(10, 2) DEFAULT 1 NOT NULL,
	"client_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"worker_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"refuse_reason" text,
	"created_by" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cleaning_extras_kind_check" CHECK ("cleaning_extras"."kind" in ('laundry', 'waiting_time', 'same_day', 'supplies', 'other')),
	CONSTRAINT "cleaning_extras_status_check" CHECK ("cleaning_extras"."status" in ('requested', 'approved', 'refused')),
	CONSTRAINT "cleaning_extras_amounts_check" CHECK ("cleaning_extras"."client_amount" >= 0 and "cleaning_extras"."worker_amount" >= 0 and "cleaning_extras"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_counter" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_counter_one_row" CHECK ("invoice_counter"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"cleaning_event_id" integer NOT NULL,
	"extra_id" integer,
	"service_date" date NOT NULL,
	"description" text NOT NULL,
	"quantity" numeric(10, 2) DEFAULT 1 NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"tax" numeric(12, 2) NOT NULL,
	"cabys" text DEFAULT '' NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	CONSTRAINT "invoice_lines_kind_check" CHECK ("invoice_lines"."kind" in ('cleaning', 'extra')),
	CONSTRAINT "invoice_lines_extra_check" CHECK (("invoice_lines"."kind" = 'extra') = ("invoice_lines"."extra_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"paid_on" date NOT NULL,
	"method" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_amount_check" CHECK ("invoice_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"number" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"currency" text NOT NULL,
	"tax_rate" numeric(5, 2) NOT NULL,
	"exchange_rate" numeric(12, 4),
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"client_name" text NOT NULL,
	"client_id_type" text,
	"client_id_number" text,
	"billing_email" text,
	"subtotal" numeric(12, 2) DEFAULT 0 NOT NULL,
	"tax" numeric(12, 2) DEFAULT 0 NOT NULL,
	"total" numeric(12, 2) DEFAULT 0 NOT NULL,
	"paid" numeric(12, 2) DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_at" timestamp with time zone,
	"issued_on" date,
	"emailed_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"voided_by" integer,
	"void_reason" text,
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('draft', 'issued', 'partially_paid', 'paid', 'void')),
	CONSTRAINT "invoices_currency_check" CHECK ("invoices"."currency" in ('USD', 'CRC')),
	CONSTRAINT "invoices_number_when_issued" CHECK (("invoices"."status" = 'draft') = ("invoices"."number" is null))
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "tax_rate" numeric(5, 2) DEFAULT 13 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "billing_email" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "id_type" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "id_number" text;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "legal_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "tax_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "cabys_cleaning" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "cabys_extra" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cleaning_extras" ADD CONSTRAINT "cleaning_extras_cleaning_event_id_cleaning_events_id_fk" FOREIGN KEY ("cleaning_event_id") REFERENCES "public"."cleaning_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cleaning_extras" ADD CONSTRAINT "cleaning_extras_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cleaning_extras" ADD CONSTRAINT "cleaning_extras_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_cleaning_event_id_cleaning_events_id_fk" FOREIGN KEY ("cleaning_event_id") REFERENCES "public"."cleaning_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_extra_id_cleaning_extras_id_fk" FOREIGN KEY ("extra_id") REFERENCES "public"."cleaning_extras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cleaning_extras_event_idx" ON "cleaning_extras" USING btree ("cleaning_event_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_open_cleaning_key" ON "invoice_lines" USING btree ("cleaning_event_id") WHERE "invoice_lines"."open" and "invoice_lines"."kind" = 'cleaning';--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_open_extra_key" ON "invoice_lines" USING btree ("extra_id") WHERE "invoice_lines"."open" and "invoice_lines"."kind" = 'extra';--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "invoices_client_idx" ON "invoices" USING btree ("client_id","status");--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_currency_check" CHECK ("clients"."currency" in ('USD', 'CRC'));--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_id_type_check" CHECK ("clients"."id_type" in ('01', '02', '03', '04'));--> statement-breakpoint
INSERT INTO "invoice_counter" ("id", "last_number") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER cleaning_extras_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cleaning_extras" FOR EACH STATEMENT EXECUTE FUNCTION bump_events_version();
