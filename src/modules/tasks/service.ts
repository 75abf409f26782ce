// Rules for tasks and task drafts (decisions §4), and the small API other modules call:
// the chat assistant, morning threads, end of day, wellbeing flags and analytics.
import { DateTime } from 'luxon';
import { ownOrAccess, requireAccess } from '../../platform/auth/access.ts';
import { recordActivity } from '../../platform/activity.ts';
import type { Clock } from '../../platform/clock.ts';
import { percentOf } from '../../platform/numbers.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { conflict, forbidden, invalidField, isUniqueViolation, notFound } from '../../platform/errors.ts';
import { isUuid, type Role } from '../../platform/http/schemas.ts';
import { DESCRIPTION_MAX_LENGTH, PRIORITY_RANGE, TITLE_MAX_LENGTH } from '../../platform/limits.ts';
import { pageOf } from '../../platform/pages.ts';
import { isMember } from '../users/service.ts';
import type { TaskStats } from '../../assistant/types.ts';
import type { DraftStatus, DraftView, TaskSource, TaskStatus, TaskView } from './schemas.ts';
import * as store from './store.ts';
import { matchTitle } from '../../assistant/title-match.ts';
import { readDueDate, type DueInstant } from '../../platform/due-dates.ts';
import { titlePatterns } from './title-candidates.ts';

/**
 * Open and in-progress tasks one person may have: beyond it every way of adding one (confirming
 * a draft, a morning-thread reply, reopening) answers 409, so that no one's list can grow
 * without bound and slow the requests that read it.
 */
export const OPEN_TASKS_PER_PERSON = 5000;
export const TOO_MANY_OPEN_TASKS = `A person may have at most ${OPEN_TASKS_PER_PERSON} open or in-progress tasks: complete or cancel some before adding more`;
/** Titles scored in JavaScript when a task is completed by name: the best candidates the SQL pre-filter found. */
const COMPLETION_CANDIDATES = 50;

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
  due?: DueInstant | null;
  description?: string | null;
  source: TaskSource;
}

/** The shape the chat tool get_task_stats answers with; completionRate is percent 0-100, 1 decimal. */
export type { TaskStats };

/** What completeTask did: completed one task, found several equally good matches, or none. */
export type TaskCompletion =
  | { status: 'completed'; task: { id: string; title: string; status: TaskStatus } }
  | { status: 'ambiguous'; candidates: TaskView[] }
  | { status: 'not_found' };

export const toTaskView = (row: store.TaskViewRow | store.TaskPageRow): TaskView => ({
  id: row.id,
  title: row.title,
  description: row.description,
  priority: row.priority,
  status: row.status as TaskStatus,
  dueDate: row.dueDate,
  dueHasTime: row.dueHasTime,
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
  dueHasTime: row.dueHasTime,
  rawInput: row.rawInput,
  userId: row.userId,
  organizationId: row.organizationId,
  taskId: row.taskId,
  createdAt: row.createdAt,
});

/**
 * A due value of a request or a chat draft as stored (platform/due-dates.ts says what it means),
 * or 400 naming `field` (the input it was read from): impossible dates (2026-02-30), anything
 * that is not ISO 8601 ("tomorrow"), years outside 1970-9999.
 */
export function resolveDueDate(value: string, timezone: string, field: string): DueInstant {
  const due = readDueDate(value, timezone);
  if (due === 'not_a_date') throw invalidField(field, 'must be an ISO 8601 date (YYYY-MM-DD) or date-time', due);
  if (due === 'unsupported_year') throw invalidField(field, 'must be a date in the years 1970-9999', due);
  return due;
}

/**
 * A bound of the dueBefore / dueAfter filters: a date alone is the start of that day in the
 * organization's zone (so dueAfter=D and dueBefore=D+1 select the tasks due on D); a date-time
 * reads as resolveDueDate reads it.
 */
function filterBound(value: string | undefined, timezone: string, field: string): Date | undefined {
  if (value === undefined) return undefined;
  const bound = resolveDueDate(value, timezone, field);
  return bound.dueHasTime ? bound.dueDate : DateTime.fromJSDate(bound.dueDate, { zone: timezone }).startOf('day').toJSDate();
}

