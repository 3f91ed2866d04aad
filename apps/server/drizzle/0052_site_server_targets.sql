CREATE TABLE "site_server_releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"target_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"publish_id" integer,
	"revision" integer NOT NULL,
	"pruned" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_server_targets" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"server_id" integer NOT NULL,
	"deploy_path" varchar(255) NOT NULL,
	"keep_releases" integer DEFAULT 5 NOT NULL,
	"live_release" varchar(120),
	"release_state" varchar(20) DEFAULT 'queued' NOT NULL,
	"release_error" varchar(500),
	"release_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_server_targets_website_id_unique" UNIQUE("website_id")
);
--> statement-breakpoint
ALTER TABLE "site_server_releases" ADD CONSTRAINT "site_server_releases_target_id_site_server_targets_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."site_server_targets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_server_releases" ADD CONSTRAINT "site_server_releases_publish_id_website_publishes_id_fk" FOREIGN KEY ("publish_id") REFERENCES "public"."website_publishes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_server_targets" ADD CONSTRAINT "site_server_targets_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_server_targets" ADD CONSTRAINT "site_server_targets_server_id_servers_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."servers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_server_releases_target_idx" ON "site_server_releases" USING btree ("target_id","id");