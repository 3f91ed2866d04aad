-- Issue 28: the last state check of each server over SSH (reachable, when, uptime, disk and memory free), and its claim.
ALTER TABLE "servers" ADD COLUMN "reachable" boolean;--> statement-breakpoint
ALTER TABLE "servers" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "servers" ADD COLUMN "check_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "servers" ADD COLUMN "check_message" varchar(300);--> statement-breakpoint
ALTER TABLE "servers" ADD COLUMN "uptime_seconds" bigint;--> statement-breakpoint
ALTER TABLE "servers" ADD COLUMN "disk_free_bytes" bigint;--> statement-breakpoint
ALTER TABLE "servers" ADD COLUMN "memory_free_bytes" bigint;