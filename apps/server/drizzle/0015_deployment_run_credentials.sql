-- Issue 24 §2: a deployment run clones an Aerie Git repository with a credential of its own, read-only,
-- for that repository only, trusted while the run is running; no longer with a personal access token of a
-- person (valid for every repository they see, for pushing too). Only the secret's SHA-256 is stored.
CREATE TABLE "deployment_run_credentials" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"repository_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deployment_run_credentials_run_id_unique" UNIQUE("run_id"),
	CONSTRAINT "deployment_run_credentials_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "deployment_run_credentials" ADD CONSTRAINT "deployment_run_credentials_run_id_deployment_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."deployment_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployment_run_credentials" ADD CONSTRAINT "deployment_run_credentials_repository_id_repositories_id_fk" FOREIGN KEY ("repository_id") REFERENCES "public"."repositories"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The temporary personal access tokens runs made before this (named so, 15 minutes long; people choose
-- whole days) go now: one left by a crashed run would still read and push for its person until it expired.
DELETE FROM "personal_access_tokens" WHERE "name" LIKE 'Deployment run % (temporary)' AND "expires_at" - "created_at" <= interval '16 minutes';
