// Mood: explicit values ("mood 3", "log my mood as 4", "心情4分"), mood-history questions, and
// silent inference from feelings vocabulary (strongly negative → 1–2, mildly negative → 2,
// neutral → 3, positive → 4–5) with negation, softeners, "but", a day told in two parts and
// sarcasm, and from emoji. Vocabulary: lexicon field `mood`.
import type { HistoryTurn } from '../types.ts';
import {
  BUT_WORDS, DAY_GOOD, DAY_LOW, PART_OF_DAY, EARLIER_WORD, FAREWELL, GREETING, MISHAP, REPEAT_OR_MISHAP, MOCK_CHEER, TURN_FOR_BETTER, FEELING_LEVELS, HUNGER, PERIOD_ENDS, LAST_MONTH, MONTH_NAME, MOOD_DIGIT, MOOD_GRADES, MOOD_GRADE_PHRASE, MOOD_HISTORY_CUE, MOOD_HISTORY_OVER_LOG, MOOD_LOG_PHRASE,
  INTENSIFIED, INTENSIFIED_AFTER, RATING_WORDS, RATING_WORD_VALUES, LAUGHTER_LEAD, MOOD_LOG_VERB, MOOD_RATING, MOOD_RATING_PHRASE, MOOD_SCALE_QUESTION, ME_WORD, MOOD_WORD, NEGATED_AFTER, NEGATED_BEFORE, NEGATOR_BEFORE, NEGATOR_START, NOW_WORD, OTHERS_BEFORE, SELF_STATE_ANY, SOFTENED,
  WEEK_WORD, YEAR_WORD, ARTICLE_BEFORE, BARE_HOUR_BEFORE, COUNTED, POINTS_AFTER_NOW, POINTS_BEFORE_NOW, POINTS_CLOSED,
} from './patterns.ts';
import { cutSpans, findAll, letterCount, readOnce, sentences, test, view, type Span, type TextView } from './text.ts';

export interface ExplicitMood {
  value: number;
  span: Span;
}

/** An explicitly stated mood value, if any. */
export function findExplicitMood(said: TextView, history: readonly HistoryTurn[]): ExplicitMood | null {
  const v = ratingsAsDigits(said);
  const hasMoodWord = test(MOOD_WORD, v.fold);
  for (const { start, end, match } of findAll(MOOD_RATING, v.fold)) {
    // "3/5", "4 out of 5", "5점 중에 3점", "4 stars" are ratings whatever else is said; points ("3分", "3点") are beside a word of the mood or the day.
    const isScale = match[3] === undefined;
    // "a 4 star hotel": the stars of a thing.
    if (match[4] !== undefined && COUNTED.test(v.fold.slice(end))) continue;
    if (isScale || hasMoodWord || pointsOfToday(v.fold, start, end)) return { value: Number(match[1] ?? match[2] ?? match[3] ?? match[4] ?? match[5]), span: { start, end } };
  }
  const letters = letterCount(v.fold);
  const phrase = MOOD_RATING_PHRASE.exec(v.fold);
  // "put it at 4": an hour, whatever verb comes before it.
  const atHour = phrase !== null && hourWordBefore(v.fold.slice(0, phrase.index + phrase[0].length - 1));
  // A rating said with its verb may come with a word on the day ("…een dikke 5, alles liep op rolletjes").
  if (phrase && !atHour && letters <= 60) return { value: Number(phrase[1]), span: { start: phrase.index, end: phrase.index + phrase[0].length } };
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
  if (!hasMoodWord && letterCount(v.fold) > 24) return null;
  const d = digits[0]!;
  return { value: Number(d.match[1]), span: { start: d.start, end: d.end } };
}

/**
 * Points given to the day in a short message ("今日は3点", "오늘은 3점 줄게", "3 points today") that holds no other value
 * ("今天打2分（满分5分）" names the scale after it).
 */
function pointsOfToday(fold: string, start: number, end: number): boolean {
  if (letterCount(fold) > 20 || findAll(MOOD_DIGIT, fold).length !== 1) return false;
  return (POINTS_AFTER_NOW.test(fold.slice(0, start)) && POINTS_CLOSED.test(fold.slice(end))) || POINTS_BEFORE_NOW.test(fold.slice(end));
}

/**
 * The one mood value of a short message, said at its end ("…, a solid 4", "today's a 2",
 * "solid 3 today"): how a message already judged to be about one's mood states its value. A
 * number with hardly a word ("yes, 4", "ok 3") is a value only as the answer to the mood question.
 */
