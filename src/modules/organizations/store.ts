// SQL for organizations and the platform teams tied to them.
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { organizations, platformTeams } from '../../platform/db/schema.ts';

export type OrganizationRow = typeof organizations.$inferSelect;

export async function insertOrganization(ex: Executor, values: Pick<OrganizationRow, 'name' | 'slug' | 'preferences' | 'createdAt'>): Promise<OrganizationRow> {
  const [row] = await ex.insert(organizations).values({ ...values, updatedAt: values.createdAt }).returning();
  return row!;
}

export async function findOrganization(ex: Executor, id: string, options: { forUpdate?: boolean } = {}): Promise<OrganizationRow | null> {
  const query = ex.select().from(organizations).where(eq(organizations.id, id)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function slugTaken(ex: Executor, slug: string): Promise<boolean> {
  const [row] = await ex.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, slug)).limit(1);
  return row !== undefined;
}

export async function updateOrganization(ex: Executor, id: string, patch: Partial<Pick<OrganizationRow, 'name' | 'preferences' | 'onboardingState' | 'updatedAt'>>): Promise<OrganizationRow> {
  const [row] = await ex.update(organizations).set(patch).where(eq(organizations.id, id)).returning();
  return row!;
}

export function listOrganizations(ex: Executor): Promise<OrganizationRow[]> {
  return ex.select().from(organizations);
}

export async function findTeamOrganization(ex: Executor, platform: string, platformTeamId: string): Promise<string | null> {
  const [row] = await ex.select({ organizationId: platformTeams.organizationId }).from(platformTeams)
    .where(and(eq(platformTeams.platform, platform), eq(platformTeams.platformTeamId, platformTeamId))).limit(1);
  return row?.organizationId ?? null;
}

export async function tieTeam(ex: Executor, platform: string, platformTeamId: string, organizationId: string, at: Date): Promise<void> {
  await ex.insert(platformTeams).values({ platform, platformTeamId, organizationId, createdAt: at }).onConflictDoNothing();
}
