-- Issue 25: a downgrade or cancellation is scheduled for the end of the paid period (the workspace keeps
-- its plan until renews_at), and a prorated upgrade records the renewal date it keeps.
ALTER TABLE "transactions" ADD COLUMN "prorated_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workspace_subscriptions" ADD COLUMN "scheduled_plan" varchar(10);