-- One currency per workspace (issue 25): every price the workspace sees and pays is in this currency;
-- existing workspaces keep paying in US dollars, as they did.
ALTER TABLE "workspaces" ADD COLUMN "billing_currency" varchar(3) DEFAULT 'USD' NOT NULL;