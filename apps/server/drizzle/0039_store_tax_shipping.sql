CREATE TABLE "store_shipping_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"zone_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"amount" integer NOT NULL,
	"free_above" integer,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "store_shipping_rates_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "store_shipping_rates_amount_range" CHECK ("store_shipping_rates"."amount" >= 0 and ("store_shipping_rates"."free_above" is null or "store_shipping_rates"."free_above" >= 0))
);
--> statement-breakpoint
CREATE TABLE "store_shipping_zone_countries" (
	"zone_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"country" varchar(2) NOT NULL,
	CONSTRAINT "store_shipping_zone_countries_store_country_unique" UNIQUE("store_id","country")
);
--> statement-breakpoint
CREATE TABLE "store_shipping_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"store_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_shipping_zones_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "store_tax_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"country" varchar(2) NOT NULL,
	"region" varchar(10) DEFAULT '' NOT NULL,
	"rate" integer NOT NULL,
	CONSTRAINT "store_tax_rates_place_unique" UNIQUE("store_id","country","region"),
	CONSTRAINT "store_tax_rates_rate_range" CHECK ("store_tax_rates"."rate" between 0 and 100000)
);
--> statement-breakpoint
CREATE TABLE "store_tax_settings" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"prices_include_tax" boolean DEFAULT false NOT NULL,
	"tax_name" varchar(30) DEFAULT 'Tax' NOT NULL,
	"tax_shipping" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "shipping_method" varchar(60);--> statement-breakpoint
ALTER TABLE "store_shipping_rates" ADD CONSTRAINT "store_shipping_rates_zone_id_store_shipping_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."store_shipping_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_shipping_zone_countries" ADD CONSTRAINT "store_shipping_zone_countries_zone_id_store_shipping_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."store_shipping_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_shipping_zone_countries" ADD CONSTRAINT "store_shipping_zone_countries_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_shipping_zones" ADD CONSTRAINT "store_shipping_zones_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_tax_rates" ADD CONSTRAINT "store_tax_rates_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_tax_settings" ADD CONSTRAINT "store_tax_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_shipping_rates_zone_idx" ON "store_shipping_rates" USING btree ("zone_id");--> statement-breakpoint
CREATE INDEX "store_shipping_zones_store_idx" ON "store_shipping_zones" USING btree ("store_id");