DROP INDEX "mood_entries_org_idx";--> statement-breakpoint
DROP INDEX "tasks_org_completed_idx";--> statement-breakpoint
DROP INDEX "tasks_org_due_idx";--> statement-breakpoint
CREATE INDEX "mood_entries_org_idx" ON "mood_entries" USING btree ("organization_id","created_at","source","value");--> statement-breakpoint
CREATE INDEX "tasks_org_completed_idx" ON "tasks" USING btree ("organization_id","completed_at","created_at","user_id") WHERE completed_at is not null;--> statement-breakpoint
CREATE INDEX "tasks_org_due_idx" ON "tasks" USING btree ("organization_id","due_date","completed_at","status") WHERE due_date is not null;