// Crisis language in all 13 languages, several phrasings each (decisions §5): the engine
// recognises it, never turns it into a task, and answers with help; everyday figures of speech
// ("this deadline is killing me") are not crisis. The flag it raises is checked over HTTP in
// test/modules/crisis-flag.test.ts.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createBuiltinEngine, createMemoryTools, isCrisisMessage } from '../../src/assistant/index.ts';
import { LANGUAGE_CODES } from '../../src/assistant/types.ts';
import { CRISIS_PHRASES } from './crisis-phrases.ts';

const FIGURES_OF_SPEECH = [
  'this deadline is killing me', 'I could die for a coffee', 'kill the process on the server', 'ce projet me tue',
  'das bringt mich um vor Lachen', 'la reunión me mata', 'I\'m dying to see the new release',
  // Ending a piece of work is not ending it all.
  'quiero acabar con todo lo pendiente del informe hoy', 'quero acabar com tudo que tá pendente do relatório hoje',
  'je veux en finir avec ce dossier avant vendredi', 'oggi voglio farla finita con tutte le mail arretrate',
  'хочу сегодня покончить со всеми хвостами по отчёту', 'ich will heute noch alles erledigen', 'ich sterbe vor Hunger',
];

/** Indirect phrasings: no word of suicide or dying, still crisis. */
const INDIRECT = [
  'I don\'t see the point of going on anymore', 'estoy pensando en acabar con todo', 'penso em acabar com tudo',
  'quiero acabar con todo esto', 'je pense de plus en plus à en finir', 'ich sehe einfach keinen Sinn mehr weiterzumachen',
  'non vedo più il senso di andare avanti', 'ik wil er gewoon niet meer zijn', 'もう生きている意味がわからない',
  '더 이상 버틸 이유가 없는 것 같아', '我觉得活下去没什么意思了', 'ما عاد في شي يخليني أكمل في هالحياة', 'не вижу смысла дальше жить',
  'ab aur jeene ka koi matlab nahi lagta', 'I feel like such a burden to everyone around me', 'ojalá no hubiera nacido',
];

describe('crisis language in all 13 languages', () => {
  test('every language has several phrasings', () => {
    assert.deepEqual(Object.keys(CRISIS_PHRASES).sort(), [...LANGUAGE_CODES].sort());
    for (const [language, phrases] of Object.entries(CRISIS_PHRASES)) assert.ok(phrases.length >= 4, language);
  });

  for (const language of LANGUAGE_CODES) {
    test(`${language}: every phrasing is crisis, answered with help and never a task`, async () => {
      const engine = createBuiltinEngine();
      for (const message of CRISIS_PHRASES[language]) {
        assert.equal(isCrisisMessage(message), true, message);
        // With a task in the same message, it still must not become a draft.
        const tools = createMemoryTools();
        const result = await engine.respond({
          message: `${message}. ${language === 'english' ? 'Also finish the report by Friday.' : ''}`.trim(),
          history: [], now: new Date('2026-03-10T09:00:00.000Z'), timezone: 'UTC', fixedLanguage: null,
        }, tools);
        assert.equal(result.crisis, true, message);
        assert.deepEqual(result.taskDrafts, [], message);
        assert.notEqual(result.intent, 'task_create', message);
        assert.ok(result.text.length > 0, message);
      }
    });
  }

  test('indirect phrasings are crisis', () => {
    for (const message of INDIRECT) assert.equal(isCrisisMessage(message), true, message);
  });

  test('figures of speech are not crisis', () => {
    for (const message of FIGURES_OF_SPEECH) assert.equal(isCrisisMessage(message), false, message);
  });
});
