CREATE TABLE "deleted_events" (
	"id" integer PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"property_name" text NOT NULL,
	"service_date" date NOT NULL,
	"event_summary" text NOT NULL,
	"status" text NOT NULL,
	"housekeeper_name" text,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_by" integer,
	"deleted_by_name" text
);
--> statement-breakpoint
CREATE TABLE "event_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"actor_name" text,
	"source" text NOT NULL,
	"action" text NOT NULL,
	"field" text,
	"before" text,
	"after" text
);
--> statement-breakpoint
CREATE TABLE "feed_dismissals" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"reservation_key" text NOT NULL,
	"check_out_date" date,
	"dismissed_by" integer,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_sync_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"feed_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"result" text NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"held" boolean DEFAULT false NOT NULL,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "failing_since" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "last_calendar" jsonb;
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "hold_since" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "hold_reason" text;
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "hold_event_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "cleaning_events" ADD COLUMN "reservation_key" text;
--> statement-breakpoint
ALTER TABLE "cleaning_events" ADD COLUMN "check_in_date" date;
--> statement-breakpoint
ALTER TABLE "cleaning_events" ADD COLUMN "unconfirmed" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "cleaning_events" ADD COLUMN "feed_change" text;
--> statement-breakpoint
ALTER TABLE "cleaning_events" ADD COLUMN "feed_change_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "cleaning_events" ADD COLUMN "feed_change_from" date;
--> statement-breakpoint
ALTER TABLE "cleaning_events" ADD COLUMN "manual_fields" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "deleted_events" ADD CONSTRAINT "deleted_events_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "event_history" ADD CONSTRAINT "event_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "feed_dismissals" ADD CONSTRAINT "feed_dismissals_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "feed_dismissals" ADD CONSTRAINT "feed_dismissals_dismissed_by_users_id_fk" FOREIGN KEY ("dismissed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "feed_sync_log" ADD CONSTRAINT "feed_sync_log_feed_id_calendar_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."calendar_feeds"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Status history becomes the general event history (who, when, field, before, after).
INSERT INTO "event_history" ("event_id", "at", "actor_id", "actor_name", "source", "action", "field", "before", "after")
SELECT h."cleaning_event_id", h."changed_at", h."changed_by", u."name",
  CASE WHEN h."changed_by" IS NOT NULL THEN 'user' WHEN e."feed_id" IS NOT NULL OR e."external_uid" IS NOT NULL THEN 'feed' ELSE 'system' END,
  CASE WHEN h."from_status" IS NULL THEN 'created' ELSE 'changed' END,
  CASE WHEN h."from_status" IS NULL THEN NULL ELSE 'status' END,
  h."from_status",
  CASE WHEN h."from_status" IS NULL THEN NULL ELSE h."to_status" END
