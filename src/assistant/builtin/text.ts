// Text helpers shared by the built-in engine. Everything here is pure and built once at load.
//
// Two views of a message are used everywhere:
// - `clean`: the message after NFKC, without Arabic diacritics/tatweel or zero-width characters,
//   with Arabic-Indic digits as ASCII digits and typographic quotes as ASCII quotes. Titles are
//   cut from this view.
// - `fold`: `clean` lower-cased with Latin accents removed, ё → е and Arabic letter variants
//   unified, character for character (same length), so a match found in `fold` has the same
//   offsets in `clean`.

import { mayMatch, scriptsIn } from './scripts.ts';

const ARABIC_MARKS = /[\u064B-\u065F\u0670\u0640\u200B-\u200F\u2060\uFEFF]/g;
const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

// Bounds that keep every pattern linear on hostile input: a run of letters longer than any word
// is cut to WORD_MAX, a long run of whitespace becomes one space or line break, control and
// invisible formatting characters go.
const WORD_MAX = 64;
const OVERLONG = /[\p{L}\p{M}\p{N}]{65,}/gu;
const WHITESPACE_RUN = /\s{8,}/gu;
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/gu;
const INVISIBLE = /[\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/gu;
/** Circled numbers ①–⑳, which number list items in Japanese, Chinese and Korean; NFKC would leave a bare digit. */
const CIRCLED_NUMBER = /[\u2460-\u2473]/gu;

// The last text cleaned and its result: language detection, classification and extraction each
// clean the same message, one after the other.
let lastInput = '';
let lastClean = '';

export function cleanText(input: string): string {
  if (input !== lastInput) {
    lastClean = cleanUncached(input);
    lastInput = input;
  }
  return lastClean;
}

function cleanUncached(input: string): string {
  return input
    .replace(CONTROLS, ' ')
    .replace(INVISIBLE, '')
    .replace(OVERLONG, (w) => w.slice(0, WORD_MAX))
    .replace(WHITESPACE_RUN, (w) => (w.includes('\n') ? '\n' : ' '))
    .replace(CIRCLED_NUMBER, (c) => ` ${c.charCodeAt(0) - 0x245f}) `)
    .normalize('NFKC')
    .replace(ARABIC_MARKS, '')
    .replace(ARABIC_DIGITS, (d) => String((d.charCodeAt(0) & 0x0f) % 10))
    .replace(/[\u2018\u2019\u201B\u2032`´]/g, "'")
    .replace(/[\u201C\u201D\u201E\u00AB\u00BB]/g, '"')
    .replace(/\u00A0/g, ' ')
    .replace(/\u060C/g, '،');
}

// Per-code-unit fold table for Latin-1 Supplement and Latin Extended-A/B.
const LATIN_FOLD = new Map<number, string>();
for (let code = 0xc0; code <= 0x24f; code++) {
  const ch = String.fromCharCode(code);
  const base = ch.normalize('NFD')[0]!.toLowerCase();
  if (base.length === 1) LATIN_FOLD.set(code, base);
}
const SPECIAL_FOLD: Record<string, string> = {
  'ё': 'е', 'Ё': 'е',
  'أ': 'ا', 'إ': 'ا', 'آ': 'ا', 'ٱ': 'ا', 'ى': 'ي', 'ة': 'ه', 'ؤ': 'و', 'ئ': 'ي', 'ک': 'ك', 'ی': 'ي',
  'œ': 'œ',
};

function foldChar(ch: string): string {
  const code = ch.charCodeAt(0);
  if (code < 0x80) return code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : ch;
  const latin = LATIN_FOLD.get(code);
  if (latin !== undefined) return latin;
  const special = SPECIAL_FOLD[ch];
  if (special !== undefined) return special;
  const lower = ch.toLowerCase();
  return lower.length === 1 ? lower : ch;
}

/** Same-length fold of a cleaned string (see the header comment). */
export function foldText(clean: string): string {
  let out = '';
  for (let i = 0; i < clean.length; i++) out += foldChar(clean[i]!);
  return out;
}

/**
 * Folds a regular-expression source as messages are folded (NFKC, then per character):
 * characters after a backslash and inside \p{...} are kept.
 */
export function foldPattern(source: string): string {
  const src = source.normalize('NFKC');
  let out = '';
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]!;
    if (ch === '\\') {
      const next = src[i + 1] ?? '';
      if ((next === 'p' || next === 'P') && src[i + 2] === '{') {
        const close = src.indexOf('}', i);
        out += src.slice(i, close + 1);
        i = close;
        continue;
      }
      out += ch + next;
      i++;
      continue;
    }
    out += foldChar(ch);
  }
  return out;
}

/**
 * A lexicon phrase (see ../languages/lexicon-types.ts) as regular-expression source: a space
 * matches any run of whitespace and "(" opens a non-capturing group; escapes and character
 * classes are kept as written. Run once per phrase when the patterns are built.
 */
export function phraseSource(phrase: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < phrase.length; i++) {
    const ch = phrase[i]!;
    if (ch === '\\') {
      out += ch + (phrase[i + 1] ?? '');
      i++;
    } else if (inClass) {
      if (ch === ']') inClass = false;
      out += ch;
    } else if (ch === '[') {
      inClass = true;
      out += ch;
    } else if (ch === ' ') {
      while (phrase[i + 1] === ' ') i++;
      out += '\\s+';
    } else if (ch === '(' && phrase[i + 1] !== '?') {
      out += '(?:';
    } else {
      out += ch;
    }
  }
  return out;
}

/**
 * Word boundaries that work for every script (JS \b is ASCII only). A letter of a script
 * written without spaces (Han, kana, Hangul) next to a word is a boundary ("ASAP把…",
 * "urgentで"); a hyphen inside a word is not ("когда-нибудь", "e-mail").
 */
const WORD_CHAR = '(?:[^\\P{L}\\p{sc=Han}\\p{sc=Hiragana}\\p{sc=Katakana}\\p{sc=Hangul}]|[\\p{N}\\p{M}])';
export const WB = `(?<!${WORD_CHAR}|${WORD_CHAR}-)`;
export const WE = `(?!${WORD_CHAR}|-${WORD_CHAR})`;

/** An alternation of regex sources, longest first. */
export function alt(sources: readonly string[]): string {
  return `(?:${[...sources].sort((a, b) => b.length - a.length).join('|')})`;
}

/** Escapes a plain phrase and lets any whitespace in it match any run of whitespace. */
export function phrase(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
}

/**
 * Builds a case-insensitive unicode regex from word/phrase sources, folded, with word
 * boundaries for alphabetic scripts. Sources are regex sources (already escaped).
 */
export function wordRegex(sources: readonly string[], flags = 'gu'): RegExp {
  return new RegExp(`${WB}${alt(sources.map(foldPattern))}${WE}`, flags);
}

/** Like wordRegex but without boundaries (for CJK, Korean particles and Arabic clitics). */
export function bareRegex(sources: readonly string[], flags = 'gu'): RegExp {
  return new RegExp(alt(sources.map(foldPattern)), flags);
}

export interface Span {
  start: number;
  end: number;
}

const GLOBAL_COPIES = new WeakMap<RegExp, RegExp>();

/** A global copy of a non-global regex (cached), so scans always advance. */
export function globalOf(re: RegExp): RegExp {
  if (re.global) return re;
  let g = GLOBAL_COPIES.get(re);
  if (!g) {
    g = new RegExp(re.source, `${re.flags}g`);
    GLOBAL_COPIES.set(re, g);
  }
  return g;
}

export type Found = Span & { readonly match: RegExpExecArray };

// What is known of the texts of the message being read (the whole message, its parts): one message's rules ask for the same
// pattern in the same text many times (about one call in four on the shared dev set), and for readings built from many
// matches (its feelings, its mood: about 2.8 times per message for 1.7 texts), so each is worked out once. The engine
// starts afresh for each message (`forgetMatches`); the bound keeps a very long message's table small.
const FOUND_TEXTS = 64;

interface Known {
  /** The scripts the text holds (./scripts.ts): a pattern that needs another is not run on it. */
  readonly held: number;
  readonly found: Map<RegExp, readonly Found[]>;
  readonly read: Map<object, unknown>;
}

let knownOf = new Map<string, Known>();

// The text asked about last: most questions in a row are about one text.
let lastAsked: { text: string; known: Known } | null = null;

function known(text: string): Known {
  if (lastAsked?.text === text) return lastAsked.known;
  let k = knownOf.get(text);
  if (!k) {
    if (knownOf.size >= FOUND_TEXTS) knownOf = new Map();
    k = { held: scriptsIn(text), found: new Map(), read: new Map() };
    knownOf.set(text, k);
  }
  lastAsked = { text, known: k };
  return k;
}

/** Forgets the matches and readings of the message read before. */
export function forgetMatches(): void {
  if (knownOf.size) knownOf = new Map();
  lastAsked = null;
}

/** Whether `pattern` may match in `text`: false when it needs a script the text does not hold. */
export function mayMatchIn(pattern: RegExp, text: string): boolean {
  return mayMatch(pattern, known(text).held);
}

function remembered<T>(text: string, reading: object, read: () => T): T {
  const readings = known(text).read;
  if (readings.has(reading)) return readings.get(reading) as T;
  const value = read();
  readings.set(reading, value);
  return value;
}

/** A reading of a text that depends on its folded form only, worked out once per text of the message being read. */
export function readOnce<T>(reading: (v: TextView) => T): (v: TextView) => T {
  return (v) => remembered(v.fold, reading, () => reading(v));
}

/** A reading of a folded text, worked out once per text of the message being read. */
export function readFoldOnce<T>(reading: (fold: string) => T): (fold: string) => T {
  return (fold) => remembered(fold, reading, () => reading(fold));
}

export function findAll(pattern: RegExp, text: string): readonly Found[] {
  const k = known(text);
  let found = k.found.get(pattern);
  if (!found) {
    found = mayMatch(pattern, k.held) ? scan(pattern, text) : [];
    k.found.set(pattern, found);
  }
  return found;
}

function scan(pattern: RegExp, text: string): readonly Found[] {
  const re = globalOf(pattern);
  const out: Found[] = [];
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    if (m[0].length === 0) { re.lastIndex++; continue; }
    out.push({ start: m.index, end: m.index + m[0].length, match: m });
  }
  return out;
}

export function test(re: RegExp, text: string): boolean {
  re.lastIndex = 0;
  return mayMatch(re, known(text).held) && re.test(text);
}

/** Removes the given spans from a string, replacing each with a space. */
export function cutSpans(text: string, spans: readonly Span[]): string {
  if (!spans.length) return text;
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  let out = '';
  let pos = 0;
  for (const s of sorted) {
    if (s.end <= pos) continue;
    out += text.slice(pos, Math.max(pos, s.start)) + ' ';
    pos = Math.max(pos, s.end);
  }
  return out + text.slice(pos);
}

// Where a sentence ends: a stop before a space or at the end (a stop inside a number or a time, "10.30", ends none), a
// full-width or Arabic stop, a line break.
const SENTENCE_END = '[.!?](?=\\s|$)|[。！？؟\\n]';
const SENTENCE_ENDS = new RegExp(SENTENCE_END, 'u');
const SENTENCE_END_AT = new RegExp(SENTENCE_END, 'uy');

/** The sentences of a text, without their stops (an empty one between two stops). */
export function sentences(text: string): string[] {
  return text.split(SENTENCE_ENDS);
}

/** Whether text[at] ends a sentence (see `sentences`). */
export function endsSentence(text: string, at: number): boolean {
  SENTENCE_END_AT.lastIndex = at;
  return SENTENCE_END_AT.test(text);
}

export const HAS_LETTER = /[\p{L}\p{N}]/u;
const NON_LETTERS = /[^\p{L}]/gu;
/** How many letters a text holds: how much it says, whatever its spaces, digits, marks and emoji. */
export const letterCount = (text: string): number => text.replace(NON_LETTERS, '').length;
export const CJK = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7af]/u;

/** A text view: the cleaned string and its same-length fold. */
export interface TextView {
  clean: string;
  fold: string;
}

// The last text viewed and its fold: the message is viewed by several steps, one after the other, like it is cleaned.
let lastViewed = '';
let lastFold = '';

export function view(input: string): TextView {
  const clean = cleanText(input);
  if (clean !== lastViewed) {
    lastFold = foldText(clean);
    lastViewed = clean;
  }
  return { clean, fold: lastFold };
}

export function subView(v: TextView, start: number, end: number): TextView {
  return { clean: v.clean.slice(start, end), fold: v.fold.slice(start, end) };
}
