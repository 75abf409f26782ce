// The SQL pre-filter that picks the few tasks worth scoring when a person names one loosely
// ("I finished the Q3 reports"). The database keeps each title folded (tasks.title_key:
// compatibility decomposition, every mark removed, lower case; platform/db/text-folding.ts) and
// the query's words are folded the same way after segmentation; a title is a
// candidate when its folded form contains a word of the query, or that word's first four
// letters, or those of a verb form it stands for (wrote → writ, angerufen → anru). matchTitle
// matches a word when the title has that word, one sharing its first four letters
// (report/reports) or such a verb form, so the filter drops a title the scorer would pick only
// when an Arabic past form is the one word they share (طبعت/طباعة: same root, other letters).
import { normalizeText, wordForms, words } from '../../assistant/title-match.ts';
import { foldText } from '../../platform/db/text-folding.ts';

/** Letters a word shares with its inflected forms in matchTitle's eyes. */
const SHARED_PREFIX = 4;
/** Words of a query beyond this add cost, not precision. */
const MAX_PATTERNS = 16;

/** What a folded title must contain, one of them at least, to be worth scoring against `query`. */
export function titlePatterns(query: string): string[] {
  const patterns = words(normalizeText(query)).flatMap(wordForms).map((word) => Array.from(foldText(word)).slice(0, SHARED_PREFIX).join(''));
  // Only letters and digits remain after normalizeText: no LIKE wildcard (% _) or escape can occur.
  return [...new Set(patterns)].slice(0, MAX_PATTERNS);
}
