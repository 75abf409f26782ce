// Rules for absences (decisions §10): a person's days away, as calendar dates of the
// organization, both included. The person records their own; managers and admins anyone's.
// Other modules ask who is away on a date (reminders, EOD, blocker follow-ups, analytics)
// through the functions exported here.
import { mayAccess, requireAccess, ownOrAccess, requireOwnOrAccess } from '../../platform/auth/access.ts';
import type { UserPrincipal } from '../../platform/auth/principal.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { conflict, invalidField, notFound } from '../../platform/errors.ts';
import { pageOf } from '../../platform/pages.ts';
import { addDays, checkDate, daysBetween } from '../../platform/scheduler/calendar.ts';
import { isMember } from '../users/service.ts';
import * as store from './store.ts';

export const ABSENCE_REASONS = ['vacation', 'sick', 'personal', 'other'] as const;
export type AbsenceReason = (typeof ABSENCE_REASONS)[number];
/** The longest absence, counted inclusively: a whole leap year. */
export const MAX_ABSENCE_DAYS = 366;

export interface AbsenceView {
  id: string;
  userId: string;
  organizationId: string;
  startDate: string;
  endDate: string;
  reason: AbsenceReason;
  createdAt: Date;
}

const toView = (row: store.AbsenceRow): AbsenceView => ({
  id: row.id,
  userId: row.userId,
  organizationId: row.organizationId,
  startDate: row.startDate,
  endDate: row.endDate,
  reason: row.reason as AbsenceReason,
  createdAt: row.createdAt,
});

/** The people of `userIds` (or all of the organization's) away on `date`. */
export async function absentOn(ex: Executor, organizationId: string, date: string, userIds?: readonly string[]): Promise<Set<string>> {
  return new Set((await store.spansIn(ex, organizationId, date, date, userIds)).map((span) => span.userId));
}

/** Per person of `userIds` (or everyone), the dates of from..to they are away. */
export async function absentDays(ex: Executor, organizationId: string, from: string, to: string, userIds?: readonly string[]): Promise<Map<string, Set<string>>> {
  const days = new Map<string, Set<string>>();
  for (const span of await store.spansIn(ex, organizationId, from, to, userIds)) {
    const own = days.get(span.userId) ?? new Set<string>();
    const first = span.startDate < from ? from : span.startDate;
    const last = span.endDate > to ? to : span.endDate;
    for (let date = first; date <= last; date = addDays(date, 1)) own.add(date);
    days.set(span.userId, own);
  }
  return days;
}

/** The caller's own id, or another member's for managers and admins (an employee → 403; another organization's → 404). */
async function subjectOf(principal: UserPrincipal, userId: string | undefined, ex: Executor): Promise<string> {
  if (userId === undefined || userId === principal.userId) return principal.userId;
  requireAccess(principal, 'absences.manageOthers');
  if (!(await isMember(ex, principal.organizationId, userId))) throw notFound('User not found', 'user_not_found');
  return userId;
}

export function createAbsenceService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    async create(principal: UserPrincipal, input: { startDate: string; endDate: string; reason?: AbsenceReason; userId?: string }): Promise<AbsenceView> {
      const startDate = checkDate(input.startDate, 'startDate');
      const endDate = checkDate(input.endDate, 'endDate');
      const days = daysBetween(startDate, endDate) + 1;
      if (days < 1) throw invalidField('endDate', 'must not be before startDate', 'range_reversed');
      if (days > MAX_ABSENCE_DAYS) {
        throw invalidField('endDate', `must be at most ${MAX_ABSENCE_DAYS} days from startDate, both included`, 'range_too_long');
      }
      const userId = await subjectOf(principal, input.userId, db);
      const row = await db.transaction(async (tx) => {
        await store.lockPerson(tx, principal.organizationId, userId);
        if (await store.overlaps(tx, principal.organizationId, userId, startDate, endDate)) throw conflict('Absence overlaps another', 'absence_overlap');
        return store.insertAbsence(tx, {
          organizationId: principal.organizationId, userId, startDate, endDate, reason: input.reason ?? 'vacation', createdAt: clock.now(),
        });
      });
      return toView(row);
    },

    /** Absences overlapping from..to; employees their own only (another's userId → 403). */
    async list(principal: UserPrincipal, filter: { userId?: string; from?: string; to?: string; limit: number; offset: number }) {
      const from = filter.from === undefined ? undefined : checkDate(filter.from, 'from');
      const to = filter.to === undefined ? undefined : checkDate(filter.to, 'to');
      if (from !== undefined && to !== undefined && to < from) {
        throw invalidField('to', 'must not be before from', 'range_reversed');
      }
      let userId = filter.userId;
      if (!mayAccess(principal, 'absences.readOthers')) {
        if (userId !== undefined) requireOwnOrAccess(principal, userId, 'absences.readOthers');
        userId = principal.userId;
      }
      return pageOf(await store.listAbsences(db, principal.organizationId, { userId, from, to, limit: filter.limit, offset: filter.offset }), filter, toView);
    },

    /** Deletes an absence: its owner, or a manager or admin; anyone else (and another organization's) → 404. */
    async remove(principal: UserPrincipal, id: string): Promise<void> {
      const row = await store.findAbsence(db, principal.organizationId, id);
      if (!row || !ownOrAccess(principal, row.userId, 'absences.manageOthers')) throw notFound('Absence not found', 'absence_not_found');
      await store.deleteAbsence(db, principal.organizationId, id);
    },
  };
}

export type AbsenceService = ReturnType<typeof createAbsenceService>;
