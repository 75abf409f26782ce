CREATE TABLE "mood_logged_days" (
	"organization_id" uuid NOT NULL,
	"day" date NOT NULL,
	"value" smallint NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "mood_logged_days_organization_id_day_value_pk" PRIMARY KEY("organization_id","day","value")
);
--> statement-breakpoint
CREATE TABLE "task_completed_days" (
	"organization_id" uuid NOT NULL,
	"day" date NOT NULL,
	"user_id" uuid NOT NULL,
	"tasks" integer NOT NULL,
	"seconds" double precision NOT NULL,
	CONSTRAINT "task_completed_days_organization_id_day_user_id_pk" PRIMARY KEY("organization_id","day","user_id")
);
--> statement-breakpoint
CREATE TABLE "task_created_days" (
	"organization_id" uuid NOT NULL,
	"day" date NOT NULL,
	"tasks" integer NOT NULL,
	CONSTRAINT "task_created_days_organization_id_day_pk" PRIMARY KEY("organization_id","day")
);
