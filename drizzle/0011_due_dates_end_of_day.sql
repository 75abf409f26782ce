-- Due dates written before dueHasTime existed (decisions §4). A date given without a time of day
-- was stored as 00:00 UTC of that date; such rows get dueHasTime false, every other due date
-- true. The date-only ones then move to what a date alone means now, 23:59:59.999 of that date
-- in the organization's time zone, so that a task due "on the 4th" is neither overdue on the
-- morning of the 4th nor shown as the 3rd west of Greenwich. (A time zone PostgreSQL does not
-- know, which preferences validation should never let in, is read as UTC.)
UPDATE "tasks" SET "due_has_time" = true
  WHERE "due_date" IS NOT NULL AND ("due_date" AT TIME ZONE 'UTC')::time <> time '00:00:00';
--> statement-breakpoint
UPDATE "task_drafts" SET "due_has_time" = true
  WHERE "due_date" IS NOT NULL AND ("due_date" AT TIME ZONE 'UTC')::time <> time '00:00:00';
--> statement-breakpoint
UPDATE "tasks" t SET "due_date" =
    ((("t"."due_date" AT TIME ZONE 'UTC')::date + 1)::timestamp AT TIME ZONE z.name) - interval '1 millisecond'
  FROM "organizations" o
  CROSS JOIN LATERAL (SELECT coalesce((SELECT n.name FROM pg_timezone_names n WHERE n.name = o.preferences->>'timezone' LIMIT 1), 'UTC') AS name) z
  WHERE o.id = t.organization_id AND t.due_date IS NOT NULL AND NOT t.due_has_time;
--> statement-breakpoint
UPDATE "task_drafts" d SET "due_date" =
    ((("d"."due_date" AT TIME ZONE 'UTC')::date + 1)::timestamp AT TIME ZONE z.name) - interval '1 millisecond'
  FROM "organizations" o
  CROSS JOIN LATERAL (SELECT coalesce((SELECT n.name FROM pg_timezone_names n WHERE n.name = o.preferences->>'timezone' LIMIT 1), 'UTC') AS name) z
  WHERE o.id = d.organization_id AND d.due_date IS NOT NULL AND NOT d.due_has_time;
