-- A site plan is bought for one website (transactions/initialize with type website): the transaction
-- remembers which plan and which site, so settling it extends that site's plan.
ALTER TABLE "transactions" ADD COLUMN "site_plan_id" varchar(20);--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "website_id" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE set null ON UPDATE no action;