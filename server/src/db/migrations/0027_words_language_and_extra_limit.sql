ALTER TABLE "users" ADD COLUMN "app_language" text;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "extra_limit_crc" numeric(12, 2) DEFAULT 25000 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "extra_limit_usd" numeric(12, 2) DEFAULT 50 NOT NULL;