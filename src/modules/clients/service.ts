// Rules for clients: weekday normalisation, the status machine, member assignment (decisions §7).
import { requireAccess } from '../../platform/auth/access.ts';
import type { UserPrincipal } from '../../platform/auth/principal.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { conflict, invalidField, invalidInput, notFound, type FieldProblem } from '../../platform/errors.ts';
import { activeMembers } from '../users/service.ts';
import * as store from './store.ts';
import { WEEKDAYS, type ClientStatus, type ClientSummaryView, type ClientView } from './schemas.ts';

type MemberList = string[] | null;

export interface ClientInput {
  name: string;
  deployDay: string;
  contentCadence: number;
  status?: ClientStatus;
  assignedWriters?: MemberList;
  assignedDesigners?: MemberList;
}

export type ClientPatch = Partial<ClientInput>;

const WEEKDAY_BY_LOWER = new Map(WEEKDAYS.map((day) => [day.toLowerCase(), day]));

/** "friday", "FRIDAY" → "Friday"; anything else is a validation error. */
export function normalizeWeekday(value: string): string {
  const day = WEEKDAY_BY_LOWER.get(value.trim().toLowerCase());
  if (!day) throw invalidField('deployDay', `must be a weekday name: ${WEEKDAYS.join(', ')}`, 'enum', { allowed: [...WEEKDAYS] });
  return day;
}

/** active ↔ paused, either → offboarded; offboarded is final. The same status is no change. */
function assertTransition(from: string, to: ClientStatus) {
  if (from !== to && from === 'offboarded') throw conflict('An offboarded client cannot change status');
}

const toSummary = (row: store.ClientRow): ClientSummaryView => ({
  id: row.id,
  name: row.name,
  deployDay: row.deployDay,
  contentCadence: row.contentCadence,
  status: row.status as ClientStatus,
  assignedWriters: row.assignedWriters,
  assignedDesigners: row.assignedDesigners,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

/** Single-client shape: members resolved in assignment order; deactivated ones are left out. */
async function toClient(ex: Executor, row: store.ClientRow): Promise<ClientView> {
  const [writers, designers] = await Promise.all([
    activeMembers(ex, row.organizationId, row.assignedWriters ?? []),
    activeMembers(ex, row.organizationId, row.assignedDesigners ?? []),
  ]);
  return { ...toSummary(row), writers, designers };
}

/**
 * Member lists as stored: duplicates removed, order kept, null left as null. Every id must be an
 * active user of the organization; the offending positions are reported together.
 */
async function checkMembers(ex: Executor, organizationId: string, lists: { field: string; ids: MemberList | undefined }[]) {
  const problems: FieldProblem[] = [];
  const result: (MemberList | undefined)[] = [];
  for (const { field, ids } of lists) {
    if (!ids) {
      result.push(ids);
      continue;
    }
    const unique = [...new Set(ids)];
    const active = new Set((await activeMembers(ex, organizationId, unique)).map((m) => m.id));
    ids.forEach((id, index) => {
      if (!active.has(id)) problems.push({ field: `${field}.${index}`, message: 'must be the id of an active user of this organization', code: 'not_active_member' });
    });
    result.push(unique);
  }
  if (problems.length > 0) throw invalidInput(problems);
  return result;
}

export interface ClientServiceDeps {
  db: Database;
  clock: Clock;
}

export function createClientService({ db, clock }: ClientServiceDeps) {
  async function requireClient(ex: Executor, organizationId: string, id: string, options: { forUpdate?: boolean } = {}) {
    const row = await store.findClient(ex, organizationId, id, options);
    if (!row) throw notFound('Client not found', 'client_not_found');
    return row;
  }

  return {
    async list(principal: UserPrincipal, status?: ClientStatus) {
      return (await store.listClients(db, principal.organizationId, status)).map(toSummary);
    },

    async schedule(principal: UserPrincipal) {
      return (await store.listSchedule(db, principal.organizationId)).map((row) => ({
        id: row.id,
        name: row.name,
        deployDay: row.deployDay,
        contentCadence: row.contentCadence,
        assignedWriters: row.assignedWriters,
        assignedDesigners: row.assignedDesigners,
      }));
    },

    async get(principal: UserPrincipal, id: string) {
      return toClient(db, await requireClient(db, principal.organizationId, id));
    },

    async create(principal: UserPrincipal, input: ClientInput) {
      requireAccess(principal, 'clients.manage');
      const deployDay = normalizeWeekday(input.deployDay);
      return db.transaction(async (tx) => {
        const [writers, designers] = await checkMembers(tx, principal.organizationId, [
          { field: 'assignedWriters', ids: input.assignedWriters },
          { field: 'assignedDesigners', ids: input.assignedDesigners },
        ]);
        const at = clock.now();
        const row = await store.insertClient(tx, {
          organizationId: principal.organizationId,
          name: input.name.trim(),
          deployDay,
          contentCadence: input.contentCadence,
          status: input.status ?? 'active',
          assignedWriters: writers ?? null,
          assignedDesigners: designers ?? null,
          createdAt: at,
          updatedAt: at,
        });
        return toClient(tx, row);
      });
    },

    /**
     * Changes the given fields. Only the status is frozen once offboarded: the other fields stay
     * editable so that records of former clients can be corrected. Nothing changed → no write.
     */
    async update(principal: UserPrincipal, id: string, patch: ClientPatch) {
      requireAccess(principal, 'clients.manage');
      const deployDay = patch.deployDay === undefined ? undefined : normalizeWeekday(patch.deployDay);
      return db.transaction(async (tx) => {
        const row = await requireClient(tx, principal.organizationId, id, { forUpdate: true });
        if (patch.status !== undefined) assertTransition(row.status, patch.status);
        const [writers, designers] = await checkMembers(tx, principal.organizationId, [
          { field: 'assignedWriters', ids: patch.assignedWriters },
          { field: 'assignedDesigners', ids: patch.assignedDesigners },
        ]);
        const candidate: store.ClientChanges = {
          name: patch.name?.trim(), deployDay, contentCadence: patch.contentCadence, status: patch.status,
          assignedWriters: writers, assignedDesigners: designers,
        };
        const changes = Object.fromEntries(Object.entries(candidate)
          .filter(([key, value]) => value !== undefined && !sameValue(value, row[key as keyof store.ClientChanges])));
        if (Object.keys(changes).length === 0) return toClient(tx, row);
        const updated = await store.updateClient(tx, principal.organizationId, id, { ...changes, updatedAt: clock.now() });
        return toClient(tx, updated!);
      });
    },

    /** Replaces both member lists (PUT /api/clients/{id}/members). */
    async setMembers(principal: UserPrincipal, id: string, input: { writerIds: string[]; designerIds: string[] }) {
      requireAccess(principal, 'clients.manage');
      return db.transaction(async (tx) => {
        await requireClient(tx, principal.organizationId, id, { forUpdate: true });
        const [writers, designers] = await checkMembers(tx, principal.organizationId, [
          { field: 'writerIds', ids: input.writerIds },
          { field: 'designerIds', ids: input.designerIds },
        ]);
        const updated = await store.updateClient(tx, principal.organizationId, id, {
          assignedWriters: writers, assignedDesigners: designers, updatedAt: clock.now(),
        });
        return toClient(tx, updated!);
      });
    },
  };
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => v === b[i]);
  return a === b;
}

export type ClientService = ReturnType<typeof createClientService>;
