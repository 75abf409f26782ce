// SQL for the verified platform identities of an organization's active members.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { platformIdentities, users } from '../../platform/db/schema.ts';

export interface VerifiedIdentityRow {
  platformUserId: string;
  /** Empty string when the identity is not tied to a team. */
  platformTeamId: string;
}

/** Every one of them (one per member and platform at most, so bounded by the organization's size). */
export function listVerifiedIdentities(ex: Executor, organizationId: string, platform: string): Promise<VerifiedIdentityRow[]> {
  return ex.select({ platformUserId: platformIdentities.platformUserId, platformTeamId: platformIdentities.platformTeamId })
    .from(platformIdentities)
    .innerJoin(users, and(eq(users.id, platformIdentities.userId), eq(users.organizationId, platformIdentities.organizationId)))
    .where(and(
      eq(platformIdentities.organizationId, organizationId), eq(platformIdentities.platform, platform),
      eq(platformIdentities.verified, true), eq(users.active, true),
    ))
    // Admins and managers first: they are the likeliest members of the team's channels, so a
    // platform that checks membership one person at a time (Telegram) finds one soonest.
    .orderBy(sql`case ${users.role} when 'admin' then 0 when 'manager' then 1 else 2 end`, asc(platformIdentities.createdAt), asc(platformIdentities.id));
}
