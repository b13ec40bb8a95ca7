-- Change counters for the cached answers that read more than the event views (docs/decisions/0020):
-- one statement-level bump per write, like 'events' (migration 0002).
INSERT INTO "data_versions" ("name", "version") VALUES ('feeds', 0), ('history', 0), ('users', 0), ('reports', 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "data_versions" SET "version" = "version" + 1 WHERE "name" = TG_ARGV[0];
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER calendar_feeds_feeds_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "calendar_feeds" FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('feeds');
--> statement-breakpoint
CREATE TRIGGER feed_sync_log_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "feed_sync_log" FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('feeds');
--> statement-breakpoint
CREATE TRIGGER feed_dismissals_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "feed_dismissals" FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('feeds');
--> statement-breakpoint
CREATE TRIGGER event_history_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "event_history" FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('history');
--> statement-breakpoint
CREATE TRIGGER deleted_events_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "deleted_events" FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('history');
--> statement-breakpoint
CREATE TRIGGER users_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('users');
--> statement-breakpoint
CREATE TRIGGER reports_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reports" FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('reports');
--> statement-breakpoint
-- Report stats of one client: its properties' cleanings of the range, read from this index alone
-- (status and the frozen prices included), instead of every cleaning of the range by date.
CREATE INDEX IF NOT EXISTS "cleaning_events_property_date_sums_idx" ON "cleaning_events" USING btree ("property_id","service_date") INCLUDE ("status","client_price","worker_payment","supervisor_payment");
