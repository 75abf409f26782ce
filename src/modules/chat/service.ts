// Runs the assistant for a resolved caller: binds the six tools to that caller's task and mood
// services (so nothing a message says can reach another user), then shapes the chat response.
import { detectLanguage, toChatResponse } from '../../assistant/index.ts';
import type {
  AssistantEngine, AssistantTools, HistoryTurn, LanguageCode, MoodEntryView, TaskSummary,
} from '../../assistant/types.ts';
import { LANGUAGE_CODES } from '../../assistant/types.ts';
import { recordActivity } from '../../platform/activity.ts';
import type { KeyPrincipal, UserPrincipal } from '../../platform/auth/principal.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/client.ts';
import { invalidField } from '../../platform/errors.ts';
import type { FlagService } from '../flags/service.ts';
import type { MoodService, MoodView } from '../moods/service.ts';
import type { OrganizationService } from '../organizations/service.ts';
import type { TaskView } from '../tasks/schemas.ts';
import type { TaskService } from '../tasks/service.ts';
import type { UserService } from '../users/service.ts';
import { LINK_ACCOUNT_REPLY } from './languages.ts';

export interface ChatRequest {
  message: string;
  platform: 'web' | 'chat_a' | 'chat_b' | 'chat_c';
  platformUserId: string;
  platformTeamId?: string;
  history?: HistoryTurn[];
}

export interface ChatCaller {
  organizationId: string;
  userId: string;
  role: UserPrincipal['role'];
}

const toEntry = (mood: MoodView): MoodEntryView => ({
  id: mood.id, value: mood.value, note: mood.note, createdAt: mood.createdAt.toISOString(),
});

// Tasks and drafts carry dueHasTime once the tasks service stores it (decisions §4).
const toSummary = (t: TaskView): TaskSummary => ({
  id: t.id, title: t.title, status: t.status, priority: t.priority,
  dueDate: t.dueDate === null ? null : new Date(t.dueDate).toISOString(), dueHasTime: t.dueHasTime,
  createdAt: new Date(t.createdAt).toISOString(),
});

export function createChatService(deps: {
  db: Database;
  clock: Clock;
  engine: AssistantEngine;
  users: UserService;
  organizations: OrganizationService;
  tasks: TaskService;
  moods: MoodService;
  flags: FlagService;
  /** Told of every answer with the engine that was asked and the intent (metrics). */
  onAnswer?: (engine: string, intent: string) => void;
}) {
  const { db, clock, engine, users, organizations, tasks, moods, flags } = deps;

  /**
   * The tools for one message. `written.activity` turns true when a tool's write recorded the
   * caller's activity day (drafts, moods and completions do, in their own statement or
   * transaction), so the message need not record it again.
   */
  function toolsFor(caller: ChatCaller, written: { activity: boolean }): AssistantTools {
    return {
      async get_tasks({ status, limit }) {
        const page = await tasks.listTasks(caller, { status, limit: Math.min(limit ?? 20, 100) });
        return page.data.map(toSummary);
      },
      // The engine's dueDate is local to the organization's zone (YYYY-MM-DD, or YYYY-MM-DDTHH:mm
      // when a time was said); the tasks service reads it as it reads the HTTP API's.
      async create_task_draft({ title, priority, dueDate, rawInput }) {
        const draft = await tasks.createDraft(caller, { title, priority, dueDate, rawInput, source: 'chat' });
        written.activity = true;
        return {
          id: draft.id, title: draft.title, priority: draft.priority,
          dueDate: draft.dueDate === null ? null : new Date(draft.dueDate).toISOString(),
          dueHasTime: draft.dueHasTime,
        };
      },
      async log_mood({ value, note, source }) {
        const entry = toEntry(await moods.logMood(caller, { value, note, source }));
        written.activity = true;
        return entry;
      },
      async complete_task(target) {
        const outcome = await tasks.completeTask(caller, target);
        if (outcome.status === 'completed') written.activity = true;
        return outcome.status === 'ambiguous' ? { status: 'ambiguous', candidates: outcome.candidates.map(toSummary) } : outcome;
      },
      async get_mood_history({ days }) {
        return (await moods.moodHistory(caller, { days })).map(toEntry);
      },
      get_task_stats: (options) => tasks.taskStats(caller, options),
    };
  }

  async function converse(caller: ChatCaller, request: ChatRequest) {
    const now = clock.now();
    const [preferences, fixedLanguage] = await Promise.all([
      organizations.preferences(caller.organizationId),
      users.chatLanguage(caller),
    ]);
    const written = { activity: false };
    const result = await engine.respond({
      message: request.message,
      history: request.history ?? [],
      now,
      timezone: preferences.timezone,
      fixedLanguage: (fixedLanguage as LanguageCode | null) ?? null,
    }, toolsFor(caller, written));
    deps.onAnswer?.(engine.name, result.intent);
    if (result.crisis) {
      await flags.raiseCrisisFlag(caller.organizationId, caller.userId, 'Crisis language in a chat message');
    }
    // A chat message is activity even when it changes nothing (a question, a list).
    if (!written.activity) await recordActivity(db, caller.organizationId, caller.userId, now);
    return toChatResponse(result);
  }

  return {
    /** A chat message from a signed-in user; platformUserId is only recorded. */
    async fromUser(principal: UserPrincipal, request: ChatRequest) {
      return converse(principal, request);
    },

    /** A chat message relayed by a bot: the person is found through their platform identity. */
    async fromService(key: KeyPrincipal, request: ChatRequest) {
      if (request.platform === 'web') {
        throw invalidField('platform', 'must be chat_a, chat_b or chat_c with an API key', 'platform_needs_key');
      }
      const user = await users.findByIdentity(key, {
        platform: request.platform, platformUserId: request.platformUserId, platformTeamId: request.platformTeamId,
      });
      if (!user) {
        const language = detectLanguage(request.message);
        return {
          text: LINK_ACCOUNT_REPLY[language], intent: 'general' as const, language,
          showMoodPrompt: false, inferredMood: null,
        };
      }
      return converse({ organizationId: user.organizationId, userId: user.id, role: user.role as UserPrincipal['role'] }, request);
    },

    /** Fixed: the user's language. Auto: the organization's defaultLanguage, always one of the 13 codes. */
    async language(principal: UserPrincipal) {
      const fixed = await users.chatLanguage(principal);
      if (fixed) return { language: fixed, mode: 'fixed' as const };
      return { language: (await organizations.preferences(principal.organizationId)).defaultLanguage, mode: 'auto' as const };
    },

    async setLanguage(principal: UserPrincipal, language: string) {
      if (language !== 'auto' && !(LANGUAGE_CODES as readonly string[]).includes(language)) {
        throw invalidField('language', `must be auto or one of ${LANGUAGE_CODES.join(', ')}`, 'enum', { allowed: ['auto', ...LANGUAGE_CODES] });
      }
      await users.setChatLanguage(principal, language === 'auto' ? null : language);
      return this.language(principal);
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
