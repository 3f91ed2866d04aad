ALTER TABLE "website_publications" ADD COLUMN "favicon" "bytea";--> statement-breakpoint
ALTER TABLE "website_publishes" ADD COLUMN "favicon" "bytea";