// Hinglish: the words the assistant understands (lexicon.ts) and says (texts.ts) in this language.
import type { Language } from '../types.ts';
import { lexicon } from './lexicon.ts';
import { texts } from './texts.ts';

export const hinglish: Language<'hinglish'> = {
  // Hindi written in Latin script, as people type it in chat.
  code: 'hinglish',
  nativeName: 'Hinglish',
  locale: 'hi-Latn',
  direction: 'ltr',
  lexicon,
  ...texts,
};
