CREATE TABLE "sandbox_refunds" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"charge_id" varchar(64) NOT NULL,
	"idempotency_key" varchar(100) NOT NULL,
	"amount" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "store_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"order_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"shipping" integer DEFAULT 0 NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"restock" boolean DEFAULT false NOT NULL,
	"reason" text,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"provider_refund_id" varchar(100),
	"failure" varchar(300),
	"idempotency_key" varchar(100) NOT NULL,
	"created_by_seller_id" integer,
	"created_by_system" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_refunds_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "store_refunds_order_key_unique" UNIQUE("order_id","idempotency_key"),
	CONSTRAINT "store_refunds_amount_check" CHECK ("store_refunds"."amount" > 0 and "store_refunds"."shipping" between 0 and "store_refunds"."amount")
);
--> statement-breakpoint
ALTER TABLE "store_orders" ALTER COLUMN "status" SET DATA TYPE varchar(20);--> statement-breakpoint
ALTER TABLE "store_orders" ALTER COLUMN "status" SET DEFAULT 'pending';--> statement-breakpoint
ALTER TABLE "store_refunds" ADD CONSTRAINT "store_refunds_order_id_store_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."store_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_refunds" ADD CONSTRAINT "store_refunds_created_by_seller_id_store_sellers_id_fk" FOREIGN KEY ("created_by_seller_id") REFERENCES "public"."store_sellers"("id") ON DELETE set null ON UPDATE no action;