// French: the words the assistant understands (lexicon.ts) and says (texts.ts) in this language.
import type { Language } from '../types.ts';
import { lexicon } from './lexicon.ts';
import { texts } from './texts.ts';

export const french: Language<'french'> = {
  code: 'french',
  nativeName: 'Français',
  locale: 'fr',
  direction: 'ltr',
  lexicon,
  ...texts,
};
