-- The mood roll-up trigger also keeps mood_logged_user_days (entries and value sum per person
-- and UTC day), so the team mood series can tell how many people stand behind a day's average.
CREATE OR REPLACE FUNCTION mood_rollups_apply_delta() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO mood_logged_days AS d (organization_id, day, value, entries)
      SELECT organization_id, (created_at AT TIME ZONE 'UTC')::date, value, -count(*)
      FROM old_rows WHERE source = 'logged' GROUP BY 1, 2, 3
      ON CONFLICT (organization_id, day, value) DO UPDATE SET entries = d.entries + excluded.entries;
    INSERT INTO mood_logged_user_days AS d (organization_id, day, user_id, entries, value_sum)
      SELECT organization_id, (created_at AT TIME ZONE 'UTC')::date, user_id, -count(*), -sum(value)
      FROM old_rows WHERE source = 'logged' GROUP BY 1, 2, 3
      ON CONFLICT (organization_id, day, user_id) DO UPDATE SET entries = d.entries + excluded.entries, value_sum = d.value_sum + excluded.value_sum;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO mood_logged_days AS d (organization_id, day, value, entries)
      SELECT organization_id, (created_at AT TIME ZONE 'UTC')::date, value, count(*)
      FROM new_rows WHERE source = 'logged' GROUP BY 1, 2, 3
      ON CONFLICT (organization_id, day, value) DO UPDATE SET entries = d.entries + excluded.entries;
    INSERT INTO mood_logged_user_days AS d (organization_id, day, user_id, entries, value_sum)
      SELECT organization_id, (created_at AT TIME ZONE 'UTC')::date, user_id, count(*), sum(value)
      FROM new_rows WHERE source = 'logged' GROUP BY 1, 2, 3
      ON CONFLICT (organization_id, day, user_id) DO UPDATE SET entries = d.entries + excluded.entries, value_sum = d.value_sum + excluded.value_sum;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Entries logged before this roll-up existed.
INSERT INTO mood_logged_user_days (organization_id, day, user_id, entries, value_sum)
  SELECT organization_id, (created_at AT TIME ZONE 'UTC')::date, user_id, count(*), sum(value)
  FROM mood_entries WHERE source = 'logged' GROUP BY 1, 2, 3;
