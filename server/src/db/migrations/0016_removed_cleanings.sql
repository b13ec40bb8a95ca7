ALTER TABLE "deleted_events" ADD COLUMN "reason" text DEFAULT 'deleted' NOT NULL;--> statement-breakpoint
ALTER TABLE "deleted_events" ADD COLUMN "check_out_date" date;--> statement-breakpoint
ALTER TABLE "deleted_events" ADD COLUMN "arrival_date" date;--> statement-breakpoint
ALTER TABLE "deleted_events" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "deleted_events" ADD COLUMN "feed_id" integer;--> statement-breakpoint
ALTER TABLE "deleted_events" ADD COLUMN "external_uid" text;--> statement-breakpoint
ALTER TABLE "deleted_events" ADD COLUMN "reservation_code" text;--> statement-breakpoint
ALTER TABLE "deleted_events" ADD COLUMN "reservation_key" text;--> statement-breakpoint
ALTER TABLE "deleted_events" ADD COLUMN "check_in_date" date;--> statement-breakpoint
ALTER TABLE "deleted_events" ADD COLUMN "unconfirmed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "deleted_events" ADD COLUMN "manual_fields" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "deleted_events" ADD COLUMN "payment_employee_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "deleted_events" ADD COLUMN "payment_client_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
-- Backfill (decision 0028): why the events already removed left the schedule, read from their history.
UPDATE "deleted_events" d SET "reason" = 'dismissed'
  WHERE EXISTS (SELECT 1 FROM "event_history" h WHERE h."event_id" = d."id" AND h."action" = 'dismissed');--> statement-breakpoint
UPDATE "deleted_events" d SET "reason" = 'feed_cancelled'
  WHERE d."deleted_by" IS NULL AND d."deleted_by_name" IS NULL
    AND EXISTS (SELECT 1 FROM "event_history" h WHERE h."event_id" = d."id" AND h."action" = 'cancelled' AND h."source" = 'feed');