FROM "event_status_history" h
LEFT JOIN "users" u ON u."id" = h."changed_by"
LEFT JOIN "cleaning_events" e ON e."id" = h."cleaning_event_id"
ORDER BY h."id";
--> statement-breakpoint
DROP TABLE "event_status_history" CASCADE;
--> statement-breakpoint
DROP INDEX "calendar_feeds_property_id_idx";
--> statement-breakpoint
DROP INDEX "cleaning_events_feed_uid_key";
--> statement-breakpoint
-- One feed per property and URL: events of a repeated feed move to the first one, which stays.
UPDATE "cleaning_events" e SET "feed_id" = k."keep"
FROM (SELECT "id", min("id") OVER (PARTITION BY "property_id", "ical_url") AS "keep" FROM "calendar_feeds") k
WHERE e."feed_id" = k."id" AND k."id" <> k."keep";
--> statement-breakpoint
DELETE FROM "calendar_feeds" f
USING (SELECT "id", min("id") OVER (PARTITION BY "property_id", "ical_url") AS "keep" FROM "calendar_feeds") k
WHERE f."id" = k."id" AND k."id" <> k."keep";
--> statement-breakpoint
-- The reservation each feed event cleans after: its code, else its UID.
UPDATE "cleaning_events"
SET "reservation_key" = CASE WHEN "reservation_code" IS NOT NULL THEN 'code:' || "reservation_code" ELSE 'uid:' || "external_uid" END
WHERE "reservation_code" IS NOT NULL OR "external_uid" IS NOT NULL;
--> statement-breakpoint
-- Two events of one reservation at one property: the most advanced one (completed, in review,
-- assigned, unassigned; not cancelled; oldest) keeps the reservation. A duplicate nobody was assigned
-- to is deleted (recorded in deleted_events and its history); any other is kept, detached from its
-- feed, with a note, so no work or payment is lost.
CREATE TABLE "_duplicate_events" AS
SELECT r."id", r."keep_id", (r."status" = 'unassigned' AND r."assignment_id" IS NULL) AS "removable"
FROM (
  SELECT e."id", e."status", a."id" AS "assignment_id",
    first_value(e."id") OVER w AS "keep_id", row_number() OVER w AS "n"
  FROM "cleaning_events" e
  LEFT JOIN "assignments" a ON a."cleaning_event_id" = e."id"
  WHERE e."reservation_key" IS NOT NULL
  WINDOW w AS (
    PARTITION BY e."property_id", e."reservation_key"
    ORDER BY CASE e."status" WHEN 'completed' THEN 0 WHEN 'in_review' THEN 1 WHEN 'assigned' THEN 2 ELSE 3 END,
      (e."cancelled_at" IS NOT NULL), e."id"
  )
) r
WHERE r."n" > 1;
--> statement-breakpoint
INSERT INTO "deleted_events" ("id", "property_id", "property_name", "service_date", "event_summary", "status", "deleted_by_name")
SELECT e."id", e."property_id", p."name", e."service_date", e."event_summary", e."status", 'system'
FROM "_duplicate_events" d
JOIN "cleaning_events" e ON e."id" = d."id"
JOIN "properties" p ON p."id" = e."property_id"
WHERE d."removable";
--> statement-breakpoint
INSERT INTO "event_history" ("event_id", "source", "action", "field", "before", "after")
SELECT d."id", 'system', CASE WHEN d."removable" THEN 'deleted' ELSE 'changed' END, CASE WHEN d."removable" THEN NULL ELSE 'note' END,
  CASE WHEN d."removable" THEN 'Duplicate of cleaning #' || d."keep_id" ELSE e."note" END,
  CASE WHEN d."removable" THEN NULL ELSE concat_ws(E'\n', NULLIF(e."note", ''), 'Possible duplicate of cleaning #' || d."keep_id" || ' (same reservation): check both and delete one.') END
FROM "_duplicate_events" d
JOIN "cleaning_events" e ON e."id" = d."id";
--> statement-breakpoint
DELETE FROM "cleaning_events" WHERE "id" IN (SELECT "id" FROM "_duplicate_events" WHERE "removable");
--> statement-breakpoint
UPDATE "cleaning_events" e
SET "reservation_key" = NULL, "feed_id" = NULL,
  "note" = concat_ws(E'\n', NULLIF(e."note", ''), 'Possible duplicate of cleaning #' || d."keep_id" || ' (same reservation): check both and delete one.')
FROM "_duplicate_events" d
WHERE e."id" = d."id" AND NOT d."removable";
--> statement-breakpoint
DROP TABLE "_duplicate_events";
--> statement-breakpoint
-- Client names: trimmed, single spaces; a second active client with the same name (any case) gets its id appended.
UPDATE "clients" SET "name" = regexp_replace(btrim("name"), '\s+', ' ', 'g') WHERE "name" <> regexp_replace(btrim("name"), '\s+', ' ', 'g');
--> statement-breakpoint
UPDATE "clients" c SET "name" = c."name" || ' (' || c."id" || ')'
FROM (SELECT "id", row_number() OVER (PARTITION BY lower("name") ORDER BY "id") AS "n" FROM "clients" WHERE "active_status") d
WHERE c."id" = d."id" AND d."n" > 1;
--> statement-breakpoint
CREATE INDEX "deleted_events_service_date_idx" ON "deleted_events" USING btree ("service_date");
--> statement-breakpoint
CREATE INDEX "event_history_event_idx" ON "event_history" USING btree ("event_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "feed_dismissals_key" ON "feed_dismissals" USING btree ("property_id","reservation_key");
--> statement-breakpoint
CREATE INDEX "feed_sync_log_feed_idx" ON "feed_sync_log" USING btree ("feed_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_property_url_key" ON "calendar_feeds" USING btree ("property_id","ical_url");
--> statement-breakpoint
CREATE INDEX "cleaning_events_feed_idx" ON "cleaning_events" USING btree ("feed_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "cleaning_events_reservation_key" ON "cleaning_events" USING btree ("property_id","reservation_key") WHERE "cleaning_events"."reservation_key" is not null;
--> statement-breakpoint
CREATE UNIQUE INDEX "clients_active_name_key" ON "clients" USING btree (lower("name")) WHERE "clients"."active_status";
