// English: every word and phrase the built-in engine knows in this language.
import type { Lexicon } from '../lexicon-types.ts';
import { words } from '../words.ts';

const VERBS = words(`send call email e-mail mail review update write fix book schedule prepare prep finish submit draft create make buy order pay check follow reply respond clean tidy
  organize organise plan set upload publish post share print sign renew cancel confirm contact ping text message meet finalize finalise test deploy migrate archive backup
  research read edit proofread design record film shoot launch invite ask tell get pick drop return file fill complete approve brief onboard interview hire present practice
  translate export import install refactor document outline compile collect gather analyze analyse summarize summarise transcribe rename resize crop resend reschedule move
  arrange grab visit attend apply register sort clear wrap put look go hand turn chase nudge remind add remove delete sync merge push release ship deliver prep rewrite redo
  revise polish sketch mock wireframe build code implement debug investigate estimate quote invoice reconcile calculate count order restock replace repair water feed walk
  cook wash call-back prepare rehearse memorize study learn register enroll notify inform email announce celebrate thank greet welcome plan schedule block review double-check
  recheck verify validate audit assess evaluate benchmark measure track monitor log note capture jot list prioritize prioritise delegate assign split combine upgrade downgrade
  configure setup set-up install uninstall reset restart reboot charge buy purchase renew extend close open start begin continue resume pause stop end finish
  reserve hire fire sell pack unpack load print scan fax sign submit request claim refund expense reimburse train coach mentor pitch negotiate discuss talk chat catch
  sync align brainstorm decide choose pick finalize proof double wrap ship shoot photograph video edit cut trim export render publish promote advertise tweet blog
  feed pay collect deposit withdraw transfer file renew book cancel reschedule confirm ring phone dial email reply answer forward cc loop escalate flag raise lodge`);

const IRREGULAR_PAST: Readonly<Record<string, string>> = {
  send: 'sent', write: 'wrote', make: 'made', buy: 'bought', pay: 'paid', set: 'set', read: 'read', shoot: 'shot', get: 'got', tell: 'told', put: 'put',
  go: 'went', meet: 'met', build: 'built', sell: 'sold', catch: 'caught', choose: 'chose', cut: 'cut', begin: 'began', fire: 'fired', ring: 'rang', feed: 'fed',
  hire: 'hired', pick: 'picked', bring: 'brought', take: 'took', give: 'gave', do: 'did', redo: 'redid', rewrite: 'rewrote', resend: 'resent', withdraw: 'withdrew',
};

/** Simple past of the verbs (call → called, plan → planned, apply → applied, send → sent). */
function pastTense(verbs: readonly string[]): string {
  const forms = new Set<string>();
  for (const v of verbs) {
    if (IRREGULAR_PAST[v]) forms.add(IRREGULAR_PAST[v]);
    else if (v.endsWith('e')) forms.add(`${v}d`);
    else if (/[^aeiou]y$/.test(v)) forms.add(`${v.slice(0, -1)}ied`);
    else if (/^[^aeiou]*[aeiou][bdgmnprt]$/.test(v)) forms.add(`${v}${v.slice(-1)}ed`);
    else forms.add(`${v}ed`);
  }
  return `(?:${[...forms].join('|')})`;
}

