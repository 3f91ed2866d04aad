-- Draft and live (issue 29): every publish is kept (the last 20) with the project data it published and what it
-- rendered, so it can be restored as the draft or made the live site again; the live publication names the
-- publish it came from; a saved revision can be given a name.
CREATE TABLE "website_publishes" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"project_data" jsonb,
	"pages" jsonb NOT NULL,
	"css" text NOT NULL,
	"published_by_id" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "website_publications" ADD COLUMN "publish_id" integer;--> statement-breakpoint
ALTER TABLE "website_revisions" ADD COLUMN "name" varchar(60);--> statement-breakpoint
ALTER TABLE "website_publishes" ADD CONSTRAINT "website_publishes_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_publishes" ADD CONSTRAINT "website_publishes_published_by_id_users_id_fk" FOREIGN KEY ("published_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "website_publishes_website_idx" ON "website_publishes" USING btree ("website_id","id");--> statement-breakpoint
ALTER TABLE "website_publications" ADD CONSTRAINT "website_publications_publish_id_website_publishes_id_fk" FOREIGN KEY ("publish_id") REFERENCES "public"."website_publishes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Existing live sites get one history row each, from their live publication. Its project data comes from the
-- published revision while that revision is still kept, else null (it can then be restored as live only); who
-- published it was never recorded, so that is null too.
INSERT INTO "website_publishes" ("website_id", "revision", "project_data", "pages", "css", "published_by_id", "published_at")
SELECT p."website_id", p."revision", r."project_data", p."pages", p."css", NULL, p."published_at"
FROM "website_publications" p
LEFT JOIN "website_revisions" r ON r."website_id" = p."website_id" AND r."revision" = p."revision";--> statement-breakpoint
UPDATE "website_publications" p SET "publish_id" = h."id"
FROM "website_publishes" h WHERE h."website_id" = p."website_id";
