// The database folds titles as the title matcher does in JavaScript, so that its pre-filter
// never hides a title the matcher would pick.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/platform/db/client.ts';
import { COMBINING_MARKS_CLASS, foldText } from '../../src/platform/db/text-folding.ts';
import { titlePatterns } from '../../src/modules/tasks/title-candidates.ts';
import { signUpOrganization, startTestApp, type TestApp } from '../helpers.ts';

const TITLES = [
  'Rédiger le rapport trimestriel', 'Über die Straße gehen', 'Отчёт за квартал', 'Revisar la presentación',
  '四半期レポートを提出する', 'ガイドを更新', '写季度报告', '보고서 작성하기', 'تقرير الربع الأول', 'نُشرة الأخبار',
  'नमिता को कॉल करो', 'Ｑ３ ＲＥＰＯＲＴ', 'ﬁnish the ﬂyer', 'İstanbul trip', 'Ελληνικά έγγραφα', 'Zoë’s café crème',
];

describe('text folding', () => {
  let t: TestApp;
  before(async () => { t = await startTestApp(); });
  after(async () => { await t.close(); });

  test('the class of combining marks is every \\p{M} of the Basic Multilingual Plane', () => {
    const hex = (code: number) => `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`;
    const marks = new RegExp(`^${COMBINING_MARKS_CLASS.replace(/\\u([0-9A-F]{4})/g, (_, h: string) => `\\u{${h}}`)}$`, 'u');
    for (let code = 0; code < 0x10000; code += 1) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const char = String.fromCharCode(code);
      assert.equal(marks.test(char), /\p{M}/u.test(char), hex(code));
    }
  });

  test('tasks.title_key is foldText of the title, in every script', async () => {
    const org = await signUpOrganization(t.app);
    const rows = await queryRows<{ title: string; title_key: string }>(t.database.db, sql`
      insert into tasks (organization_id, user_id, title)
      select ${org.id}::uuid, ${org.admin.id}::uuid, unnest(${`{${TITLES.map((title) => `"${title}"`).join(',')}}`}::text[])
      returning title, title_key`);
    assert.equal(rows.length, TITLES.length);
    // Punctuation is compared as spaces: no pre-filter pattern holds any.
    const wordsOf = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
    for (const row of rows) assert.equal(wordsOf(row.title_key), wordsOf(foldText(row.title)), row.title);
    // A title is always a candidate for its own words: the pre-filter's patterns are in its key.
    for (const row of rows) {
      for (const pattern of titlePatterns(row.title)) assert.ok(row.title_key.includes(pattern), `${row.title}: ${pattern}`);
    }
  });
});

test('the completion pre-filter also looks for the verb a past form stands for', () => {
  assert.ok(titlePatterns('wrote the report').includes('writ'), 'wrote → write');
  assert.ok(titlePatterns('Zahnarzt angerufen').includes('anru'), 'angerufen → anrufen');
});
