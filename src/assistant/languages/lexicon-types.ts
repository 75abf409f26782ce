// The shape of one language's lexicon: every word and phrase the built-in engine knows in that
// language. Phrases are written in folded form (lower case, Latin accents removed, ё → е, Arabic
// letter variants unified; see ../builtin/text.ts), so "manana" also matches "mañana". Patterns are
// built from all lexicons together in ../builtin/patterns.ts: a message that mixes languages still
// finds every cue. Every list is required (an empty list says "none in this language"), so a
// language file that forgets one does not compile.

/**
 * A list of phrases. Each phrase is written in the phrase syntax, compiled once into
 * regular-expression source when the patterns are built (`phraseSource` in ../builtin/text.ts):
 * - a space matches any run of whitespace: `'buenos dias'` (spaces, a tab or a line break);
 * - `(a|b)` are alternatives and `(word )?` an optional word: `'como (puedo|hago|se)'`,
 *   `'(i )?ought to'`, `'que tal( todo)?'` — parentheses never capture;
 * - everything else is regular-expression source as written, the escape hatch for the few phrases
 *   that need more: `?` `*` `+` `{n}` after a letter or group, character classes (`vencid[oa]s?`),
 *   `\\p{L}` letter classes, lookarounds (`(?<=^\\s*)`, `(?![\\p{L}])`), `\\s*` where no space is
 *   also fine; a literal single space, should one be needed, is `[ ]`.
 * Fields typed `string` rather than `Phrases` (conjunctions, obligation forms, date patterns) are
 * complete regular-expression sources and are used as written.
 */
export type Phrases = readonly string[];

/** The first words of a piece of a message, for judging whether it starts a to-do. */
export interface ItemWords {
  /** The piece, folded and trimmed, without leading fillers. */
  fold: string;
  /** The same piece before folding (case and accents kept). */
  clean: string;
  /** First and last word of `fold`; last word of `clean` (case kept). */
  first: string;
  last: string;
  lastClean: string;
  /** Number of space-separated words. */
  words: number;
  /**
   * Strict: the piece must look like an action by itself (a sentence of its own, or the part
   * after a date or priority). Otherwise it only has to be able to start another item of a list.
   */
  strict: boolean;
}

/** Lookups into the verb lists of the lexicons, for the languages that share verbs. */
export interface VerbLookup {
  /** Whether `word` is an imperative or infinitive listed by one of `languages`. */
  isVerb(word: string, languages: readonly string[]): boolean;
  /** Whether `word` is listed by one of `languages` as looking like a verb without being one. */
  isNotVerb(word: string, languages: readonly string[]): boolean;
}

