CREATE TABLE "time_off" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'approved' NOT NULL,
	"created_by" integer,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_off_status_check" CHECK ("time_off"."status" in ('requested', 'approved')),
	CONSTRAINT "time_off_dates_check" CHECK ("time_off"."start_date" <= "time_off"."end_date")
);
--> statement-breakpoint
CREATE TABLE "company_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"check_out_time" text DEFAULT '11:00' NOT NULL,
	"check_in_time" text DEFAULT '15:00' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_settings_one_row" CHECK ("company_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "availability" jsonb;--> statement-breakpoint
ALTER TABLE "cleaning_events" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cleaning_events" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "check_out_time" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "check_in_time" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "cleaning_minutes" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "preferred_employee_id" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "backup_employee_id" integer;--> statement-breakpoint
ALTER TABLE "time_off" ADD CONSTRAINT "time_off_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off" ADD CONSTRAINT "time_off_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off" ADD CONSTRAINT "time_off_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "time_off_employee_idx" ON "time_off" USING btree ("employee_id","start_date");--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_preferred_employee_id_employees_id_fk" FOREIGN KEY ("preferred_employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_backup_employee_id_employees_id_fk" FOREIGN KEY ("backup_employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The one row of company times (decision 0035); the services read it, a PUT updates it.
INSERT INTO "company_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Event answers carry windows from these times, and capacity counts time off: both bump the events version (0002).
CREATE TRIGGER company_settings_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "company_settings" FOR EACH STATEMENT EXECUTE FUNCTION bump_events_version();
--> statement-breakpoint
CREATE TRIGGER time_off_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "time_off" FOR EACH STATEMENT EXECUTE FUNCTION bump_events_version();
