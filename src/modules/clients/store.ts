// SQL for clients, every query scoped by organization_id.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { clients } from '../../platform/db/schema.ts';
import { WEEKDAYS, type ClientStatus } from './schemas.ts';

export type ClientRow = typeof clients.$inferSelect;
export type NewClient = Omit<ClientRow, 'id'>;
export type ClientChanges = Partial<Pick<ClientRow,
  'name' | 'deployDay' | 'contentCadence' | 'status' | 'assignedWriters' | 'assignedDesigners' | 'updatedAt'>>;

// Names compare case-insensitively first, so the order does not depend on the database collation
// for the usual names; id breaks ties so that pages are stable.
const byName = [asc(sql`lower(${clients.name})`), asc(clients.name), asc(clients.id)];

export async function insertClient(ex: Executor, client: NewClient): Promise<ClientRow> {
  const [row] = await ex.insert(clients).values(client).returning();
  return row!;
}

export async function findClient(ex: Executor, organizationId: string, id: string, options: { forUpdate?: boolean } = {}): Promise<ClientRow | null> {
  const query = ex.select().from(clients).where(and(eq(clients.organizationId, organizationId), eq(clients.id, id))).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export function listClients(ex: Executor, organizationId: string, status?: ClientStatus): Promise<ClientRow[]> {
  return ex.select().from(clients)
    .where(and(eq(clients.organizationId, organizationId), status ? eq(clients.status, status) : undefined))
    .orderBy(...byName);
}

/** Active clients, Monday → Sunday, then by name. */
export function listSchedule(ex: Executor, organizationId: string): Promise<ClientRow[]> {
  return ex.select().from(clients)
    .where(and(eq(clients.organizationId, organizationId), eq(clients.status, 'active')))
    .orderBy(asc(sql`array_position(${sql.param([...WEEKDAYS])}::text[], ${clients.deployDay})`), ...byName);
}

export async function updateClient(ex: Executor, organizationId: string, id: string, changes: ClientChanges): Promise<ClientRow | null> {
  const [row] = await ex.update(clients).set(changes)
    .where(and(eq(clients.organizationId, organizationId), eq(clients.id, id))).returning();
  return row ?? null;
}
