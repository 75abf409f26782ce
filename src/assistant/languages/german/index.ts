// German: the words the assistant understands (lexicon.ts) and says (texts.ts) in this language.
import type { Language } from '../types.ts';
import { lexicon } from './lexicon.ts';
import { texts } from './texts.ts';

export const german: Language<'german'> = {
  code: 'german',
  nativeName: 'Deutsch',
  locale: 'de',
  direction: 'ltr',
  lexicon,
  ...texts,
};