export function valueSaidLast(said: TextView): ExplicitMood | null {
  const v = ratingsAsDigits(said);
  const letters = letterCount(v.fold);
  if (letters > 40 || letters < 5) return null;
  const digits = findAll(MOOD_DIGIT, v.fold);
  const d = digits[0];
  if (digits.length !== 1 || !d || v.fold.slice(d.end).replace(/[^\p{L}\p{N}]/gu, '').length > 8) return null;
  // "ho 3 riunioni", "у меня 3 встречи": a number before the word it counts; "ruf um 3 an": an hour.
  if (COUNTED.test(v.fold.slice(d.end)) || hourWordBefore(v.fold.slice(0, d.start))) return null;
  return { value: Number(d.match[1]), span: { start: d.start, end: d.end } };
}

/** A word of the hour ending the text before a number ("ruf um", "put it at"), not an article ("dou um"). */
function hourWordBefore(before: string): boolean {
  const trimmed = before.trimEnd();
  return BARE_HOUR_BEFORE.test(trimmed) && !ARTICLE_BEFORE.test(trimmed);
}

export function mentionsMood(v: TextView): boolean {
  return test(MOOD_WORD, v.fold);
}

// ------------------------------------------------------------------ mood history

/** Days of mood history asked for, or null when the message is not a mood-history request. */
export function moodHistoryDays(v: TextView): number | null {
  if (!test(MOOD_WORD, v.fold)) return null;
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

/** A feeling found at its place in the text, with its value. */
type Hit = Span & { value: number };

export interface InferredMood {
  value: number;
  spans: Span[];
}

/**
 * A mood inferred from feelings words. Each feeling is read in its place: a negation before it
 * ("not great", "nicht so toll", "不开心") or after it ("元気じゃない", "khush nahi") moves it
 * past neutral, a softener ("a bit", "un poco") keeps it off the extremes, a degree word ("really",
 * "so", "너무") or emphasis ("!!", "sooo") takes a good one a step further out. A feeling said of an
 * earlier time gives way to one said of now ("yesterday was awful but today is fine"). Then the
 * feelings are weighed: the strongest speaks for the message, except when the clause after a
 * "but" says something else than the one before it. Then that later clause leads, tempered by
 * the first: a low feeling after it stays mildly low ("great demo but I'm wiped" → 2), a good one
 * lifts the message to neutral ("tired but proud", "exhausted but really proud" → 3), and so does
 * a neutral one ("it was awful, but it's fine now" → 3). A day told in two parts is weighed the
 * same way ("rough morning but the afternoon turned it around" → 3), and a low feeling of an
 * earlier time keeps a good one of now from the top ("yesterday was awful, today's amazing" → 4).
 * A good word said in sarcasm is low ("great, another outage 🙃" → 2).
 */
export const inferMood = readOnce((v: TextView): InferredMood | null => {
  const kept = feelingsFound(v);
  const fold = blanked(v);
  // "the client is really happy", "the film was so sad": their feeling, not the user's.
  const hits: Hit[] = kept.filter((h) => !h.theirs).map(({ start, end, value }) => ({ start, end, value }));
  hits.push(...emojiRow(v.fold));
  hits.push(...dayVerdicts(fold, hits));
  hits.push(...turnsForBetter(fold, hits));
  hits.push(...ironicNews(fold));
  hits.push(...mockCheers(fold, hits));
  hits.sort((a, b) => a.start - b.start);
  if (!hits.length) return null;
  const read = sarcastic(fold, hits) ? hits.map((h) => (h.value >= 4 ? { ...h, value: 2 } : h)) : hits;
  const now = ofNow(read, fold);
  const value = weigh(now, fold);
  // "yesterday was awful, today's amazing": the low day before keeps now from the top (4).
  const earlierLow = read.some((h) => h.value < 3 && !now.includes(h));
  return { value: earlierLow ? Math.min(4, value) : value, spans: hits.map(({ start, end }) => ({ start, end })) };
});

/** Where clauses end: their punctuation and the "but" words on both sides. */
function clauseEnds(fold: string): number[] {
  return [...findAll(CLAUSE_END, fold).map((m) => m.end), ...findAll(BUT_WORDS, fold).flatMap((m) => [m.start, m.end])];
}

/** The clause a span stands in, between the nearest of the given ends. */
function clauseOf(span: Span, ends: readonly number[], length: number): Span {
  return { start: Math.max(0, ...ends.filter((e) => e <= span.start)), end: Math.min(length, ...ends.filter((e) => e > span.start)) };
}

const overlaps = (a: Span, list: readonly Span[]): boolean => list.some((b) => a.start < b.end && b.start < a.end);

/**
 * How a part of the day went, in the clause that names it ("matinée pourrie", "der Nachmittag war top", "утро было адское"):
 * low (2) or good (4) where no feeling is read; not in a greeting or a leave-taking ("good morning", "have a nice evening"), a
 * question ("es mejor por la mañana o por la tarde?") or a thing gone wrong ("lunch ke baad coffee machine kharab ho gayi").
 */
function dayVerdicts(fold: string, hits: readonly Hit[]): Hit[] {
  const parts = findAll(PART_OF_DAY, fold);
  if (!parts.length) return [];
  const ends = clauseEnds(fold);
  const notVerdicts = [...findAll(GREETING, fold), ...findAll(FAREWELL, fold), ...findAll(MISHAP, fold)];
  const verdicts = [...findAll(DAY_LOW, fold).map((m) => ({ start: m.start, end: m.end, value: 2 })), ...findAll(DAY_GOOD, fold).map((m) => ({ start: m.start, end: m.end, value: 4 }))];
  return verdicts.filter((h) => {
    const clause = clauseOf(h, ends, fold.length);
    const asked = /[?？؟]/u.test(fold.slice(h.end, clause.end + 1));
    return parts.some((p) => clause.start <= p.start && p.end <= clause.end && !overlaps(p, [h])) && !overlaps(h, hits) && !overlaps(h, notVerdicts) && !asked;
  });
}

/**
 * A turn for the better (4) after a low feeling ("rough morning but lunch with the team turned it around") or after a clause
 * naming a part of the day ("上午被客户怼了一顿，下午方案居然一次过了，也算没白忙"): the good part of a mixed day.
 */
function turnsForBetter(fold: string, hits: readonly Hit[]): Hit[] {
  const ends = clauseEnds(fold);
  const parts = findAll(PART_OF_DAY, fold);
  return findAll(TURN_FOR_BETTER, fold).filter((t) => {
    const clause = clauseOf(t, ends, fold.length);
    return !overlaps(t, hits) && (hits.some((h) => h.value < 3 && h.end <= t.start) || parts.some((p) => p.end <= clause.start));
  }).map(({ start, end }) => ({ start, end, value: 4 }));
}

/** Faces that say a good word is meant the other way ("genial 🙃", "ótimo 🙄", "perfect 😒"). */
const IRONIC_FACE = /[🙃🙄😒]/u;
/** The face of a forced smile ("server weer plat 🙃"): beside bad news it is the feeling (a rolled eye, "laptop died again 🙄", is only tone). */
const WRY_FACE = /🙃/gu;

/**
 * A wry face beside bad news ("nou lekker, server weer plat … heerlijke maandag 🙃", "un'altra riunione … 🙃"): the writer's low
 * feeling (2) even where no good word before the face is read (the good ones are sarcasm, see sarcastic); a wry face with no
 * thing gone wrong or one more of the same ("tja 🙃") tells nothing.
 */
function ironicNews(fold: string): Hit[] {
  if (!test(REPEAT_OR_MISHAP, fold)) return [];
  return findAll(WRY_FACE, fold).slice(0, 1).map(({ start, end }) => ({ start, end, value: 2 }));
}
/**
 * A cheer said alone at the head of its clause, with bad news after it and no good feeling ("nou lekker, server weer plat", "che
 * bello, un'altra riunione", "lovely, another outage"): sarcasm, a low feeling (2), where the cheer is no feeling word of its own.
 */
function mockCheers(fold: string, hits: readonly Hit[]): Hit[] {
  const cheers = findAll(MOCK_CHEER, fold).filter((c) => !overlaps(c, hits));
  if (!cheers.length) return [];
  const ends = clauseEnds(fold);
  return cheers.filter((c) => saidAloneBefore(fold, c, ends) && !hits.some((h) => h.value >= 4 && h.start > c.end)).slice(0, 1)
    .map(({ start, end }) => ({ start, end, value: 2 }));
}

/** A word said alone in its clause, at most LEAD_WORDS before it, with a thing gone wrong or one more of the same after it ("na toll, schon wieder…"). */
function saidAloneBefore(fold: string, h: Span, ends: readonly number[]): boolean {
  const clause = clauseOf(h, ends, fold.length);
  const alone = !/[\p{L}\p{N}]/u.test(fold.slice(h.end, clause.end)) && (fold.slice(clause.start, h.start).match(/[\p{L}\p{N}]+/gu) ?? []).length <= LEAD_WORDS;
  return alone && clause.end < fold.length && test(REPEAT_OR_MISHAP, fold.slice(clause.end));
}
/** Words at most before a good word said alone in its clause ("na toll", "ну просто отлично"). */
const LEAD_WORDS = 2;

/**
 * A message whose good words are sarcasm: beside an ironic face, or after a good word said alone in its clause, one more of the
 * same or a thing gone wrong ("fantastic, another outage", "na toll, schon wieder…", "genial, otra caída del servidor"). Honest
 * joy says what went well ("great, the demo went well!").
 */
function sarcastic(fold: string, hits: readonly Hit[]): boolean {
  const good = hits.filter((h) => h.value >= 4);
  if (!good.length) return false;
  if (IRONIC_FACE.test(fold)) return true;
  const ends = clauseEnds(fold);
  return good.some((h) => saidAloneBefore(fold, h, ends));
}

/** The folded text with hunger idioms and period ends ("fine mese") blanked out: no feelings. */
const blanked = readOnce((v: TextView): string =>
  v.fold.replace(HUNGER, (m) => ' '.repeat(m.length)).replace(PERIOD_ENDS, (m) => ' '.repeat(m.length)));

/** A word of now ("today", "jetzt", "今日") between two places of the text: what follows it is said of now, not of the story before. */
export function nowBetween(fold: string, from: number, to: number): boolean {
  return findAll(NOW_WORD, fold).some((n) => from <= n.start && n.end <= to);
}

/** Feelings said only of someone or something else ("the client is really happy", "あの映画、すごく悲しかった"). */
export function othersFeelingOnly(v: TextView): boolean {
  const kept = feelingsFound(v);
  return kept.length > 0 && kept.every((h) => h.theirs);
}

/** The feelings words of a message, each read in its place, and whether it is said of someone else. */
const feelingsFound = readOnce((v: TextView): ReadonlyArray<Span & { value: number; theirs: boolean }> => {
  const fold = blanked(v);
  // Drawn-out words ("sooo happyyy", "feliiiz", "goood") are read with their letters said once or twice.
  const texts = DRAWN_OUT.test(fold) ? [...new Set([fold, squeezed(fold, 2), squeezed(fold, 1)])] : [fold];
  // Where phrases overlap the longest one is meant ("not too bad" over "bad", "元気ない" over "元気").
  const found = texts.flatMap((text) => FEELING_LEVELS.flatMap((level) => findAll(level.re, text).map(({ start, end }) => ({ start, end, value: level.value }))))
    .sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const kept: Array<Span & { value: number; theirs: boolean }> = [];
  for (const { start, end, value } of found) {
    if (kept.some((h) => start < h.end && h.start < end)) continue;
    kept.push({ start, end, value: feelingInPlace(v.fold, start, end, value), theirs: saidOfOthers(v.fold, start, end) });
  }
  return kept;
});

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
function emojiRow(fold: string): Hit[] {
  const happy = [...fold.matchAll(HAPPY_EMOJI)];
  const low = [...fold.matchAll(LOW_FACE)];
  const row = happy.length >= 2 && !low.length ? happy : low.length >= 2 && !happy.length ? low : [];
  const value = row === happy ? 4 : 2;
  return row.map((m) => ({ start: m.index, end: m.index + m[0].length, value }));
}

/** Runs of one letter said three times or more cut to `keep`; each word keeps its length (padded after it), so places stay. */
function squeezed(fold: string, keep: number): string {
  return fold.replace(/\p{L}+/gu, (word) => {
    const short = word.replace(/(\p{L})\1{2,}/gu, (_, letter: string) => letter.repeat(keep));
    return short + ' '.repeat(word.length - short.length);
  });
}

/** Where a clause ends: its punctuation, a "but" or a word of now. */
const CLAUSE_END = /[,.;:!?，。！？、\n]+/gu;
/** Exclamation marks doubled at the end of a feeling's clause ("so tired!!", "最高！！"). */
const EXCLAIMED = /^[^,.;:?，。？\n]*?[!！]{2}/u;
/** A letter said three times or more ("sooo", "happyyy"). */
const DRAWN_OUT = /(\p{L})\1{2,}/u;

/** The value of one feeling found at start–end, after the negation, softener, degree word or emphasis around it. */
function feelingInPlace(fold: string, start: number, end: number, value: number): number {
  const before = fold.slice(Math.max(0, start - 24), start);
  const after = fold.slice(end, end + 16);
  const negated = (NEGATOR_BEFORE.test(before) && !NEGATOR_START.test(fold.slice(start, end)))
    || NEGATED_BEFORE.test(before) || NEGATED_AFTER.test(after.slice(0, 12));
  // "not happy" is low, "not bad" and "not exhausted" are about neutral.
  if (negated) return value >= 4 ? 2 : value <= 2 ? 3 : value;
  if (SOFTENED.test(before)) return Math.min(4, Math.max(2, value));
  const lastWord = /\S*\s*$/u.exec(before)?.[0] ?? '';
  const stressed = INTENSIFIED.test(before) || INTENSIFIED_AFTER.test(after) || EXCLAIMED.test(fold.slice(end))
    || DRAWN_OUT.test(fold.slice(start, end)) || DRAWN_OUT.test(lastWord);
  return stressed ? furtherOut(value) : value;
}

/**
 * A feeling said strongly: a good one one step further out (happy 4 → 5). A low one keeps its
 * level: the scale gives 1 to the words that are strong by themselves ("exhausted", "hopeless"),
 * while a mild one however stressed ("really stressed", "bahut tension") stays mildly low.
 */
function furtherOut(value: number): number {
  return value === 4 ? 5 : value;
}

/**
 * The feelings said of now: those in a clause of an earlier time ("yesterday", "this morning",
 * with no "today" or "now" in it) drop out when another feeling is said of now.
 */
function ofNow<T extends Span>(hits: readonly T[], fold: string): readonly T[] {
  const earlier = findAll(EARLIER_WORD, fold);
  if (!earlier.length) return hits;
  const nowWords = findAll(NOW_WORD, fold);
  const ends = [...findAll(CLAUSE_END, fold).map((m) => m.end), ...findAll(BUT_WORDS, fold).map((m) => m.start), ...nowWords.map((m) => m.start)];
  // "heute morgen", "今朝": an earlier time written with a word of now inside it.
  const plainNow = (s: Span) => nowWords.some((n) => s.start <= n.start && n.start < s.end && !earlier.some((e) => e.start <= n.start && n.start < e.end));
  const isEarlier = (h: Span) => {
    const clause = clauseOf(h, ends, fold.length);
    return earlier.some((e) => clause.start <= e.start && e.start < clause.end) && !plainNow(clause);
  };
  const now = hits.filter((h) => !isEarlier(h));
  return now.length && now.length < hits.length ? now : hits;
}

function weigh(hits: readonly Hit[], fold: string): number {
  // Of two feelings as strong, the low one: a worry said beside a good word is the news.
  const strongest = (list: ReadonlyArray<{ value: number }>) => list.reduce((best, h) => {
    const [d, bestD] = [Math.abs(h.value - 3), Math.abs(best.value - 3)];
    return d > bestD || (d === bestD && h.value < best.value) ? h : best;
  }, list[0]!).value;
  // A later part of the day turns like a "but" ("아침엔 … 최악이었는데 오후에 칭찬 받아서 좀 풀림").
  const turns = [...findAll(BUT_WORDS, fold), ...findAll(PART_OF_DAY, fold).slice(1)].sort((a, b) => a.start - b.start);
  for (const turn of turns.reverse()) {
    const after = hits.filter((h) => h.start >= turn.end);
    const before = hits.filter((h) => h.end <= turn.start);
    if (!after.length || !before.length) continue;
    const [first, last] = [strongest(before), strongest(after)];
    if (first === 3 || Math.sign(first - 3) === Math.sign(last - 3)) continue;
    return last < 3 ? 2 : 3;
  }
  return strongest(hits);
}

/**
 * Emoji and emoticons that show a feeling the same way in every language: ":)", ":D", "xD", "^^",
 * "(^_^)", "<3", laughing faces (😂), moved ones (🥹, 🤗); ":(", ":'(", ":/", "T_T", ";_;", "(´・ω・`)", sleepy, sick, dizzy or melting ones (😴, 🤧, 😵, 🫠). An emoticon stands apart from letters and digits,
 * so a time ("10:30)"), a list ("1)") or a link ("https://") is none.
 */
const HAPPY_FACE = /[😀😃😄😁😆😂🤣😹😊☺🙂😍🥰😎🤩🥳😌🥹🤗]|(?<![\p{L}\p{N}:])[:;=]-?(?:\)+|d+|p)(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])xd+(?![\p{L}\p{N}])|\(?\^+[_o-]?\^+\)?|<3/giu;
const LOW_FACE = /[🥲😒😞😔😟😕🙁☹😣😖😫😩😢😭😤😠😡🤯😰😥😓🥱😪🤒🤕🤧🫠😵😴]|(?<![\p{L}\p{N}:])[:;=]'?-?(?:\(+|\/(?![/\p{L}\p{N}]))|(?<![\p{L}\p{N}])(?:t_t|;_;)(?![\p{L}\p{N}])|\(´[^()\s]{0,4}`\)/giu;
/** Faces and the signs of a good mood that are no face ("🎉", "👍"): a sign shows a mood in a row or beside words of feeling, not
 * alone with a word ("ok 👍" acknowledges; see faceMood). */
