-- The unique key must exist before the foreign keys that reference it.
CREATE UNIQUE INDEX "tasks_org_id_key" ON "tasks" USING btree ("organization_id","id");--> statement-breakpoint
ALTER TABLE "eod_outcomes" DROP CONSTRAINT "eod_outcomes_task_id_tasks_id_fk";
--> statement-breakpoint
ALTER TABLE "task_status_changes" DROP CONSTRAINT "task_status_changes_task_id_tasks_id_fk";
--> statement-breakpoint
ALTER TABLE "eod_outcomes" ADD CONSTRAINT "eod_outcomes_task_fk" FOREIGN KEY ("organization_id","task_id") REFERENCES "public"."tasks"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_status_changes" ADD CONSTRAINT "task_status_changes_task_fk" FOREIGN KEY ("organization_id","task_id") REFERENCES "public"."tasks"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "eod_outcomes_task_idx" ON "eod_outcomes" USING btree ("organization_id","task_id");
