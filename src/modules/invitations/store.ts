// SQL for invitations, scoped by organization_id except the lookup by token (the token is the
// accepting person's only credential, and it names its organization).
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { invitations, organizations, users } from '../../platform/db/schema.ts';
import { countedRows } from '../../platform/pages.ts';

export type InvitationRow = typeof invitations.$inferSelect;

export async function insertInvitation(ex: Executor, values: Pick<InvitationRow, 'organizationId' | 'role' | 'email' | 'tokenHash' | 'createdBy' | 'createdAt' | 'expiresAt'>): Promise<InvitationRow> {
  const [row] = await ex.insert(invitations).values(values).returning();
  return row!;
}

// Pending: not accepted, revoked or expired, and made by someone who is still an active admin of the organization.
const pending = (organizationId: string, now: Date) => and(
  eq(invitations.organizationId, organizationId), isNull(invitations.acceptedAt), isNull(invitations.revokedAt), gt(invitations.expiresAt, now),
  eq(users.active, true), eq(users.role, 'admin'),
);
const maker = and(eq(users.id, invitations.createdBy), eq(users.organizationId, invitations.organizationId));

/** Invitations pending at `now`, newest first. */
export async function listPending(ex: Executor, organizationId: string, now: Date, page: { limit: number; offset: number }) {
  const where = pending(organizationId, now);
  const { rows, total } = await countedRows(
    ex.select({ invitation: invitations }).from(invitations).innerJoin(users, maker).where(where)
      .orderBy(desc(invitations.createdAt), desc(invitations.id)).limit(page.limit).offset(page.offset),
    ex.select({ n: count() }).from(invitations).innerJoin(users, maker).where(where),
  );
  return { rows: rows.map((row) => row.invitation), total };
}

export async function findInvitation(ex: Executor, organizationId: string, id: string): Promise<InvitationRow | null> {
  const [row] = await ex.select().from(invitations)
    .where(and(eq(invitations.organizationId, organizationId), eq(invitations.id, id))).limit(1);
  return row ?? null;
}

/** The invitation a token stands for, with its organization's name; locked when accepting. */
export async function findByTokenHash(ex: Executor, tokenHash: string, options: { forUpdate?: boolean } = {}) {
  const query = ex.select({ invitation: invitations, organizationName: organizations.name }).from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .where(eq(invitations.tokenHash, tokenHash)).limit(1);
  const [row] = options.forUpdate ? await query.for('update', { of: invitations }) : await query;
  return row ?? null;
}

export async function markAccepted(ex: Executor, organizationId: string, id: string, userId: string, at: Date): Promise<void> {
  await ex.update(invitations).set({ acceptedAt: at, acceptedBy: userId })
    .where(and(eq(invitations.organizationId, organizationId), eq(invitations.id, id)));
}

export async function markRevoked(ex: Executor, organizationId: string, id: string, at: Date): Promise<void> {
  await ex.update(invitations).set({ revokedAt: at })
    .where(and(eq(invitations.organizationId, organizationId), eq(invitations.id, id), isNull(invitations.revokedAt), isNull(invitations.acceptedAt)));
}
