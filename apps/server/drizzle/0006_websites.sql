CREATE TABLE "website_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"key" varchar(200) NOT NULL,
	"content_type" varchar(40) NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "website_images_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "website_publications" (
	"website_id" integer PRIMARY KEY NOT NULL,
	"revision" integer NOT NULL,
	"pages" jsonb NOT NULL,
	"css" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "website_revisions" (
	"website_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"project_data" jsonb NOT NULL,
	"saved_by_id" integer,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "website_revisions_website_id_revision_pk" PRIMARY KEY("website_id","revision")
);
--> statement-breakpoint
CREATE TABLE "websites" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"project_id" integer NOT NULL,
	"name" varchar(40) NOT NULL,
	"subdomain" varchar(63) NOT NULL,
	"template" varchar(20) NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"project_data" jsonb NOT NULL,
	"plan" varchar(20) DEFAULT 'free' NOT NULL,
	"plan_paid_until" timestamp with time zone,
	"custom_domain" varchar(253),
	"pending_domain" varchar(253),
	"domain_token" varchar(64),
	"domain_verified_at" timestamp with time zone,
	"published_revision" integer,
	"published_at" timestamp with time zone,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "websites_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "websites_subdomain_unique" UNIQUE("subdomain"),
	CONSTRAINT "websites_custom_domain_unique" UNIQUE("custom_domain")
);
--> statement-breakpoint
ALTER TABLE "website_images" ADD CONSTRAINT "website_images_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_publications" ADD CONSTRAINT "website_publications_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_revisions" ADD CONSTRAINT "website_revisions_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_revisions" ADD CONSTRAINT "website_revisions_saved_by_id_users_id_fk" FOREIGN KEY ("saved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "websites" ADD CONSTRAINT "websites_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "websites" ADD CONSTRAINT "websites_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "website_images_website_idx" ON "website_images" USING btree ("website_id");--> statement-breakpoint
CREATE INDEX "websites_project_created_idx" ON "websites" USING btree ("project_id","created_at");