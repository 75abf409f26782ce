// Dutch: the words the assistant understands (lexicon.ts) and says (texts.ts) in this language.
import type { Language } from '../types.ts';
import { lexicon } from './lexicon.ts';
import { texts } from './texts.ts';

export const dutch: Language<'dutch'> = {
  code: 'dutch',
  nativeName: 'Nederlands',
  locale: 'nl',
  direction: 'ltr',
  lexicon,
  ...texts,
};
