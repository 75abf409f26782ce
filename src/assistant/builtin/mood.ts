// Mood: explicit values ("mood 3", "log my mood as 4", "心情4分"), mood-history questions, and
// silent inference from feelings vocabulary (strongly negative → 1–2, mildly negative → 2,
// neutral → 3, positive → 4–5) with negation, softeners and "but", and from emoji. Vocabulary:
// lexicon field `mood`.
import type { HistoryTurn } from '../types.ts';
import {
  BUT_WORDS, FEELING_LEVELS, HUNGER, PERIOD_ENDS, LAST_MONTH, MONTH_NAME, MOOD_DIGIT, MOOD_GRADES, MOOD_GRADE_PHRASE, MOOD_HISTORY_CUE, MOOD_HISTORY_OVER_LOG, MOOD_LOG_PHRASE,
  MOOD_LOG_VERB, MOOD_RATING, MOOD_RATING_PHRASE, MOOD_SCALE_QUESTION, ME_WORD, MOOD_WORD, NEGATED_AFTER, NEGATED_BEFORE, NEGATOR_BEFORE, NEGATOR_START, OTHERS_BEFORE, SELF_STATE_ANY, SOFTENED,
  WEEK_WORD, YEAR_WORD,
} from './patterns.ts';
import { cutSpans, findAll, test, view, type Span, type TextView } from './text.ts';

export interface ExplicitMood {
  value: number;
  span: Span;
}

/** An explicitly stated mood value, if any. */
export function findExplicitMood(v: TextView, history: readonly HistoryTurn[]): ExplicitMood | null {
  const hasMoodWord = MOOD_WORD.test(v.fold);
  for (const { start, end, match } of findAll(MOOD_RATING, v.fold)) {
    const isScale = match[1] !== undefined || match[2] !== undefined; // "3/5", "4 out of 5", "5점 중에 3점"
    if (isScale || hasMoodWord) return { value: Number(match[1] ?? match[2] ?? match[3]), span: { start, end } };
  }
  const letters = v.fold.replace(/[^\p{L}]/gu, '').length;
  const phrase = MOOD_RATING_PHRASE.exec(v.fold);
  if (phrase && letters <= 40) return { value: Number(phrase[1]), span: { start: phrase.index, end: phrase.index + phrase[0].length } };
  // "me siento bastante bien, un 4", "ik voel me best goed, een dikke 4": a feeling, then its value last.
  if (letters <= 40 && inferMood(v)) {
    const last = valueSaidLast(v);
    if (last) return last;
  }
  if ((hasMoodWord || MOOD_GRADE_PHRASE.test(v.fold) || MOOD_SCALE_QUESTION.test(v.fold)) && letters <= 40) {
    for (const [re, value] of MOOD_GRADES) {
      const m = re.exec(v.fold);
      if (m) return { value, span: { start: m.index, end: m.index + m[0].length } };
    }
  }
  const lastAssistant = [...history].reverse().find((t) => t.role === 'assistant');
  const asked = lastAssistant ? view(lastAssistant.content).fold : '';
  // The scale named in the message itself ("del 1 al 5, hoy un 3") asks as the assistant would.
  const scale = MOOD_SCALE_QUESTION.exec(v.fold);
  const askedForMood = scale !== null || (!!lastAssistant && (MOOD_WORD.test(asked) || MOOD_SCALE_QUESTION.test(asked)));
  if (!hasMoodWord && !askedForMood) return null;
  const digits = findAll(MOOD_DIGIT, scale ? cutSpans(v.fold, [{ start: scale.index, end: scale.index + scale[0].length }]) : v.fold);
  if (digits.length !== 1) return null;
  if (!hasMoodWord && v.fold.replace(/[^\p{L}]/gu, '').length > 24) return null;
  const d = digits[0]!;
  return { value: Number(d.match[1]), span: { start: d.start, end: d.end } };
}

/**
 * The one mood value of a short message, said at its end ("…, a solid 4", "today's a 2",
 * "solid 3 today"): how a message already judged to be about one's mood states its value. A
 * number with hardly a word ("yes, 4", "ok 3") is a value only as the answer to the mood question.
 */
