// Built-in assistant engine benchmark: every dev-set message, many times, in-process with
// in-memory tools. Prints p50/p95/p99 per message and messages per second.
//   npx tsx bench/assistant.bench.ts [--rounds N] [--cases FILE]
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createBuiltinEngine } from '../src/assistant/builtin/engine.ts';
import { createMemoryTools } from '../src/assistant/memory-tools.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = argv.indexOf(name);
  return i >= 0 && argv[i + 1] ? argv[i + 1]! : fallback;
};
const rounds = Number(arg('--rounds', '30'));
const casesFile = arg('--cases', resolve(root, '..', 'shared', 'eval', 'chat-dev.jsonl'));

const messages: string[] = readFileSync(casesFile, 'utf8').split('\n').filter((l) => l.trim())
  .map((l) => (JSON.parse(l) as { message: string }).message);

const engine = createBuiltinEngine();
const now = new Date('2026-11-23T09:00:00Z');
const request = (message: string) => ({ message, history: [], now, timezone: 'Europe/Berlin', fixedLanguage: null });

// Warm-up (JIT, lazily compiled regexes).
for (let i = 0; i < 3; i++) for (const m of messages) await engine.respond(request(m), createMemoryTools({ now: () => now }));

const times: number[] = [];
const started = performance.now();
for (let r = 0; r < rounds; r++) {
  for (const m of messages) {
    const tools = createMemoryTools({ now: () => now });
    const t0 = performance.now();
    await engine.respond(request(m), tools);
    times.push(performance.now() - t0);
  }
}
const total = performance.now() - started;
times.sort((a, b) => a - b);
const pct = (p: number) => times[Math.min(times.length - 1, Math.max(0, Math.ceil(p * times.length) - 1))]!;
console.log(`assistant builtin engine: ${messages.length} messages x ${rounds} rounds = ${times.length} calls`);
console.log(`p50 ${pct(0.5).toFixed(3)} ms  p95 ${pct(0.95).toFixed(3)} ms  p99 ${pct(0.99).toFixed(3)} ms  max ${times[times.length - 1]!.toFixed(3)} ms`);
console.log(`throughput ${(times.length / (total / 1000)).toFixed(0)} messages/s`);
