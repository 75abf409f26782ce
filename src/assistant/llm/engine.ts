// Language-model engine: an OpenAI-compatible POST {baseUrl}/chat/completions with tool calling
// (tools and argument checks in ./tools.ts, the conversation in ./prompt.ts), a bounded tool loop
// whose last round offers only `respond`, and the built-in engine as fallback.
// - Crisis language is detected first (built-in detector) and never reaches the model: the
//   fallback engine answers it.
// - HTTP error, bad JSON, no usable answer or timeout (AbortSignal.timeout) → the fallback answers
//   the whole message, unless a tool that stores something (draft, mood, completion) already ran:
//   then what was done is returned, so nothing is created twice.
import { isCrisis } from '../builtin/crisis.ts';
import { todayIso } from '../builtin/dates.ts';
import { classify } from '../builtin/intent.ts';
import { detectLanguage as builtinDetectLanguage } from '../builtin/language.ts';
import { view } from '../builtin/text.ts';
import { language as languageOf, type ReplyTexts } from '../languages/index.ts';
import { INTENTS, LANGUAGE_CODES } from '../types.ts';
import type { AssistantEngine, AssistantRequest, AssistantResult, AssistantTools, Intent, LanguageCode } from '../types.ts';
import { conversation, type ChatMessage, type ToolCall } from './prompt.ts';
import { ACTION_TOOLS, RESPOND_TOOL, emptyCollected, runToolCall, type Collected, type ToolDefinition } from './tools.ts';

export interface LlmEngineOptions {
  baseUrl: string;
  model: string;
  apiKey?: string | null;
  /** Budget for the whole message (all rounds). */
  timeoutMs: number;
  fallback: AssistantEngine;
  fetch?: typeof fetch;
  /** Model round trips per message; the last one offers only `respond` (default 4). */
  maxRounds?: number;
  /** Crisis detector (default: the built-in one). */
  detectCrisis?: (text: string) => boolean;
  /** Language detector for the message (default: the built-in one). */
  detectLanguage?: (text: string) => LanguageCode;
  /** Told why the model gave no answer (for the service's logs). */
  onFailure?: (reason: string, error?: unknown) => void;
}

class ModelFailure extends Error {}

interface FinalAnswer {
  text?: string;
  intent?: Intent;
  language?: LanguageCode;
  messageLanguage?: LanguageCode;
  showMoodPrompt?: boolean;
}

const ALL_TOOLS: readonly ToolDefinition[] = [...ACTION_TOOLS, RESPOND_TOOL];
const ALL_NAMES = new Set(ALL_TOOLS.map((t) => t.function.name));
const RESPOND_ONLY = new Set([RESPOND_TOOL.function.name]);

const asLanguage = (v: unknown): LanguageCode | undefined => (LANGUAGE_CODES.includes(v as LanguageCode) ? (v as LanguageCode) : undefined);
const asIntent = (v: unknown): Intent | undefined => (INTENTS.includes(v as Intent) ? (v as Intent) : undefined);
const asText = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 600) : undefined);

function parseObject(raw: string | undefined): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(raw && raw.trim() ? raw : '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function finalFrom(args: Record<string, unknown>): FinalAnswer {
  return {
    text: asText(args.text),
    intent: asIntent(args.intent),
    language: asLanguage(args.language),
    messageLanguage: asLanguage(args.messageLanguage),
    showMoodPrompt: typeof args.showMoodPrompt === 'boolean' ? args.showMoodPrompt : undefined,
  };
}

/** A plain-content answer: JSON like the respond arguments, or just the reply text. */
function finalFromContent(content: string | null | undefined): FinalAnswer | null {
  const text = asText(content);
  if (!text) return null;
  const obj = parseObject(text.replace(/^```(?:json)?\s*|\s*```$/g, ''));
  if (obj && (obj.text !== undefined || obj.intent !== undefined)) return finalFrom(obj);
  return { text };
}

