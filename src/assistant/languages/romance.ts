// Spanish, Portuguese, French and Italian share verb shapes and many imperatives, and a message
// in one is often detected as another: their task-start check consults all four lexicons.
import type { VerbLookup } from './lexicon-types.ts';

export const ROMANCE: readonly string[] = ['spanish', 'portuguese', 'french', 'italian'];

/** An infinitive-looking word ("enviar", "envoyer", "inviare") that no Romance lexicon lists as a non-verb. */
export function romanceInfinitive(word: string, verbs: VerbLookup): boolean {
  if (word.length < 4 || verbs.isNotVerb(word, ROMANCE)) return false;
  return /(?:ar|er|ir|re|rre|ir)(?:lo|la|los|las|le|les|me|te|se|nos)?$/u.test(word);
}
