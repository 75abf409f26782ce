// Offline evaluation adapter for ../shared/eval/score.mjs: runs the built-in engine with
// in-memory tools and returns what POST /api/chat would (drafts carry the due instant and
// dueHasTime as the tasks service stores them).
import { createBuiltinEngine } from './builtin/engine.ts';
import { createMemoryTools } from './memory-tools.ts';
import { toChatResponse, type ChatResponseBody } from './response.ts';

const engine = createBuiltinEngine();

export async function respond(message: string, opts: { now: Date; timezone: string }): Promise<ChatResponseBody> {
  const timezone = opts.timezone || 'UTC';
  const tools = createMemoryTools({ now: () => opts.now, timezone });
  const result = await engine.respond({ message, history: [], now: opts.now, timezone, fixedLanguage: null }, tools);
  return toChatResponse(result);
}

/** The intent rule that decided a message (the evaluation's verbose output names it for each miss). */
export async function explain(message: string, opts: { now: Date; timezone: string }): Promise<string> {
  const timezone = opts.timezone || 'UTC';
  const result = await engine.respond({ message, history: [], now: opts.now, timezone, fixedLanguage: null }, createMemoryTools({ now: () => opts.now, timezone }));
  return result.decidedBy;
}

export default { respond };
