// Japanese: the words the assistant understands (lexicon.ts) and says (texts.ts) in this language.
import type { Language } from '../types.ts';
import { lexicon } from './lexicon.ts';
import { texts } from './texts.ts';

export const japanese: Language<'japanese'> = {
  code: 'japanese',
  nativeName: '日本語',
  locale: 'ja',
  direction: 'ltr',
  lexicon,
  ...texts,
};
