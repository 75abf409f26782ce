// Portuguese: the words the assistant understands (lexicon.ts) and says (texts.ts) in this language.
import type { Language } from '../types.ts';
import { lexicon } from './lexicon.ts';
import { texts } from './texts.ts';

export const portuguese: Language<'portuguese'> = {
  code: 'portuguese',
  nativeName: 'Português',
  locale: 'pt',
  direction: 'ltr',
  lexicon,
  ...texts,
};
