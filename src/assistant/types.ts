// The contract between the chat assistant (pure: no HTTP, no SQL) and the service that runs it.
// Tools are bound to the resolved caller by the service: no tool takes a user or organization
// id, so nothing a message says can make a tool act for someone else.

import type { LanguageCode } from './languages/index.ts';

// The languages are the folders listed in languages/index.ts.
export { LANGUAGE_CODES, type LanguageCode } from './languages/index.ts';

export const INTENTS = ['task_create', 'task_list', 'mood', 'help', 'greeting', 'general'] as const;
export type Intent = (typeof INTENTS)[number];

export const TASK_STATUSES = ['open', 'in_progress', 'completed', 'cancelled'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export interface HistoryTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** A task the assistant read out of a message, before it is stored as a draft. */
export interface ExtractedTask {
  title: string;
  /** 1 (highest) to 5 (lowest); 3 when no urgency is stated. */
  priority: number;
  /**
   * Local to the organization's time zone, no offset: `YYYY-MM-DD` when no time of day was
   * said, `YYYY-MM-DDTHH:mm` when one was; null when no due date was said. The tasks service
   * turns it into the stored instant (a date alone: the end of that day in the zone).
   */
  dueDate: string | null;
}

/** A draft as chat responses show it. */
export interface CompactDraft {
  id: string;
  title: string;
  priority: number;
  /** ISO 8601 instant, or null. */
  dueDate: string | null;
  /** Whether a time of day was given (false: the due date is a day, shown without a time). */
  dueHasTime: boolean;
}

export interface TaskSummary {
  id: string;
  title: string;
  status: TaskStatus;
  priority: number;
  /** ISO 8601 instant, or null. */
  dueDate: string | null;
  dueHasTime: boolean;
  createdAt: string;
}

export interface CompletedTask {
  id: string;
  title: string;
  status: TaskStatus;
}

/** What complete_task did: completed one task, found several equally good matches, or none. */
export type CompletionOutcome =
  | { status: 'completed'; task: CompletedTask }
  | { status: 'ambiguous'; candidates: TaskSummary[] }
  | { status: 'not_found' };

export interface MoodEntryView {
  id: string;
  value: number;
  note: string | null;
  createdAt: string;
}

export interface TaskStats {
  totalTasks: number;
  completedTasks: number;
  completionRate: number;
  openTasks: number;
  overdueTasks: number;
}

/** The six tools of the spec, executed by the service for the resolved caller only. */
export interface AssistantTools {
  get_tasks(args: { status?: TaskStatus; limit?: number }): Promise<TaskSummary[]>;
  create_task_draft(args: ExtractedTask & { rawInput: string }): Promise<CompactDraft>;
  log_mood(args: { value: number; note?: string | null; source: 'logged' | 'inferred' }): Promise<MoodEntryView>;
  /**
   * Completes the caller's open task with this id, or the one whose title best matches `title`.
   * When several open tasks match `title` equally well, none is completed and they are returned.
   */
  complete_task(args: { taskId?: string; title?: string }): Promise<CompletionOutcome>;
  get_mood_history(args: { days?: number }): Promise<MoodEntryView[]>;
  get_task_stats(args: { days?: number }): Promise<TaskStats>;
}

export interface AssistantRequest {
  message: string;
  /** Recent turns, oldest first; context only, never stored. */
  history: HistoryTurn[];
  now: Date;
  /** IANA zone of the organization: "today" and due dates are computed in it. */
  timezone: string;
  /** The user's fixed reply language, or null when replies follow each message's language. */
  fixedLanguage: LanguageCode | null;
}

export interface AssistantResult {
  text: string;
  intent: Intent;
  /** The language the reply is written in. */
  language: LanguageCode;
  /** The language detected in the message (may differ from `language` when it is fixed). */
  detectedLanguage: LanguageCode;
  taskDrafts: CompactDraft[];
  tasks?: TaskSummary[];
  completedTask?: CompletedTask;
  loggedMood?: MoodEntryView;
  moodHistory?: MoodEntryView[];
  taskStats?: TaskStats;
  showMoodPrompt: boolean;
  /** 1-5 when a mood was inferred silently from the message, else null. */
  inferredMood: number | null;
  /** Self-harm or crisis language: the service raises a critical flag; never a task. */
  crisis: boolean;
  /** Why the engine answered so (the built-in engine's intent rule, or "llm"), for logs; never sent to clients. */
  decidedBy: string;
}

export interface AssistantEngine {
  readonly name: string;
  respond(request: AssistantRequest, tools: AssistantTools): Promise<AssistantResult>;
}