export interface DateWords {
  /** "3/12" reads month first (US English). */
  monthFirst: boolean;
  /** Number words up to ten ("two" → 2), for "in two days". */
  numbers: Readonly<Record<string, number>>;
  /** Weekday names, Monday first (seven lists). */
  weekdays: readonly [Phrases, Phrases, Phrases, Phrases, Phrases, Phrases, Phrases];
  /** Parts of the day written together with a weekday name ("maandagochtend", "Freitagabend"). */
  weekdaySuffixes: Phrases;
  /** Short weekday names that count only after one of `after` ("by thurs", "na quinta"). */
  shortWeekdays: { names: Readonly<Record<string, number>>; after: Phrases; beforeTime: Phrases };
  /** Month names and abbreviations, January first (twelve lists). */
  months: readonly Phrases[];
  /** Words in front of a date that belong to it ("by", "bis zum", "до"). */
  before: Phrases;
  /** Words after a date that belong to it ("prochain", "que vem"). */
  after: Phrases;
  /** Particles after a date in scripts without spaces ("までに", "까지", "之前"). */
  particles: Phrases;
  endOfMonth: Phrases;
  /** Words before a month name that mean its last day ("end of November", "eind november", "к концу ноября"). */
  endOfNamedMonth: Phrases;
  endOfWeek: Phrases;
  /** The end of next week ("end of next week", "Ende nächster Woche", "来週末"): the Friday a week after this week's. */
  endOfNextWeek: Phrases;
  dayAfterTomorrow: Phrases;
  tomorrow: Phrases;
  today: Phrases;
  nextWeek: Phrases;
  /** "Next month" beside a day of the month ("the 3rd of next month", "来月3日", "agle mahine ki 3 tarikh"): that day of the coming month. */
  nextMonth: Phrases;
  /** Words joining a weekday and "next week" ("tuesday of next week", "martes de la semana que viene", "nächste Woche am Freitag"). */
  weekLinks: Phrases;
  /** Words after a weekday that put it a week after its next one ("the tuesday after next", "mardi en huit"). */
  afterNext: Phrases;
  /** Words before a weekday that put it a week after its next one ("übernächsten Dienstag", "overvolgende dinsdag"). */
  afterNextBefore: Phrases;
  /**
   * A weekday turned down for the one a week later ("not this Tuesday but the one after", "niet deze dinsdag maar de
   * dinsdag daarna", "не в этот вторник, а в следующий"): `notThis` before the weekday, `butTheOneAfter` after it,
   * where `%d` stands for a weekday name said again ("but the Tuesday after"). In the unspaced languages `notThis` is
   * the word before a day turned down for another (`turnedDown`: "不是这周二，是下周二").
   */
  notThis: Phrases;
  butTheOneAfter: Phrases;
  /**
   * Words between a day turned down and the day said instead ("今週の火曜じゃなくて来週の火曜", "이번 주 화요일 말고 다음 주
   * 화요일", "不是这周二，是下周二"): the two are one date, the second.
   */
  turnedDown: Phrases;
  /**
   * Days of the month said in words, ordinal or as the language says a date ("fifth" 5, "пятого" 5, "cinq" 5,
   * "الخامس" 5): a date only beside a month name or "next month" ("the fifth of December", "к пятому декабря",
   * "le cinq du mois prochain"). Each key is one plain phrase. `dayWordAfterMonth`: the word may also follow
   * the month ("December fifth").
   */
  dayWords: Readonly<Record<string, number>>;
  dayWordAfterMonth: boolean;
  /** Three days from now said as one day word ("글피", "しあさって", "послепослезавтра", "overovermorgen"). */
  inThreeDays: Phrases;
  /**
   * Words before an hour that move it by some minutes, negative before it ("half past five" +30,
   * "kwart over drie" +15, "viertel vor vier" -15). Keys are phrases, as written in `Phrases`.
   */
  hourOffsets: Readonly<Record<string, number>>;
  /** Words after an hour that move it by some minutes ("las tres y cuarto" +15, "cinq heures moins le quart" -15). */
  hourOffsetsAfter: Readonly<Record<string, number>>;
  /** One-word half hours naming the hour before them ("полшестого" = 5:30 → 5). */
  halfPastWords: Readonly<Record<string, number>>;
  /**
   * Words with a date that make it a deadline ("by", "bis", "までに", "까지", "tak"). A date with one
   * is a task cue even without "need to"; among the dates said with one to-do, the deadline is its
   * due date, not an event said before it ("金曜の午後3時からデモがあるから、木曜までに準備").
   */
  deadlineWords: Phrases;
  /** Requests that only give the to-do said before them a date ("add it for Thursday", "ponlo para el jueves", "木曜に入れといて"). */
  pointBack: Phrases;
  /**
   * Sentence openings whose subject is a pronoun for the to-do said just before ("it's due", "das
   * muss", "het moet", "tiene que estar", "これは", "这个"): such a sentence gives that to-do its date
   * or level and is no to-do of its own. Where the pronoun is also an article ("das", "het", "die"),
   * the entry holds the verb after it, so "Das Angebot muss…" opens a new subject.
   */
  pointerSubjects: Phrases;
  /**
   * Words that give a to-do the date said just before it ("by then", "tegen die tijd", "к этому
   * времени"): the part before, an event with that date ("in 3 weeks the audit starts"), is the
   * story, not another to-do.
   */
  byThen: Phrases;
  /** Words that make a date approximate ("roughly", "где-то", "左右", "ぐらい"): filler around the date, cut from a title's start and end. */
  approximately: Phrases;
  /** Parts of the day that may follow "today", "tomorrow", "the day after tomorrow" or a weekday ("morning", "por la tarde", "الصبح"). */
  partsOfDay: Phrases;
  /** "in" before a number of days or weeks ("in", "dentro de", "через"). */
  inSpan: Phrases;
  /** Day and week units after such a number. */
  spanUnits: Phrases;
  /** Words between a span and the day it is counted from ("a week from tomorrow", "через неделю после понедельника"). */
  spanFrom: Phrases;
  /** Units and words of "N days from now" ("days … from now", "din … baad"). */
  spanUnitsBeforeLater: Phrases;
  later: Phrases;
  /** Words before a time of day ("at", "um", "a las", "к"). */
  timeBefore: Phrases;
  /** Of those, the ones that make a bare hour a time ("at 3", "a las 10", "um 3"). */
  timeBeforeBareHour: Phrases;
  /** O'clock words after an hour ("uhr", "h", "baje", "часов"). */
  hourUnits: Phrases;
  /** Before-noon and after-noon markers after an hour ("am", "pm"). */
  am: Phrases;
  pm: Phrases;
  /** Parts of the day next to an hour that place it before or after noon ("de la mañana", "abends", "शाम", "вечера"). */
  morning: Phrases;
  evening: Phrases;
  noon: Phrases;
  midnight: Phrases;
  /** "and a half" after an hour ("y media", "et demie"). */
  halfHour: Phrases;
  /** Words meaning both yesterday and tomorrow ("kal"): tomorrow, unless a past verb form follows (`pastAfterEitherDay`). Empty where no such word exists. */
  eitherDay: Phrases;
  /** Past verb forms after such a word that make it yesterday, no due date ("kal bheja tha", "kal kar diya"). */
  pastAfterEitherDay: Phrases;
  /** Number words read as a clock hour after a time word or before an o'clock word ("at three", "a las cinco", "teen baje"). Empty where the language's own patterns read numerals before an hour word (時, 点, 시). */
  hourWords: Readonly<Record<string, number>>;
  /** "half" before an hour word, half an hour before it ("um halb vier" = 3:30, "om half vijf"). */
  halfBeforeHour: Phrases;
  /** Words between a day and a month name or year ("3rd of May", "3 de mayo de 2027"). */
  dayMonthLinks: Phrases;
  /** Ordinal endings after a day number ("15th", "1er", "3º"). */
  ordinals: Phrases;
  /** Words before a decimal number that make it a quantity, not a date ("in 3.5 hours"). */
  quantityBefore: Phrases;
  /**
   * Date shapes of this language, each a complete regular-expression source with the capture
   * groups named below. In unspaced scripts they are matched anywhere; in spaced ones `inDays`
   * takes the date words around it ("due in a week") and `dayOfMonth` is matched as whole words;
   * `weekday`, `monthDay`, `dayMonthName` and `times` are read in the unspaced ones only. null (or an
   * empty table or list): the language has no such shape of its own.
   */
  patterns: {
    /** Weekday: group `day` is a key of `weekdayKeys`; a group `next` ("来週"), or `nextFirst` where "next week" may also come before the day, puts it in the coming calendar week, `afterNext` ("再来週") in the one after; `oneAfter` ("الثلاثاء اللي بعد الجاي") is the one a week after the next such day. */
    weekday: string | null;
    weekdayKeys: Readonly<Record<string, number>>;
    /** "in N days": groups as `inDays` reads them. */
    inDays: { src: string; days(match: RegExpExecArray): number | null } | null;
    /** Month and day: groups year?, month, day. */
    monthDay: string | null;
    /** Day of this or next month: group 1 (or 2) is the day. */
    dayOfMonth: string | null;
    /** Day and month name ("15 مارس"): groups day, month name. */
    dayMonthName: string | null;
    /**
     * Times of day ("오후 3시", "下午3点半", "الساعة 3 مساءً"): groups hour (digits or native
     * numerals), minute, half, am, pm; a part of the day alone ("午後") is no time of day.
     */
    times: readonly string[];
  };
}

