// Matching a loosely named task against open task titles (tasks service and in-memory tools).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { matchTitle, titleScore } from '../../src/assistant/title-match.ts';

describe('title matching', () => {
  test('ignores case, accents and punctuation, and accepts word endings', () => {
    assert.equal(titleScore('RÉSUMÉ update!', 'resume update'), 1);
    assert.ok(titleScore('q3 reports', 'Q3 report') >= 0.5);
    assert.ok(titleScore('quarterly report', 'Write the quarterly report') >= 0.5, 'a run of the title\'s words');
    assert.ok(titleScore('port', 'Write the quarterly report') < 0.5, 'part of a word is not a word');
    assert.ok(titleScore('write budget', 'Write the quarterly report') < 0.5, 'one word of five in common');
    assert.equal(titleScore('', 'anything'), 0);
  });

  test('tolerates inflection: plural, participle, case endings', () => {
    assert.ok(titleScore('informes del cliente', 'Revisar el informe del cliente') >= 0.5);
    assert.ok(titleScore('отчёта', 'Сдать отчёт') >= 0.5);
    assert.ok(titleScore('contrato assinado', 'Assinar o contrato') >= 0.5);
    assert.ok(titleScore('contact', 'Sign the contract') < 0.5, 'a shared start is not a shared stem');
  });

  test('knows a verb in its past forms: irregular, ge-participles, Korean endings, Arabic roots', () => {
    assert.equal(titleScore('wrote the report', 'Write the report'), 1);
    assert.equal(titleScore('Bericht geschrieben', 'Bericht schreiben'), 1);
    assert.equal(titleScore('Zahnarzt angerufen', 'Zahnarzt anrufen'), 1);
    assert.equal(titleScore('rapport geschreven', 'Rapport schrijven'), 1);
    assert.equal(titleScore('scritto il report', 'Scrivere il report'), 1);
    assert.equal(titleScore('보고서 작성', '보고서 작성하기'), 1);
    assert.equal(titleScore('طبعت التقرير', 'طباعة التقرير'), 1);
    assert.ok(titleScore('Bericht gedruckt', 'Bericht schreiben') < 1, 'another verb is another word');
    assert.ok(titleScore('طبعت التقرير', 'كتابة التقرير') < 1, 'another root is another word');
    assert.ok(titleScore('gemacht', 'machen') === 1 && titleScore('gesucht', 'machen') === 0);
  });

  test('segments scripts written without spaces', () => {
    assert.ok(titleScore('报告', '写报告') >= 0.5);
    assert.ok(titleScore('会議の準備', '会議の準備をする') >= 0.5);
  });

  test('picks the best candidate, says when several match equally, or none', () => {
    const candidates = [{ title: 'Call the dentist' }, { title: 'Deploy the website' }, { title: 'Deploy the website again' }];
    assert.deepEqual(matchTitle('deploy website', candidates), { kind: 'one', item: { title: 'Deploy the website' } });
    assert.deepEqual(matchTitle('dentist', candidates), { kind: 'one', item: { title: 'Call the dentist' } });
    assert.deepEqual(matchTitle('buy groceries', candidates), { kind: 'none' });
    const reports = [{ title: 'Write the Q3 report' }, { title: 'Send the report' }, { title: 'Call the dentist' }];
    assert.deepEqual(matchTitle('report', reports), { kind: 'ambiguous', items: reports.slice(0, 2) });
  });
});
