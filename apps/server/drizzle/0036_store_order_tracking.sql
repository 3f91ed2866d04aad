ALTER TABLE "store_orders" ADD COLUMN "shipping_carrier" varchar(60);--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "tracking_number" varchar(64);