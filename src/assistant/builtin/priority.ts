// Priority words in 13 languages: urgent/asap → 1, high/important → 2, low/not urgent → 4,
// whenever/someday → 5, medium priority and otherwise 3. Negated urgency is matched before urgency.
import {
  NEGATED_AFTER, NEGATED_BEFORE, PRIORITY_AROUND_AFTER, PRIORITY_AROUND_BEFORE, PRIORITY_DETERMINER, PRIORITY_KIND_AFTER, PRIORITY_LEVELS, PRIORITY_NAMED,
  PRIORITY_NEGATED, PRIORITY_NOUN_AFTER, PRIORITY_NUMBER,
} from './patterns.ts';
import { findAll, type Span, type TextView } from './text.ts';

export interface PriorityHit extends Span {
  value: number;
  /** Said with the word "priority" ("low priority", "prioridad alta"). */
  named: boolean;
}

/** Priority phrases in a text (non-overlapping; earlier levels in LEVELS win ties). */
export function findPriorities(v: TextView): PriorityHit[] {
  const hits: PriorityHit[] = [];
  // "prio 1", "priorité 2", "優先度1": a level said as a number (0 and 1 are urgent).
  for (const { start, end, match } of findAll(PRIORITY_NUMBER, v.fold)) {
    const n = Number(match[1]);
    hits.push({ start, end, value: Math.max(1, n), named: true });
  }
  for (const level of PRIORITY_LEVELS) {
    for (const { start, end } of findAll(level.re, v.fold)) {
      if (hits.some((h) => start < h.end && h.start < end)) continue;
      hits.push({ start, end, value: level.value, named: PRIORITY_NAMED.test(v.fold.slice(start, end)) });
    }
  }
  hits.sort((a, b) => a.start - b.start);
  return hits.map((h, i) => widen(v.fold, h, hits[i - 1]?.end ?? 0, hits[i + 1]?.start ?? v.fold.length)).filter((h) => !isAttribute(v.fold, h));
}

/**
 * "update the emergency contact list", "call the important client", "review the high-priority bug list": a priority word
 * between an article or possessive and a noun is part of what the to-do is about, no level of it (and stays in the title).
 * "the urgent one", "die dringende Sache" stand for the to-do itself and keep their level.
 */
function isAttribute(fold: string, h: PriorityHit): boolean {
  if (h.value >= 4) return false;
  const after = fold.slice(h.end, h.end + 40);
  return PRIORITY_DETERMINER.test(fold.slice(Math.max(0, h.start - 20), h.start))
    && PRIORITY_NOUN_AFTER.test(after) && !PRIORITY_KIND_AFTER.test(after);
}

/**
 * A priority phrase with the words said around it: "not super urgent", "no es tan urgente",
 * "不是特别急", "急ぎません" are low (4); "this one's important", "これ大事", "그렇게 급하진 않아"
 * are one remark about the level, no to-do of their own.
 */
function widen(fold: string, h: PriorityHit, prevEnd: number, nextStart: number): PriorityHit {
  let { start, end, value } = h;
  // Only the words near the phrase count (and the regexes anchored at its ends stay cheap on long texts).
  const from = Math.max(prevEnd, start - 40);
  const to = Math.min(nextStart, end + 40);
  // Up to three remark words on each side ("this one's really urgent", "急ぎじゃないので大丈夫").
  const takeAroundBefore = () => {
    for (let i = 0; i < 3 && start > from; i++) {
      const m = PRIORITY_AROUND_BEFORE.exec(fold.slice(from, start));
      if (!m || !m[0].length) break;
      start -= m[0].length;
    }
  };
  takeAroundBefore();
  if (value === 1 || value === 2) {
    const before = fold.slice(from, start);
    const neg = PRIORITY_NEGATED.exec(before) ?? NEGATED_BEFORE.exec(before);
    const after = NEGATED_AFTER.exec(fold.slice(end, to));
    if (neg) { start -= before.length - neg.index; value = 4; }
    if (after) { end += after[0].length; value = 4; }
  }
  for (let i = 0; i < 3; i++) {
    const m = PRIORITY_AROUND_AFTER.exec(fold.slice(end, to));
    if (!m || !m[0].length) break;
    end += m[0].length;
  }
  // A negation taken above may open on more remark words ("this one's not that urgent").
  takeAroundBefore();
  return { ...h, start, end, value };
}

export function priorityOf(hits: readonly PriorityHit[]): number {
  if (!hits.length) return 3;
  // A level named as one ("low priority, whenever you can") wins over the manner words around it.
  const named = hits.filter((h) => h.named && h.value !== 2);
  if (named.length && named.length < hits.length) return priorityOf(named);
  // The most specific statement wins: urgency over importance, the lowest level said over a low
  // one ("no rush, whenever" is 5: the shared conventions put whenever and someday at 5).
  return hits.reduce((best, h) => (rank(h.value) > rank(best) ? h.value : best), hits[0]!.value);
}

function rank(value: number): number {
  return { 1: 5, 5: 4, 4: 3, 2: 2, 3: 0 }[value] ?? 0;
}
