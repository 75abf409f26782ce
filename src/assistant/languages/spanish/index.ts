// Spanish: the words the assistant understands (lexicon.ts) and says (texts.ts) in this language.
import type { Language } from '../types.ts';
import { lexicon } from './lexicon.ts';
import { texts } from './texts.ts';

export const spanish: Language<'spanish'> = {
  code: 'spanish',
  nativeName: 'Español',
  locale: 'es',
  direction: 'ltr',
  lexicon,
  ...texts,
};
