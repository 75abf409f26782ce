// Mood read by general rules, in several languages: degree words and emphasis, negation, the
// clause after "but", a feeling of an earlier time against one of now, emoticons.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { emojiMood, findExplicitMood, inferMood } from '../../src/assistant/builtin/mood.ts';
import { view } from '../../src/assistant/builtin/text.ts';

const moodOf = (message: string): number | null => inferMood(view(message))?.value ?? null;

function expectMood(cases: ReadonlyArray<readonly [string, number]>): void {
  for (const [message, value] of cases) assert.equal(moodOf(message), value, message);
}

describe('mood rules', () => {
  test('a rating said in words is its digit; a count said in words is no rating', () => {
    const rated = (message: string) => findExplicitMood(view(message), [])?.value ?? null;
    assert.equal(rated("honestly? today's a solid four out of five"), 4);
    assert.equal(rated("I'd give today a four"), 4);
    assert.equal(rated("franchement je mettrais deux sur cinq aujourd'hui"), 2);
    assert.equal(rated('ich gebe dem Tag eine Zwei'), 2);
    assert.equal(rated('я бы поставил дню три из пяти'), 3);
    assert.equal(rated('اليوم أعطي يومي اربعه من خمسه'), 4);
    assert.equal(rated('I have two meetings today'), null);
    assert.equal(rated('send four invoices today'), null);
  });

  test('a rating said with its verb may carry a word of praise before the value and a remark after it', () => {
    const rated = (message: string) => findExplicitMood(view(message), [])?.value ?? null;
    assert.equal(rated("honestly I'd rate today a solid four"), 4);
    assert.equal(rated('heute gebe ich dem Tag glatt eine 5, lief alles rund'), 5);
    assert.equal(rated('vandaag geef ik de dag een dikke 5, alles liep op rolletjes'), 5);
    assert.equal(rated("vandaag zo'n drie uit vijf"), 3);
    // The value ends what is said of it; a number inside a sentence is no rating.
    assert.equal(rated('i would say the 3 of us should meet'), null);
    assert.equal(rated('what do i have due today'), null);
  });
  test('a degree word before or after a good feeling, or emphasis, lifts it to 5', () => {
    expectMood([
      ['sehr glücklich mit dem Release', 5],
      ['진짜 기뻐', 5],
      ['очень довольна сегодня', 5],
      ['molto contenta oggi', 5],
      ['heel blij vandaag', 5],
      ['happyyy today', 4],
      ['felizzz!!', 5],
    ]);
  });

  test('a mild low feeling keeps its level however strongly said', () => {
    expectMood([
      ['really stressed about the audit', 2],
      ['bahut tension hai aaj', 2],
      ['echt gestresst heute', 2],
    ]);
  });

  test('a negation wins over the degree word beside it', () => {
    expectMood([
      ['nicht sehr glücklich heute', 2],
      ['not very happy with how it went', 2],
      ['pas très content', 2],
      ['별로 안 기뻐', 2],
    ]);
  });

  test('the clause after "but" leads, also when it is neutral', () => {
    expectMood([
      ['nervous but so thrilled', 3],
      ['it was a horrible day, but I am okay', 3],
      ['gestern furchtbar, aber jetzt okay', 3],
      ['вчера было ужасно, а сегодня нормально', 3],
    ]);
  });

  test('a feeling of an earlier time gives way to one said of now, negated or not', () => {
    expectMood([
      ['not happy yesterday, good today', 4],
      ['gisteren was ik echt niet blij, vandaag gaat het prima', 3],
      ['昨天很累，今天还行', 3],
    ]);
  });

  test('a feeling of an earlier time still counts when nothing is said of now', () => {
    expectMood([['yesterday was awful', 1]]);
  });

  test('feeling better, in every word', () => {
    expectMood([
      ['ça va mieux', 4],
      ["mir geht's schon besser", 4],
      ['sto meglio', 4],
      ['мне уже лучше', 4],
    ]);
  });

  test('emoticons show a feeling; times, lists and links do not', () => {
    assert.equal(emojiMood(view('yay :D')), 4);
    assert.equal(emojiMood(view('ehh :(')), 2);
    assert.equal(emojiMood(view('T_T')), 2);
    assert.equal(emojiMood(view('やったー！(^^)')), 4);
    assert.equal(emojiMood(view('meeting at 10:30)')), null);
    assert.equal(emojiMood(view('1) call the bank')), null);
    assert.equal(emojiMood(view('see https://example.com')), null);
  });
});
