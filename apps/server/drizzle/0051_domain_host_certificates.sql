ALTER TABLE "domain_hosts" ADD COLUMN "certificate_state" varchar(10);--> statement-breakpoint
ALTER TABLE "domain_hosts" ADD COLUMN "certificate_issuer" varchar(200);--> statement-breakpoint
ALTER TABLE "domain_hosts" ADD COLUMN "certificate_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "domain_hosts" ADD COLUMN "certificate_error" varchar(300);--> statement-breakpoint
ALTER TABLE "domain_hosts" ADD COLUMN "certificate_checked_at" timestamp with time zone;