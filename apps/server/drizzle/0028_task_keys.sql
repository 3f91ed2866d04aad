CREATE TABLE "task_commits" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"repository_id" integer NOT NULL,
	"sha" varchar(64) NOT NULL,
	"message" varchar(200) NOT NULL,
	"author_name" varchar(255) NOT NULL,
	"committed_at" timestamp with time zone NOT NULL,
	"closes" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_commits_task_sha_key" UNIQUE("task_id","sha")
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "task_key_prefix" varchar(5) DEFAULT 'TASK' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "last_task_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written (task keys, docs/product.md § Task keys): existing projects get a prefix from their name as
-- taskKeyPrefixFor does (the first three letters A-Z, capitalised; TASK when fewer than two), existing tasks a
-- number per project in id order, and each project's counter the last number given.
UPDATE "projects" SET "task_key_prefix" = CASE
  WHEN length(regexp_replace(upper("name"), '[^A-Z]', '', 'g')) >= 2 THEN left(regexp_replace(upper("name"), '[^A-Z]', '', 'g'), 3)
  ELSE 'TASK' END;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "number" integer;--> statement-breakpoint
UPDATE "tasks" SET "number" = "numbered"."n"
  FROM (SELECT "id", row_number() OVER (PARTITION BY "project_id" ORDER BY "id") AS "n" FROM "tasks") AS "numbered"
  WHERE "tasks"."id" = "numbered"."id";--> statement-breakpoint
UPDATE "projects" SET "last_task_number" = coalesce((SELECT max("number") FROM "tasks" WHERE "tasks"."project_id" = "projects"."id"), 0);--> statement-breakpoint
ALTER TABLE "tasks" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "task_commits" ADD CONSTRAINT "task_commits_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_commits" ADD CONSTRAINT "task_commits_repository_id_repositories_id_fk" FOREIGN KEY ("repository_id") REFERENCES "public"."repositories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_commits_repository_idx" ON "task_commits" USING btree ("repository_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_project_number_key" ON "tasks" USING btree ("project_id","number");