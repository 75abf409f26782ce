// Every language of the interface says every message: the compiler checks that each table has
// every key (Messages); this checks what it cannot — no empty texts, the same placeholders as
// English, a plural form for every category the language's Intl.PluralRules produces, and texts
// that were translated rather than copied in the languages that do not use Latin script.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CATALOGUES, format } from '../../web/src/i18n/index.ts';
import { LANGUAGES, directionOf, languageFromBrowser, localeOf } from '../../web/src/i18n/languages.ts';
import { en, type Messages, type Plural } from '../../web/src/i18n/messages/en.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
const forms = (entry: string | Plural): [string, string][] =>
  (typeof entry === 'string' ? [['text', entry]] : Object.entries(entry).filter((pair): pair is [string, string] => typeof pair[1] === 'string'));
const englishOther = (entry: string | Plural) => (typeof entry === 'string' ? entry : entry.other);

describe('interface translations', () => {
  test('there are the 13 languages of the chat assistant', () => {
    assert.deepEqual(LANGUAGES.map((l) => l.code), [
      'english', 'hinglish', 'spanish', 'french', 'german', 'portuguese', 'italian', 'dutch', 'japanese', 'korean', 'chinese', 'arabic', 'russian',
    ]);
    assert.deepEqual(Object.keys(CATALOGUES).sort(), LANGUAGES.map((l) => l.code).sort());
  });

  for (const { code } of LANGUAGES) {
    test(`${code}: every message is there, filled, with English's placeholders and its plural forms`, async () => {
      const messages: Messages = await CATALOGUES[code]();
      const categories = new Intl.PluralRules(localeOf(code)).resolvedOptions().pluralCategories;
      assert.deepEqual(Object.keys(messages).sort(), Object.keys(en).sort());
      for (const key of Object.keys(en) as (keyof Messages)[]) {
        const entry = messages[key];
        const english = en[key];
        assert.equal(typeof entry, typeof english, `${code} ${key}: a plural message stays plural`);
        const allowed = new Set(placeholders(englishOther(english)));
        for (const [form, text] of forms(entry)) {
          assert.ok(text.trim().length > 0, `${code} ${key} (${form}) is empty`);
          for (const name of placeholders(text)) assert.ok(allowed.has(name), `${code} ${key} (${form}) has {${name}}, which English does not`);
        }
        assert.deepEqual(placeholders(englishOther(entry)), placeholders(englishOther(english)), `${code} ${key}: the other form keeps every placeholder`);
        if (typeof entry !== 'string') {
          for (const category of categories) assert.ok(entry[category as keyof Plural], `${code} ${key}: no "${category}" form`);
        }
      }
    });
  }

  test('languages in other scripts translate every text that has letters', async () => {
    const keep = /^(P\{priority\} · \{name\}|\{value\} · \{word\}|\{value\}: \{count\}|.*chat_a.*)$/;
    for (const code of ['japanese', 'korean', 'chinese', 'arabic', 'russian'] as const) {
      const messages = await CATALOGUES[code]();
      for (const key of Object.keys(en) as (keyof Messages)[]) {
        const text = englishOther(messages[key]);
        if (keep.test(text)) continue;
        assert.notEqual(text, englishOther(en[key]), `${code} ${key} is still English`);
      }
    }
  });

  test('plurals and numbers follow the locale', async () => {
    const russian = await CATALOGUES.russian();
    assert.equal(format(russian, 'ru', 'mood.days', { count: 1 }), 'Последний 1 день');
    assert.equal(format(russian, 'ru', 'mood.days', { count: 3 }), 'Последние 3 дня');
    assert.equal(format(russian, 'ru', 'mood.days', { count: 30 }), 'Последние 30 дней');
    const arabic = await CATALOGUES.arabic();
    assert.equal(format(arabic, 'ar', 'mood.days', { count: 2 }), 'آخر يومين');
    assert.equal(format(en, 'en', 'tasks.showing', { first: 1, last: 20, count: 1500 }), '1–20 of 1,500 tasks');
    assert.equal(format(await CATALOGUES.german(), 'de', 'tasks.showing', { first: 1, last: 20, count: 1500 }), '1–20 von 1.500 Aufgaben');
  });

  test('Arabic is laid out right to left; the browser\'s language picks the interface\'s', () => {
    assert.equal(directionOf('arabic'), 'rtl');
    assert.equal(directionOf('hinglish'), 'ltr');
    assert.equal(languageFromBrowser(['ar-EG', 'en']), 'arabic');
    assert.equal(languageFromBrowser(['hi-IN']), 'hinglish');
    assert.equal(languageFromBrowser(['pt-BR']), 'portuguese');
    assert.equal(languageFromBrowser(['sv-SE', 'de-AT']), 'german');
    assert.equal(languageFromBrowser(['sv-SE']), 'english');
  });

  test('the English accessible names that tests rely on are what English says', () => {
    const contract: Partial<Record<keyof Messages, string>> = {
      'field.email': 'Email', 'field.password': 'Password', 'signin.submit': 'Sign in', 'signin.createOrganization': 'Create an organization',
      'signup.organizationName': 'Organization name', 'field.yourName': 'Your name', 'signup.timeZone': 'Time zone', 'signup.submit': 'Create organization',
      'nav.chat': 'Chat', 'nav.tasks': 'Tasks', 'nav.mood': 'Mood', 'nav.wellbeing': 'Wellbeing', 'nav.profile': 'Profile',
      'chat.message': 'Message', 'chat.send': 'Send', 'draft.confirm': 'Confirm', 'action.edit': 'Edit', 'draft.reject': 'Reject', 'draft.confirmAll': 'Confirm all',
      'task.complete': 'Complete', 'task.reopen': 'Reopen', 'action.delete': 'Delete', 'tasks.status': 'Status',
      'mood.note': 'Note', 'action.save': 'Save', 'profile.language': 'Language',
    };
    for (const [key, name] of Object.entries(contract)) assert.equal(en[key as keyof Messages], name, key);
  });
});
