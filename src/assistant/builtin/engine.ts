// The built-in (offline) assistant engine: classify the message, call the tools the intent
// needs (bound to the caller by the service), and reply briefly in the reply language.
import type {
  AssistantEngine, AssistantRequest, AssistantResult, AssistantTools, CompactDraft, HistoryTurn, LanguageCode, TaskSummary,
} from '../types.ts';
import { readDueDate } from '../../platform/due-dates.ts';
import { language as languageOf, type ReplyTexts } from '../languages/index.ts';
import { todayIso } from './dates.ts';
import { extractTasks } from './extract.ts';
import { classify, intentOf, type Decision, type TaskFilter } from './intent.ts';
import { detectLanguage } from './language.ts';
import { FOLLOW_UP } from './patterns.ts';
import { forgetMatches, view } from './text.ts';

const MAX_MESSAGE = 4000;

export function createBuiltinEngine(): AssistantEngine {
  return { name: 'builtin', respond: respondBuiltin };
}

function baseResult(language: LanguageCode, detected: LanguageCode): AssistantResult {
  return {
    text: '', intent: 'general', language, detectedLanguage: detected, taskDrafts: [],
    showMoodPrompt: false, inferredMood: null, crisis: false, decidedBy: '',
  };
}

function lastTurn(history: readonly HistoryTurn[], role: HistoryTurn['role']): HistoryTurn | undefined {
  for (let i = history.length - 1; i >= 0; i--) if (history[i]!.role === role) return history[i];
  return undefined;
}

export async function respondBuiltin(request: AssistantRequest, tools: AssistantTools): Promise<AssistantResult> {
  const message = (request.message ?? '').slice(0, MAX_MESSAGE);
  forgetMatches();
  const history = (request.history ?? []).slice(-6);
  const detected = detectLanguage(message);
  const language = request.fixedLanguage ?? detected;
  const r = languageOf(language).replies;
  const clock = { now: request.now, timezone: request.timezone };
  const today = todayIso(clock);
  const result = baseResult(language, detected);

  const analysis = classify({ message, language: detected, history, clock, today });
  const feeling = analysis.feeling;
  let decision = analysis.decision;
  result.decidedBy = analysis.rule;

  // A short follow-up ("and also call Sam") after a to-do turn is another to-do.
  if ((decision.kind === 'general' || decision.kind === 'greeting') && FOLLOW_UP.test(view(message).fold)) {
    const prevUser = lastTurn(history, 'user');
    if (prevUser && classify({ message: prevUser.content, language: detected, history: [], clock, today }).decision.kind === 'task_create') {
      decision = { kind: 'task_create' };
      result.decidedBy = 'follow-up';
    }
  }

  return act(decision, feeling, { message, history, detected, language, clock, today, tools, result, r });
}

interface ActContext {
  message: string;
  history: readonly HistoryTurn[];
  detected: LanguageCode;
  language: LanguageCode;
  clock: { now: Date; timezone: string };
  today: string;
  tools: AssistantTools;
  result: AssistantResult;
  r: ReplyTexts;
}

async function logInferred(ctx: ActContext, feeling: number | null): Promise<void> {
  if (feeling === null) return;
  await ctx.tools.log_mood({ value: feeling, note: null, source: 'inferred' });
  ctx.result.inferredMood = feeling;
}

