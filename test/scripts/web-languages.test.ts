// The web app lists the languages of the server's language folders through a generated file; this
// fails when the committed web/src/i18n/language-list.ts no longer matches them (run npm run web:languages).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { LANGUAGE_CODES } from '../../src/assistant/index.ts';
import { LANGUAGES } from '../../web/src/i18n/language-list.ts';
import { LANGUAGE_LIST_FILE, languageListSource } from '../../scripts/web-languages.ts';

test('web/src/i18n/language-list.ts is generated from the language folders', () => {
  assert.ok(readFileSync(LANGUAGE_LIST_FILE, 'utf8') === languageListSource(), 'web/src/i18n/language-list.ts is out of date: run npm run web:languages');
});

test('the web app lists the server\'s languages, in the server\'s order', () => {
  assert.deepEqual(LANGUAGES.map((l) => l.code), [...LANGUAGE_CODES]);
});
