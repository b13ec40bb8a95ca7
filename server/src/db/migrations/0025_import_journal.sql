CREATE TABLE "import_journal" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"previous" jsonb
);
--> statement-breakpoint
CREATE INDEX "import_journal_client_idx" ON "import_journal" USING btree ("client_id","id");