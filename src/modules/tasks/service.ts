// Rules for tasks and task drafts (decisions §4), and the small API other modules call:
// the chat assistant, morning threads, end of day, wellbeing flags and analytics.
import { recordActivity } from '../../platform/activity.ts';
import type { Clock } from '../../platform/clock.ts';
import { percentOf } from '../../platform/numbers.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { conflict, forbidden, isUniqueViolation, notFound, validationFailed } from '../../platform/errors.ts';
import { isUuid, type Role } from '../../platform/http/schemas.ts';
import { findUser } from '../users/store.ts';
import type { TaskStats } from '../../assistant/types.ts';
import type { DraftStatus, DraftView, TaskSource, TaskStatus, TaskView } from './schemas.ts';
import * as store from './store.ts';
import { bestTitleMatch } from './title-match.ts';

/** Who acts: a user of an organization; the role matters only for reading other members' tasks. */
export interface TaskPrincipal {
  organizationId: string;
  userId: string;
  role?: Role;
}

export interface DraftInput {
  title: string;
  description?: string | null;
  priority?: number;
  dueDate?: string | null;
  rawInput?: string;
  source?: 'api' | 'chat';
}

export interface DraftPatchInput {
  title?: string;
  description?: string | null;
  priority?: number;
  dueDate?: string | null;
}

export interface TaskPatchInput extends DraftPatchInput {
  status?: TaskStatus;
}

export interface TaskListFilter {
  userId?: string;
  status?: TaskStatus;
  priority?: number;
  dueBefore?: string;
  dueAfter?: string;
  limit?: number;
  offset?: number;
}

export interface NewTaskInput {
  organizationId: string;
  userId: string;
  title: string;
  priority?: number;
  dueDate?: Date | null;
  description?: string | null;
  source: TaskSource;
}

/** The shape the chat tool get_task_stats answers with; completionRate is percent 0-100, 1 decimal. */
export type { TaskStats };

