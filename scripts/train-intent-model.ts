// Trains the intent model of the built-in engine (src/assistant/builtin/intent-model.ts) on the
// labelled sets the engine may be tuned on — the corpus (test/assistant/corpus), the dev part
// of the unseen set (test/assistant/unseen/dev) and the shared dev set — never on the held-out
// part. Prints 5-fold cross-validated accuracy, then writes the weights as data:
//   npx tsx scripts/train-intent-model.ts [--folds 5] [--epochs 40] [--dry-run]
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUCKET_BITS, MODEL_INTENTS, features, logits, softmax, type ModelIntent } from '../src/assistant/builtin/intent-model.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = argv.indexOf(name);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const FOLDS = option('--folds', 5);
const EPOCHS = option('--epochs', 40);
const RATE = 0.5;
const L2 = 1e-5;
const BUCKETS = 1 << BUCKET_BITS;
const CLASSES = MODEL_INTENTS.length;

interface Example { id: string; message: string; intent: ModelIntent; buckets: number[] }

function readJsonl(file: string): Array<{ id: string; message: string; intent: ModelIntent }> {
  return readFileSync(file, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as { id: string; message: string; intent: ModelIntent });
}
function folder(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.jsonl')).sort().map((f) => join(dir, f)) : [];
}
function sharedDev(): string[] {
  for (let dir = dirname(root); dirname(dir) !== dir; dir = dirname(dir)) {
    const file = resolve(dir, 'shared', 'eval', 'chat-dev.jsonl');
    if (existsSync(file)) return [file];
  }
  return [];
}

const files = [...folder(join(root, 'test/assistant/corpus')), ...folder(join(root, 'test/assistant/unseen/dev')), ...sharedDev()];
const examples: Example[] = files.flatMap(readJsonl).map((c) => ({ ...c, buckets: features(c.message) }));

/** Softmax regression by AdaGrad; weights laid out as intent-model.ts reads them. */
function train(set: readonly Example[]): Float64Array {
  const w = new Float64Array(BUCKETS * CLASSES + CLASSES);
  const g2 = new Float64Array(w.length).fill(1e-8);
  const order = set.map((_, i) => i);
  let seed = 7;
  const random = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const k of order) {
      const ex = set[k]!;
      const p = softmax(logits(ex.buckets, (i) => w[i]!));
      const scale = 1 / Math.sqrt(Math.max(1, ex.buckets.length));
      for (let c = 0; c < CLASSES; c++) {
        const err = p[c]! - (MODEL_INTENTS[c] === ex.intent ? 1 : 0);
        const bias = BUCKETS * CLASSES + c;
        g2[bias]! += err * err;
        w[bias]! -= (RATE * err) / Math.sqrt(g2[bias]!);
        for (const b of ex.buckets) {
          const i = c * BUCKETS + b;
          const grad = err * scale + L2 * w[i]!;
          g2[i]! += grad * grad;
          w[i]! -= (RATE * grad) / Math.sqrt(g2[i]!);
        }
      }
    }
  }
  return w;
}

function accuracy(w: Float64Array, set: readonly Example[]): number {
  let hit = 0;
  for (const ex of set) {
    const p = softmax(logits(ex.buckets, (i) => w[i]!));
    if (MODEL_INTENTS[p.indexOf(Math.max(...p))] === ex.intent) hit++;
  }
  return (100 * hit) / set.length;
}

// The unseen set says the same shapes in 13 languages: its translations share a fold, so that
// cross-validation does not test a message on its own translation.
const foldOf = (ex: Example, i: number) => {
  const position = /^f-[a-z]{2}-(\d+)$/.exec(ex.id);
  return (position ? Number(position[1]) : i) % FOLDS;
};
const folds = Array.from({ length: FOLDS }, (_, f) => examples.filter((ex, i) => foldOf(ex, i) === f));
const outOfFold: Array<{ id: string; intent: string; p: number[] }> = [];
const scores = folds.map((test, f) => {
  const w = train(examples.filter((ex, i) => foldOf(ex, i) !== f));
  for (const ex of test) outOfFold.push({ id: ex.id, intent: ex.intent, p: softmax(logits(ex.buckets, (i) => w[i]!)) });
  return accuracy(w, test);
});
const oofFile = argv[argv.indexOf('--out-of-fold') + 1];
if (argv.includes('--out-of-fold') && oofFile) writeFileSync(oofFile, JSON.stringify(outOfFold));
console.log(`${examples.length} examples from ${files.length} files; ${FOLDS}-fold accuracy ${(scores.reduce((a, b) => a + b, 0) / FOLDS).toFixed(1)}% (${scores.map((s) => s.toFixed(1)).join(', ')})`);

if (!argv.includes('--dry-run')) {
  const w = train(examples);
  console.log(`training accuracy ${accuracy(w, examples).toFixed(1)}%`);
  // int8 with one scale: the largest weight maps to 127.
  const max = w.reduce((m, x) => Math.max(m, Math.abs(x)), 0);
  const scale = max / 127;
  const bytes = Buffer.from(Int8Array.from(w, (x) => Math.round(x / scale)).buffer);
  const out = join(root, 'src/assistant/builtin/intent-model-weights.ts');
  writeFileSync(out, `// Generated by scripts/train-intent-model.ts from ${examples.length} labelled messages; do not edit.\n`
    + `// int8 weights (bucket by class, then biases) as base64, times \`scale\`.\n`
    + `export const WEIGHTS = { scale: ${scale}, data: '${bytes.toString('base64')}' } as const;\n`);
  console.log(`wrote ${out} (${(bytes.length / 1024).toFixed(0)} KiB of weights)`);
}
