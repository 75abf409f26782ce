// Tasks: the person's own (a manager or admin may pick a member), filtered by status, priority and
// due dates, paged; create through a draft that is confirmed at once; edit inline; complete,
// reopen, start, cancel; delete after a confirmation. Filters and page live in the address.
import { useSignal } from '@preact/signals';
import { useLocation } from 'preact-iso';
import { hasRole } from '../access.ts';
import { call } from '../api/client.ts';
import type { Task, TaskDraft } from '../api/types.ts';
import { formatNumber, t } from '../i18n/index.ts';
import { api, organization, session } from '../services.ts';
import { createTask } from '../tasks/actions.ts';
import { DraftGroup } from '../tasks/draft-card.tsx';
import type { DraftState } from '../tasks/drafts.ts';
import { dueText, isOverdue } from '../tasks/due.ts';
import { priorityLabel, PRIORITIES, TaskForm, type TaskInput } from '../tasks/task-form.tsx';
import { ConfirmDialog, EmptyState, LoadFailed, Loading, PageHeading } from '../ui/common.tsx';
import { useAction } from '../ui/action.ts';
import { useLoad } from '../ui/load.ts';

const STATUSES = ['open', 'in_progress', 'completed', 'cancelled'] as const;
type Status = (typeof STATUSES)[number];
const PAGE_SIZES = [20, 50, 100, 500];
// The API pages at most 100; a longer page is fetched in parts.
const API_PAGE = 100;

interface Filters {
  status: string;
  priority: string;
  dueAfter: string;
  dueBefore: string;
  userId: string;
  page: number;
  size: number;
}

function readFilters(query: Record<string, string>): Filters {
  const size = Number(query.size);
  return {
    status: STATUSES.includes(query.status as Status) ? query.status! : '',
    priority: /^[1-5]$/.test(query.priority ?? '') ? query.priority! : '',
    dueAfter: /^\d{4}-\d{2}-\d{2}$/.test(query.dueAfter ?? '') ? query.dueAfter! : '',
    dueBefore: /^\d{4}-\d{2}-\d{2}$/.test(query.dueBefore ?? '') ? query.dueBefore! : '',
    userId: query.userId ?? '',
    page: Math.max(1, Math.floor(Number(query.page)) || 1),
    size: PAGE_SIZES.includes(size) ? size : 20,
  };
}

function toQuery(filters: Filters): string {
  const entries = Object.entries({ ...filters, page: filters.page > 1 ? String(filters.page) : '', size: filters.size !== 20 ? String(filters.size) : '' })
    .filter(([, value]) => value !== '' && value !== undefined);
  const query = new URLSearchParams(entries as [string, string][]).toString();
  return query ? `/tasks?${query}` : '/tasks';
}

async function loadTasks(filters: Filters): Promise<{ data: Task[]; total: number }> {
  const offset = (filters.page - 1) * filters.size;
  const query = {
    ...(filters.status ? { status: filters.status as Status } : {}),
    ...(filters.priority ? { priority: Number(filters.priority) } : {}),
    ...(filters.dueAfter ? { dueAfter: filters.dueAfter } : {}),
    ...(filters.dueBefore ? { dueBefore: filters.dueBefore } : {}),
    ...(filters.userId ? { userId: filters.userId } : {}),
  };
  const parts = Array.from({ length: Math.ceil(filters.size / API_PAGE) }, (_, index) => index * API_PAGE);
  const pages = await Promise.all(parts.map((start) => call(api.GET('/api/tasks', {
    params: { query: { ...query, limit: Math.min(API_PAGE, filters.size - start), offset: offset + start } },
  }))));
  return { data: pages.flatMap((page) => page.data), total: pages[0]!.total };
}

