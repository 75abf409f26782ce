// HTTP for the chat assistant (spec "Chat", decisions §5).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { INTENTS, LANGUAGE_CODES, TASK_STATUSES } from '../../assistant/types.ts';
import { requireKey, requireUser, requireUserOrKey, userOf } from '../../platform/auth/plugin.ts';
import { apiKey, bearer, bearerOrApiKey, errors, Nullable, Uuid } from '../../platform/http/schemas.ts';
import { MOOD_SCALE } from '../../platform/limits.ts';
import { LANGUAGES } from './languages.ts';
import type { ChatService } from './service.ts';

const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));
const LanguageCode = literals(LANGUAGE_CODES);

const ChatRequest = Type.Object({
  message: Type.String({ minLength: 1, maxLength: 2000, pattern: '\\S', description: '1-2000 characters, not only whitespace' }),
  platform: literals(['web', 'chat_a', 'chat_b', 'chat_c'] as const),
  platformUserId: Type.String({ minLength: 1, maxLength: 200 }),
  platformTeamId: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'with an API key: the team of the platform identity' })),
  history: Type.Optional(Type.Array(Type.Object({
    role: literals(['user', 'assistant'] as const),
    content: Type.String({ maxLength: 4000 }),
  }), { maxItems: 20, description: 'recent turns, oldest first; context only, never stored' })),
});

const DUE_DATE = 'ISO 8601 UTC instant; a day said without a time of day ("Friday") is 23:59:59.999 of that day in the organization\'s time zone';
const DueDate = Nullable(Type.String(), { description: DUE_DATE });
const DueHasTime = Type.Boolean({ description: 'true when a time of day was said ("at 3pm"); false for a date alone or no due date' });
const Draft = Type.Object({
  id: Uuid, title: Type.String(), priority: Type.Integer(),
  dueDate: DueDate, dueHasTime: DueHasTime,
});
const MoodEntry = Type.Object({ id: Uuid, value: Type.Integer(), note: Nullable(Type.String()), createdAt: Type.String() });

const ChatResponse = Type.Object({
  text: Type.String(),
  intent: literals(INTENTS),
  language: LanguageCode,
  taskDraft: Type.Optional(Draft),
  taskDrafts: Type.Optional(Type.Array(Draft)),
  tasks: Type.Optional(Type.Array(Type.Object({
    id: Uuid, title: Type.String(), status: literals(TASK_STATUSES), priority: Type.Integer(),
    dueDate: DueDate, dueHasTime: DueHasTime, createdAt: Type.String(),
  }), { description: 'the task list, or the candidates when several open tasks match a task named as done' })),
  completedTask: Type.Optional(Type.Object({ id: Uuid, title: Type.String(), status: literals(TASK_STATUSES) })),
  loggedMood: Type.Optional(MoodEntry),
  moodHistory: Type.Optional(Type.Array(MoodEntry)),
  taskStats: Type.Optional(Type.Object({
    totalTasks: Type.Integer(), completedTasks: Type.Integer(), completionRate: Type.Number(),
    openTasks: Type.Integer(), overdueTasks: Type.Integer(),
  })),
  showMoodPrompt: Type.Boolean(),
  inferredMood: Nullable(Type.Integer({ minimum: MOOD_SCALE.min, maximum: MOOD_SCALE.max })),
  crisis: Type.Optional(Type.Literal(true, { description: 'present when the message spoke of self-harm or crisis: the reply points to help, a critical flag was raised, and a client shows the reply with care (no task UI)' })),
}, { description: 'Only the fields that apply are present. taskDraft when one task was read, taskDrafts when several. When a message completes a task that several open tasks match equally, nothing is completed: tasks holds the candidates and the reply asks which one.' });

const LanguageSetting = Type.Object({
  language: Type.String({ description: 'one of the 13 codes: the fixed one, or in auto mode the organization\'s defaultLanguage' }),
  mode: literals(['auto', 'fixed'] as const),
});

export const chatRoutes: FastifyPluginAsyncTypebox<{ chat: ChatService }> = async (app, { chat }) => {
  const tags = ['Chat'];
  const description = 'With a bearer token the user is the token\'s (platformUserId is only recorded). With an API key the person is found through the platform identity (platform, platformUserId, platformTeamId); platform web → 400; an unlinked identity answers 200 with intent general and how to link the account, storing nothing. Drafts made here must be confirmed with POST /api/tasks/drafts/{id}/confirm. Crisis language raises a critical wellbeing flag and is never a task. '
    + 'A message that finishes a task by name ("I finished the Q3 report") completes the best-matching of the person\'s open tasks among the 50 whose titles share the most words (or a word\'s first four letters) with it, newest first on a tie; nothing when none matches well. '
    + 'With a language model configured, it gets at most 8,000 characters of history (the newest turns) and tool results marked as untrusted data.';

  app.post('/api/chat', {
    onRequest: requireUserOrKey(),
    schema: { operationId: 'sendChatMessage', tags, security: bearerOrApiKey, summary: 'Talk to the assistant', description, body: ChatRequest, response: { 200: ChatResponse, ...errors(400, 401, 429) } },
  }, async (request) => {
    const principal = request.principal!;
    return principal.kind === 'user' ? chat.fromUser(principal, request.body) : chat.fromService(principal, request.body);
  });

  app.post('/api/chat/service', {
    onRequest: requireKey(),
    schema: { operationId: 'sendChatMessageForPlatformUser', tags, security: apiKey, summary: 'Talk to the assistant on behalf of a platform user (bots)', description, body: ChatRequest, response: { 200: ChatResponse, ...errors(400, 401, 403, 429) } },
  }, async (request) => chat.fromService(request.principal as Parameters<ChatService['fromService']>[0], request.body));

  app.get('/api/chat/languages', {
    onRequest: requireUser(),
    schema: {
      operationId: 'listChatLanguages',
      tags, security: bearer, summary: 'The 13 supported languages',
      response: {
        200: Type.Object({
          default: Type.Literal('english'),
          languages: Type.Array(Type.Object({ code: LanguageCode, name: Type.String(), nativeName: Type.String(), script: Type.String() })),
        }),
        ...errors(401, 429),
      },
    },
  }, async () => ({ default: 'english' as const, languages: LANGUAGES }));

  app.get('/api/chat/language', {
    onRequest: requireUser(),
    schema: {
      operationId: 'getChatLanguage',
      tags, security: bearer, summary: 'The caller\'s reply language',
      description: 'mode auto: replies follow each message\'s detected language, and language is the organization\'s defaultLanguage (never the word auto); mode fixed: replies are always in language.',
      response: { 200: LanguageSetting, ...errors(401, 429) },
    },
  }, async (request) => chat.language(userOf(request)));

  app.patch('/api/chat/language', {
    onRequest: requireUser(),
    schema: {
      operationId: 'setChatLanguage',
      tags, security: bearer, summary: 'Fix the reply language, or return to auto',
      body: Type.Object({ language: Type.String({ minLength: 1, maxLength: 20, description: 'one of the 13 codes, or auto' }) }),
      response: { 200: LanguageSetting, ...errors(400, 401, 429) },
    },
  }, async (request) => chat.setLanguage(userOf(request), request.body.language));
};
