CREATE TABLE "store_discount_products" (
	"discount_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "store_discount_products_discount_id_product_id_pk" PRIMARY KEY("discount_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "store_discount_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"discount_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_discount_redemptions_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "store_discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"store_id" integer NOT NULL,
	"code" varchar(40) NOT NULL,
	"kind" varchar(14) NOT NULL,
	"percent" integer,
	"amount" integer,
	"minimum_subtotal" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"per_customer_limit" integer,
	"active" boolean DEFAULT true NOT NULL,
	"limited_to_products" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_discounts_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "store_discounts_store_code_unique" UNIQUE("store_id","code"),
	CONSTRAINT "store_discounts_code_check" CHECK ("store_discounts"."code" ~ '^[A-Z0-9_-]{3,40}$'),
	CONSTRAINT "store_discounts_value_check" CHECK (("store_discounts"."kind" = 'percent' and "store_discounts"."percent" between 1 and 100)
        or ("store_discounts"."kind" = 'fixed' and "store_discounts"."amount" > 0)
        or ("store_discounts"."kind" = 'free-shipping')),
	CONSTRAINT "store_discounts_limits_check" CHECK (coalesce("store_discounts"."minimum_subtotal", 0) >= 0 and coalesce("store_discounts"."usage_limit", 1) >= 1 and coalesce("store_discounts"."per_customer_limit", 1) >= 1),
	CONSTRAINT "store_discounts_dates_check" CHECK ("store_discounts"."starts_at" is null or "store_discounts"."ends_at" is null or "store_discounts"."ends_at" > "store_discounts"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "store_carts" ADD COLUMN "discount_code" varchar(40);--> statement-breakpoint
ALTER TABLE "store_discount_products" ADD CONSTRAINT "store_discount_products_discount_id_store_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."store_discounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_discount_products" ADD CONSTRAINT "store_discount_products_product_id_store_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."store_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_discount_redemptions" ADD CONSTRAINT "store_discount_redemptions_discount_id_store_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."store_discounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_discount_redemptions" ADD CONSTRAINT "store_discount_redemptions_order_id_store_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."store_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_discounts" ADD CONSTRAINT "store_discounts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_discount_redemptions_discount_idx" ON "store_discount_redemptions" USING btree ("discount_id","email");