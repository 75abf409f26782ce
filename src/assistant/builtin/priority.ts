// Priority words in 13 languages: urgent/asap → 1, high/important → 2, low/not urgent → 4,
// whenever/someday → 5, otherwise 3. Negated urgency is matched before urgency.
import { PRIORITY_LEVELS, PRIORITY_NAMED } from './patterns.ts';
import { findAll, type Span, type TextView } from './text.ts';

export interface PriorityHit extends Span {
  value: number;
  /** Said with the word "priority" ("low priority", "prioridad alta"). */
  named: boolean;
}

/** Priority phrases in a text (non-overlapping; earlier levels in LEVELS win ties). */
export function findPriorities(v: TextView): PriorityHit[] {
  const hits: PriorityHit[] = [];
  for (const level of PRIORITY_LEVELS) {
    for (const { start, end } of findAll(level.re, v.fold)) {
      if (hits.some((h) => start < h.end && h.start < end)) continue;
      hits.push({ start, end, value: level.value, named: PRIORITY_NAMED.test(v.fold.slice(start, end)) });
    }
  }
  return hits.sort((a, b) => a.start - b.start);
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
