CREATE TABLE "domain_hosts" (
	"id" serial PRIMARY KEY NOT NULL,
	"domain_id" integer NOT NULL,
	"host" varchar(253) NOT NULL,
	"target_kind" varchar(20) NOT NULL,
	"website_id" integer,
	"store_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "domain_hosts_domain_host_unique" UNIQUE("domain_id","host")
);
--> statement-breakpoint
CREATE TABLE "workspace_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"name" varchar(253) NOT NULL,
	"token" varchar(64) NOT NULL,
	"verified_at" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	"last_error" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_domains_workspace_name_unique" UNIQUE("workspace_id","name")
);
--> statement-breakpoint
ALTER TABLE "domain_hosts" ADD CONSTRAINT "domain_hosts_domain_id_workspace_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."workspace_domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_hosts" ADD CONSTRAINT "domain_hosts_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_hosts" ADD CONSTRAINT "domain_hosts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_domains" ADD CONSTRAINT "workspace_domains_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "domain_hosts_host_idx" ON "domain_hosts" USING btree ("host");--> statement-breakpoint
CREATE UNIQUE INDEX "workspace_domains_verified_name_unique" ON "workspace_domains" USING btree ("name") WHERE "workspace_domains"."verified_at" is not null;