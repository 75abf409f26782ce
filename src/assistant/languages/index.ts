// The lexicons of the 13 languages, one file each. A missing language is a compile error.
import type { LanguageCode } from '../types.ts';
import { arabic } from './arabic/lexicon.ts';
import { chinese } from './chinese/lexicon.ts';
import { dutch } from './dutch/lexicon.ts';
import { english } from './english/lexicon.ts';
import { french } from './french/lexicon.ts';
import { german } from './german/lexicon.ts';
import { hinglish } from './hinglish/lexicon.ts';
import { italian } from './italian/lexicon.ts';
import { japanese } from './japanese/lexicon.ts';
import { korean } from './korean/lexicon.ts';
import { portuguese } from './portuguese/lexicon.ts';
import { russian } from './russian/lexicon.ts';
import { spanish } from './spanish/lexicon.ts';
import type { Lexicon } from './lexicon-types.ts';

export const LEXICONS: Readonly<Record<LanguageCode, Lexicon>> = {
  english, hinglish, spanish, french, german, portuguese, italian, dutch, japanese, korean, chinese, arabic, russian,
};

export type { Lexicon } from './lexicon-types.ts';
