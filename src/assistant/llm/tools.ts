// The tools offered to the language model (OpenAI function-calling format) and the checks that
// stand between the model's JSON arguments and AssistantTools. Every tool call is rebuilt from
// the allowed fields only, so whatever a message or the model adds (a user or organization id,
// say) never reaches a tool.
import { MOOD_NOTE_MAX_LENGTH, MOOD_SCALE, PRIORITY_RANGE, TITLE_MAX_LENGTH } from '../../platform/limits.ts';
import { isLocalDue } from '../due.ts';
import { INTENTS, LANGUAGE_CODES, TASK_STATUSES } from '../types.ts';
import type {
  AssistantRequest, AssistantTools, CompactDraft, CompletedTask, MoodEntryView, TaskStats, TaskStatus, TaskSummary,
} from '../types.ts';

export interface ToolDefinition {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

function tool(name: string, description: string, properties: Record<string, unknown>, required: string[] = []): ToolDefinition {
  return { type: 'function', function: { name, description, parameters: { type: 'object', properties, required, additionalProperties: false } } };
}

const LIMITS = { title: TITLE_MAX_LENGTH, note: MOOD_NOTE_MAX_LENGTH, taskId: 100, taskLimit: 50, days: 365, draftsPerMessage: 10 } as const;
const SIDE_EFFECTS = new Set(['create_task_draft', 'log_mood', 'complete_task']);

const days = (max: number) => ({ type: 'integer', minimum: 1, maximum: max, description: 'how many past days to cover' });

export const ACTION_TOOLS: readonly ToolDefinition[] = [
  tool('get_tasks', "List the user's own tasks.", {
    status: { type: 'string', enum: [...TASK_STATUSES] },
    limit: { type: 'integer', minimum: 1, maximum: LIMITS.taskLimit },
  }),
  tool('create_task_draft', 'Save one task the user wants done as a pending draft (one call per task); the user confirms it later.', {
    title: { type: 'string', minLength: 1, maxLength: LIMITS.title, description: 'short title of the task, without the date words' },
    priority: { type: 'integer', minimum: PRIORITY_RANGE.min, maximum: PRIORITY_RANGE.max, description: `${PRIORITY_RANGE.min} most urgent to ${PRIORITY_RANGE.max} least; 3 when no urgency is stated` },
    dueDate: {
      type: ['string', 'null'], pattern: '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2})?$',
      description: "in the user's local time: YYYY-MM-DD, or YYYY-MM-DDTHH:mm when a time of day is given; null when no date is given",
    },
  }, ['title', 'priority', 'dueDate']),
  tool('log_mood', "Record the user's mood, at most once per message.", {
    value: { type: 'integer', minimum: MOOD_SCALE.min, maximum: MOOD_SCALE.max, description: `${MOOD_SCALE.min} very bad to ${MOOD_SCALE.max} very good` },
    note: { type: 'string', maxLength: LIMITS.note },
    inferred: { type: 'boolean', description: 'true when the user did not ask to log a mood but the message clearly shows how they feel' },
  }, ['value']),
  tool('complete_task', 'Mark one of the user\'s open tasks as completed, by id or by title.', {
    taskId: { type: 'string' },
    title: { type: 'string', maxLength: LIMITS.title },
  }),
  tool('get_mood_history', "Read the user's recent mood entries.", { days: days(LIMITS.days) }),
  tool('get_task_stats', "Read the user's task statistics.", { days: days(LIMITS.days) }),
];

export const RESPOND_TOOL: ToolDefinition = tool('respond', 'Give the final reply to the user. Call it last, alone, after every other tool has returned.', {
  text: { type: 'string', description: 'the reply, about 8 to 12 words' },
  intent: { type: 'string', enum: [...INTENTS] },
  language: { type: 'string', enum: [...LANGUAGE_CODES], description: 'the language the reply is written in' },
  messageLanguage: { type: 'string', enum: [...LANGUAGE_CODES], description: "the language of the user's message" },
  showMoodPrompt: { type: 'boolean', description: 'true when the user wants to log a mood but gave no value' },
}, ['text', 'intent', 'language', 'showMoodPrompt']);

/** What the tools returned during one request, gathered for the AssistantResult. */
export interface Collected {
  drafts: CompactDraft[];
  tasks?: TaskSummary[];
  completedTask?: CompletedTask;
  loggedMood?: MoodEntryView;
  moodHistory?: MoodEntryView[];
  taskStats?: TaskStats;
  inferredMood: number | null;
  /** A tool that stores something succeeded: the fallback engine must not run afterwards. */
  sideEffects: boolean;
}

export function emptyCollected(): Collected {
  return { drafts: [], inferredMood: null, sideEffects: false };
}

type Args = Record<string, unknown>;

/** Whether a tool that stores something did store it (complete_task may find nothing, or several). */
function isDone(result: unknown): boolean {
  return result !== null && !(typeof result === 'object' && 'status' in result && result.status !== 'completed');
}
class BadArguments extends Error {}

function integer(value: unknown, min: number, max: number): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return undefined;
  return Math.min(max, Math.max(min, Math.round(n)));
}

