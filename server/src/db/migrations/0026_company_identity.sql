ALTER TABLE "clients" ADD COLUMN "language" text DEFAULT 'es' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "company_name" text;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "company_phone" text;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "company_email" text;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "company_address" text;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "bank_details" text;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "sinpe_phone" text;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_language_check" CHECK ("clients"."language" in ('en', 'es'));