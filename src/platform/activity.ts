// Records that a user did something on a day (task created or changed, mood logged, chat,
// morning-thread submission), so analytics can count active users without scanning logs.
import { sql } from 'drizzle-orm';
import type { Bound, Executor } from './db/client.ts';
import { userActivityDays } from './db/schema.ts';

/** The UTC day an activity at `at` counts for. */
export const activityDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The activity day's upsert, with values or with a prepared statement's placeholders: on its
 * own, or as a common table expression of a write that is activity (one statement, one round trip).
 *
 * A day's `last_at` is kept to within a second: a write that finds its row already that fresh
 * leaves it alone, neither updating nor locking it, so a burst of one person's writes (a bot
 * relaying messages, many tabs) does not queue every transaction on that one row. Analytics count
 * a user in a period when `last_at` reaches into it, so a period boundary may miss activity less
 * than a second after the user's previous activity.
 */
export function activityUpsert(ex: Executor, values: { organizationId: Bound<string>; userId: Bound<string>; day: Bound<string>; at: Bound<Date> }) {
  const { organizationId, userId, day, at } = values;
  const days = userActivityDays;
  // The selected values follow the table's column order: organization_id, day, user_id, first_at, last_at.
  return ex.insert(days)
    .select(sql`
      select ${organizationId}::uuid, ${day}::date, ${userId}::uuid, ${at}::timestamptz, ${at}::timestamptz
      where not exists (
        select 1 from ${days}
        where ${days.organizationId} = ${organizationId}::uuid and ${days.day} = ${day}::date and ${days.userId} = ${userId}::uuid
          and ${days.firstAt} <= ${at}::timestamptz
          and ${days.lastAt} >= ${at}::timestamptz - interval '1 second')`)
    .onConflictDoUpdate({
      target: [days.organizationId, days.day, days.userId],
      set: {
        firstAt: sql`least(${days.firstAt}, excluded.first_at)`,
        lastAt: sql`greatest(${days.lastAt}, excluded.last_at)`,
      },
    });
}

export async function recordActivity(ex: Executor, organizationId: string, userId: string, at: Date): Promise<void> {
  await activityUpsert(ex, { organizationId, userId, day: activityDay(at), at });
}