export interface Lexicon {
  /**
   * How phrases are delimited: `words` (Latin, Cyrillic: matched at word boundaries) or `none`
   * (Japanese, Korean, Chinese without spaces; Arabic with attached clitics).
   */
  readonly boundaries: 'words' | 'none';
  /** Whether the shape of a clause (a verb up front) says if it is a to-do. */
  readonly verbShape: boolean;
  /** Written without spaces between words (Japanese, Korean, Chinese). */
  readonly unspaced: boolean;

  readonly detection: {
    /** ISO 639-1 code as the tie-breaking detector (tinyld) names the language, if it knows it. */
    iso: string | null;
    /** Latin-script languages: words typical of the language in short messages (weights 2, 1, 0.4). */
    strong: string;
    common: string;
    weak: string;
    /** Phrases that decide the language outright, with their weight. */
    phrases: ReadonlyArray<readonly [RegExp, number]>;
    /** Letters and endings typical of the language, with their weight per occurrence. An ending
     * after a letter is written `(?<=\p{L})ending`: `\p{L}+ending` would rescan the word from each of its letters. */
    hints: ReadonlyArray<readonly [RegExp, number]>;
    /** Words of this language that chat in other languages borrows as they are ("ok", "thanks"):
     * they weigh little when another language has a word of its own in the message. */
    borrowed: string;
    /** The language this one is written mixed with (Hinglish: English): one clear word of this one decides. */
    mixesWith: string | null;
  };