async function act(decision: Decision, feeling: number | null, ctx: ActContext): Promise<AssistantResult> {
  const { result, r, tools } = ctx;
  result.intent = intentOf(decision);
  switch (decision.kind) {
    case 'crisis':
      result.crisis = true;
      result.text = r.crisis;
      return result;

    case 'help':
      result.text = r.help;
      return result;

    case 'unsupported':
      // Not a task to create: say what chat cannot do and where to do it (help when asked whether it can).
      result.text = r.cannotInChat(decision.action);
      return result;

    case 'greeting':
      result.text = r.greeting;
      return result;

    case 'general':
      result.text = decision.thanks ? r.thanks : r.general;
      return result;

    case 'mood_log': {
      result.loggedMood = await tools.log_mood({ value: decision.value, note: null, source: 'logged' });
      result.text = r.moodLogged(decision.value);
      return result;
    }

    case 'mood_history': {
      const entries = await tools.get_mood_history({ days: decision.days });
      result.moodHistory = entries;
      if (!entries.length) {
        result.text = r.moodHistoryNone;
      } else {
        const avg = entries.reduce((s, e) => s + e.value, 0) / entries.length;
        result.text = r.moodHistory(avg.toFixed(1), entries.length);
      }
      return result;
    }

    case 'mood_feeling':
      result.showMoodPrompt = true;
      await logInferred(ctx, feeling);
      result.text = feeling === null ? r.moodPrompt : feeling <= 2 ? r.moodLow : feeling >= 4 ? r.moodHigh : r.moodPrompt;
      return result;

    case 'task_stats': {
      const stats = await tools.get_task_stats({ days: decision.days });
      result.taskStats = stats;
      // completionRate is a percentage already (0-100, one decimal): shown as given.
      result.text = r.stats(stats.completedTasks, stats.totalTasks, stats.completionRate, stats.openTasks);
      return result;
    }

    case 'task_complete': {
      let { title, query } = decision;
      if (!title) {
        const prev = lastTurn(ctx.history, 'assistant');
        const quoted = prev ? /[“"«]([^”"»]{2,200})[”"»]/u.exec(prev.content) : null;
        title = quoted ? quoted[1]! : '';
        query = title;
      }
      const outcome = title ? await tools.complete_task({ title: query }) : null;
      // "shipped the release, feeling amazing": the feeling is logged as on any other message.
      await logInferred(ctx, feeling);
      if (outcome?.status === 'completed') {
        result.completedTask = outcome.task;
        result.text = r.complete(outcome.task.title);
      } else if (outcome?.status === 'ambiguous') {
        // Two tasks match equally: ask which one rather than guess.
        result.tasks = outcome.candidates;
        result.text = r.completeWhich(outcome.candidates.map((t) => t.title));
      } else {
        result.text = r.completeNotFound(title || ctx.message.trim().slice(0, 60));
      }
      return result;
    }

    case 'task_list': {
      const all = await tools.get_tasks({ limit: 100 });
      const open = all.filter((t) => t.status === 'open' || t.status === 'in_progress');
      const tasks = filterTasks(open, decision.filter, ctx);
      result.tasks = tasks;
      result.text = tasks.length ? r.list(tasks.length, tasks[0]!.title) : r.listNone;
      return result;
    }

    case 'task_create': {
      const extracted = extractTasks(ctx.message, { ...ctx.clock, language: ctx.detected });
      const drafts: CompactDraft[] = [];
      for (const task of extracted) {
        drafts.push(await tools.create_task_draft({ ...task, rawInput: ctx.message }));
      }
      result.taskDrafts = drafts;
      await logInferred(ctx, feeling);
      result.text = drafts.length === 0 ? r.draftNone : drafts.length === 1 ? r.draftOne(drafts[0]!.title) : r.draftMany(drafts.length);
      return result;
    }
  }
}

function filterTasks(tasks: TaskSummary[], filter: TaskFilter, ctx: ActContext): TaskSummary[] {
  const now = ctx.clock.now.getTime();
  // Due by the end of the organization's day `days` from today (overdue ones included).
  const endOfDay = (days: number) => {
    const due = readDueDate(addDays(ctx.today, days), ctx.clock.timezone);
    return typeof due === 'object' ? due.dueDate.getTime() : Number.POSITIVE_INFINITY;
  };
  const dueBy = (t: TaskSummary, days: number) => t.dueDate !== null && Date.parse(t.dueDate) <= endOfDay(days);
  const pick = tasks.filter((t) => {
    switch (filter) {
      case 'overdue': return t.dueDate !== null && Date.parse(t.dueDate) < now;
      case 'today': return dueBy(t, 0);
      case 'tomorrow': return dueBy(t, 1);
      case 'week': return dueBy(t, 7);
      case 'urgent': return t.priority <= 2;
      default: return true;
    }
  });
  return pick.sort((a, b) => (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999') || a.priority - b.priority);
}

function addDays(iso: string, n: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