function TaskRow({ task, reload }: { task: Task; reload(): Promise<void> }) {
  const editing = useSignal(false);
  const confirmDelete = useSignal(false);
  const { busy, problem, run: act } = useAction();
  const overdue = isOverdue(task);
  const due = dueText(task, organization.value?.preferences.timezone ?? 'UTC');
  const done = task.status === 'completed' || task.status === 'cancelled';

  const run = (work: () => Promise<unknown>) => act(async () => {
    await work();
    await reload();
  });
  const setStatus = (status: Status) => run(() => call(api.PATCH('/api/tasks/{id}', { params: { path: { id: task.id } }, body: { status } })));

  return (
    <li class={`task-row status-${task.status}${overdue ? ' overdue' : ''}`} aria-busy={busy.value || undefined}>
      {editing.value
        ? (
          <TaskForm
            initial={task}
            submitLabel={t('action.save')}
            onCancel={() => { editing.value = false; }}
            onSubmit={async (input: TaskInput) => {
              await call(api.PATCH('/api/tasks/{id}', { params: { path: { id: task.id } }, body: input }));
              // The form closes once the list holds the saved task, so the row never shows what it held before.
              await reload();
              editing.value = false;
            }}
          />
        )
        : (
          <>
            <div class="task-main">
              <h3 class="task-title">{task.title}</h3>
              <p class="task-meta">
                <span class={`priority priority-${task.priority}`}>{priorityLabel(task.priority)}</span>
                <span class={`badge status-${task.status}`}>{t(`status.${task.status}`)}</span>
                {due && <span class="due">{t('task.dueOn', { date: due })}</span>}
                {overdue && <span class="badge badge-overdue">{t('task.overdue')}</span>}
              </p>
              {task.description && <p class="task-description">{task.description}</p>}
              {problem.value && <p class="notice notice-error" role="alert">{problem.value}</p>}
            </div>
            <div class="task-actions">
              {done
                ? <button type="button" class="button" onClick={() => setStatus('open')}>{t('task.reopen')}</button>
                : <button type="button" class="button button-primary" onClick={() => setStatus('completed')}>{t('task.complete')}</button>}
              <button type="button" class="button" onClick={() => { editing.value = true; }}>{t('action.edit')}</button>
              <button type="button" class="button button-quiet" onClick={() => { confirmDelete.value = true; }}>{t('action.delete')}</button>
              {!done && (
                <details class="more">
                  <summary class="button button-quiet">{t('task.more')}</summary>
                  <div class="more-menu">
                    {task.status === 'open'
                      ? <button type="button" class="button button-quiet" onClick={() => setStatus('in_progress')}>{t('task.start')}</button>
                      : <button type="button" class="button button-quiet" onClick={() => setStatus('open')}>{t('task.pause')}</button>}
                    <button type="button" class="button button-quiet" onClick={() => setStatus('cancelled')}>{t('task.cancelTask')}</button>
                  </div>
                </details>
              )}
            </div>
          </>
        )}
      <ConfirmDialog
        open={confirmDelete.value}
        title={t('task.deleteTitle')}
        text={t('task.deleteText', { title: task.title })}
        confirmLabel={t('action.delete')}
        onClose={() => { confirmDelete.value = false; }}
        onConfirm={() => {
          confirmDelete.value = false;
          void run(() => call(api.DELETE('/api/tasks/{id}', { params: { path: { id: task.id } } })));
        }}
      />
    </li>
  );
}

function PendingDrafts({ drafts, reload }: { drafts: TaskDraft[]; reload(): void }) {
  const states = useSignal<DraftState[]>(drafts.map((draft) => ({ draft, status: 'pending' })));
  if (drafts.length === 0) return null;
  return (
    <section class="panel">
      <h2>{t('tasks.draftsTitle')}</h2>
      <p class="muted">{t('tasks.draftsIntro')}</p>
      <DraftGroup states={states} onChange={(next) => { if (next.some((s) => s.status === 'confirmed')) void reload(); }} />
    </section>
  );
}

function MemberPicker({ value, onChange }: { value: string; onChange(userId: string): void }) {
  const members = useLoad(() => call(api.GET('/api/users', { params: { query: { limit: 100 } } })), []);
  const me = session.user.value!;
  return (
    <div class="field">
      <label for="task-person">{t('tasks.person')}</label>
      <select id="task-person" value={value} onChange={(event) => onChange((event.currentTarget as HTMLSelectElement).value)}>
        <option value="">{t('tasks.me')}</option>
        {(members.data.value?.data ?? []).filter((member) => member.id !== me.id).map((member) => (
          <option key={member.id} value={member.id}>{member.name}</option>
        ))}
      </select>
    </div>
  );
}

