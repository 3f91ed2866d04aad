CREATE TABLE "website_redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"subdomain" varchar(63) NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "website_redirects_subdomain_unique" UNIQUE("subdomain")
);
--> statement-breakpoint
ALTER TABLE "website_redirects" ADD CONSTRAINT "website_redirects_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "website_redirects_website_idx" ON "website_redirects" USING btree ("website_id");