CREATE TABLE "deployment_commands" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(40) NOT NULL,
	"deployment_id" integer NOT NULL,
	"commands" text NOT NULL,
	"updated_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deployment_commands_slug_unique" UNIQUE("slug"),
	CONSTRAINT "deployment_commands_deployment_id_unique" UNIQUE("deployment_id")
);
--> statement-breakpoint
CREATE TABLE "deployment_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(40) NOT NULL,
	"deployment_id" integer NOT NULL,
	"variables_enc" text NOT NULL,
	"updated_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deployment_configs_slug_unique" UNIQUE("slug"),
	CONSTRAINT "deployment_configs_deployment_id_unique" UNIQUE("deployment_id")
);
--> statement-breakpoint
CREATE TABLE "deployment_run_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"stream" varchar(6) NOT NULL,
	"line" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deployment_run_logs_run_seq_key" UNIQUE("run_id","seq")
);
--> statement-breakpoint
CREATE TABLE "deployment_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"deployment_id" integer NOT NULL,
	"status" varchar(12) DEFAULT 'queued' NOT NULL,
	"trigger" varchar(10) NOT NULL,
	"commit_sha" varchar(64),
	"exit_code" integer,
	"failure_reason" varchar(300),
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"started_by_id" integer,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "deployments" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(40) NOT NULL,
	"project_id" integer NOT NULL,
	"workspace_id" integer NOT NULL,
	"server_id" integer NOT NULL,
	"repository_id" integer NOT NULL,
	"branch" varchar(255) NOT NULL,
	"deploy_path" varchar(255) NOT NULL,
	"schedule" varchar(8),
	"timezone" varchar(64) DEFAULT 'UTC' NOT NULL,
	"next_run_at" timestamp with time zone,
	"push_to_deploy" boolean DEFAULT false NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deployments_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "deployment_commands" ADD CONSTRAINT "deployment_commands_deployment_id_deployments_id_fk" FOREIGN KEY ("deployment_id") REFERENCES "public"."deployments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployment_commands" ADD CONSTRAINT "deployment_commands_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployment_configs" ADD CONSTRAINT "deployment_configs_deployment_id_deployments_id_fk" FOREIGN KEY ("deployment_id") REFERENCES "public"."deployments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployment_configs" ADD CONSTRAINT "deployment_configs_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployment_run_logs" ADD CONSTRAINT "deployment_run_logs_run_id_deployment_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."deployment_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployment_runs" ADD CONSTRAINT "deployment_runs_deployment_id_deployments_id_fk" FOREIGN KEY ("deployment_id") REFERENCES "public"."deployments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployment_runs" ADD CONSTRAINT "deployment_runs_started_by_id_users_id_fk" FOREIGN KEY ("started_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployments" ADD CONSTRAINT "deployments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployments" ADD CONSTRAINT "deployments_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployments" ADD CONSTRAINT "deployments_server_id_servers_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."servers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployments" ADD CONSTRAINT "deployments_repository_id_repositories_id_fk" FOREIGN KEY ("repository_id") REFERENCES "public"."repositories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployments" ADD CONSTRAINT "deployments_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deployment_runs_deployment_queued_idx" ON "deployment_runs" USING btree ("deployment_id","queued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deployment_runs_one_running_key" ON "deployment_runs" USING btree ("deployment_id") WHERE "deployment_runs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "deployment_runs_running_idx" ON "deployment_runs" USING btree ("heartbeat_at") WHERE "deployment_runs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "deployments_project_created_idx" ON "deployments" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "deployments_server_created_idx" ON "deployments" USING btree ("server_id","created_at");--> statement-breakpoint
CREATE INDEX "deployments_next_run_idx" ON "deployments" USING btree ("next_run_at") WHERE "deployments"."next_run_at" is not null;