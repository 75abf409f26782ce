// Public surface of the chat assistant core (pure: no HTTP, no SQL).
import { extractTasks as extractItems } from './builtin/extract.ts';
import { detectLanguage as detect } from './builtin/language.ts';
import { isCrisis } from './builtin/crisis.ts';
import { readBlockerLine } from './builtin/blockers.ts';
import { view } from './builtin/text.ts';
import type { ExtractedTask, LanguageCode } from './types.ts';

export { createBuiltinEngine } from './builtin/engine.ts';
export { createLlmEngine, type LlmEngineOptions } from './llm/engine.ts';
export { createMemoryTools, type MemoryTools } from './memory-tools.ts';
export { LANGUAGE_CODES, LANGUAGES, language } from './languages/index.ts';
export type { Language } from './languages/types.ts';
export { toChatResponse, type ChatResponseBody } from './response.ts';
export type * from './types.ts';

/** The language of a message (script first, then word lexicons); English when unsure. */
export function detectLanguage(text: string): LanguageCode {
  return detect(text ?? '');
}

/**
 * Tasks in a free-text list (bullets, numbered lines, "a, b and c", one per line) in any of the
 * 13 languages, with due dates in `timezone` relative to `now` and priorities.
 */
export function extractTasks(text: string, opts: { now: Date; timezone: string }): ExtractedTask[] {
  if (!text || !text.trim()) return [];
  return extractItems(text, { now: opts.now, timezone: opts.timezone || 'UTC', language: detect(text) });
}

/** Whether a message speaks of self-harm or crisis (the service raises a critical flag). */
export function isCrisisMessage(text: string): boolean {
  return isCrisis(view(text ?? ''));
}

/**
 * Whether one line of a stand-up reply reports a blocker ("blocked by the API review",
 * "esperando a diseño"), says there is none ("Blockers: none"), or neither (null); 13 languages.
 */
export function blockerOf(line: string): 'blocker' | 'no_blocker' | null {
  return readBlockerLine(line ?? '');
}