  readonly conversation: {
    greetings: Phrases;
    /** Greetings that do not count as one at the start of a longer message ("tag", "na"). */
    greetingsNotOpening: Phrases;
    /** Who is greeted or how one asks after them ("team", "how are you"). */
    greetingAddressees: Phrases;
    thanks: Phrases;
    /** Words after thanks that name who is thanked or how much ("bro", "a lot"). */
    thankedAddressees: Phrases;
    /** Question words at the start of a message. */
    questionOpeners: Phrases;
    /** Question endings in languages that end questions with a particle ("か", "나요", "吗"). */
    questionEndings: Phrases;
    help: Phrases;
    /** "How do I …" questions: help even when they name a task. */
    howTo: Phrases;
    /** Leave-takings ("see you tomorrow", "bis morgen"): their date words are no due date. */
    farewells: Phrases;
    /** Saying one leaves ("heading out", "ich mach Feierabend", "me piro", "먼저 퇴근할게요"): beside a leave-taking, no to-do. */
    leaving: Phrases;
    /** Words opening a follow-up to the previous turn ("and also", "y también"). */
    followUps: Phrases;
    /** Words placing what a message tells in the past ("yesterday", "last weekend"): a story, which the
     * intent model must not take for a new to-do on its own word. */
    past: Phrases;
    /** For-your-information markers ("fyi", "ter info", "к сведению"): news about plans, not a to-do of one's own. */
    notices: Phrases;
    /** Questions put to anyone around ("does anyone know", "qualcuno ha visto"): about the office, not one's own tasks. */
    askingAround: Phrases;
    /** Words naming the assistant or the app itself ("this bot", "esta app"): a question about it asks how it works. */
    assistantNames: Phrases;
    /** The app or bot named bare ("app", "bot", "l'appli"): with a feature, a question about the assistant ("does the app send notifications?"). */
    appWords: Phrases;
    /** What the assistant offers besides tasks ("reminders", "priority", "mood", "settings"). */
    features: Phrases;
    /** Asking whether something can be done ("can I", "se puede", "kann man", "できる"): with a feature, a question about the assistant. */
    capability: Phrases;
    /** Things in general, no one thing ("stuff", "things", "Sachen", "cosas", "أشياء", "事情"): asking whether the assistant can remind
     * one of them ("can you remind me about stuff?", "kannst du mich an Sachen erinnern?") asks what it does, names no to-do. */
    thingsInGeneral: Phrases;
    /** Who gets to see what one logs ("does my manager see", "who can see", "private", "anonymous", "vertraulich", "匿名"): asked, a
     * question about how the app keeps one's data, whatever mood or task it names. */
    privacy: Phrases;
    /** Words before a day that make it recur ("every", "jeden", "tous les", "cada", "каждый", "毎週", "매주", "每", "كل", "har"): in a
     * question whether the app can do something ("can you do recurring reminders, like every monday?") the day is no due date. */
    recurrence: Phrases;
    /** What a task can have or be done with ("sub-tasks", "assign", "recurring", "Unteraufgaben", "子任务"): with capability, a question about the app. */
    taskFeatures: Phrases;
    /** How far a piece of work is, said without a need ("haven't started the report", "I'm behind on the slides", "X is still pending",
     * "noch nicht angefangen", "还没开始"): news of one's work, neither a new to-do nor a completion. */
    taskStatus: Phrases;
    /** Laughter and chat reactions ("haha", "lol", "jajaja", "ㅋㅋ", "哈哈", "nice"): a message that reacts to something;
     * as filler beside a to-do they are no to-do of their own. */
    laughter: Phrases;
    /** Good wishes, congratulations and praise of others' work said to them ("have a great holiday", "congrats", "great job",
     * "fijne feestdagen", "良いお年を", "축하해요", "مبروك"): the message offers them, and the good word in them is no mood of the writer's nor a to-do. */
    goodWishes: Phrases;
    /** Rest and time off as what one wishes for ("the beach", "sleep in", "do nothing", "uitslapen", "на дачу", "温泉", "바다"):
     * a wish or a need of them alone ("I'd love to sleep all weekend", "weekend pe sirf sona hai") is no to-do. */
    leisure: Phrases;
    /** Openings that give an opinion of something ("i think", "secondo me", "по-моему", "我觉得"): a good word in it praises that thing, not one's mood. */
    opinions: Phrases;
    /** News heard from others ("apparently", "dicen que", "听说", "говорят"): passed on like a notice, and what it says is done is no task of the writer's. */
    hearsay: Phrases;
    /** Small talk put to the people around or to the assistant itself ("how was your weekend", "any plans for the weekend",
     * "are you a bot", "what's your name", "who made you"): no question after one's tasks nor about how the app works;
     * after a greeting the message is still a greeting. */
    smallTalk: Phrases;
    /** Openings of an exclamation that look like a question ("what a day", "qué frío", "wat een", "was für ein"): without a
     * question mark the message exclaims and asks nothing. */
    exclamations: Phrases;
    /** Work events and the systems that run ("meeting", "deploy", "release", "call", "server", "会議", "배포"): what a message
     * tells of them with no need, coming day or feeling of one's own ("the deploy went fine", "we had a long meeting") is news
     * of work, neither a to-do nor a mood nor a finished task of one's own. */
    events: Phrases;
    /** Particles that mark an object ("リリースを終わらせた", "회의 자료를 보냈어", "把会议纪要发了"): a done-statement with one
     * tells what one did to something (a finished task), not what happened at an event. */
    objectMarkers: Phrases;
    /** Past verb forms and clause-final past endings ("was", "lief", "fue", "hui", "かった", "었어", "开了"): with a work event
     * and no done-statement, the message tells what happened ("tuvimos una reunión larguísima", "meeting lambi rahi"). */
    pastVerbs: Phrases;
  };

