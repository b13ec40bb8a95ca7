-- Who was a cleaning's housekeeper before it went to another one or back to unassigned, so what her phone
-- sends for it afterwards reaches the office (docs/decisions/0051-proof-sent-after-a-reassignment.md).
CREATE TABLE "former_assignments" (
	"cleaning_event_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"ended_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "former_assignments_cleaning_event_id_employee_id_pk" PRIMARY KEY("cleaning_event_id","employee_id")
);
--> statement-breakpoint
ALTER TABLE "former_assignments" ADD CONSTRAINT "former_assignments_cleaning_event_id_cleaning_events_id_fk" FOREIGN KEY ("cleaning_event_id") REFERENCES "public"."cleaning_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "former_assignments" ADD CONSTRAINT "former_assignments_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;