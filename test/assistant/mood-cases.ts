// Shared by the mood tests that run whole messages through the engine: each case names the intent
// expected and the mood range, or no mood at all.
import assert from 'node:assert/strict';
import { respond } from '../../src/assistant/eval-adapter.ts';

// Monday 2026-11-23, 09:00 UTC.
const MONDAY = new Date('2026-11-23T09:00:00Z');

/** Expected: the intent (null: whichever), and the mood range (null: no mood at all). */
export type MoodCase = readonly [message: string, intent: string | null, low: number | null, high?: number];

export async function expectMoodCases(cases: readonly MoodCase[]): Promise<void> {
  for (const [message, intent, low, high = low] of cases) {
    const r = await respond(message, { now: MONDAY, timezone: 'UTC' });
    const mood = r.inferredMood ?? r.loggedMood?.value ?? null;
    if (intent !== null) assert.equal(r.intent, intent, `${message}: intent`);
    if (low === null) assert.equal(mood, null, `${message}: no mood`);
    else assert.ok(mood !== null && mood >= low && mood <= high!, `${message}: mood ${mood}, want ${low}-${high}`);
  }
}
