// Hinglish (Hindi in Latin script, often mixed with English): every word and phrase the
// built-in engine knows in this language.
import type { Lexicon } from '../lexicon-types.ts';

/** Obligation endings ("bhejna hai", "banane hain", "karna padega") and request forms ("kar do", "bhejo"). */
const TODO_FORMS = '\\b\\p{L}+(?:na|ni|ne)\\s+(?:hai|hain|h|tha|padega|padegi|hoga|chahiye)\\b'
  + '|\\b(?:karo|kar\\s+do|kardo|kar\\s+dena|bhejo|bhej\\s+do|likho|banao|bana\\s+do|dekh\\s+lo|check\\s+karo|update\\s+karo|call\\s+karo|daalo|bhejna|karna)\\b';
const TODO_FORMS_RE = new RegExp(TODO_FORMS, 'u');

export const lexicon: Lexicon = {
  boundaries: 'words',
  verbShape: true,
  unspaced: false,

  detection: {
    iso: 'hi',
    strong: `hai hain hoon hun tha thi hoga hogi mera meri mere mujhe mujhko humko humein tumhe aapko apna apni
      kya kyun kyu kaise kaisa kaisi kab kahan kitne kitna kitni kaun nahi nahin haan accha acha achha theek thik
      bhi aur lekin magar wala wali wale kaam karna karni karne karo kardo karke kiya kiye raha rahi rahe
      gaya gayi gaye diya diye liya dena lena bhejna bhejo bhejni banana banane banao likhna likho dekhna dekho
      aaj kal parso abhi jaldi baad pehle subah shaam raat hafte hafta mahina mahine bahut bohot bohut thoda
      sab kuch koi naya nayi bas yaar yar arre bhai ji bolo batao bata chahiye chahta chahti samjho lagta
      rahun dard bilkul zaroori zaruri kaafi shukriya dhanyavaad dhanyawad namaste namaskar suno chalo
      aaya aayi bolne karunga karungi karenge milega hua hui huye mein mai tumhara tumhari aapka aapki dikhao dikha dikhana batana bataiye kijiye karein
      waala yahan wahan kuchh kab tak daal daalo dalo dalna lana lao laana jana jaana jao bharna bharo rakhna rakho milna karwana dilana dilao shaam doodh sabzi kharidna`,
    common: 'ka ki ke ko se pe ho',
    weak: 'to hi me main par na ya',
    phrases: [
      [/\bho gay[ai]\b|\b(?:kar|bana|bhej|likh|de) (?:diya|liya|di|li|do|dena|lo|diye)\b|\bkya haal\b|\bkaise ho\b/, 4],
      [/\b(?:mark|done|complete|fix|update|check|add|finish|submit|cancel|delete) (?:kar|kr)(?:o|do| do| dena| diya| dijiye)?\b/, 4],
    ],
    hints: [],
    borrowed: '',
    mixesWith: 'english',
  },

  conversation: {
    greetings: [
      'namaste', 'namaskar', 'hello\\s+ji', 'hi\\s+ji', 'kya\\s+haal(?:\\s+hai)?', 'kaise\\s+ho', 'kaisi\\s+ho', 'ram\\s+ram', 'suprabhat', 'salaam', 'adaab',
      'kya\\s+scene(?:\\s+hai)?',
    ],
    greetingsNotOpening: [],
    greetingAddressees: [
      'ji', 'bhai', 'yaar', 'dost', 'sab', 'kaise\\s+ho', 'kya\\s+haal\\s+hai', 'kya\\s+chal\\s+raha\\s+hai', 'bas', 'hi\\s+bolne\\s+aaya', 'bas\\s+hi\\s+bolne\\s+aaya', 'bas\\s+hi\\s+bolne\\s+aayi',
      'arre',
    ],
    thanks: ['shukriya', 'dhanyavaad', 'dhanyawad'],
    thankedAddressees: [],
    questionOpeners: ['kya', 'kab', 'kahan', 'kaun', 'kyun', 'kaise', 'kitne', 'kitna', 'kitni'],
    questionEndings: [],
    help: [
      'madad', 'help\\s+chahiye', 'meri\\s+help\\s+kar', 'help\\s+kar\\s+sakte', 'kaise\\s+(?:use|kaam|karu|karun|karte|chalta|add)', 'kya\\s+kar\\s+sakte',
      'samjhao', 'kaise\\s+kaam\\s+karta',
    ],
    howTo: ['kaise\\s+(?:\\p{L}+\\s+)?(?:karu|karun|karte|kare|karein|add|mark)', '(?:meri\\s+)?help\\s+kar\\s+sakte', 'ka\\s+matlab\\s+kya', 'matlab\\s+kya\\s+hai', 'help\\s+chahiye'],
    farewells: ['kal\\s+milte\\s+hain', 'phir\\s+milte\\s+hain', 'bye\\s+bye', 'chalo\\s+bye', 'shubh\\s+ratri'],
    followUps: ['aur', 'bhi', 'aur\\s+bhi'],
  },

  tasks: {
    nouns: ['kaam', 'kaamon', 'task', 'tasks', 'pending', 'karna\\s+hai', 'baaki', 'kya\\s+karna\\s+hai', 'kya\\s+kaam\\s+hai', 'kya\\s+baaki\\s+hai', 'kya\\s+kya\\s+bacha', 'bacha\\s+hai', 'baaki\\s+hai'],
    show: ['dikhao', 'batao', 'bata\\s+do', 'list\\s+karo'],
    showEndings: ['batao', 'dikhao', 'bata\\s+do'],
    stats: ['kitne\\s+(?:task|kaam)', 'kitne\\s+complete'],
    counting: ['kitne', 'kitna'],
    done: ['kiye', 'complete\\s+kiye', 'khatam'],
    create: [
      'yaad\\s+dila(?:na|o|dena)?', 'yaad\\s+rakhna', 'bhoolna\\s+mat', 'task\\s+add\\s+karo', 'task\\s+bana(?:o|do)',
      'task\\s+bana\\s+(?:sakte|sakti|sakta|do|dena|dijiye)', 'naya\\s+task', 'note\\s+kar(?:o|lo)', 'add\\s+kar\\s+(?:do|dena|doge)',
    ],
    obligations: [],
    obligationsKeptInTitles: [],
    obligationForms: TODO_FORMS,
    notes: [],
    deadlineWords: ['tak', 'se\\s+pehle'],
    listHeaders: ['karna\\s+hai', 'kaam', 'tasks\\s+hai'],
    addToList: {
      askers: [],
      verbs: [],
      prepositions: [],
      owners: [],
      kinds: [],
      lists: [],
      closers: [],
      ending: '(?:list|to-?do)\\s+(?:mein|me|main)\\s+(?:daal|dal|add\\s+kar)\\s*(?:do|dena|o|dijiye)?',
    },
    negations: [],
    negationsAfter: ['nahi', 'nahin', 'mat', 'na'],
    askedBefore: [],
    politeRequests: [],
    something: ['kuch'],
    whatNext: ['ab\\s+kya'],
    actions: {
      cancel: ['cancel\\s+kar\\p{L}*', 'cancel\\s+kr\\p{L}*'],
      delete: ['delete\\s+kar\\p{L}*', 'hata\\s+do', 'hatao', 'hata\\s+dena', 'mita\\s+do'],
      move: ['move\\s+kar\\p{L}*', 'shift\\s+kar\\p{L}*', 'postpone\\s+kar\\p{L}*', 'aage\\s+badha\\p{L}*', 'reschedule\\s+kar\\p{L}*'],
      objects: ['task', 'reminder', 'kaam'],
    },
    overdueWords: [],
    urgentWords: [],
  },

  periods: {
    today: ['aaj'],
    week: ['hafte'],
    month: ['mahine'],
    year: ['saal'],
    lastMonth: ['pichle\\s+mahine'],
    monthNames: [],
  },

  titles: {
    leadFillers: [
      'zara', 'plz', 'yaad\\s+(?:dilana|dila\\s+do|dilao|rakhna)(?:\\s+ki)?', 'yaad\\s+dila\\s+do', 'mujhe', 'aur', 'phir\\s+bhi', 'phir', 'fir', 'lekin', 'bas',
      'yaar', 'bhai', 'ji', 'toh',
      'toh', 'isliye',
    ],
    trailFillers: ['hai', 'hain', 'h', 'hoga', 'chahiye', 'padega', 'zaroor', 'plz', 'aur', 'है', 'हैं', 'होगा', 'चाहिए'],
    softWords: [
      'agar\\s+ho\\s+sake', 'main', 'mai', 'hoon', 'hu', 'bahut', 'yaar', 'ho', 'raha', 'rahi', 'hai', 'aaj', 'kal', 'se', 'bilkul', 'bhi', 'phir', 'lekin', 'thoda',
      'ekdum', 'arre',
      'bohot', 'kaafi', 'zyada', 'poora', 'full',
    ],
    butWords: ['lekin', 'par', 'magar', 'phir\\s+bhi'],
    headerFillers: ['hai', 'hain', 'h', 'ke', 'ka', 'mere', 'mein', 'daal', 'dal', 'do', 'dena', 'karo', 'kar', '(?:do|teen|2|3)\\s+(?:kaam|cheezein|cheeze)'],
    subjectStarts: [],
    pointerWords: ['yeh', 'ise'],
    allItems: ['dono', 'sab'],
    quoteWrapperWords: ['mein', 'daal', 'do', 'karo'],
    conjunctions: '\\s+(?:aur\\s+phir|aur|or|phir|fir|and)\\s+',
    itemConjunctions: null,
    looseConjunctions: true,
    nounConjunctions: [],
    verbs: [],
    notVerbs: [],
    // "bhejna hai", "kar do", a verb-final request ("report bhejo"), or an English verb up front.
    startsTask: (item, verbs) => TODO_FORMS_RE.test(item.fold) || /(?:na|ni|ne|o|do|lo|karo)$/u.test(item.last.replace(/(?:hai|hain|h)$/u, ''))
      || verbs.isVerb(item.first, ['english']),
    statesFact: null,
    tidy: (title) => title,
  },

  completion: {
    markDone: ['(?:done|complete)\\s+mark\\s+kar(?:o|\\s+do|\\s+dena)?', 'mark\\s+kar(?:o|\\s+do)', 'tick\\s+kar(?:o|\\s+do)'],
    statements: [
      'ho\\s+gay[aie]', '(?:bana|bhej|likh|bol|de|check\\s+kar|update\\s+kar|finish\\s+kar|submit\\s+kar|send\\s+kar)\\s+(?:diya|diye|di|liya|liye|li|chuka|chuki)',
      'ho\\s+chuk[aie]', 'kar\\s+(?:diya|diye|di|liya|liye|li)', 'bhej\\s+(?:diya|diye|di)', 'khatam\\s+(?:ho\\s+gaya|kar\\s+diya)', 'complete\\s+ho\\s+gaya',
      'done\\s+hai', 'ho\\s+gya', 'kr\\s+diya',
    ],
    pastForms: [],
    strip: ['wala\\s+kaam', 'kaam', 'wala', 'wali'],
    notTasks: ['kitab', 'darwaza', 'khidki'],
    someoneElse: ['(?:mera|meri)\\s+(?:dost|behen|manager)'],
    selfStates: [],
  },

  dates: {
    monthFirst: false,
    numbers: { ek: 1, do: 2, teen: 3, char: 4, paanch: 5, panch: 5 },
    weekdays: [
      ['somvar', 'somwar'], ['mangalvar', 'mangalwar'], ['budhvar', 'budhwar'], ['guruvar', 'guruwar', 'veervar'], ['shukravar', 'shukrawar'],
      ['shanivar', 'shaniwar'], ['ravivar', 'raviwar', 'itvaar'],
    ],
    weekdaySuffixes: [],
    shortWeekdays: { names: { mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6, sun: 7 }, after: [], beforeTime: [] },
    months: [],
    before: ['agle', 'agli', 'iss', 'is baar'],
    after: ['tak', 'ko', 'se pehle', 'tak me', 'ke andar'],
    particles: [],
    endOfMonth: ['mahine\\s+ke\\s+(?:end|aakhir|akhir|ant)'],
    endOfNamedMonth: [],
    endOfWeek: [],
    dayAfterTomorrow: ['parso', 'parson'],
    tomorrow: ['kal'],
    today: ['aaj(?:\\s+(?:raat|shaam|hi))?'],
    nextWeek: ['agle\\s+hafte', 'agle\\s+week'],
    partsOfDay: ['subah', 'shaam'],
    inSpan: [],
    spanUnits: [],
    spanUnitsBeforeLater: ['din', 'dino', 'hafte'],
    later: ['mein', 'me', 'main', 'baad', 'mai'],
    timeBefore: [],
    timeBeforeBareHour: [],
    hourUnits: ['baje', 'बजे'],
    am: [],
    pm: [],
    morning: ['subah', 'सुबह'],
    evening: ['shaam', 'sham', 'dopahar', 'raat', 'aaj\\s+raat', 'शाम', 'दोपहर', 'रात'],
    noon: [],
    midnight: [],
    halfHour: [],
    dayMonthLinks: [],
    ordinals: [],
    quantityBefore: [],
    patterns: {
      dayOfMonth: '(?<day>\\d{1,2})\\s+(?:tareekh|tarikh|taarikh|tareek|tarik)',
    },
  },

  priority: {
    words: [],
    lowest: ['kabhi\\s+bhi', 'jab\\s+(?:time|waqt|fursat)\\s+(?:mile|ho)', 'kabhi\\s+fursat\\s+mein'],
    low: [
      '(?:kam|kum)\\s+{priority}', '{priority}\\s+(?:kam|kum)', 'koi\\s+jaldi\\s+nahi', 'jaldi\\s+nahi(?:\\s+hai)?', 'urgent\\s+nahi(?:\\s+hai)?', 'aaram\\s+se',
      'araam\\s+se',
    ],
    urgent: [
'jaldi\\s+se\\s+jaldi', 'jald\\s+se\\s+jald', 'jaldi\\s+se', 'jitna\\s+jaldi\\s+ho\\s+sake', 'jaldi\\s+(?:karo|kar\\s+do|kardo|bhejo|chahiye)', 'turant', 'fauran', 'abhi\\s+ke\\s+abhi', 'abhi\\s+turant', 'bahut\\s+urgent',
      'ekdum\\s+urgent',
    ],
    high: ['(?:zyada|jyada|zyaada)\\s+{priority}', 'zaroori', 'zaruri', 'zaroori\\s+hai', 'important\\s+hai'],
  },

  mood: {
    words: ['aaj\\s+ka\\s+din', 'mera\\s+mood'],
    logVerbs: ['darj'],
    ratingPhrases: [],
    ratedThings: [],
    articles: [],
    outOf: [],
    five: [],
    scaleFirst: [],
    points: [],
    rangeTo: [],
    countUnits: ['din'],
    grades: [],
    gradePhrases: [],
    historyCues: ['pichle', 'pichhle', 'pichla', 'pichhla', 'tha', 'thi', 'history'],
    logPhrases: [],
    historyOverLog: [],
    historyWords: [],
    feelings: {
      1: ['bahut\\s+bura\\s+din', 'depressed\\s+hoon'],
      2: [
        'jaan\\s+(?:le\\s+(?:rahi|raha|rahe|li)|nikal\\p{L}*)', 'thak\\s+(?:gaya|gayi|gya|gyi)', 'thaka\\s+hua', 'thaki\\s+hui', 'thakan', 'thakaan', 'pareshan',
        'tension', 'udaas', 'dukhi', 'bura\\s+din', 'bekaar\\s+din', 'bakwas\\s+din', '(?:sar|sir)\\s+dard', 'bimaar', 'bore\\s+ho\\s+raha',
        'mood\\s+(?:\\p{L}+\\s+)?(?:off|kharab|kharaab|down|low|bekaar)', 'energy\\s+nahi', 'neend\\s+aa\\s+rahi', 'dimag\\s+kharab', '(?:low|down)\\s+feel',
        'feel(?:ing)?\\s+(?:low|down)', 'thoda\\s+(?:low|down|udaas)', 'dil\\s+nahi\\s+lag',
        'anxiety', 'burnout',
      ],
      3: ['thik\\s+thak', 'theek\\s+thaak', 'theek\\s+hai'],
      4: ['accha\\s+(?:lag|feel)', 'achha\\s+(?:lag|feel)', 'khush', 'badhiya', 'mast', 'fresh'],
      5: ['bahut\\s+(?:accha|achha|acha)', 'zabardast', 'ekdum\\s+mast'],
    },
    hunger: ['bhook\\s+se\\s+mar\\p{L}*'],
    negators: ['nahi', 'nahin'],
  },

  crisis: [
    'marna\\s+chaht[aie]', 'mar\\s+jaana\\s+chaht[aie]', 'mar\\s+jaun', 'mar\\s+jau', 'khudkushi', 'aatmahatya', 'jeena\\s+nahi\\s+chaht[aie]',
    'jeene\\s+ka\\s+mann\\s+nahi', 'zindagi\\s+khatam', 'main\\s+na\\s+rahun', 'mai\\s+na\\s+rahu', 'main\\s+na\\s+rahu', 'na\\s+rahun\\s+toh',
    'khud\\s+ko\\s+(?:hurt|nuksan|khatam)', 'sab\\s+(?:kuch\\s+)?khatam\\s+kar\\s+(?:doon|dun|du|dena\\s+chaht[aie]|dena\\s+hai)', 'gayab\\s+ho\\s+jaun', 'jeene\\s+ka\\s+(?:koi\\s+)?(?:matlab|mann|fayda)\\s+nahi',
    'jeene\\s+ki\\s+(?:ichha|iccha|wajah)\\s+nahi', 'jeena\\s+nahi\\s+(?:hai|chahta|chahti)', 'zinda\\s+nahi\\s+rehna', 'mar\\s+jana\\s+chaht[aie]',
    'khatam\\s+kar\\s+(?:lu|loon|lun)\\s+(?:khud|apne)',
    'mujhe\\s+marna\\s+(?:hai|h)\\b', 'marne\\s+ka\\s+(?:mann|man|dil|khayal|soch)', 'apni\\s+jaan\\s+(?:de|le)\\p{L}*', 'jaan\\s+de\\s+(?:du|dun|doon|dena)\\b', 'mar\\s+jaana\\s+hai',
    'alvida\\s+(?:wale\\s+|ke\\s+)?(?:letters?|chitthi|chitthiyan|khat|note)', 'suicide', 'khud\\s+ko\\s+(?:maar|khatam)', 'zindagi\\s+se\\s+thak\\s+(?:gaya|gayi)',
    'jeene\\s+ki\\s+(?:koi\\s+)?(?:wajah|vajah|reason)\\s+nahi', 'jeene\\s+ka\\s+(?:koi\\s+)?point\\s+nahi', 'kabhi\\s+na\\s+uth\\p{L}*', 'kisi\\s+ko\\s+(?:meri\\s+)?(?:kami|fark)\\s+nahi\\s+pad\\p{L}*', 'khud\\s+ko\\s+(?:kaat|cut)\\p{L}*',
  ],
  blockers: {
    phrases: ['blocked', 'blocker\\p{L}*', 'atk[ae]\\s+(?:hu[ae]?|hai|hain)', 'atak\\s+gay[ae]', 'ruk[ae]\\s+hu[ae]', 'wait\\s+kar\\s+rah[ae]', 'intez?aa?r\\s+(?:kar|hai|me)\\p{L}*'],
    none: ['koi\\s+nahi', 'kuch\\s+nahi', 'nahi', 'nahin', 'none', 'no'],
  },
};
