-- Payments and hires (issue 8): every provider charge of a payment is recorded (a declined attempt no longer
-- ends the payment); hires accept only payment methods issued for their workspace, with the workspace's
-- Stripe customer; one free trial (one hire) per workspace.
CREATE TABLE "payment_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"charge_id" varchar(64) NOT NULL,
	"status" varchar(12) NOT NULL,
	"amount" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"reason" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_attempts_transaction_charge_key" UNIQUE("transaction_id","charge_id")
);
--> statement-breakpoint
CREATE TABLE "card_customers" (
	"workspace_id" integer NOT NULL,
	"provider" varchar(20) NOT NULL,
	"customer_id" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_customers_workspace_id_provider_pk" PRIMARY KEY("workspace_id","provider"),
	CONSTRAINT "card_customers_customer_id_unique" UNIQUE("customer_id")
);
--> statement-breakpoint
CREATE TABLE "card_payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"provider" varchar(20) NOT NULL,
	"payment_method" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "card_payment_methods_payment_method_unique" UNIQUE("payment_method")
);
--> statement-breakpoint
DROP INDEX "expert_hires_workspace_idx";--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_customers" ADD CONSTRAINT "card_customers_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_payment_methods" ADD CONSTRAINT "card_payment_methods_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_payment_methods" ADD CONSTRAINT "card_payment_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_payment_methods_workspace_idx" ON "card_payment_methods" USING btree ("workspace_id");--> statement-breakpoint
CREATE UNIQUE INDEX "expert_hires_one_trial_per_workspace_key" ON "expert_hires" USING btree ("workspace_id");