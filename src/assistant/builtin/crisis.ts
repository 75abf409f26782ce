// Crisis language (self-harm, suicide, wanting to disappear or not to live) in 13 languages.
// Statements (lexicon field `crisis`: "kill myself", "自杀") are crisis wherever they stand. A wish
// to die or disappear is composed (field `crisisWish`): a first-person wish or thought and a harm
// within a few words ("I keep wishing I could just vanish", "ik wou dat ik gewoon kon verdwijnen",
// "好想就这样消失"), so that new wordings are found without listing them. Such a wish is vetoed when
// it is negated ("no quiero morir"), about a thing ("I want the old dashboard to die") or an idiom
// in its sentence ("envie de mourir d'ennui", "want to die lol", "disappear for two weeks"); a
// veto only ever drops the wish it concerns, never a statement. Idioms such as "this deadline is
// killing me", "累死了" or "죽겠다" are feelings, not crisis. Someone else's suicide told as news ("the
// news said an actor took his own life", "自ら命を絶ったと報じられた") is not the writer's crisis either.
// Indirect wording is composed too (field `crisisRelief`): a height or a sleep with no waking and, in the
// same sentence, a thought of relief ("sur le quai du métro je me suis dit que ce serait plus simple",
// "لو نمت وما صحيت يكون أريح للكل"); neither is crisis alone ("the view from the balcony is so calming"). Not waking
// is also crisis with a shrug (`crisisRelief.shrugs`: "if I didn't wake up tomorrow it'd be fine", "se domani non mi
// svegliassi andrebbe bene così"). A farewell to the team with affairs put in order (field `crisisFarewell`: "queria me
// despedir de vocês, já deixei tudo organizado e escrevi umas cartas") is crisis, unless a job change or a holiday explains it.
// A warning sign said plainly (field `crisisSigns`: "nobody would even notice", "I gave away my things") is crisis unless its
// sentence gives the everyday act or reason it speaks of ("nobody would notice if I left early", "gave my things to charity").
import { CRISIS, CRISIS_FAREWELL, CRISIS_NEWS, CRISIS_SCENE, type CrisisCue } from './patterns.ts';
import { endsSentence, mayMatchIn, sentences, test, type TextView } from './text.ts';

const IDIOM_REACH = 160;

export function isCrisis(v: TextView): boolean {
  // A scene of relief and a goodbye are looked for in all languages at once; a language's own look follows only when one is there.
  const scene = test(CRISIS_SCENE, v.fold);
  const goodbye = test(CRISIS_FAREWELL, v.fold);
  return CRISIS.some((cue) => found(cue, v.fold) || unexplained(cue, v.fold) || (scene && relieved(cue, v.fold)) || (goodbye && farewell(cue, v.fold)));
}

/**
 * A warning sign in a sentence that gives no everyday act or reason for it ("nobody would even notice", "nobody would
 * notice if I were gone"), or names a harm beside one ("nobody would notice if I disappeared before the move"): "nobody
 * would notice if I left early today" and "I gave away my things to charity before the move" are everyday chat.
 */
function unexplained(cue: CrisisCue, text: string): boolean {
  if (!test(cue.sign, text)) return false;
  return sentences(text).some((sentence) => cue.sign.test(sentence) && (!cue.everyday.test(sentence) || cue.harm.test(sentence)));
}

/**
 * A goodbye to the people one writes to and a sign of affairs put in order in one message ("just wanted to say goodbye
 * to you all, I've written some letters"), unless a last day at work, a holiday or "see you" explains them.
 */
function farewell(cue: CrisisCue, text: string): boolean {
  return test(cue.farewell, text) && cue.farewellSign.test(text) && !cue.departure.test(text);
}

/**
 * A height or a sleep with no waking and a thought of relief in one sentence, in either order ("sur le quai
 * du métro je me suis dit que ce serait plus simple", "لو نمت وما صحيت يكون أريح للكل"), or a sleep with no waking
 * and a shrug ("if I didn't wake up tomorrow it'd be fine", "明日目が覚めなかったらそれでいい"), unless an idiom or
 * laughter stands in that sentence ("if I don't wake up for standup it wouldn't be so bad lol").
 */
