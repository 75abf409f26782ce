// Moods said through what happened rather than a feeling word, in Japanese, Korean, Chinese, Arabic and Hinglish:
// tiredness told by hours of sleep, caffeine or the body; strain told by a deadline idiom or everyone wanting
// something; nerves before a meeting; highs told by slang or good news. Each keeps its negation and is the
// writer's only when no one else is named as the one it happened to.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { inferMood } from '../../src/assistant/builtin/mood.ts';
import { view } from '../../src/assistant/builtin/text.ts';
import { respond } from '../../src/assistant/eval-adapter.ts';

const moodOf = (message: string): number | null => inferMood(view(message))?.value ?? null;

function expectBetween(cases: readonly string[], min: number, max: number): void {
  for (const message of cases) {
    const value = moodOf(message);
    assert.ok(value !== null && value >= min && value <= max, `${message}: ${value}`);
  }
}

describe('moods said through situations (ja, ko, zh, ar, hinglish)', () => {
  test('tiredness told by little sleep, caffeine, the body or no time to breathe is low', () => {
    expectBetween([
      '二時間しか寝てなくてエナドリで生きてる',
      '朝から頭がガンガンする',
      'あちこちから頼まれごとばかりで目が回る',
      '週明けからもう疲労困憊',
      '밤새고 커피로 버티는 중ㅠㅠ',
      '오늘 쉴 틈도 없다',
      '세 시간밖에 못 잤어',
      '一晚上没合眼，靠咖啡撑着',
      '头都要炸了，所有人都在催我',
      'ما نمتش طول الليل',
      'راسي بيوجعني والكل عايز مني حاجة',
      'poori raat jaag ke kaam kiya',
      'sir phat raha hai yaar',
    ], 1, 2);
  });

  test('nerves before a meeting or an interview are mildly low', () => {
    expectBetween([
      '明日の面接、胃がキリキリする',
      '발표 앞두고 너무 떨려',
      '明天答辩，心里七上八下的',
      'عندي انترفيو بكرة وقلبي بيدق',
      'interview se pehle haath kaanp rahe hain',
    ], 2, 3);
  });

  test('slang highs and good news of one\'s own are high', () => {
    expectBetween([
      '内定もらった！！',
      '今日テンションアゲアゲ',
      '오늘 칼퇴 개꿀',
      '드디어 승진했다!!',
      '升职加薪了！！',
      '被老板夸了，美滋滋',
      'اترقيت النهارده!!',
      'يومي فل وفرحان على الآخر',
      'aaj toh full maza aa gaya yaar',
      'offer mil gaya!!!',
    ], 4, 5);
  });

  test('"على الآخر" is "to the max": it takes the feeling before it further out, not down to 1', () => {
    assert.equal(moodOf('مبسوط على الآخر'), 5);
    expectBetween(['تعبان على الآخر'], 1, 2);
  });

  test('a good thing negated or spirits held down is no high', () => {
    for (const message of ['テンション上がらない…', '昇進できなかった', '시험 못 붙었어', '面试没过', 'maza nahi aaya', 'promotion nahi mila']) {
      const value = moodOf(message);
      assert.ok(value === null || value <= 3, `${message}: ${value}`);
    }
  });

  test('praise from a boss or a client named before it is the writer\'s good news, not theirs', () => {
    expectBetween(['部長に褒められた！', '팀장님이 칭찬해 주셨어', '被领导表扬了'], 4, 5);
  });

  test('good news told of someone else is not the writer\'s mood', () => {
    for (const message of ['同僚が昇進決まったらしい', '동료가 승진했대', '同事转正了', 'uska promotion ho gaya', 'Riya ka offer aa gaya']) {
      assert.equal(moodOf(message), null, message);
    }
  });

  test('a deadline idiom beside a dated to-do stays a to-do and gives it a low mood', async () => {
    const now = new Date('2026-11-23T09:00:00Z');
    for (const message of [
      '締め切りに追われて胃が痛い、金曜までに見積もりを送らないと',
      '마감이 코앞이라 피가 마른다, 금요일까지 보고서 제출해야 해',
      'المشروع ده هيجنني، لازم أسلم التقرير يوم الخميس',
      'is deadline ne meri jaan nikaal di, kal tak deck bhejna hai',
    ]) {
      const result = await respond(message, { now, timezone: 'UTC' });
      assert.equal(result.intent, 'task_create', message);
      assert.ok(result.inferredMood !== null && result.inferredMood !== undefined && result.inferredMood <= 3, `${message}: ${result.inferredMood}`);
    }
  });
});