export const lexicon: Lexicon = {
  boundaries: 'words',
  verbShape: true,
  unspaced: false,

  detection: {
    iso: 'en',
    strong: `the i'm im i've ive i'll ill don't dont doesn't can't cant won't wont what's whats it's that's let's lets
      you your yours we're they're there their this these those which would could should shall
      been being have has had does did doing done anything something nothing everything everyone someone
      tomorrow tonight today yesterday morning evening afternoon week month weekend
      monday tuesday wednesday thursday friday saturday sunday
      need needs remind gotta wanna gonna please pls plz thanks thank thx cheers hello hey hiya howdy
      how why when where who what with from about after before until till by of and or but not
      my mine me our ours us they them he she him her his
      feeling feel tired exhausted stressed good great awesome bad sad happy
      finished mark list show many much mood help commands works work
      just really very also still again already maybe some any every all only
      know think want get got make take send call email write review update fix check finish
      is are was were am be will can do to a an it in on at for up out so if then than now yes yeah yep nope no`,
    common: 'lol af ok okay sure fine thing things stuff guys team folks due deadline tasks task pending',
    weak: 'hi',
    phrases: [[/\bwhat's up\b|\bwhats up\b/, 4]],
    hints: [[/th|\p{L}{3,}ing\b|tion\b|\bwh/gu, 0.3]],
    borrowed: 'ok okay thanks thank thx cool super hello hi hey bye sorry please pls asap task tasks deadline mood meeting call review update list email check team good morning you',
    mixesWith: null,
  },

  conversation: {
    greetings: [
      'hi', 'hii+', 'hey+', 'heya', 'hiya', 'hello+', 'helo', 'yo', 'howdy', 'good\\s+(?:morning|afternoon|evening|day)', 'morning', 'gm',
      'sup', "what'?s\\s+up", 'wassup', 'whats\\s+good', 'greetings',
    ],
    greetingsNotOpening: [],
    greetingAddressees: [
      'there', 'all', 'everyone', 'everybody', 'team', 'folks', 'guys', "y'?all", 'bot', 'taskbot', 'buddy', 'friend', 'mate', 'again',
      'how\\s+are\\s+you', 'how\\s+are\\s+u', 'how\\s+is\\s+it\\s+going', "how'?s\\s+it\\s+going", 'how\\s+r\\s+u', 'hows\\s+it\\s+going', 'you',
      'assistant', 'hope\\s+(?:you(?:\\s+are|\\x27re)?|u\\s+are|ur)\\s+(?:well|good|doing\\s+(?:well|good|ok))', "how'?s\\s+(?:everything|life|your\\s+day)",
      "what'?s\\s+up", 'sup',
      'just\\s+(?:wanted\\s+to\\s+)?say(?:ing)?\\s+(?:hi|hello)', 'no\\s+new\\s+tasks?',
    ],
    thanks: ['thanks', 'thank\\s+you', 'thx', 'ty', 'tysm', 'cheers', 'much\\s+appreciated', 'appreciate\\s+it', 'thank\\s+u'],
    thankedAddressees: ['bro', 'dude', 'man', 'mate', 'again', 'so\\s+much', 'a\\s+lot', 'lots'],
    questionOpeners: [
      'what', "what'?s", 'whats', 'which', 'when', 'where', 'who', 'whom', 'why', 'how', "how'?s", 'is\\s+(?:there|it|that|this|my|the)',
      'are\\s+(?:there|you|my|we|the)', 'do\\s+(?:i|you|we)', 'does', 'did\\s+(?:i|you|we)', 'can\\s+(?:i|you|we)', 'could\\s+(?:i|you|we)',
      'would\\s+(?:i|you)', 'will\\s+(?:i|you)', 'should\\s+i', 'have\\s+(?:i|you|we)', 'has\\s+(?:the|my)', 'any', 'anything', 'anyone',
      'anybody',
    ],
    questionEndings: [],
    help: [
      'help', 'helpp+', 'help\\s+me', 'how\\s+(?:do|can|should|would)\\s+(?:i|we|you)', 'how\\s+to',
      'how\\s+does\\s+(?:this|it|the\\s+bot|this\\s+bot|this\\s+thing)\\s+work', 'what\\s+can\\s+(?:you|u|i)\\s+do', 'what\\s+do\\s+you\\s+do',
      'commands?', 'instructions', 'tutorial', 'guide', 'user\\s+guide', 'manual', 'features', 'getting\\s+started', 'how\\s+it\\s+works',
      'what\\s+are\\s+you', 'who\\s+are\\s+you', 'usage',
    ],
    howTo: [
      'how\\s+(?:do|can|should|would)\\s+(?:i|we)', 'how\\s+to', 'is\\s+there\\s+a\\s+way\\s+to', 'can\\s+i\\s+(?:use|set|change|add|edit|delete|mark)',
      'what\\s+does\\s+(?:the\\s+|a\\s+|this\\s+)?\\p{L}+(?:\\s+\\p{L}+)?\\s+mean', 'what\\s+commands', 'how\\s+(?:does|do)\\s+(?:\\p{L}+\\s+){1,3}work', 'explain\\s+how', 'i\\s+need\\s+help',
    ],
    farewells: ['see\\s+you\\s+(?:tomorrow|later|soon|on\\s+\\p{L}+)', 'see\\s+ya', 'bye(?:\\s+for\\s+now)?', 'good\\s*night', 'talk\\s+(?:to\\s+you\\s+)?(?:tomorrow|later)', 'have\\s+a\\s+(?:good|nice|great)\\s+(?:weekend|evening|day|one)'],
    followUps: ['and', 'also', 'plus', 'oh\\s+and', 'and\\s+also'],
  },

  tasks: {
    nouns: [
      'tasks?', 'to-?dos?', 'todo\\s+list', 'to\\s+do\\s+list', 'deadlines?', 'due', 'overdue', 'pending', 'backlog', 'assignments?', 'items?',
      'agenda', 'on\\s+my\\s+plate', 'left\\s+to\\s+do', 'to\\s+do', 'my\\s+list', 'workload', 'schedule', 'what\\s+do\\s+i\\s+have',
      'what\\s+have\\s+i\\s+got', "what'?s\\s+(?:next|on|up\\s+next|left)", 'what\\s+(?:should|do|must)\\s+i\\s+(?:need\\s+to\\s+)?(?:do|work\\s+on|finish)',
      'what\\s+is\\s+(?:next|left)', "haven'?t\\s+(?:done|finished)", 'not\\s+done\\s+yet',
      'behind\\s+on', 'anything\\s+(?:due|left|pending)',
    ],
    show: ['list', 'show', 'show\\s+me', 'give\\s+me', 'tell\\s+me', 'pull\\s+up', 'display', 'get\\s+me', 'see', 'check', "what'?s\\s+on"],
    showEndings: [],
    stats: [
      'stats', 'statistics', 'completion\\s+rate', 'what\\s+did\\s+i\\s+(?:get\\s+)?(?:done|finish|complete|accomplish)',
      'what\\s+have\\s+i\\s+(?:done|finished|completed|accomplished)', 'how\\s+many\\s+(?:tasks\\s+)?(?:did|have|i)', 'how\\s+many\\s+tasks',
      'how\\s+productive', 'my\\s+progress', 'productivity', 'progress\\s+report', 'how\\s+am\\s+i\\s+doing', 'progress',
    ],
    counting: ['how\\s+many'],
    done: ['finish(?:ed)?', 'complet(?:ed|e)', 'done', 'close[d]?'],
    create: [
      'remind\\s+me(?:\\s+to)?', 'add\\s+(?:a\\s+|an\\s+|new\\s+)?(?:task|todo|to-do|reminder)', 'create\\s+(?:a\\s+|an\\s+|new\\s+)?(?:task|todo|to-do|reminder)',
      'new\\s+task', 'put\\s+(?:it\\s+)?on\\s+my\\s+(?:list|to-?do)', 'add\\s+to\\s+my\\s+(?:list|to-?dos?)', "don'?t\\s+(?:let\\s+me\\s+)?forget",
      'note\\s+down', 'jot\\s+(?:it\\s+|this\\s+|that\\s+)?down', 'write\\s+(?:it\\s+|this\\s+|that\\s+)?down', 'make\\s+a\\s+(?:task|note)',
      'set\\s+a\\s+reminder', 'task:', 'todo:', 'to-?dos?:', 'add\\s+(?=["\'])',
    ],
    obligations: [
      'i\\s+(?:really\\s+)?need\\s+to', 'need\\s+to', 'needs\\s+to', 'i\\s+have\\s+to', 'have\\s+to', 'has\\s+to', 'i\\s+(?:still\\s+)?(?:gotta|got\\s+to)',
      'gotta', 'got\\s+to', 'i\\s+must', 'must', 'i\\s+should', 'should', '(?:i\\s+)?ought\\s+to', "i'?ll\\s+need\\s+to", "i'?ve\\s+got\\s+to",
      'we\\s+need\\s+to', 'we\\s+have\\s+to', 'we\\s+should', 'make\\s+sure\\s+(?:to|i)', 'remember\\s+to', 'still\\s+need\\s+to', 'i\\s+want\\s+to',
      'plan\\s+to',
    ],
    obligationsKeptInTitles: [],
    obligationForms: null,
    notes: [],
    deadlineWords: ['by', 'until', 'till', 'before', 'due', 'no\\s+later\\s+than', 'deadline'],
    listHeaders: [
      'to-?dos?', 'todo\\s+list', 'tasks?', 'my\\s+tasks', 'things\\s+to\\s+do', 'reminders?', 'for\\s+today', "today'?s\\s+(?:tasks|list|plan)", 'plan',
      'list', 'checklist', 'action\\s+items',
    ],
    addToList: {
      askers: ['(?:can|could|would|will)\\s+(?:you|u)', 'please', 'pls'],
      verbs: ['add', 'put', 'pop', 'stick', 'throw'],
      prepositions: ['to', 'on', 'onto', 'in', 'into'],
      owners: ['my', 'the'],
      kinds: ['to-?do', 'todo', 'task'],
      lists: ['list', 'to-?dos?', 'tasks'],
      closers: ['please', 'pls'],
      ending: null,
    },
    negations: ['no', 'not', "don'?t", 'do\\s+not', 'never'],
    negationsAfter: [],
    askedBefore: ['(?:did|have|has)\\s+(?:i|you|we)\\s+(?:already\\s+|ever\\s+)?'],
    politeRequests: ['(?:can|could|would|will)\\s+(?:you|u)'],
    something: ['anything', 'something'],
    whatNext: ['what\\s+(?:should|do)\\s+i\\s+do', "what'?s\\s+next", 'what\\s+now'],
    actions: {
      cancel: ['cancel', 'call\\s+off'],
      delete: ['delete', 'remove', 'erase', 'get\\s+rid\\s+of'],
      move: ['reschedule', 'move', 'push', 'postpone', 'push\\s+back', 'delay', 'bump'],
      objects: ['tasks?', 'to-?dos?', 'reminders?', 'drafts?'],
    },
    overdueWords: ['overdue', 'late', 'behind'],
    urgentWords: ['urgent', 'asap', 'important'],
  },

  periods: {
    today: ['today'],
    week: ['week'],
    month: ['month'],
    year: ['year'],
    lastMonth: ['last\\s+month', 'previous\\s+month'],
    monthNames: ['january', 'february', 'march', 'april', 'june', 'july', 'august', 'september', 'october', 'november', 'december'],
  },

  titles: {
    leadFillers: [
      'please', 'pls', 'plz', 'pl[sz]', 'kindly', 'can\\s+you', 'could\\s+you', 'would\\s+you', 'will\\s+you', 'can\\s+u', 'could\\s+u',
      'would\\s+you\\s+mind', 'remind\\s+me\\s+to', 'remind\\s+me\\s+(?:that\\s+)?i\\s+(?:need|have)\\s+to', 'remind\\s+me',
      "don'?t\\s+(?:let\\s+me\\s+)?forget\\s+to", "don'?t\\s+forget", 'remember\\s+to', 'make\\s+sure\\s+to',
      'add\\s+(?:a\\s+|an\\s+|new\\s+)?(?:task|todo|to-do|reminder)(?:\\s+to|\\s+for)?', 'create\\s+(?:a\\s+|an\\s+|new\\s+)?(?:task|todo|to-do|reminder)(?:\\s+to|\\s+for)?',
      'new\\s+task', 'note\\s+to\\s+self', 'really', 'definitely', 'actually', 'seriously', 'probably', 'also', 'and', 'and\\s+also', 'then', 'plus',
      'oh', 'ok', 'okay', 'so', 'but', 'still', 'just', 'yet', 'though', 'anyway', 'lol', 'haha', 'ugh', 'hmm', 'btw', 'maybe', 'i', 'we', 'me',
      'for\\s+me',
      'which\\s+means', 'that\\s+means', 'meaning', 'therefore',
    ],
    trailFillers: [
      'please', 'pls', 'plz', 'thanks', 'thank\\s+you', 'thx', 'for\\s+me', 'asap', 'for', 'by', 'until', 'till', 'before', 'ok', 'okay', 'lol', 'and',
      'or',
    ],
    softWords: [
      'i', "i'?m", 'im', 'i\\s+am', 'am', 'so', 'really', 'very', 'super', 'just', 'feeling', 'feel', 'today', 'af', 'kinda', 'bit', 'a', 'the', 'but',
      'still', 'deadline', 'deadlines', 'sprint', 'project', 'work', 'job', 'meeting', 'meetings', 'these', 'me', 'my', 'and', 'yet', 'though', 'lol',
      'lmao', 'haha', 'ugh', 'omg', 'wow', 'man', 'honestly', 'tbh', 'pretty', 'too', 'what\\s+a', 'this', 'week', 'day', 'is', 'it', "it'?s", 'been',
      'getting', 'kind\\s+of', 'sort\\s+of', 'all', "if\\s+it'?s\\s+not\\s+too\\s+much\\s+trouble", "if\\s+you\\s+(?:don'?t|do\\s+not)\\s+mind",
      'if\\s+possible', 'its',
      'completely', 'totally', 'absolutely', 'quite', 'somewhat', 'a\\s+little', 'little', 'slightly', 'extremely', 'utterly',
    ],
    butWords: ['but', 'though', 'still'],
    headerFillers: [
      'maybe', 'my', 'for', 'the', 'list', 'some', 'few', 'couple', 'things', 'stuff', 'quick', 'i', 'gotta', 'so', 'ok', 'also', 'all', 'here', 'are',
      'is', 'add',
      '(?:two|three|four|2|3|4)\\s+(?:things|items|tasks)',
    ],
    subjectStarts: ['the', 'a', 'an', 'my', 'our', 'we', 'they', 'he', 'she', 'it', 'everyone'],
    pointerWords: ['it', 'that', 'this', 'me', 'for\\s+me', 'you', 'pls', 'please'],
    allItems: ['both', 'all', 'all\\s+of\\s+(?:them|these|it)', 'each', 'everything'],
    quoteWrapperWords: [
      'add', 'put', 'create', 'make', 'set', 'new', 'a', 'an', 'the', 'task', 'todo', 'to-?do', 'reminder', 'called', 'named', 'titled', 'to', 'on', 'in',
      'my', 'list', 'please', 'can', 'could', 'you', 'me', 'for',
    ],
    conjunctions: '\\s+(?:and\\s+then|and\\s+also|and|&|then|plus|as\\s+well\\s+as)\\s+',
    itemConjunctions: null,
    looseConjunctions: false,
    nounConjunctions: [],
    verbs: VERBS,
    notVerbs: [],
    startsTask: (item, verbs) => verbs.isVerb(item.first, ['english']),
    statesFact: null,
    tidy: (title) => title,
  },

  completion: {
    markDone: [
      'mark\\s+(?:it|that|this|them)?\\s*(?:as\\s+)?(?:done|complete[d]?|finished)', 'mark\\s+(?:as\\s+)?(?:done|complete[d]?|finished)',
      'as\\s+(?:done|complete[d]?|finished)', 'check\\s+(?:it\\s+|that\\s+)?off', 'tick\\s+(?:it\\s+|that\\s+)?off', 'cross\\s+(?:it\\s+|that\\s+)?off',
      'close\\s+(?:the\\s+)?task', 'complete\\s+(?:the\\s+)?task', 'check\\s+off', 'tick\\s+off', 'cross\\s+off',
    ],
    statements: [
      '(?:i|we)\\s+(?:just\\s+|finally\\s+|already\\s+)?(?:finished|completed|wrapped\\s+up|submitted|sent(?:\\s+out|\\s+off)?|shipped|published|delivered|did|handed\\s+in|turned\\s+in|closed|nailed|knocked\\s+out|got\\s+through)',
      '(?:just\\s+|finally\\s+)?(?:finished|completed|wrapped\\s+up|submitted|shipped|published|delivered)',
      '^\\s*(?:(?:fyi|btw|update|ok|so)\\s*[:,]?\\s+)?(?:just\\s+)?(?:closed|fixed|merged|deployed|released|resolved)', 'released', 'done\\s+with',
      'finished\\s+with', 'through\\s+with', '(?:is|are|was|\\x27s)\\s+(?:all\\s+)?(?:done|finished|complete[d]?|sent|live|out|ready|shipped|submitted|published)',
      'done', 'all\\s+done', 'complete[d]?', '(?:is|are)\\s+out\\s+the\\s+door',
    ],
    pastForms: [`(?:^\\s*|(?:i|we)\\s+)(?:just\\s+|finally\\s+|already\\s+)?${pastTense(VERBS)}`],
    strip: [
      'i', 'we', 'just', 'finally', 'already', 'now', 'the\\s+task', 'task', 'it', 'that', 'please', 'you\\s+can', 'can\\s+you', 'ok', 'okay', 'yay',
      'woo+', 'yes', 'so', 'and',
    ],
    notTasks: [
      'series?', 'show', 'movie', 'film', 'netflix', 'episode', 'season', 'novel', 'game', 'laptop', 'window', 'door', 'dinner', 'lunch', 'breakfast',
      'coffee', 'beer', 'pizza', 'nap',
    ],
    someoneElse: [
      '(?:my)\\s+(?:colleague|coworker|boss|friend|sister|brother|wife|husband|son|daughter|manager)',
      '(?:his|her|their)\\s+(?:own\\s+)?(?:thesis|homework)',
    ],
    selfStates: ["i'?m", 'i\\s+am', "we'?re"],
  },

  dates: {
    monthFirst: true,
    numbers: { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, couple: 2 },
    weekdays: [['monday'], ['tuesday'], ['wednesday'], ['thursday'], ['friday'], ['saturday'], ['sunday']],
    weekdaySuffixes: [],
    shortWeekdays: {
      names: { mon: 1, tue: 2, tues: 2, wed: 3, weds: 3, thu: 4, thur: 4, thurs: 4, fri: 5, sat: 6, sun: 7 },
      after: ['by', 'on', 'until', 'till', 'before', 'due', 'next', 'this', 'coming'],
      beforeTime: [],
    },
    months: [
      ['january', 'jan'], ['february', 'feb'], ['march', 'mar'], ['april', 'apr'], ['may'], ['june', 'jun'], ['july', 'jul'], ['august', 'aug'],
      ['september', 'sept', 'sep'], ['october', 'oct'], ['november', 'nov'], ['december', 'dec'],
    ],
    before: [
      'by', 'on', 'until', 'till', 'til', 'before', 'due', 'for', 'this', 'next', 'to', 'coming', 'this coming', 'latest by', 'no later than',
      'at the latest by', 'the', 'from', 'in', 'within',
    ],
    after: ['at the latest', 'latest'],
    particles: [],
    endOfMonth: ['(?:the\\s+)?end\\s+of\\s+(?:the\\s+|this\\s+)?month', 'eom', 'month[-\\s]?end', 'end[-\\s]of[-\\s]month', 'month\\s+end'],
    endOfNamedMonth: ['(?:the\\s+)?end\\s+of', 'late'],
    endOfWeek: ['(?:the\\s+)?end\\s+of\\s+(?:the\\s+|this\\s+)?week', 'eow'],
    dayAfterTomorrow: ['(?:the\\s+)?day\\s+after\\s+tomorrow', 'overmorrow'],
    tomorrow: ['tomorrow', 'tmrw', 'tmr', 'tmw', 'tomoz', '2morrow', '2moro'],
    today: [
      'today', 'tonight', 'tonite', 'this\\s+evening', 'this\\s+afternoon', 'eod', 'end\\s+of\\s+(?:the\\s+)?day', 'cob', 'close\\s+of\\s+business',
      'end\\s+of\\s+today', 'later\\s+today',
    ],
    nextWeek: ['next\\s+week'],
    partsOfDay: ['morning', 'afternoon', 'evening', 'night'],
    inSpan: ['in', 'within'],
    spanUnits: ['days?', 'weeks?'],
    spanUnitsBeforeLater: ['days?', 'weeks?'],
    later: ['from\\s+now', 'later'],
    timeBefore: ['by', 'at', 'before', 'until', 'till', 'around'],
    timeBeforeBareHour: ['at', 'around'],
    hourUnits: ["o'?clock", 'hrs'],
    am: ['am', 'a\\.m\\.'],
    pm: ['pm', 'p\\.m\\.'],
    morning: ['in\\s+the\\s+morning', 'this\\s+morning'],
    evening: ['in\\s+the\\s+(?:afternoon|evening)', 'this\\s+(?:afternoon|evening)', 'tonight', 'tonite', 'at\\s+night'],
    noon: ['noon', 'midday'],
    midnight: ['midnight'],
    halfHour: [],
    dayMonthLinks: ['of'],
    ordinals: ['st', 'nd', 'rd', 'th'],
    quantityBefore: ['in', 'within'],
    patterns: {
      inDays: {
        src: '(?:in\\s+a|within\\s+a)\\s+(week|fortnight|couple\\s+of\\s+days|few\\s+days)',
        days: (m) => (m[1]!.startsWith('week') ? 7 : m[1]!.startsWith('fortnight') ? 14 : m[1]!.startsWith('couple') ? 2 : 3),
      },
      dayOfMonth: '(?:(?:the|on\\s+the|by\\s+the|until\\s+the)\\s+)(?<day>\\d{1,2})(?:st|nd|rd|th)',
    },
  },

  priority: {
    words: ['priority', 'prio'],
    lowest: [
      'whenever', 'whenever\\s+(?:i|you)\\s+(?:can|get\\s+a\\s+chance|have\\s+time)', 'someday', 'some\\s+day', 'someday\\s+maybe', 'one\\s+day',
      'eventually', 'lowest\\s+priority', 'lowest\\s+prio', 'if\\s+(?:i|you)\\s+(?:ever\\s+)?(?:get|have)\\s+(?:the\\s+)?time',
      'when(?:ever)?\\s+(?:i|you)\\s+have\\s+(?:some\\s+)?(?:spare\\s+)?time', 'no\\s+deadline', 'p5',
    ],
    low: [
      'low(?:-|\\s+){priority}', 'not\\s+(?:that\\s+|very\\s+|super\\s+)?urgent', 'non[-\\s]?urgent', 'no\\s+rush', 'no\\s+hurry', 'not\\s+a\\s+priority',
      'low\\s+prio', 'lowprio', 'p4', 'not\\s+important', 'when\\s+you\\s+get\\s+a\\s+chance', 'no\\s+biggie',
    ],
    urgent: [
      'urgent', 'urgently', 'super\\s+urgent', 'very\\s+urgent', 'asap', 'a\\.s\\.a\\.p\\.?', 'immediately', 'right\\s+away', 'right\\s+now',
      'top\\s+priority', 'highest\\s+priority', 'top\\s+prio', 'critical', 'emergency', 'p1', 'p0',
    ],
    high: ['high(?:-|\\s+){priority}', 'important', 'very\\s+important', 'high\\s+prio', 'priority', 'prio', 'p2', 'a\\s+priority'],
  },

  mood: {
    words: ['mood', 'moods', 'mood\\s+score', 'wellbeing', 'well-being', 'vibe', 'vibes', 'feeling', 'feelings', 'rate\\s+my\\s+day'],
    logVerbs: ['log', 'track', 'record', 'rate', 'set', 'put', 'add', 'check[-\\s]?in'],
    ratingPhrases: ["i'?d\\s+say", 'i\\s+would\\s+say', "(?:i'?d\\s+)?give\\s+(?:it|today|the\\s+day|myself)", "(?:i'?d\\s+)?rate\\s+(?:it|today|the\\s+day|myself|my\\s+day)"],
    ratedThings: ['it', 'today', 'the\\s+day'],
    articles: ['a', 'an'],
    outOf: ['out\\s+of', 'of', 'from'],
    five: ['five'],
    scaleFirst: [],
    points: [],
    rangeTo: ['to'],
    countUnits: [
      'am', 'pm', '[ap]\\.?m\\b', 'h\\b', 'hrs?', 'hours?', 'min', 'days?', 'weeks?', 'tasks?', 'things', 'items', 'euros?', 'dollars?', 'st\\b', 'nd\\b', 'rd\\b',
      'th\\b', 'x\\b',
    ],
    grades: [],
    gradePhrases: [],
    historyCues: [
      'history', 'log', 'logs', 'past', 'last', 'previous', 'average', 'avg', 'trend', 'trends', 'over\\s+time', 'chart', 'graph', 'stats', 'statistics',
      'was', 'been', 'were', 'so\\s+far', 'january', 'february', 'march', 'april', 'june', 'july', 'august', 'september', 'october', 'november',
      'december',
    ],
    logPhrases: ['log\\s+(?:my|a|the)?\\s*mood', 'log\\s+(?:it|that)'],
    historyOverLog: ['history', 'last', 'past', 'average', 'from'],
    historyWords: ['history'],
    feelings: {
      1: [
        'miserable', 'hopeless', 'devastated', 'falling\\s+apart', 'worst\\s+day(?:\\s+ever)?', 'depressed', 'horrible\\s+day', 'awful\\s+day',
        'terrible\\s+day', 'feel(?:ing)?\\s+(?:terrible|awful|horrible)', "can'?t\\s+cope", 'breaking\\s+down',
      ],
      2: [
        'exhausted', 'burn(?:t|ed)\\s+out', 'burnout', 'burnt-out', 'drained', 'knackered', 'wiped(?:\\s+out)?', 'shattered', 'dead\\s+tired',
        'tired(?:\\s+af)?', 'so\\s+tired', 'sleepy', 'stressed(?:\\s+out)?', 'stressful', 'stress', 'overwhelmed', 'anxious', 'worried', 'frustrated',
        'annoyed', 'angry', 'upset', 'sad', 'unhappy', '(?:feel(?:ing)?|a\\s+bit|kinda|so|pretty|really|bit)\\s+(?:down|low|off|blue|bad|rough)', 'meh',
        'blah', 'bad\\s+day', 'rough\\s+(?:day|week|morning)', 'tough\\s+(?:day|week)', 'long\\s+day', '(?:crazy|hectic|brutal|insane)\\s+(?:day|week)',
        'swamped', 'sick', 'headache', 'migraine', 'under\\s+the\\s+weather', 'fed\\s+up', 'bored', 'lonely', 'unmotivated', 'no\\s+energy',
        'killing\\s+me', "i'?m\\s+dead", 'dying(?!\\s+(?:to|for|of\\s+(?:curiosity|laughter)))', 'ugh+', 'struggling', 'cranky', 'grumpy', 'overloaded',
        'not\\s+(?:feeling\\s+)?(?:great|good|well|ok|okay)', 'zombie', 'fried', 'done\\s+with\\s+(?:today|this\\s+week)',
        'anxiety', 'going\\s+(?:crazy|insane)',
      ],
      3: ['okay', 'ok-ish', 'okayish', 'alright', 'so-so', 'so\\s+so', 'not\\s+bad', 'average', 'nothing\\s+special', 'normal', 'fine'],
      4: [
        'good(?!\\s+(?:morning|afternoon|evening|night|day\\s+to|job|luck|catch|point|question|one))', 'pretty\\s+good', 'feeling\\s+good', 'better',
        'happy', 'relaxed', 'calm', 'productive', 'motivated', 'rested', 'content', 'nice\\s+day', 'good\\s+day', 'chill', 'positive',
      ],
      5: [
        'super\\s+(?:day|journee|dia|tag|giornata|dag)', 'great', 'amazing', 'awesome', 'fantastic', 'excellent', 'wonderful', 'pumped', 'on\\s+top\\s+of\\s+the\\s+world', 'thrilled', 'excited',
        'best\\s+day', 'ecstatic', 'on\\s+fire', 'crushing\\s+it', 'really\\s+good', 'so\\s+good', 'very\\s+good', 'super\\s+good',
      ],
    },
    hunger: ['starving'],
    negators: ['not', 'no', 'never', "isn'?t", "wasn'?t", "don'?t", "didn'?t", "haven'?t", "couldn'?t"],
  },

  crisis: [
    'kill(?:ing)?\\s+my\\s*self', 'end(?:ing)?\\s+my\\s+(?:own\\s+)?life', 'end\\s+it\\s+all', 'take\\s+my\\s+(?:own\\s+)?life', 'suicid\\p{L}*',
    'self[-\\s]?harm\\p{L}*', '(?:want|wanna|wish|going)\\s+(?:to\\s+)?die', 'wish\\s+i\\s+(?:was|were)\\s+dead', 'wish\\s+i\\s+(?:was|were)\\s+(?:never\\s+born|gone)',
    'better\\s+off\\s+(?:dead|without\\s+me)', "(?:don'?t|do\\s+not|no\\s+longer)\\s+want\\s+to\\s+(?:live|be\\s+alive|be\\s+here|exist|wake\\s+up|go\\s+on)",
    'no\\s+reason\\s+to\\s+(?:live|go\\s+on)', '(?:hurt|harm|cut)(?:ing)?\\s+my\\s*self', '(?:want|wanna)\\s+to\\s+disappear(?:\\s+forever)?',
    "can'?t\\s+go\\s+on(?:\\s+(?:anymore|like\\s+this))?", 'not\\s+worth\\s+living', 'no\\s+point\\s+(?:in\\s+)?(?:living|being\\s+alive|going\\s+on)',
    'never\\s+wake\\s+up', '(?:want|wanna|need)\\s+(?:it\\s+all|everything|all\\s+of\\s+it)\\s+to\\s+(?:stop|end)', "(?:can'?t|cannot)\\s+see\\s+(?:a|any)\\s+way\\s+out",
    'tired\\s+of\\s+(?:living|being\\s+alive|life)', "what'?s\\s+the\\s+point\\s+of\\s+(?:living|being\\s+alive|going\\s+on)",
    'not\\s+be\\s+(?:here|around|alive)\\s+anymore', 'done\\s+with\\s+(?:life|living|being\\s+alive)', 'disappear\\s+forever',
    'everyone\\s+would\\s+be\\s+better\\s+off', "life\\s+(?:is|isn'?t)\\s+(?:not\\s+)?worth\\s+(?:it|living)", 'overdose',
    '(?:want|wanna|wish|going)\\s+(?:\\p{L}+\\s+){0,2}(?:to\\s+)?die', "(?:don'?t|do\\s+not)\\s+want\\s+to\\s+(?:\\p{L}+\\s+){0,2}(?:live|be\\s+alive|exist)", '(?:goodbye|farewell|suicide)\\s+(?:letters?|notes?)', 'give\\s+away\\s+(?:all\\s+)?my\\s+(?:stuff|things)', '(?:thinking|thought)\\s+(?:about|of)\\s+(?:ending\\s+it|killing\\s+myself|suicide)',
    "(?:no|(?:don'?t|do\\s+not|can'?t)\\s+see\\s+(?:a|any))\\s+(?:reason|point)\\s+(?:to|in)\\s+(?:keep\\s+)?(?:living|live|going\\s+on|go\\s+on)", 'sleep\\s+and\\s+(?:never|not)\\s+wake\\s+up', '(?:no\\s*one|nobody)\\s+would\\s+(?:miss|notice|care)', '(?:cut|cutting)\\s+myself',
  ],
  blockers: {
    phrases: ['blocked', 'blocker\\p{L}*', 'blocking\\s+(?:me|us|my|our)', 'waiting\\s+(?:on|for)', 'still\\s+waiting', 'stuck\\s+(?:on|with|in)', 'held\\s+up\\s+by', 'on\\s+hold', 'can\'?t\\s+(?:proceed|continue|move\\s+(?:on|forward))\\s+(?:until|without)'],
    none: ['no', 'none', 'nothing', 'nope', 'n/?a', 'not', 'any', 'so\\s+far', 'today', 'yet', 'currently', 'at\\s+the\\s+moment'],
  },
};
