// Chinese: the words the assistant understands (lexicon.ts) and says (texts.ts) in this language.
import type { Language } from '../types.ts';
import { lexicon } from './lexicon.ts';
import { texts } from './texts.ts';

export const chinese: Language<'chinese'> = {
  code: 'chinese',
  nativeName: '中文',
  locale: 'zh',
  direction: 'ltr',
  lexicon,
  ...texts,
};
