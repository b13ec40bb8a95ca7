-- Every write to what the event views read moves the 'events' counter (one statement-level bump).
INSERT INTO "data_versions" ("name", "version") VALUES ('events', 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_events_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "data_versions" SET "version" = "version" + 1 WHERE "name" = 'events';
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER cleaning_events_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cleaning_events" FOR EACH STATEMENT EXECUTE FUNCTION bump_events_version();
--> statement-breakpoint
CREATE TRIGGER assignments_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "assignments" FOR EACH STATEMENT EXECUTE FUNCTION bump_events_version();
--> statement-breakpoint
CREATE TRIGGER properties_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "properties" FOR EACH STATEMENT EXECUTE FUNCTION bump_events_version();
--> statement-breakpoint
CREATE TRIGGER property_images_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "property_images" FOR EACH STATEMENT EXECUTE FUNCTION bump_events_version();
--> statement-breakpoint
CREATE TRIGGER clients_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "clients" FOR EACH STATEMENT EXECUTE FUNCTION bump_events_version();
--> statement-breakpoint
CREATE TRIGGER employees_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "employees" FOR EACH STATEMENT EXECUTE FUNCTION bump_events_version();
