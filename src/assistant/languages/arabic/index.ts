// Arabic: the words the assistant understands (lexicon.ts) and says (texts.ts) in this language.
import type { Language } from '../types.ts';
import { lexicon } from './lexicon.ts';
import { texts } from './texts.ts';

export const arabic: Language<'arabic'> = {
  code: 'arabic',
  nativeName: 'العربية',
  locale: 'ar',
  direction: 'rtl',
  lexicon,
  ...texts,
};
