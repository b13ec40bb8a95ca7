ALTER TABLE "event_photos" DROP CONSTRAINT "event_photos_media_name_media_files_name_fk";
--> statement-breakpoint
ALTER TABLE "problem_photos" DROP CONSTRAINT "problem_photos_media_name_media_files_name_fk";
