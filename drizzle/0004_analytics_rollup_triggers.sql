-- Daily roll-ups for analytics, kept exact by statement-level triggers: one aggregated upsert
-- per statement and roll-up table, whatever the number of rows the statement touched.
CREATE FUNCTION task_rollups_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO task_created_days AS d (organization_id, day, tasks)
    SELECT organization_id, (created_at AT TIME ZONE 'UTC')::date, count(*)
    FROM new_rows GROUP BY 1, 2
    ON CONFLICT (organization_id, day) DO UPDATE SET tasks = d.tasks + excluded.tasks;
  INSERT INTO task_completed_days AS d (organization_id, day, user_id, tasks, seconds)
    SELECT organization_id, (completed_at AT TIME ZONE 'UTC')::date, user_id, count(*),
           sum(extract(epoch FROM completed_at - created_at))::float8
    FROM new_rows WHERE completed_at IS NOT NULL GROUP BY 1, 2, 3
    ON CONFLICT (organization_id, day, user_id) DO UPDATE SET tasks = d.tasks + excluded.tasks, seconds = d.seconds + excluded.seconds;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION task_rollups_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO task_created_days AS d (organization_id, day, tasks)
    SELECT organization_id, (created_at AT TIME ZONE 'UTC')::date, -count(*)
    FROM old_rows GROUP BY 1, 2
    ON CONFLICT (organization_id, day) DO UPDATE SET tasks = d.tasks + excluded.tasks;
  INSERT INTO task_completed_days AS d (organization_id, day, user_id, tasks, seconds)
    SELECT organization_id, (completed_at AT TIME ZONE 'UTC')::date, user_id, -count(*),
           -sum(extract(epoch FROM completed_at - created_at))::float8
    FROM old_rows WHERE completed_at IS NOT NULL GROUP BY 1, 2, 3
    ON CONFLICT (organization_id, day, user_id) DO UPDATE SET tasks = d.tasks + excluded.tasks, seconds = d.seconds + excluded.seconds;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An update moves a row out of its old day (−1) and into its new one (+1), only for rows whose
-- counted columns changed: editing a title touches no roll-up.
CREATE FUNCTION task_rollups_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO task_created_days AS d (organization_id, day, tasks)
    SELECT org, day, sum(n)::int FROM (
      SELECT o.organization_id AS org, (o.created_at AT TIME ZONE 'UTC')::date AS day, -1 AS n
      FROM old_rows o JOIN new_rows nr ON nr.id = o.id
      WHERE (o.organization_id, o.created_at) IS DISTINCT FROM (nr.organization_id, nr.created_at)
      UNION ALL
      SELECT nr.organization_id, (nr.created_at AT TIME ZONE 'UTC')::date, 1
      FROM old_rows o JOIN new_rows nr ON nr.id = o.id
      WHERE (o.organization_id, o.created_at) IS DISTINCT FROM (nr.organization_id, nr.created_at)
    ) moved GROUP BY org, day
    ON CONFLICT (organization_id, day) DO UPDATE SET tasks = d.tasks + excluded.tasks;
  INSERT INTO task_completed_days AS d (organization_id, day, user_id, tasks, seconds)
    SELECT org, day, owner, sum(n)::int, sum(secs)::float8 FROM (
      SELECT o.organization_id AS org, (o.completed_at AT TIME ZONE 'UTC')::date AS day, o.user_id AS owner,
             -1 AS n, -extract(epoch FROM o.completed_at - o.created_at) AS secs
      FROM old_rows o JOIN new_rows nr ON nr.id = o.id
      WHERE o.completed_at IS NOT NULL
        AND (o.organization_id, o.created_at, o.completed_at, o.user_id) IS DISTINCT FROM (nr.organization_id, nr.created_at, nr.completed_at, nr.user_id)
      UNION ALL
      SELECT nr.organization_id, (nr.completed_at AT TIME ZONE 'UTC')::date, nr.user_id,
             1, extract(epoch FROM nr.completed_at - nr.created_at)
      FROM old_rows o JOIN new_rows nr ON nr.id = o.id
      WHERE nr.completed_at IS NOT NULL
        AND (o.organization_id, o.created_at, o.completed_at, o.user_id) IS DISTINCT FROM (nr.organization_id, nr.created_at, nr.completed_at, nr.user_id)
    ) moved GROUP BY org, day, owner
    ON CONFLICT (organization_id, day, user_id) DO UPDATE SET tasks = d.tasks + excluded.tasks, seconds = d.seconds + excluded.seconds;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION mood_rollups_apply_delta() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO mood_logged_days AS d (organization_id, day, value, entries)
      SELECT organization_id, (created_at AT TIME ZONE 'UTC')::date, value, -count(*)
      FROM old_rows WHERE source = 'logged' GROUP BY 1, 2, 3
      ON CONFLICT (organization_id, day, value) DO UPDATE SET entries = d.entries + excluded.entries;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO mood_logged_days AS d (organization_id, day, value, entries)
      SELECT organization_id, (created_at AT TIME ZONE 'UTC')::date, value, count(*)
      FROM new_rows WHERE source = 'logged' GROUP BY 1, 2, 3
      ON CONFLICT (organization_id, day, value) DO UPDATE SET entries = d.entries + excluded.entries;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tasks_rollups_insert AFTER INSERT ON tasks REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION task_rollups_after_insert();
--> statement-breakpoint
CREATE TRIGGER tasks_rollups_delete AFTER DELETE ON tasks REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION task_rollups_after_delete();
--> statement-breakpoint
CREATE TRIGGER tasks_rollups_update AFTER UPDATE ON tasks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION task_rollups_after_update();
--> statement-breakpoint
CREATE TRIGGER mood_entries_rollups_insert AFTER INSERT ON mood_entries REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION mood_rollups_apply_delta();
--> statement-breakpoint
CREATE TRIGGER mood_entries_rollups_delete AFTER DELETE ON mood_entries REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION mood_rollups_apply_delta();
--> statement-breakpoint
CREATE TRIGGER mood_entries_rollups_update AFTER UPDATE ON mood_entries REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION mood_rollups_apply_delta();
--> statement-breakpoint
-- Rows written before the triggers existed.
INSERT INTO task_created_days (organization_id, day, tasks)
  SELECT organization_id, (created_at AT TIME ZONE 'UTC')::date, count(*) FROM tasks GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO task_completed_days (organization_id, day, user_id, tasks, seconds)
  SELECT organization_id, (completed_at AT TIME ZONE 'UTC')::date, user_id, count(*), sum(extract(epoch FROM completed_at - created_at))::float8
  FROM tasks WHERE completed_at IS NOT NULL GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO mood_logged_days (organization_id, day, value, entries)
  SELECT organization_id, (created_at AT TIME ZONE 'UTC')::date, value, count(*) FROM mood_entries WHERE source = 'logged' GROUP BY 1, 2, 3;
