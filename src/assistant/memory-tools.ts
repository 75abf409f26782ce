// In-memory AssistantTools for the evaluation adapter, the benchmark and tests. They keep one
// caller's drafts, tasks and moods in plain arrays and store due values as the tasks service
// does (an instant in the organization's zone); nothing is shared between instances.
import { randomUUID } from 'node:crypto';
import { readDueDate } from '../platform/due-dates.ts';
import { matchTitle } from './title-match.ts';
import type {
  AssistantTools, CompactDraft, CompletionOutcome, ExtractedTask, MoodEntryView, TaskStats, TaskStatus, TaskSummary,
} from './types.ts';

export interface MemoryToolsState {
  drafts: Array<CompactDraft & { rawInput: string }>;
  tasks: TaskSummary[];
  moods: Array<MoodEntryView & { source: 'logged' | 'inferred' }>;
}

export interface MemoryTools extends AssistantTools {
  readonly state: MemoryToolsState;
}

const isOpen = (t: TaskSummary) => t.status === 'open' || t.status === 'in_progress';

export function createMemoryTools(opts: { now?: () => Date; timezone?: string; tasks?: TaskSummary[] } = {}): MemoryTools {
  const now = opts.now ?? (() => new Date());
  const timezone = opts.timezone ?? 'UTC';
  const state: MemoryToolsState = { drafts: [], tasks: [...(opts.tasks ?? [])], moods: [] };
  return {
    state,
    async get_tasks({ status, limit }: { status?: TaskStatus; limit?: number }): Promise<TaskSummary[]> {
      const list = state.tasks.filter((t) => !status || t.status === status);
      return list.slice(0, Math.max(1, Math.min(limit ?? 50, 200)));
    },
    async create_task_draft(args: ExtractedTask & { rawInput: string }): Promise<CompactDraft> {
      const read = args.dueDate === null ? null : readDueDate(args.dueDate, timezone);
      const due = typeof read === 'object' ? read : null;
      const draft = {
        id: randomUUID(), title: args.title, priority: args.priority, dueDate: due?.dueDate.toISOString() ?? null, dueHasTime: due?.dueHasTime ?? false, rawInput: args.rawInput,
      };
      state.drafts.push(draft);
      return { id: draft.id, title: draft.title, priority: draft.priority, dueDate: draft.dueDate, dueHasTime: draft.dueHasTime };
    },
    async log_mood({ value, note, source }: { value: number; note?: string | null; source: 'logged' | 'inferred' }): Promise<MoodEntryView> {
      const entry = { id: randomUUID(), value, note: note ?? null, createdAt: now().toISOString(), source };
      state.moods.push(entry);
      return { id: entry.id, value: entry.value, note: entry.note, createdAt: entry.createdAt };
    },
    async complete_task({ taskId, title }: { taskId?: string; title?: string }): Promise<CompletionOutcome> {
      const open = state.tasks.filter(isOpen);
      let found = taskId ? open.find((t) => t.id === taskId) : undefined;
      if (!found && !taskId && title) {
        const match = matchTitle(title, open);
        if (match.kind === 'ambiguous') return { status: 'ambiguous', candidates: match.items };
        if (match.kind === 'one') found = match.item;
      }
      if (!found) return { status: 'not_found' };
      found.status = 'completed';
      return { status: 'completed', task: { id: found.id, title: found.title, status: found.status } };
    },
    async get_mood_history({ days }: { days?: number }): Promise<MoodEntryView[]> {
      const since = now().getTime() - (days ?? 30) * 86_400_000;
      return state.moods.filter((m) => Date.parse(m.createdAt) >= since)
        .map(({ id, value, note, createdAt }) => ({ id, value, note, createdAt }));
    },
    async get_task_stats(): Promise<TaskStats> {
      const total = state.tasks.length;
      const completed = state.tasks.filter((t) => t.status === 'completed').length;
      const open = state.tasks.filter(isOpen);
      const at = now().getTime();
      return {
        totalTasks: total,
        completedTasks: completed,
        completionRate: total ? Math.round((completed / total) * 1000) / 10 : 0,
        openTasks: open.length,
        overdueTasks: open.filter((t) => t.dueDate !== null && Date.parse(t.dueDate) < at).length,
      };
    },
  };
}