  readonly tasks: {
    /** Words about tasks and to-do lists ("tasks", "deadlines", "what's next"). */
    nouns: Phrases;
    /** Requests to show something ("show me", "dime"), at the start of a message. */
    show: Phrases;
    /** The same at the end, where the language puts it ("見せて", "batao"). */
    showEndings: Phrases;
    /** Task statistics ("completion rate", "how many tasks"). */
    stats: Phrases;
    /** Counting words ("how many"): with a done-word, a statistics question. */
    counting: Phrases;
    /** Done and finished, in any form (for "how many did I finish"). */
    done: Phrases;
    /** Explicit requests to make a task ("remind me to", "add a task"). */
    create: Phrases;
    /** Obligation ("need to", "tengo que", "しないと"): a to-do cue, cut from titles. */
    obligations: Phrases;
    /** Obligation endings kept in titles because they end the verb itself (Korean "해야"). */
    obligationsKeptInTitles: Phrases;
    /** Verb forms that state a to-do in this language only ("bhejna hai", "kar do"). */
    obligationForms: string | null;
    /**
     * People named by their relation to the writer, as a clause opens ("my sister", "mein Sohn", "meri behen ko", "我儿子"): what
     * they must do is news of their day, not the writer's to-do. Not bosses or clients, whose needs are often the writer's to-dos.
     */
    relatives: Phrases;
    /** Common given names, in a script without capital letters to tell a name by (Arabic): "سارة خلّصت ملف العرض ولا لسه؟" asks after
     * Sara's work, not one's own. No name that is also a common word ("علي" is "on me", "سعيد" "happy", "نور" "light"). Empty elsewhere. */
    givenNames: Phrases;
    /** He, she, they as a clause opens ("…, hij moet volgende week beginnen"): the need is still theirs. */
    thirdPersons: Phrases;
    /** The writer as a doer ("I", "ich", "main", "我", "tengo"): "mijn zus en ik moeten verhuizen" is the writer's to-do too. */
    selfSubjects: Phrases;
    /** Shapes of a verbless to-do note ("de offerte naar de klant", "X af", "zum Tierarzt"): with a date they are a task. */
    notes: Phrases;
    /** List headings ("to-dos", "pendientes", "nog doen"). */
    listHeaders: Phrases;
    /** "add X to my list": askers, verbs, prepositions, owners, list kinds, list nouns, closers. */
    addToList: {
      askers: Phrases;
      verbs: Phrases;
      prepositions: Phrases;
      owners: Phrases;
      kinds: Phrases;
      lists: Phrases;
      closers: Phrases;
      /** A whole "X list mein daal do" ending, where the language puts the request last. */
      ending: string | null;
    };
    /** Negations before a create request ("no new task", "don't add"). */
    negations: Phrases;
    /** Negations after it ("task nahi"). */
    negationsAfter: Phrases;
    /** Asking about a past request ("did I already …"). */
    askedBefore: Phrases;
    /** Polite requests opening a message ("can you", "puedes"). */
    politeRequests: Phrases;
    /** Polite requests closing a message, where the verb comes last ("送っていただけますか", "お願いできますか"): asked, yet a to-do. */
    politeRequestEndings: Phrases;
    /** "Anything" in a dated question ("anything due Friday?"). */
    something: Phrases;
    /** Whole questions asking what to do next ("what should I do"), at the start. */
    whatNext: Phrases;
    /** Changes to a task that chat does not make: cancel, delete, move to another date; and the words naming the task ("task", "reminder"). */
    actions: { cancel: Phrases; delete: Phrases; move: Phrases; objects: Phrases };
    /** Task-list filters in questions. */
    overdueWords: Phrases;
    urgentWords: Phrases;
  };

  readonly periods: {
    /** Word stems (no boundaries) naming today, a week, a month, a year, last month. */
    today: Phrases;
    week: Phrases;
    month: Phrases;
    year: Phrases;
    lastMonth: Phrases;
    /** Month names as stems, for "my mood in March". */
    monthNames: Phrases;
  };

  readonly titles: {
    /** Abbreviations written with a period inside a sentence ("Dr.", "Hr.", "Prof.", "bzw."), without the period: no sentence ends there. */
    abbreviations: Phrases;
    /** Fillers and politeness cut from the start of a title, repeatedly. */
    leadFillers: Phrases;
    /** Fillers cut from the end ("please", "thanks", "ください", "吧"). */
    trailFillers: Phrases;
    /** Words allowed in a clause with no task in it ("so", "really", "today"). */
    softWords: Phrases;
    /** "but", "still": a feelings preamble ends here. */
    butWords: Phrases;
    /**
     * Words closing a story and turning to the to-do ("anyway", "差点忘了", "khair", "それはいいとして",
     * "그러다 생각난 건데", "المهم"): the clauses before one, with no to-do shape, are the story around it.
     */
    storyTurns: Phrases;
    /**
     * Words opening a clause that says why a to-do is needed or what happens otherwise ("otherwise", "because",
     * "anders", "warna", "а то"): said about the to-do before them, never one of its own nor part of its title.
     * Compiled for the message's own language only ("car" is French "because", English "car"). Empty where the
     * language writes no spaces.
     */
    consequences: Phrases;
    /**
     * What tells why a to-do is needed — a deadline running out, someone waiting, something broken, nobody able to
     * work ("expires", "caduca", "läuft … ab", "niemand kan", "使うから"): a clause with one and no need or request of
     * its own is no to-do, and its date and level are the to-do's. Compiled for the message's own language only.
     */
    reasons: Phrases;
    /** Words allowed in a list heading besides the heading word ("my", "for"). */
    headerFillers: Phrases;
    /** Subjects opening a statement of fact ("the client", "we"). */
    subjectStarts: Phrases;
    /** Pronouns of a request-only sentence ("note it", "me lo apuntas"). */
    pointerWords: Phrases;
    /** "Both", "all": a date after a list applies to every item. */
    allItems: Phrases;
    /** Someone else saying what should be done ("my manager says", "ma cheffe dit", "مديرتي تقول"): next to the writer's own need, their need is the story. */
    reportedSpeech: Phrases;
    /** Words around a quoted title that are only the request ("add", "called"). */
    quoteWrapperWords: Phrases;
    /** Conjunctions that may join two to-dos ("and then", "y"), as a global regular-expression source; null: none. */
    conjunctions: string | null;
    /** Conjunctions between items when the message says there are several ("a and b, both by Friday"); null: the usual ones. */
    itemConjunctions: string | null;
    /** Whether a conjunction splits even when the left part does not look like a task. */
    looseConjunctions: boolean;
    /** Conjunctions that mostly join nouns ("AとB"): they split only between two actions. */
    nounConjunctions: Phrases;
    /** Imperatives and infinitives that start a to-do. */
    verbs: Phrases;
    /** Words that look like infinitives without being verbs ("poster", "dolor"). */
    notVerbs: Phrases;
    /** Whether a piece of a message starts a to-do in this language. */
    startsTask(item: ItemWords, verbs: VerbLookup): boolean;
    /** A sentence opening that states a fact rather than a to-do (Arabic definite noun). */
    statesFact: RegExp | null;
    /** Language-specific last touches to a title (obligation endings, particles). */
    tidy(title: string): string;
  };

