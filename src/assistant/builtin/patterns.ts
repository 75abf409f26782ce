// Every pattern of the built-in engine, built once at load from the lexicons of all 13
// languages (../languages/<code>/lexicon.ts). A message that mixes languages still finds each cue, whatever
// language it is detected as. Phrases of languages with word boundaries (Latin, Cyrillic) are
// matched as whole words; those of Japanese, Korean, Chinese and Arabic inside words.
import { LANGUAGE_CODES, type LanguageCode } from '../types.ts';
import { LEXICONS } from '../languages/index.ts';
import type { Lexicon, Phrases, VerbLookup } from '../languages/lexicon-types.ts';
import { WB, WE, alt, foldPattern, foldText, phraseSource, test, type TextView } from './text.ts';

const ALL: ReadonlyArray<Lexicon & { code: LanguageCode }> = LANGUAGE_CODES.map((code) => ({ ...LEXICONS[code], code }));
export const SPACED = ALL.filter((l) => l.boundaries === 'words');
const UNSPACED = ALL.filter((l) => l.boundaries === 'none');

type Pick = (lex: Lexicon) => Phrases;

const unique = (list: Iterable<string>): string[] => [...new Set(list)];
/** The phrases of the languages with word boundaries, and of the others. */
const wordsOf = (pick: Pick): string[] => unique(SPACED.flatMap(pick));
const bareOf = (pick: Pick): string[] => unique(UNSPACED.flatMap(pick));
const everyOf = (pick: Pick): string[] => unique(ALL.flatMap(pick));

/** Lexicon phrases as one folded alternation, longest first. */
export const fp = (list: readonly string[]): string => alt(list.map((p) => foldPattern(phraseSource(p))));

/** An entry ending in an apostrophe is an elision ("d'", "l'"): it runs into the next word. */
const isElision = (entry: string): boolean => entry.endsWith("'");

/** Whole words: an alternation followed by a word end (elisions: by a letter). */
function wholeWords(list: readonly string[]): string {
  const words = list.filter((e) => !isElision(e));
  const elisions = list.filter(isElision);
  const parts: string[] = [];
  if (words.length) parts.push(`${fp(words)}${WE}`);
  if (elisions.length) parts.push(`${fp(elisions)}(?=\\p{L})`);
  return parts.length === 1 ? parts[0]! : `(?:${parts.join('|')})`;
}

/** Word-bounded alternation (Latin, Cyrillic) OR'ed with boundary-free phrases (CJK, Korean, Arabic). */
export function cue(words: readonly string[], bare: readonly string[] = [], flags = 'u'): RegExp {
  const parts: string[] = [];
  if (words.length) parts.push(`${WB}${wholeWords(words)}`);
  if (bare.length) parts.push(fp(bare));
  return new RegExp(parts.join('|'), flags);
}

/** The cue of one lexicon field over the given languages, each phrase matched as its language's boundaries say. */
const cueIn = (langs: readonly Lexicon[], pick: Pick, flags = 'u'): RegExp =>
  cue(unique(langs.filter((l) => l.boundaries === 'words').flatMap(pick)), unique(langs.filter((l) => l.boundaries === 'none').flatMap(pick)), flags);
/** The cue of one lexicon field over all languages. */
const cueOf = (pick: Pick, flags = 'u'): RegExp => cueIn(ALL, pick, flags);

// V8 leaves a pattern of more than 20 KB of source unoptimised: the feelings of one level in all 13 languages
// crossed it and their scan became forty times slower. Such a field is compiled in parts, by language.
const OPTIMISED_SOURCE = 16_000;
/** The cue of one lexicon field over all languages, in parts that V8 still optimises. */
function cuePartsOf(pick: Pick, flags = 'u'): RegExp[] {
  const parts: RegExp[] = [];
  let group: Lexicon[] = [];
  for (const l of ALL) {
    if (group.length && cueIn([...group, l], pick, flags).source.length > OPTIMISED_SOURCE) {
      parts.push(cueIn(group, pick, flags));
      group = [];
    }
    group.push(l);
  }
  parts.push(cueIn(group, pick, flags));
  return parts;
}

/** Anchored at the start (after optional spaces/punctuation). */
export function leading(words: readonly string[], bare: readonly string[] = []): RegExp {
  const parts: string[] = [];
  if (words.length) parts.push(wholeWords(words));
  if (bare.length) parts.push(fp(bare));
  return new RegExp(`^[\\s,.;:!?¡¿\\-–—*•"']*(?:${parts.join('|')})[\\s,.;:!?\\-–—]*`, 'u');
}

/** Stems and phrases found anywhere (no boundaries), in every language. */
const stemsOf = (pick: Pick, flags = 'u'): RegExp => new RegExp(fp(everyOf(pick)), flags);

// ------------------------------------------------------------------ conversation

