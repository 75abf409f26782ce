// A language is one folder, src/assistant/languages/<code>/, listed in languages/index.ts. The
// compiler checks that each folder's object has every part (the type-level check below fails
// `npx tsc --noEmit` if a part became optional); this checks what it cannot: that the folders on
// disk are the languages listed, and that languages name one another only by listed codes.
import assert from 'node:assert/strict';
import { readdirSync, statSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_CODES, LANGUAGES, type Language } from '../../src/assistant/index.ts';
import { ROMANCE } from '../../src/assistant/languages/romance.ts';
import { LEXICONS } from '../../src/assistant/languages/index.ts';
import { HOW_TO } from '../../src/assistant/builtin/patterns.ts';
import { phraseSource } from '../../src/assistant/builtin/text.ts';

const FOLDER = fileURLToPath(new URL('../../src/assistant/languages/', import.meta.url));

// A language without one of its parts is no Language (each line fails to compile without its @ts-expect-error).
const { endOfDay: _endOfDay, ...withoutEndOfDay } = LANGUAGES.german;
// @ts-expect-error the end-of-day labels are required
export const missingEndOfDay: Language = withoutEndOfDay;
const { lexicon: _lexicon, ...withoutLexicon } = LANGUAGES.german;
// @ts-expect-error the lexicon is required
export const missingLexicon: Language = withoutLexicon;
const { notices: _notices, ...withoutNotices } = LANGUAGES.german;
// @ts-expect-error the bridge notices are required
export const missingNotices: Language = withoutNotices;

test('every language folder is listed, and every listed language has its folder', () => {
  const folders = readdirSync(FOLDER).filter((name) => statSync(`${FOLDER}${name}`).isDirectory());
  assert.deepEqual(folders.sort(), [...LANGUAGE_CODES].sort());
  assert.equal(LANGUAGE_CODES.length, 13);
  for (const code of LANGUAGE_CODES) assert.equal(LANGUAGES[code].code, code, `${code}/index.ts declares the code of its folder`);
});

test('languages name one another only by listed codes', () => {
  for (const code of ROMANCE) assert.ok(LANGUAGE_CODES.includes(code as never), `ROMANCE names ${code}`);
  for (const code of LANGUAGE_CODES) {
    const other = LANGUAGES[code].lexicon.detection.mixesWith;
    if (other !== null) assert.ok(LANGUAGE_CODES.includes(other as never), `${code} mixes with ${other}`);
  }
});

test('each language has its locale and direction for the web app (Arabic right to left)', () => {
  for (const code of LANGUAGE_CODES) {
    const { locale, direction, nativeName } = LANGUAGES[code];
    assert.doesNotThrow(() => new Intl.Locale(locale), `${code}: ${locale}`);
    assert.ok(nativeName.trim().length > 0);
    assert.equal(direction, code === 'arabic' ? 'rtl' : 'ltr');
  }
});

test('lexicon phrases: a space is any whitespace, parentheses group without capturing, the rest is regular expression', () => {
  assert.equal(phraseSource('buenas (tardes|noches)'), 'buenas\\s+(?:tardes|noches)');
  assert.equal(phraseSource('que tal( todo)?'), 'que\\s+tal(?:\\s+todo)?');
  assert.equal(phraseSource('vencid[oa]s? [ ]x'), 'vencid[oa]s?\\s+[ ]x');
  assert.equal(phraseSource('(?<=^\\s*)como \\(x\\) (?![\\p{L}])'), '(?<=^\\s*)como\\s+\\(x\\)\\s+(?![\\p{L}])');
  // Compiled into the patterns: a how-to question split by a line break is still one.
  assert.ok(HOW_TO.test('que\n significa esto'));
  assert.ok(!HOW_TO.test('que esto significa'));
  assert.ok(!/buenas\\s\+/.test(LEXICONS.spanish.conversation.greetings.join(' ')), 'lexicons are written in the phrase syntax');
});
