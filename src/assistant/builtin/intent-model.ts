// A second opinion on intent: a softmax classifier over hashed character n-grams and words of
// the folded message, trained on the labelled sets by scripts/train-intent-model.ts and shipped
// as data (./intent-model-weights.ts). It knows no rules, only how the labelled messages of
// each intent look in every language, so it catches phrasings the rules have not listed
// ("hey taskbot, ¿qué tal todo?" is a greeting, "did I already send the invoice?" asks about tasks).
// The rules stay first; see `secondOpinion` in ./intent.ts for when the model is asked.
import type { Intent } from '../types.ts';
import { cleanText, foldText } from './text.ts';
import { WEIGHTS } from './intent-model-weights.ts';

export const MODEL_INTENTS = ['task_create', 'task_list', 'mood', 'help', 'greeting', 'general'] as const satisfies readonly Intent[];
export type ModelIntent = (typeof MODEL_INTENTS)[number];

/** Hashed feature buckets: 2^15, a size at which collisions cost no measurable accuracy. */
export const BUCKET_BITS = 15;
const BUCKETS = 1 << BUCKET_BITS;
const CLASSES = MODEL_INTENTS.length;

/** FNV-1a over UTF-16 code units, folded into the bucket range. */
function bucket(feature: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < feature.length; i++) {
    h ^= feature.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) & (BUCKETS - 1);
}

const WORDS = /[\p{L}\p{N}]+/gu;

/**
 * The feature buckets of a message, each once: character 1- to 4-grams of the folded text with
 * digits as 0 (numbers say little about intent, their shape does), words and word pairs.
 */
export function features(message: string): number[] {
  const text = ` ${foldText(cleanText(message)).replace(/\d/g, '0').replace(/\s+/g, ' ').trim()} `;
  const seen = new Set<number>();
  for (let n = 1; n <= 4; n++) {
    for (let i = 0; i + n <= text.length; i++) seen.add(bucket(`${n}${text.slice(i, i + n)}`));
  }
  const words = text.match(WORDS) ?? [];
  for (let i = 0; i < words.length; i++) {
    seen.add(bucket(`w${words[i]}`));
    if (i > 0) seen.add(bucket(`b${words[i - 1]} ${words[i]}`));
  }
  return [...seen];
}

/** Class scores (logits) of a feature set under weights laid out class by class. */
export function logits(buckets: readonly number[], weight: (index: number) => number): number[] {
  const scale = 1 / Math.sqrt(Math.max(1, buckets.length));
  const out = new Array<number>(CLASSES).fill(0);
  for (let c = 0; c < CLASSES; c++) {
    let sum = weight(BUCKETS * CLASSES + c);
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

/** Weights: int8 per bucket and class plus int8 biases, times one scale (decoded once, on first use). */
let decoded: Int8Array | null = null;
function weightAt(index: number): number {
  if (!decoded) {
    const bytes = Buffer.from(WEIGHTS.data, 'base64');
    decoded = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length);
  }
  return decoded[index]! * WEIGHTS.scale;
}

export interface ModelOpinion {
  intent: ModelIntent;
  /** Probability of that intent, 0-1. */
  confidence: number;
}

/** The model's most likely intent for a message. */
export function predictIntent(message: string): ModelOpinion {
  const p = softmax(logits(features(message), weightAt));
  let best = 0;
  for (let c = 1; c < CLASSES; c++) if (p[c]! > p[best]!) best = c;
  return { intent: MODEL_INTENTS[best]!, confidence: p[best]! };
}
