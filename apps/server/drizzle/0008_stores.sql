CREATE TABLE "store_cart_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "store_cart_lines_cart_variant_unique" UNIQUE("cart_id","variant_id"),
	CONSTRAINT "store_cart_lines_quantity_check" CHECK ("store_cart_lines"."quantity" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "store_carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_carts_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "store_fees" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_fees_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "store_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"variant_id" integer,
	"product_name" varchar(120) NOT NULL,
	"variant_name" varchar(80) NOT NULL,
	"unit_price" integer NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"store_id" integer NOT NULL,
	"number" integer NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"email" varchar(254) NOT NULL,
	"name" varchar(120) NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"currency" varchar(3) NOT NULL,
	"subtotal" integer NOT NULL,
	"shipping" integer NOT NULL,
	"total" integer NOT NULL,
	"payment_reference" varchar(64) NOT NULL,
	"cart_id" integer,
	"provider_transaction_id" varchar(100),
	"hold_expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_orders_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "store_orders_payment_reference_unique" UNIQUE("payment_reference"),
	CONSTRAINT "store_orders_store_number_unique" UNIQUE("store_id","number")
);
--> statement-breakpoint
CREATE TABLE "store_product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"product_id" integer NOT NULL,
	"file_key" varchar(200) NOT NULL,
	"content_type" varchar(40) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt" varchar(200) DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_product_images_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "store_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"store_id" integer NOT NULL,
	"slug" varchar(80) NOT NULL,
	"name" varchar(120) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" varchar(10) DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_products_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "store_products_store_slug_unique" UNIQUE("store_id","slug")
);
--> statement-breakpoint
CREATE TABLE "store_registration_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_registration_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "store_seller_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_seller_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "store_seller_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_seller_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "store_sellers" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_sellers_store_email_unique" UNIQUE("store_id","email")
);
--> statement-breakpoint
CREATE TABLE "store_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"product_id" integer NOT NULL,
	"name" varchar(80) DEFAULT 'Default' NOT NULL,
	"sku" varchar(64),
	"price" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_variants_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "store_variants_price_check" CHECK ("store_variants"."price" >= 0),
	CONSTRAINT "store_variants_stock_check" CHECK ("store_variants"."held" >= 0 and "store_variants"."held" <= "store_variants"."stock")
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"project_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"domain" varchar(63) NOT NULL,
	"theme" varchar(20) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"shipping_rate" integer DEFAULT 0 NOT NULL,
	"logo_file_key" varchar(200),
	"colors" jsonb,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stores_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "stores_domain_unique" UNIQUE("domain")
);
--> statement-breakpoint
ALTER TABLE "sandbox_charges" DROP CONSTRAINT "sandbox_charges_reference_transactions_reference_fk";
--> statement-breakpoint
ALTER TABLE "store_cart_lines" ADD CONSTRAINT "store_cart_lines_cart_id_store_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."store_carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_cart_lines" ADD CONSTRAINT "store_cart_lines_variant_id_store_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."store_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_carts" ADD CONSTRAINT "store_carts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_fees" ADD CONSTRAINT "store_fees_order_id_store_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."store_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_fees" ADD CONSTRAINT "store_fees_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_order_lines" ADD CONSTRAINT "store_order_lines_order_id_store_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."store_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_order_lines" ADD CONSTRAINT "store_order_lines_variant_id_store_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."store_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_cart_id_store_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."store_carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_product_images" ADD CONSTRAINT "store_product_images_product_id_store_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."store_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_products" ADD CONSTRAINT "store_products_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_registration_tokens" ADD CONSTRAINT "store_registration_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_seller_reset_tokens" ADD CONSTRAINT "store_seller_reset_tokens_seller_id_store_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."store_sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_seller_sessions" ADD CONSTRAINT "store_seller_sessions_seller_id_store_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."store_sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_sellers" ADD CONSTRAINT "store_sellers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_variants" ADD CONSTRAINT "store_variants_product_id_store_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."store_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_carts_updated_idx" ON "store_carts" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "store_order_lines_order_idx" ON "store_order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "store_orders_store_created_idx" ON "store_orders" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "store_orders_pending_hold_idx" ON "store_orders" USING btree ("status","hold_expires_at");--> statement-breakpoint
CREATE INDEX "store_product_images_product_idx" ON "store_product_images" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "store_products_store_status_idx" ON "store_products" USING btree ("store_id","status");--> statement-breakpoint
CREATE INDEX "store_seller_sessions_seller_idx" ON "store_seller_sessions" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "store_variants_product_idx" ON "store_variants" USING btree ("product_id");