  readonly completion: {
    /** Requests to tick a task off ("mark as done", "abhaken"). */
    markDone: Phrases;
    /** Statements that something is done ("I finished", "ho gaya", "終わった"). */
    statements: Phrases;
    /**
     * Past-tense and participle shapes that state one did something ("I called", "llamé",
     * "gebeld", "обновила", "썼다"): a completion when a task is named with them.
     */
    pastForms: Phrases;
    /**
     * Past forms and participles that share no stem with their verb, with the verb as a title
     * writes it ("wrote" → "write", "scritto" → "scrivere"): "wrote the report" names "Write the report".
     */
    irregularForms: Readonly<Record<string, string>>;
    /** Words cut from the task words of a completion ("already", "the task"). */
    strip: Phrases;
    /** Things one finishes that are no tasks (films, windows, meals). */
    notTasks: Phrases;
    /** Someone else finished it ("my colleague", "his thesis"). */
    someoneElse: Phrases;
    /** "I am …" openings: a state, not a finished task. */
    selfStates: Phrases;
  };

  readonly dates: DateWords;

  readonly priority: {
    /** The word "priority" itself, used as {priority} in the lists below. */
    words: Phrases;
    /** Priority 5: whenever, someday. */
    lowest: Phrases;
    /** Priority 4: low priority, not urgent, no rush. */
    low: Phrases;
    /** Priority 3 said outright: medium priority, normal priority (empty where another language's words serve). */
    medium: Phrases;
    /** Priority 1: urgent, asap, immediately. */
    urgent: Phrases;
    /** Priority 2: important, high priority. */
    high: Phrases;
    /** Words said right around a priority phrase in a remark about it ("this one's", "これ", "그렇게", "这个"): part of the phrase, no to-do. */
    around: Phrases;
    /** Negations up to two words before urgency or importance ("not", "no es tan", "не особо"): the level is then low (4). Spaced languages; empty in the others, whose mood negations serve (不是特别急, 急ぎじゃない). */
    negators: Phrases;
    /**
     * Articles and possessives ("the", "my", "der", "het"): a priority word between one and a noun is part of a thing's
     * name ("the emergency contact list", "my urgent care appointment", "the important client"), not the to-do's level.
     * Empty where adjectives follow the noun or there are no articles.
     */
    determiners: Phrases;
    /** Nouns after a level that stand for the to-do itself ("the urgent one", "the important thing", "die dringende Sache"): a level after all. */
    kinds: Phrases;
    /**
     * The to-dos said before named by their order, first, second, third ("the first one", "le second", "後者", "두 번째"):
     * "…, the first one is urgent, the second can wait" gives each its level. "The former" is the first, "the latter" the second.
     */
    ordinals: readonly [Phrases, Phrases, Phrases];
  };