export const GREETING = cueOf((l) => l.conversation.greetings);
const notOpening = new Set(everyOf((l) => l.conversation.greetingsNotOpening));
export const GREETING_LEAD = leading(
  wordsOf((l) => l.conversation.greetings).filter((w) => !notOpening.has(w)), bareOf((l) => l.conversation.greetings),
);
/** Words that may follow a greeting without making it a request. */
export const GREETING_FILLER = cueOf((l) => l.conversation.greetingAddressees, 'gu');
export const THANKS = cueOf((l) => l.conversation.thanks);
export const THANKS_G = new RegExp(THANKS.source, 'gu');
export const THANKED = cueOf((l) => l.conversation.thankedAddressees, 'gu');
/** Thanks closing a message ("…吗，谢谢", "…もらえる？ありがとう", "…? gracias"): what comes before it may still ask or request. */
export const THANKS_TAIL = new RegExp(`[\\s,，、。.!！~〜]*(?:${THANKS.source})(?:\\s*(?:${THANKED.source}))*[\\s.!！。~〜]*$`, 'u');
export const QUESTION_WORD_LEAD = leading(wordsOf((l) => l.conversation.questionOpeners), bareOf((l) => l.conversation.questionOpeners));
/** A question mark or a question ending closing the message, emoji after it or not ("…吗😅", "…没做😅"). */
export const QUESTION_TAIL = new RegExp(
  `[?？؟]\\s*[\\p{Emoji_Presentation}\\p{Extended_Pictographic}\\s]*$|${fp(everyOf((l) => l.conversation.questionEndings))}\\s*[?？!。]?[\\s\\p{Emoji_Presentation}\\p{Extended_Pictographic}]*$`, 'u',
);
/** Words that make the day said right after them recur ("every monday", "jeden Montag", "毎週月曜", "كل اثنين"), at the end of the text before it. */
export const RECURRENCE_BEFORE = new RegExp(`(?:${cueOf((l) => l.conversation.recurrence).source})\\s*$`, 'u');
export const HELP = cueOf((l) => l.conversation.help);
/** "how do I…" style questions that are help even with task words in them. */
export const HOW_TO = cueOf((l) => l.conversation.howTo);
/** Leave-takings ("see you tomorrow", "bis morgen") closing a message, whoever they are said to ("bonne soirée à tous"): "bis morgen den Bericht schicken" is a deadline. */
export const FAREWELL = new RegExp(
  `(?:${cueOf((l) => l.conversation.farewells).source})(?=(?:[\\s\\p{P}\\p{S}\\p{Extended_Pictographic}]|${cueOf((l) => l.conversation.greetingAddressees).source})*$)`, 'gu',
);
/** "heading out", "ich mach Feierabend": saying one leaves. */
export const LEAVING = cueOf((l) => l.conversation.leaving, 'gu');
/** "yesterday", "last weekend": a message that tells what happened. */
export const PAST = cueOf((l) => l.conversation.past);
/** "fyi", "ter info": a message that passes on news. */
export const NOTICE = cueOf((l) => [...l.conversation.notices, ...l.conversation.hearsay]);
/** "apparently", "dicen que", "听说": news heard from others. */
export const HEARSAY = cueOf((l) => l.conversation.hearsay);
/** "does anyone know", "weet iemand": a question to the people around. */
export const ASKING_AROUND = cueOf((l) => l.conversation.askingAround);
/** "this bot", "esta app": the assistant named. */
export const ASSISTANT_NAME = cueOf((l) => l.conversation.assistantNames);
/** "app", "bot": the app named bare. */
export const APP_WORD = cueOf((l) => l.conversation.appWords);
/** "reminders", "priority", "mood": what the assistant offers. */
export const FEATURE = cueOf((l) => l.conversation.features);
/** "can I", "se puede", "kann man": asking whether something can be done. */
export const CAPABILITY = cueOf((l) => l.conversation.capability);
export const TASK_FEATURE = cueOf((l) => l.conversation.taskFeatures);
export const THINGS_IN_GENERAL = cueOf((l) => l.conversation.thingsInGeneral, 'gu');
export const PRIVACY = cueOf((l) => l.conversation.privacy);
export const TASK_STATUS = cueOf((l) => l.conversation.taskStatus);
/** Laughing emoji, the same in every language. */
const LAUGH_EMOJI = '[😂🤣😆😹]';
/** "haha", "lol", "ㅋㅋ", "哈哈", 😂: a message that reacts to something. */
export const LAUGHTER = new RegExp(`${cueOf((l) => l.conversation.laughter).source}|${LAUGH_EMOJI}`, 'u');
/** Laughter opening a message ("haha nice, …", "ㅋㅋㅋ 대박"): it reacts to something said or shown before. */
export const LAUGHTER_LEAD = leading(wordsOf((l) => l.conversation.laughter), bareOf((l) => l.conversation.laughter));
/** "congrats", "happy holidays", "良いお年を": a good wish said to others. */
export const GOOD_WISH = cueOf((l) => l.conversation.goodWishes, 'gu');
/** "the beach", "sleep in", "温泉": rest and time off. */
export const LEISURE = cueOf((l) => l.conversation.leisure, 'gu');
/** "I wish", "I'd love to", "ich würde am liebsten", "хочу", "نفسي", or a wish written after what is wished ("消えたい"): a first-person wish (lexicon `crisisWish`). */
export const WISH = cueOf((l) => [...l.crisisWish.wish, ...l.crisisWish.wishAfter]);
/** "i think", "secondo me", "我觉得": an opinion of something. */
export const OPINION = cueOf((l) => l.conversation.opinions);
/** "how was your weekend", "are you a bot", "你叫什么名字": small talk asked of the people around or of the assistant. */
export const SMALL_TALK = cueOf((l) => l.conversation.smallTalk, 'gu');
/**
 * "Dr", "Hr", "bzw" as a whole word ending where a period follows: the source of a lookbehind, so that no sentence ends there;
 * not the last letter of a dotted abbreviation ("9 a.m. Book the room" is two sentences).
 */
export const ABBREVIATION = new RegExp(`(?<![\\p{L}\\p{N}.])${fp(wordsOf((l) => l.titles.abbreviations))}`, 'u');
/** "meeting", "deploy", "会議": a work event or a system that runs. */
export const EVENT = cueOf((l) => l.conversation.events);
/** "was", "lief", "かった", "었어": a past verb form. */
export const PAST_VERB = cueOf((l) => l.conversation.pastVerbs);
/** "を", "를", "把": an object particle. */
export const OBJECT_MARKER = cueOf((l) => l.conversation.objectMarkers);
/** "what a day", "qué frío", "wat een": an exclamation opening a message. */
export const EXCLAMATION_LEAD = leading(wordsOf((l) => l.conversation.exclamations), bareOf((l) => l.conversation.exclamations));
/** A short follow-up to the previous turn ("and also call Sam"). */
export const FOLLOW_UP = new RegExp(`^\\s*${wholeWords(everyOf((l) => l.conversation.followUps))}`, 'u');

// ------------------------------------------------------------------ tasks: listing, stats, creation

export const TASK_NOUN = cueOf((l) => l.tasks.nouns);
export const LIST_IMPERATIVE = leading(wordsOf((l) => l.tasks.show), bareOf((l) => l.tasks.show));
export const LIST_TAIL = new RegExp(`${fp(everyOf((l) => l.tasks.showEndings))}\\s*[.!?？]*\\s*$`, 'u');
export const STATS = cueOf((l) => l.tasks.stats);
/** Counting words that make a "how many … finish/close" question a statistics request. */
export const STATS_COUNT = cueOf((l) => l.tasks.counting);
export const DONE_VERB_ANY = cueOf((l) => l.tasks.done);
export const STRONG_CREATE = cueOf((l) => l.tasks.create);
export const STRONG_CREATE_G = new RegExp(STRONG_CREATE.source, 'gu');

/** Need/have-to style cues (weak task cues; also stripped from titles). */
export const MODAL_WORDS = wordsOf((l) => l.tasks.obligations);
export const MODAL_BARE = bareOf((l) => l.tasks.obligations);
export const MODAL = cue(MODAL_WORDS, MODAL_BARE);
export const MODAL_G = new RegExp(MODAL.source, 'gu');
/** Someone else as a clause opens: a person named by relation ("my sister", "mein Sohn"), or also he, she, they. */
export const RELATIVE_LEAD = leading(wordsOf((l) => l.tasks.relatives), bareOf((l) => l.tasks.relatives));
export const OTHER_PERSON_LEAD = leading(wordsOf((l) => [...l.tasks.relatives, ...l.tasks.thirdPersons]), bareOf((l) => [...l.tasks.relatives, ...l.tasks.thirdPersons]));
export const RELATIVE = cueOf((l) => l.tasks.relatives);
/** The writer as a doer ("I", "ich", "我"). */
// In the message's own language only: French "on" (we) is the English preposition.
const SELF_SUBJECTS = new Map<LanguageCode, RegExp>(ALL.map((l) => [l.code, cueIn([l], (x) => x.tasks.selfSubjects)]));
export const selfSubject = (language: LanguageCode): RegExp => SELF_SUBJECTS.get(language)!;

// A capitalised word no lexicon knows, after the first word or opening the message ("Julien", "Davide", "Олег"):
// a name. Chinese "小王", "老张", and names with an honorific ("田中さん", "민수 씨") are names too.
const CAPITALISED = /(?<![\p{L}\p{N}'’-])\p{Lu}[\p{Ll}]{1,}(?![\p{L}'’])/gu;
const CJK_NAME = /(?:^|[^\p{Script=Han}])[小老][\p{Script=Han}](?=[把的是还已都也有说])|\p{L}(?:さん|くん|君|ちゃん|氏)|\p{L}\s?(?:씨|님)(?![\p{L}])/u;
/**
 * Whether a message names another person by name, and not the writer as its subject ("did Tom finish the slides?", "hat Anna die Präsentation schon fertig?", "小王把报告写完了吗？").
 */
