CREATE TABLE "checklist_answers" (
	"event_id" integer NOT NULL,
	"item_id" text NOT NULL,
	"section" text NOT NULL,
	"label" text NOT NULL,
	"kind" text NOT NULL,
	"checked" boolean,
	"count" integer,
	"note" text,
	"photo_id" integer,
	"answered_by" integer,
	"answered_at" timestamp with time zone,
	"redo_reason" text,
	"redo_at" timestamp with time zone,
	CONSTRAINT "checklist_answers_event_id_item_id_pk" PRIMARY KEY("event_id","item_id"),
	CONSTRAINT "checklist_answers_kind_check" CHECK ("checklist_answers"."kind" in ('check', 'photo', 'count', 'note'))
);
--> statement-breakpoint
CREATE TABLE "checklist_template" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checklist_template_one_row" CHECK (id = 1)
);
--> statement-breakpoint
CREATE TABLE "property_checklists" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"added" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hidden" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"references" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_photos" ADD COLUMN "checklist_item_id" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "include_checklist" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "checklist_answers" ADD CONSTRAINT "checklist_answers_event_id_cleaning_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."cleaning_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_answers" ADD CONSTRAINT "checklist_answers_photo_id_event_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."event_photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_answers" ADD CONSTRAINT "checklist_answers_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_template" ADD CONSTRAINT "checklist_template_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_checklists" ADD CONSTRAINT "property_checklists_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;