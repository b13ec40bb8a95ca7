CREATE TABLE "problem_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"problem_id" integer NOT NULL,
	"media_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "problems" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer,
	"property_id" integer NOT NULL,
	"kind" text NOT NULL,
	"note" text NOT NULL,
	"reported_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"closed_by" integer,
	"closed_at" timestamp with time zone,
	"close_note" text,
	CONSTRAINT "problems_kind_check" CHECK ("problems"."kind" in ('damage', 'missing_supplies', 'maintenance', 'other')),
	CONSTRAINT "problems_status_check" CHECK ("problems"."status" in ('open', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "problem_photos" ADD CONSTRAINT "problem_photos_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_photos" ADD CONSTRAINT "problem_photos_media_name_media_files_name_fk" FOREIGN KEY ("media_name") REFERENCES "public"."media_files"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problems" ADD CONSTRAINT "problems_event_id_cleaning_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."cleaning_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problems" ADD CONSTRAINT "problems_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problems" ADD CONSTRAINT "problems_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problems" ADD CONSTRAINT "problems_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "problem_photos_problem_media_key" ON "problem_photos" USING btree ("problem_id","media_name");--> statement-breakpoint
CREATE INDEX "problems_status_idx" ON "problems" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "problems_property_idx" ON "problems" USING btree ("property_id","id");--> statement-breakpoint
CREATE INDEX "problems_event_idx" ON "problems" USING btree ("event_id");