// Blockers in stand-up replies (decisions §10): a line that says the person is blocked or
// waiting on someone or something, in any of the 13 languages (lexicon field `blockers`).
// "Blockers: none" and its kin say there is no blocker: such a line is neither a blocker nor a
// to-do. A heading such as "Blockers:" makes the lines under it blockers.
import { LANGUAGE_CODES } from '../types.ts';
import { LEXICONS } from '../languages/index.ts';
import { cue } from './patterns.ts';
import { HAS_LETTER, test, view } from './text.ts';

const ALL = LANGUAGE_CODES.map((code) => LEXICONS[code]);
const phrasesOf = (boundaries: 'words' | 'none', pick: 'phrases' | 'none') =>
  [...new Set(ALL.filter((l) => l.boundaries === boundaries).flatMap((l) => l.blockers[pick]))];

const BLOCKER = cue(phrasesOf('words', 'phrases'), phrasesOf('none', 'phrases'), 'gu');
const NONE = cue(phrasesOf('words', 'none'), phrasesOf('none', 'none'), 'gu');

export type BlockerReading = 'blocker' | 'no_blocker' | null;

/** Whether a line of a reply reports a blocker, says there is none, or is about something else (null). */
export function readBlockerLine(line: string): BlockerReading {
  const fold = view(line).fold;
  if (!test(BLOCKER, fold)) return null;
  const rest = fold.replace(BLOCKER, ' ').replace(NONE, ' ');
  return HAS_LETTER.test(rest) ? 'blocker' : 'no_blocker';
}
