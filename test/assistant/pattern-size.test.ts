// V8 compiles a regular expression of more than 20 KB of source without its optimisations: the
// feelings of one mood level in all 13 languages once crossed that size and every message's scan
// for them became about forty times slower (bench:assistant p50 0.31 → 0.6 ms). Every pattern the
// built-in engine builds at load must stay under it; a lexicon field that grows past it is compiled
// in parts (patterns.ts, cuePartsOf).
import assert from 'node:assert/strict';
import { test } from 'node:test';

const V8_UNOPTIMISED_ABOVE = 20 * 1024;

test('no pattern of the built-in engine is too large for V8 to optimise', async () => {
  const sizes: number[] = [];
  const Native = globalThis.RegExp;
  // Every pattern built while the engine loads (this file runs in a process of its own).
  globalThis.RegExp = new Proxy(Native, {
    construct(target, args: [string | RegExp, string?]) {
      const re = new target(...args);
      sizes.push(re.source.length);
      return re;
    },
  });
  try {
    await import('../../src/assistant/builtin/engine.ts');
  } finally {
    globalThis.RegExp = Native;
  }
  assert.ok(sizes.length > 100, `${sizes.length} patterns seen`);
  const largest = Math.max(...sizes);
  assert.ok(largest <= V8_UNOPTIMISED_ABOVE, `a pattern of ${largest} characters`);
});
