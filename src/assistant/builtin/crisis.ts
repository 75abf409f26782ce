// Crisis language (self-harm, suicide, wanting to disappear or not to live) in 13 languages
// (lexicon field `crisis`). Idioms such as "this deadline is killing me", "I'm dead lol", "累死了"
// or "죽겠다" are feelings, not crisis.
import { CRISIS } from './patterns.ts';
import { test, type TextView } from './text.ts';

export function isCrisis(v: TextView): boolean {
  return CRISIS.some((re) => test(re, v.fold));
}
