// Generated from the language folders (src/assistant/languages/) by `npm run web:languages`; do not edit.
// The 13 languages of the interface: the chat assistant's codes, with the locale that Intl formats
// dates, numbers and plurals in, the name of the language in itself, and the writing direction.

export const LANGUAGES = [
  { code: 'english', locale: 'en', nativeName: 'English', direction: 'ltr' },
  { code: 'hinglish', locale: 'hi-Latn', nativeName: 'Hinglish', direction: 'ltr' },
  { code: 'spanish', locale: 'es', nativeName: 'Español', direction: 'ltr' },
  { code: 'french', locale: 'fr', nativeName: 'Français', direction: 'ltr' },
  { code: 'german', locale: 'de', nativeName: 'Deutsch', direction: 'ltr' },
  { code: 'portuguese', locale: 'pt', nativeName: 'Português', direction: 'ltr' },
  { code: 'italian', locale: 'it', nativeName: 'Italiano', direction: 'ltr' },
  { code: 'dutch', locale: 'nl', nativeName: 'Nederlands', direction: 'ltr' },
  { code: 'japanese', locale: 'ja', nativeName: '日本語', direction: 'ltr' },
  { code: 'korean', locale: 'ko', nativeName: '한국어', direction: 'ltr' },
  { code: 'chinese', locale: 'zh', nativeName: '中文', direction: 'ltr' },
  { code: 'arabic', locale: 'ar', nativeName: 'العربية', direction: 'rtl' },
  { code: 'russian', locale: 'ru', nativeName: 'Русский', direction: 'ltr' },
] as const;
