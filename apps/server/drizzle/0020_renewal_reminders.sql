-- Issue 25: a plan is paid a month at a time at the hosted checkout and nothing charges it again, so the
-- owner is e-mailed once before the paid period ends (these columns record it) and an unpaid plan ends after
-- a week's grace.
ALTER TABLE "workspace_subscriptions" ADD COLUMN "renewal_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "plan_renewal_reminded_at" timestamp with time zone;