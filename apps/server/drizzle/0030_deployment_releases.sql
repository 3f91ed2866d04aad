ALTER TABLE "deployment_runs" ADD COLUMN "kind" varchar(10) DEFAULT 'deploy' NOT NULL;--> statement-breakpoint
ALTER TABLE "deployment_runs" ADD COLUMN "release" varchar(120);--> statement-breakpoint
ALTER TABLE "deployment_runs" ADD COLUMN "rollback_of_run_id" integer;--> statement-breakpoint
ALTER TABLE "deployment_runs" ADD COLUMN "rolled_back" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "deployment_runs" ADD COLUMN "release_pruned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Deployments made before releases keep building in place (issue 28); new ones get releases by default.
ALTER TABLE "deployments" ADD COLUMN "strategy" varchar(10) DEFAULT 'in_place' NOT NULL;--> statement-breakpoint
ALTER TABLE "deployments" ALTER COLUMN "strategy" SET DEFAULT 'releases';--> statement-breakpoint
ALTER TABLE "deployments" ADD COLUMN "shared_paths" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "deployments" ADD COLUMN "keep_releases" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "deployments" ADD COLUMN "restart_command" text;--> statement-breakpoint
ALTER TABLE "deployments" ADD COLUMN "health_check_url" varchar(2048);--> statement-breakpoint
ALTER TABLE "deployments" ADD COLUMN "health_check_command" text;--> statement-breakpoint
ALTER TABLE "deployments" ADD COLUMN "health_check_timeout_seconds" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "deployments" ADD COLUMN "health_check_retry_seconds" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "deployment_runs" ADD CONSTRAINT "deployment_runs_rollback_of_run_id_deployment_runs_id_fk" FOREIGN KEY ("rollback_of_run_id") REFERENCES "public"."deployment_runs"("id") ON DELETE set null ON UPDATE no action;