export default function Tasks() {
  const { query, route } = useLocation();
  const filters = readFilters(query);
  const user = session.user.value!;
  const own = !filters.userId || filters.userId === user.id;
  const creating = useSignal(false);
  const tasks = useLoad(() => loadTasks(filters), [toQuery(filters)]);
  const drafts = useLoad(
    () => (own ? call(api.GET('/api/tasks/drafts', { params: { query: { status: 'pending', limit: 100 } } })) : Promise.resolve(null)),
    [own],
  );
  const reload = async () => {
    await Promise.all([tasks.reload(), drafts.reload()]);
  };
  const change = (patch: Partial<Filters>) => route(toQuery({ ...filters, page: 1, ...patch }));
  const total = tasks.data.value?.total ?? 0;
  const first = (filters.page - 1) * filters.size + 1;
  const last = Math.min(total, filters.page * filters.size);

  return (
    <section class="stack">
      <PageHeading title={t('tasks.title')} intro={own ? t('tasks.intro') : t('tasks.introMember')}>
        {own && !creating.value && <button type="button" class="button button-primary" onClick={() => { creating.value = true; }}>{t('tasks.new')}</button>}
      </PageHeading>

      {creating.value && (
        <section class="panel">
          <h2>{t('tasks.new')}</h2>
          <TaskForm submitLabel={t('tasks.create')} keep="new-task" resetOnSuccess
            onCancel={() => { creating.value = false; }}
            onSubmit={async (input) => {
              await createTask(input);
              await reload();
              creating.value = false;
            }} />
        </section>
      )}

      {own && drafts.data.value && <PendingDrafts key={drafts.data.value.data.map((d) => d.id).join()} drafts={drafts.data.value.data} reload={reload} />}

      <form class="filters" aria-label={t('tasks.filters')} onSubmit={(event) => event.preventDefault()}>
        {hasRole(user, 'manager') && <MemberPicker value={filters.userId} onChange={(userId) => change({ userId })} />}
        <div class="field">
          <label for="filter-status">{t('tasks.status')}</label>
          <select id="filter-status" value={filters.status} onChange={(event) => change({ status: (event.currentTarget as HTMLSelectElement).value })}>
            <option value="">{t('tasks.allStatuses')}</option>
            {STATUSES.map((status) => <option key={status} value={status}>{t(`status.${status}`)}</option>)}
          </select>
        </div>
        <div class="field">
          <label for="filter-priority">{t('task.priority')}</label>
          <select id="filter-priority" value={filters.priority} onChange={(event) => change({ priority: (event.currentTarget as HTMLSelectElement).value })}>
            <option value="">{t('tasks.anyPriority')}</option>
            {PRIORITIES.map((priority) => <option key={priority} value={String(priority)}>{priorityLabel(priority)}</option>)}
          </select>
        </div>
        <div class="field">
          <label for="filter-after">{t('tasks.dueAfter')}</label>
          <input id="filter-after" type="date" value={filters.dueAfter} onChange={(event) => change({ dueAfter: (event.currentTarget as HTMLInputElement).value })} />
        </div>
        <div class="field">
          <label for="filter-before">{t('tasks.dueBefore')}</label>
          <input id="filter-before" type="date" value={filters.dueBefore} onChange={(event) => change({ dueBefore: (event.currentTarget as HTMLInputElement).value })} />
        </div>
      </form>

      {tasks.error.value
        ? <LoadFailed error={tasks.error.value} retry={reload} />
        : !tasks.data.value
          ? <Loading />
          : tasks.data.value.data.length === 0
            ? (
              <EmptyState title={filters.status || filters.priority || filters.dueAfter || filters.dueBefore ? t('tasks.emptyFiltered') : t('tasks.emptyTitle')}
                text={t('tasks.emptyText')}>
                <a class="button" href="/chat">{t('tasks.goChat')}</a>
              </EmptyState>
            )
            : (
              <>
                <h2 class="visually-hidden">{t('tasks.listTitle')}</h2>
                <p class="muted" role="status">{t('tasks.showing', { first, last, count: total })}</p>
                <ul class="task-list" aria-busy={tasks.loading.value || undefined}>
                  {tasks.data.value.data.map((task) => <TaskRow key={`${task.id}-${task.updatedAt}`} task={task} reload={reload} />)}
                </ul>
                <div class="list-footer">
                  <div class="field field-inline">
                    <label for="filter-size">{t('tasks.perPage')}</label>
                    <select id="filter-size" value={String(filters.size)} onChange={(event) => change({ size: Number((event.currentTarget as HTMLSelectElement).value) })}>
                      {PAGE_SIZES.map((size) => <option key={size} value={String(size)}>{formatNumber(size)}</option>)}
                    </select>
                  </div>
                  {total > filters.size && (
                    <div class="pager" role="group" aria-label={t('tasks.pages')}>
                      <button type="button" class="button" disabled={filters.page <= 1} onClick={() => route(toQuery({ ...filters, page: filters.page - 1 }))}>{t('tasks.previous')}</button>
                      <span>{t('tasks.page', { page: filters.page, pages: Math.ceil(total / filters.size) })}</span>
                      <button type="button" class="button" disabled={last >= total} onClick={() => route(toQuery({ ...filters, page: filters.page + 1 }))}>{t('tasks.next')}</button>
                    </div>
                  )}
                </div>
              </>
            )}
    </section>
  );
}
