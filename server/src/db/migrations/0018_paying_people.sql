ALTER TABLE "cleaning_events" ADD COLUMN "payment_supervisor_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "cleaning_events" ADD COLUMN "employee_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cleaning_events" ADD COLUMN "supervisor_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cleaning_events" ADD CONSTRAINT "cleaning_events_pay_supervisor_check" CHECK ("cleaning_events"."payment_supervisor_status" in ('pending', 'paid'));--> statement-breakpoint
-- Backfill (decision 0031). Until now one status paid the housekeeper and the supervisor of a cleaning
-- together, so a cleaning already paid had both paid: its supervisor status starts as its housekeeper
-- status, and nobody's settled weeks turn pending. When each was paid is the last history line that set
-- payment_employee_status to paid (null when the history has none, e.g. imported rows).
UPDATE "cleaning_events" e SET
  "employee_paid_at" = (SELECT h."at" FROM "event_history" h WHERE h."event_id" = e."id" AND h."field" = 'payment_employee_status' AND h."after" = 'paid' ORDER BY h."id" DESC LIMIT 1)
WHERE e."payment_employee_status" = 'paid';--> statement-breakpoint
UPDATE "cleaning_events" SET "payment_supervisor_status" = 'paid', "supervisor_paid_at" = "employee_paid_at"
WHERE "payment_employee_status" = 'paid';
