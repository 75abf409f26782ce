// Second opinions learned from the labelled sets: softmax classifiers over hashed character
// n-grams and words of the folded message, trained by scripts/train-models.ts and shipped as
// data (int8 weights in ./model-weights.ts). They know no rules, only how the labelled messages
// look in every language, so they catch phrasings the rules have not listed ("hey taskbot,
// ¿qué tal todo?" is a greeting; "累瘫了" is a low mood). The rules stay first: see
// `classify` in ./intent.ts and `moodOf` in ./engine.ts for when a model is asked.
import type { Intent } from '../types.ts';
import { cleanText, foldText } from './text.ts';
import { INTENT_WEIGHTS, MOOD_WEIGHTS } from './model-weights.ts';

/** Hashed feature buckets: 2^15, a size at which collisions cost no measurable accuracy here. */
export const BUCKET_BITS = 15;
const BUCKETS = 1 << BUCKET_BITS;

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a over UTF-16 code units, folded into the bucket range. */
function bucket(feature: string): number {
  let h = FNV_OFFSET;
  for (let i = 0; i < feature.length; i++) h = Math.imul(h ^ feature.charCodeAt(i), FNV_PRIME);
  return (h >>> 0) & (BUCKETS - 1);
}

const WORDS = /[\p{L}\p{N}]+/gu;

/**
 * Which buckets the message being read has set: a bucket is set when it holds this call's stamp,
 * so no set is built and cleared per message (the engine asks the model of most messages).
 */
const marks = new Uint32Array(BUCKETS);
let stamp = 0;

/**
 * The feature buckets of a message, each once: character 1- to 4-grams of the folded text with
 * digits as 0 (numbers say little about intent, their shape does), words and word pairs. An
 * n-gram's hash is its (n-1)-gram's hash taken one character further, so no substring is made.
 */
export function features(message: string): number[] {
  const text = ` ${foldText(cleanText(message)).replace(/\d/g, '0').replace(/\s+/g, ' ').trim()} `;
  if (++stamp === 0xffffffff) { marks.fill(0); stamp = 1; }
  const out: number[] = [];
  const add = (b: number) => {
    if (marks[b] !== stamp) { marks[b] = stamp; out.push(b); }
  };
  for (let i = 0; i < text.length; i++) {
    let h = FNV_OFFSET;
    for (let n = 0; n < 4 && i + n < text.length; n++) {
      h = Math.imul(h ^ text.charCodeAt(i + n), FNV_PRIME);
      add((h >>> 0) & (BUCKETS - 1));
    }
  }
  const words = text.match(WORDS) ?? [];
  for (let i = 0; i < words.length; i++) {
    add(bucket(`w${words[i]}`));
    if (i > 0) add(bucket(`b${words[i - 1]} ${words[i]}`));
  }
  return out;
}

/** Class scores (logits) of a feature set; weights laid out class by class, then one bias per class. */
export function logits(buckets: readonly number[], classes: number, weight: (index: number) => number): number[] {
  const scale = 1 / Math.sqrt(Math.max(1, buckets.length));
  const out = new Array<number>(classes).fill(0);
  for (let c = 0; c < classes; c++) {
    let sum = weight(BUCKETS * classes + c);
    for (const b of buckets) sum += weight(c * BUCKETS + b) * scale;
    out[c] = sum;
  }
  return out;
}

export function softmax(scores: readonly number[]): number[] {
  const max = Math.max(...scores);
  const exp = scores.map((s) => Math.exp(s - max));
  const total = exp.reduce((a, b) => a + b, 0);
  return exp.map((e) => e / total);
}

/** How a model reads its probabilities as one class: which index it names. */
export type Reading = (p: readonly number[]) => number;

/** The most probable class (the first of equals). */
export const mostProbable: Reading = (p) => {
  let best = 0;
  for (let c = 1; c < p.length; c++) if (p[c]! > p[best]!) best = c;
  return best;
};

/**
 * For ordered classes (moods 1-5): the first class at which the probability summed from the
 * lowest reaches one half. A model trained on whole ranges spreads a message labelled 1-3 over
 * three moods, and this middle of its mass falls inside the labelled range more often than its
 * single most probable mood (out-of-fold in range 82.5 % against 81.5 %).
 */
export const median: Reading = (p) => {
  let mass = 0;
  for (let c = 0; c < p.length; c++) {
    mass += p[c]!;
    if (mass >= 0.5) return c;
  }
  return p.length - 1;
};

export interface Opinion<L> {
  label: L;
  /** Probability of that label, 0-1 (for a median, of that label alone). */
  confidence: number;
}

export interface ShippedWeights {
  /** int8 weights as base64, times `scale`. */
  scale: number;
  data: string;
}

/** A trained classifier: its labels, weights (decoded once, on first use) and how its probabilities are read. */
export class NgramModel<L> {
  private decoded: Int8Array | null = null;
  constructor(readonly labels: readonly L[], private readonly weights: ShippedWeights, readonly reading: Reading = mostProbable) {}

  private weightAt = (index: number): number => {
    if (!this.decoded) {
      const bytes = Buffer.from(this.weights.data, 'base64');
      this.decoded = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length);
    }
    return (this.decoded[index] ?? 0) * this.weights.scale;
  };

  predict(message: string): Opinion<L> {
    const p = softmax(logits(features(message), this.labels.length, this.weightAt));
    const best = this.reading(p);
    return { label: this.labels[best]!, confidence: p[best]! };
  }
}

export const MODEL_INTENTS = ['task_create', 'task_list', 'mood', 'help', 'greeting', 'general'] as const satisfies readonly Intent[];
export type ModelIntent = (typeof MODEL_INTENTS)[number];
/** Mood values 1-5, learned from every mood of each labelled range and read as the median. */
export const MODEL_MOODS = [1, 2, 3, 4, 5] as const;

export const intentModel = new NgramModel<ModelIntent>(MODEL_INTENTS, INTENT_WEIGHTS);
export const moodModel = new NgramModel<number>(MODEL_MOODS, MOOD_WEIGHTS, median);
