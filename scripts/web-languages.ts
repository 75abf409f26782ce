// The web app cannot import the server, yet must list the same languages: this writes
// web/src/i18n/language-list.ts from the language folders (src/assistant/languages/index.ts), so
// that the one declaration of which languages there are, their native names, locales and writing
// directions is the server's. `--check` only compares and fails when the committed file differs.
import { writeOrCheck } from './generated-file.ts';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LANGUAGE_CODES, LANGUAGES } from '../src/assistant/index.ts';

export const LANGUAGE_LIST_FILE = fileURLToPath(new URL('../web/src/i18n/language-list.ts', import.meta.url));

const literal = (text: string) => `'${text.replaceAll('\\', '\\\\').replaceAll('\'', '\\\'')}'`;

/** The web app's language list, as TypeScript source. */
export function languageListSource(): string {
  const rows = LANGUAGE_CODES.map((code) => {
    const { nativeName, locale, direction } = LANGUAGES[code];
    return `  { code: ${literal(code)}, locale: ${literal(locale)}, nativeName: ${literal(nativeName)}, direction: ${literal(direction)} },`;
  });
  return [
    '// Generated from the language folders (src/assistant/languages/) by `npm run web:languages`; do not edit.',
    '// The 13 languages of the interface: the chat assistant\'s codes, with the locale that Intl formats',
    '// dates, numbers and plurals in, the name of the language in itself, and the writing direction.',
    '',
    'export const LANGUAGES = [',
    ...rows,
    '] as const;',
    '',
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeOrCheck(LANGUAGE_LIST_FILE, languageListSource(), 'the language folders', 'npm run web:languages');
}