const HAPPY_EMOJI = new RegExp(`${HAPPY_FACE.source}|[🎉💪✨👍🙌☀]`, 'giu');

/**
 * The mood the emoji of a message show (4 or 2), null when they show none or as many of each:
 * for a message about how one feels whose words name no feeling ("heute so 😩").
 */
export function emojiMood(v: TextView): number | null {
  // Laughter opening a message ("haha", "ㅋㅋㅋ", "ههههه …") is the writer's joy too; said after a complaint ("this test makes me
  // want to die lol") it is only tone.
  return moodOfSigns((v.clean.match(HAPPY_EMOJI)?.length ?? 0) + (LAUGHTER_LEAD.test(v.fold) ? 1 : 0), v.clean.match(LOW_FACE)?.length ?? 0);
}

/** Letters at most of a short state told beside a face ("月曜からすでに疲労困憊😩": eleven). */
const SHORT_STATE_LETTERS = 12;

/** A face meant the other way beside a word or two ("tja 🙃", "ok 🙄"): tone with nothing said to take it from. */
export function ironicFaceAlone(v: TextView): boolean {
  return IRONIC_FACE.test(v.clean) && letterCount(v.fold) <= SHORT_STATE_LETTERS;
}

/**
 * Low faces after a short state, which then show the mood as a face alone does ("月曜からすでに疲労困憊😩"): a few letters, none
 * telling of a thing gone wrong ("会议室空调又坏了😤" is news, the face its tone). A laughing face after a line is its joke's
 * ("布団が吹っ飛んだ 😂").
 */