/** Whitespace collapsed, cut at `max` characters (code points); undefined when empty. */
function text(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  const cut = Array.from(value.replace(/\s+/gu, ' ').trim()).slice(0, max).join('').trim();
  return cut === '' ? undefined : cut;
}

function localDue(value: unknown): string | null {
  return typeof value === 'string' && isLocalDue(value) ? value : null;
}

function optional<T>(key: string, value: T | undefined): Record<string, T> {
  return value === undefined ? {} : { [key]: value };
}

function parseArguments(raw: string): Args {
  let parsed: unknown;
  try {
    parsed = raw.trim() === '' ? {} : JSON.parse(raw);
  } catch {
    throw new BadArguments('arguments are not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new BadArguments('arguments must be a JSON object');
  return parsed as Args;
}

/**
 * Runs one tool call the model asked for and returns the content of the `tool` message that
 * goes back to it. Names outside `offered` are refused without running anything. A result is
 * wrapped as {untrustedData: …}: titles and notes inside were typed by people, and the system
 * prompt tells the model to read them as data, never as instructions.
 */
export async function runToolCall(
  name: string, rawArguments: string, offered: ReadonlySet<string>,
  tools: AssistantTools, request: AssistantRequest, collected: Collected,
): Promise<string> {
  if (!offered.has(name)) return JSON.stringify({ error: `unknown tool ${name}; use only the tools listed` });
  let result: unknown;
  try {
    result = await dispatch(name, parseArguments(rawArguments), tools, request, collected);
  } catch (error) {
    const message = error instanceof BadArguments ? error.message : 'the tool failed; tell the user it did not work';
    return JSON.stringify({ error: message });
  }
  if (SIDE_EFFECTS.has(name) && isDone(result)) collected.sideEffects = true;
  return JSON.stringify({ untrustedData: result });
}

async function dispatch(name: string, args: Args, tools: AssistantTools, request: AssistantRequest, c: Collected): Promise<unknown> {
  switch (name) {
    case 'get_tasks': {
      const status = TASK_STATUSES.find((s) => s === args.status) as TaskStatus | undefined;
      c.tasks = await tools.get_tasks({ ...optional('status', status), ...optional('limit', integer(args.limit, 1, LIMITS.taskLimit)) });
      return c.tasks;
    }
    case 'create_task_draft': {
      const title = text(args.title, LIMITS.title);
      if (title === undefined) throw new BadArguments('title must be a non-empty string');
      if (c.drafts.length >= LIMITS.draftsPerMessage) throw new BadArguments(`at most ${LIMITS.draftsPerMessage} drafts per message`);
      const draft = await tools.create_task_draft({
        title, priority: integer(args.priority, PRIORITY_RANGE.min, PRIORITY_RANGE.max) ?? 3, dueDate: localDue(args.dueDate), rawInput: request.message,
      });
      c.drafts.push(draft);
      return draft;
    }
    case 'log_mood': {
      const value = integer(args.value, MOOD_SCALE.min, MOOD_SCALE.max);
      if (value === undefined) throw new BadArguments('value must be an integer from 1 to 5');
      // One mood entry per message: a model looping on log_mood must not flood the history.
      if (c.loggedMood !== undefined || c.inferredMood !== null) throw new BadArguments('a mood was already logged for this message');
      const inferred = args.inferred === true;
      const entry = await tools.log_mood({ value, note: text(args.note, LIMITS.note) ?? null, source: inferred ? 'inferred' : 'logged' });
      if (inferred) c.inferredMood = entry.value;
      else c.loggedMood = entry;
      return entry;
    }
    case 'complete_task': {
      const taskId = text(args.taskId, LIMITS.taskId);
      const title = text(args.title, LIMITS.title);
      if (taskId === undefined && title === undefined) throw new BadArguments('give taskId or title');
      const outcome = await tools.complete_task({ ...optional('taskId', taskId), ...optional('title', title) });
      if (outcome.status === 'completed') c.completedTask = outcome.task;
      if (outcome.status === 'ambiguous') c.tasks = outcome.candidates;
      return outcome;
    }
    case 'get_mood_history':
      c.moodHistory = await tools.get_mood_history(optional('days', integer(args.days, 1, LIMITS.days)));
      return c.moodHistory;
    case 'get_task_stats':
      c.taskStats = await tools.get_task_stats(optional('days', integer(args.days, 1, LIMITS.days)));
      return c.taskStats;
    default:
      throw new BadArguments(`unknown tool ${name}`);
  }
}
