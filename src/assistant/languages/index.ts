// The 13 languages, one folder each (languages/<code>/: its lexicon, its texts, its locale). The
// list below is the one declaration of which languages there are: the language codes, the chat
// and organization endpoints' enums and the web app's language list are derived from it. A
// language missing a part in its folder is a compile error.
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

// In this order everywhere (detection breaks ties in it; the web app lists languages in it).
const LIST = [english, hinglish, spanish, french, german, portuguese, italian, dutch, japanese, korean, chinese, arabic, russian] as const;

export type LanguageCode = (typeof LIST)[number]['code'];

export const LANGUAGE_CODES: readonly LanguageCode[] = LIST.map((l) => l.code);

export const LANGUAGES = Object.fromEntries(LIST.map((l) => [l.code, l])) as Readonly<Record<LanguageCode, Language<LanguageCode>>>;

export const LEXICONS = Object.fromEntries(LIST.map((l) => [l.code, l.lexicon])) as Readonly<Record<LanguageCode, Lexicon>>;

/** The language of `code`; English for a code that is none (a stored value from an older release). */
export function language(code: LanguageCode): Language<LanguageCode> {
  return LANGUAGES[code] ?? LANGUAGES.english;
}

export type { Lexicon } from './lexicon-types.ts';
export type * from './types.ts';
