// SQL for users and their platform identities.
import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { platformIdentities, users } from '../../platform/db/schema.ts';
import type { Role } from '../../platform/http/schemas.ts';
import { countedRows } from '../../platform/pages.ts';

export type UserRow = typeof users.$inferSelect;
export type IdentityRow = typeof platformIdentities.$inferSelect;

export interface NewUser {
  organizationId: string;
  email: string;
  name: string;
  role: Role;
  passwordHash: string | null;
  createdAt: Date;
}

export async function insertUser(ex: Executor, user: NewUser): Promise<UserRow> {
  const [row] = await ex.insert(users).values({ ...user, updatedAt: user.createdAt }).returning();
  return row!;
}

export async function findUserByEmail(ex: Executor, email: string): Promise<UserRow | null> {
  const [row] = await ex.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

export async function findUser(ex: Executor, organizationId: string, id: string, options: { forUpdate?: boolean; forShare?: boolean } = {}): Promise<UserRow | null> {
  const query = ex.select().from(users).where(and(eq(users.organizationId, organizationId), eq(users.id, id))).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : options.forShare ? await query.for('share') : await query;
  return row ?? null;
}

export interface UserFilter {
  role?: Role;
  active?: boolean;
  /** Part of the name or e-mail, any letter case. */
  search?: string;
  limit: number;
  offset: number;
}

/** A LIKE pattern that finds `text` anywhere, its own % _ and \ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

export async function listUsers(ex: Executor, organizationId: string, filter: UserFilter) {
  const pattern = filter.search === undefined ? undefined : containing(filter.search);
  const where = and(
    eq(users.organizationId, organizationId),
    filter.role ? eq(users.role, filter.role) : undefined,
    filter.active === undefined ? undefined : eq(users.active, filter.active),
    pattern === undefined ? undefined : or(ilike(users.name, pattern), ilike(users.email, pattern)),
  );
  return countedRows(
    ex.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(filter.limit).offset(filter.offset),
    ex.select({ n: count() }).from(users).where(where),
  );
}

export async function updateUser(ex: Executor, organizationId: string, id: string, patch: Partial<Pick<UserRow, 'name' | 'role' | 'passwordHash' | 'passwordChangedAt' | 'active' | 'deactivatedAt' | 'chatLanguage' | 'updatedAt'>>): Promise<UserRow | null> {
  const [row] = await ex.update(users).set(patch)
    .where(and(eq(users.organizationId, organizationId), eq(users.id, id))).returning();
  return row ?? null;
}

export async function countActiveAdmins(ex: Executor, organizationId: string): Promise<number> {
  const [row] = await ex.select({ n: count() }).from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.role, 'admin'), eq(users.active, true)));
  return row?.n ?? 0;
}

/** Active users of the organization among `ids` (for member checks of other modules). */
export async function activeUserIds(ex: Executor, organizationId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await ex.select({ id: users.id }).from(users).where(and(
    eq(users.organizationId, organizationId), eq(users.active, true), sql`${users.id} = any(${sql.param(ids)}::uuid[])`,
  ));
  return new Set(rows.map((r) => r.id));
}

export async function insertIdentity(ex: Executor, identity: Omit<IdentityRow, 'id'>): Promise<IdentityRow> {
  const [row] = await ex.insert(platformIdentities).values(identity).returning();
  return row!;
}

export async function findIdentity(
  ex: Executor, platform: string, platformUserId: string, platformTeamId: string, options: { forUpdate?: boolean } = {},
): Promise<IdentityRow | null> {
  const query = ex.select().from(platformIdentities).where(and(
    eq(platformIdentities.platform, platform),
    eq(platformIdentities.platformUserId, platformUserId),
    eq(platformIdentities.platformTeamId, platformTeamId),
  )).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function markIdentityVerified(ex: Executor, id: string, by: string): Promise<IdentityRow> {
  const [row] = await ex.update(platformIdentities).set({ verified: true, linkedBy: by }).where(eq(platformIdentities.id, id)).returning();
  return row!;
}

/** Records that the bridge acted for this identity at `at`. */
export async function markIdentitySeen(ex: Executor, id: string, at: Date): Promise<void> {
  await ex.update(platformIdentities).set({ lastEventAt: at }).where(eq(platformIdentities.id, id));
}

/** Removes an identity whatever its organization: only when a verified link replaces an unverified one. */
export async function deleteIdentityById(ex: Executor, id: string): Promise<void> {
  await ex.delete(platformIdentities).where(eq(platformIdentities.id, id));
}

export function listIdentities(ex: Executor, organizationId: string, userId: string): Promise<IdentityRow[]> {
  return ex.select().from(platformIdentities)
    .where(and(eq(platformIdentities.organizationId, organizationId), eq(platformIdentities.userId, userId)))
    .orderBy(asc(platformIdentities.createdAt));
}

export async function deleteIdentity(ex: Executor, organizationId: string, userId: string, identityId: string): Promise<boolean> {
  const rows = await ex.delete(platformIdentities).where(and(
    eq(platformIdentities.organizationId, organizationId),
    eq(platformIdentities.userId, userId),
    eq(platformIdentities.id, identityId),
  )).returning({ id: platformIdentities.id });
  return rows.length > 0;
}

/** Any organization's user: only for API-key callers, whose scope is checked by the caller. */
export async function findUserInAnyOrganization(ex: Executor, id: string): Promise<UserRow | null> {
  const [row] = await ex.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export interface ReachableMember {
  userId: string;
  platform: string;
  platformUserId: string;
  /** Null when the identity is not tied to a team. */
  platformTeamId: string | null;
}

/** Active managers and admins with a verified platform identity, one identity each (see alertRecipients). */
export async function reachableManagers(ex: Executor, organizationId: string, preferredPlatform: string | null): Promise<ReachableMember[]> {
  const rows = await ex.selectDistinctOn([users.id], {
    userId: users.id, platform: platformIdentities.platform,
    platformUserId: platformIdentities.platformUserId, platformTeamId: platformIdentities.platformTeamId,
  }).from(users)
    .innerJoin(platformIdentities, and(
      eq(platformIdentities.organizationId, users.organizationId), eq(platformIdentities.userId, users.id), eq(platformIdentities.verified, true),
    ))
    .where(and(eq(users.organizationId, organizationId), eq(users.active, true), sql`${users.role} in ('manager', 'admin')`))
    // The organization's own platform first (its adapter is set up), then the oldest link.
    .orderBy(users.id, sql`(${platformIdentities.platform} = ${preferredPlatform ?? ''}) desc`, asc(platformIdentities.createdAt), asc(platformIdentities.id));
  return rows.map((row) => ({ ...row, platformTeamId: row.platformTeamId === '' ? null : row.platformTeamId }));
}

/**
 * Active members with a verified identity, one identity each (the one on `platform` when they
 * have one, else their oldest verified one; `onlyPlatform` keeps that platform's alone), with
 * their role, name and chat language. `roles` limits the people.
 */
export async function verifiedMembers(ex: Executor, organizationId: string, options: {
  platform: string | null; onlyPlatform: boolean; roles?: readonly Role[];
}): Promise<(ReachableMember & { name: string; role: string; chatLanguage: string | null })[]> {
  const rows = await ex.selectDistinctOn([users.id], {
    userId: users.id, name: users.name, role: users.role, chatLanguage: users.chatLanguage, platform: platformIdentities.platform,
    platformUserId: platformIdentities.platformUserId, platformTeamId: platformIdentities.platformTeamId,
  }).from(users)
    .innerJoin(platformIdentities, and(eq(platformIdentities.organizationId, users.organizationId), eq(platformIdentities.userId, users.id)))
    .where(and(
      eq(users.organizationId, organizationId), eq(users.active, true), eq(platformIdentities.verified, true),
      options.roles ? inArray(users.role, [...options.roles]) : undefined,
      options.onlyPlatform ? eq(platformIdentities.platform, options.platform ?? '') : undefined,
    ))
    .orderBy(users.id, sql`(${platformIdentities.platform} = ${options.platform ?? ''}) desc`, asc(platformIdentities.createdAt), asc(platformIdentities.id));
  return rows.map((row) => ({ ...row, platformTeamId: row.platformTeamId === '' ? null : row.platformTeamId }));
}
