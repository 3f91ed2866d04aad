-- Hire an expert: monthly expert subscriptions per workspace, on a 7-day trial, paid with a stored card token.
CREATE TABLE "expert_hires" (
	"id" serial PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"days_per_week" integer NOT NULL,
	"amount_per_month" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"status" varchar(10) NOT NULL,
	"trial_ends_at" timestamp with time zone NOT NULL,
	"payment_method" varchar(64) NOT NULL,
	"fullname" varchar(40) NOT NULL,
	"email" varchar(254) NOT NULL,
	"transaction_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "expert_hires" ADD CONSTRAINT "expert_hires_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_hires" ADD CONSTRAINT "expert_hires_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_hires" ADD CONSTRAINT "expert_hires_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expert_hires_workspace_idx" ON "expert_hires" USING btree ("workspace_id");