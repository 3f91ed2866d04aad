ALTER TABLE "deployments" ADD COLUMN "app_port" integer;--> statement-breakpoint
ALTER TABLE "deployments" ADD COLUMN "caddy_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deployments" ADD COLUMN "caddy_synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deployments" ADD COLUMN "caddy_error" varchar(1000);--> statement-breakpoint
ALTER TABLE "domain_hosts" ADD COLUMN "deployment_id" integer;--> statement-breakpoint
ALTER TABLE "domain_hosts" ADD CONSTRAINT "domain_hosts_deployment_id_deployments_id_fk" FOREIGN KEY ("deployment_id") REFERENCES "public"."deployments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "domain_hosts_deployment_idx" ON "domain_hosts" USING btree ("deployment_id") WHERE "domain_hosts"."deployment_id" is not null;