  readonly mood: {
    /** Words naming the mood itself ("mood", "Stimmung", "気分"). */
    words: Phrases;
    /** Asking to log a mood ("log", "registrar", "記録"). */
    logVerbs: Phrases;
    /** "I'd say a 3", "direi un 4": a bare rating follows, maybe after what is rated and an article. */
    ratingPhrases: Phrases;
    ratedThings: Phrases;
    /** Words that close a rating after its value: a verb's particle ("trag eine 5 ein"), the verb said last ("aaj ko 4 dunga"). */
    ratingClosers: Phrases;
    articles: Phrases;
    /** Ratings from 1 to 5 said as words ("a solid four out of five", "deux sur cinq", "ich gebe dem Tag eine Zwei"): read as their digits. */
    ratingWords: Readonly<Record<string, number>>;
    /** "out of" in "3 out of 5" ("sur", "von", "из"). */
    outOf: Phrases;
    /** The word five, for "3 of five". */
    five: Phrases;
    /** A five-point scale named before the value ("5점 중에", "5段階で", "5分制"). */
    scaleFirst: Phrases;
    /** Points after a value ("点", "점", "points"): a rating when the mood or the day is named beside it ("今日は3点", "3 points today"). */
    points: Phrases;
    /** Stars, after a value ("4 stars", "4 Sterne") or before it ("星4つ", "별 4개"): a rating whatever else is said. */
    stars: Phrases;
    /** "1 to 5" in the assistant's question ("to", "bis", "から"). */
    rangeTo: Phrases;
    /** Units after a number that make it a count or a time, not a rating ("days", "pm"). */
    countUnits: Phrases;
    /** School-grade nouns with their value ("тройка" → 3). */
    grades: ReadonlyArray<readonly [string, number]>;
    /** "на троечку": a grade rating phrase. */
    gradePhrases: Phrases;
    /** Words of a mood-history question ("last", "average", "was"). */
    historyCues: Phrases;
    /** Requests to log that contain a history cue ("log my mood"): not history unless `historyOverLog` is there too. */
    logPhrases: Phrases;
    historyOverLog: Phrases;
    /** The word "history" ("historial", "履歴"). */
    historyWords: Phrases;
    /** Feelings by level: 1 very low … 5 very high. */
    feelings: { 1: Phrases; 2: Phrases; 3: Phrases; 4: Phrases; 5: Phrases };
    /** "Dying of hunger" idioms that say nothing about one's mood. */
    hunger: Phrases;
    /** Negations before a feeling ("not", "nicht", "не"). */
    negators: Phrases;
    /** Negations written onto a feeling in the unspaced languages, before it ("不开心", "안 좋아"); up to two characters may stand between ("不太开心"). */
    negatedBefore: Phrases;
    /** Negations after a feeling ("元気じゃない", "행복하지 않아", "khush nahi"). */
    negatedAfter: Phrases;
    /** Softeners before a feeling ("a bit", "un poco", "ちょっと"): a very low or very high feeling said mildly. */
    softeners: Phrases;
    /** Degree words before a feeling ("really", "so", "extremely", "sehr", "너무", "很"): a good feeling one step further out (happy 4 → 5); a low one keeps its level. */
    intensifiers: Phrases;
    /** Degree words after a feeling ("جدا", "死了", "demais", "af"): as `intensifiers`, for the languages that put them last. */
    intensifiersAfter: Phrases;
    /** Words of an earlier time ("yesterday", "this morning", "gestern", "昨日"): a feeling in their clause gives way to one said of now ("yesterday was awful but today is fine"). */
    earlier: Phrases;
    /** Words of now ("today", "now", "heute", "今日"): they open a clause of their own, so "어제는 최악이었는데 오늘은 괜찮아" reads as two times. */
    now: Phrases;
    /** People and works a feeling is said of instead of oneself ("the client", "the film", "she"): a feeling a few words after one, in the same clause and with no "I am" between ("the client is really happy", "the film was so sad"), is theirs, not the user's mood. */
    others: Phrases;
    /** The user as object or owner ("me", "mich", "меня", "我"): a feeling that names them is theirs after all ("this client is killing me", "этот клиент меня добьёт"). */
    me: Phrases;
    /** Parts of a day ("morning", "l'aprèm", "Nachmittag", "после обеда", "下午"): a day told in two parts ("rough morning, great afternoon") is mixed. */
    dayParts: Phrases;
    /**
     * How a stretch of time went, said in the clause of a part of the day ("matinée pourrie", "der Nachmittag war top", "утро было
     * адское"): a low or good feeling there only, since "top" or "zäh" alone say nothing of one's mood.
     */
    dayVerdicts: { low: Phrases; good: Phrases };
    /** Things taking a turn for the better ("turned it around", "hat's rausgerissen", "все наладилось", "좀 풀림", "也算没白忙"): a good part after a bad one. */
    turnsForBetter: Phrases;
    /** Words of one more of the same ("another", "encore un", "schon wieder", "опять", "又"): after a good word said alone they make it sarcastic ("great, another outage"). */
    repeats: Phrases;
    /** Things going wrong ("outage", "panne", "se cayó", "упал", "挂了"): after a good word said alone they make it sarcastic ("fantastic, the build crashed"). */
    mishaps: Phrases;
    /**
     * Cheers said alone at the head of a clause ("lovely", "nou lekker", "che bello", "espetáculo", "太好了"): before a thing gone
     * wrong or one more of the same in a later clause they are sarcasm, a low mood ("lovely, another outage"); elsewhere nothing.
     */
    mockCheers: Phrases;
  };

  /**
   * Self-harm and crisis statements that are crisis whatever surrounds them ("kill myself", "suicide",
   * "better off without me"). Wishes to die or disappear are composed from `crisisWish` instead, and warning
   * signs an everyday act may explain ("nobody would notice", "gave away my things") stand in `crisisSigns`.
   * Idioms ("this deadline is killing me") belong in mood.feelings.
   */
  readonly crisis: Phrases;

