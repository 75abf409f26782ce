// Records that a user did something on a day (task created or changed, mood logged, chat,
// morning-thread submission), so analytics can count active users without scanning logs.
import { sql } from 'drizzle-orm';
import type { Executor } from './db/client.ts';
import { userActivityDays } from './db/schema.ts';

export async function recordActivity(ex: Executor, organizationId: string, userId: string, at: Date): Promise<void> {
  await ex.insert(userActivityDays)
    .values({ organizationId, userId, day: at.toISOString().slice(0, 10), firstAt: at, lastAt: at })
    .onConflictDoUpdate({
      target: [userActivityDays.organizationId, userActivityDays.day, userActivityDays.userId],
      set: {
        firstAt: sql`least(${userActivityDays.firstAt}, excluded.first_at)`,
        lastAt: sql`greatest(${userActivityDays.lastAt}, excluded.last_at)`,
      },
    });
}