export function valueSaidLast(v: TextView): ExplicitMood | null {
  const letters = v.fold.replace(/[^\p{L}]/gu, '').length;
  if (letters > 40 || letters < 5) return null;
  const digits = findAll(MOOD_DIGIT, v.fold);
  const d = digits[0];
  if (digits.length !== 1 || !d || v.fold.slice(d.end).replace(/[^\p{L}\p{N}]/gu, '').length > 8) return null;
  return { value: Number(d.match[1]), span: { start: d.start, end: d.end } };
}

export function mentionsMood(v: TextView): boolean {
  return MOOD_WORD.test(v.fold);
}

// ------------------------------------------------------------------ mood history

/** Days of mood history asked for, or null when the message is not a mood-history request. */
export function moodHistoryDays(v: TextView): number | null {
  if (!MOOD_WORD.test(v.fold)) return null;
  if (!MOOD_HISTORY_CUE.test(v.fold)) return null;
  // "log my mood": a request to log, unless it also asks about the past.
  if (MOOD_LOG_PHRASE.test(v.fold) && !MOOD_HISTORY_OVER_LOG.test(v.fold)) return null;
  if (WEEK_WORD.test(v.fold)) return 7;
  if (YEAR_WORD.test(v.fold)) return 365;
  if (MONTH_NAME.test(v.fold)) return 90;
  if (LAST_MONTH.test(v.fold)) return 62;
  return 30;
}

// ------------------------------------------------------------------ inference

export interface InferredMood {
  value: number;
  spans: Span[];
}

/**
 * A mood inferred from feelings words. Each feeling is read in its place: a negation before it
 * ("not great", "nicht so toll", "不开心") or after it ("元気じゃない", "khush nahi") moves it
 * past neutral, a softener ("a bit", "un poco") keeps it off the extremes. Then the feelings are
 * weighed: the strongest speaks for the message, except when feelings of both signs stand on
 * either side of a "but". Then the two temper each other: a low feeling after it stays mildly low
 * ("great demo but I'm wiped" → 2), a good one after it lifts the message to neutral ("tired but
 * proud", "this deadline is killing me but it's fine" → 3).
 */
export function inferMood(v: TextView): InferredMood | null {
  const kept = feelingsFound(v);
  // "the client is really happy", "the film was so sad": their feeling, not the user's.
  const hits: Array<Span & { value: number }> = kept.filter((h) => !h.theirs).map(({ start, end, value }) => ({ start, end, value }));
  hits.push(...emojiRow(v.fold));
  hits.sort((a, b) => a.start - b.start);
  if (!hits.length) return null;
  return { value: weigh(hits, blanked(v)), spans: hits.map(({ start, end }) => ({ start, end })) };
}

/** The folded text with hunger idioms and period ends ("fine mese") blanked out: no feelings. */
function blanked(v: TextView): string {
  return v.fold.replace(HUNGER, (m) => ' '.repeat(m.length)).replace(PERIOD_ENDS, (m) => ' '.repeat(m.length));
}

/** Feelings said only of someone or something else ("the client is really happy", "あの映画、すごく悲しかった"). */
export function othersFeelingOnly(v: TextView): boolean {
  const kept = feelingsFound(v);
  return kept.length > 0 && kept.every((h) => h.theirs);
}

/** The feelings words of a message, each read in its place, and whether it is said of someone else. */
function feelingsFound(v: TextView): Array<Span & { value: number; theirs: boolean }> {
  const fold = blanked(v);
  // Where phrases overlap the longest one is meant ("not too bad" over "bad", "元気ない" over "元気").
  const found = FEELING_LEVELS.flatMap((level) => findAll(level.re, fold).map(({ start, end }) => ({ start, end, value: level.value })))
    .sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const kept: Array<Span & { value: number; theirs: boolean }> = [];
  for (const { start, end, value } of found) {
    if (kept.some((h) => start < h.end && h.start < end)) continue;
    kept.push({ start, end, value: feelingInPlace(v.fold, start, end, value), theirs: saidOfOthers(v.fold, start, end) });
  }
  return kept;
}

