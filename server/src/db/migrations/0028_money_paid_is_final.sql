CREATE TABLE "pay_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"cleaning_event_id" integer NOT NULL,
	"kind" text NOT NULL,
	"week_start" date NOT NULL,
	"adjustment" boolean DEFAULT false NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"extras" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_records_kind_check" CHECK ("pay_records"."kind" in ('worker', 'supervisor')),
	CONSTRAINT "pay_records_status_check" CHECK ("pay_records"."status" in ('pending', 'paid')),
	CONSTRAINT "pay_records_original_paid" CHECK ("pay_records"."adjustment" or "pay_records"."status" = 'paid')
);
--> statement-breakpoint
CREATE TABLE "property_price_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"changed_on" date NOT NULL,
	"client_price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"worker_payment" numeric(12, 2) DEFAULT 0 NOT NULL,
	"supervisor_payment" numeric(12, 2) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" DROP CONSTRAINT "invoice_lines_extra_check";--> statement-breakpoint
ALTER TABLE "invoice_lines" DROP CONSTRAINT "invoice_lines_extra_id_cleaning_extras_id_fk";
--> statement-breakpoint
ALTER TABLE "cleaning_events" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "pay_records" ADD CONSTRAINT "pay_records_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_records" ADD CONSTRAINT "pay_records_cleaning_event_id_cleaning_events_id_fk" FOREIGN KEY ("cleaning_event_id") REFERENCES "public"."cleaning_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_price_changes" ADD CONSTRAINT "property_price_changes_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pay_records_employee_week_idx" ON "pay_records" USING btree ("employee_id","week_start");--> statement-breakpoint
CREATE INDEX "pay_records_event_idx" ON "pay_records" USING btree ("cleaning_event_id","kind");--> statement-breakpoint
CREATE INDEX "property_price_changes_property_idx" ON "property_price_changes" USING btree ("property_id","changed_on");--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_extra_id_cleaning_extras_id_fk" FOREIGN KEY ("extra_id") REFERENCES "public"."cleaning_extras"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cleaning_events" ADD CONSTRAINT "cleaning_events_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_extra_check" CHECK ("invoice_lines"."kind" = 'extra' or "invoice_lines"."extra_id" is null);--> statement-breakpoint
-- custom:
-- Paid is final and prices of the cleaning's day (docs/decisions/0045-paid-is-final.md,
-- docs/decisions/0046-one-truth-for-money.md). Hand-written: triggers and backfills.
-- The first reviewer of a completed cleaning is who completed it (the only one known).
UPDATE "cleaning_events" SET "reviewed_by" = "completed_by" WHERE "status" = 'completed';
--> statement-breakpoint
-- A price change keeps the old three amounts with the day of the change.
CREATE FUNCTION "properties_keep_old_prices"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD."client_price", OLD."worker_payment", OLD."supervisor_payment") IS DISTINCT FROM (NEW."client_price", NEW."worker_payment", NEW."supervisor_payment") THEN
    INSERT INTO "property_price_changes" ("property_id", "changed_on", "client_price", "worker_payment", "supervisor_payment")
      VALUES (OLD."id", current_date, OLD."client_price", OLD."worker_payment", OLD."supervisor_payment");
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "properties_keep_old_prices" AFTER UPDATE OF "client_price", "worker_payment", "supervisor_payment" ON "properties"
  FOR EACH ROW EXECUTE FUNCTION "properties_keep_old_prices"();
--> statement-breakpoint
-- Completing a cleaning freezes the prices in force on its service date: those kept by the oldest change made
-- after that day, else the property's current ones. The first reviewer stays through a re-open.
CREATE OR REPLACE FUNCTION "cleaning_events_freeze_prices"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" = 'completed' THEN
    IF TG_OP = 'INSERT' OR OLD."status" IS DISTINCT FROM 'completed' THEN
      SELECT coalesce(NEW."client_price", x."client_price"), coalesce(NEW."worker_payment", x."worker_payment"), coalesce(NEW."supervisor_payment", x."supervisor_payment")
        INTO NEW."client_price", NEW."worker_payment", NEW."supervisor_payment"
        FROM (
          SELECT c."client_price", c."worker_payment", c."supervisor_payment", 0 AS "rank", c."changed_on", c."id"
            FROM "property_price_changes" c WHERE c."property_id" = NEW."property_id" AND c."changed_on" > NEW."service_date"
          UNION ALL
          SELECT p."client_price", p."worker_payment", p."supervisor_payment", 1, NULL, NULL FROM "properties" p WHERE p."id" = NEW."property_id"
        ) x
        ORDER BY x."rank", x."changed_on", x."id" LIMIT 1;
      NEW."completed_at" := coalesce(NEW."completed_at", now());
      IF TG_OP = 'INSERT' THEN
        NEW."reviewed_by" := coalesce(NEW."reviewed_by", NEW."completed_by");
      ELSE
        NEW."reviewed_by" := coalesce(OLD."reviewed_by", NEW."reviewed_by", NEW."completed_by");
      END IF;
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
-- The Friday that starts a date's pay week (Friday to Thursday).
CREATE FUNCTION "pay_week_start"(d date) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT d - ((extract(dow FROM d)::int + 2) % 7)
$$;
--> statement-breakpoint
-- What a completed cleaning earns its housekeeper now: worker payment plus approved extras, and those extras.
CREATE FUNCTION "worker_pay_now"(event_id integer, OUT amount numeric, OUT extras jsonb) LANGUAGE sql STABLE AS $$
  SELECT e."worker_payment" + coalesce((SELECT sum(x."worker_amount") FROM "cleaning_extras" x WHERE x."cleaning_event_id" = e."id" AND x."status" = 'approved'), 0),
         coalesce((SELECT jsonb_agg(jsonb_build_object('id', x."id", 'kind', x."kind", 'description', x."description", 'amount', x."worker_amount") ORDER BY x."created_at", x."id")
                   FROM "cleaning_extras" x WHERE x."cleaning_event_id" = e."id" AND x."status" = 'approved'), '[]'::jsonb)
  FROM "cleaning_events" e WHERE e."id" = event_id
