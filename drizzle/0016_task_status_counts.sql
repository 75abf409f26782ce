CREATE TABLE "task_status_counts" (
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"tasks" integer NOT NULL,
	CONSTRAINT "task_status_counts_organization_id_user_id_status_pk" PRIMARY KEY("organization_id","user_id","status")
);
--> statement-breakpoint
-- Tasks per organization, owner and status, kept by one statement-level trigger in the writing
-- transaction: one aggregated upsert per statement, whatever the number of rows it touched. The
-- counters' row locks make concurrent writers wait for each other's commit, so each count stays
-- exact; taking them in key order (ORDER BY) keeps two statements from locking them crosswise.
-- An update counts only the rows whose organization, owner or status changed.
CREATE FUNCTION task_status_counts_apply_delta() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO task_status_counts AS c (organization_id, user_id, status, tasks)
      SELECT organization_id, user_id, status, count(*) FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (organization_id, user_id, status) DO UPDATE SET tasks = c.tasks + excluded.tasks;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO task_status_counts AS c (organization_id, user_id, status, tasks)
      SELECT organization_id, user_id, status, -count(*) FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (organization_id, user_id, status) DO UPDATE SET tasks = c.tasks + excluded.tasks;
  ELSE
    INSERT INTO task_status_counts AS c (organization_id, user_id, status, tasks)
      SELECT org, owner, status, sum(n) FROM (
        SELECT o.organization_id AS org, o.user_id AS owner, o.status, -1 AS n
        FROM old_rows o JOIN new_rows nr ON nr.id = o.id
        WHERE (o.organization_id, o.user_id, o.status) IS DISTINCT FROM (nr.organization_id, nr.user_id, nr.status)
        UNION ALL
        SELECT nr.organization_id, nr.user_id, nr.status, 1
        FROM old_rows o JOIN new_rows nr ON nr.id = o.id
        WHERE (o.organization_id, o.user_id, o.status) IS DISTINCT FROM (nr.organization_id, nr.user_id, nr.status)
      ) moved GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (organization_id, user_id, status) DO UPDATE SET tasks = c.tasks + excluded.tasks;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tasks_status_counts_insert AFTER INSERT ON tasks REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION task_status_counts_apply_delta();
--> statement-breakpoint
CREATE TRIGGER tasks_status_counts_delete AFTER DELETE ON tasks REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION task_status_counts_apply_delta();
--> statement-breakpoint
CREATE TRIGGER tasks_status_counts_update AFTER UPDATE ON tasks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION task_status_counts_apply_delta();
--> statement-breakpoint
-- Tasks written before the trigger existed (creating the triggers locked writers out of tasks
-- until the migration commits).
INSERT INTO task_status_counts (organization_id, user_id, status, tasks)
  SELECT organization_id, user_id, status, count(*) FROM tasks GROUP BY 1, 2, 3;