/**
 * A feeling said of someone or something else a few words before it, with no "I am" between and
 * not naming the user ("the client is very happy", but "this client is killing me").
 */
function saidOfOthers(fold: string, start: number, end: number): boolean {
  const before = fold.slice(Math.max(0, start - 48), start);
  const other = OTHERS_BEFORE.exec(before);
  if (!other) return false;
  // The user named right before the feeling or in it ("меня добьёт", "makes me so happy", "killing me").
  const named = `${/\S*\s*$/u.exec(before)?.[0] ?? ''}${fold.slice(start, end)}`;
  return !SELF_STATE_ANY.test(other[0].slice(1)) && !ME_WORD.test(named);
}

/**
 * A row of emoji of one kind and none of the other ("😭😭😭 lunes otra vez", "🎉🎉🙌 alles geschafft"):
 * each one a feeling (4 or 2) of its own. A single emoji is only tone (see emojiMood).
 */
function emojiRow(fold: string): Array<Span & { value: number }> {
  const happy = [...fold.matchAll(HAPPY_EMOJI)];
  const low = [...fold.matchAll(LOW_EMOJI)];
  const row = happy.length >= 2 && !low.length ? happy : low.length >= 2 && !happy.length ? low : [];
  const value = row === happy ? 4 : 2;
  return row.map((m) => ({ start: m.index, end: m.index + m[0].length, value }));
}

/** The value of one feeling found at start–end, after the negation or softener around it. */
function feelingInPlace(fold: string, start: number, end: number, value: number): number {
  const before = fold.slice(Math.max(0, start - 24), start);
  const negated = (NEGATOR_BEFORE.test(before) && !NEGATOR_START.test(fold.slice(start, end)))
    || NEGATED_BEFORE.test(before) || NEGATED_AFTER.test(fold.slice(end, end + 12));
  // "not happy" is low, "not bad" and "not exhausted" are about neutral.
  if (negated) return value >= 4 ? 2 : value <= 2 ? 3 : value;
  if (SOFTENED.test(before)) return Math.min(4, Math.max(2, value));
  return value;
}

function weigh(hits: ReadonlyArray<Span & { value: number }>, fold: string): number {
  const polar = hits.filter((h) => h.value !== 3);
  // Of two feelings as strong, the low one: a worry said beside a good word is the news.
  const strongest = (list: ReadonlyArray<{ value: number }>) => list.reduce((best, h) => {
    const [d, bestD] = [Math.abs(h.value - 3), Math.abs(best.value - 3)];
    return d > bestD || (d === bestD && h.value < best.value) ? h : best;
  }, list[0]!).value;
  if (polar.some((h) => h.value > 3) && polar.some((h) => h.value < 3)) {
    for (const but of findAll(BUT_WORDS, fold).reverse()) {
      const after = polar.filter((h) => h.start >= but.end);
      const before = polar.filter((h) => h.end <= but.start);
      if (!after.length || !before.length) continue;
      const last = strongest(after);
      if (before.some((h) => (h.value > 3) !== (last > 3))) return last > 3 ? 3 : 2;
    }
  }
  return strongest(hits);
}

/** Emoji that show a feeling the same way in every language. */
const HAPPY_EMOJI = /[😀😃😄😁😆😊☺🙂😍🥰😎🤩🥳🎉💪✨👍🙌😌☀]/gu;
const LOW_EMOJI = /[😒😞😔😟😕🙁☹😣😖😫😩😢😭😤😠😡🤯😰😥😓🥱😪🤒🤕]/gu;

/**
 * The mood the emoji of a message show (4 or 2), null when they show none or as many of each:
 * for a message about how one feels whose words name no feeling ("heute so 😩").
 */
export function emojiMood(v: TextView): number | null {
  const happy = v.clean.match(HAPPY_EMOJI)?.length ?? 0;
  const low = v.clean.match(LOW_EMOJI)?.length ?? 0;
  return happy === low ? null : happy > low ? 4 : 2;
}

/** Phrases asking to log a mood ("log my mood", "registrar mi ánimo"). */
export function isMoodLogRequest(v: TextView): boolean {
  return MOOD_WORD.test(v.fold) && test(MOOD_LOG_VERB, v.fold);
}
