-- Every change of a counter (the statement triggers' bumps, or an UPDATE by hand) notifies 'data_versions'
-- with "name:version", delivered at commit and never for a rolled-back write. PGlite keeps the counters in
-- memory from these notifications instead of reading them per request (docs/decisions/0020); PostgreSQL
-- still reads them (a notification reaches another connection some time after the commit).
CREATE OR REPLACE FUNCTION notify_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('data_versions', NEW."name" || ':' || NEW."version");
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER data_versions_notify AFTER INSERT OR UPDATE ON "data_versions" FOR EACH ROW EXECUTE FUNCTION notify_data_version();
