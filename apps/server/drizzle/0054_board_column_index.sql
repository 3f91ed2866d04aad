-- A board column's page (issue 33) is read in (position, id) order after a (position, id) cursor: with id in
-- the index that is one range scan, no sort, however long the column.
DROP INDEX "tasks_project_status_position_idx";--> statement-breakpoint
CREATE INDEX "tasks_project_status_position_idx" ON "tasks" USING btree ("project_id","status","position","id");
