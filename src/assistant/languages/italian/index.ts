// Italian: the words the assistant understands (lexicon.ts) and says (texts.ts) in this language.
import type { Language } from '../types.ts';
import { lexicon } from './lexicon.ts';
import { texts } from './texts.ts';

export const italian: Language<'italian'> = {
  code: 'italian',
  nativeName: 'Italiano',
  locale: 'it',
  direction: 'ltr',
  lexicon,
  ...texts,
};