export const toTaskView = (row: store.TaskRow): TaskView => ({
  id: row.id,
  title: row.title,
  description: row.description,
  priority: row.priority,
  status: row.status as TaskStatus,
  dueDate: row.dueDate,
  userId: row.userId,
  organizationId: row.organizationId,
  source: row.source as TaskSource,
  completedAt: row.completedAt,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

export const toDraftView = (row: store.DraftRow): DraftView => ({
  id: row.id,
  title: row.title,
  description: row.description,
  priority: row.priority,
  status: row.status as DraftStatus,
  dueDate: row.dueDate,
  rawInput: row.rawInput,
  userId: row.userId,
  organizationId: row.organizationId,
  taskId: row.taskId,
  createdAt: row.createdAt,
});

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const HAS_OFFSET = /([Zz]|[+-]\d{2}:?\d{2})$/;

/**
 * Reads an ISO 8601 date or date-time. A date alone is that day at 00:00 UTC; a date-time
 * without an offset is read as UTC. Impossible dates (2026-02-30, 2026-13-45) and anything
 * that is not ISO 8601 ("tomorrow") answer 400 Validation failed naming `path`.
 */
export function parseIsoDate(value: string, path: string): Date {
  const invalid = () => validationFailed([{ path, message: 'must be an ISO 8601 date or date-time' }]);
  const trimmed = value.trim();
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(trimmed);
  if (!day || !/^\d{4}-\d{2}-\d{2}([Tt ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?([Zz]|[+-]\d{2}:?\d{2})?)?$/.test(trimmed)) throw invalid();
  const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
  const check = new Date(Date.UTC(year, month - 1, date));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) throw invalid();
  if (DATE_ONLY.test(trimmed)) return check;
  const withOffset = HAS_OFFSET.test(trimmed) ? trimmed : `${trimmed}Z`;
  const parsed = new Date(withOffset.replace(' ', 'T').replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  if (Number.isNaN(parsed.getTime())) throw invalid();
  return parsed;
}

const optionalDate = (value: string | null | undefined, path: string): Date | null | undefined =>
  value === undefined || value === null ? value : parseIsoDate(value, path);

function checkTitle(title: string, path: string): string {
  const trimmed = title.trim();
  if (trimmed.length < 1 || title.length > 200) throw validationFailed([{ path, message: 'must be 1-200 characters' }]);
  return trimmed;
}

function checkDescription(description: string | null | undefined, path: string) {
  if (typeof description === 'string' && description.length > 2000) throw validationFailed([{ path, message: 'must be at most 2000 characters' }]);
  return description;
}

function checkPriority(priority: number | undefined, path: string) {
  if (priority !== undefined && (!Number.isInteger(priority) || priority < 1 || priority > 5)) {
    throw validationFailed([{ path, message: 'must be an integer from 1 to 5' }]);
  }
  return priority;
}

/** Status and completedAt for a move to `status`: completedAt is set on entering completed, cleared on leaving it. */
function statusChanges(task: store.TaskRow, status: TaskStatus, at: Date): Pick<store.TaskPatch, 'status' | 'completedAt'> {
  if (status !== 'completed') return { status, completedAt: null };
  return { status, completedAt: task.status === 'completed' ? task.completedAt : at };
}

const isManager = (principal: TaskPrincipal) => principal.role === 'manager' || principal.role === 'admin';


/** One history row per status a task takes; userId is the task's owner (EOD and analytics count by owner). */
async function logStatus(ex: Executor, task: store.TaskRow, fromStatus: string | null, at: Date) {
  await store.insertStatusChange(ex, {
    organizationId: task.organizationId, taskId: task.id, userId: task.userId, fromStatus, toStatus: task.status, changedAt: at,
  });
}

/**
 * Creates an open task inside the caller's transaction, with its first status-change row and
 * the owner's activity. Used by draft confirmation and by morning-thread submissions.
 * Title, description and priority are checked (400 Validation failed); callers trim long text.
 */
export async function createTaskInTransaction(tx: Executor, input: NewTaskInput & { draftId?: string }, at: Date): Promise<store.TaskRow> {
  const row = await store.insertTask(tx, {
    organizationId: input.organizationId,
    userId: input.userId,
    title: checkTitle(input.title, 'title'),
    description: checkDescription(input.description, 'description') ?? null,
    priority: checkPriority(input.priority, 'priority') ?? 3,
    status: 'open',
    dueDate: input.dueDate ?? null,
    source: input.source,
    draftId: input.draftId ?? null,
    createdAt: at,
  });
  await logStatus(tx, row, null, at);
  await recordActivity(tx, input.organizationId, input.userId, at);
  return row;
}

/** Deletes some of a user's tasks (a morning-thread resubmission replaces them); answers how many went. */
export function deleteTasksInTransaction(tx: Executor, organizationId: string, userId: string, taskIds: string[]): Promise<number> {
  return store.deleteTasks(tx, organizationId, taskIds, userId);
}

export interface TaskServiceDeps {
  db: Database;
  clock: Clock;
}

export function createTaskService({ db, clock }: TaskServiceDeps) {
  /** A task the caller may see: the owner's, or any of the organization for managers and admins. */
  async function visibleTask(ex: Executor, principal: TaskPrincipal, id: string, options: { forUpdate?: boolean } = {}) {
    const row = await store.findTask(ex, principal.organizationId, id, options);
    const mayAct = row && (row.userId === principal.userId || isManager(principal));
    if (!row || !mayAct) throw notFound('Task not found');
    return row;
  }

  /** The caller's own draft; another member's in the same organization answers 403 or 404 as the operation says. */
  async function ownDraft(ex: Executor, principal: TaskPrincipal, id: string, otherUser: 'forbidden' | 'not_found', options: { forUpdate?: boolean } = {}) {
    const row = await store.findDraft(ex, principal.organizationId, id, options);
    if (!row) throw notFound('Draft not found');
    if (row.userId !== principal.userId) {
      throw otherUser === 'forbidden' ? forbidden('Only the owner of a draft may confirm or reject it') : notFound('Draft not found');
    }
    return row;
  }

  function requirePending(row: store.DraftRow) {
    if (row.status !== 'pending') throw conflict(`Draft is already ${row.status}`);
  }

  /** Writes the changes; a new status also gets its history row. */
  async function applyChanges(tx: Executor, task: store.TaskRow, changes: store.TaskPatch) {
    const updated = (await store.updateTask(tx, task.organizationId, task.id, changes))!;
    if (updated.status !== task.status) await logStatus(tx, updated, task.status, changes.updatedAt);
    return updated;
  }

  return {
    toTaskView,
    toDraftView,

    // ---- drafts ----

    async createDraft(principal: TaskPrincipal, input: DraftInput): Promise<DraftView> {
      const row = await store.insertDraft(db, {
        organizationId: principal.organizationId,
        userId: principal.userId,
        title: checkTitle(input.title, 'body.title'),
        description: checkDescription(input.description, 'body.description') ?? null,
        priority: checkPriority(input.priority, 'body.priority') ?? 3,
        dueDate: optionalDate(input.dueDate, 'body.dueDate') ?? null,
        rawInput: input.rawInput ?? input.title,
        source: input.source ?? 'api',
        createdAt: clock.now(),
      });
      return toDraftView(row);
    },

    async listDrafts(principal: TaskPrincipal, filter: { status?: DraftStatus; limit?: number; offset?: number }) {
      const limit = filter.limit ?? 20;
      const offset = filter.offset ?? 0;
      const { rows, total } = await store.listDrafts(db, principal.organizationId, { userId: principal.userId, status: filter.status, limit, offset });
      return { data: rows.map(toDraftView), total, limit, offset };
    },

    async getDraft(principal: TaskPrincipal, id: string): Promise<DraftView> {
      return toDraftView(await ownDraft(db, principal, id, 'not_found'));
    },

    async updateDraft(principal: TaskPrincipal, id: string, patch: DraftPatchInput): Promise<DraftView> {
      const changes: store.DraftPatch = { updatedAt: clock.now() };
      if (patch.title !== undefined) changes.title = checkTitle(patch.title, 'body.title');
      if (patch.description !== undefined) changes.description = checkDescription(patch.description, 'body.description');
      if (patch.priority !== undefined) changes.priority = checkPriority(patch.priority, 'body.priority');
      if (patch.dueDate !== undefined) changes.dueDate = optionalDate(patch.dueDate, 'body.dueDate');
      return db.transaction(async (tx) => {
        requirePending(await ownDraft(tx, principal, id, 'not_found', { forUpdate: true }));
        return toDraftView((await store.updateDraft(tx, principal.organizationId, id, changes))!);
      });
    },

    async rejectDraft(principal: TaskPrincipal, id: string): Promise<DraftView> {
      return db.transaction(async (tx) => {
        requirePending(await ownDraft(tx, principal, id, 'forbidden', { forUpdate: true }));
        return toDraftView((await store.updateDraft(tx, principal.organizationId, id, { status: 'rejected', updatedAt: clock.now() }))!);
      });
    },

    /**
     * Turns a pending draft into an open task, in one transaction. The draft row is locked, so
     * a second confirmation waits and then finds it confirmed (409); the unique
     * (organization_id, draft_id) index on tasks backs this up should the lock ever be skipped.
     */
    async confirmDraft(principal: TaskPrincipal, id: string): Promise<TaskView> {
      try {
        return await db.transaction(async (tx) => {
          const draft = await ownDraft(tx, principal, id, 'forbidden', { forUpdate: true });
          requirePending(draft);
          const at = clock.now();
          const task = await createTaskInTransaction(tx, {
            organizationId: draft.organizationId,
            userId: draft.userId,
            title: draft.title,
            description: draft.description,
            priority: draft.priority,
            dueDate: draft.dueDate,
            source: draft.source === 'chat' ? 'chat' : 'api',
            draftId: draft.id,
          }, at);
          await store.updateDraft(tx, principal.organizationId, id, { status: 'confirmed', taskId: task.id, updatedAt: at });
          return toTaskView(task);
        });
      } catch (error) {
        if (isUniqueViolation(error, 'tasks_draft_key')) throw conflict('Draft is already confirmed');
        throw error;
      }
    },

    // ---- tasks ----

    /**
     * A page of one user's tasks, newest first: the caller's own, or with `userId` a member's
     * (managers and admins only; an employee naming someone else → 403, an unknown user → 404).
     */
    async listTasks(principal: TaskPrincipal, filter: TaskListFilter = {}) {
      const userId = filter.userId ?? principal.userId;
      if (userId !== principal.userId) {
        if (!isManager(principal)) {
          throw forbidden('Only a manager or admin may list another member\'s tasks');
        }
        if (!(await findUser(db, principal.organizationId, userId))) throw notFound('User not found');
      }
      const limit = filter.limit ?? 20;
      const offset = filter.offset ?? 0;
      const { rows, total } = await store.listTasks(db, principal.organizationId, {
        userId,
        status: filter.status,
        priority: filter.priority,
        dueBefore: optionalDate(filter.dueBefore, 'querystring.dueBefore') ?? undefined,
        dueAfter: optionalDate(filter.dueAfter, 'querystring.dueAfter') ?? undefined,
        limit,
        offset,
      });
      return { data: rows.map(toTaskView), total, limit, offset };
    },

    async getTask(principal: TaskPrincipal, id: string): Promise<TaskView> {
      return toTaskView(await visibleTask(db, principal, id));
    },

    async updateTask(principal: TaskPrincipal, id: string, patch: TaskPatchInput): Promise<TaskView> {
      const at = clock.now();
      const changes: store.TaskPatch = { updatedAt: at };
      if (patch.title !== undefined) changes.title = checkTitle(patch.title, 'body.title');
      if (patch.description !== undefined) changes.description = checkDescription(patch.description, 'body.description');
      if (patch.priority !== undefined) changes.priority = checkPriority(patch.priority, 'body.priority');
      if (patch.dueDate !== undefined) changes.dueDate = optionalDate(patch.dueDate, 'body.dueDate');
      return db.transaction(async (tx) => {
        const task = await visibleTask(tx, principal, id, { forUpdate: true });
        const updated = await applyChanges(tx, task, patch.status === undefined ? changes : { ...changes, ...statusChanges(task, patch.status, at) });
        await recordActivity(tx, principal.organizationId, principal.userId, at);
        return toTaskView(updated);
      });
    },

    async deleteTask(principal: TaskPrincipal, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        await visibleTask(tx, principal, id, { forUpdate: true });
        await store.deleteTasks(tx, principal.organizationId, [id]);
        await recordActivity(tx, principal.organizationId, principal.userId, clock.now());
      });
    },

    /**
     * Completes one of the caller's own tasks: by id, or else by the open or in-progress task
     * whose title best matches `title` (case- and accent-insensitive word overlap). Null when
     * nothing matches well enough or the id is not the caller's.
     */
    async completeTask(principal: TaskPrincipal, target: { taskId?: string; title?: string }): Promise<{ id: string; title: string; status: TaskStatus } | null> {
      return db.transaction(async (tx) => {
        let task: store.TaskRow | null = null;
        if (target.taskId) {
          // Ids come from free text (chat tools): anything that is not a UUID simply matches nothing.
          if (!isUuid(target.taskId)) return null;
          const row = await store.findTask(tx, principal.organizationId, target.taskId, { forUpdate: true });
          task = row && row.userId === principal.userId ? row : null;
        } else if (target.title) {
          const match = bestTitleMatch(target.title, await store.activeTasks(tx, principal.organizationId, principal.userId));
          task = match && (await store.findTask(tx, principal.organizationId, match.id, { forUpdate: true }));
        }
        if (!task) return null;
        const at = clock.now();
        const done = await applyChanges(tx, task, { ...statusChanges(task, 'completed', at), updatedAt: at });
        await recordActivity(tx, principal.organizationId, principal.userId, at);
        return { id: done.id, title: done.title, status: done.status as TaskStatus };
      });
    },

    /** The caller's task counts over tasks created in the last `days` days (all tasks when absent). */
    async taskStats(principal: TaskPrincipal, options: { days?: number } = {}): Promise<TaskStats> {
      const now = clock.now();
      const since = options.days === undefined ? null : new Date(now.getTime() - options.days * 86_400_000);
      const counts = await store.taskCounts(db, principal.organizationId, principal.userId, since, now);
      return {
        totalTasks: counts.total,
        completedTasks: counts.completed,
        completionRate: percentOf(counts.completed, counts.total),
        openTasks: counts.open,
        overdueTasks: counts.overdue,
      };
    },

    /** Open or in-progress tasks of the user whose due date has passed (wellbeing overload rule). */
    overdueOpenTaskCount(organizationId: string, userId: string): Promise<number> {
      return store.countOverdueActive(db, organizationId, userId, clock.now());
    },

    /** Users with more than `above` overdue open tasks, with their counts (the daily overload check). */
    usersWithOverdueTasks(ex: Executor, organizationId: string, above: number) {
      return store.usersWithOverdueActive(ex, organizationId, clock.now(), above);
    },

    createTaskInTransaction,
    deleteTasksInTransaction,
  };
}

export type TaskService = ReturnType<typeof createTaskService>;
