// SQL for tasks, their status history and task drafts. Every query is scoped by organization_id.
import { and, count, desc, eq, gt, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { namedRows, namedStatement, queryRows, type Bound, type Database, type Executor, type NamedStatement } from '../../platform/db/client.ts';
import { activityDay, activityUpsert } from '../../platform/activity.ts';
import { taskDrafts, taskStatusChanges, taskStatusCounts, tasks, userActivityDays } from '../../platform/db/schema.ts';
import { countedRows } from '../../platform/pages.ts';

export type TaskRow = typeof tasks.$inferSelect;
/**
 * The columns a task's view shows (tasks/service.ts toTaskView): what a list reads, leaving out
 * the folded title and the draft's id, which no answer carries.
 */
const TASK_VIEW_COLUMNS = {
  id: tasks.id, title: tasks.title, description: tasks.description, priority: tasks.priority, status: tasks.status,
  dueDate: tasks.dueDate, dueHasTime: tasks.dueHasTime, userId: tasks.userId, organizationId: tasks.organizationId,
  source: tasks.source, completedAt: tasks.completedAt, createdAt: tasks.createdAt, updatedAt: tasks.updatedAt,
};
export type TaskViewRow = Pick<TaskRow, keyof typeof TASK_VIEW_COLUMNS>;
/** A row of the task page: the view's columns with its timestamps as ISO 8601 text (namedRows), and the filter's total. */
export type TaskPageRow = Omit<TaskViewRow, 'dueDate' | 'completedAt' | 'createdAt' | 'updatedAt'>
  & { dueDate: string | null; completedAt: string | null; createdAt: string; updatedAt: string; total: number };
export type DraftRow = typeof taskDrafts.$inferSelect;
export type NewTask = Omit<typeof tasks.$inferInsert, 'id'> & { createdAt: Date };
export type NewDraft = Pick<DraftRow, 'organizationId' | 'userId' | 'title' | 'description' | 'priority' | 'dueDate' | 'dueHasTime' | 'rawInput' | 'source' | 'createdAt'>;
export type TaskPatch = Partial<Pick<TaskRow, 'title' | 'description' | 'priority' | 'status' | 'dueDate' | 'dueHasTime' | 'completedAt'>> & { updatedAt: Date };
export type DraftPatch = Partial<Pick<DraftRow, 'title' | 'description' | 'priority' | 'dueDate' | 'dueHasTime' | 'status' | 'taskId'>> & { updatedAt: Date };

// Newest first, spelled exactly as the owner indexes are built ("desc nulls last"): a bare
// "desc" means nulls first, which the planner cannot take from those indexes and would sort.
const newestTasksFirst = [sql`${tasks.createdAt} desc nulls last`, sql`${tasks.id} desc nulls last`];
const newestDraftsFirst = [sql`${taskDrafts.createdAt} desc nulls last`, sql`${taskDrafts.id} desc nulls last`];

/** Statuses that still ask for work: counted as open by stats, overdue checks and fuzzy completion. */
export const ACTIVE_STATUSES = ['open', 'in_progress'];

export interface TaskFilter {
  userId: string;
  status?: string;
  priority?: number;
  dueBefore?: Date;
  dueAfter?: Date;
  limit: number;
  offset: number;
}

/** The list's optional filters (TaskFilter's fields besides the owner and the page). */
const FILTERS = ['status', 'priority', 'dueBefore', 'dueAfter'] as const;

export async function insertTask(ex: Executor, task: NewTask): Promise<TaskRow> {
  const [row] = await ex.insert(tasks).values({ ...task, updatedAt: task.createdAt }).returning();
  return row!;
}

export async function findTask(ex: Executor, organizationId: string, id: string, options: { forUpdate?: boolean } = {}): Promise<TaskRow | null> {
  const query = ex.select().from(tasks).where(and(eq(tasks.organizationId, organizationId), eq(tasks.id, id))).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** The page's inputs, as values or as placeholders of a prepared statement. */
interface TaskPageInputs {
  organizationId: Bound<string>;
  userId: Bound<string>;
  status?: Bound<string>;
  priority?: Bound<number>;
  dueBefore?: Bound<Date>;
  dueAfter?: Bound<Date>;
  limit: Bound<number>;
  offset: Bound<number>;
}

/** The page's columns under the names of the task's view, so that its rows are views as they come. */
const TASK_PAGE_COLUMNS = sql.join(Object.entries(TASK_VIEW_COLUMNS).map(([name, column]) => sql`${column} as ${sql.identifier(name)}`), sql`, `);

/**
 * One page of one user's tasks, newest first, with the filter's total on each row. The leading
 * equalities (organization, user) and the order match tasks_owner_idx (tasks_owner_status_idx
 * with a status), so the page is an index walk that stops after offset + limit rows whatever the
 * size of the table. The total is a sub-select of its own (run once, and only when the page has
 * a row): a window count would have to read every matching row before the first one of the page.
 */
function taskPageWithTotalStatement(ex: Executor, inputs: TaskPageInputs): SQL {
  return sql`select ${TASK_PAGE_COLUMNS}, (${taskTotal(ex, inputs)})::int as "total" from ${tasks}
    where ${taskWhere(inputs)} order by ${sql.join(newestTasksFirst, sql`, `)} limit ${inputs.limit} offset ${inputs.offset}`;
}

export function taskPageQuery(ex: Executor, organizationId: string, filter: TaskFilter): SQL {
  return taskPageWithTotalStatement(ex, { ...filter, organizationId });
}

/**
 * The number of tasks the filter matches. Without a filter or by status alone it is read from
 * task_status_counts (kept by a trigger, drizzle/0016_task_status_counts.sql): a few rows
 * whatever the number of tasks; other filters count the matching rows.
 */
function taskTotal(ex: Executor, inputs: Omit<TaskPageInputs, 'limit' | 'offset'>) {
  if (FILTERS.some((name) => name !== 'status' && inputs[name])) return ex.select({ n: count() }).from(tasks).where(taskWhere(inputs));
  return ex.select({ n: sql<number>`coalesce(sum(${taskStatusCounts.tasks}), 0)::int`.mapWith(Number) }).from(taskStatusCounts).where(and(
    eq(taskStatusCounts.organizationId, inputs.organizationId),
    eq(taskStatusCounts.userId, inputs.userId),
    inputs.status ? eq(taskStatusCounts.status, inputs.status) : undefined,
  ));
}

function taskWhere(inputs: Omit<TaskPageInputs, 'limit' | 'offset'>) {
  return and(
    eq(tasks.organizationId, inputs.organizationId),
    eq(tasks.userId, inputs.userId),
    inputs.status ? eq(tasks.status, inputs.status) : undefined,
    inputs.priority ? eq(tasks.priority, inputs.priority) : undefined,
    inputs.dueBefore ? lt(tasks.dueDate, inputs.dueBefore) : undefined,
    inputs.dueAfter ? gte(tasks.dueDate, inputs.dueAfter) : undefined,
  );
}

/** Per set of filters used (at most 16), the page's statement, built once. */
const taskPageStatements = new Map<string, NamedStatement>();

function taskPageStatement(ex: Executor, filter: TaskFilter): NamedStatement {
  const used = FILTERS.filter((name) => filter[name]);
  const name = ['task_page', ...used].join('_');
  let statement = taskPageStatements.get(name);
  if (!statement) {
    const inputs: TaskPageInputs = { organizationId: sql.placeholder('organizationId'), userId: sql.placeholder('userId'), limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };
    for (const filterName of used) inputs[filterName] = sql.placeholder(filterName);
    statement = namedStatement(name, taskPageWithTotalStatement(ex, inputs));
    taskPageStatements.set(name, statement);
  }
  return statement;
}

/** A page of tasks, its rows already in the shape of the task's view (read without drizzle's mapping: the hottest read). */
export async function listTasks(db: Database, organizationId: string, filter: TaskFilter) {
  const rows = await namedRows<TaskPageRow>(db, taskPageStatement(db, filter), { ...filter, organizationId });
  // A page past the end has no row to carry the total: only then is it counted apart.
  const total = rows[0]?.total
    ?? (filter.offset > 0 ? (await taskTotal(db, { ...filter, organizationId }))[0]?.n ?? 0 : 0);
  return { rows, total };
}

/**
 * At most `limit` of the user's open and in-progress tasks whose folded title contains one of
 * `patterns`: those containing the most patterns first, then the newest. The scan covers the
 * user's open tasks only (tasks_owner_status_idx), at most OPEN_TASKS_PER_PERSON of them.
 */
export function completionCandidates(ex: Executor, organizationId: string, userId: string, patterns: string[], limit: number) {
  const contains = (pattern: string) => sql`(${tasks.titleKey} like ${`%${pattern}%`})`;
  const hits = sql.join(patterns.map((p) => sql`case when ${contains(p)} then 1 else 0 end`), sql` + `);
  return ex.select().from(tasks)
    .where(and(
      eq(tasks.organizationId, organizationId), eq(tasks.userId, userId), inArray(tasks.status, ACTIVE_STATUSES),
      or(...patterns.map(contains)),
    ))
    .orderBy(sql`${hits} desc`, desc(tasks.createdAt), desc(tasks.id))
    .limit(limit);
}

// Advisory-lock namespace for "add open tasks for this person" (any fixed number).
const OPEN_TASKS_LOCK = 727_240_119;

/** Holds the person's "add open tasks" lock until the transaction ends. */
export async function lockOpenTasksOf(tx: Executor, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${OPEN_TASKS_LOCK}, hashtext(${userId}))`);
}

/** Open and in-progress tasks of the user, counted up to `atMost` (the count stops there). */
export async function countActiveTasks(ex: Executor, organizationId: string, userId: string, atMost: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(ex, sql`
    select count(*)::int as n from (
      select 1 from ${tasks}
      where ${tasks.organizationId} = ${organizationId}::uuid and ${tasks.userId} = ${userId}::uuid
        and ${tasks.status} in ('open', 'in_progress')
      limit ${atMost}) as active`);
  return row?.n ?? 0;
}

export async function updateTask(ex: Executor, organizationId: string, id: string, patch: TaskPatch): Promise<TaskRow | null> {
  const [row] = await ex.update(tasks).set(patch).where(and(eq(tasks.organizationId, organizationId), eq(tasks.id, id))).returning();
  return row ?? null;
}

export async function deleteTasks(ex: Executor, organizationId: string, ids: string[], userId?: string): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await ex.delete(tasks).where(and(
    eq(tasks.organizationId, organizationId),
    userId ? eq(tasks.userId, userId) : undefined,
    inArray(tasks.id, ids),
  )).returning({ id: tasks.id });
  return rows.length;
}

export async function insertStatusChange(ex: Executor, change: {
  organizationId: string; taskId: string; userId: string; fromStatus: string | null; toStatus: string; changedAt: Date;
}): Promise<void> {
  await ex.insert(taskStatusChanges).values(change);
}

/** Counts over one user's tasks created since `since` (all of them when null). */
export async function taskCounts(ex: Executor, organizationId: string, userId: string, since: Date | null, now: Date) {
  const active = sql`${tasks.status} in ('open', 'in_progress')`;
  const [row] = await ex.select({
    total: count(),
    completed: count(sql`case when ${tasks.status} = 'completed' then 1 end`),
    open: count(sql`case when ${active} then 1 end`),
    overdue: count(sql`case when ${active} and ${tasks.dueDate} < ${now} then 1 end`),
  }).from(tasks).where(and(
    eq(tasks.organizationId, organizationId),
    eq(tasks.userId, userId),
    since ? gte(tasks.createdAt, since) : undefined,
  ));
  return { total: row?.total ?? 0, completed: row?.completed ?? 0, open: row?.open ?? 0, overdue: row?.overdue ?? 0 };
}

export async function countOverdueActive(ex: Executor, organizationId: string, userId: string, now: Date): Promise<number> {
  const [row] = await ex.select({ n: count() }).from(tasks).where(and(
    eq(tasks.organizationId, organizationId),
    eq(tasks.userId, userId),
    inArray(tasks.status, ACTIVE_STATUSES),
    lt(tasks.dueDate, now),
  ));
  return row?.n ?? 0;
}

/** Users of the organization with more than `above` open or in-progress tasks past their due date. */
export function usersWithOverdueActive(ex: Executor, organizationId: string, now: Date, above: number) {
  return ex.select({ userId: tasks.userId, overdue: count() }).from(tasks).where(and(
    eq(tasks.organizationId, organizationId),
    inArray(tasks.status, ACTIVE_STATUSES),
    lt(tasks.dueDate, now),
  )).groupBy(tasks.userId).having(gt(count(), above));
}

/**
 * A new draft, and its author's activity day, in one statement (the chat's most common write):
 * prepared once per database.
 */
function draftWithActivityStatement(ex: Executor) {
  const at = sql.placeholder('createdAt');
  const activity = ex.$with('activity').as(activityUpsert(ex, {
    organizationId: sql.placeholder('organizationId'), userId: sql.placeholder('userId'), day: sql.placeholder('day'), at,
  }).returning({ day: userActivityDays.day }));
  return ex.with(activity).insert(taskDrafts).values({
    organizationId: sql.placeholder('organizationId'), userId: sql.placeholder('userId'), title: sql.placeholder('title'),
    // As text: drizzle's timestamp encoder cannot take the null of a draft without a due date.
    description: sql.placeholder('description'), priority: sql.placeholder('priority'), dueDate: sql`${sql.placeholder('dueAt')}::timestamptz`,
    dueHasTime: sql.placeholder('dueHasTime'), rawInput: sql.placeholder('rawInput'), source: sql.placeholder('source'),
    createdAt: at, updatedAt: at,
  }).returning().prepare('insert_draft_with_activity');
}
const preparedDraftInserts = new WeakMap<Executor, ReturnType<typeof draftWithActivityStatement>>();

export async function insertDraftRecordingActivity(ex: Executor, draft: NewDraft): Promise<DraftRow> {
  let prepared = preparedDraftInserts.get(ex);
  if (!prepared) preparedDraftInserts.set(ex, prepared = draftWithActivityStatement(ex));
  const [row] = await prepared.execute({ ...draft, dueAt: draft.dueDate?.toISOString() ?? null, day: activityDay(draft.createdAt) });
  return row!;
}

export async function findDraft(ex: Executor, organizationId: string, id: string, options: { forUpdate?: boolean } = {}): Promise<DraftRow | null> {
  const query = ex.select().from(taskDrafts).where(and(eq(taskDrafts.organizationId, organizationId), eq(taskDrafts.id, id))).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function listDrafts(ex: Executor, organizationId: string, filter: { userId: string; status?: string; limit: number; offset: number }) {
  const where: SQL | undefined = and(
    eq(taskDrafts.organizationId, organizationId),
    eq(taskDrafts.userId, filter.userId),
    filter.status ? eq(taskDrafts.status, filter.status) : undefined,
  );
  return countedRows(
    ex.select().from(taskDrafts).where(where).orderBy(...newestDraftsFirst).limit(filter.limit).offset(filter.offset),
    ex.select({ n: count() }).from(taskDrafts).where(where),
  );
}

export async function updateDraft(ex: Executor, organizationId: string, id: string, patch: DraftPatch): Promise<DraftRow | null> {
  const [row] = await ex.update(taskDrafts).set(patch)
    .where(and(eq(taskDrafts.organizationId, organizationId), eq(taskDrafts.id, id))).returning();
  return row ?? null;
}
