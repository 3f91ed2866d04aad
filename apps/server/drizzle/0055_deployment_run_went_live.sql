ALTER TABLE "deployment_runs" ADD COLUMN "went_live_at" timestamp with time zone;--> statement-breakpoint
-- Runs from before: a run that succeeded with a release switched to it as it finished.
UPDATE "deployment_runs" SET "went_live_at" = "finished_at" WHERE "status" = 'succeeded' AND "release" IS NOT NULL;
