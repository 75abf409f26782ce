// Crisis phrasings in the 13 languages, shared by the engine's test and the HTTP flag test, and
// the engine's answer every crisis message must get.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createBuiltinEngine, createMemoryTools, isCrisisMessage } from '../../src/assistant/index.ts';
import type { LanguageCode } from '../../src/assistant/types.ts';

/** Runs a crisis message through the built-in engine: the flag is raised and no draft is made (what reads like a to-do must not win). */
export async function assertCrisisAnswer(engine: ReturnType<typeof createBuiltinEngine>, message: string): Promise<{ intent: string }> {
  const result = await engine.respond({
    message, history: [], now: new Date('2026-03-10T09:00:00.000Z'), timezone: 'UTC', fixedLanguage: null,
  }, createMemoryTools());
  assert.equal(result.crisis, true, message);
  assert.deepEqual(result.taskDrafts, [], message);
  return result;
}

/** One test per language: each message raises the crisis flag and is answered as crisis, as general chat. */
export function crisisTests(name: string, byLanguage: Partial<Record<LanguageCode, string[]>>): void {
  for (const [language, messages] of Object.entries(byLanguage)) {
    test(`${language}: ${name} is crisis, never a task`, async () => {
      const engine = createBuiltinEngine();
      for (const message of messages) {
        assert.equal(isCrisisMessage(message), true, message);
        assert.equal((await assertCrisisAnswer(engine, message)).intent, 'general', message);
      }
    });
  }
}

/** One test per language: no message raises the crisis flag. */
export function lookAlikeTests(name: string, byLanguage: Partial<Record<LanguageCode, string[]>>): void {
  for (const [language, messages] of Object.entries(byLanguage)) {
    test(`${language}: ${name}`, () => {
      for (const message of messages) assert.equal(isCrisisMessage(message), false, message);
    });
  }
}

export const CRISIS_PHRASES: Record<LanguageCode, string[]> = {
  english: ['I want to end my life', 'I have been thinking about killing myself', 'I don\'t want to live anymore', 'sometimes I think about suicide'],
  hinglish: ['mujhe ab jeena nahi hai', 'main suicide karna chahta hoon', 'main khudkushi karna chahta hoon', 'main khud ko khatam karna chahta hoon', 'main apni jaan dena chahta hoon', 'mera marne ka mann karta hai', 'mujhe marna hai'],
  spanish: ['quiero quitarme la vida', 'no quiero seguir viviendo', 'estoy pensando en suicidarme', 'quiero morir'],
  french: ['je veux mettre fin à mes jours', 'je pense au suicide', 'je ne veux plus vivre', 'j\'ai envie de me tuer', 'je veux mourir'],
  german: ['ich denke an Selbstmord', 'ich will nicht mehr leben', 'ich möchte mich umbringen', 'ich habe Suizidgedanken', 'ich will mir das Leben nehmen'],
  portuguese: ['quero tirar minha própria vida', 'estou pensando em me matar', 'não quero mais viver', 'penso em suicídio'],
  italian: ['voglio togliermi la vita', 'penso al suicidio', 'non voglio più vivere', 'voglio uccidermi'],
  dutch: ['ik wil een einde aan mijn leven maken', 'ik denk aan zelfmoord', 'ik wil niet meer leven', 'ik wil dood'],
  japanese: ['死にたい', '自殺したい', 'もう生きていたくない', '消えてしまいたい'],
  korean: ['죽고 싶어요', '자살하고 싶다', '더 이상 살고 싶지 않아요', '삶을 끝내고 싶어'],
  chinese: ['我想自杀', '我不想活了', '我想结束自己的生命', '活着没有意义，想死'],
  arabic: ['أريد أن أنهي حياتي', 'أفكر في الانتحار', 'لا أريد أن أعيش بعد الآن', 'أريد أن أقتل نفسي'],
  russian: ['я хочу покончить с собой', 'я думаю о самоубийстве', 'не хочу больше жить', 'хочу умереть'],
};
