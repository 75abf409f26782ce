// The labelled sets the engine has been tuned on besides the corpus — the dev part of the unseen
// set (test/assistant/unseen/dev) and the fresh sets of test/assistant/model-dev — scored with the
// shared scorer's metrics. Each set was written before the engine answered it and then tuned on,
// so these figures say nothing of unseen messages (held-out.test.ts does); they are here so that a
// change made for one set cannot quietly undo what was built for another: before this test, 91 of
// these messages were decided wrongly and nothing failed (among them polite requests to see one's
// tasks in four languages, read as to-dos). Floors sit a little under today's figures; raise them
// as the engine improves. The check sets of test/assistant/model-check were never tuned on (nor
// trained on) and are not read here.
import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { loadCorpus, percent, scoreCorpus, type Metric } from './corpus-score.ts';

const here = dirname(fileURLToPath(import.meta.url));
// Stop 43 (5,894 messages, no set added): intent 99.3, language 99.6, tasks 99.1, titles 98.5, due
// 99.0, priority 98.7, mood 99.5, the crisis flag on all 286 crisis messages and on none of the
// other 5,608. Stop 45 added 78 "remind me what…" asks and their "remind me to…" twins (model-dev/*-reminders, written for
// the intent model): 5,972 messages, intent 99.3, tasks 99.2, titles 98.6, due 99.0, priority 98.7, mood 99.6.
const FLOORS: Record<Metric, number> = {
  intent: 99.2, language: 99.5, tasks: 98.9, titles: 98.4, due: 98.9, priority: 98.6, mood: 99.4, crisis: 100, crisisDetected: 99.6, noFalseCrisis: 100,
};

describe('labelled sets the engine was tuned on', () => {
  test('no metric falls below its floor', async () => {
    const cases = [...loadCorpus(join(here, 'unseen', 'dev')), ...loadCorpus(join(here, 'model-dev'))];
    assert.ok(cases.length >= 5000, `${cases.length} cases`);
    const result = await scoreCorpus(cases);
    const failures = (Object.entries(FLOORS) as Array<[Metric, number]>)
      .map(([metric, floor]) => [metric, percent(result.all[metric]), floor] as const)
      .filter(([, p, floor]) => p < floor)
      .map(([metric, p, floor]) => `${metric} ${p.toFixed(2)}% < ${floor}%`);
    const detail = result.misses.slice(0, 30).map((x) => `  ${x.id} ${JSON.stringify(x.message).slice(0, 80)}: ${x.misses.join('; ')}`);
    assert.deepEqual(failures, [], `${failures.join('\n')}\nfirst misses:\n${detail.join('\n')}`);
  });
});
