CREATE TABLE "pilot_discount_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"percent_off" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "pilot_discount_codes_percent" CHECK ("pilot_discount_codes"."percent_off" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "pilot_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(40) NOT NULL,
	"dollar_price" integer NOT NULL,
	"naira_price" integer NOT NULL,
	"details" jsonb NOT NULL,
	"size" varchar(40) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pilot_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"details" varchar(300) NOT NULL,
	"image" varchar(60) NOT NULL,
	"setup" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"server_id" integer,
	"server_name" varchar(80) NOT NULL,
	"user_id" integer,
	"action" varchar(20) NOT NULL,
	"outcome" varchar(10) NOT NULL,
	"message" varchar(500) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "servers" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(40) NOT NULL,
	"project_id" integer NOT NULL,
	"workspace_id" integer NOT NULL,
	"name" varchar(80) NOT NULL,
	"hostname" varchar(80) NOT NULL,
	"ip" varchar(253),
	"port" integer DEFAULT 22 NOT NULL,
	"protocol" varchar(5) NOT NULL,
	"username" varchar(32) NOT NULL,
	"auth_method" varchar(10) NOT NULL,
	"credential_enc" text,
	"host_key_fingerprint" varchar(100),
	"os" varchar(120),
	"git_installed" boolean,
	"active" integer DEFAULT 0 NOT NULL,
	"pilot_id" varchar(48),
	"cloud_provider" varchar(20),
	"provider_server_id" varchar(100),
	"busy_since" timestamp with time zone,
	"plan_id" integer,
	"template_id" integer,
	"expires_at" timestamp with time zone,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "servers_slug_unique" UNIQUE("slug"),
	CONSTRAINT "servers_pilot_id_unique" UNIQUE("pilot_id"),
	CONSTRAINT "servers_active_bit" CHECK ("servers"."active" in (0, 1)),
	CONSTRAINT "servers_port_range" CHECK ("servers"."port" between 1 and 65535)
);
--> statement-breakpoint
CREATE TABLE "ssh_access_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(40) NOT NULL,
	"server_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"public_key" text NOT NULL,
	"fingerprint" varchar(100) NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ssh_access_entries_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "pilot_plan_id" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "pilot_template_id" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "project_id" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "discount_code_id" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "server_id" integer;--> statement-breakpoint
ALTER TABLE "server_logs" ADD CONSTRAINT "server_logs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "server_logs" ADD CONSTRAINT "server_logs_server_id_servers_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."servers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "server_logs" ADD CONSTRAINT "server_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "servers" ADD CONSTRAINT "servers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "servers" ADD CONSTRAINT "servers_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "servers" ADD CONSTRAINT "servers_plan_id_pilot_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."pilot_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "servers" ADD CONSTRAINT "servers_template_id_pilot_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."pilot_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "servers" ADD CONSTRAINT "servers_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ssh_access_entries" ADD CONSTRAINT "ssh_access_entries_server_id_servers_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."servers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ssh_access_entries" ADD CONSTRAINT "ssh_access_entries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ssh_access_entries" ADD CONSTRAINT "ssh_access_entries_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pilot_discount_codes_code_key" ON "pilot_discount_codes" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "server_logs_project_created_idx" ON "server_logs" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "servers_project_created_idx" ON "servers" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "ssh_access_entries_server_created_idx" ON "ssh_access_entries" USING btree ("server_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ssh_access_entries_server_fingerprint_key" ON "ssh_access_entries" USING btree ("server_id","fingerprint");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_pilot_plan_id_pilot_plans_id_fk" FOREIGN KEY ("pilot_plan_id") REFERENCES "public"."pilot_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_pilot_template_id_pilot_templates_id_fk" FOREIGN KEY ("pilot_template_id") REFERENCES "public"."pilot_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_discount_code_id_pilot_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."pilot_discount_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_server_id_servers_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."servers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
INSERT INTO "pilot_plans" ("name", "dollar_price", "naira_price", "details", "size", "sort_order") VALUES
  ('Starter', 600, 960000, '["1 vCPU", "1 GB memory", "25 GB SSD", "1 TB transfer"]', 's-1vcpu-1gb', 1),
  ('Basic', 1200, 1920000, '["1 vCPU", "2 GB memory", "50 GB SSD", "2 TB transfer"]', 's-1vcpu-2gb', 2),
  ('Standard', 2400, 3840000, '["2 vCPUs", "4 GB memory", "80 GB SSD", "4 TB transfer"]', 's-2vcpu-4gb', 3),
  ('Pro', 4800, 7680000, '["4 vCPUs", "8 GB memory", "160 GB SSD", "5 TB transfer"]', 's-4vcpu-8gb', 4);--> statement-breakpoint
INSERT INTO "pilot_templates" ("name", "details", "image", "setup", "sort_order") VALUES
  ('Ubuntu 24.04', 'A clean Ubuntu 24.04 LTS server with git, ready for your own stack.', 'ubuntu-24-04-x64', 'command -v git >/dev/null || (apt-get update -qq && apt-get install -y -qq git)', 1),
  ('Node.js', 'Ubuntu 24.04 with Node.js, npm and git, for JavaScript and TypeScript apps.', 'ubuntu-24-04-x64', 'apt-get update -qq && apt-get install -y -qq git nodejs npm', 2),
  ('Static site', 'Ubuntu 24.04 with nginx serving /var/www/html, for static sites and single-page apps.', 'ubuntu-24-04-x64', 'apt-get update -qq && apt-get install -y -qq git nginx', 3),
  ('LAMP', 'Ubuntu 24.04 with Apache, MySQL and PHP, for PHP apps such as WordPress or Laravel.', 'ubuntu-24-04-x64', 'apt-get update -qq && apt-get install -y -qq git apache2 mysql-server php libapache2-mod-php php-mysql', 4);--> statement-breakpoint
INSERT INTO "pilot_discount_codes" ("code", "percent_off", "expires_at") VALUES
  ('WELCOME10', 10, NULL),
  ('LAUNCH50', 50, NULL),
  ('SUMMER25', 25, '2025-09-01T00:00:00Z');
