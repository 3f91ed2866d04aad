-- Push to deploy from the providers (issue 28): one webhook per provider repository (its secret sealed, its
-- slug in the URL the provider posts to; it goes with the repository), and the delivery ids already acted on,
-- unique per platform, so a replayed or redelivered push queues nothing.
CREATE TABLE "provider_push_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"platform" varchar(20) NOT NULL,
	"delivery_id" varchar(100) NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_push_deliveries_platform_delivery_key" UNIQUE("platform","delivery_id")
);
--> statement-breakpoint
CREATE TABLE "provider_push_hooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(40) NOT NULL,
	"repository_id" integer NOT NULL,
	"provider_hook_id" varchar(100) NOT NULL,
	"secret_enc" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_push_hooks_slug_unique" UNIQUE("slug"),
	CONSTRAINT "provider_push_hooks_repository_id_unique" UNIQUE("repository_id")
);
--> statement-breakpoint
ALTER TABLE "provider_push_hooks" ADD CONSTRAINT "provider_push_hooks_repository_id_repositories_id_fk" FOREIGN KEY ("repository_id") REFERENCES "public"."repositories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_push_deliveries_received_idx" ON "provider_push_deliveries" USING btree ("received_at");