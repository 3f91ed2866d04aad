CREATE TABLE "website_form_recipients" (
	"website_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "website_form_recipients_website_id_user_id_pk" PRIMARY KEY("website_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "website_form_recipients" ADD CONSTRAINT "website_form_recipients_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_form_recipients" ADD CONSTRAINT "website_form_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "website_form_recipients_user_idx" ON "website_form_recipients" USING btree ("user_id");