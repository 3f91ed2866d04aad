-- Issue 24: promo codes get usage limits, in total (max_uses) and per workspace (max_uses_per_workspace),
-- NULL meaning no limit. `uses` and pilot_discount_code_uses count the payments started with a code; they
-- move by conditional updates only, so concurrent checkouts never pass a limit.
CREATE TABLE "pilot_discount_code_uses" (
	"code_id" integer NOT NULL,
	"workspace_id" integer NOT NULL,
	"uses" integer NOT NULL,
	CONSTRAINT "pilot_discount_code_uses_code_id_workspace_id_pk" PRIMARY KEY("code_id","workspace_id"),
	CONSTRAINT "pilot_discount_code_uses_uses" CHECK ("pilot_discount_code_uses"."uses" >= 0)
);
--> statement-breakpoint
ALTER TABLE "pilot_discount_codes" ADD COLUMN "max_uses" integer;--> statement-breakpoint
ALTER TABLE "pilot_discount_codes" ADD COLUMN "max_uses_per_workspace" integer;--> statement-breakpoint
ALTER TABLE "pilot_discount_codes" ADD COLUMN "uses" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pilot_discount_code_uses" ADD CONSTRAINT "pilot_discount_code_uses_code_id_pilot_discount_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."pilot_discount_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pilot_discount_code_uses" ADD CONSTRAINT "pilot_discount_code_uses_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pilot_discount_codes" ADD CONSTRAINT "pilot_discount_codes_max_uses" CHECK ("pilot_discount_codes"."max_uses" >= 0);--> statement-breakpoint
ALTER TABLE "pilot_discount_codes" ADD CONSTRAINT "pilot_discount_codes_max_uses_per_workspace" CHECK ("pilot_discount_codes"."max_uses_per_workspace" >= 1);--> statement-breakpoint
ALTER TABLE "pilot_discount_codes" ADD CONSTRAINT "pilot_discount_codes_uses" CHECK ("pilot_discount_codes"."uses" >= 0);--> statement-breakpoint
-- The payments already started with a code count as its uses.
UPDATE "pilot_discount_codes" SET "uses" = (SELECT count(*) FROM "transactions" WHERE "transactions"."discount_code_id" = "pilot_discount_codes"."id");--> statement-breakpoint
INSERT INTO "pilot_discount_code_uses" ("code_id", "workspace_id", "uses")
  SELECT "discount_code_id", "workspace_id", count(*) FROM "transactions" WHERE "discount_code_id" IS NOT NULL GROUP BY "discount_code_id", "workspace_id";--> statement-breakpoint
-- The launch offer: once per workspace, for the first 500 payments.
UPDATE "pilot_discount_codes" SET "max_uses" = 500, "max_uses_per_workspace" = 1 WHERE "code" = 'LAUNCH50';
