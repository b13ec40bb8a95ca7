ALTER TABLE "cleaning_events" ADD COLUMN "client_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "cleaning_events" ADD COLUMN "worker_payment" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "cleaning_events" ADD COLUMN "supervisor_payment" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "cleaning_events" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cleaning_events" ADD COLUMN "completed_by" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "generated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "emailed_to" text;--> statement-breakpoint
ALTER TABLE "cleaning_events" ADD CONSTRAINT "cleaning_events_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cleaning_events_completed_by_idx" ON "cleaning_events" USING btree ("completed_by","service_date");--> statement-breakpoint
-- hand-written
-- A cleaning keeps the prices it had when it was completed (decisions.md 6 "Money", decision 0012).
-- Existing completed cleanings take today's prices of their property (the only ones known), and
-- their completion time and author from the last status change to completed in their history.
UPDATE "cleaning_events" e SET
  "client_price" = p."client_price",
  "worker_payment" = p."worker_payment",
  "supervisor_payment" = p."supervisor_payment",
  "completed_at" = coalesce((SELECT h."at" FROM "event_history" h WHERE h."event_id" = e."id" AND h."field" = 'status' AND h."after" = 'completed' ORDER BY h."id" DESC LIMIT 1), e."updated_at"),
  "completed_by" = (SELECT h."actor_id" FROM "event_history" h WHERE h."event_id" = e."id" AND h."field" = 'status' AND h."after" = 'completed' ORDER BY h."id" DESC LIMIT 1)
FROM "properties" p
WHERE p."id" = e."property_id" AND e."status" = 'completed';
--> statement-breakpoint
-- Whatever path completes an event (the API, a seed, a script), its prices are copied from its
-- property at that moment; an event that leaves completed forgets them and is priced again when it
-- is completed again. Prices given explicitly when inserting a completed event are kept.
CREATE FUNCTION "cleaning_events_freeze_prices"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" = 'completed' THEN
    IF TG_OP = 'INSERT' OR OLD."status" IS DISTINCT FROM 'completed' THEN
      SELECT coalesce(NEW."client_price", p."client_price"), coalesce(NEW."worker_payment", p."worker_payment"), coalesce(NEW."supervisor_payment", p."supervisor_payment")
        INTO NEW."client_price", NEW."worker_payment", NEW."supervisor_payment"
        FROM "properties" p WHERE p."id" = NEW."property_id";
      NEW."completed_at" := coalesce(NEW."completed_at", now());
    END IF;
  ELSE
    NEW."client_price" := NULL;
    NEW."worker_payment" := NULL;
    NEW."supervisor_payment" := NULL;
    NEW."completed_at" := NULL;
    NEW."completed_by" := NULL;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "cleaning_events_freeze_prices" BEFORE INSERT OR UPDATE OF "status" ON "cleaning_events"
  FOR EACH ROW EXECUTE FUNCTION "cleaning_events_freeze_prices"();
--> statement-breakpoint
ALTER TABLE "cleaning_events" ADD CONSTRAINT "cleaning_events_frozen_prices_check"
  CHECK (("status" = 'completed') = ("client_price" IS NOT NULL AND "worker_payment" IS NOT NULL AND "supervisor_payment" IS NOT NULL));
--> statement-breakpoint
-- Report history: a row's generation time is its creation time until it is generated again. Identical
-- reports (client, property, range) become one row, the newest, so regenerating updates it.
UPDATE "reports" SET "generated_at" = "created_at";
--> statement-breakpoint
DELETE FROM "reports" r USING "reports" newer
WHERE r."client_id" = newer."client_id" AND r."property_id" IS NOT DISTINCT FROM newer."property_id"
  AND r."start_date" = newer."start_date" AND r."end_date" = newer."end_date" AND r."id" < newer."id";
--> statement-breakpoint
CREATE UNIQUE INDEX "reports_identical_key" ON "reports" ("client_id", coalesce("property_id", 0), "start_date", "end_date");
