CREATE TABLE "released_cleanings" (
	"employee_id" integer NOT NULL,
	"cleaning_event_id" integer NOT NULL,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "released_cleanings_employee_id_cleaning_event_id_pk" PRIMARY KEY("employee_id","cleaning_event_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "released_cleanings" ADD CONSTRAINT "released_cleanings_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "released_cleanings" ADD CONSTRAINT "released_cleanings_cleaning_event_id_cleaning_events_id_fk" FOREIGN KEY ("cleaning_event_id") REFERENCES "public"."cleaning_events"("id") ON DELETE cascade ON UPDATE no action;