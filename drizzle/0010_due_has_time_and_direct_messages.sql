ALTER TABLE "outbound_messages" ADD COLUMN "platform_user_id" text;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD COLUMN "platform_team_id" text;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD COLUMN "dedup_key" text;--> statement-breakpoint
ALTER TABLE "task_drafts" ADD COLUMN "due_has_time" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "due_has_time" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "outbound_messages_org_status_idx" ON "outbound_messages" USING btree ("organization_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "outbound_messages_dedup_key" ON "outbound_messages" USING btree ("organization_id","dedup_key") WHERE dedup_key is not null;