$$;
--> statement-breakpoint
-- Whatever path pays a line (the Pay button, Completed Services, the per-cleaning call, a script), the line is
-- recorded as paid with its amount of that moment; un-paying it (an admin's correction) removes the record.
CREATE FUNCTION "cleaning_events_record_pay"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pay record;
BEGIN
  IF NEW."payment_employee_status" IS DISTINCT FROM OLD."payment_employee_status" THEN
    IF NEW."payment_employee_status" = 'paid' AND NEW."status" = 'completed' THEN
      SELECT * INTO pay FROM "worker_pay_now"(NEW."id");
      INSERT INTO "pay_records" ("employee_id", "cleaning_event_id", "kind", "week_start", "amount", "extras", "status", "paid_at")
        SELECT a."employee_id", NEW."id", 'worker', "pay_week_start"(NEW."service_date"), pay.amount, pay.extras, 'paid', coalesce(NEW."employee_paid_at", now())
        FROM "assignments" a
        WHERE a."cleaning_event_id" = NEW."id"
          AND NOT EXISTS (SELECT 1 FROM "pay_records" r WHERE r."cleaning_event_id" = NEW."id" AND r."kind" = 'worker' AND r."employee_id" = a."employee_id" AND NOT r."adjustment");
    ELSIF NEW."payment_employee_status" = 'pending' THEN
      DELETE FROM "pay_records" r WHERE r."cleaning_event_id" = NEW."id" AND r."kind" = 'worker' AND NOT r."adjustment";
    END IF;
  END IF;
  IF NEW."payment_supervisor_status" IS DISTINCT FROM OLD."payment_supervisor_status" THEN
    IF NEW."payment_supervisor_status" = 'paid' AND NEW."status" = 'completed' THEN
      INSERT INTO "pay_records" ("employee_id", "cleaning_event_id", "kind", "week_start", "amount", "status", "paid_at")
        SELECT m."id", NEW."id", 'supervisor', "pay_week_start"(NEW."service_date"), NEW."supervisor_payment", 'paid', coalesce(NEW."supervisor_paid_at", now())
        FROM "employees" m JOIN "users" u ON u."id" = m."user_id" AND u."role" = 'supervisor'
        WHERE m."user_id" = coalesce(NEW."reviewed_by", NEW."completed_by")
          AND NOT EXISTS (SELECT 1 FROM "pay_records" r WHERE r."cleaning_event_id" = NEW."id" AND r."kind" = 'supervisor' AND r."employee_id" = m."id" AND NOT r."adjustment");
    ELSIF NEW."payment_supervisor_status" = 'pending' THEN
      DELETE FROM "pay_records" r WHERE r."cleaning_event_id" = NEW."id" AND r."kind" = 'supervisor' AND NOT r."adjustment";
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "cleaning_events_record_pay" AFTER UPDATE OF "payment_employee_status", "payment_supervisor_status" ON "cleaning_events"
  FOR EACH ROW EXECUTE FUNCTION "cleaning_events_record_pay"();
--> statement-breakpoint
CREATE TRIGGER "pay_records_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pay_records" FOR EACH STATEMENT EXECUTE FUNCTION bump_events_version();
--> statement-breakpoint
-- Lines already paid become records with what they pay today (the only amounts known).
INSERT INTO "pay_records" ("employee_id", "cleaning_event_id", "kind", "week_start", "amount", "extras", "status", "paid_at")
  SELECT a."employee_id", e."id", 'worker', "pay_week_start"(e."service_date"), w.amount, w.extras, 'paid', e."employee_paid_at"
  FROM "cleaning_events" e JOIN "assignments" a ON a."cleaning_event_id" = e."id", LATERAL "worker_pay_now"(e."id") w
  WHERE e."status" = 'completed' AND e."payment_employee_status" = 'paid';
--> statement-breakpoint
INSERT INTO "pay_records" ("employee_id", "cleaning_event_id", "kind", "week_start", "amount", "status", "paid_at")
  SELECT m."id", e."id", 'supervisor', "pay_week_start"(e."service_date"), e."supervisor_payment", 'paid', e."supervisor_paid_at"
  FROM "cleaning_events" e JOIN "employees" m ON m."user_id" = e."completed_by" JOIN "users" u ON u."id" = m."user_id" AND u."role" = 'supervisor'
  WHERE e."status" = 'completed' AND e."payment_supervisor_status" = 'paid';