export function createLlmEngine(options: LlmEngineOptions): AssistantEngine {
  const doFetch = options.fetch ?? fetch;
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const maxRounds = Math.max(1, Math.min(Math.trunc(options.maxRounds ?? 4), 10));
  const detectCrisis = options.detectCrisis ?? ((text: string) => isCrisis(view(text)));
  const detectLanguage = options.detectLanguage ?? builtinDetectLanguage;

  async function callModel(messages: ChatMessage[], tools: readonly ToolDefinition[], deadline: number): Promise<{ content: string | null; toolCalls: ToolCall[] }> {
    const remaining = deadline - Date.now();
    if (remaining <= 0) throw new ModelFailure('timeout');
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
    let body: unknown;
    try {
      const response = await doFetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ model: options.model, messages, tools, tool_choice: 'auto', temperature: 0 }),
        signal: AbortSignal.timeout(remaining),
      });
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw new ModelFailure(`HTTP ${response.status}`);
      }
      body = await response.json();
    } catch (error) {
      if (error instanceof ModelFailure) throw error;
      throw new ModelFailure(`request failed: ${(error as Error)?.message ?? String(error)}`);
    }
    const message = (body as { choices?: Array<{ message?: { content?: unknown; tool_calls?: unknown } }> } | null)?.choices?.[0]?.message;
    if (!message || typeof message !== 'object') throw new ModelFailure('no message in the response');
    const toolCalls = Array.isArray(message.tool_calls)
      ? (message.tool_calls as unknown[]).filter((c): c is ToolCall => !!c && typeof c === 'object' && typeof (c as ToolCall).function?.name === 'string')
      : [];
    return { content: typeof message.content === 'string' ? message.content : null, toolCalls };
  }

  async function respond(request: AssistantRequest, tools: AssistantTools): Promise<AssistantResult> {
    // Crisis first: never sent to the model, never a task.
    if (detectCrisis(request.message)) return options.fallback.respond(request, tools);

    const messages = conversation(request);
    const collected = emptyCollected();
    const deadline = Date.now() + Math.max(1, options.timeoutMs);
    let final: FinalAnswer | null = null;

    try {
      for (let round = 1; round <= maxRounds && !final; round++) {
        const last = round === maxRounds;
        const offered = last ? RESPOND_ONLY : ALL_NAMES;
        const reply = await callModel(messages, last ? [RESPOND_TOOL] : ALL_TOOLS, deadline);
        if (!reply.toolCalls.length) {
          final = finalFromContent(reply.content);
          if (!final) throw new ModelFailure('no tool call and no answer');
          break;
        }
        messages.push({ role: 'assistant', content: reply.content, tool_calls: reply.toolCalls });
        let respondCall: ToolCall | undefined;
        for (const call of reply.toolCalls) {
          if (call.function.name === RESPOND_TOOL.function.name && offered.has(call.function.name)) {
            respondCall = call;
            messages.push({ role: 'tool', tool_call_id: call.id, content: '{"result":"ok"}' });
            continue;
          }
          const content = await runToolCall(call.function.name, call.function.arguments ?? '', offered, tools, request, collected);
          messages.push({ role: 'tool', tool_call_id: call.id, content });
        }
        if (respondCall) final = finalFrom(parseObject(respondCall.function.arguments) ?? {});
      }
    } catch (error) {
      if (!(error instanceof ModelFailure)) throw error;
      options.onFailure?.(error.message, error.cause);
      if (!collected.sideEffects) return options.fallback.respond(request, tools);
      return build(request, collected, null, true);
    }
    if (!final) {
      options.onFailure?.('no final answer within the round limit');
      if (!collected.sideEffects) return options.fallback.respond(request, tools);
      return build(request, collected, null, true);
    }
    return build(request, collected, final, false);
  }

  function build(request: AssistantRequest, c: Collected, final: FinalAnswer | null, partial: boolean): AssistantResult {
    const fixed = request.fixedLanguage;
    const detected = final?.messageLanguage ?? (!fixed ? final?.language : undefined) ?? detectLanguage(request.message);
    const language = fixed ?? final?.language ?? detected;
    const r = languageOf(language).replies;
    const intent = final?.intent ?? intentFromTools(c, request, detected);
    const result: AssistantResult = {
      text: '',
      intent,
      language,
      detectedLanguage: detected,
      taskDrafts: c.drafts,
      showMoodPrompt: final?.showMoodPrompt ?? (intent === 'mood' && !c.loggedMood && c.inferredMood === null && !c.moodHistory),
      inferredMood: c.inferredMood,
      crisis: false,
      decidedBy: partial ? 'llm (partial)' : 'llm',
    };
    if (c.tasks) result.tasks = c.tasks;
    if (c.completedTask) result.completedTask = c.completedTask;
    if (c.loggedMood) result.loggedMood = c.loggedMood;
    if (c.moodHistory) result.moodHistory = c.moodHistory;
    if (c.taskStats) result.taskStats = c.taskStats;
    result.text = partial ? r.partial : final?.text ?? defaultText(result, r);
    return result;
  }

  return { name: 'llm', respond };
}

function intentFromTools(c: Collected, request: AssistantRequest, detected: LanguageCode): Intent {
  if (c.drafts.length) return 'task_create';
  if (c.completedTask || c.tasks || c.taskStats) return 'task_list';
  if (c.loggedMood || c.moodHistory || c.inferredMood !== null) return 'mood';
  const clock = { now: request.now, timezone: request.timezone };
  const kind = classify({ message: request.message, language: detected, history: request.history, clock, today: todayIso(clock) }).decision.kind;
  if (kind === 'task_create') return 'task_create';
  if (kind.startsWith('task_')) return 'task_list';
  if (kind.startsWith('mood')) return 'mood';
  if (kind === 'help' || kind === 'greeting') return kind;
  return 'general';
}

function defaultText(result: AssistantResult, r: ReplyTexts): string {
  if (result.taskDrafts.length === 1) return r.draftOne(result.taskDrafts[0]!.title);
  if (result.taskDrafts.length > 1) return r.draftMany(result.taskDrafts.length);
  if (result.completedTask) return r.complete(result.completedTask.title);
  if (result.loggedMood) return r.moodLogged(result.loggedMood.value);
  if (result.taskStats) {
    const s = result.taskStats;
    return r.stats(s.completedTasks, s.totalTasks, Math.round(s.completionRate), s.openTasks);
  }
  if (result.tasks) return result.tasks.length ? r.list(result.tasks.length, result.tasks[0]!.title) : r.listNone;
  switch (result.intent) {
    case 'mood': return r.moodPrompt;
    case 'help': return r.help;
    case 'greeting': return r.greeting;
    case 'task_create': return r.draftNone;
    default: return r.general;
  }
}
