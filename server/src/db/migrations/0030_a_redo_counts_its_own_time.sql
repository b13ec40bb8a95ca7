-- A photo answers one item (docs/decisions/0050-a-redo-counts-its-own-time.md): the same file is one photo per
-- item, and one for the cleaning itself, instead of one per cleaning.
DROP INDEX "event_photos_event_media_key";--> statement-breakpoint
ALTER TABLE "event_photos" ADD CONSTRAINT "event_photos_event_media_item_key" UNIQUE NULLS NOT DISTINCT("event_id","media_name","checklist_item_id");--> statement-breakpoint
-- An answer whose photo was taken over by another item (or is a photo of the cleaning) gets a photo of its own.
INSERT INTO "event_photos" ("event_id", "media_name", "uploaded_by", "created_at", "checklist_item_id")
SELECT p."event_id", p."media_name", p."uploaded_by", p."created_at", a."item_id"
FROM "checklist_answers" a JOIN "event_photos" p ON p."id" = a."photo_id"
WHERE p."checklist_item_id" IS DISTINCT FROM a."item_id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "checklist_answers" a SET "photo_id" = own."id"
FROM "event_photos" p, "event_photos" own
WHERE p."id" = a."photo_id" AND p."checklist_item_id" IS DISTINCT FROM a."item_id"
  AND own."event_id" = p."event_id" AND own."media_name" = p."media_name" AND own."checklist_item_id" = a."item_id";--> statement-breakpoint
-- A redo measured from the first Start: a cleaning sent back after it was started had its Start kept. That
-- Start goes to the history (with the first Done of a redo not yet done); the redo's real start is not
-- known, so a redo already done has no duration rather than one spanning the send-back.
WITH "redone" AS (
  SELECT e."id", e."status", e."started_at", e."finished_at"
  FROM "cleaning_events" e
  WHERE e."started_at" IS NOT NULL AND EXISTS (
    SELECT 1 FROM "event_history" h
    WHERE h."event_id" = e."id" AND h."field" = 'status' AND h."before" = 'in_review' AND h."after" = 'assigned'
      AND h."at" > e."started_at"
  )
), "kept" AS (
  INSERT INTO "event_history" ("event_id", "source", "action", "field", "before", "after")
  SELECT "id", 'system', 'changed', 'started_at', to_char("started_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), NULL
  FROM "redone"
  UNION ALL
  SELECT "id", 'system', 'changed', 'finished_at', to_char("finished_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), NULL
  FROM "redone" WHERE "status" = 'assigned' AND "finished_at" IS NOT NULL
)
UPDATE "cleaning_events" e
SET "started_at" = NULL, "finished_at" = CASE WHEN e."status" = 'assigned' THEN NULL ELSE e."finished_at" END
FROM "redone" r WHERE e."id" = r."id";