function relieved(cue: CrisisCue, text: string): boolean {
  // Almost no message names such a scene (a sleep with no waking is one): one look at the whole text spares splitting every other one.
  if (!test(cue.scene, text)) return false;
  return sentences(text).some((sentence) => (cue.scene.test(sentence) && cue.relief.test(sentence)
    || cue.waking.test(sentence) && cue.shrug.test(sentence)) && !cue.idiom.test(sentence));
}

function found(cue: CrisisCue, text: string): boolean {
  const re = cue.re;
  if (!mayMatchIn(re, text)) return false;
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const first = m[1] ?? m[4];
    if (first === undefined) {
      if (!toldOfAnother(text, m.index, m.index + m[0].length)) return true;
      re.lastIndex = m.index + Math.max(1, m[0].length);
      continue;
    }
    if (!vetoed(cue, text, m)) return true;
    // Go on after the first part: a later wish in the message is judged on its own.
    re.lastIndex = m.index + first.length;
  }
  return false;
}

function vetoed(cue: CrisisCue, text: string, m: RegExpExecArray): boolean {
  const start = m.index;
  const end = start + m[0].length;
  const wishFirst = m[1] !== undefined;
  const filler = (wishFirst ? m[2] : m[5]) ?? '';
  // A negation inside the wish's own words negates it too ("I never want to", "i no longer wish").
  const wish = (wishFirst ? m[1] : m[6]) ?? '';
  if (cue.negation.test(filler) || cue.negation.test(wish)) return true;
  if (wishFirst ? cue.negatedBefore.test(text.slice(Math.max(0, start - 30), start)) : cue.negatedAfter.test(text.slice(end, end + 6))) return true;
  const subject = wishFirst ? filler : clauseBefore(text, start, cue.subjectReach);
  if (cue.thing.test(subject)) return true;
  return cue.idiom.test(idiomZone(text, start, end));
}

/** Whether text[start, end) lies inside someone else's death told in a sentence of news. */
function toldOfAnother(text: string, start: number, end: number): boolean {
  let from = start;
  while (from > 0 && !endsSentence(text, from - 1)) from--;
  let to = end;
  while (to < text.length && !endsSentence(text, to)) to++;
  const sentence = text.slice(from, to);
  if (!CRISIS_NEWS.report.test(sentence)) return false;
  return [...sentence.matchAll(CRISIS_NEWS.death)].some((d) => from + d.index <= start && from + d.index + d[0].length >= end);
}

/** Clause punctuation: a wish's subject is looked for in its clause, its idioms from its clause on. */
const CLAUSE_MARKS = [...',.;:!?，。！？、،'];

/** The text before `at` in its clause, at most `reach` characters. */
function clauseBefore(text: string, at: number, reach: number): string {
  const before = text.slice(Math.max(0, at - reach), at);
  return before.slice(Math.max(...CLAUSE_MARKS.map((c) => before.lastIndexOf(c))) + 1);
}

/**
 * From the start of the clause that holds text[start, end) to the end of its sentence, at most
 * IDIOM_REACH characters either way (a run-on message stays linear): "want to die, lol" is said with
 * a laugh, while "I don't want to die on this hill, but I keep wishing I could just vanish" is not an
 * idiom in its second clause.
 */
function idiomZone(text: string, start: number, end: number): string {
  let from = start;
  const fromLimit = Math.max(0, start - IDIOM_REACH);
  while (from > fromLimit && !CLAUSE_MARKS.includes(text[from - 1]!) && text[from - 1] !== '\n') from--;
  let to = end;
  const toLimit = Math.min(text.length, end + IDIOM_REACH);
  while (to < toLimit && !endsSentence(text, to)) to++;
  return text.slice(from, to);
}
