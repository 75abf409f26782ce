-- The task page filtered by status is newest first with the id as the tie-break, as the
-- unfiltered page's index has it: without the id the planner sorts what the index gives, and the
-- generic plan of the page's named statement sorted every task of that status.
DROP INDEX "tasks_owner_status_idx";--> statement-breakpoint
CREATE INDEX "tasks_owner_status_idx" ON "tasks" USING btree ("organization_id","user_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);