/** A common given name of a script without capitals (lexicon `tasks.givenNames`), as a whole word. */
const GIVEN_NAME = new RegExp(`(?<![\\p{L}])(?:${fp(everyOf((l) => l.tasks.givenNames))})(?![\\p{L}])`, 'u');
const GIVEN_NAME_LEAD = new RegExp(`^\\s*${GIVEN_NAME.source}`, 'u');
/** Whether a clause opens with a person's name ("Лена сама берёт…", "Anna has to…", "小王要…", "田中さんが…"). */
export function opensWithName(clause: TextView): boolean {
  const lead = clause.clean.trimStart();
  // The fold has the clean text's length, character for character: the same cut trims it.
  const leadFold = clause.fold.slice(clause.clean.length - lead.length);
  if (GIVEN_NAME_LEAD.test(leadFold)) return true;
  const first = /^\p{Lu}[\p{Ll}]+(?![\p{L}'’])/u.exec(lead);
  if (first) return !LEXICON_WORDS.has(leadFold.slice(0, first[0].length));
  const name = CJK_NAME.exec(lead);
  return name !== null && name.index <= 1 && lead.slice(0, name.index + name[0].length).length <= 6;
}

export function namesSomeoneElse(clean: string, fold: string, language: LanguageCode): boolean {
  if (test(selfSubject(language), fold)) return false;
  const named = [...clean.matchAll(CAPITALISED)].some((m) => !LEXICON_WORDS.has(fold.slice(m.index, m.index + m[0].length)));
  return named || CJK_NAME.test(clean) || GIVEN_NAME.test(fold);
}

const OBLIGATION_FORMS = new Map<LanguageCode, RegExp>(
  ALL.filter((l) => l.tasks.obligationForms !== null).map((l) => [l.code, new RegExp(l.tasks.obligationForms!, 'u')]),
);
const OBLIGATION_FORMS_G = new Map<LanguageCode, RegExp>([...OBLIGATION_FORMS].map(([code, re]) => [code, new RegExp(re.source, 'gu')]));
/** Verb forms that state a to-do in the message's own language ("bhejna hai"). */
export function hasObligationForm(fold: string, language: LanguageCode): boolean {
  return OBLIGATION_FORMS.get(language)?.test(fold) ?? false;
}
/** Where those forms are, as a global pattern (null: the language has none). */
export function obligationForms(language: LanguageCode): RegExp | null {
  return OBLIGATION_FORMS_G.get(language) ?? null;
}

/** Verbless to-do notes ("de offerte naar de klant"): with a date they are a task. */
export const NOTE = cueOf((l) => l.tasks.notes);
/** Deadline wording: a date with one of these is a task cue even without "need to". */
export const DEADLINE = cueOf((l) => l.dates.deadlineWords);
export const DEADLINE_G = cueOf((l) => l.dates.deadlineWords, 'gu');
export const LIST_HEADER = cueOf((l) => l.tasks.listHeaders);
export const LIST_HEADER_G = new RegExp(LIST_HEADER.source, 'gu');

/** "add X to my list" / "ajoute X à ma liste" / "X list mein daal do": a to-do wrapped in a list request. */
const add = (pick: (a: Lexicon['tasks']['addToList']) => Phrases): string => fp(everyOf((l) => pick(l.tasks.addToList)));
const ADD_ENDING = alt(ALL.map((l) => l.tasks.addToList.ending).filter((e): e is string => e !== null));
export const ADD_LEAD = new RegExp(`^[\\s"'¡¿]*(?:${add((a) => a.askers)}\\s+)?(?:${add((a) => a.verbs)})${WE}\\s*`, 'u');
export const ADD_TAIL = new RegExp(`\\s+(?:${add((a) => a.prepositions)})\\s+(?:${add((a) => a.owners)}\\s+)?(?:${add((a) => a.kinds)}\\s+)?(?:${add((a) => a.lists)})`
  + `(?:\\s+(?:${add((a) => a.closers)}))?[\\s.!?]*$|\\s+${ADD_ENDING}[\\s.!?]*$`, 'u');
export const LIST_ADD_ENDING = new RegExp(`(?:^|\\s)${ADD_ENDING}(?:\\s*[:：]|[\\s.!?]*$)`, 'u');

/** A create cue right after a negation ("no new task", "don't add") or in a question about a past request. */
export const NEG_BEFORE = new RegExp(`(?:^|[^\\p{L}])${fp(everyOf((l) => l.tasks.negations))}\\s+(?:\\p{L}+\\s+)?$`, 'u');
export const ASKED_BEFORE = new RegExp(`(?:^|[^\\p{L}])${fp(everyOf((l) => l.tasks.askedBefore))}$`, 'u');
export const NEG_AFTER = new RegExp(`^\\s*(?:\\p{L}+\\s+)?${fp(everyOf((l) => l.tasks.negationsAfter))}(?:[^\\p{L}]|$)`, 'u');

export const POLITE_REQUEST = new RegExp(`^${fp(everyOf((l) => l.tasks.politeRequests))}\\s+`, 'u');
export const POLITE_REQUEST_END = new RegExp(`${fp(everyOf((l) => l.tasks.politeRequestEndings))}[\\s?？。]*$`, 'u');
/** Changes to a task that chat does not make, and the words naming a task. */
export const TASK_ACTIONS = {
  cancel: cueOf((l) => l.tasks.actions.cancel),
  delete: cueOf((l) => l.tasks.actions.delete),
  move: cueOf((l) => l.tasks.actions.move),
} as const;
export const TASK_OBJECT = cueOf((l) => l.tasks.actions.objects);
/** "anything/something" in a dated question ("anything due Friday?", "tem alguma coisa na sexta?"). */
export const SOMETHING = cueOf((l) => l.tasks.something);
export const WHAT_NEXT = new RegExp(`^[\\s¿¡"']*${fp(everyOf((l) => l.tasks.whatNext))}`, 'u');
export const OVERDUE_WORD = stemsOf((l) => l.tasks.overdueWords);
export const URGENT_WORD = stemsOf((l) => l.tasks.urgentWords);

// ------------------------------------------------------------------ periods

export const TODAY_WORD = stemsOf((l) => l.periods.today);
export const WEEK_WORD = stemsOf((l) => l.periods.week);
export const MONTH_WORD = stemsOf((l) => l.periods.month);
export const YEAR_WORD = stemsOf((l) => l.periods.year);
export const LAST_MONTH = stemsOf((l) => l.periods.lastMonth);
export const MONTH_NAME = stemsOf((l) => l.periods.monthNames);

// ------------------------------------------------------------------ titles

/** Words stripped from the start of an item, repeatedly. */
const keptObligations = new Set(everyOf((l) => l.tasks.obligationsKeptInTitles));
export const LEAD_FILLER = leading(
  // Laughter opening an item ("lol ok, …", "ㅋㅋ …") is filler too.
  // So is a word turning from a story to the to-do ("anyway, …", "差点忘了，…").
  // An approximate date's "roughly" / "где-то" is left there once the date is cut.
  [...MODAL_WORDS, ...wordsOf((l) => [...l.titles.leadFillers, ...l.titles.storyTurns, ...l.conversation.laughter, ...l.dates.approximately])],
  [...MODAL_BARE.filter((m) => !keptObligations.has(m)), ...bareOf((l) => [...l.titles.leadFillers, ...l.titles.storyTurns, ...l.conversation.laughter, ...l.dates.approximately])],
);
/** Words stripped from the end of an item. */
const trailing = (l: Lexicon): Phrases => [...l.titles.trailFillers, ...l.dates.approximately];
export const TRAIL_FILLER = new RegExp(
  `(?:[\\s,;:!?.~\\-–—]*(?:${WB}${wholeWords(wordsOf(trailing))}|${fp(bareOf(trailing))}))+[\\s,;:!?.~\\-–—]*$`, 'u',
);
/** Mood/filler words allowed in a clause that holds no task ("so tired lol", "진짜 지친다"). */
export const SOFT_WORDS = cueOf((l) => [...l.titles.softWords, ...l.conversation.laughter], 'gu');
export const BUT_WORDS = cueOf((l) => l.titles.butWords, 'gu');
/** A word turning from a story to the to-do ("anyway", "khair", "그러다 생각난 건데"). */
export const STORY_TURN_G = cueOf((l) => l.titles.storyTurns, 'gu');
export const STORY_TURN_LEAD = leading(wordsOf((l) => l.titles.storyTurns), bareOf((l) => l.titles.storyTurns));
export const HEADER_REST_WORDS = cueOf((l) => l.titles.headerFillers, 'gu');
export const SUBJECT_START = new RegExp(`^${fp(everyOf((l) => l.titles.subjectStarts))}\\s`, 'u');
export const POINTER_WORDS = cueOf((l) => l.titles.pointerWords, 'gu');
export const BY_THEN = cueOf((l) => l.dates.byThen, 'gu');
/** A sentence opening whose subject is a pronoun for the to-do said before it ("it's due", "das muss"). */
export const POINTER_SUBJECT = leading(wordsOf((l) => l.dates.pointerSubjects), bareOf((l) => l.dates.pointerSubjects));
/** Requests that only date the to-do said before them ("add it for Thursday"). */
export const POINT_BACK = cueOf((l) => l.dates.pointBack, 'gu');
/** "Both by Monday", "all today": a date after the list applies to every item. */
export const ALL_ITEMS = cueOf((l) => l.titles.allItems);
export const REPORTED_SPEECH = cueOf((l) => l.titles.reportedSpeech);
export const ALL_ITEMS_G = cueOf((l) => l.titles.allItems, 'gu');
export const QUOTE_REST_WORDS = cueOf((l) => l.titles.quoteWrapperWords, 'gu');

const CONJUNCTIONS = new Map<LanguageCode, RegExp>(
  ALL.filter((l) => l.titles.conjunctions !== null).map((l) => [l.code, new RegExp(l.titles.conjunctions!, 'gu')]),
);
const ITEM_CONJUNCTIONS = new Map<LanguageCode, RegExp>(
  ALL.filter((l) => l.titles.itemConjunctions !== null).map((l) => [l.code, new RegExp(l.titles.itemConjunctions!, 'gu')]),
);
/** Conjunctions that may join two to-dos in this language (between known items: `items`), or null. */
export function conjunctions(language: LanguageCode, items = false): RegExp | null {
  return (items ? ITEM_CONJUNCTIONS.get(language) : undefined) ?? CONJUNCTIONS.get(language) ?? null;
}

const CONSEQUENCES = new Map<LanguageCode, RegExp>(
  ALL.filter((l) => l.titles.consequences.length).map((l) => [l.code, cueIn([l], (x) => x.titles.consequences)]),
);
/**
 * Where a clause opens that says why the to-do is needed or what happens otherwise ("…, otherwise we pay
 * another month", "… warna penalty lagegi"), in the message's own language; -1 when none.
 */
export function consequenceAt(language: LanguageCode, fold: string): number {
  const m = CONSEQUENCES.get(language)?.exec(fold);
  return m ? m.index + (m[0].length - m[0].trimStart().length) : -1;
}

const REASONS = new Map<LanguageCode, RegExp>(ALL.filter((l) => l.titles.reasons.length).map((l) => [l.code, cueIn([l], (x) => x.titles.reasons)]));
const CONSEQUENCE_CLOSING = new Map<LanguageCode, RegExp>([...CONSEQUENCES].map(([code, re]) => [code, new RegExp(`(?:${re.source})[\\s\\p{P}\\p{S}\\p{Extended_Pictographic}]*$`, 'u')]));
const POINTERS_BY_LANGUAGE = new Map<LanguageCode, RegExp>(ALL.filter((l) => l.titles.pointerWords.length).map((l) => [l.code, new RegExp(`^(?:${cueIn([l], (x) => x.titles.pointerWords).source})$`, 'u')]));
/** Whether a word is a pointer word of the message's own language ("le" points in French, is a verb in Hinglish "le jaana"). */
export function isPointerWord(language: LanguageCode, word: string): boolean {
  return POINTERS_BY_LANGUAGE.get(language)?.test(word) ?? false;
}

/**
 * Whether a clause tells why a to-do is needed in the message's own language: a reason ("caduca hoy", "niemand
 * kan inloggen", "使うから"), or a consequence word closing it ("the site goes down otherwise").
 */
export function tellsWhy(language: LanguageCode, fold: string): boolean {
  return (REASONS.get(language)?.test(fold) ?? false) || (CONSEQUENCE_CLOSING.get(language)?.test(fold) ?? false);
}

const VERBS = new Map<string, ReadonlySet<string>>(ALL.map((l) => [l.code, new Set(l.titles.verbs)]));
const NOT_VERBS = new Map<string, ReadonlySet<string>>(ALL.map((l) => [l.code, new Set(l.titles.notVerbs)]));
export const VERB_LOOKUP: VerbLookup = {
  isVerb: (word, languages) => languages.some((code) => VERBS.get(code)!.has(word)),
  isNotVerb: (word, languages) => languages.some((code) => NOT_VERBS.get(code)!.has(word)),
};

// ------------------------------------------------------------------ completion

/** Requests to tick a task off (strong: imperative). */
export const MARK_DONE = cueOf((l) => l.completion.markDone, 'gu');
/** Statements that a task is done (past tense, "X is done", "X ho gaya"). */
export const DONE_STATEMENT = cueOf((l) => l.completion.statements, 'gu');
/**
 * Past-tense and participle shapes ("I called", "gebeld", "обновила"): a completion when a task
 * is named with them. Per language, unlike the other cues: folded, one language's past tense is
 * another's imperative (Spanish "preparé", "revisé", "reservé" read as English "prepare",
 * "revise", "reserve").
 */
export const PAST_FORM: Readonly<Record<LanguageCode, RegExp>> = Object.fromEntries(LANGUAGE_CODES.map((code) => {
  const forms = LEXICONS[code].completion.pastForms;
  // A language without past forms gets a pattern that never matches (an empty one matches everywhere).
  if (forms.length === 0) return [code, /(?!)/gu];
  return [code, LEXICONS[code].boundaries === 'words' ? cue(forms, [], 'gu') : cue([], forms, 'gu')];
})) as Record<LanguageCode, RegExp>;
/** A done mark ("✅") in a statement. */
export const DONE_MARK = /[✅☑✔]/u;
/** Completion-only words stripped from the task words. */
export const COMPLETION_STRIP = cueOf((l) => l.completion.strip, 'gu');
/** Finishing a film, a book or closing a window is no task; nor is what someone else finished. */
export const NOT_A_TASK = cueOf((l) => l.completion.notTasks);
export const SOMEONE_ELSE = cueOf((l) => l.completion.someoneElse);
export const SELF_STATE = new RegExp(`^${wholeWords(everyOf((l) => l.completion.selfStates))}`, 'u');
/** The same "I am …" anywhere in a message: a good word after it is about oneself. */
export const SELF_STATE_ANY = cueOf((l) => l.completion.selfStates);

// ------------------------------------------------------------------ priority

const PRIORITY_WORD = `(?:${alt(everyOf((l) => l.priority.words).map(phraseSource))})`;
const priorityCue = (pick: Pick): RegExp => cue(
  wordsOf(pick).map((e) => e.replaceAll('{priority}', PRIORITY_WORD)), bareOf(pick).map((e) => e.replaceAll('{priority}', PRIORITY_WORD)), 'gu',
);
/** Priority levels, negated urgency before urgency. */
/** The word "priority" in any language, folded ("low priority" states a level outright). */
export const PRIORITY_NAMED = new RegExp(foldPattern(PRIORITY_WORD), 'u');
/** "prio 1", "priority: 2", "優先度1": a level said as a number after the word priority. */
export const PRIORITY_NUMBER = new RegExp(`${foldPattern(PRIORITY_WORD)}\\s*[:#=]?\\s*([0-5])(?![\\p{N}]|[.,]\\p{N})`, 'gu');
/** Words around a priority phrase ("this one's important", "これ大事", "그렇게 급하진 않아"), before and after it. */
const PRIORITY_AROUND = cueOf((l) => l.priority.around).source;
export const PRIORITY_AROUND_BEFORE = new RegExp(`(?:${PRIORITY_AROUND})\\s*$`, 'u');
export const PRIORITY_AROUND_AFTER = new RegExp(`^\\s*(?:${PRIORITY_AROUND})`, 'u');
/** A negation up to two words before urgency or importance ("not super urgent", "no es tan urgente"). */
export const PRIORITY_NEGATED = new RegExp(`${WB}${wholeWords(wordsOf((l) => l.priority.negators))}(?:\\s+\\p{L}+){0,2}\\s+$`, 'u');
/** An article or possessive right before a priority phrase ("the emergency contact list"): it may name a thing. */
export const PRIORITY_DETERMINER = new RegExp(`${WB}${wholeWords(wordsOf((l) => l.priority.determiners))}\\s+$`, 'u');
/** A word right after it: the phrase is then an attribute, unless that word stands for the to-do itself ("the urgent one"). */
export const PRIORITY_NOUN_AFTER = /^(?:\s+|-)\p{L}/u;
export const PRIORITY_KIND_AFTER = new RegExp(`^(?:\\s+|-)${wholeWords(wordsOf((l) => l.priority.kinds))}`, 'u');
export const PRIORITY_LEVELS: ReadonlyArray<{ value: number; re: RegExp }> = [
  { value: 5, re: priorityCue((l) => l.priority.lowest) },
  { value: 4, re: priorityCue((l) => l.priority.low) },
  // Before importance, whose bare "priority" would take "medium priority" for a high one.
  { value: 3, re: priorityCue((l) => l.priority.medium) },
  { value: 1, re: priorityCue((l) => l.priority.urgent) },
  { value: 2, re: priorityCue((l) => l.priority.high) },
];

/** The to-dos said before named by their order, first to third ("the first one", "後者", "두 번째"). */
export const PRIORITY_ORDINALS: readonly RegExp[] = [0, 1, 2].map((position) => cueOf((l) => l.priority.ordinals[position]!, 'gu'));
/** A negation said alone of a level ("the second one isn't"). */
export const PRIORITY_NEGATORS = cueOf((l) => l.priority.negators, 'gu');

// ------------------------------------------------------------------ mood

export const MOOD_WORD = cueOf((l) => l.mood.words);
export const MOOD_LOG_VERB = cueOf((l) => l.mood.logVerbs);
const OUT_OF = fp(everyOf((l) => l.mood.outOf));
const FIVE = `(?:5|${fp(everyOf((l) => l.mood.five))})`;
const COUNT_UNIT = `(?:${fp(everyOf((l) => l.mood.countUnits))}|%)`;
/** A standalone 1–5 that is not a time, a date, a count of days or a list number. */
export const MOOD_DIGIT = new RegExp(
  `(?<![\\p{Script=Latin}\\p{Script=Cyrillic}\\d./,-])(?<!\\d:)([1-5])(?:\\s*(?:\\/|${OUT_OF})\\s*${FIVE})?(?![\\d:/.,]?\\d)(?!\\s*${COUNT_UNIT})`, 'giu',
);
const POINTS = fp(everyOf((l) => l.mood.points));
const STARS = fp(everyOf((l) => l.mood.stars));
/** Letters of the spaced scripts: a value or a word of them stands apart from these. */
const SPACED_LETTER = '[\\p{Script=Latin}\\p{Script=Cyrillic}]';
/**
 * A value on the scale: "3/5", "4 out of 5" (group 1); "5점 중에 3점", "5 mein se 3" (group 2); "4 stars", "星4つ", "별 4개" (groups 4 and 5);
 * "3分", "3 points" (group 3), a rating only beside the mood or the day it rates ("今日は3点").
 */
export const MOOD_RATING = new RegExp(
  `(?<![\\d./:-])([1-5])\\s*(?:\\/\\s*|${OUT_OF}\\s+)${FIVE}(?!\\d)`
  + `|5\\s*${fp(everyOf((l) => l.mood.scaleFirst))}\\s*([1-5])(?!\\d)|(?<![\\d./:-])([1-5])\\s*${POINTS}(?![钟鐘]|${SPACED_LETTER})`
  + `|(?<![\\d./:-])([1-5])\\s*${STARS}(?!${SPACED_LETTER})|(?<!${SPACED_LETTER})${STARS}\\s*([1-5])(?![\\d:/.,]?\\d)`, 'giu',
);
const RATING_ARTICLE = fp(everyOf((l) => l.mood.articles));
/** An article right before a value ("um 2", "ne 3"): a rating's, never the hour word of another language (German "um 3"). */
export const ARTICLE_BEFORE = new RegExp(`(?:^|\\s)${RATING_ARTICLE}$`, 'u');
const RATED_THINGS = fp(everyOf((l) => l.mood.ratedThings));
const RATING_CLOSERS = fp(everyOf((l) => l.mood.ratingClosers));
/**
 * What a number counts, right after it: a word of the spaced languages other than the day, the points or the stars it rates
 * ("3 riunioni"); a thing after points, which also count pieces ("資料3点送る").
 */
export const COUNTED = new RegExp(
  `^\\s*(?:(?!(?:${RATED_THINGS}|${POINTS}|${STARS}|${RATING_CLOSERS}|${fp(everyOf((l) => l.mood.now))})${WE})${SPACED_LETTER}|${POINTS}\\s*(?![吧啊了呢])\\p{sc=Han})`, 'u',
);
/**
 * A bare rating in a short message: "I'd say a 3", "direi un 4", "tô num 3", "打4分", with a word of praise or doubt before the value ("a solid 4",
 * "glatt eine 5", "een dikke 5"). A phrase of the unspaced languages runs into what follows it.
 */
export const MOOD_RATING_PHRASE = new RegExp(
  `(?:${WB}${fp(wordsOf((l) => l.mood.ratingPhrases))}(?:\\s*:\\s*|\\s+)|${fp(bareOf((l) => l.mood.ratingPhrases))}\\s*)(?:${RATED_THINGS}\\s+)?`
  + `(?:(?:\\p{L}+\\s+)?${RATING_ARTICLE}\\s*|(?:${RATING_ARTICLE}\\s+)?(?:\\p{L}+\\s+)?)([1-5])`
  // The value ends what is said of it: "the 3 of us should meet" names no rating.
  + `(?![\\d:/.,]?\\d)(?!\\s*${COUNT_UNIT})(?=\\s*(?:$|[^\\p{L}\\p{N}\\s]|(?:${RATED_THINGS}|${RATING_CLOSERS}|${POINTS}|${STARS})(?!${SPACED_LETTER})))`, 'u',
);
/** Ratings said as words, each with its digit. */
export const RATING_WORD_VALUES: ReadonlyMap<string, number> = new Map(ALL.flatMap((l) => Object.entries(l.mood.ratingWords)));
/**
 * Where ratings are said as words: as whole words, and in a language that writes its numbers inside words and rates in points
 * ("给今天打五分") right before the points, not inside a bigger number ("十五分") or before minutes ("五分钟").
 */
const insideWords = (l: Lexicon): boolean => l.boundaries === 'none' && l.mood.points.length > 0;
const ratingWordsInside = ALL.filter((l) => insideWords(l) && Object.keys(l.mood.ratingWords).length)
  .map((l) => `(?<![一二两三四五六七八九十百千])${fp(Object.keys(l.mood.ratingWords))}(?=\\s*${fp(l.mood.points)}(?![钟鐘]))`);
export const RATING_WORDS = new RegExp(
  [`${WB}${wholeWords(unique(ALL.filter((l) => !insideWords(l)).flatMap((l) => Object.keys(l.mood.ratingWords))))}`, ...ratingWordsInside].join('|'), 'gu',
);
export const MOOD_GRADES: ReadonlyArray<readonly [RegExp, number]> = ALL.flatMap((l) => l.mood.grades.map(([src, value]) => [new RegExp(src, 'u'), value] as const));
export const MOOD_GRADE_PHRASE = new RegExp(`(?:^|\\s)${fp(everyOf((l) => l.mood.gradePhrases))}`, 'u');
/** "1 to 5" in the assistant's own question. */
export const MOOD_SCALE_QUESTION = new RegExp(`1\\s*(?:-|–|—|~|${fp(everyOf((l) => l.mood.rangeTo))})\\s*5`, 'u');
export const MOOD_HISTORY_CUE = cueOf((l) => l.mood.historyCues);
export const MOOD_HISTORY_WORD = stemsOf((l) => l.mood.historyWords);
export const MOOD_LOG_PHRASE = new RegExp(`${WB}${wholeWords(everyOf((l) => l.mood.logPhrases))}`, 'u');
export const MOOD_HISTORY_OVER_LOG = new RegExp(`${WB}${wholeWords(everyOf((l) => l.mood.historyOverLog))}`, 'u');
/** Feelings by level, 1 (very low) to 5 (very high). */
/** The feelings of each level, a level in one or more parts. */
export const FEELING_LEVELS: ReadonlyArray<{ value: number; re: RegExp }> = ([1, 2, 3, 4, 5] as const).flatMap((value) =>
  cuePartsOf((l) => l.mood.feelings[value], 'gu').map((re) => ({ value, re })));
/** "Dying of hunger" idioms ("배고파 죽겠다", "饿死了") say nothing about one's mood. */
export const HUNGER = new RegExp(fp(everyOf((l) => l.mood.hunger)), 'gu');
/** Ends of a month or week ("fine mese", "fine settimana"): date words, never a feeling ("fine"). */
export const PERIOD_ENDS = cueOf((l) => [...l.dates.endOfMonth, ...l.dates.endOfWeek], 'gu');
/** A word of one mood field right before a feeling: the text before it ends with one. */
const endingWith = (pick: Pick): RegExp => new RegExp(`(?:${WB}${wholeWords(wordsOf(pick))}|${fp(bareOf(pick))})\\s*$`, 'u');
/** A word of one mood field right after a feeling: the text after it starts with one. */
const startingWith = (pick: Pick): RegExp => new RegExp(`^\\s*(?:${wholeWords(wordsOf(pick))}|${fp(bareOf(pick))})`, 'u');
const NEGATORS = fp(everyOf((l) => l.mood.negators));
/** A negation up to two words before a feeling ("not so great", "non mi sento bene", "no me siento muy bien"). */
export const NEGATOR_BEFORE = new RegExp(`${WB}${NEGATORS}\\s+(?:\\p{L}+\\s+){0,2}$`, 'u');
export const NEGATOR_START = new RegExp(`^${NEGATORS}\\s`, 'u');
/** A negation written onto a feeling, right before it ("不开心", "不太开心", "별로 안 좋아"). */
export const NEGATED_BEFORE = new RegExp(`${fp(bareOf((l) => l.mood.negatedBefore))}\\p{sc=Han}{0,2}\\s?$`, 'u');
/** A negation right after a feeling ("元気じゃない", "행복하지 않아", "khush nahi"). */
export const NEGATED_AFTER = startingWith((l) => l.mood.negatedAfter);
/** A softener right before a feeling ("a bit", "un poco", "ちょっと"). */
export const SOFTENED = endingWith((l) => l.mood.softeners);
/** A degree word right before a feeling ("really", "so", "sehr", "너무", "很"). */
export const INTENSIFIED = endingWith((l) => l.mood.intensifiers);
/** A degree word right after a feeling ("مبسوط جدا", "累死了", "cansado demais"). */
export const INTENSIFIED_AFTER = startingWith((l) => l.mood.intensifiersAfter);
/** Words of an earlier time ("yesterday", "this morning") and of now ("today", "now"): the time a feeling is said of. */
export const EARLIER_WORD = cueOf((l) => l.mood.earlier, 'gu');
export const NOW_WORD = cueOf((l) => l.mood.now, 'gu');
/**
 * Points right after the day, with at most a particle between ("今日は3点", "오늘은 3점", "今天3分"), closed by a few letters at most that name
 * nothing ("かな", "줄게", "吧"); or the day right after them ("3 points today"). "今日は資料3点送る" counts documents.
 */
export const POINTS_AFTER_NOW = new RegExp(`(?:${NOW_WORD.source})\\p{L}?[\\s,、，:：]*$`, 'u');
export const POINTS_CLOSED = /^[\s!！.。~〜]*(?:(?:(?!\p{sc=Han})\p{L}){0,2}|[吧啊了呢])[\s!！.。~〜?？]*$/u;
export const POINTS_BEFORE_NOW = new RegExp(`^\\s*(?:${NOW_WORD.source})`, 'u');
/** Someone or something else a feeling is said of, up to four words before it in the same clause ("the client is really …", "あの映画、すごく…"). */
export const OTHERS_BEFORE = new RegExp(
  `(?:${WB}${wholeWords(wordsOf((l) => l.mood.others))}(?:[\\s'’]+[\\p{L}\\p{N}'’]+){0,4}|${fp(bareOf((l) => l.mood.others))}[^,.;:!?，。！？\\n]{0,12})\\s*$`, 'u',
);
/** The user named as object or owner ("killing me", "меня добьёт"). */
export const ME_WORD = cueOf((l) => l.mood.me);
/** Parts of a day, how one went, a turn for the better ("rough morning but the afternoon turned it around"). */
export const PART_OF_DAY = cueOf((l) => l.mood.dayParts, 'gu');
export const DAY_LOW = cueOf((l) => l.mood.dayVerdicts.low, 'gu');
export const DAY_GOOD = cueOf((l) => l.mood.dayVerdicts.good, 'gu');
export const TURN_FOR_BETTER = cueOf((l) => l.mood.turnsForBetter, 'gu');
/** One more of the same or a thing gone wrong ("another", "schon wieder", "outage"): a good word said alone before one is sarcastic. */
export const REPEAT_OR_MISHAP = cueOf((l) => [...l.mood.repeats, ...l.mood.mishaps]);
/** A cheer said alone at the head of a clause, sarcasm before bad news ("lovely, another outage", "che bello, un'altra riunione"). */
export const MOCK_CHEER = cueOf((l) => l.mood.mockCheers, 'gu');
/** A thing gone wrong ("outage", "se cayó", "坏了"): news of a thing, not a state of one's own ("会议室空调又坏了😤"). */
export const MISHAP = cueOf((l) => l.mood.mishaps, 'gu');
/** A negation anywhere ("I didn't call", "nicht geschafft"). */
export const NEGATION = new RegExp(`${WB}${NEGATORS}${WE}`, 'u');

// ------------------------------------------------------------------ crisis

/** A character inside one clause: the two parts of a wish stand in one clause. */
const CLAUSE_CHAR = '[^,.;:!?，。！？、،؟\\n]';

/** The crisis patterns of one language (../builtin/crisis.ts, lexicon fields `crisis`, `crisisWish`, `crisisRelief`, `crisisFarewell` and `crisisSigns`). */
export interface CrisisCue {
  /**
   * A statement, or a wish composed of two parts with a filler between them: groups 1–3 are wish,
   * filler, harm ("I wish | I could just | vanish"); groups 4–6 harm, filler, wish written after it
   * ("消え | | たい").
   */
  readonly re: RegExp;
  /** A negation ending right before a wish (one word may stand between: "I don't really want…"). */
  readonly negatedBefore: RegExp;
  /** A negation anywhere in a filler ("ich will nicht sterben"), or right after a wish that comes last ("死にたくない"). */
  readonly negation: RegExp;
  readonly negatedAfter: RegExp;
  readonly thing: RegExp;
  readonly idiom: RegExp;
  /** How far before a harm that comes first a thing is looked for (its subject: "この会議が消えれば"). */
  readonly subjectReach: number;
  /** A height one could fall from or a sleep with no waking (lexicon `crisisRelief`: "sur le quai du métro", "وما صحيت"). */
  readonly scene: RegExp;
  /** A thought of relief ("ce serait plus simple", "觉得挺平静", "أريح للكل"). */
  readonly relief: RegExp;
  /** A sleep with no waking alone (lexicon `crisisRelief.noWaking`), and a shrug at it ("that'd be fine", "无所谓"). */
  readonly waking: RegExp;
  readonly shrug: RegExp;
  /** A goodbye to the people one writes to, a sign of affairs put in order, and a job change or holiday that explains both (lexicon `crisisFarewell`). */
  readonly farewell: RegExp;
  readonly farewellSign: RegExp;
  readonly departure: RegExp;
  /**
   * A warning sign said plainly, the everyday act or reason that explains it, and a harm that no explanation covers
   * (lexicon `crisisSigns` and crisisWish `harm`).
   */
  readonly sign: RegExp;
  readonly everyday: RegExp;
  readonly harm: RegExp;
}

function crisisCue(l: Lexicon): CrisisCue {
  const w = l.crisisWish;
  const spaced = l.boundaries === 'words';
  const part = (list: Phrases): string => `(${fp(unique(list))})${spaced ? WE : ''}`;
  const filler = spaced
    ? `((?:[\\s,]+[\\p{L}\\p{N}'-]+){0,${w.reach}}?)[\\s,]+`
    : `(${CLAUSE_CHAR}{0,${w.reach}}?)`;
  const start = spaced ? WB : '';
  const alternatives = [
    spaced ? `${WB}${wholeWords(unique(l.crisis))}` : fp(unique(l.crisis)),
    `${start}${part(w.wish)}${filler}${part(w.harm)}`,
    ...(w.wishAfter.length ? [`${start}${part(w.harm)}${filler}${part(w.wishAfter)}`] : []),
  ];
  const anywhere = (list: Phrases): string => (spaced ? `${WB}${wholeWords(unique(list))}` : fp(unique(list)));
  const negators = fp(unique(w.negators));
  return {
    re: new RegExp(alternatives.join('|'), 'gu'),
    negatedBefore: spaced
      ? new RegExp(`${WB}${negators}(?:\\s+|(?<='))(?:[\\p{L}\\p{N}'-]+\\s+)?$`, 'u')
      : new RegExp(`${negators}${CLAUSE_CHAR}?$`, 'u'),
    negation: new RegExp(anywhere(w.negators), 'u'),
    negatedAfter: new RegExp(`^\\s?${negators}`, 'u'),
    thing: new RegExp(anywhere(w.things), 'u'),
    idiom: new RegExp(`${anywhere(w.idioms)}|${LAUGHTER.source}`, 'u'),
    subjectReach: spaced ? 40 : 10,
    scene: new RegExp(anywhere([...l.crisisRelief.heights, ...l.crisisRelief.noWaking]), 'u'),
    relief: new RegExp(anywhere(l.crisisRelief.reliefs), 'u'),
    waking: new RegExp(anywhere(l.crisisRelief.noWaking), 'u'),
    shrug: new RegExp(anywhere(l.crisisRelief.shrugs), 'u'),
    farewell: new RegExp(anywhere(l.crisisFarewell.farewells), 'u'),
    farewellSign: new RegExp(anywhere(l.crisisFarewell.signs), 'u'),
    departure: new RegExp(`${anywhere(l.crisisFarewell.departures)}|${anywhere(w.idioms)}|${LAUGHTER.source}`, 'u'),
    sign: new RegExp(anywhere(l.crisisSigns.signs), 'u'),
    everyday: new RegExp(anywhere(l.crisisSigns.everyday), 'u'),
    harm: new RegExp(anywhere(w.harm), 'u'),
  };
}

/**
 * One pattern per language: a single alternation of all 13 lists grows past what the regexp
 * compiler analyses for a quick first-character check, and then tries every phrase at every
 * position (about 50 ms on 2,000 characters instead of well under 1 ms).
 */
export const CRISIS: readonly CrisisCue[] = ALL.map(crisisCue);
/**
 * A scene of relief and a goodbye in any language (found exactly where some language's `scene` or `farewell` is): almost no
 * message names either, and one look for all languages spares each language's.
 */
export const CRISIS_SCENE = cueOf((l) => [...l.crisisRelief.heights, ...l.crisisRelief.noWaking]);
export const CRISIS_FAREWELL = cueOf((l) => l.crisisFarewell.farewells);

/**
 * News ("the news said", "ニュースで") and someone else's death told in it ("took his own life", "自ら命を絶った"),
 * lexicon `crisisNews`: over all languages, as a statement may be found by another language's list ("suicide").
 */
export const CRISIS_NEWS = { report: cueOf((l) => l.crisisNews.reports), death: cueOf((l) => l.crisisNews.deaths, 'gu') };

// ------------------------------------------------------------------ dates

/** The date phrases of one field in the spaced languages, as one alternation. */
export const spacedDateWords = (pick: (d: Lexicon['dates']) => Phrases): string => fp(wordsOf((l) => pick(l.dates)));

export const DATE_NUMBERS: Readonly<Record<string, number>> = Object.fromEntries(ALL.flatMap((l) => Object.entries(l.dates.numbers)));
export const NUMBER_ALT = fp(Object.keys(DATE_NUMBERS));

// Every word written in a lexicon, folded: a typing slip of a date word (below) is never one of them.
const LEXICON_WORDS = new Set(foldText(JSON.stringify(ALL)).match(/\p{L}+/gu) ?? []);

/**
 * Typing slips of a plain date word ("venrdi" for "venerdi", "зватра" for "завтра"): two inner
 * letters swapped in a word of six letters or more, or an inner letter left out of one of seven
 * or more. The first and last letters stay; a slip that is a word of some lexicon is left out.
 */
export function slipsOf(words: readonly string[]): string[] {
  const out = new Set<string>();
  for (const w of words) {
    if (!/^[\p{Script=Latin}\p{Script=Cyrillic}]+$/u.test(w) || w.length < 6) continue;
    for (let i = 1; i + 2 < w.length; i++) {
      if (w[i] !== w[i + 1]) out.add(w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2));
    }
    if (w.length >= 7) for (let i = 1; i + 1 < w.length; i++) out.add(w.slice(0, i) + w.slice(i + 1));
  }
  const known = new Set(words);
  return [...out].filter((v) => !known.has(v) && !LEXICON_WORDS.has(v));
}

/** Weekday names of the spaced languages → 1 (Monday) … 7 (Sunday), with their typing slips. */
export const WEEKDAY_INDEX = new Map<string, number>();
for (const l of SPACED) l.dates.weekdays.forEach((names, i) => { for (const n of names) WEEKDAY_INDEX.set(foldPattern(n), i + 1); });
for (const l of SPACED) {
  l.dates.weekdays.forEach((names, i) => {
    for (const slip of slipsOf(names.map(foldPattern))) if (!WEEKDAY_INDEX.has(slip)) WEEKDAY_INDEX.set(slip, i + 1);
  });
}
export const WEEKDAY_ALT = alt([...WEEKDAY_INDEX.keys()].map((k) => k.replace(/[-\s]+/g, '[-\\s]+')));

/** Month names of every language → 1 … 12. */
export const MONTH_INDEX = new Map<string, number>();
for (const l of ALL) l.dates.months.forEach((names, i) => { for (const n of names) MONTH_INDEX.set(foldPattern(n), i + 1); });
export const MONTH_ALT = alt([...MONTH_INDEX.keys()].map((k) => k.replace(/\s+/g, '\\s+')));

/** Words around a date in the spaced languages (cut from titles with it). */
export const DATE_BEFORE = fp(wordsOf((l) => l.dates.before));
export const DATE_AFTER = fp(wordsOf((l) => l.dates.after));
export const ORDINAL = `(?:${fp(everyOf((l) => l.dates.ordinals))})?`;
export const QUANTITY_BEFORE = new RegExp(`^${fp(everyOf((l) => l.dates.quantityBefore))}\\s`, 'u');
/** Number words read as clock hours ("three", "cinco", "vier", "الثالثه"), from every lexicon. */
export const HOUR_WORDS: Readonly<Record<string, number>> = Object.fromEntries(ALL.flatMap((l) => Object.entries(l.dates.hourWords)));
const orNever = (src: string): string => (src === '(?:)' ? '(?!)' : src);
/**
 * A language's own time word right before one of its own number words, at the end of the text
 * ("at three", "a las cinco", "um acht"): a number word from another language after a time word
 * is no hour ("at once" is not "a las once").
 */
export const TIME_WORD_THEN_HOUR_WORD = new RegExp(`(?:^|\\s)(?:${SPACED.filter((l) => Object.keys(l.dates.hourWords).length > 0)
  .map((l) => `${fp(l.dates.timeBefore)}\\s+${fp(Object.keys(l.dates.hourWords))}`).join('|') || '(?!)'})$`, 'u');
const SPACED_HOUR_WORD = `(?:(?<halfb>${orNever(spacedDateWords((d) => d.halfBeforeHour))})\\s+)?${orNever(fp(wordsOf((l) => Object.keys(l.dates.hourWords))))}(?![\\p{L}\\p{N}])`;
/** A time of day in the spaced languages: groups before, dpb/dpa (part of the day), hour, sep, minute, unit, half, am, pm. */
const DAY_PART = fp(wordsOf((l) => [...l.dates.morning, ...l.dates.evening]));
export const SPACED_TIME = `(?:(?<before>${spacedDateWords((d) => d.timeBefore)})\\s+)?(?:(?<dpb>${DAY_PART})\\s*)?(?<hour>\\d{1,2}|${SPACED_HOUR_WORD})`
  + `(?:(?<sep>[:h.])(?<minute>\\d{2}))?(?:\\s*(?<unit>${spacedDateWords((d) => d.hourUnits)}))?(?:\\s+(?<half>${spacedDateWords((d) => d.halfHour)}))?`
  + `(?:\\s*(?:(?<am>${spacedDateWords((d) => d.am)})|(?<pm>${spacedDateWords((d) => d.pm)})))?(?:\\s+(?<dpa>${DAY_PART}))?`;
/** Noon and midnight words, with the words before a time. */
export const SPACED_NOON = `(?:${spacedDateWords((d) => d.timeBefore)}\\s+)?(?:(?<noon>${spacedDateWords((d) => d.noon)})|(?<midnight>${spacedDateWords((d) => d.midnight)}))`;
/** Words that make a bare hour a time ("at 3", "a las 10"), tested on the captured word. */
export const BARE_HOUR_BEFORE = new RegExp(`(?:^|\\s)${spacedDateWords((d) => d.timeBeforeBareHour)}$`, 'u');
/** Any word before a time, tested on the words in front of an hour: "voor 17.00" is a time even when "voor" was read as a date word. */
export const TIME_BEFORE_END = new RegExp(`(?:^|\\s)${spacedDateWords((d) => d.timeBefore)}$`, 'u');
export const MORNING_PART = new RegExp(`^${fp(wordsOf((l) => l.dates.morning))}$`, 'u');
/** An evening word before a bare hour ("tonight at 8", "heute abend um 7"): the hour is after noon. */
export const EVENING_CONTEXT = cueOf((l) => l.dates.evening);
/** "in 3h": a quantity, not a time. */
export const QUANTITY_END = new RegExp(`${WB}${fp(everyOf((l) => l.dates.quantityBefore))}\\s*$`, 'u');


export interface UnspacedDates {
  lexicon: Lexicon;
  /** Words before the date and a guard against a letter before it (Arabic), or ''. */
  prefix: string;
  /** Optional particles after it ("までに", "까지"), or ''. */
  particles: string;
}
/** The languages whose dates are written without spaces or with clitics, with their affixes. */
export const UNSPACED_DATES: readonly UnspacedDates[] = UNSPACED.map((l) => ({
  lexicon: l,
  prefix: l.dates.before.length ? `(?<![\\p{L}])(?:${fp(l.dates.before)}\\s+){0,2}` : '',
  particles: l.dates.particles.length ? `${fp(l.dates.particles)}?` : '',
}));
/** The particles after a date in every unspaced language ("12/1までに"). */
export const DATE_PARTICLES = fp(UNSPACED.flatMap((l) => l.dates.particles));
/** Spaced languages with short weekday names ("thurs", "quinta"). */
export const SHORT_WEEKDAYS = SPACED.filter((l) => Object.keys(l.dates.shortWeekdays.names).length > 0).map((l) => l.dates.shortWeekdays);
/** Spaced languages' own date patterns ("in a week", "the 15th"). */
export const SPACED_DATE_PATTERNS = SPACED.map((l) => l.dates.patterns);
export const DATE_MONTH_FIRST = new Set(ALL.filter((l) => l.dates.monthFirst).map((l) => l.code));
export const SPAN_UNITS = spacedDateWords((d) => d.spanUnits);
export const IN_SPAN = spacedDateWords((d) => d.inSpan);
export const WEEK_UNIT = new RegExp(`^${fp(everyOf((l) => l.periods.week))}`, 'u');
