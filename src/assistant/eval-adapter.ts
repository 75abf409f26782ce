// Offline evaluation adapter for ../shared/eval/score.mjs: runs the built-in engine with
// in-memory tools and returns the same JSON shape as POST /api/chat.
import { createBuiltinEngine } from './builtin/engine.ts';
import { createMemoryTools } from './memory-tools.ts';
import type { AssistantResult } from './types.ts';

const engine = createBuiltinEngine();

/** The /api/chat response body for an engine result (decisions §5: only fields that apply). */
export function toChatResponse(result: AssistantResult): Record<string, unknown> {
  const body: Record<string, unknown> = {
    text: result.text,
    intent: result.intent,
    language: result.language,
    showMoodPrompt: result.showMoodPrompt,
    inferredMood: result.inferredMood,
  };
  if (result.taskDrafts.length === 1) body.taskDraft = result.taskDrafts[0];
  else if (result.taskDrafts.length > 1) body.taskDrafts = result.taskDrafts;
  if (result.tasks) body.tasks = result.tasks;
  if (result.completedTask) body.completedTask = result.completedTask;
  if (result.loggedMood) body.loggedMood = result.loggedMood;
  if (result.moodHistory) body.moodHistory = result.moodHistory;
  if (result.taskStats) body.taskStats = result.taskStats;
  return body;
}

export async function respond(message: string, opts: { now: Date; timezone: string }): Promise<Record<string, unknown>> {
  const tools = createMemoryTools({ now: () => opts.now });
  const result = await engine.respond(
    { message, history: [], now: opts.now, timezone: opts.timezone || 'UTC', fixedLanguage: null },
    tools,
  );
  return toChatResponse(result);
}

export default { respond };