export function lowFaceAfterShortState(v: TextView): boolean {
  return faceMood(v) === 2 && letterCount(v.fold) <= SHORT_STATE_LETTERS && !test(MISHAP, v.fold);
}

/** The mood the faces and emoticons of a message show (4 or 2), null when none or as many of each: "uffa :(", "わーい(^o^)". */
export function faceMood(v: TextView): number | null {
  return moodOfSigns(v.clean.match(HAPPY_FACE)?.length ?? 0, v.clean.match(LOW_FACE)?.length ?? 0);
}

function moodOfSigns(happy: number, low: number): number | null {
  return happy === low ? null : happy > low ? 4 : 2;
}

/**
 * Phrases asking to log a mood ("log my mood", "registrar mi ánimo", "feeling meh, can you log it"): the verb and the mood word
 * in one sentence; a log verb in another ("… set up the sprint retro on the 3rd. feeling really good btw") asks for nothing of it.
 */
export function isMoodLogRequest(v: TextView): boolean {
  if (!test(MOOD_WORD, v.fold)) return false;
  return sentences(v.fold).some((sentence) => MOOD_WORD.test(sentence) && test(MOOD_LOG_VERB, sentence));
}

/** The text with ratings said as words written as their digits, padded to the word's length so that places stay where they were. */
function ratingsAsDigits(v: TextView): TextView {
  if (!test(RATING_WORDS, v.fold)) return v;
  return { clean: v.clean, fold: v.fold.replace(RATING_WORDS, (word) => String(RATING_WORD_VALUES.get(word) ?? '').padEnd(word.length, ' ')) };
}
