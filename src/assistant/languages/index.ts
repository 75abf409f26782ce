// The 13 languages, one folder each (languages/<code>/: its lexicon, its texts, its locale). A
// language missing here, or missing a part in its folder, is a compile error.
import type { LanguageCode } from '../types.ts';
import { arabic } from './arabic/index.ts';
import { chinese } from './chinese/index.ts';
import { dutch } from './dutch/index.ts';
import { english } from './english/index.ts';
import { french } from './french/index.ts';
import { german } from './german/index.ts';
import { hinglish } from './hinglish/index.ts';
import { italian } from './italian/index.ts';
import { japanese } from './japanese/index.ts';
import { korean } from './korean/index.ts';
import { portuguese } from './portuguese/index.ts';
import { russian } from './russian/index.ts';
import { spanish } from './spanish/index.ts';
import type { Lexicon } from './lexicon-types.ts';
import type { Language } from './types.ts';

export const LANGUAGES: Readonly<Record<LanguageCode, Language<LanguageCode>>> = {
  english, hinglish, spanish, french, german, portuguese, italian, dutch, japanese, korean, chinese, arabic, russian,
};

export const LEXICONS = Object.fromEntries(
  Object.values(LANGUAGES).map((l) => [l.code, l.lexicon]),
) as Readonly<Record<LanguageCode, Lexicon>>;

/** The language of `code`; English for a code that is none (a stored value from an older release). */
export function language(code: LanguageCode): Language<LanguageCode> {
  return LANGUAGES[code] ?? LANGUAGES.english;
}

export type { Lexicon } from './lexicon-types.ts';
export type * from './types.ts';
