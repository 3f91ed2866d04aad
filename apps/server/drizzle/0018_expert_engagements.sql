-- Issue 25: an expert hire is an engagement whose trial is a trial. Until now a hire wrote a 'success'
-- billing row for the monthly amount while nothing was charged; the billing cycle now charges the saved
-- card when the trial (then each month) ends. The engagement keeps its period, its claim on the charge,
-- its cancellation, the trial reminder, the card's last digits and the hire's brief. The rows that
-- claimed a payment no one made are removed (nothing was charged, no receipt was sent for them); their
-- hires keep trialing and are charged by the cycle when their trial is over.
ALTER TABLE "expert_hires" ALTER COLUMN "transaction_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "card_payment_methods" ADD COLUMN "last4" varchar(4);--> statement-breakpoint
ALTER TABLE "expert_hires" ADD COLUMN "period_ends_at" timestamp with time zone;--> statement-breakpoint
UPDATE "expert_hires" SET "period_ends_at" = "trial_ends_at";--> statement-breakpoint
ALTER TABLE "expert_hires" ALTER COLUMN "period_ends_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "expert_hires" ADD COLUMN "paid_periods" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "expert_hires" ADD COLUMN "charge_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "expert_hires" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "expert_hires" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "expert_hires" ADD COLUMN "trial_reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "expert_hires" ADD COLUMN "card_last4" varchar(4);--> statement-breakpoint
ALTER TABLE "expert_hires" ADD COLUMN "brief_need" varchar(500) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "expert_hires" ADD COLUMN "brief_due_on" date;--> statement-breakpoint
ALTER TABLE "expert_hires" ADD COLUMN "brief_project_id" integer;--> statement-breakpoint
ALTER TABLE "expert_hires" ADD CONSTRAINT "expert_hires_brief_project_id_projects_id_fk" FOREIGN KEY ("brief_project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expert_hires_period_ends_idx" ON "expert_hires" USING btree ("period_ends_at");--> statement-breakpoint
UPDATE "expert_hires" SET "transaction_id" = NULL WHERE "status" = 'trialing';--> statement-breakpoint
DELETE FROM "transactions" t WHERE t."type" = 'expert' AND t."provider_transaction_id" IS NULL AND t."status" = 'success'
  AND NOT EXISTS (SELECT 1 FROM "expert_hires" h WHERE h."transaction_id" = t."id");