// A scan is skipped when its pattern needs a script the text does not hold (src/assistant/builtin/scripts.ts): what a
// pattern needs is read from its source, and must never rule out a text the pattern matches.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';

const Native = globalThis.RegExp;
const built: RegExp[] = [];
// Every pattern built while the engine loads (this file runs in a process of its own).
globalThis.RegExp = new Proxy(Native, {
  construct(target, args: [string | RegExp, string?]) {
    const re = new target(...args);
    built.push(re);
    return re;
  },
});
try {
  await import('../../src/assistant/builtin/engine.ts');
} finally {
  globalThis.RegExp = Native;
}
const { mayMatch, scriptsIn, scriptsNeeded } = await import('../../src/assistant/builtin/scripts.ts');
const { view } = await import('../../src/assistant/builtin/text.ts');

const LATIN = 1, CYRILLIC = 2, KANA = 8, HAN = 16, NOTHING = 127;

test('what a source needs: a letter its script, alternatives the union, a sequence its narrowest part', () => {
  assert.equal(scriptsNeeded('kill myself'), LATIN);
  assert.equal(scriptsNeeded('(?:die|умереть)'), LATIN | CYRILLIC);
  assert.equal(scriptsNeeded('[а-яё]+'), CYRILLIC);
  assert.equal(scriptsNeeded('\\d+\\s*時'), HAN);
  assert.equal(scriptsNeeded('消えたい'), HAN);
  assert.equal(scriptsNeeded('(?:\\p{L}+\\s+){0,2}たい'), KANA);
  assert.equal(scriptsNeeded('\\x61'), LATIN);
});

test('a source that may match without such a letter needs nothing', () => {
  for (const source of ['a?', 'x*', '(?:ab){0,2}', '\\p{L}+', '[^a-z]', '[a-z\\d]', '.', '(?=abc)', '(?<!x)', '(a?)\\1', 'a|1', '', '(?:)', 'ab|']) {
    assert.equal(scriptsNeeded(source), NOTHING, source);
  }
});

test('no pattern of the engine is ruled out of a labelled message it matches', () => {
  const dir = new URL('./corpus/', import.meta.url);
  const texts = readdirSync(dir).filter((f) => f.endsWith('.jsonl')).flatMap((f) => readFileSync(new URL(f, dir), 'utf8').split('\n'))
    .filter((line) => line.trim()).flatMap((line) => {
      const v = view((JSON.parse(line) as { message: string }).message);
      return [v.clean, v.fold];
    });
  const distinct = [...new Map(built.map((re) => [`${re.flags}/${re.source}`, re])).values()];
  const read = distinct.filter((re) => re.unicode && !re.ignoreCase && scriptsNeeded(re.source) !== NOTHING);
  // Most patterns are read: a reader that gave up would skip nothing and make this test pass for nothing.
  assert.ok(read.length > distinct.length / 2, `${read.length} of ${distinct.length} patterns read`);
  for (const text of texts) {
    const held = scriptsIn(text);
    for (const re of read) {
      if (mayMatch(re, held)) continue;
      re.lastIndex = 0;
      assert.ok(!re.test(text), `${re.source.slice(0, 80)}… matches ${JSON.stringify(text)} but is ruled out`);
    }
  }
});
