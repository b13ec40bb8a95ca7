ALTER TABLE "cleaning_events" ADD COLUMN "sent_back_reason" text;--> statement-breakpoint
ALTER TABLE "cleaning_events" ADD COLUMN "sent_back_at" timestamp with time zone;