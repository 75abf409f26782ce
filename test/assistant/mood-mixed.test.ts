// Mixed days, sarcasm and low faces alone, in the 13 languages: a day told in two parts is in between, a good word said in
// sarcasm is low, a low face after a short state is a mood of its own.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { classify } from '../../src/assistant/builtin/intent.ts';
import { detectLanguage } from '../../src/assistant/builtin/language.ts';
import { inferMood } from '../../src/assistant/builtin/mood.ts';
import { view } from '../../src/assistant/builtin/text.ts';
import { respond } from '../../src/assistant/eval-adapter.ts';

const moodOf = (message: string): number | null => inferMood(view(message))?.value ?? null;
const NOW = new Date('2026-11-23T09:00:00Z');
/** The feeling the engine answers a message with, and the rule that decided. */
const answerOf = (message: string) => {
  const { feeling, rule } = classify({ message, language: detectLanguage(message), history: [], clock: { now: NOW, timezone: 'UTC' }, today: '2026-11-23' });
  return { feeling, rule };
};

function expectBetween(cases: readonly string[], min: number, max: number): void {
  for (const message of cases) {
    const value = moodOf(message);
    assert.ok(value !== null && value >= min && value <= max, `${message}: ${value} not in ${min}-${max}`);
  }
}

describe('mixed days, sarcasm and low faces', () => {
  test('a bad part of the day, then a good one or a turn for the better, is in between (3-4)', () => {
    expectBetween([
      'brutal morning, but the afternoon picked up',
      'subah ekdum bekaar thi par shaam tak sab theek ho gaya',
      'la mañana fue un desastre, pero por la tarde todo se arregló',
      "matinée galère mais l'après-midi a tout rattrapé",
      'der Vormittag war mies, aber nach dem Mittagessen ging es bergauf',
      'a manhã foi puxada, mas a reunião da tarde salvou o dia',
      'mattinata pesante, ma nel pomeriggio si è sistemato tutto',
      'de ochtend was zwaar, maar na de lunch werd het beter',
      'с утра всё было ужасно, но к вечеру всё наладилось',
      '午前中は散々だったけど、午後はうまくいった',
      '오전엔 엉망이었는데 오후에 일이 잘 풀렸어',
      '上午糟透了，下午总算顺了',
      'الصبح كان زفت بس بعد الضهر الامور اتحسنت',
    ], 3, 4);
  });

  test('a good part of the day, then a bad one, is mildly low (2-3)', () => {
    expectBetween([
      'great morning, but the afternoon was a nightmare',
      "matinée top, mais l'aprèm était horrible",
      'Vormittag super, aber der Nachmittag war die Hölle',
      '午前は順調だったけど、午後は最悪だった',
    ], 2, 3);
  });

  test('an earlier day still gives way to now, kept from the top by the low before it', () => {
    expectBetween(['yesterday was awful but today is great', 'gestern war furchtbar, heute bin ich glücklich'], 4, 4);
  });

  test('a good word said in sarcasm is low (1-2)', () => {
    expectBetween([
      'wonderful, yet another all-hands that could have been an email',
      'wah badhiya, phir se server down',
      'estupendo, otra vez sin internet 🙄',
      'génial, encore un train annulé',
      'na toll, schon wieder Stau auf der A3',
      'ótimo, o sistema caiu de novo 🙃',
      "fantastico, un'altra riunione fiume",
      'geweldig, alweer een storing op het spoor',
      'прекрасно, опять пробки',
      '最高、またサーバー落ちた',
      '아 최고다 또 서버 터졌네 🙃',
      '太好了，系统又挂了',
      'ممتاز، النت فاصل تاني 🙄',
    ], 1, 2);
  });

  test('honest joy after a good word stays good', () => {
    expectBetween(['great, the launch went smoothly!', 'génial, la démo a cartonné !', 'toll, endlich Feierabend'], 4, 5);
  });

  test('a low face alone or after a short state is the mood; beside news of a thing gone wrong or a to-do it is only tone, and a laughing face after a line belongs to its joke', () => {
    for (const message of ['🥲', '朝からずっと会議😩', '이번 주 벌써 지침 😩', '周一就这样了😩']) {
      assert.deepEqual(answerOf(message), { feeling: 2, rule: 'mood.face' }, message);
    }
    for (const message of ['打印机又坏了😤', 'النت فاصل تاني 😤', 'call the bank 😩', 'パンダがパンを買った 😂']) assert.notEqual(answerOf(message).rule, 'mood.face', message);
  });

  test('a part of the day in a greeting or a question holds no verdict', () => {
    assert.equal(moodOf('good morning team'), null);
    assert.equal(moodOf('es mejor hacer la reunión por la mañana o por la tarde?'), null);
  });
});

describe('a feeling said of someone else by a pronoun', () => {
  test('he, she and they in the unspaced languages make the feeling theirs', async () => {
    const now = new Date('2026-11-23T09:00:00Z');
    for (const text of ['她今天好开心', '他看起来很累', '彼女はすごく嬉しそう']) {
      const r = (await respond(text, { now, timezone: 'UTC' })) as { intent: string; inferredMood?: number | null };
      assert.notEqual(r.intent, 'mood', text);
      assert.equal(r.inferredMood ?? null, null, text);
    }
    // The writer's own feeling, or one caused by a colleague, is the writer's.
    for (const text of ['我今天好开心', '동료 때문에 너무 짜증나', '彼氏と別れて辛い']) {
      const r = (await respond(text, { now, timezone: 'UTC' })) as { intent: string };
      assert.equal(r.intent, 'mood', text);
    }
  });
});
