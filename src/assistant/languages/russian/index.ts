// Russian: the words the assistant understands (lexicon.ts) and says (texts.ts) in this language.
import type { Language } from '../types.ts';
import { lexicon } from './lexicon.ts';
import { texts } from './texts.ts';

export const russian: Language<'russian'> = {
  code: 'russian',
  nativeName: 'Русский',
  locale: 'ru',
  direction: 'ltr',
  lexicon,
  ...texts,
};
