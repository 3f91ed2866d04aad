ALTER TABLE "store_order_lines" ADD COLUMN "discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_order_lines" ADD COLUMN "tax" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "shipping_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "tax" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "shipping_tax" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "tax_included" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "discount_code" varchar(40);--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "tax_name" varchar(40);--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_total_check" CHECK ("store_orders"."total" = "store_orders"."subtotal" + "store_orders"."shipping" - "store_orders"."discount" + case when "store_orders"."tax_included" then 0 else "store_orders"."tax" end);--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_amounts_check" CHECK ("store_orders"."discount" >= 0 and "store_orders"."tax" >= 0 and "store_orders"."shipping_discount" between 0 and "store_orders"."shipping" and "store_orders"."total" >= 0);