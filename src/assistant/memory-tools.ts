// In-memory AssistantTools for the evaluation adapter, the benchmark and tests. It keeps one
// caller's drafts, tasks and moods in plain arrays; nothing is shared between instances.
import { randomUUID } from 'node:crypto';
import type {
  AssistantTools, CompactDraft, CompletedTask, ExtractedTask, MoodEntryView, TaskStats, TaskStatus, TaskSummary,
} from './types.ts';

export interface MemoryToolsState {
  drafts: Array<CompactDraft & { rawInput: string }>;
  tasks: TaskSummary[];
  moods: Array<MoodEntryView & { source: 'logged' | 'inferred' }>;
}

export interface MemoryTools extends AssistantTools {
  readonly state: MemoryToolsState;
}

const words = (s: string) => s.toLowerCase().normalize('NFKC').split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 1);

/** Token-overlap score of a task title against a query (0–1). */
export function titleMatchScore(title: string, query: string): number {
  const t = title.toLowerCase();
  const q = query.toLowerCase().trim();
  if (!q) return 0;
  if (t.includes(q) || q.includes(t)) return 1;
  const qw = words(query);
  if (!qw.length) {
    // Scripts without spaces: share of query characters found in the title.
    const chars = [...q].filter((c) => /\p{L}/u.test(c));
    return chars.length ? chars.filter((c) => t.includes(c)).length / chars.length : 0;
  }
  const tw = new Set(words(title));
  const hits = qw.filter((w) => tw.has(w) || [...tw].some((x) => x.startsWith(w.slice(0, 5)) && w.length >= 4)).length;
  return hits / qw.length;
}

export function createMemoryTools(opts: { now?: () => Date; tasks?: TaskSummary[] } = {}): MemoryTools {
  const now = opts.now ?? (() => new Date());
  const state: MemoryToolsState = { drafts: [], tasks: [...(opts.tasks ?? [])], moods: [] };
  return {
    state,
    async get_tasks({ status, limit }: { status?: TaskStatus; limit?: number }): Promise<TaskSummary[]> {
      const list = state.tasks.filter((t) => !status || t.status === status);
      return list.slice(0, Math.max(1, Math.min(limit ?? 50, 200)));
    },
    async create_task_draft(args: ExtractedTask & { rawInput: string }): Promise<CompactDraft> {
      const draft = { id: randomUUID(), title: args.title, priority: args.priority, dueDate: args.dueDate, rawInput: args.rawInput };
      state.drafts.push(draft);
      return { id: draft.id, title: draft.title, priority: draft.priority, dueDate: draft.dueDate };
    },
    async log_mood({ value, note, source }: { value: number; note?: string | null; source: 'logged' | 'inferred' }): Promise<MoodEntryView> {
      const entry = { id: randomUUID(), value, note: note ?? null, createdAt: now().toISOString(), source };
      state.moods.push(entry);
      return { id: entry.id, value: entry.value, note: entry.note, createdAt: entry.createdAt };
    },
    async complete_task({ taskId, title }: { taskId?: string; title?: string }): Promise<CompletedTask | null> {
      const open = state.tasks.filter((t) => t.status === 'open' || t.status === 'in_progress');
      let found = taskId ? open.find((t) => t.id === taskId) : undefined;
      if (!found && title) {
        let best = 0;
        for (const t of open) {
          const score = titleMatchScore(t.title, title);
          if (score > best) { best = score; found = t; }
        }
        if (best < 0.5) found = undefined;
      }
      if (!found) return null;
      found.status = 'completed';
      return { id: found.id, title: found.title, status: found.status };
    },
    async get_mood_history({ days }: { days?: number }): Promise<MoodEntryView[]> {
      const since = now().getTime() - (days ?? 30) * 86_400_000;
      return state.moods.filter((m) => Date.parse(m.createdAt) >= since)
        .map(({ id, value, note, createdAt }) => ({ id, value, note, createdAt }));
    },
    async get_task_stats(): Promise<TaskStats> {
      const total = state.tasks.length;
      const completed = state.tasks.filter((t) => t.status === 'completed').length;
      const open = state.tasks.filter((t) => t.status === 'open' || t.status === 'in_progress');
      const today = now().toISOString().slice(0, 10);
      return {
        totalTasks: total,
        completedTasks: completed,
        completionRate: total ? Math.round((completed / total) * 1000) / 10 : 0,
        openTasks: open.length,
        overdueTasks: open.filter((t) => t.dueDate !== null && t.dueDate.slice(0, 10) < today).length,
      };
    },
  };
}
