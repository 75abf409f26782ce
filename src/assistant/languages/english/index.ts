// English: the words the assistant understands (lexicon.ts) and says (texts.ts) in this language.
import type { Language } from '../types.ts';
import { lexicon } from './lexicon.ts';
import { texts } from './texts.ts';

export const english: Language<'english'> = {
  code: 'english',
  nativeName: 'English',
  locale: 'en',
  direction: 'ltr',
  lexicon,
  ...texts,
};
