// The lexicons of the 13 languages, one file each. A missing language is a compile error.
import type { LanguageCode } from '../../types.ts';
import { arabic } from './arabic.ts';
import { chinese } from './chinese.ts';
import { dutch } from './dutch.ts';
import { english } from './english.ts';
import { french } from './french.ts';
import { german } from './german.ts';
import { hinglish } from './hinglish.ts';
import { italian } from './italian.ts';
import { japanese } from './japanese.ts';
import { korean } from './korean.ts';
import { portuguese } from './portuguese.ts';
import { russian } from './russian.ts';
import { spanish } from './spanish.ts';
import type { Lexicon } from './types.ts';

export const LEXICONS: Readonly<Record<LanguageCode, Lexicon>> = {
  english, hinglish, spanish, french, german, portuguese, italian, dutch, japanese, korean, chinese, arabic, russian,
};

export type { Lexicon } from './types.ts';
