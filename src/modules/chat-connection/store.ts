// SQL for when the bridge last acted for an organization's people, per platform.
import { and, eq, isNotNull, max } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { platformIdentities } from '../../platform/db/schema.ts';

export interface PlatformLastEvent {
  platform: string;
  lastEventAt: Date;
}

/** One row per platform on which the bridge has acted for someone of the organization. */
export async function lastEventsByPlatform(ex: Executor, organizationId: string): Promise<PlatformLastEvent[]> {
  const rows = await ex.select({ platform: platformIdentities.platform, lastEventAt: max(platformIdentities.lastEventAt) })
    .from(platformIdentities)
    .where(and(eq(platformIdentities.organizationId, organizationId), isNotNull(platformIdentities.lastEventAt)))
    .groupBy(platformIdentities.platform);
  return rows.flatMap((row) => (row.lastEventAt ? [{ platform: row.platform, lastEventAt: row.lastEventAt }] : []));
}
