CREATE TABLE "store_checkout_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"cart_id" integer,
	"email" varchar(254) NOT NULL,
	"recovery_token_hash" varchar(64) NOT NULL,
	"unsubscribe_token_hash" varchar(64) NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"link_expires_at" timestamp with time zone NOT NULL,
	"recovered_order_id" integer,
	"recovered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_checkout_reminders_recovery_token_hash_unique" UNIQUE("recovery_token_hash"),
	CONSTRAINT "store_checkout_reminders_unsubscribe_token_hash_unique" UNIQUE("unsubscribe_token_hash"),
	CONSTRAINT "store_checkout_reminders_order_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "store_reminder_opt_outs" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_reminder_opt_outs_store_email_unique" UNIQUE("store_id","email")
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "recovery_delay_hours" smallint DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "recovery_discount_code" varchar(40);--> statement-breakpoint
ALTER TABLE "store_checkout_reminders" ADD CONSTRAINT "store_checkout_reminders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_checkout_reminders" ADD CONSTRAINT "store_checkout_reminders_order_id_store_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."store_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_checkout_reminders" ADD CONSTRAINT "store_checkout_reminders_cart_id_store_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."store_carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_checkout_reminders" ADD CONSTRAINT "store_checkout_reminders_recovered_order_id_store_orders_id_fk" FOREIGN KEY ("recovered_order_id") REFERENCES "public"."store_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_reminder_opt_outs" ADD CONSTRAINT "store_reminder_opt_outs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_checkout_reminders_store_idx" ON "store_checkout_reminders" USING btree ("store_id","sent_at");--> statement-breakpoint
CREATE INDEX "store_checkout_reminders_cart_idx" ON "store_checkout_reminders" USING btree ("cart_id");