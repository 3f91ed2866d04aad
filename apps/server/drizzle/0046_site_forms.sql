CREATE TABLE "form_monthly_usage" (
	"website_id" integer NOT NULL,
	"month" date NOT NULL,
	"submissions" integer DEFAULT 0 NOT NULL,
	"refused" integer DEFAULT 0 NOT NULL,
	"limit_noticed_at" timestamp with time zone,
	CONSTRAINT "form_monthly_usage_website_id_month_pk" PRIMARY KEY("website_id","month")
);
--> statement-breakpoint
CREATE TABLE "form_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"form_key" varchar(60) NOT NULL,
	"form_name" varchar(60) NOT NULL,
	"fields" jsonb NOT NULL,
	"search_text" varchar(20000) NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"page_path" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form_monthly_usage" ADD CONSTRAINT "form_monthly_usage_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_submissions_website_idx" ON "form_submissions" USING btree ("website_id","id");