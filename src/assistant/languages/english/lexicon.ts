// English: every word and phrase the built-in engine knows in this language.
import type { Lexicon } from '../lexicon-types.ts';
import { words } from '../words.ts';

const VERBS = words(`send call rerun retry email e-mail mail review update write fix book schedule prepare prep finish submit draft create make buy order pay check follow reply respond clean tidy
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
    phrases: [[/\bwhat's up\b|\bwhats up\b/, 4], [/^\W*yo+\W*$/u, 3]],
    hints: [[/th|\p{L}{3,}ing\b|tion\b|\bwh/gu, 0.3]],
    borrowed: 'ok okay thanks thank thx cool super hello hi hey bye sorry please pls asap task tasks deadline mood meeting call review update list email check team good morning you',
    mixesWith: null,
  },

  conversation: {
    greetings: ['happy (monday|tuesday|wednesday|thursday|friday|weekend)', 
      'hi', 'hii+', 'hey+', 'heya', 'hiya', 'hello+', 'helo', 'yo', 'howdy', 'good (morning|afternoon|evening|day)', 'morning', 'gm',
      'sup', "what'?s up", 'wassup', 'whats good', 'greetings',
    ],
    greetingsNotOpening: [],
    greetingAddressees: ['teamwell', 'hope (everyone|you all|y\\x27?all|you guys|u all|all of you|you) (had|has|have|is having) (a|an) (good|great|nice|lovely|relaxing) (weekend|day|week|evening|one)', 'how was (the|your) weekend', 
      'there', 'all', 'everyone', 'everybody', 'team', 'folks', 'guys', "y'?all", 'bot', 'taskbot', 'buddy', 'friend', 'mate', 'again',
      'how are you', 'how are u', 'how is it going', "how'?s it going", 'how r u', 'hows it going', 'you',
      'assistant', 'hope (you( are|\\x27re)?|u are|ur) (well|good|doing (well|good|ok))', "how'?s (everything|life|your day)",
      "what'?s up", 'sup',
      'just (wanted to )?say(ing)? (hi|hello)', 'no new tasks?',
      "(i'?m )?counting on you( today| again)?", 'keep (me|my tasks|my list) (on track|in order|organi[sz]ed)( today)?', 'little helper', 'nothing (new )?to add( today)?',
    ],
    thanks: ['thanks', 'thank you', 'thx', 'ty', 'tysm', 'cheers', 'much appreciated', 'appreciate it', 'thank u'],
    thankedAddressees: ['bro', 'dude', 'man', 'mate', 'again', 'so much', 'a lot', 'lots'],
    questionOpeners: ['wats', 'wat\'?s', 'wht\'?s', 
      'what', "what'?s", 'whats', 'which', 'when', 'where', 'who', 'whom', 'why', 'how', "how'?s", 'is (there|it|that|this|my|the)',
      'are (there|you|my|we|the)', 'do (i|you|we)', 'does', 'did (i|you|we)', 'can (i|you|we)', 'could (i|you|we)',
      'would (i|you)', 'will (i|you)', 'should i', 'have (i|you|we)', 'has (the|my)', 'any', 'anything', 'anyone',
      'anybody',
    ],
    questionEndings: [],
    help: [
      'help', 'helpp+', 'help me', 'how (do|can|should|would) (i|we|you)', 'how to',
      'how does (this|it|the bot|this bot|this thing) work', 'what can (you|u|i) do', 'what do you do',
      'commands?', 'instructions', 'tutorial', 'guide', 'user guide', 'manual', 'features', 'getting started', 'how it works',
      'what are you', 'who are you', 'usage',
      // Asking whether one may talk to the assistant in another language is help.
      '(talk|write|speak|text|chat|type|message)( to| with)? (you|u) in (english|spanish|french|german|italian|portuguese|dutch|russian|arabic|chinese|mandarin|japanese|korean|hindi|hinglish|another language|other languages)',
    ],
    howTo: ['what (sort|sorts|kind|kinds|type|types) of (stuff|things) (can|could|do|are|would) (you|u)', 'what (\\p{L}+ ){0,3}(are you|you are|you\'?re|r u) (actually |really |even )?(able to do|capable of|good (at|for))', 'what (exactly )?do (you|u) (actually |even |really )?do( exactly)?(?=\\s*[?!.]*\\s*$)', '(show|teach|walk) me how', 'how (i|we)(\'?d| would| could)', 'what (else |all |exactly )?can (you|u) (actually |really |even |possibly )?do', 'what (can|does) (this|the) (bot|app|assistant|thing) (actually |really |even )?do', "what'?s (this|the) (bot|app|assistant) for", 'what am i supposed to (type|say|ask|write)', "(i'?m|im|i am) new (here|to (this|the) (app|bot))", '(lost|confused|stuck) (with|in|on|by) (this|the) (app|bot|assistant|chat)', "(don'?t|do not|can'?t) (get|understand|figure out) (this|the) (app|bot|assistant)", 'how (exactly|else) (do|can|should|would) (i|we)',
      'how (do|can|should|would) (i|we)', 'how to', 'is there a way to', 'can i (use|set|change|add|edit|delete|mark)',
      'what does (the |a |this )?\\p{L}+( \\p{L}+)? mean', 'what commands', 'how (does|do) (\\p{L}+ ){1,5}work', 'explain how', 'i need help', 'where (do|can|would|should) (i|we) (see|find|view|check|look)', '(can|could|would) (you|u) (please )?explain', 'explain (to me )?(what|how|where)',
    ],
    farewells: ['see you (tomorrow|later|soon|on \\p{L}+)', 'see ya', 'bye( for now)?', 'good\\s*night', 'talk (to you )?(tomorrow|later)', 'have a (good|nice|great) (weekend|evening|day|one)'],
    leaving: ["(i'?m|im|i am) (heading|off|out|logging off|signing off|done for (the day|today))( now| home| out)?", 'heading (out|off|home)', 'gotta (run|go|bounce)', 'logging off', 'signing off', "that'?s me (off|done)( for the day)?"],
    followUps: ['and', 'also', 'plus', 'oh and', 'and also'],
    past: ['went', 'we went', 'over the weekend', '(on|this) (saturday|sunday) (we|i) (went|had|did|were|was)', 'yesterday', 'last (night|weekend|week)', 'the other day', 'the day before yesterday'],
    notices: ['fyi', 'for your information', 'just so you know', 'just letting you know', 'heads up', 'w(ork|orking) from home', 'wfh', 'out of (the )?office',
      // "Info:" heading a message passes news on.
      '(?<=^\\s*)infos?(?=\\s*:)',
    ],
    askingAround: ['(does|has|did|is|can) (anyone|anybody)', '(anyone|anybody) (know|knows|seen|got|have|has)'],
    assistantNames: ['(this|the) (bot|assistant|chatbot|taskbot)', 'this app'],
    appWords: ['app', 'bot', 'assistant', 'this thing'],
    features: ['alerts?', 'reminders?', 'notifications?', 'settings', 'priorit(y|ies)', 'drafts?', 'due dates?', 'mood', 'languages?'],
    capability: ['do (you|u) (understand|speak)', 'can (i|you|u|we|one)', 'could (i|you|we)', 'is (it|there a way)', 'am i able to', 'does (it|this|the app|the bot) (let|allow|support)', '(is there )?(any|a) way to', 'is it possible to', 'are (you|we|i) able to', 'can (a )?tasks?', 'do tasks', 'does (a|the) task'],
    thingsInGeneral: ['stuff', 'things', 'anything', 'everything'],
    privacy: ['(does|do|will|can|would) (my )?(manager|boss|team|hr|colleagues|coworkers|company|employer) (\\p{L}+ ){0,2}(see|read|access) (it|this|that|them|my|what i)', 'who (else )?(can|gets to|will|is able to) (see|read|access) (it|this|that|my|what i)', '(is|are) (it|this|that|my data|my mood|my entries|my moods|my tasks) (private|confidential|anonymous|shared)', 'privacy', 'anonymous(ly)?'],
    recurrence: ['every( other| single)?', 'each'],
    taskFeatures: ['rename', '(change|edit|update|modify) (\\p{L}+ ){0,4}(later|afterwards|after the fact)', 'sub-?tasks?', 'subtasks?', 'assign(ed|ing)?', 'delegate', 'share', 'shared', 'recurring', 'repeat(ing)?', 'attach(ments?)?', 'tags?', 'labels?', 'comments?', 'checklists?', 'colou?rs?', 'categor(y|ies)', 'export'],
    taskStatus: ["(haven'?t|hasn'?t|have not|has not|didn'?t|did not) (even )?(start|started|begun|begin|touched)", 'yet to start', "(i'?m|im|i am|we'?re|we are|running|falling|fell|way|so|a bit) behind (on|with|schedule)", "still (not|n'?t) (done|finished|started|ready|complete)", 'not (done|finished|ready|started) yet', 'still (pending|open|outstanding|in progress|waiting)', '(is|are) (still )?pending'],
    laughter: ['a?(ha){2,}h?', 'he(he)+', 'lol+', 'lmao+', 'rofl', 'xd+'],
    goodWishes: ['(great|good|nice|amazing|awesome|excellent|brilliant|fantastic|solid) (job|work)( everyone| all| team)?', 'well done', 'nailed it', 'have an? (good|great|nice|lovely|wonderful|relaxing|fantastic|safe|amazing|restful) (holiday|holidays|vacation|break|trip|christmas|new year|time off|one)', 'happy (holidays|new year|birthday|anniversary|diwali|eid|hanukkah|thanksgiving|easter|christmas)', 'merry (christmas|xmas)', 'season\\x27?s greetings', 'congrats\\p{L}*', 'congratulations', 'best wishes', 'good luck', 'all the best', 'get well soon', 'kudos', 'enjoy (your|the) (holidays?|vacation|break|trip|time off|day off|long weekend)', '(so )?happy for (you|you all|y\\x27?all|the team|both of you)'],
    leisure: ['beach', 'lake house', 'cabin', 'vacation', 'holidays?', 'sleep in', 'sleep(ing)? (all day|for a week|all weekend|the whole weekend|in)', 'do(ing)? (absolutely )?nothing( at all)?', 'lie on (a|the) beach', 'nap', 'chill(ing)?', 'relax(ing)?', 'day off', 'time off', 'long weekend', 'spa', 'mountains', 'island'],
    opinions: ['i think', 'i reckon', 'in my opinion', 'imo', 'imho', 'i find', '(is|are|was|were|looks?) (way |much |a lot |so much )?better than'],
    hearsay: ['(i )?heard( that)?', 'apparently', 'word is', 'rumou?r (is|has it)', '(did|have) you heard?( that| about)?'],
    smallTalk: ['(it\'?s|its|it is) (\\p{L}+ ){0,2}(freezing|pouring|raining|snowing|boiling|roasting|scorching|baking|chilly|cold|hot|sunny|windy|foggy|humid|muggy)( out| outside| out there| today| this morning)?', '(freezing|pouring|chilly|boiling|roasting|bitter|baltic) (out there|outside)', '(lovely|gorgeous|beautiful|horrible|awful|miserable|crazy|wild|grim|nice|glorious) weather', '(the )?weather(\'?s| is) (\\p{L}+ )?(lovely|gorgeous|awful|horrible|miserable|nice|great|crazy|wild|grim|glorious)', 'how was (the|your) weekend', "did (you|everyone|y'?all|you all|you guys) (have a (good|nice|great|fun|relaxing) (weekend|break|time)|enjoy the weekend|get some rest)", '(any|got any|what are your) (fun )?(plans|weekend plans)( for the weekend)?', 'are you (a |an )?(real |actual )?(person|human|bot|robot|ai|machine)', '(a |an )?(real|actual) (person|human) or (a )?(bot|robot|machine)', "what'?s your name", 'who (made|built|created|programmed|designed|wrote) you', 'do you (ever )?(sleep|rest|dream|get tired|get bored|take breaks|work weekends)', 'how old are you', "how'?d (the|your) weekend go", "how was everyone'?s weekend", 'good weekend \\?', '(are you|r u) (chatgpt|gpt|siri|alexa)', 'do you have (a name|feelings|emotions)', '(tell|give) me (a|another|one more) joke(,? i (really )?need (it|one|this))?', 'know any( good)? jokes', 'make me laugh'],
    exclamations: ['what an? (\\p{L}+ )?(day|week|morning|mess|game|match|view|weather|relief|start)'],
    events: ['meetings?', 'deploy(ment)?s?', 'releases?', 'launch', 'roll-?out', 'migration', 'go-?live', 'stand-?ups?', 'sync', 'workshops?', 'demo', 'calls?', 'interviews?', 'offsite', 'retro', 'outage', 'training', 'kick-?off', 'all-?hands', 'webinar', 'system', 'server'],
    objectMarkers: [],
    pastVerbs: ['was', 'were', 'had', 'ran', 'lasted', 'dragged on', 'ended', 'went'],
  },

  tasks: {
    nouns: ['(what|stuff|things|anything|everything)( that| which)? (i|we) (still )?(really )?(need|have|had|got|ought|am supposed|\'?m supposed|was supposed|am meant|\'?m meant|was meant) to (get )?(do|done|finish|get through|work on|handle|tackle|take care of|sort out|wrap up)', 'which of my (things|stuff|bits|jobs|projects|items)', '(what|which|anything|stuff|things)( of mine)?(\'s| is| are) (\\p{L}+ )?(on fire|burning)', "what('?s| is) still open", "what('?s| is) open (for me|on my (end|side|list))", 'what (has )?slipped', '(high|top|low)[- ]?prio\\p{L}* (stuff|things|ones|items)', 'rundown', 'unfinished', 'incomplete', '(i )?(still )?have (still )?open', 'not (yet )?(done|finished|started)', 'outstanding', 'open (items|tasks|stuff|things)',
      // "todo" bare is Spanish for "all" ("¿todo bien?", "todo me está saliendo"): the English word after an owner or before a list.
      'tasks?', 'to-dos?', "(my|the|your|any|some|open|new|all|a|those|these|of|on|today'?s|tomorrow'?s|meine|mein|meri|mera|mijn|mes) todos?", 'todos?(?= ?(list|lijst|liste|for|:))', 'todo list', 'to do list', 'deadlines?', 'due', 'overdue', 'pending', 'backlog', 'assignments?', 'items?',
      'agenda', 'on my plate', 'left to do', 'to do', 'my list', 'workload', 'schedule', 'what do i have',
      'what have i got', "what'?s (next|on|up next)", "what'?s left(?! (in|of|from|over) (the|a|an|our|this|that)\\b)", 'what (should|do|must) i (need to )?(do|work on|finish)',
      'what is next', 'what is left(?! (in|of|from|over) (the|a|an|our|this|that)\\b)', "haven'?t (done|finished)", 'not done yet',
      'behind on', 'anything (due|left|pending)',
      // Asking whether one forgot something or what awaits one ("did I forget anything?", "what is waiting for me tomorrow?", "what am I leaving hanging?") asks after one's tasks.
      '(did|have) i (already )?forg[eo]t(ten)? (to do )?(something|anything)(?! (at|in|on|here|there)\\b)', 'am i forgetting (something|anything)(?! (at|in|on|here|there)\\b)', '(anything|something) (that )?i(\\x27ve| have)? forg[eo]t(ten)?( to do)?(?! (at|in|on|here|there)\\b)', "(what'?s|what is|what are) (\\p{L}+ )?waiting (for|on) me", "(what|anything|stuff|things)( that)? (i'?m|i am|i'?ll be|i) (leaving|leave|left) hanging", '(what|which \\p{L}+) am i (leaving|going to leave) hanging',
    ],
    show: ['remind me (again )?(what|which)', '(please|pls|plz) (show( me)?|list|give me|pull up|display)', 'i(\'?d| would) like to see', 'i (want|wanna|need) to see', 'i wanna see', 'let me see', 'lemme see', 'list', 'show', 'show me', 'give me', 'tell me', 'pull up', 'display', 'get me', 'see', 'check', "what'?s on"],
    showEndings: [],
    stats: ['how (much|many) (\\p{L}+ ){0,2}(did|have) i (close|finish|complete|get done|knock out|wrap up|tick off)( out)?', 'what did i (get through|wrap up|knock out|tick off|check off|close)', 'what have i (got|gotten) through',
      'stats', 'statistics', 'completion rate', 'what did i (get )?(done|finish|complete|accomplish)',
      'what have i (done|finished|completed|accomplished)', 'how many (tasks )?(did|have|i)', 'how many tasks',
      'how productive', 'my progress', 'productivity', 'progress report', 'how am i doing', 'progress',
    ],
    counting: ['how many'],
    done: ['finish(ed)?', 'complet(ed|e)', 'done', 'close[d]?'],
    create: [
      'remind me( to)?', 'add (a |an |new )?(task|todo|to-do|reminder)', 'create (a |an |new )?(task|todo|to-do|reminder)',
      'new task', 'put (it |this |that )?on my (list|to-?do|pile|plate|radar)', 'track (it|this|that)( for me)?', 'add to my (list|to-?dos?)', "don'?t (let me )?forget",
      'note down', 'jot (it |this |that )?down', 'write (it |this |that )?down', 'make a (task|note)',
      'set a reminder', 'task:', 'todo:', 'to-?dos?:', 'add (?=["\'])',
    ],
    obligations: [
      'i (really )?need to', 'need to', 'needs to', 'i have to', 'have to', 'has to', 'i (still )?(gotta|got to)',
      'gotta', 'got to', 'i must', 'must', 'i should', 'should', '(i )?ought to', "i'?ll need to", "i'?ve got to",
      'we need to', 'we have to', 'we should', 'make sure (to|i)', 'remember to', 'still need to', 'i want to',
      'plan to',
      // Taking a thing on is one's own to-do: "I'll take care of the demo".
      "i'?ll take care of(?! (it|that|this|everything|the rest)\\b)", "i'?m taking care of(?! (it|that|this|everything|the rest)\\b)", "i'?m in charge of(?! (it|that|this|everything)\\b)",
    ],
    obligationsKeptInTitles: [],
    obligationForms: null,
    relatives: ['(my|our) (little |big |older |younger |best )?(son|daughter|kids?|children|sister|brother|sis|bro|mum|mom|mother|dad|father|parents|wife|husband|partner|girlfriend|boyfriend|fianc[eé]e?|friend|roommate|flatmate|neighbou?r|cousin|niece|nephew|colleague|coworker|teammate)'],
    givenNames: [],
    thirdPersons: ['he', 'she', 'they'],
    selfSubjects: ['i', "i'm", "i'll", "i've", "i'd", 'we', "we're", "we'll", 'me', 'us'],
    notes: [],
    listHeaders: [
      '(two|three|four|2|3|4) (things|items|tasks)', 'to-?dos?', 'todo list', 'tasks?', 'my tasks', 'things to do', 'reminders?', 'for today', "today'?s (tasks|list|plan)", 'plan',
      'list', 'checklist', 'action items',
    ],
    addToList: {
      askers: ['(can|could|would|will) (you|u)', 'please', 'pls'],
      verbs: ['add', 'put', 'pop', 'stick', 'throw'],
      prepositions: ['to', 'on', 'onto', 'in', 'into'],
      owners: ['my', 'the'],
      kinds: ['to-?do', 'todo', 'task'],
      lists: ['list', 'to-?dos?', 'tasks'],
      closers: ['please', 'pls'],
      ending: null,
    },
    negations: ['no', 'not', "don'?t", 'do not', 'never'],
    negationsAfter: [],
    askedBefore: ['(did|have|has) (i|you|we) (already |ever )?'],
    politeRequests: ['(can|could|would|will) (you|u) (just|please|pls|quickly|maybe|kindly)', '(can|could|would|will) (you|u)'],
    politeRequestEndings: [],
    something: ['anything', 'something'],
    whatNext: ['what (should|do) i do', "what'?s next", 'what now'],
    actions: {
      cancel: ['cancel', 'call off'],
      delete: ['delete', 'remove', 'erase', 'get rid of'],
      move: ['reschedule', 'move', 'push', 'postpone', 'push back', 'delay', 'bump'],
      objects: ['tasks?', 'to-?dos?', 'reminders?', 'drafts?'],
    },
    overdueWords: ['(meant|supposed) to (have )?\\p{L}+ (\\p{L}+ ){0,3}(already|by now)', 'should(\'ve| have) (already )?(been )?(finished|done|closed|sent|submitted|handed in|wrapped up)', 'overdue', 'late(?!(r|st|ly))', 'behind'],
    urgentWords: ['on fire', 'burning', 'pressing', 'can\'?t wait', 'urgent', 'asap', 'important'],
  },

  periods: {
    today: ['today'],
    week: ['week'],
    month: ['month'],
    year: ['year'],
    lastMonth: ['last month', 'previous month'],
    monthNames: ['january', 'february', 'march', 'april', 'june', 'july', 'august', 'september', 'october', 'november', 'december'],
  },

  titles: {
    abbreviations: ['dr', 'mr', 'mrs', 'ms', 'prof', 'st', 'jr', 'sr', 'approx', 'vs'],
    leadFillers: [
      // Interjections of a voice-typed turn to the next to-do ("… and oh yeah book the restaurant").
      "oh,? and", 'oh,? yeah', 'oh,? right', 'ah,? yes', 'uh', 'um',
      '(i )?(keep|always) forget(ting)? to', 'the thing i keep forgetting is to', 'please', 'pls', 'plz', 'pl[sz]', 'kindly', 'can you', 'could you', 'would you', 'will you', 'can u', 'could u',
      'would you mind', 'remind me to', 'remind me (that )?i (need|have) to', 'remind me',
      "don'?t (let me )?forget to", "don'?t forget", 'remember to', 'make sure to',
      'add (a |an |new )?(task|todo|to-do|reminder)( to| for)?', 'create (a |an |new )?(task|todo|to-do|reminder)( to| for)?',
      'new task', 'note to self', 'really', 'definitely', 'actually', 'seriously', 'probably', 'also', 'and', 'and also', 'then', 'plus',
      'oh', 'ok', 'okay', 'so', 'but', 'still', 'just', 'yet', 'though', 'anyway', 'lol', 'haha', 'ugh', 'hmm', 'btw', 'maybe', 'i', 'we', 'me',
      'for me',
      'which means', 'that means', 'meaning', 'therefore',
    ],
    trailFillers: [
      'please', 'pls', 'plz', 'thanks', 'thank you', 'thx', 'for me', 'asap', 'for', 'by', 'until', 'till', 'before', 'ok', 'okay', 'lol', 'and',
      'or',
    ],
    softWords: [
      // "…, basta entro fine mese": a date said to be enough is only a date.
      'is enough', "that'?s enough", 'is plenty',
     'yeah', 'yep', 'yup', 'ok', 'okay', 'oh', 'ah', 'btw', 'by the way', 'oh right', 'anyway', 'quick (one|thing|q)', 'one more thing', 'real quick', 
      'i', "i'?m", 'im', 'i am', 'am', 'so', 'really', 'very', 'super', 'just', 'feeling', 'feel', 'today', 'af', 'kinda', 'bit', 'a', 'the', 'but',
      'still', 'deadline', 'deadlines', 'sprint', 'project', 'work', 'job', 'meeting', 'meetings', 'these', 'me', 'my', 'and', 'yet', 'though', 'lol',
      'lmao', 'haha', 'ugh', 'omg', 'wow', 'man', 'honestly', 'tbh', 'pretty', 'too', 'what a', 'this', 'week', 'day', 'is', 'it', "it'?s", 'been',
      'getting', 'kind of', 'sort of', 'all', "if it'?s not too much trouble", "if you (don'?t|do not) mind",
      'if possible', 'its',
      'completely', 'totally', 'absolutely', 'quite', 'somewhat', 'a little', 'little', 'slightly', 'extremely', 'utterly',
    ],
    butWords: ['but', 'though', 'still'],
    storyTurns: ['anyway', 'anyways', 'anyhow', 'long story short', 'that reminds me', 'before i forget', 'in any case', 'oh (and|right)', 'moving on'],
    consequences: ['otherwise', 'or else', 'because'],
    reasons: ['expires?', 'expiring', 'runs out', '(is|are) (still )?waiting', "(is|are|'s|'re) (down|broken)", 'goes down', '(is|are) blocked', 'keeps crashing', '(nobody|no one) can', "can'?t (log ?in|access)"],
    headerFillers: [
      'maybe', 'my', 'for', 'the', 'list', 'some', 'few', 'couple', 'things', 'stuff', 'quick', 'i', 'gotta', 'so', 'ok', 'also', 'all', 'here', 'are',
      'is', 'add',
    ],
    subjectStarts: ['the', 'a', 'an', 'my', 'our', 'we', 'they', 'he', 'she', 'it', 'everyone', 'his', 'her', 'their'],
    pointerWords: ['it', 'that', 'this', 'me', 'for me', 'you', 'pls', 'please'],
    allItems: ['both', 'all', 'all of (them|these|it)', 'each', 'everything'],
    reportedSpeech: ["(said|says|told (me|us)|thinks|reckons)( that)?"],
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
    // "show the client the demo on Friday" is a to-do; "show me …", "show all …", "show my tasks" ask to see one's list.
    startsTask: (item, verbs) => verbs.isVerb(item.first, ['english']) || /^show (?!(?:me|us|all|everything|what|whats|what's|which|my|mine|list|the list|(?:the )?(?:tasks?|to-?dos?|overdue|open|pending|due|upcoming|urgent|today'?s?|this week'?s?))\b)\p{L}/u.test(item.fold),
    statesFact: null,
    tidy: (title) => title,
  },

  completion: {
    markDone: [
      'mark (it|that|this|them)?\\s*(as )?(done|complete[d]?|finished)', 'mark (as )?(done|complete[d]?|finished)',
      'as (done|complete[d]?|finished)', 'check (it |that )?off', 'tick (it |that )?off', 'cross (it |that )?off',
      'close (the )?task', 'complete (the )?task', 'check off', 'tick off', 'cross off',
    ],
    statements: [
      '(i|we) (just |finally |already )?(finished|completed|wrapped up|submitted|sent( out| off)?|shipped|published|delivered|did|handed in|turned in|closed|nailed|knocked out|got through)',
      '(just |finally )?(finished|completed|wrapped up|submitted|shipped|published|delivered)',
      '^\\s*((fyi|btw|update|ok|so)\\s*[:,]? )?(just )?(closed|fixed|merged|deployed|released|resolved)', 'released', 'done with',
      'finished with', 'through with', '(is|are|was|\\x27s) (all )?(done|finished|complete[d]?|sent|live|out|ready|shipped|submitted|published)',
      'done', 'all done', 'complete[d]?', '(is|are) out the door',
    ],
    pastForms: [`(?:^\\s*|(?:i|we)\\s+)(?:just\\s+|finally\\s+|already\\s+)?${pastTense(VERBS)}`],
    irregularForms: {
      wrote: 'write', written: 'write', bought: 'buy', sent: 'send', made: 'make', paid: 'pay', did: 'do', done: 'do', met: 'meet', told: 'tell',
      took: 'take', taken: 'take', gave: 'give', given: 'give', got: 'get', brought: 'bring', sold: 'sell', found: 'find', left: 'leave', kept: 'keep',
      built: 'build', spoke: 'speak', spoken: 'speak', drove: 'drive', driven: 'drive', ran: 'run', thought: 'think', taught: 'teach', caught: 'catch',
      held: 'hold', began: 'begin', begun: 'begin', chose: 'choose', chosen: 'choose', drew: 'draw', drawn: 'draw', spent: 'spend', won: 'win',
      lent: 'lend', fed: 'feed', hung: 'hang', rang: 'ring', rung: 'ring', sang: 'sing', sung: 'sing', understood: 'understand',
    },
    strip: [
      'i', 'we', 'just', 'finally', 'already', 'now', 'the task', 'task', 'it', 'that', 'please', 'you can', 'can you', 'ok', 'okay', 'yay',
      'woo+', 'yes', 'so', 'and',
    ],
    notTasks: [
      'hik(e|ing)', 'trek(king)?',
      'series?', 'show', 'movie', 'film', 'netflix', 'episode', 'season', 'novel', 'game', 'laptop', 'window', 'door', 'dinner', 'lunch', 'breakfast',
      'coffee', 'beer', 'pizza', 'nap',
    ],
    someoneElse: [
      'shout-?outs? to', 'kudos to', '(huge |big )?props to',
      '(my) (colleague|coworker|boss|friend|sister|brother|wife|husband|son|daughter|manager)',
      '(his|her|their) (own )?(thesis|homework)',
    ],
    selfStates: ["i'?m", 'i am', "we'?re"],
  },

  dates: {
    monthFirst: true,
    numbers: { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, couple: 2, 'a couple of': 2, 'couple of': 2, 'a few': 3 },
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
      'at the latest by', 'the', 'from', 'in', 'within', 'first thing',
    ],
    after: ['at the latest', 'latest'],
    particles: [],
    endOfMonth: ['(the )?end of (the |this )?month', 'eom', 'month[-\\s]?end', 'end[-\\s]of[-\\s]month', 'month end'],
    endOfNamedMonth: ['(the )?end of', 'late'],
    endOfWeek: ['(the )?end of (the |this )?week', 'eow'],
    endOfNextWeek: ['(the )?end of next week', '(the )?end of the (next|following|coming) week'],
    dayAfterTomorrow: ['(the )?day after tomm?orr?ow', 'overmorrow'],
    tomorrow: ['tomm?orr?ow', 'tmrw', 'tmr', 'tmw', 'tomoz', '2morrow', '2moro'],
    today: [
      'today', 'tonight', 'tonite', 'this evening', 'this afternoon', 'eod', 'end of (the )?day', 'cob', 'close of business',
      'end of today', 'later today',
    ],
    nextWeek: ['next week'],
    nextMonth: ['(of )?next month', '(of )?the (following|coming) month'],
    weekLinks: ['on', 'of'],
    deadlineWords: ['by', 'until', 'till', 'before', 'due', 'no later than', 'deadline'],
    afterNext: ['after next', 'week'],
    // "after next" follows the weekday.
    afterNextBefore: ['next to next'],
    notThis: ['not (on )?(this|the coming|this coming)'],
    butTheOneAfter: ['but (on )?the (one|week) after( that)?', 'but (on )?the (following|next) one', 'but (on )?the %d after( that)?', 'but (on )?(the )?(following|next)( %d)?', 'but (on )?the %d of the (following|next) week'],
    turnedDown: [],
    dayWords: {
      first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10, eleventh: 11, twelfth: 12, thirteenth: 13,
      fourteenth: 14, fifteenth: 15, sixteenth: 16, seventeenth: 17, eighteenth: 18, nineteenth: 19, twentieth: 20, thirtieth: 30,
    },
    dayWordAfterMonth: true,
    inThreeDays: ['(the )?day after the day after tomm?orr?ow'],
    hourOffsets: { 'half past': 30, 'quarter past': 15, 'quarter after': 15, 'quarter to': -15, 'quarter of': -15 },
    // Quarters and halves come before the hour.
    hourOffsetsAfter: {},
    halfPastWords: {},
    byThen: ['by then', 'by that time', 'by that point', 'by that date', 'before then', 'before that'],
    approximately: ['roughly', 'approximately', 'or so'],
    // "It's" alone also opens other news ("It's my birthday on Friday"): only with what says the to-do's day or level.
    pointerSubjects: ["(it|that|this)( one)? can (easily )?wait( until| till| til)?", "(it|that|this)( one)?( has to| needs to| should| must| will|'ll| ought to)( be)?", "(it|that|this)( one)?('s| is) (due|urgent|needed|for|to be)", 'its due'],
    pointBack: ['add it', 'put it (down|in)?', 'make (it|that) a task', 'set it', 'add that', 'put that (down|in)?', 'schedule it'],
    partsOfDay: ['morning', 'afternoon', 'evening', 'night'],
    inSpan: ['in', 'within'],
    spanUnits: ['days?', 'weeks?'],
    spanFrom: ['from', 'after'],
    spanUnitsBeforeLater: ['days?', 'weeks?'],
    later: ['from now', 'later'],
    timeBefore: ['by', 'at', 'before', 'until', 'till', 'around'],
    timeBeforeBareHour: ['at', 'around'],
    hourUnits: ["o'?clock", 'hrs'],
    am: ['am', 'a\\.m\\.'],
    pm: ['pm', 'p\\.m\\.'],
    morning: ['in the morning', 'this morning'],
    evening: ['in the (afternoon|evening)', 'this (afternoon|evening)', 'tonight', 'tonite', 'at night'],
    // "by lunch": noon today; lunch alone is a meal, not a time.
    noon: ['noon', 'midday', '(by|before) lunch(time)?'],
    midnight: ['midnight'],
    halfHour: [],
    eitherDay: [],
    pastAfterEitherDay: [],
    halfBeforeHour: [],
    hourWords: { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 },
    dayMonthLinks: ['of'],
    ordinals: ['st', 'nd', 'rd', 'th'],
    quantityBefore: ['in', 'within'],
    patterns: {
      // Weekdays, dates with a month and times of day are read from the word lists above.
      weekday: null,
      weekdayKeys: {},
      monthDay: null,
      dayMonthName: null,
      times: [],
      inDays: {
        src: '(?:in\\s+a|within\\s+a)\\s+(week|fortnight|couple\\s+of\\s+days|few\\s+days)',
        days: (m) => (m[1]!.startsWith('week') ? 7 : m[1]!.startsWith('fortnight') ? 14 : m[1]!.startsWith('couple') ? 2 : 3),
      },
      dayOfMonth: '(?:(?:the|on\\s+the|by\\s+the|until\\s+the)\\s+)(?<day>\\d{1,2})(?:st|nd|rd|th)',
    },
  },

  priority: {
    words: ['priority', 'prio'],
    lowest: ['any ?time (is fine|works|is ok|is okay)', 'whenever (is fine|works|is ok|is okay)',
      'whenever', 'whenever (i|you) (can|get a chance|have time|get to it|get (a)?round to it)', 'someday', 'some day', 'someday maybe', 'one day',
      'eventually', 'sometime(?! (next|this|in|on|by|before|after|during|tomorrow|today|later))', 'lowest priority', 'lowest prio', 'if (i|you) (ever )?(get|have) (the )?time',
      'when(ever)? (i|you) have (some )?(spare )?time', 'no deadline', 'p5',
      "if there'?s (still |any )?time( left)?", "whenever (you'?re|you are|i'?m|i am) free", 'if (you|i) (get|have|find) a (sec|second|moment|minute)',
    ],
    low: [
      'low(-| ){priority}', 'not (that |very |super )?urgent', 'non[-\\s]?urgent', 'no rush', 'no hurry', 'not a priority',
      'low prio', 'lowprio', 'p4', 'not important', 'when you get a chance', 'no biggie', 'low on (the|my) list',
      'not (really |that |very |super |so )?(urgent|important|a priority|pressing)', 'no rush at all', 'no hurry at all',
      'nothing (that |too |very |super |really |terribly )?(urgent|important|pressing)', 'no (rush|hurry)( at all| whatsoever)', '(zero|no real) (rush|hurry)', 'not (too|all that|terribly) (urgent|important|pressing)',
      'can wait(?! for)', '(that|this|it)( one)? can wait( a (bit|little|while))?',
    ],
    medium: ['medium(-| ){priority}', 'mid(-| ){priority}', 'normal {priority}', 'medium prio', 'p3'],
    urgent: [
      'urgent', 'urgently', 'super urgent', 'very urgent', 'asap', 'a\\.s\\.a\\.p\\.?', 'immediately', 'at once', 'right away', 'right now',
      'top priority', 'highest priority', 'top prio', 'critical', 'emergency', 'p1', 'p0',
      'immediatly', 'imediately', 'immediatley', 'urgnt', 'urgant', 'asap+', 'a s a p', 'highest prio',
      'before anything else', 'before everything else', "(it'?s|that'?s|this is|is|are) on fire", '(the )?(client|customer)s? (is|are) (still )?waiting',
      "(that|this|it)( one)? (can'?t|cannot) wait",
    ],
    high: ['high(-| ){priority}', 'important', 'very important', 'high prio', 'priority', 'prio', 'p2', 'a priority'],
    around: ['(is|\'s) (fine|ok|okay)', 'works', "this one'?s", '(make|mark|set|put) (this|it|that)( one)?( as| to| at| on)?', 'this one is', "(this|that|it)('?s| is)", 'its', 'kinda', 'pretty', 'really', 'super', 'very', 'quite', 'pls', 'plz', 'please', 'tho', 'though', 'somewhat', 'fairly', 'rather', 'kind of', 'sort of', 'extremely', 'incredibly', 'mega', 'ultra'],
    negators: ['not', "isn'?t", "ain'?t", 'no', "wasn'?t", 'is not'],
    determiners: ['the', 'my', 'our', 'your', 'his', 'her', 'their', 'a', 'an'],
    kinds: ['one', 'ones', 'thing', 'things', 'stuff', 'matter', 'matters', 'request', 'job', 'task', 'tasks', 'item', 'items', 'to-?dos?', 'bit', 'part'],
    ordinals: [['(the )?first( one)?', 'the former'], ['(the )?second( one)?', 'the latter'], ['(the )?third( one)?']],
  },

  mood: {
    words: ['mood', 'moods', 'mood score', 'wellbeing', 'well-being', 'vibe', 'vibes', 'feeling', 'feelings', 'rate my day', 'how (did|have) i (been )?fe(lt|el|eling)'],
    logVerbs: ['log', 'track', 'record', 'rate', 'set', 'put', 'add', 'check[-\\s]?in'],
    ratingPhrases: [
      "i'?d say", 'i would say', "(i'?d )?give (it|today|the day|myself)", "(i'?d )?rate (it|today|the day|myself|my day)",
      '(please )?(put|enter|log|mark)( down)?( me)?( down)?',
    ],
    ratedThings: ['it', 'today', 'the day', 'for today', 'for the day'],
    ratingClosers: [],
    articles: ['a', 'an'],
    ratingWords: { one: 1, two: 2, three: 3, four: 4, five: 5 },
    outOf: ['out of', 'outta', 'of', 'from'],
    five: ['five'],
    scaleFirst: [],
    points: ['points?'],
    stars: ['stars?'],
    rangeTo: ['to'],
    countUnits: [
      'am', 'pm', '[ap]\\.?m\\b', 'h\\b', 'hrs?', 'hours?', 'min', 'minutes?', 'days?', 'weeks?', 'tasks?', 'things', 'items', 'euros?', 'dollars?', 'st\\b', 'nd\\b', 'rd\\b',
      'th\\b', 'x\\b',
    ],
    grades: [],
    gradePhrases: [],
    historyCues: [
      'history', 'log', 'logs', 'past', 'last', 'previous', 'average', 'avg', 'trend', 'trends', 'over time', 'chart', 'graph', 'stats', 'statistics',
      'was', 'been', 'were', 'so far', 'january', 'february', 'march', 'april', 'june', 'july', 'august', 'september', 'october', 'november',
      'december',
    ],
    logPhrases: ['log (my|a|the)?\\s*mood', 'log (it|that)'],
    historyOverLog: ['history', 'last', 'past', 'average', 'from'],
    historyWords: ['history'],
    feelings: {
      1: ['awful', 'terrible', 
        'miserable', 'hopeless', 'devastated', 'falling apart', 'worst day( ever)?', 'depressed', 'horrible day', 'awful day',
        'terrible day', 'feel(ing)? (terrible|awful|horrible)', "can'?t cope", 'breaking down',
        'wrecked', "(i'?m|i feel|feel(ing)?|so|totally|completely|utterly) crushed", 'heartbroken', 'rock bottom', 'at (my|the) breaking point', 'falling to pieces', 'dreadful day', '(completely|totally|utterly) (drained|exhausted|spent|wiped|fried|done)', 'dumpster fire',
      ],
      2: [
        // Nothing going as planned or right ("nothing is going as planned", "nothing's going right today").
        "nothing(?:'s| is)? (going|goes|went|working out|works) (as planned|according to plan|right|my way)", 'everything (is going|goes|went) wrong',
        // Understatement, nerves and a scattered head ('been better', 'got the butterflies', 'head's all over the place').
        "(i'?ve |have |i have )?been better", '(got|have|getting) (the )?butterflies', 'butterflies (before|about|ahead of)', "(my )?head(?:'?s| is) (all )?over the place", "(i'?m|feel(ing)?) (all )?over the place",
        // Burnout told without a feeling word: no evenings, weekends or strength left.
        "can'?t switch off", "(can'?t|cannot|don'?t) remember (my|the) last (free (weekend|day|evening)|day off|weekend off|holiday|vacation|break)", "(haven'?t|have not|not) had a (day off|free weekend|weekend off|break|holiday) in (weeks|months|a month|ages)", '(answer|answering|reply to|replying to) (e-?mails?|mails?|slack) (at|past|until|till) (midnight|\\d+ ?(am|pm)?)', 'work(ing)? (till|until) (midnight|\\d+ ?pm) (every day|every night|for (weeks|a month))', 'drag(ging)? myself (to|out of|through)', 'nothing left in the tank', 'no (energy|strength) left',
        'feel(ing)? worse', 'getting worse', "could('?ve| have) (gone|been) better", '(had|seen) better days', 
        'listless', 'apathetic', 'sluggish', 'demotivated', 'no motivation', 'feel(ing)? (kind of |kinda |a bit |pretty |so )?flat',
        'exhausted', 'burn(t|ed) out', 'burnout', 'burnt-out', 'drained', 'knackered', 'wiped( out)?', 'shattered', 'dead tired',
        'tired( af)?', 'so tired', 'sleepy', 'stressed( out)?', 'stressing me( out)?', 'stressful', 'stress', 'overwhelmed', 'anxious', 'worried', 'frustrated',
        'annoyed', 'angry', 'upset', 'sad', 'unhappy', '(feel(ing)?|a bit|kinda|so|pretty|really|bit) (down|low|off|blue|bad|rough)', 'meh',
        'blah', 'bad day', 'rough (day|week|morning)', 'tough (day|week)', 'long day', '(crazy|hectic|brutal|insane) (day|week)',
        'swamped', 'sick', 'headache', 'migraine', 'under the weather', 'fed up', 'bored', 'lonely', 'unmotivated', 'no energy',
        'killing me', '(will|gonna|going to) be the death of me', "(is|are|'s|'re) (gonna|going to) kill me", "i'?m dead", 'dying(?! (to|for|of (curiosity|laughter)))', 'ugh+', 'struggling', 'cranky', 'grumpy', 'overloaded',
        'not (feeling )?(great|good|well|ok|okay)', 'zombie', 'fried', 'done with (today|this week)',
        'anxiety', 'going (crazy|insane)',
        'gloomy', 'moody', 'irritated', 'irritable', 'nervous', 'tense', 'on edge', 'restless', 'disappointed', 'discouraged', 'bummed( out)?', 'down in the dumps', 'out of sorts', 'running on (fumes|empty)', 'worn out', "(i'?m|so|totally) beat", 'feel(ing)? spent', 'dragging', 'not my day', 'off day', 'lousy', 'crappy', 'shitty', 'sucks', '(a |one of those )?(meh|blah|off|rough|crap|bad) (day|week|morning)', 'the blues', 'low[- ]key (sad|stressed|tired|anxious)',
        "(i'?m|so|kinda|totally|just|really) over (it|everything|this( week)?)", 'not (really )?feeling it', 'not in the mood',
        'slept (badly|terribly|like (crap|garbage|shit))', "(barely|hardly|didn'?t|couldn'?t) (get any )?sleep", 'no sleep', 'slept (like |maybe |only )?(\\d|two|three|four) hours', 'head(ache)? (is )?(pounding|splitting|killing me)', 'pounding head', 'running on (coffee|caffeine|espresso)', 'living on (coffee|caffeine)', 'drowning( in (work|tickets|emails|tasks|meetings))?', 'snowed under', 'buried (in|under) (work|emails|tickets|tasks)', 'too much on my plate', 'too many meetings', 'behind on everything', 'coming down with (something|a cold|the flu)', "(have|got|caught|i'?ve got|with) (a |the )?(cold|flu|fever|migraine)", 'feel(ing)? (sick|ill|feverish|sick-ish|rough)', 'hung ?over', 'hangover',
        // Worn out told by what happened: the night, the sleep, the head, everyone at once ("only got 3 hours of sleep", "the baby kept me up all night", "everyone wants something from me").
        '(\\d|one|two|three|four) hours? (of )?sleep', '(little|hardly any|barely any|zero) sleep', '(up|awake) (all|half the) night', '(kept|had) (me|us) up (all|half the) night', '(cried|screamed|was up|were up) all night', 'all-?nighter', "(didn'?t|did not|couldn'?t) sleep a wink", 'sleep[- ]deprived', 'exh?austed', 'exhuasted', 'tierd', 'overwhel?me?d',
        "(can'?t|cannot|couldn'?t) think straight", "brain(?:'?s| is| feels)? (fried|mush|toast|dead|scrambled|foggy|melting)", 'brain fog', "head(?:'?s| is) (pounding|splitting|throbbing|spinning|killing me|about to explode|exploding)",
        '(every(one|body)|all of them) (wants|needs|asks for|is asking for|keeps asking for|wanting|needing) (something|stuff|things|a piece|a bit) (from|of) me', 'pulled in (a (million|hundred|thousand)|\\d+|ten|twenty|too many|so many|all|different) directions', 'headless chicken',
        '(barely )?keep(ing)? my head above water', "(at|reached|reaching) (the end of my (rope|tether)|my wits'? end)", 'hanging by a thread', '(losing|lose|lost) my mind', "i'?m (so |totally |completely )?(toast|cooked)", "i'?m losing it", 'dead on my feet', '(can|could) (barely|hardly) keep my eyes open',
        "(no|not a|haven'?t had a) (minute|second|moment) to (breathe|myself)", "everything(?:'?s| is) on fire", '(day|week|morning|shift|monday) from hell', '(total|absolute|such a|what a) nightmare', 'nightmare (day|week|morning)', "(i'?m|so|totally|completely|absolutely) slammed", '(so|way|really|hopelessly|massively|seriously) behind',
        'up to my (neck|eyeballs|ears)', 'in over my head', '(pulling|tearing) my hair out', 'freaking out', '(going|gone) (nuts|bananas|mental)', "(can'?t|cannot) take (it|this|much more)( any ?more)?", 'had it up to here', 'under (so much|a lot of|too much) pressure',
        // Nerves told by the body ("stomach in knots", "my hands are shaking").
        "(stomach|tummy|gut)(?:'?s| is)? (in|tied in) (knots|a knot)", '(knots?|pit) in my (stomach|throat)', 'butterflies in my stomach', '(sick|queasy) (to my stomach|with nerves)', '(hands|legs|knees) (are )?(\\p{L}+ )?(shaking|trembling)', "heart(?:'?s| is) (racing|pounding)", 'pins and needles', 'sweating bullets', 'bricking it', 'jittery', 'the jitters', 'nerves are (shot|fried|frayed)', 'a (nervous|total|complete|emotional) wreck', "i'?m a (mess|wreck)", 'panick(ing|ed)', 'in a panic', 'panic mode', 'dreading (it|this|tomorrow|today|monday|the|my)',
      ],
      3: ['(survived|made it through|got through) (the|this|another) (week|day|monday|sprint)', 'week survived', 'okay', 'ok-ish', 'okayish', 'alright', 'so-so', 'so so', 'not bad', 'average', 'nothing special', 'normal', 'fine', 'decent-ish', 'could be (better|worse)', 'hanging in there', 'getting by', 'not (too|that|so) bad'],
      4: [
        // The week over, the break ahead, a weight gone ('finally friday!', 'can't wait for the holidays', 'weight off my shoulders').
        'finally (the )?(weekend|friday|fri+day|off|on (holiday|vacation|leave))', "(can'?t wait|counting down|so ready) (for|to|till|until) (the |my )?(weekend|holidays?|vacation|break|time off|leave|friday)", '(a |such a |huge )?weight off my (shoulders|chest|mind)', 'woo+hoo+',
        'good(?! (morning|afternoon|evening|night|day to|job|luck|catch|point|question|one))', 'pretty good', 'feeling good', 'better',
        // "happy hour" is an after-work drink, in whatever language it is booked ("happy hour für Freitag buchen").
        'happy(?! hours?)', 'relaxed', 'calm', 'productive', 'motivated', 'rested', 'content', 'nice day', 'good day', 'chill', 'positive',
        'glad', 'proud', 'satisfied', 'relieved', 'grateful', 'cheerful', 'upbeat', 'optimistic', 'hopeful', 'energi[sz]ed', 'refreshed', 'decent', 'pleased', '(good|great) mood', 'in a good (mood|place|headspace)', "can'?t complain", 'feel(ing|in)? (gud|gr8|good)', 'lovely (day|week)', 'good vibes',
        'everything (clicked|went well|worked out|fell into place)', 'light-?hearted', 'feel(ing)? (light|lighter|better)',
        "(i'?m|i am|feel(ing)?|feel like i'?m|actually|finally|really) on top of (things|it|everything|my work|my tasks)", 'on top of (things|everything) (today|for once|this week)', "(everything|it'?s all|all) under control", '(good|nice|solid|productive) (day|week|morning|start) so far', 'in the zone', 'in a (good )?groove',
        // Good news of one's own ("I got promoted", "they threw me a surprise party", "can't stop smiling", "everything is working out").
        "(i|i'?ve|i have|just|finally) (just |finally |officially |actually )?(got|landed|bagged|scored|won|been given|was given|been offered|was offered) (the |a |my |that )?(promotion|job|offer|raise|pay rise|role|position|contract|scholarship|grant)", "(i|i'?ve|just|finally) (just |finally |officially )?(been |got |was |am |'?m |'?ve been |getting )?promoted", '(they|she|he|my boss) promoted me',
        '(i|just|finally) (passed|aced) (my|the) (exam|test|interview|driving test|certification|probation)', '(threw|gave|organi[sz]ed|planned|surprised) me (with )?a surprise( party)?', 'surprise party for me', "(still|can'?t stop|couldn'?t stop|keep) (smiling|grinning)", '(grinning|smiling) from ear to ear',
        'made my (day|week)', "(everything(?:'?s| is)|it'?s all|things are|all is) (finally |really |slowly |all )?(working out|coming together|falling into place|going (my way|right|smoothly))", 'things are looking up', 'without a hitch', '(all|everything) went (smoothly|like clockwork)', 'like clockwork', 'on a roll', 'life is good',
        // A day that came good again ("rough start but lunch turned it around").
        'turned (it|things|the day|my day) (a)?round', 'saved (the|my) day', 'made up for it', '(things|the day|it) (picked|looked) up',
      ],
      5: [
        'buzzing', 'over the moon', 'on cloud nine', 'stoked', 'elated', 'euphoric', 'psyched',
        'super (day|journee|dia|tag|giornata|dag)', 'great', 'amazing', 'awesome', 'fantastic', 'excellent', 'wonderful', 'pumped', 'on top of the world', 'thrilled', 'excited',
        'best day', 'ecstatic', 'on fire', 'crushing it', 'really good', 'so good', 'very good', 'super good',
        'overjoyed', 'delighted', 'blessed', 'fab(ulous)?', 'incredible', 'loving (it|this|life)', 'on a high', 'walking on (air|sunshine)', 'killing it', 'nailed it', 'so+ (happy|excited|glad)', '(really|very|super|extremely) (happy|excited|glad|proud)', 'crushed it', 'unstoppable',
        "(feel(ing)?|felt) like a million (bucks|dollars)", "couldn'?t be happier", 'best news (ever|all year)', 'smashing it', '(nailed|aced|smashed) (the|my|that) (presentation|demo|interview|pitch|exam|talk)',
      ],
    },
    hunger: ['starving'],
    negators: ['not', 'no', 'never', "isn'?t", "wasn'?t", "don'?t", "didn'?t", "haven'?t", "couldn'?t"],
    negatedBefore: [],
    negatedAfter: [],
    softeners: ['a (little )?bit', 'a little', 'slightly', 'kinda', 'kind of', 'somewhat', 'a tad'],
    intensifiers: ['really', 'real', 'very', 'so+', 'super', 'extremely', 'incredibly', 'insanely', 'totally', 'completely', 'utterly', 'absolutely', 'hella', 'mega', 'seriously', 'truly', 'deeply', 'terribly', 'awfully', 'crazy', 'bloody', 'damn'],
    intensifiersAfter: ['af', 'as hell', 'as fuck'],
    earlier: ['yesterday', 'last (night|week|weekend|month)', 'this morning', 'earlier( today)?', 'the other day', 'the day before yesterday'],
    now: ['today', 'now', 'right now', 'at the moment', 'currently', 'this afternoon', 'tonight'],
    others: ['client', 'clients', 'customer', 'customers', 'boss', 'manager', 'team', 'users', 'colleague', 'colleagues', 'coworker', 'coworkers', 'movie', 'film', 'show', 'series', 'book', 'song', 'episode', 'ending', 'game', 'match', 'lunch', 'food', 'canteen', 'cafeteria', 'dinner', 'breakfast', 'soup', 'pizza', 'meal', 'weather'],
    me: ['me', 'my', 'myself'],
    dayParts: ['morning', 'afternoon', 'evening', 'lunchtime', 'after lunch', 'midday'],
    dayVerdicts: {
      low: ['rough', 'brutal', 'awful', 'terrible', 'horrible', 'a nightmare', 'a mess', 'a disaster', 'hell', 'hellish', 'crap', 'crappy', 'shitty', 'bad', 'tough', 'hard', 'a drag', 'slow'],
      good: ['great', 'good', 'amazing', 'awesome', 'productive', 'nice', 'lovely', 'better', 'fantastic', 'brilliant', 'smooth'],
    },
    turnsForBetter: ['turned (it|things|the day|everything) around', 'saved (the|my) day', 'made up for (it|that)', 'picked up', 'got better', 'things (got|are getting) better', '(it|things|everything|it all) worked out', 'turned out (fine|ok|okay|well|alright)', '(things are )?looking up', 'cheered me up'],
    repeats: ['another', 'yet another', 'yet again', 'once again', 'one more'],
    mishaps: ['outage', '(is|went|goes|was) down', 'crash(ed|es)?', 'broke', 'broken', 'failed', 'fails', 'blew up', 'on fire', 'rolled back', 'delayed', 'postponed', 'cancell?ed', 'traffic jam', 'wiped', 'corrupted'],
    mockCheers: ['lovely', 'great', 'perfect', 'fantastic', 'wonderful', 'brilliant', 'awesome', 'oh joy', 'yay', 'just what i needed', 'love that', 'love it', 'splendid'],
  },

  crisis: [
    // No will to live said as a lack of wish or strength ("non ho più voglia di vivere", "не хочется жить").
    '(no|lost (the|my|all)) (will|desire|wish) to (live|go on(?! with))', "(don'?t|do not) feel like (living|being alive)( any ?more)?",
    'kill(ing)? my\\s*self', 'end(ing)? my (own )?life', 'end it all', 'take my (own )?life', 'suicid\\p{L}*',
    'self[-\\s]?harm\\p{L}*', 'wish i (was|were) dead', 'wish i (was|were) (never born|gone)',
    'better off (dead|without me|w/o me)', "(don'?t|do not|no longer) want to (live|be alive|be here|exist|wake up(?!( tomorrow| in the morning)? (early|earlier|at|before|in time|on time|for|so|this early|that early|till|until|\\d))|go on(?! with))",
    'no reason to (live|go on(?! with))', '(hurt|harm|cut)(ing)? my\\s*self', "can'?t go on(?! with)( (anymore|like this))?", 'not worth living', 'no point (in )?(living|being alive|going on(?! with))',
    'never wake up', '(want|wanna|need) (it all|everything|all of it) to (stop|end|be over)(?!\\s+(on time|at|by|before|early|soon|today|tonight))', "(can'?t|cannot) see (a|any) way out",
    'tired of (living|being alive|life)', "what'?s (even )?the (point|use) (of|in) (living|being alive|going on(?! with)|carrying on(?! with)|keep(ing)? going)",
    'not be (here|around|alive) anymore', 'done with (life|living|being alive)', 'disappear forever',
    'everyone would be better off', "life (is|isn'?t) (not )?worth (it|living)", 'overdose',
    "(don'?t|do not) want to (\\p{L}+ ){0,2}(live|be alive|exist)", '(goodbye|farewell|suicide) (letters?|notes?)', '(thinking|thought) (about|of) (ending it|killing myself|suicide)',
    "(no|(don'?t|do not|can'?t) see (a|any)) (reason|point) (to|in) (keep )?(living|live|going on(?! with)|go on(?! with))", 'sleep and (never|not) wake up', '(cut|cutting) myself',
    "(don'?t|do not|can'?t|cannot) see (the|a|any) (point|reason|sense) (of|in|to) (keep(ing)? )?(going on(?! with)|go on(?! with)|carrying on(?! with)|carry on(?! with)|living|live|being here|being alive|life)", 'end(ing)? it all', '(thinking|thought|think) (about|of) ending (it|things|everything|my life)', 'stop existing', '(no|any) (point|reason) (in |to )?(keep(ing)? )?(going|carrying) on(?! with)',
    "(better|easier|simpler) (\\p{L}+ ){0,4}if i (just )?(disappeared|was gone|were gone|died|was dead|were dead|didn'?t exist|wasn'?t (here|around|alive|in it)|weren'?t (here|around|alive|in it))", "i'?m (just |nothing but |only )?a burden", 'stop living', "(don'?t|do not|can'?t|cannot) see myself (being )?(around|alive) (much |any )?(longer|anymore)", "(can'?t|cannot) (do (life|living)|keep (on )?living)",
    '(never|not) (have )?been born', "(don'?t|do not|no longer) want to be (in|on) (this|the) (world|earth|planet)", '(thought|thinking|think) about (killing|hurting|ending) (myself|my life)', '(no|any) reason (for me )?to (keep |go on(?! with) |carry on(?! with) )?(living|live|go on(?! with))', '(such |a |just a )+burden (to|for|on) (everyone|everybody|my family|people|you all|them)', '(take|taking|swallow|swallowing) (all )?(my |the )?pills (at once|all at once)', 'overdos\\p{L}*', "(everyone|everybody|they|people|my family)'?d? (\\p{L}+ ){0,2}(be )?better off (without|w/o|if i)",
    // Warning signs said without a wish: a painless way or a dose asked for, pills put aside, cuts or burns on purpose, a day or
    // place chosen, being a burden.
    '(least|less|most|the) (painful|painless) (way|method)s?( to (do it|go|die|end it)| would be| is)?(?=\\s*([,.;:!?…؟。！？]|$))', '(painless|painlessly|quick and painless) (way|method)s? to (die|go|end it|do it|kill myself)', 'how (to|do i|could i|can i|would i|do you) (do it|go|end it|die) (\\p{L}+ ){0,2}(painlessly|without (it )?(hurting|pain))', '(saving|saved|save|stockpiling|stockpiled|hoarding|hoarded|stashing|stashed) (up )?(all |some )?(of )?(my |the )?(sleeping |sleep |anxiety |pain\\s*)?(pills|tablets|meds|medication|painkillers)', '(pills|tablets|meds|painkillers) i\'?(ve| have) been (saving|collecting|stockpiling|hoarding|stashing)', 'enough (sleeping )?(pills|tablets) (to|now|saved)', 'stash of (\\p{L}+ )?(pills|tablets|meds|painkillers)', '(pills|tablets|meds|painkillers) (saved|stashed|hoarded) (up|away)', 'hid(e|ing)? my (cuts|scars|marks|wounds|burns)', '(cuts|scars|marks|burns) (under|with) (my )?(long )?(sleeves|hoodies?|bracelets|makeup)', '(razor|blade)s? (is|are|was|were) the only', 'only thing that (\\p{L}+ ){0,4}is (the )?(razor|blade|cutting)', '(burn|burned|burnt|burning|cut|cutting) (myself|my (arms?|wrists?|legs?|thighs?)) on purpose', '(writing|wrote|written) (goodbye )?letters? to (my|everyone|everybody)[^.!?\\n]{0,40}just in case', '(i\'?ve|i have) been cutting( myself)? again', 'started cutting (myself )?again', '(decided|figured out|planned|know) (how and when|when and how)( it will happen| to do it)?(?=\\s*([,.;:!?…؟。！？]|$))', '(picked|chose|chosen) the (day|date) and the (place|way|method)', '(i\'?ll|i will|gonna|going to) do it (\\p{L}+ ){0,3}when (no\\s*one|nobody|everyone)(\'?s| is| will be)? (home|around|gone|out|asleep)(?=\\s*([,.;:!?…؟。！？]|$))', '(night|day|morning) i (don\'?t|won\'?t|never) wake up( from)?(?=\\s*([,.;:!?…]|$))', '(all i do is|i only|i just) (make|making) (things|everything|life) (harder|worse) for (my family|everyone|everybody|them|people)',
    'how many (\\p{L}+ ){0,1}(pills|tablets|meds|painkillers) (\\p{L}+ ){0,3}(would it take|does it take|it would take|to (die|not wake up|never wake up|end it)|(is|are|would be) (fatal|lethal))', '(lethal|fatal) dose of (my |the )?(\\p{L}+ )?(pills|meds|tablets|paracetamol|tylenol)',
    // The checklist of warning signs as natives say them: not waking up, a nuisance or relief to others, simpler without me, a day chosen,
    // no pain asked for after 'I can't take it any more', hurting oneself, a lethal dose.
    '(i\'?m|i am) (just |only |nothing but )+(a )?(nuisance|bother|problem|pain) (to|for) (everyone|everybody|my family|people|them)',
    '(people|everyone|everybody|they|my family) would (\\p{L}+ ){0,1}(be )?(relieved|happier|at peace) if i (wasn\'?t|weren\'?t|was not|were not) (there|here|around)',
    '(i\'?ve|i have|i) (already |finally )?(picked|chosen|chose|set) (a|the|my) (date|day)(?=\\s*[.!…。！]*\\s*$|,? (it\'?ll|it will|it\'?s going to) be )',
    '(decided|made up my mind)[^.!?\\n]{0,40}when (everyone|everybody) (leaves|has left|is gone|goes home)[^.!?\\n]{0,10}i\'?ll do it(?=\\s*([,.;:!?…؟。！？]|$))',
    '(can\'?t|cannot) (take|stand|handle|bear) (it|this) any\\s?more[^\\n]{0,40}(painless|not hurt|without (pain|it hurting))(?=\\s*([,.;:!?…؟。！？]|$))',
    '(hit|hitting|punch|punching|burn|burning|slap|slapping|cut|cutting) myself (when it gets bad|with (a |the )?(lighter|cigarette|blade|razor)|until i bleed)',
    // Hopelessness said of oneself and life: tired of existing, nothing has meaning any more, no way out, a burden. Those a thing
    // could follow ('no way out of this contract') only at a clause's end.
    '(tired|sick) of (existing|being me)', 'what\'?s (even )?the (point|use) (of|in) (anything|it all|any of (it|this))( at all)? any\\s?more(?=\\s*([,.;:!?…؟。！？、，]|$))', 'nothing (matters|has (any )?meaning) any\\s?more(?=\\s*([,.;:!?…؟。！？、，]|$))', 'no way out( any\\s?more)?(?=\\s*([,.;:!?…؟。！？、，]|$))',
    // Warning signs said plainly in chat: an accident wished for or shrugged at, not being around much longer, peace made, the team left
    // in others' care, all of it too much or to stop, no future, a burden (nobody to miss one and a rope got stand in crisisSigns). Those a thing could follow only at a clause's end.
    '(hoping|hope|wish|wishing|praying|pray)( that)? (a|some|the) (car|bus|truck|train) (would |will )?(just )?(hits?|runs? over|runs? me over|takes?) me', 'if (a|some|the) (car|bus|truck|train) (hit|hits|ran over|runs over) me[^.!?\\n]{0,25}(wouldn\'?t|would not|won\'?t|don\'?t) (even |really )?(care|mind)', '(wouldn\'?t|would not|won\'?t) (even |really )?mind if i (didn\'?t|did not|never|don\'?t) (wake|woke) up( tomorrow| again| ever)?(?=\\s*([,.;:!?…؟。！？、，]|$))', '(won\'?t|will not|don\'?t|do not) (have|need) to (deal with|put up with|worry about) me (for )?(much|any|a lot) longer', 'soon (none of (it|this) will|nothing will|it (won\'?t|will not)|(it|this) all (won\'?t|will not)) (even )?matter( any\\s?more)?( anyway)?(?=\\s*([,.;:!?…؟。！？、，]|$))', '(i\'?ve|i have) (finally )?made (my )?peace( with (it|everything|it all|all of it))?(?=\\s*([,.;:!?…؟。！？、，]|$))', 'take care of (the team|everyone|everybody|them|my (cat|dog|family|plants)) for me(\\s+(ok|okay|pls|please))?(?=\\s*([,.;:!?…؟。！？、，]|$))', 'last (week|day|time|month) of (this|it all|everything)[^.!?\\n]{0,20}one way or (another|the other)', '(can\'?t|cannot) (do (this|it) )?any\\s?more,? (with )?(any of it|none of it|all of it|any of this|with any of it)', 'make (it|everything|it all) (all )?stop,? (please|pls)', '(please|pls|someone|just) make (it|everything|it all) (all )?stop(?=\\s*([,.;:!?…؟。！？、，]|$))', 'i (just |really )?(want|wanna|need) to end it(?=\\s*([,.;:!?…؟。！？、，]|$))', '(there\'?s|there is|theres) no point (in|to) (anything|any of (it|this)|it all|life)( any\\s?more)?(?=\\s*([,.;:!?…؟。！？、，]|$))', '(don\'?t|dont|do not|can\'?t|cannot) see (a|any) future( for (me|myself))?(?=\\s*([,.;:!?…؟。！？、，]|$))', '(researching|researched|googling|googled|looked up|looking up|searching|searched) (up )?(how|ways) to (do it|end it|die|not wake up)(?=\\s*([,.;:!?…؟。！？、，]|$))', '(wouldn\'?t|would not|won\'?t) (even |really )?care if i (didn\'?t|did not|never|don\'?t) (wake|woke) up( tomorrow| again| ever)?(?=\\s*([,.;:!?…؟。！？、，]|$))', 'i (just )?want out (for good|of (it all|everything|life))', '(written|wrote|writing) (goodbye )?letters (for|to) (my family|everyone|everybody|my (kids|wife|husband|parents|mom|dad|partner))(?=\\s*([,.;:!?…؟。！？、，]|$))', 'no reason to keep going(?=\\s*([,.;:!?…؟。！？、，]|$))', '(don\'?t|dont|do not) think i\'?ll be (around|here|alive) (much longer|for long|for much longer)(?=\\s*([,.;:!?…؟。！？、，]|$))',
    '(wouldn\'?t|would not|won\'?t|don\'?t|do not) (even |really )?mind (not|never) waking up( tomorrow| again| ever| any\\s?more)?(?=\\s*([,.;:!?…]|$| (tbh|honestly|to be honest)))',
  ],
  crisisWish: {
    reach: 4,
    wish: ['i (\\p{L}+ )?(want|wanna|wish|wished|hope|pray)( to)?', '(want|wanna|wish|wishing|wished)( to)?', '(hopes|hoping|pray|praying)( that)?', 'i\'?d (\\p{L}+ )?rather', 'i would (\\p{L}+ )?rather', '(keep|kept|been|am|was) (thinking|wishing|hoping)( about| of| that)?', '(thinking|thought|thoughts) (about|of)', '(it would|it\'?d|would it) be (better|easier|best)( for (everyone|everybody|them|all))?', '(better|easier) (for everyone |for everybody )?if', 'if i( just)?(?! (don\'?t|do not|won\'?t|will not) wake up)', 'makes? me (want|wanna)( to)?', '(keep|kept) (imagining|picturing)'],
    harm: ['die', 'died', 'dying', '(be|was|were|being) dead', 'disappear(ed|ing)?( for good| forever)?', 'vanish(ed|ing)?', '(not|never) (to )?(wake|waking) up( again| anymore)?', "(don'?t|do not|won'?t|wouldn'?t|didn'?t) wake up(?=(\\s+(again|anymore|any more|tomorrow|ever|at all|in the morning))?\\s*([,.;:!?…]|$))", '(get|got|getting) (hit|run over) by (a|the) (bus|car|truck|train)', 'fade away( for good| forever)?', '(not|never|no longer) (be|being) (here|around|alive)( any\\s?more)?', '(wasn\'?t|weren\'?t|was not|were not) (here|around|alive)( any\\s?more)?', 'stop (being here|being alive|existing|living|breathing)', '(not|never) exist(ing)?', "(didn'?t|did not|wouldn'?t|would not) exist", 'not (be )?alive( any\\s?more)?', '(end|ending) (it all|everything|my life)', '(kill|killing|hurt|hurting) myself', 'sleep forever', 'gone (forever|for good)', '(everyone|everybody|they|people|the world) (just )?(carrying|carry|going|go) on without me', '(was|were) never (there|here|born)( at all)?', '(not|never) (be|being) (there|anywhere)( at all| any\\s?more)?'],
    wishAfter: [],
    negators: ['not', 'don\'?t', 'do not', 'never', 'didn\'?t', 'won\'?t', 'wouldn\'?t', 'doesn\'?t', 'no'],
    things: ['th(is|ese|ose)', 'the', 'an?', 'its?', 'our', 'your', 'their', 'his', 'her', 'he', 'she', 'they', 'you', 'we', 'someone', 'somebody'],
    idioms: ['of (boredom|embarrassment|shame|hunger|laughter|laughing|cringe|curiosity)', 'embarrass\\p{L}*', 'hungry', 'starving', 'dead tired', 'dying to', 'die on (this|that|the) hill', 'die laughing', 'vacation', 'holidays?', 'pto', 'trip', 'beach', 'cabin', 'island', 'weekend', 'for (a|one|two|three|four|a few|a couple of|\\d+) (days?|weeks?|months?|hours?|nights?)'],
  },
  crisisRelief: {
    heights: ['on the (roof|rooftop)(?! (terrace|bar|garden|deck|party|restaurant|lounge))', '(roof|rooftop|platform|bridge|building|cliff|balcony) edge', 'edge of (the|a) (roof|rooftop|platform|bridge|building|cliff|balcony)', 'ledge', '(balcony|bridge) railing', 'off (the|a) (bridge|roof|balcony)', 'on (the|a) bridge', '(train|subway|metro|tube|station) platform', '(train|subway|metro) tracks', 'on the tracks', 'look(ed|ing)? (down|over the edge) from', 'look(ed|ing)? down at the (street|ground|tracks|water|drop)', 'top of (the|a) (building|bridge|car park|parking garage|tower)'],
    noWaking: ['(asleep|sleep)( \\p{L}+){0,3} (and )?(didn\'?t|did not|never|don\'?t|do not|wouldn\'?t|not) (wake|waking) up', '(not|never) (to )?(wake|waking) up (again|ever|at all)', 'if i (just |simply |ever )?(didn\'?t|did not|never|wouldn\'?t|would not) (wake|woke) up(?!( tomorrow| in the morning)? (early|earlier|late|at|before|in time|on time|for|till|until|by|when|so|\\d))'],
    reliefs: ['(it )?would all be (so |so much |a lot |way |much |far )?(simpler|easier)', 'everything would be (so |so much |a lot |way |much |far )?(simpler|easier)', '(thought|think|thinking|told myself|realized|felt like)( that)?( how)? (it\'?d|it would) (all |just )?be (so |so much |a lot |way |much |far )?(simpler|easier)', '(how|so) (easy|simple) it would be', '(wouldn\'?t|would not) be (so|that|too|such a) bad( thing)?', '(would|will) be (a|such a) relief', '(suddenly|strangely|weirdly|oddly) (felt |feel |so |very |really )*(calm|peaceful|at peace)', 'better for everyone'],
    shrugs: ['(that\'?d|that would|it\'?d|it would|i\'?d|i would) (honestly |really |totally |probably |just |even )?be (fine|ok|okay|alright|all right)', 'fine (by|with) me', '(it|that|nothing) (wouldn\'?t|would not|won\'?t|will not) (even |really )?(matter|change anything|make (a|any) difference)', '(wouldn\'?t|would not) (even |really )?make (a|any) difference', 'i (wouldn\'?t|would not|won\'?t) (even |really )?(mind|care)', '(no\\s*one|nobody) (would|will) (even |really )?(notice|care|mind|miss me)'],
  },
  crisisFarewell: {
    farewells: ['(say|saying|said|wanted to say|tell you all) (goodbye|farewell|bye)( to (you|y\'?all|everyone|everybody|all of you|the team|my team|you all|you guys))?(?! to)', '(goodbye|farewell|bye) (everyone|everybody|all|y\'?all|guys|team|you all|friends|all of you)', 'this is goodbye', '(goodbye|farewell) for(ever| good)'],
    signs: ['(wrote|written|writing|left) (\\p{L}+ ){0,2}letters', '(goodbye|farewell) (letters?|notes?)', '(sorted|arranged|organi[sz]ed|settled) (out )?(everything|all my (affairs|things|stuff))( out| in order)?(?=\\s*([,.;:!?…]|$|\\s(and)\\s))', '(put|got) (everything|all my affairs|my affairs) in order', 'everything (is|\'?s) (sorted|arranged|organi[sz]ed|settled|in order|taken care of)(?=\\s*([,.;:!?…]|$|\\s(and)\\s))', '(my |all my )?affairs (are )?in order', '(gave|given|giving) away (\\p{L}+ ){0,2}my (stuff|things|belongings)', '(won\'?t|will not) be (around|here) (any\\s?more|for much longer|much longer)', '(won\'?t|will not) see (you|y\'?all|any of you) (again|ever again)', '(can\'?t|cannot) (take|bear|stand|handle|do) (it|this) any\\s?more(?=\\s*([,.;:!?…]|$))'],
    departures: ['last (day|week|shift)', 'new (job|role|team|company|position|chapter|gig)', 'hand(ed|ing)?\\s?over', '(?<!(won\'?t|will not|never) )see (you|ya|u)', '(going|heading|head|off) home', '(logging|signing|heading) off', 'off to', '(leaving|left|quit|quitting) (the|this) (company|team|job|project)', 'moving (to|on)', 'retir\\p{L}*', '(farewell|leaving) (drinks|party|lunch|cake)', '(next|on|until|till) (monday|tuesday|wednesday|thursday|friday|week|month)', 'tomorrow', 'back (on|in|next|soon)', 'conference', '(parental|maternity|paternity|sick) leave', 'sabbatical', 'notice period', 'for today'],
  },
  crisisSigns: {
    signs: [
      '(no\\s*one|nobody)( would|\'d) (even |really |ever )?(miss me|miss|notice|care)', '(give|gave|giving|given) away (all )?my (stuff|things|belongings)',
      '(gave|giving|given) (\\p{L}+ ){0,3}(all )?my (stuff|things|belongings)( away)?', '(bought|got) (a|some) rope(\\s+(yesterday|today|last night|already))?(?=\\s*([,.;:!?…؟。！？、，]|$))',
      '(googled|googling|looked up|looking up|researched|researching|searched|searching) how (high|tall|far down) (the|that) (bridge|building|roof|drop)',
    ],
    everyday: [
      // The everyday act a condition speaks of: leaving early, a meeting skipped, a day off, waking in time.
      '(left|leave|leaving|logged off|log off|logging off|went home|go home|signed off|clocked out|came in|come in|showed up|show up) (\\p{L}+ ){0,2}(early|late|earlier|later)',
      '(skip|skipped|skipping|miss|missed|missing|ditch|ditched|bailed on|bail on|dropped out of) (the |a |my |this |our |today\'?s |tomorrow\'?s )?(\\p{L}+ )?(standup|stand-up|meeting|call|sync|retro|lunch|class|gym|party|drinks|demo|review|session|training|workshop|webinar|offsite)',
      '(took|take|taking|taken) (\\p{L}+ ){0,3}off', 'days? off', 'half day', 'pto', 'work(ed|ing)? from home', 'wfh', '(in|on) time', 'overslept', 'oversleep', 'alarm', 'camera off', 'muted',
      // The everyday reason things go, a rope is bought or a height looked up: charity, a move, decluttering, a sale, new ones, camping, a van.
      'charity', 'donat\\p{L}*', 'goodwill', 'thrift (shop|store)', 'food bank', '(the|a|my|our) move', 'moving (out|house|abroad|in|flat|apartment|to)', 'moved', 'relocat\\p{L}*', 'declutter\\p{L}*', 'minimalis\\p{L}*', 'spring clean\\p{L}*', 'clear(ing|ed)? out',
      'sold', 'sell(ing)?', '(yard|garage|car boot) sale', 'flea market', 'ebay', 'new ones', 'bought (a |some )?new', 'upgrad\\p{L}*', 'outgr(ew|own)', 'too small', 'no (room|space)',
      'camping', 'climbing', 'hammock', 'tent', 'boat', 'sailing', 'swing', 'clothesline', 'washing line', 'tow(ing)?', 'jump rope', 'skipping rope', 'gym', 'truck', 'van', 'trailer', 'clearance', 'drone', 'hik(e|ing)', 'trivia', 'homework', '(school|uni|class) project',
    ],
  },
  crisisNews: {
    reports: ['news', 'reported', 'reports', 'headlines?', 'article', 'the paper'],
    deaths: ['(took|has taken|had taken) (his|her|their) own life', 'killed (himself|herself|themselves)', '(?<!\\bi\\s+(\\p{L}+\\s+)?)(died by|committed) suicide', 'suicide of'],
  },
  blockers: {
    phrases: ['blocked', 'blocker\\p{L}*', 'blocking (me|us|my|our)', 'waiting (on|for)', 'still waiting', 'stuck (on|with|in)', 'held up by', 'on hold', 'can\'?t (proceed|continue|move (on|forward)) (until|without)'],
    none: ['no', 'none', 'nothing', 'nope', 'n/?a', 'not', 'any', 'so far', 'today', 'yet', 'currently', 'at the moment'],
  },
};
