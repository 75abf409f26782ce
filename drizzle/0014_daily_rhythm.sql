CREATE TABLE "absences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "eod_collections" ADD COLUMN "absent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "eod_user_rows" ADD COLUMN "absent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "morning_submissions" ADD COLUMN "blockers" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "absences_user_idx" ON "absences" USING btree ("organization_id","user_id","start_date");--> statement-breakpoint
CREATE INDEX "absences_org_idx" ON "absences" USING btree ("organization_id","start_date","end_date");--> statement-breakpoint
CREATE INDEX "morning_submissions_user_idx" ON "morning_submissions" USING btree ("organization_id","user_id");