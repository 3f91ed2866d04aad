CREATE TABLE "task_reminders" (
	"task_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"when" varchar(8) NOT NULL,
	"due_date" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_reminders_task_id_user_id_when_due_date_pk" PRIMARY KEY("task_id","user_id","when","due_date")
);
--> statement-breakpoint
ALTER TABLE "task_reminders" ADD CONSTRAINT "task_reminders_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_reminders" ADD CONSTRAINT "task_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tasks_open_end_date_idx" ON "tasks" USING btree ("end_date") WHERE "tasks"."status" <> 'done';