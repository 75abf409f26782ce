// Records that a user did something on a day (task created or changed, mood logged, chat,
// morning-thread submission), so analytics can count active users without scanning logs.
import { sql, type Placeholder } from 'drizzle-orm';
import type { Executor } from './db/client.ts';
import { userActivityDays } from './db/schema.ts';

type Bound<T> = T | Placeholder;

/** The UTC day an activity at `at` counts for. */
export const activityDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The activity day's upsert, with values or with a prepared statement's placeholders: on its
 * own, or as a common table expression of a write that is activity (one statement, one round trip).
 */
export function activityUpsert(ex: Executor, values: { organizationId: Bound<string>; userId: Bound<string>; day: Bound<string>; at: Bound<Date> }) {
  return ex.insert(userActivityDays)
    .values({ organizationId: values.organizationId, userId: values.userId, day: values.day, firstAt: values.at, lastAt: values.at })
    .onConflictDoUpdate({
      target: [userActivityDays.organizationId, userActivityDays.day, userActivityDays.userId],
      set: {
        firstAt: sql`least(${userActivityDays.firstAt}, excluded.first_at)`,
        lastAt: sql`greatest(${userActivityDays.lastAt}, excluded.last_at)`,
      },
    });
}

export async function recordActivity(ex: Executor, organizationId: string, userId: string, at: Date): Promise<void> {
  await activityUpsert(ex, { organizationId, userId, day: activityDay(at), at });
}