/** A due date given as null clears it (dueHasTime false); undefined leaves it as it is. */
function dueChanges(value: string | null | undefined, timezone: string): { dueDate?: Date | null; dueHasTime?: boolean } {
  if (value === undefined) return {};
  if (value === null) return { dueDate: null, dueHasTime: false };
  return resolveDueDate(value, timezone, 'dueDate');
}

// The checks of a task's fields, whoever gives them (a request, a draft, a morning-thread reply):
// each names its own field.
function checkTitle(title: string): string {
  const trimmed = title.trim();
  const message = `must be 1-${TITLE_MAX_LENGTH} characters`;
  if (trimmed.length < 1) throw invalidField('title', message, 'blank');
  if (title.length > TITLE_MAX_LENGTH) throw invalidField('title', message, 'max_length', { limit: TITLE_MAX_LENGTH });
  return trimmed;
}

function checkDescription(description: string | null | undefined) {
  if (typeof description === 'string' && description.length > DESCRIPTION_MAX_LENGTH) {
    throw invalidField('description', `must be at most ${DESCRIPTION_MAX_LENGTH} characters`, 'max_length', { limit: DESCRIPTION_MAX_LENGTH });
  }
  return description;
}

function checkPriority(priority: number | undefined) {
  if (priority !== undefined && (!Number.isInteger(priority) || priority < PRIORITY_RANGE.min || priority > PRIORITY_RANGE.max)) {
    throw invalidField('priority', `must be an integer from ${PRIORITY_RANGE.min} to ${PRIORITY_RANGE.max}`, 'out_of_range');
  }
  return priority;
}

/** Status and completedAt for a move to `status`: completedAt is set on entering completed, cleared on leaving it. */
function statusChanges(task: store.TaskRow, status: TaskStatus, at: Date): Pick<store.TaskPatch, 'status' | 'completedAt'> {
  if (status !== 'completed') return { status, completedAt: null };
  return { status, completedAt: task.status === 'completed' ? task.completedAt : at };
}



/** One history row per status a task takes; userId is the task's owner (EOD and analytics count by owner). */
async function logStatus(ex: Executor, task: store.TaskRow, fromStatus: string | null, at: Date) {
  await store.insertStatusChange(ex, {
    organizationId: task.organizationId, taskId: task.id, userId: task.userId, fromStatus, toStatus: task.status, changedAt: at,
  });
}

/**
 * Refuses (409) when `adding` more open tasks would take the person past OPEN_TASKS_PER_PERSON.
 * Holds a per-person lock until the transaction ends, so that concurrent additions count each other.
 */
async function assertRoomForOpenTasks(tx: Executor, organizationId: string, userId: string, adding: number): Promise<void> {
  if (adding === 0) return;
  await store.lockOpenTasksOf(tx, userId);
  const open = await store.countActiveTasks(tx, organizationId, userId, OPEN_TASKS_PER_PERSON);
  if (open + adding > OPEN_TASKS_PER_PERSON) throw conflict(TOO_MANY_OPEN_TASKS, 'open_task_limit');
}

/**
 * Creates open tasks of one person inside the caller's transaction, each with its first
 * status-change row, and records the owner's activity; 409 past OPEN_TASKS_PER_PERSON (then
 * none is created). Used by draft confirmation and by morning-thread submissions.
 * Title, description and priority are checked (400 Validation failed); callers trim long text.
 */
