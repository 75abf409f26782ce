// Finding the task a person means from a loose title ("done with the Q3 reports" → "Q3 report"):
// case- and accent-insensitive word overlap that tolerates inflection (report/reports,
// llamé/llamar, отправил/отправить, geschrieben/schreiben, wrote/write, 작성/작성하기,
// طبعت/طباعة), with word segmentation that also works for scripts written without spaces
// (Chinese, Japanese, Thai). Used by the tasks service and the in-memory tools alike.
import { LEXICONS } from './languages/index.ts';

const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });

/** Lower case, accents removed (kana keep their voicing marks: ポ is not ホ), punctuation dropped. */
export function normalizeText(text: string): string {
  return text.normalize('NFKD').replace(/[^\P{M}\u3099\u309a]+/gu, '').normalize('NFC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/** The words of a normalized text, also in scripts written without spaces. */
export function words(text: string): string[] {
  const out: string[] = [];
  for (const part of segmenter.segment(text)) {
    if (part.isWordLike) out.push(part.segment);
  }
  return out;
}

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  return i;
}

const KANJI_STEM = /^(\p{Script=Han}+)\p{Script=Hiragana}{0,4}$/u;

/** Past forms that share no stem with their verb ("wrote" → "write"), of every language, folded as normalizeText folds. */
const IRREGULAR = new Map<string, string>(Object.values(LEXICONS).flatMap((l) => Object.entries(l.completion.irregularForms))
  .map(([form, verb]) => [normalizeText(form), normalizeText(verb)]));

// German and Dutch participles: "ge" after an optional separable prefix (geschrieben,
// angerufen, opgebeld), and the ending of participle and infinitive.
const PARTICIPLE = /^(ab|an|auf|aus|ein|mit|vor|zu|weg|zuruck|af|op|uit|in|mee|door|terug|bij|na)?ge(\p{L}{3,})$/u;
const VERB_ENDING = /(?:en|n|et|t|d)$/u;
/** A verb's consonants after its ge- and its ending, doubled letters once ("geschrieben", "schreiben" → "schrb"). */
function participleCore(word: string): string {
  return word.replace(VERB_ENDING, '').replace(/(\p{L})\1/gu, '$1').replace(/(?<=.)[aeiouyj]/gu, '');
}
function sameParticiple(a: string, b: string): boolean {
  const p = PARTICIPLE.exec(a);
  if (!p || PARTICIPLE.test(b)) return false;
  const verb = (p[1] ?? '') + p[2]!;
  if (verb === b || participleCore(verb) === participleCore(b)) return participleCore(b).length >= 2;
  return sameStem(verb, b);
}

// Arabic: a past form and its verbal noun share their root letters (طبعت/طباعة, كتبت/كتابة):
// without the article, attached prepositions, endings and long vowels.
const ARABIC_WORD = /^\p{Script=Arabic}+$/u;
function arabicRoot(word: string): string {
  return word.replace(/^(و|ب|ل)?(ال)?/u, '').replace(/(ت|نا|ه|ة)$/u, '').replace(/(?<=.)[اوي]/gu, '');
}

const HANGUL_WORD = /^\p{Script=Hangul}{2,}$/u;

/**
 * A normalized word and the verb forms it is matched through that share no first letters with
 * it ("wrote" → "write", "angerufen" → "anrufen"), for a pre-filter by first letters.
 */
export function wordForms(word: string): string[] {
  const forms = [word];
  const irregular = IRREGULAR.get(word);
  if (irregular) forms.push(irregular);
  const participle = PARTICIPLE.exec(word);
  if (participle) forms.push((participle[1] ?? '') + participle[2]!);
  return forms;
}

// Same word, or two forms of one: one is the other plus an ending (report/reports,
// deploy/deployment), or both share a stem of at least four letters and three quarters of the
// shorter word (llame/llamar, отправил/отправить); past forms of the kinds above.
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const verbA = IRREGULAR.get(a) ?? a;
  const verbB = IRREGULAR.get(b) ?? b;
  if (verbA !== a || verbB !== b) return sameStem(verbA, verbB);
  if (sameParticiple(a, b) || sameParticiple(b, a)) return true;
  // Korean: a noun or verb stem and the same with a verb ending or particle (작성/작성하기, 보고서/보고서를).
  if (HANGUL_WORD.test(a) && HANGUL_WORD.test(b)) {
    const [short, long] = a.length <= b.length ? [a, b] : [b, a];
    if (long.startsWith(short) && long.length - short.length <= 3) return true;
  }
  if (ARABIC_WORD.test(a) && ARABIC_WORD.test(b)) {
    const root = arabicRoot(a);
    if (root.length >= 3 && root === arabicRoot(b)) return true;
  }
  return sameStem(a, b);
}

function sameStem(a: string, b: string): boolean {
  if (a === b) return true;
  // Japanese verbs and adjectives: a kanji stem and kana endings (書く, 書き, 書いた; 送る, 送った).
  const stemA = KANJI_STEM.exec(a);
  if (stemA && stemA[1] === KANJI_STEM.exec(b)?.[1]) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length < 4) return false;
  if (long.startsWith(short) && long.length - short.length <= 4) return true;
  const stem = commonPrefix(short, long);
  return stem >= 4 && stem >= Math.ceil(short.length * 0.75) && long.length - stem <= 5;
}

// Whether `inner` appears as consecutive words of `outer`.
function containsRun(outer: string[], inner: string[]): boolean {
  for (let start = 0; start + inner.length <= outer.length; start += 1) {
    if (inner.every((word, i) => sameWord(outer[start + i]!, word))) return true;
  }
  return false;
}

/** 0..1: how well `query` names `title`. */
export function titleScore(query: string, title: string): number {
  const q = normalizeText(query);
  const t = normalizeText(title);
  if (!q || !t) return 0;
  if (q === t) return 1;
  const qWords = words(q);
  const tWords = words(t);
  if (qWords.length === 0 || tWords.length === 0) return 0;
  const used = new Set<number>();
  let matched = 0;
  for (const word of qWords) {
    const index = tWords.findIndex((candidate, i) => !used.has(i) && sameWord(word, candidate));
    if (index >= 0) {
      used.add(index);
      matched += 1;
    }
  }
  // Dice coefficient over words; the whole query inside the title (or the reverse) is a strong
  // hint even when the other is much longer ("report" → "Write the quarterly report").
  const dice = (2 * matched) / (qWords.length + tWords.length);
  const contained = containsRun(tWords, qWords) || containsRun(qWords, tWords) ? 0.75 : 0;
  return Math.max(dice, contained);
}

/** Below this the match is too weak to act on: better to say nothing matched than complete the wrong task. */
export const MIN_TITLE_SCORE = 0.5;

export type TitleMatch<T> =
  | { kind: 'one'; item: T }
  /** Several candidates match equally well: the person has to say which. */
  | { kind: 'ambiguous'; items: T[] }
  | { kind: 'none' };

/** The candidate whose title best matches the query, the equally good ones, or none. */
export function matchTitle<T extends { title: string }>(query: string, candidates: readonly T[]): TitleMatch<T> {
  let best: T[] = [];
  let bestScore = MIN_TITLE_SCORE;
  for (const candidate of candidates) {
    const score = titleScore(query, candidate.title);
    if (score > bestScore + 1e-9) {
      best = [candidate];
      bestScore = score;
    } else if (score >= bestScore - 1e-9) {
      best.push(candidate);
    }
  }
  if (best.length === 0) return { kind: 'none' };
  return best.length === 1 ? { kind: 'one', item: best[0]! } : { kind: 'ambiguous', items: best };
}