  /**
   * The crisis flag by composition (../builtin/crisis.ts): a first-person wish or thought (`wish`: "I wish",
   * "ich will", "好想", "if I") followed within `reach` words (unspaced languages: characters) by a `harm`
   * (die, disappear, not wake up, not be here any more), or a `harm` followed by a wish written after it
   * (`wishAfter`: 消え+たい, 사라지+고 싶다, gayab ho jaana + chahta hoon). Such a wish is not crisis when
   * `negators` stand right before it or between its parts ("I don't want to die", "不想死", "死にたくない");
   * when one of `things` stands between the parts, or just before a harm that comes first ("I want the old
   * dashboard to die", "この会議…", "让这个系统死掉"): the wish is about a thing; or when one of `idioms`
   * (boredom, laughter, embarrassment, hunger, a holiday or a stretch of days) stands in its clause or
   * later in its sentence ("envie de mourir d'ennui", "want to die, lol", "disappear to a cabin for two weeks").
   */
  readonly crisisWish: {
    /** How many filler words (unspaced languages: characters) may stand between the two parts. */
    reach: number;
    wish: Phrases;
    harm: Phrases;
    wishAfter: Phrases;
    negators: Phrases;
    things: Phrases;
    idioms: Phrases;
  };

  /**
   * The crisis flag by a scene and its relief (../builtin/crisis.ts): a place one could fall or step from
   * (`heights`: a rooftop, a metro platform, the tracks, looking down from a balcony) or a sleep one does not
   * wake from (`noWaking`: "fell asleep and didn't wake up", "sans me réveiller", "睡着了就不再醒来") and, in the
   * same sentence, a thought of relief (`reliefs`: "it would all be simpler", "je me suis dit que ce serait plus
   * simple", "ce serait pas plus mal", a sudden calm, "أريح للكل"). A bare "easier" is no relief, as a height is also
   * where a task is done ("from the train platform it would be easier to call you"). Neither part is crisis alone ("the view from the balcony is so calming", "it would be
   * simpler to email him", "I could sleep for a week"); the pair is not when one of crisisWish `idioms` or
   * laughter stands in its sentence ("if I don't wake up for standup it wouldn't be so bad lol").
   */
  readonly crisisRelief: {
    heights: Phrases;
    noWaking: Phrases;
    reliefs: Phrases;
    /**
     * A shrug at not waking (`shrugs`: "that'd be fine", "it wouldn't matter", "I wouldn't mind", "ça m'irait très bien",
     * "andrebbe bene così", "无所谓"): said of a sleep with no waking (`noWaking`, conditional forms included: "if I didn't wake
     * up tomorrow", "se domani non mi svegliassi") in the same sentence it is crisis, never with a height ("from the platform
     * it'd be fine to call you"). A waking that is only late or early is no `noWaking` ("if I don't wake up in time").
     */
    shrugs: Phrases;
  };

  /**
   * A farewell with one's affairs put in order (../builtin/crisis.ts): a goodbye to the people one writes to (`farewells`:
   * "just wanted to say goodbye to you all", "queria me despedir de vocês", "想跟大家道个别") and, in the same message, one of
   * `signs` (letters written, everything arranged or settled, things given away, not being around any more, not being able
   * to take it any more). Neither part is crisis alone, and the pair is not when one of `departures` (a last day at work, a
   * new job, a handover, a holiday, "see you Monday") or one of crisisWish `idioms` stands in the message: leaving a job or
   * going on holiday is said with the same words ("I've organised everything before my vacation, bye all!").
   */
  readonly crisisFarewell: { farewells: Phrases; signs: Phrases; departures: Phrases };

  /**
   * Warning signs said as plain statements (../builtin/crisis.ts, `signs`): nobody would notice, miss one or care; one's
   * things given away; a rope bought; a height looked up. Each is crisis in a sentence of its own ("nobody would even
   * notice.", "nobody would notice if I were gone", "I've given away my things, it doesn't matter anymore"), but not when
   * the same sentence gives the everyday act or reason it speaks of (`everyday`: "if I left early", "if I skipped the
   * standup", "if I don't wake up in time", "to charity", "before the move", "since I bought new ones", "for the camping
   * trip"), unless that sentence also names a crisisWish `harm` ("if I disappeared"). Statements no everyday act could
   * explain ("kill myself") belong in `crisis`.
   */
  readonly crisisSigns: { signs: Phrases; everyday: Phrases };

  /**
   * Someone else's suicide told as news (../builtin/crisis.ts): a statement of `crisis` that stands inside
   * one of `deaths` (another's death, told in the third person: "took his own life", "自ら命を絶った",
   * "스스로 목숨을 끊었다") in a sentence that holds one of `reports` ("the news", "ニュース", "기사") is the
   * news, not the writer's crisis. The writer's own words beside it ("私も死にたい") are judged on their own.
   */
  readonly crisisNews: { reports: Phrases; deaths: Phrases };

  /**
   * Stand-up blockers (../builtin/blockers.ts): `phrases` say one is blocked or waiting on someone or
   * something ("blocked by", "waiting on", "bloqueado", "warte auf", "ブロッカー"); `none` are
   * the answers that there is no blocker ("none", "ninguno", "なし"), which with a phrase and
   * nothing else ("Blockers: none") make a line that is neither a blocker nor a task.
   */
  readonly blockers: { phrases: Phrases; none: Phrases };
}
