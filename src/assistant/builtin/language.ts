// Language detection: script first, then lexicons of common short-message words for the
// Latin-script languages (with a few orthographic hints), tinyld only as a tie-breaker.
import { detect as tinyDetect } from 'tinyld';
import { LANGUAGE_CODES, type LanguageCode } from '../types.ts';
import { LEXICONS } from '../languages/index.ts';
import { WB, WE, alt, cleanText, foldPattern, foldText, phraseSource } from './text.ts';

/** Latin-script languages: those whose lexicon lists words typical of them (lexicon field `detection`). */
const LATIN: readonly LanguageCode[] = LANGUAGE_CODES.filter((code) => LEXICONS[code].detection.strong !== '');

// Word weights: "strong" words weigh 2, "common" 1, "weak" 0.4. Words shared by several
// languages are listed in each of them and so cancel out.
const WEIGHTS = new Map<string, Array<[LanguageCode, number]>>();
for (const lang of LATIN) {
  const { detection } = LEXICONS[lang];
  const add = (list: string, weight: number) => {
    for (const w of list.split(/\s+/)) {
      if (!w) continue;
      const arr = WEIGHTS.get(w) ?? [];
      const existing = arr.find(([l]) => l === lang);
      if (existing) existing[1] = Math.max(existing[1], weight);
      else arr.push([lang, weight]);
      WEIGHTS.set(w, arr);
    }
  };
  add(detection.weak, 0.4);
  add(detection.common, 1);
  add(detection.strong, 2);
}

/** Borrowed words ("ok", "thanks") → their language; they weigh BORROWED_WEIGHT next to another language's words. */
const BORROWED = new Map<string, LanguageCode>();
for (const lang of LATIN) for (const w of LEXICONS[lang].detection.borrowed.split(/\s+/)) if (w) BORROWED.set(w, lang);
const BORROWED_WEIGHT = 0.3;

/** Each Latin-script language's laughter (lexicon `conversation.laughter`): found in a text, and as a whole token. */
const LAUGHTER = new Map<LanguageCode, { any: RegExp; whole: RegExp }>(LATIN.map((lang) => {
  const source = alt(LEXICONS[lang].conversation.laughter.map((p) => foldPattern(phraseSource(p))));
  return [lang, { any: new RegExp(`${WB}${source}${WE}`, 'gu'), whole: new RegExp(`^(?:${source})$`, 'u') }];
}));
const LAUGHTER_WEIGHT = 2;
/** Laughter of any of them: most messages hold none, and one look spares each language's. */
const ANY_LAUGHTER = new RegExp(`${WB}${alt(LATIN.flatMap((lang) => LEXICONS[lang].conversation.laughter.map((p) => foldPattern(phraseSource(p)))))}${WE}`, 'u');

/**
 * Laughter written the way of one language only ("jajaja", "mdr", "kkkkk", "rsrs") weighs as a strong word of it, also in a
 * message that is mostly laughter and emoji ("jajaja me encanta 😂"); laughter several languages write ("haha", "lol") says nothing.
 */
function ownLaughter(lang: LanguageCode, fold: string): number {
  const own = [...fold.matchAll(LAUGHTER.get(lang)!.any)].filter((m) => !LATIN.some((other) => other !== lang && LAUGHTER.get(other)!.whole.test(m[0])));
  return own.length ? LAUGHTER_WEIGHT : 0;
}

/** Whether a token (letters and apostrophes) has a run of three same letters. */
function hasTripleLetter(token: string): boolean {
  // Code units suffice: the lexicons hold no letters outside the Basic Multilingual Plane.
  for (let i = 2; i < token.length; i++) {
    const c = token.charCodeAt(i);
    if (c === token.charCodeAt(i - 1) && c === token.charCodeAt(i - 2) && c !== 39) return true;
  }
  return false;
}

/** "holaaa", "thanksss": a run of three or more same letters read once, then twice. */
function lookup(word: string): Array<[LanguageCode, number]> | undefined {
  const hits = WEIGHTS.get(word);
  if (hits || !hasTripleLetter(word)) return hits;
  return WEIGHTS.get(word.replace(/(\p{L})\1{2,}/gu, '$1')) ?? WEIGHTS.get(word.replace(/(\p{L})\1{2,}/gu, '$1$1'));
}

/** How many times `re` (global) is found in `text`, counted up to `most`. */
function countUpTo(re: RegExp, text: string, most: number): number {
  re.lastIndex = 0;
  let n = 0;
  while (n < most && re.test(text)) n++;
  return n;
}

type Script = 'kana' | 'hangul' | 'han' | 'arabic' | 'cyrillic' | 'devanagari' | 'latin';

// Code-unit ranges per script (none lies in the surrogate range, so counting code units
// counts characters). One pass instead of one regex scan per script.
const SCRIPT_RANGES: ReadonlyArray<readonly [number, number, Script]> = [
  [0x41, 0x5a, 'latin'], [0x61, 0x7a, 'latin'], [0xc0, 0x24f, 'latin'],
  [0x400, 0x4ff, 'cyrillic'],
  [0x600, 0x6ff, 'arabic'], [0x750, 0x77f, 'arabic'],
  [0x900, 0x97f, 'devanagari'],
  [0x1100, 0x11ff, 'hangul'],
  [0x3040, 0x30ff, 'kana'], [0x3130, 0x318f, 'hangul'], [0x31f0, 0x31ff, 'kana'],
  [0x3400, 0x9fff, 'han'], [0xac00, 0xd7af, 'hangul'],
  [0xf900, 0xfaff, 'han'], [0xfb50, 0xfdff, 'arabic'], [0xfe70, 0xfeff, 'arabic'],
];