export async function createTasksInTransaction(
  tx: Executor, owner: { organizationId: string; userId: string }, inputs: (Omit<NewTaskInput, 'organizationId' | 'userId'> & { draftId?: string })[], at: Date,
): Promise<store.TaskRow[]> {
  await assertRoomForOpenTasks(tx, owner.organizationId, owner.userId, inputs.length);
  const rows: store.TaskRow[] = [];
  for (const input of inputs) {
    const row = await store.insertTask(tx, {
      organizationId: owner.organizationId,
      userId: owner.userId,
      title: checkTitle(input.title),
      description: checkDescription(input.description) ?? null,
      priority: checkPriority(input.priority) ?? 3,
      status: 'open',
      dueDate: input.due?.dueDate ?? null,
      dueHasTime: input.due?.dueHasTime ?? false,
      source: input.source,
      draftId: input.draftId ?? null,
      createdAt: at,
    });
    await logStatus(tx, row, null, at);
    rows.push(row);
  }
  if (rows.length > 0) await recordActivity(tx, owner.organizationId, owner.userId, at);
  return rows;
}

/** One open task: createTasksInTransaction for a single task. */
export async function createTaskInTransaction(tx: Executor, input: NewTaskInput & { draftId?: string }, at: Date): Promise<store.TaskRow> {
  const { organizationId, userId, ...task } = input;
  const [row] = await createTasksInTransaction(tx, { organizationId, userId }, [task], at);
  return row!;
}

/** Deletes some of a user's tasks (a morning-thread resubmission replaces them); answers how many went. */
export function deleteTasksInTransaction(tx: Executor, organizationId: string, userId: string, taskIds: string[]): Promise<number> {
  return store.deleteTasks(tx, organizationId, taskIds, userId);
}

export interface TaskServiceDeps {
  db: Database;
  clock: Clock;
  /** The organization's IANA time zone: due dates without a time of day end at midnight there. */
  timezoneOf(organizationId: string): Promise<string>;
}

