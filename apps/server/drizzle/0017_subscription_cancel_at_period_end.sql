-- Issue 25: site plans and pilots can be cancelled at period end (the billing cycle ends them then); an
-- ended site plan keeps its custom domain, unserved; a pilot's destruction warning is e-mailed once.
ALTER TABLE "websites" ADD COLUMN "plan_cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "custom_domain_suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "servers" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "servers" ADD COLUMN "destruction_warned_at" timestamp with time zone;