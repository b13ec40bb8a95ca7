ALTER TABLE "invoice_lines" ALTER COLUMN "cleaning_event_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ALTER COLUMN "service_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "manual" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "discount" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "discount" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "terms" text DEFAULT 'cash' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credit_days" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "due_on" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "terms" text DEFAULT 'cash' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "credit_days" integer;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "payment_reminders" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_source_check" CHECK ("invoice_lines"."manual" = ("invoice_lines"."cleaning_event_id" is null) and (not "invoice_lines"."manual" or "invoice_lines"."extra_id" is null));--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_discount_check" CHECK ("invoice_lines"."discount" >= 0 and "invoice_lines"."discount" <= "invoice_lines"."amount");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_discount_check" CHECK ("invoices"."discount" >= 0);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_terms_check" CHECK (("invoices"."terms" = 'cash' and "invoices"."credit_days" is null) or ("invoices"."terms" = 'credit' and "invoices"."credit_days" > 0));--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_terms_check" CHECK (("clients"."terms" = 'cash' and "clients"."credit_days" is null) or ("clients"."terms" = 'credit' and "clients"."credit_days" > 0));--> statement-breakpoint
-- Invoices issued before terms existed were cash: due on their issue date.
UPDATE "invoices" SET "due_on" = "issued_on" WHERE "issued_on" IS NOT NULL;