export function createTaskService({ db, clock, timezoneOf }: TaskServiceDeps) {
  /** The organization's zone, read only when a due date needs it. */
  const timezoneFor = async (principal: TaskPrincipal, dueDate: string | null | undefined) =>
    (typeof dueDate === 'string' ? timezoneOf(principal.organizationId) : 'UTC');

  /** A task the caller may see: the owner's, or any of the organization for managers and admins. */
  async function visibleTask(ex: Executor, principal: TaskPrincipal, id: string, options: { forUpdate?: boolean } = {}) {
    const row = await store.findTask(ex, principal.organizationId, id, options);
    if (!row || !ownOrAccess(principal, row.userId, 'tasks.readOthers')) throw notFound('Task not found');
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

    /** A new draft; writing it is activity of its author (recorded in the same statement). */
    async createDraft(principal: TaskPrincipal, input: DraftInput): Promise<DraftView> {
      const due = input.dueDate ? resolveDueDate(input.dueDate, await timezoneOf(principal.organizationId), 'dueDate') : null;
      const row = await store.insertDraftRecordingActivity(db, {
        organizationId: principal.organizationId,
        userId: principal.userId,
        title: checkTitle(input.title),
        description: checkDescription(input.description) ?? null,
        priority: checkPriority(input.priority) ?? 3,
        dueDate: due?.dueDate ?? null,
        dueHasTime: due?.dueHasTime ?? false,
        rawInput: input.rawInput ?? input.title,
        source: input.source ?? 'api',
        createdAt: clock.now(),
      });
      return toDraftView(row);
    },

    async listDrafts(principal: TaskPrincipal, filter: { status?: DraftStatus; limit?: number; offset?: number }) {
      const limit = filter.limit ?? 20;
      const offset = filter.offset ?? 0;
      return pageOf(await store.listDrafts(db, principal.organizationId, { userId: principal.userId, status: filter.status, limit, offset }), { limit, offset }, toDraftView);
    },

    async getDraft(principal: TaskPrincipal, id: string): Promise<DraftView> {
      return toDraftView(await ownDraft(db, principal, id, 'not_found'));
    },

    async updateDraft(principal: TaskPrincipal, id: string, patch: DraftPatchInput): Promise<DraftView> {
      const changes: store.DraftPatch = { updatedAt: clock.now() };
      if (patch.title !== undefined) changes.title = checkTitle(patch.title);
      if (patch.description !== undefined) changes.description = checkDescription(patch.description);
      if (patch.priority !== undefined) changes.priority = checkPriority(patch.priority);
      Object.assign(changes, dueChanges(patch.dueDate, await timezoneFor(principal, patch.dueDate)));
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
            due: draft.dueDate ? { dueDate: draft.dueDate, dueHasTime: draft.dueHasTime } : null,
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
        requireAccess(principal, 'tasks.readOthers');
        if (!(await isMember(db, principal.organizationId, userId))) throw notFound('User not found');
      }
      const limit = filter.limit ?? 20;
      const offset = filter.offset ?? 0;
      const timezone = filter.dueBefore !== undefined || filter.dueAfter !== undefined ? await timezoneOf(principal.organizationId) : 'UTC';
      const { rows, total } = await store.listTasks(db, principal.organizationId, {
        userId,
        status: filter.status,
        priority: filter.priority,
        dueBefore: filterBound(filter.dueBefore, timezone, 'dueBefore'),
        dueAfter: filterBound(filter.dueAfter, timezone, 'dueAfter'),
        limit,
        offset,
      });
      return pageOf({ rows, total }, { limit, offset }, toTaskView);
    },

    async getTask(principal: TaskPrincipal, id: string): Promise<TaskView> {
      return toTaskView(await visibleTask(db, principal, id));
    },

    async updateTask(principal: TaskPrincipal, id: string, patch: TaskPatchInput): Promise<TaskView> {
      const at = clock.now();
      const changes: store.TaskPatch = { updatedAt: at };
      if (patch.title !== undefined) changes.title = checkTitle(patch.title);
      if (patch.description !== undefined) changes.description = checkDescription(patch.description);
      if (patch.priority !== undefined) changes.priority = checkPriority(patch.priority);
      Object.assign(changes, dueChanges(patch.dueDate, await timezoneFor(principal, patch.dueDate)));
      return db.transaction(async (tx) => {
        const task = await visibleTask(tx, principal, id, { forUpdate: true });
        // Reopening adds an open task as surely as creating one does.
        const reopening = patch.status !== undefined && store.ACTIVE_STATUSES.includes(patch.status) && !store.ACTIVE_STATUSES.includes(task.status);
        if (reopening) await assertRoomForOpenTasks(tx, task.organizationId, task.userId, 1);
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
     * whose title best matches `title` (case- and accent-insensitive word overlap). When several
     * match equally well none is completed and they are answered (the person says which);
     * not_found when nothing matches well enough or the id is not the caller's.
     */
    async completeTask(principal: TaskPrincipal, target: { taskId?: string; title?: string }): Promise<TaskCompletion> {
      return db.transaction(async (tx): Promise<TaskCompletion> => {
        let task: store.TaskRow | null = null;
        if (target.taskId) {
          // Ids come from free text (chat tools): anything that is not a UUID simply matches nothing.
          if (!isUuid(target.taskId)) return { status: 'not_found' };
          const row = await store.findTask(tx, principal.organizationId, target.taskId, { forUpdate: true });
          task = row && row.userId === principal.userId ? row : null;
        } else if (target.title) {
          // The database picks a bounded set of plausible titles; only those are scored here.
          const patterns = titlePatterns(target.title);
          const candidates = patterns.length === 0
            ? []
            : await store.completionCandidates(tx, principal.organizationId, principal.userId, patterns, COMPLETION_CANDIDATES);
          const match = matchTitle(target.title, candidates);
          if (match.kind === 'ambiguous') return { status: 'ambiguous', candidates: match.items.map(toTaskView) };
          task = match.kind === 'one' ? await store.findTask(tx, principal.organizationId, match.item.id, { forUpdate: true }) : null;
        }
        if (!task) return { status: 'not_found' };
        const at = clock.now();
        const done = await applyChanges(tx, task, { ...statusChanges(task, 'completed', at), updatedAt: at });
        await recordActivity(tx, principal.organizationId, principal.userId, at);
        return { status: 'completed', task: { id: done.id, title: done.title, status: done.status as TaskStatus } };
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
    createTasksInTransaction,
    deleteTasksInTransaction,
  };
}

export type TaskService = ReturnType<typeof createTaskService>;
