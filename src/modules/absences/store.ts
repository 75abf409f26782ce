// SQL for absences, every query scoped by organization_id.
import { and, count, desc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { absences } from '../../platform/db/schema.ts';
import { countedRows } from '../../platform/pages.ts';

export type AbsenceRow = typeof absences.$inferSelect;

/**
 * Serializes the absence writes of one person (transaction-scoped advisory lock), so that two
 * overlapping absences sent at once cannot both pass the overlap check.
 */
export async function lockPerson(ex: Executor, organizationId: string, userId: string): Promise<void> {
  await ex.execute(sql`select pg_advisory_xact_lock(hashtext(${'absences'}), hashtext(${`${organizationId}:${userId}`}))`);
}

/** Whether the person has an absence sharing a day with start..end. */
export async function overlaps(ex: Executor, organizationId: string, userId: string, startDate: string, endDate: string): Promise<boolean> {
  const [row] = await ex.select({ id: absences.id }).from(absences).where(and(
    eq(absences.organizationId, organizationId), eq(absences.userId, userId),
    lte(absences.startDate, endDate), gte(absences.endDate, startDate),
  )).limit(1);
  return row !== undefined;
}

export async function insertAbsence(ex: Executor, values: Omit<AbsenceRow, 'id'>): Promise<AbsenceRow> {
  const [row] = await ex.insert(absences).values(values).returning();
  return row!;
}

export interface AbsenceFilter {
  userId?: string;
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}

/** Absences that share a day with from..to (each bound optional), latest start first. */
export async function listAbsences(ex: Executor, organizationId: string, filter: AbsenceFilter) {
  const where = and(
    eq(absences.organizationId, organizationId),
    filter.userId === undefined ? undefined : eq(absences.userId, filter.userId),
    filter.to === undefined ? undefined : lte(absences.startDate, filter.to),
    filter.from === undefined ? undefined : gte(absences.endDate, filter.from),
  );
  return countedRows(
    ex.select().from(absences).where(where)
      .orderBy(desc(absences.startDate), desc(absences.createdAt), desc(absences.id)).limit(filter.limit).offset(filter.offset),
    ex.select({ n: count() }).from(absences).where(where),
  );
}

export async function findAbsence(ex: Executor, organizationId: string, id: string): Promise<AbsenceRow | null> {
  const [row] = await ex.select().from(absences).where(and(eq(absences.organizationId, organizationId), eq(absences.id, id))).limit(1);
  return row ?? null;
}

export async function deleteAbsence(ex: Executor, organizationId: string, id: string): Promise<void> {
  await ex.delete(absences).where(and(eq(absences.organizationId, organizationId), eq(absences.id, id)));
}

/** Of the organization's people (or only `userIds`), who is away on some day of from..to, and on which spans. */
export function spansIn(ex: Executor, organizationId: string, from: string, to: string, userIds?: readonly string[]) {
  return ex.select({ userId: absences.userId, startDate: absences.startDate, endDate: absences.endDate }).from(absences).where(and(
    eq(absences.organizationId, organizationId),
    userIds === undefined ? undefined : userIds.length === 0 ? ne(sql`1`, sql`1`) : inArray(absences.userId, [...userIds]),
    lte(absences.startDate, to), gte(absences.endDate, from),
  ));
}