function scriptCounts(text: string): Record<Script, number> {
  const n: Record<Script, number> = { kana: 0, hangul: 0, han: 0, arabic: 0, cyrillic: 0, devanagari: 0, latin: 0 };
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x41) continue;
    for (const [lo, hi, script] of SCRIPT_RANGES) {
      if (c < lo) break;
      if (c <= hi) { n[script]++; break; }
    }
  }
  return n;
}

/** Kanji of Japanese only: their Chinese forms differ (気/气/氣, 読/读/讀) or they were made in Japan (働, 込). Kana-less "気分：3" is Japanese. */
const JAPANESE_ONLY_KANJI = /[気済続売読駅円働込様楽図]/u;

/** The script-decided language, or null for Latin-script (or letter-less) text. */
export function scriptLanguage(text: string): LanguageCode | null {
  const { kana, hangul, han, arabic, cyrillic: cyr, devanagari: deva, latin } = scriptCounts(text);
  // CJK characters carry about as much as a short Latin word each.
  const cjk = kana + hangul + han;
  const nonLatin = cjk * 3 + arabic + cyr + deva;
  if (nonLatin === 0 || nonLatin * 3 < latin) return null;
  const scores: Array<[LanguageCode, number]> = [
    ['japanese', kana > 0 ? (kana + han) * 3 : JAPANESE_ONLY_KANJI.test(text) ? han * 3 + 1 : 0],
    ['korean', hangul * 3],
    ['chinese', kana === 0 ? han * 3 : 0],
    ['arabic', arabic],
    ['russian', cyr],
    ['hinglish', deva],
  ];
  scores.sort((a, b) => b[1] - a[1]);
  return scores[0]![1] > 0 ? scores[0]![0] : null;
}

export interface LatinScores {
  best: LanguageCode;
  /** Scores of the Latin-script languages (the others are absent). */
  scores: Record<LanguageCode, number>;
}

function zeroScores(): Record<LanguageCode, number> {
  const scores = {} as Record<LanguageCode, number>;
  for (const lang of LATIN) scores[lang] = 0;
  return scores;
}

export function latinScores(text: string): LatinScores {
  const lower = cleanText(text).toLowerCase().replace(/\bto-?dos?\b|\bto do\b/g, ' ');
  const fold = foldText(lower);
  const scores = zeroScores();
  // What borrowed words added to their language, to take back when another language is present.
  const borrowed = zeroScores();
  const score = (word: string) => {
    const hits = lookup(word);
    if (!hits) return;
    const lender = BORROWED.get(word);
    for (const [lang, w] of hits) {
      scores[lang] += w;
      if (lang === lender) borrowed[lang] += w - BORROWED_WEIGHT;
    }
  };
  for (const token of fold.split(/[^\p{L}']+/u)) {
    if (!token) continue;
    if (!token.includes("'")) {
      score(token);
      continue;
    }
    // "l'ufficio", "c'est": the whole token and each of its parts, each once.
    const seen = new Set<string>();
    for (const part of [token, ...token.split("'")]) {
      if (!part || seen.has(part)) continue;
      seen.add(part);
      score(part);
    }
  }
  const laughs = ANY_LAUGHTER.test(fold);
  for (const lang of LATIN) {
    // Phrases that decide a language outright, and orthographic hints on the un-folded text.
    for (const [re, w] of LEXICONS[lang].detection.phrases) if (re.test(fold)) scores[lang] += w;
    if (laughs) scores[lang] += ownLaughter(lang, fold);
    for (const [re, w] of LEXICONS[lang].detection.hints) scores[lang] += w * countUpTo(re, lower, 3);
  }
  // "ok perfetto, thanks": borrowed words count fully only when no other language has a word of its own.
  for (const lang of LATIN) {
    if (borrowed[lang] > 0 && LATIN.some((l) => l !== lang && scores[l] >= 2)) scores[lang] -= borrowed[lang];
  }
  let best: LanguageCode = 'english';
  for (const l of LATIN) if (scores[l] > scores[best]) best = l;
  // Hinglish is written mixed with English: a clear word of its own decides unless English is far ahead.
  for (const l of LATIN) {
    const other = LEXICONS[l].detection.mixesWith;
    if (other && best === other && scores[l] >= 2 && scores[best] <= scores[l] * 2.5 + 1) best = l;
  }
  return { best, scores };
}

const BY_ISO = new Map<string, LanguageCode>(LATIN.map((code) => [LEXICONS[code].detection.iso ?? '', code]));

export function detectLanguage(text: string): LanguageCode {
  const script = scriptLanguage(text);
  if (script) return script;
  const { best, scores } = latinScores(text);
  const top = scores[best];
  if (top <= 0) return 'english';
  // A language written mixed with another (Hinglish with English) won by a clear word of its own: no tie-break takes it back.
  if (LEXICONS[best].detection.mixesWith) return best;
  // Near-ties on longer text: let tinyld pick among the tied candidates.
  const tied = LATIN.filter((l) => scores[l] >= top - 0.5);
  if (tied.length > 1 && text.length >= 24) {
    const guess = BY_ISO.get(tinyDetect(text) ?? '');
    if (guess && tied.includes(guess)) return guess;
  }
  if (tied.length > 1 && tied.includes('english') && scores.english === top) return 'english';
  return best;
}
