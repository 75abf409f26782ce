// Finding the task a person means from a loose title ("done with the Q3 reports" → "Q3 report"):
// case- and accent-insensitive word overlap, with word segmentation that also works for
// scripts written without spaces (Chinese, Japanese, Thai).

const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });

/** Lower case, accents removed, punctuation dropped. */
export function normalizeText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

function words(text: string): string[] {
  const out: string[] = [];
  for (const part of segmenter.segment(text)) {
    if (part.isWordLike) out.push(part.segment);
  }
  return out;
}

// Same word, or one is the other plus an ending (report/reports, deploy/deployment).
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 4 && long.startsWith(short) && long.length - short.length <= 4;
}

// Whether `inner` appears as consecutive words of `outer`.
function containsRun(outer: string[], inner: string[]): boolean {
  for (let start = 0; start + inner.length <= outer.length; start += 1) {
    if (inner.every((word, i) => outer[start + i] === word)) return true;
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
  // Dice coefficient over words; the whole query quoted inside the title (or the reverse) is a
  // strong hint even when the other is much longer ("report" → "Write the quarterly report").
  const dice = (2 * matched) / (qWords.length + tWords.length);
  const contained = containsRun(tWords, qWords) || containsRun(qWords, tWords) ? 0.75 : 0;
  return Math.max(dice, contained);
}

/** Below this the match is too weak to act on: better to say nothing matched than complete the wrong task. */
export const MIN_TITLE_SCORE = 0.5;

/** The candidate whose title best matches the query (the first wins a tie), or null. */
export function bestTitleMatch<T extends { title: string }>(query: string, candidates: T[]): T | null {
  let best: T | null = null;
  let bestScore = MIN_TITLE_SCORE;
  for (const candidate of candidates) {
    const score = titleScore(query, candidate.title);
    if (score > bestScore || (best === null && score >= bestScore)) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}
