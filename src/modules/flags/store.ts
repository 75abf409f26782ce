// SQL for wellbeing flags, every query scoped by organization_id.
import { and, count, desc, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { flags } from '../../platform/db/schema.ts';
import { countedRows } from '../../platform/pages.ts';
import { SEVERITIES, type FlagStatus, type Severity } from './schemas.ts';

export type FlagRow = typeof flags.$inferSelect;
export type NewFlag = Pick<FlagRow, 'organizationId' | 'userId' | 'severity' | 'reason' | 'description' | 'source' | 'raisedBy' | 'createdAt'>;

export async function insertFlag(ex: Executor, flag: NewFlag): Promise<FlagRow> {
  const [row] = await ex.insert(flags).values({ ...flag, status: 'active', updatedAt: flag.createdAt }).returning();
  return row!;
}

// Position of a severity in SEVERITIES, computed by the database so the comparison happens
// inside the one upsert statement (the array is built from constants, never from input).
const SEVERITY_ORDER = sql.raw(`array[${SEVERITIES.map((s) => `'${s}'`).join(',')}]::text[]`);
const rank = (value: unknown) => sql`array_position(${SEVERITY_ORDER}, ${value})`;

/**
 * Inserts an automatic flag, or, when the user already has an unresolved automatic flag for
 * that reason (the partial unique index flags_open_auto_key), raises that flag's severity if
 * the new one ranks higher (an acknowledged flag so raised is active again). One statement, so
 * concurrent rule firings cannot make two flags.
 */
export async function upsertAutomaticFlag(ex: Executor, flag: Omit<NewFlag, 'source' | 'raisedBy'>): Promise<{ row: FlagRow; inserted: boolean }> {
  const higher = sql`${rank(sql`excluded.severity`)} > ${rank(flags.severity)}`;
  const [result] = await ex.insert(flags)
    .values({ ...flag, source: 'auto', raisedBy: null, status: 'active', updatedAt: flag.createdAt })
    .onConflictDoUpdate({
      target: [flags.organizationId, flags.userId, flags.reason],
      targetWhere: sql`source = 'auto' and status <> 'resolved'`,
      set: {
        severity: sql`case when ${higher} then excluded.severity else ${flags.severity} end`,
        description: sql`case when ${higher} then excluded.description else ${flags.description} end`,
        updatedAt: sql`case when ${higher} then excluded.updated_at else ${flags.updatedAt} end`,
        // An escalation is news to whoever acknowledged the milder flag: it becomes active again.
        status: sql`case when ${higher} then 'active' else ${flags.status} end`,
        acknowledgedAt: sql`case when ${higher} then null else ${flags.acknowledgedAt} end`,
        acknowledgedBy: sql`case when ${higher} then null else ${flags.acknowledgedBy} end`,
      },
    })
    // xmax is 0 only for a freshly inserted row version.
    .returning({ ...getTableColumns(flags), inserted: sql<boolean>`(xmax = 0)` });
  const { inserted, ...row } = result!;
  return { row, inserted };
}

export async function findFlag(ex: Executor, organizationId: string, id: string): Promise<FlagRow | null> {
  const [row] = await ex.select().from(flags).where(and(eq(flags.organizationId, organizationId), eq(flags.id, id))).limit(1);
  return row ?? null;
}

export interface FlagFilter {
  userId?: string;
  status?: FlagStatus;
  severity?: Severity;
  limit: number;
  offset: number;
}

export async function listFlags(ex: Executor, organizationId: string, filter: FlagFilter) {
  const where = and(
    eq(flags.organizationId, organizationId),
    filter.userId ? eq(flags.userId, filter.userId) : undefined,
    filter.status ? eq(flags.status, filter.status) : undefined,
    filter.severity ? eq(flags.severity, filter.severity) : undefined,
  );
  return countedRows(
    ex.select().from(flags).where(where).orderBy(desc(flags.createdAt), desc(flags.id)).limit(filter.limit).offset(filter.offset),
    ex.select({ n: count() }).from(flags).where(where),
  );
}

/** Moves an active flag to acknowledged; null when the flag is missing or not active. */
export async function acknowledgeFlag(ex: Executor, organizationId: string, id: string, by: string, at: Date): Promise<FlagRow | null> {
  const [row] = await ex.update(flags)
    .set({ status: 'acknowledged', acknowledgedAt: at, acknowledgedBy: by, updatedAt: at })
    .where(and(eq(flags.organizationId, organizationId), eq(flags.id, id), eq(flags.status, 'active')))
    .returning();
  return row ?? null;
}

/** Resolves a flag that is not resolved yet; null when it is missing or already resolved. */
export async function resolveFlag(ex: Executor, organizationId: string, id: string, by: string, note: string | null, at: Date): Promise<FlagRow | null> {
  const [row] = await ex.update(flags)
    .set({ status: 'resolved', resolvedAt: at, resolvedBy: by, resolutionNote: note, updatedAt: at })
    .where(and(eq(flags.organizationId, organizationId), eq(flags.id, id), ne(flags.status, 'resolved')))
    .returning();
  return row ?? null;
}
