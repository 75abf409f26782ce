// The 13 languages of the interface, as the server's language folders declare them (generated
// into language-list.ts by `npm run web:languages`), and how the browser's preference maps to one.
import { LANGUAGES } from './language-list.ts';

export { LANGUAGES };

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const isLanguageCode = (value: unknown): value is LanguageCode => LANGUAGES.some((language) => language.code === value);

export const localeOf = (code: LanguageCode): string => LANGUAGES.find((language) => language.code === code)!.locale;

export const directionOf = (code: LanguageCode): 'ltr' | 'rtl' => LANGUAGES.find((language) => language.code === code)!.direction;

/** The first of the browser's languages that the interface speaks (Hindi → Hinglish); else English. */
export function languageFromBrowser(preferred: readonly string[]): LanguageCode {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    const match = LANGUAGES.find((language) => language.locale.split('-')[0] === primary);
    if (match) return match.code;
  }
  return 'english';
}
