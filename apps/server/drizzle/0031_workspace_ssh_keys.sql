-- Issue 28: a workspace SSH key pair (private half sealed) that a server connection may log in with instead of a pasted secret.
CREATE TABLE "workspace_ssh_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"public_key" text NOT NULL,
	"private_key_enc" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_ssh_keys_workspace_id_unique" UNIQUE("workspace_id")
);
--> statement-breakpoint
ALTER TABLE "servers" ALTER COLUMN "auth_method" SET DATA TYPE varchar(16);--> statement-breakpoint
ALTER TABLE "servers" ADD COLUMN "workspace_ssh_key_id" integer;--> statement-breakpoint
ALTER TABLE "workspace_ssh_keys" ADD CONSTRAINT "workspace_ssh_keys_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "servers" ADD CONSTRAINT "servers_workspace_ssh_key_id_workspace_ssh_keys_id_fk" FOREIGN KEY ("workspace_ssh_key_id") REFERENCES "public"."workspace_ssh_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "servers" ADD CONSTRAINT "servers_workspace_key" CHECK (("servers"."auth_method" = 'workspace_key') = ("servers"."workspace_ssh_key_id" is not null));