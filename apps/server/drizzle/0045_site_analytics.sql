CREATE TABLE "site_analytics_counts" (
	"website_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" varchar(16) NOT NULL,
	"key" varchar(200) NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "site_analytics_counts_website_id_day_kind_key_pk" PRIMARY KEY("website_id","day","kind","key")
);
--> statement-breakpoint
CREATE TABLE "site_analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_analytics_visitors" (
	"website_id" integer NOT NULL,
	"day" date NOT NULL,
	"hash" varchar(32) NOT NULL,
	CONSTRAINT "site_analytics_visitors_website_id_day_hash_pk" PRIMARY KEY("website_id","day","hash")
);
