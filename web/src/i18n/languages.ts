// The 13 languages of the interface: the chat assistant's codes, with the locale that Intl formats
// dates, numbers and plurals in, and the writing direction.

export const LANGUAGES = [
  { code: 'english', locale: 'en', nativeName: 'English' },
  // Hindi written in Latin script, as people type it in chat.
  { code: 'hinglish', locale: 'hi-Latn', nativeName: 'Hinglish' },
  { code: 'spanish', locale: 'es', nativeName: 'Español' },
  { code: 'french', locale: 'fr', nativeName: 'Français' },
  { code: 'german', locale: 'de', nativeName: 'Deutsch' },
  { code: 'portuguese', locale: 'pt', nativeName: 'Português' },
  { code: 'italian', locale: 'it', nativeName: 'Italiano' },
  { code: 'dutch', locale: 'nl', nativeName: 'Nederlands' },
  { code: 'japanese', locale: 'ja', nativeName: '日本語' },
  { code: 'korean', locale: 'ko', nativeName: '한국어' },
  { code: 'chinese', locale: 'zh', nativeName: '中文' },
  { code: 'arabic', locale: 'ar', nativeName: 'العربية' },
  { code: 'russian', locale: 'ru', nativeName: 'Русский' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

const RIGHT_TO_LEFT: ReadonlySet<LanguageCode> = new Set(['arabic']);

export const isLanguageCode = (value: unknown): value is LanguageCode => LANGUAGES.some((language) => language.code === value);

export const localeOf = (code: LanguageCode): string => LANGUAGES.find((language) => language.code === code)!.locale;

export const directionOf = (code: LanguageCode): 'ltr' | 'rtl' => (RIGHT_TO_LEFT.has(code) ? 'rtl' : 'ltr');

/** The first of the browser's languages that the interface speaks (Hindi → Hinglish); else English. */
export function languageFromBrowser(preferred: readonly string[]): LanguageCode {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    const match = LANGUAGES.find((language) => language.locale.split('-')[0] === primary);
    if (match) return match.code;
  }
  return 'english';
}
