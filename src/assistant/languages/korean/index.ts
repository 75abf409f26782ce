// Korean: the words the assistant understands (lexicon.ts) and says (texts.ts) in this language.
import type { Language } from '../types.ts';
import { lexicon } from './lexicon.ts';
import { texts } from './texts.ts';

export const korean: Language<'korean'> = {
  code: 'korean',
  nativeName: '한국어',
  locale: 'ko',
  direction: 'ltr',
  lexicon,
  ...texts,
};
