// Hinglish (Hindi in Latin script, often mixed with English): every word and phrase the
// built-in engine knows in this language.
import type { Lexicon } from '../lexicon-types.ts';

/** Obligation endings ("bhejna hai", "banane hain", "karna padega") and request forms ("kar do", "bhejo"). */
/** Before good news said as an event ("promotion mil gaya"): not told of someone else ("uska promotion ho gaya", "Riya ka offer aa gaya"). */
const MINE = '(?<!(?:uska|uski|uske|usko|unka|unki|unke|unko|iska|iski|isko|\\p{L}+ ka|\\p{L}+ ki|\\p{L}+ ko) )';
const TODO_FORMS = '\\b\\p{L}+(?:na|ni|ne)\\s+(?:hai|hain|h|tha|padega|padegi|hoga|chahiye)\\b'
  + '|\\b(?:karo|kar\\s+do|kardo|kar\\s+dena|bhejo|bhej\\s+do|likho|banao|bana\\s+do|dekh\\s+lo|check\\s+karo|update\\s+karo|call\\s+karo|daalo|bhejna|karna)\\b';
const TODO_FORMS_RE = new RegExp(TODO_FORMS, 'u');

/**
 * Hinglish has no fixed spelling: "nahi" is typed "nhi", "nahin", "nai"; "kar" "kr"; "karna" "krna"; "raha" "rha"; "hai" "he".
 * Every phrase of several words below is widened to these spellings when the lexicon is built, so a phrase
 * is written once ("koi jaldi nahi") and also matches "koi jaldi nhi". Single words are left as they are
 * ("he" alone is English).
 */
const SPELLINGS: Readonly<Record<string, string>> = {
  nahi: '(nahi|nahin|nhi|nai|ni)', nahin: '(nahi|nahin|nhi|nai)', kar: '(kar|kr)', karna: '(karna|krna)', karni: '(karni|krni)', karne: '(karne|krne)',
  karo: '(karo|kro)', raha: '(raha|rha)', rahi: '(rahi|rhi)', rahe: '(rahe|rhe)', hai: '(hai|he|h)', hain: '(hain|hai|he|h)', hoon: '(hoon|hu|hun|hoo)',
  kya: '(kya|kia)', kaise: '(kaise|kese|kaisey)', mein: '(mein|me|mai|main)', bahut: '(bahut|bohot|bohut|bhot|bht)', accha: '(accha|acha|achha)',
  diya: '(diya|dia)', kiya: '(kiya|kia)', gaya: '(gaya|gya)', gayi: '(gayi|gyi|gai)', thoda: '(thoda|thora)',
};
const SPELLED_WORD = new RegExp(`(?<![\\p{L}\\\\])(${Object.keys(SPELLINGS).join('|')})(?![\\p{L}?*+{])`, 'gu');

/** A phrase of several words with each word that has other spellings widened to all of them. */
function spelled(phrase: string): string {
  return /\s/u.test(phrase) && !/\(\?/u.test(phrase) ? phrase.replace(SPELLED_WORD, (w) => SPELLINGS[w]!) : phrase;
}

/** Every phrase list of the lexicon, widened (other fields as written). */
function widen<T>(value: T): T {
  if (Array.isArray(value)) return (value.every((x) => typeof x === 'string') ? value.map((x: string) => spelled(x)) : value) as T;
  if (value && typeof value === 'object' && !(value instanceof RegExp)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'detection' ? v : widen(v)])) as T;
  }
  return value;
}

export const lexicon: Lexicon = widen<Lexicon>({
  boundaries: 'words',
  verbShape: true,
  unspaced: false,

  detection: {
    iso: 'hi',
    strong: `tum aap insaan sabko kyunki saamne phir hai hain hoon hun tha thi hoga hogi mera meri mere mujhe mujhko humko humein tumhe aapko apna apni
      kya kyun kyu kaise kaisa kaisi kab kahan kitne kitna kitni kaun nahi nahin haan accha acha achha theek thik
      bhi aur lekin magar wala wali wale kaam karna karni karne karo kardo karke kiya kiye raha rahi rahe
      gaya gayi gaye diya diye liya dena lena bhejna bhejo bhejni banana banane banao likhna likho dekhna dekho
      aaj kal parso abhi jaldi baad pehle subah shaam raat hafte hafta mahina mahine bahut bohot bohut thoda
      sab kuch koi naya nayi bas yaar yar arre bhai ji bolo batao bata chahiye chahta chahti samjho lagta
      rahun dard bilkul zaroori zaruri kaafi shukriya dhanyavaad dhanyawad namaste namaskar suno chalo
      aaya aayi bolne karunga karungi karenge milega hua hui huye mein mai tumhara tumhari aapka aapki dikhao dikha dikhana batana bataiye kijiye karein
      sabko sabhi maine humne usne ne waala yahan wahan kuchh kab tak daal daalo dalo dalna lana lao laana jana jaana jao bharna bharo rakhna rakho milna karwana dilana dilao shaam doodh sabzi kharidna`,
    common: 'mast ka ki ke ko se pe ho',
    weak: 'to hi me main par na ya',
    phrases: [
      [/\bho ga?y[ai]\b|\b(?:kar|bana|bhej|likh|de) (?:diya|liya|di|li|do|dena|lo|diye)\b|\bkya haal\b|\bkaise ho\b/, 4],
      [/\b(?:mark|done|complete|fix|update|check|add|finish|submit|cancel|delete|send|share|review|book|pay) (?:kar|kr) ?(?:o|do|dena|diya|dia|di|liya|li|dijiye)?\b/, 4],
    ],
    hints: [],
    borrowed: '',
    mixesWith: 'english',
  },

  conversation: {
    greetings: [
      'namaste', 'namaskar', 'hello ji', 'hi ji', 'kya haal( hai)?', 'kaise ho', 'kaisi ho', 'ram ram', 'suprabhat', 'salaam', 'adaab',
      'kya scene( hai)?',
    ],
    greetingsNotOpening: [],
    greetingAddressees: ['kya haal( chaal| chal)?', 'sabko', 'ji', 
      'ji', 'bhai', 'yaar', 'dost', 'sab( log)?', 'sabhi( log)?', 'kaise ho', 'kya haal hai', 'kya chal raha hai', 'bas', 'hi bolne aaya', 'bas hi bolne aaya', 'bas hi bolne aayi',
      'arre',
      'aaj bhi (sambhal|dekh) lena', '(tum|aap) pe bharosa hai', 'kuch add (nahi|nhi) karna( aaj)?',
    ],
    thanks: ['shukriya', 'dhanyavaad', 'dhanyawad'],
    thankedAddressees: [],
    questionOpeners: ['kya', 'kab', 'kahan', 'kaun', 'kyun', 'kaise', 'kitne', 'kitna', 'kitni'],
    questionEndings: ['kya (h|he|hain|hai na)', 'kya kya (karna|bacha|baaki) hai( mujhe| mera)?', 'kya (karna|bacha|baaki) hai( mujhe| mera)?', 'kya( hai)?',],
    help: [
      'madad', 'help chahiye', 'meri help kar', 'help kar sakte', 'kaise (use|kaam|karu|karun|karte|chalta|add)', 'kya( kya)? kar (sakta|sakti|sakte)',
      'samjhao', 'kaise kaam karta',
      // Asking whether one may talk to the assistant in another language is help.
      '(english|hindi|hinglish|angrezi) (mein|me|mai) (baat|likh|bol|chat)',
    ],
    howTo: ['(tum|aap|tu) (kya|kya kya) (karte|krte|karti|krti|karta|krta) (ho|hai|h)(?=\\s*[?!.]*\\s*$)', '(bot|app) (\\p{L}+ ){0,2}kaise (kaam )?(karta|karti|chalta|chalti)', 'kaam kaise karta', '(app|bot|assistant) (\\p{L}+ ){0,2}kis (kaam|liye|cheez)', 'kaise (pata|pta) (chalega|chale|karu|karun|kare)', 'kaise use (karu|karun|karte|kare|karna|karein|karen|kiya jata)', '(tum|aap|tu) kya( kya)? kar (sakte|sakta|sakti)', 'kaise (\\p{L}+ )?(karu|karun|karte|kare|karein|add|mark|banau|banaun|banate|banaye|daalu|daalun|dalu|dalun|hatau|hataun|lagau|lagaun|set)', '(meri )?help kar sakte', 'ka matlab kya', 'matlab kya hai', 'help chahiye', 'samjha (do|dena|de|doge)', '(kaha|kahan) (\\p{L}+ )?(dekh|milt|mileg|milen|dikh)\\p{L}*', 'samjha(o|iye|ao)'],
    farewells: ['kal milte hain', 'phir milte hain', 'bye bye', 'chalo bye', 'shubh ratri'],
    leaving: ['(main|hum) (nikalta|nikalti|nikal raha|nikal rahi|chalta|chalti) (hoon|hun|hu|hain)', 'chalo (main )?(nikalta|chalta|chalti|nikalti) (hoon|hun|hu)'],
    followUps: ['aur', 'bhi', 'aur bhi'],
    past: ['kal (\\p{L}+ ne|maine|humne|hamne|usne|unhone|tumne|aapne)', 'gaye the', 'gayi thi', 'gaya tha', 'gaye thhe', 'kal raat', '(pichhle|pichle|pichhli|pichli) (hafte|weekend|saal|mahine|baar)', 'parso raat'],
    notices: ['(bas )?bata (raha|rahi) (hoon|hu|hun)', '(aapki |tumhari )?jaankari ke liye', 'wfh', 'work from home', 'ghar se kaam'],
    askingAround: ['kisi ko (pata|maloom)', 'kisi ne (dekha|dekhi)', 'koi (jaanta|janta|bata sakta)'],
    assistantNames: ['(ye|yeh|is|iss) (bot|app|assistant)', 'bot (bhai|ji|yaar)'],
    appWords: ['app', 'bot', 'isme', 'ismein'],
    features: ['reminder', 'notification', 'setting', 'priority', 'draft', 'mood', 'languages?', 'bhasha(yen|ein|en)?'],
    capability: ['samajh(te|ti|ta) (ho|hai|h)', 'bol(te|ti|ta) (ho|hai|h)', 'sakte', 'sakta', 'sakti', 'possible', 'koi (tareeka|tarika|option|way)'],
    thingsInGeneral: ['che+zein', 'che+zon', 'chi+zein', 'chi+zon', 'chi+zen', 'kuch bhi', 'baatein'],
    privacy: ['(manager|boss|team|hr|company|colleagues|koi aur|koi) (\\p{L}+ ){0,2}(dekh|padh) (sakta|sakti|sakte|lega|legi|payega)', 'kaun (kaun )?dekh sakta', 'private', 'privacy', 'anonymous', 'confidential'],
    recurrence: ['har', 'every', 'each'],
    taskFeatures: ['rename', 'baad mein (\\p{L}+ ){0,2}(change|edit|badal)', 'sub-?tasks?', 'subtasks?', 'assign', 'delegate', 'share', 'recurring', 'repeat', 'attach\\p{L}*', 'tags?', 'labels?', 'comments?', 'colou?rs?', 'export'],
    taskStatus: ['abhi tak (start|shuru) nahi', '(start|shuru) nahi (kiya|kia|hua|ki)', 'abhi (bhi|tak) pending', 'peeche chal', 'khatam nahi hua', 'abhi tak nahi hua'],
    laughter: ['a?(ha){2,}h?', 'lol+', 'he(he)+', 'lmao'],
    goodWishes: ['(great|good|nice|awesome) (job|work)', 'well done', 'badhiya kaam', 'kamaal kar diya', 'shabaash', 'happy (holidays|diwali|holi|new year|birthday|eid|vacation|journey)', 'congrats\\p{L}*', 'congratulations', 'badhai( ho)?', 'badhaai( ho)?', 'mubarak( ho)?', 'all the best', 'best of luck', 'enjoy (karo|karna|kijiye|kariye|karo sab)', 'mauj karo', 'shubh (diwali|yatra|deepawali)'],
    leisure: ['sona', 'sote rehna', 'so jaana', 'kuch nahi karna', 'kuch na karna', 'aaram karna', 'aaram', 'chutti', 'chhutti', 'beach', 'goa', 'pahad(on)?', 'ghoomna', 'vacation', 'holidays?'],
    opinions: ['mujhe lagta hai', 'mere (hisaab|hisab|khayal|khyal) se', 'meri rai mein'],
    hearsay: ['suna hai', 'maine suna', 'pata chala( hai)?( ki)?'],
    smallTalk: ['(bahut |kaafi |itni |kitni |badi |bohot )?(thand|garmi|sardi|umas) (ho rahi|hai|ho gayi|pad rahi|lag rahi)', '(baarish|barish) (ho rahi|ho gayi|aa rahi)', 'mausam (\\p{L}+ ){0,2}(hai|ho gaya|ho raha)', 'weekend kaisa (raha|tha|gaya)( sabka| aapka| tumhara)?', 'chhutti kaisi (rahi|thi)', '(tum|aap) (insaan|robot|bot|machine|ai) (ho|hai)', '(insaan|robot|bot|machine) ho (ya|kya)', '(tumhara|aapka|tera) naam kya hai', '(tumhe|aapko|tujhe) kisne banaya', '(tum|aap) kabhi (sote|thakte|aaram karte) (ho|hain)', 'weekend (ka|ke) kya plan', '(ek )?(joke|chutkula) (sunao|suna do|bolo|batao)', 'hasa do'],
    exclamations: ['kya (mausam|din) (hai|tha)', 'kitni (garmi|thand|sardi) (hai|thi)'],
    events: ['meetings?', 'deploy(ment)?', 'release', 'launch', 'migration', 'go ?live', 'stand-?up', 'call', 'demo', 'workshop', 'interview', 'training', 'system', 'server'],
    objectMarkers: [],
    pastVerbs: ['(hui|hua|huyi|huye|gaya|gayi|gaye|rahi|raha|rahe|thi|tha|the)( yaar| yar| bhai)?(?=\\s*[!.]*\\s*$)'],
  },

  tasks: {
    nouns: ['kya( kya)? karna (tha|thi|hoga)', 'abhi tak (nahi|nhi) (kiya|kiye|hua|hue)', 'adhure', 'adhura', 'kaam', 'kaamon', 'task', 'tasks', 'pending', 'lined up', '(kya kya|kya) (plan|scheduled|schedule) (hai|h)', 'karna hai', 'baaki', 'kya karna hai', 'kya kaam hai', 'kya baaki hai', 'kya kya bacha', 'bacha hai', 'baaki hai',
      // Asking whether one forgot something or what awaits one ("did I forget anything?", "what is waiting for me tomorrow?", "what am I leaving hanging?") asks after one's tasks.
      '(kuch|koi (kaam|cheez|task)) bhool (toh |to )?(nahi |nhi |na )?(gaya|gayi|gaye|gya|gyi)', 'bhool (gaya|gayi|gya|gyi) (kya|kuch)',
    ],
    show: ['zara (bata do|batao|dikhao|dikha do|dikha de)', 'dikha (de|do|dena|dijiye)', '(mujhe |zara |plz )?(dikhao|batao|bata do)', 'list karo'],
    showEndings: ['dekhn[ae] (hai|hain|chahta hoon|chahti hoon|chahta hu|chahti hu)', '(dikhao|dikha (do|de|dena|dijiye)|batao|bata (do|de|dena|dijiye))( (na|please|pls|yaar|ek baar|zara|jaldi))?', 'batao', 'dikhao', 'bata do', '(ki )?list (do|dena|de do|dikhao|bhejo|bana do)'],
    stats: ['kitne (task|kaam)', 'kitne complete'],
    counting: ['kitne', 'kitna'],
    done: ['kiye', 'complete kiye', 'khatam'],
    create: [
      'yaad dila(na|o|dena)?', 'yaad dila (do|dena|dijiye|dijiyega|diya karo)( na)?', 'yaad (se )?dilana', 'yaad rakhna', 'yaad se (bolna|batana|bata dena|bol dena)( ki)?',
      'reminder (laga|lagao|set kar|daal|dal|bana) ?(do|dena|dijiye)?( na)?', 'reminder (lagana|set karna|daalna) (hai|h)', 'bhoolna mat', 'task add karo', 'task bana(o|do)',
      'task bana (sakte|sakti|sakta|do|dena|dijiye)', 'bhool(na)? mat( (jana|jaana|jaiyo))?', 'mat bhool(na|ana|jana)', 'naya task', 'note kar(o|lo)( na)?', 'note (kar|kr) (lo|le|do|dena)', '(list|todo list) (me|mein|mai) (daal|dal|add kar)\\p{L}*( de| do| dena)?', 'add kar (do|dena|doge)( na)?',
    ],
    obligations: [],
    obligationsKeptInTitles: [],
    obligationForms: TODO_FORMS,
    relatives: ['(meri|mere|mera|hamari|hamare|hamara) (chhoti |choti |badi |chhota |chota |bada )?(behen|behan|bhai|bhaiya|didi|dost|friend|beta|beti|bachche|bacche|baccha|bachcha|mummy|mumma|mom|papa|dad|maa|biwi|wife|husband|pati|colleague|roommate|padosi|cousin)( ko| ne| ka| ki| ke)?'],
    givenNames: [],
    thirdPersons: ['woh', 'wo', 'vo', 'voh', 'use', 'usko', 'usse', 'unko', 'unhe', 'unhein'],
    selfSubjects: ['main', 'mai', 'mujhe', 'mujhko', 'mereko', 'maine', 'hum', 'humein', 'hume', 'hamein', 'humko'],
    notes: [],
    listHeaders: ['karna hai', 'kaam', 'tasks hai', '(do|teen|2|3) (kaam|cheezein|cheeze)'],
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
    politeRequests: ['zara'],
    politeRequestEndings: [],
    something: ['kuch'],
    whatNext: ['ab kya'],
    actions: {
      cancel: ['cancel kar\\p{L}*', 'cancel kr\\p{L}*'],
      delete: ['delete kar\\p{L}*', 'hata do', 'hatao', 'hata dena', 'mita do'],
      move: ['move kar\\p{L}*', 'shift kar\\p{L}*', 'postpone kar\\p{L}*', 'aage badha\\p{L}*', 'reschedule kar\\p{L}*'],
      objects: ['task', 'reminder', 'kaam'],
    },
    overdueWords: ['chahiye tha', 'chahiye thi', ],
    urgentWords: [],
  },

  periods: {
    today: ['aaj'],
    week: ['hafte'],
    month: ['mahine'],
    year: ['saal'],
    lastMonth: ['pichle mahine'],
    monthNames: [],
  },

  titles: {
    abbreviations: ['dr', 'mr', 'mrs', 'ms', 'prof'],
    leadFillers: [
      'zara', 'plz', 'yaad (dilana|dila do|dilao|rakhna)( ki)?', 'yaad se (bolna|batana|bata dena|bol dena)( ki)?', 'yaad dila do', 'mujhe', 'aur', 'phir bhi', 'phir', 'fir', 'lekin', 'bas',
      'yaar', 'bhai', 'ji', 'toh', 'sun(o|iye)?( (na|bhai|yaar))?',
      'toh', 'isliye',
    ],
    trailFillers: ['hai', 'hain', 'h', 'hoga', 'chahiye', 'padega', 'zaroor', 'plz', '(plz |please )?yaad (se )?dila(na|o|do|dena|dijiye)', '(plz |please )?yaad (se )?dila (do|dena|dijiye|dijiyega|de)', 'yaad rakhna', 'bhool(na)? mat( (jana|jaana|jaiyo))?', 'he', 'aur', 'है', 'हैं', 'होगा', 'चाहिए'],
    softWords: ['haan', 'han', 'ek (kaam|cheez|baat) (hai|h)', 'theek hai', 'thik hai', 'accha', 'acha', 'sahi', 'ok', 'waise', 'btw', 
      'agar ho sake', 'main', 'mai', 'hoon', 'hu', 'bahut', 'yaar', 'ho', 'raha', 'rahi', 'hai', 'aaj', 'kal', 'se', 'bilkul', 'bhi', 'phir', 'lekin', 'thoda',
      'ekdum', 'arre',
      'bohot', 'kaafi', 'zyada', 'poora', 'full',
    ],
    butWords: ['lekin', 'par', 'magar', 'phir bhi'],
    storyTurns: ['khair', 'khaer', 'anyway', 'chalo', 'chhodo', 'jaane do', 'jane do', 'khair chhodo', 'baat ye hai ki', 'yaad aaya', 'bhoolne se pehle'],
    consequences: ['warna', 'varna', 'wrna', '(nahi|nahin|nhi) (to|toh)', 'kyunki', 'kyuki', 'kyonki', 'kyoki'],
    reasons: ['expire ho', 'khatam ho (raha|rahi|jayega|jaega|jayegi|jaegi)', 'koi (bhi )?(\\p{L}+ )?nahi kar (pa )?(raha|rahe|sakta)', 'wait kar (raha|rahe|rahi)', 'kaam nahi kar (raha|rahi)', 'expires?'],
    headerFillers: ['hai', 'hain', 'h', 'ke', 'ka', 'mere', 'mujhe', 'mujhko', 'humein', 'hume', 'mein', 'daal', 'dal', 'do', 'dena', 'karo', 'kar'],
    subjectStarts: [],
    pointerWords: ['yeh', 'ise', 'mujhe', 'muje'],
    allItems: ['dono', 'sab'],
    reportedSpeech: ["(bola|boli|bole|bolta|bolti|bolte|kaha|(keh|bol) (raha|rahi|rahe))( (hai|hain|tha|thi|the))?( ki)?"],
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
    markDone: ['(done|complete) mark kar(o| do| dena)?', 'mark kar(o| do)', 'tick kar(o| do)'],
    statements: [
      'ho gay[aie]', '(bana|bhej|likh|bol|de|check kar|update kar|finish kar|submit kar|send kar) (diya|diye|di|liya|liye|li|chuka|chuki)',
      'ho chuk[aie]', 'kar (diya|diye|di|liya|liye|li)', 'bhej (diya|diye|di)', 'khatam (ho gaya|kar diya)', 'complete ho gaya',
      'done hai', 'ho gya', 'kr diya', '(bhar|jama kar|pay kar|book kar|clear kar|close kar|fix kar|merge kar|deploy kar|share kar|review kar|file kar) (diya|diye|di|dia)', '(kar|kr)(diya|diye|di|dia|liya|liye|li|lia)',
    ],
    pastForms: ['\\p{L}{3,} (liya|liye|diya|diye)(?=\\s*[!.✅🎉]*\\s*$)'],
    irregularForms: {},
    strip: ['wala kaam', 'kaam', 'wala', 'wali'],
    notTasks: ['trekking', 'trek', 'kitab', 'darwaza', 'khidki', 'help', 'madad'],
    someoneElse: ['\\p{L}{2,} ne', 'shout-?out', 'kamaal kar (diya|di|dia)', 'usne', 'unhone', 'shabaash', '(mera|meri) (dost|behen|manager)'],
    selfStates: [],
  },

  dates: {
    monthFirst: false,
    numbers: { ek: 1, do: 2, teen: 3, char: 4, paanch: 5, panch: 5, chhe: 6, saat: 7, aath: 8, nau: 9, das: 10 },
    weekdays: [
      ['somvar', 'somwar', 'somvaar', 'somwaar'], ['mangalvar', 'mangalwar', 'mangalvaar', 'mangalwaar'], ['budhvar', 'budhwar', 'budhvaar', 'budhwaar'],
      ['guruvar', 'guruwar', 'guruvaar', 'guruwaar', 'veervar', 'veervaar', 'brihaspativar'], ['shukravar', 'shukrawar', 'shukravaar', 'shukrawaar'],
      ['shanivar', 'shaniwar', 'shanivaar', 'shaniwaar'], ['ravivar', 'raviwar', 'ravivaar', 'raviwaar', 'itvaar', 'itwaar', 'itvar', 'itwar'],
    ],
    weekdaySuffixes: [],
    shortWeekdays: { names: { mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6, sun: 7 }, after: [], beforeTime: [] },
    months: [],
    before: ['agle', 'agli', 'iss', 'is baar'],
    after: ['tak', 'tk', 'ko', 'se pehle', 'tak me', 'ke andar', 'ke liye'],
    particles: [],
    endOfMonth: ['((is|iss) )?mahine ke (end|aakhir|akhir|ant)', '((is|iss) )?mahin[ae] (ke )?(khatam|khatm|khtm|pura|poora|end) (hone )?(se pehle|tak)', '((is|iss) )?month (ke )?end'],
    endOfNamedMonth: [],
    endOfWeek: ['(is )?(hafte|week) ke (end|aakhir|akhir|ant)( tak)?'],
    endOfNextWeek: ['agle (hafte|week) ke (end|aakhir|akhir|ant)( tak)?'],
    dayAfterTomorrow: ['parso', 'parson'],
    // "kl" is how "kal" is often typed in a hurry ("kl tk bill bharna h").
    tomorrow: ['kal', 'kl'],
    eitherDay: ['kal', 'kl'],
    pastAfterEitherDay: [
      'tha', 'thi', 'the', 'thhe', 'kiya', 'kiye', 'kia', 'diya', 'diye', 'dia', 'di', 'liya', '(?<!(ke|kis|iske|uske|jiske|isi) )liye', 'lia', 'li', 'gaya', 'gayi', 'gaye', 'gya', 'gyi',
      'chuka', 'chuki', 'chuke', 'hua', 'hui', 'huye', 'bheja', 'bheji', 'banaya', 'banayi', 'likha', 'likhi', 'bhara', 'bhari',
    ],
    today: ['aaj( (raat|shaam|hi))?'],
    nextWeek: ['agle hafte', 'agle week'],
    nextMonth: ['agle (mahine|month)( ki| ke| mein| me)?'],
    weekLinks: ['ko', 'wale', 'vale'],
    deadlineWords: ['tak', 'se pehle'],
    afterNext: [],
    afterNextBefore: ['agle se agle', 'agle ke baad wale', 'next to next'],
    notThis: ['(is|iss|ye|yeh)( wale| wala)?'],
    butTheOneAfter: ['(ko )?nahi,? (balki )?(uske baad wal[ae]|(agle|next)( wal[ae])?( %d)?|next to next( %d)?)'],
    turnedDown: [],
    dayWords: {},
    dayWordAfterMonth: false,
    inThreeDays: ['narson', 'narso'],
    // sawa/paune/saadhe (3:15, 2:45, 3:30 with teen) and dedh/dhai (1:30, 2:30) are quantities as often as
    // times ("dhai din"); these tables are read without an o'clock word, so they are left out.
    hourOffsets: {},
    hourOffsetsAfter: {},
    halfPastWords: {},
    byThen: ['tab tak', 'tab se pehle', '(usse|usase|uske|us ke|usse bhi) (pehle|pahle|phle)', 'us time tak'],
    approximately: ['lagbhag', 'takriban'],
    // "woh presentation kal tak chahiye": ye/woh before a noun name another thing; only right before a day or a need.
    pointerSubjects: ['(ye|yeh|woh|wo|vo|voh)(?= (aaj|kal|parso|agle|next|is|iss|somvar|mangalvar|budhvar|guruvar|shukravar|shanivar|ravivar|monday|tuesday|wednesday|thursday|friday|saturday|sunday|urgent|jaldi|zaroori|\\d))', 'isko', 'usko', 'ise', 'ye wala', 'woh wala'],
    pointBack: ['daal (doge|dogi|denge|dijiye)', 'likh (loge|logi|lena)', 'set kar (doge|dogi|dena)', 'daal do', 'daal dena', 'daal de', 'likh lo', 'likh do', 'add kar do', 'set kar do'],
    partsOfDay: ['subah', 'shaam'],
    inSpan: [],
    spanUnits: [],
    spanFrom: [],
    spanUnitsBeforeLater: ['din', 'dino', 'hafte'],
    later: ['mein', 'me', 'main', 'baad', 'mai'],
    timeBefore: [],
    timeBeforeBareHour: [],
    hourUnits: ['baje', 'बजे'],
    am: [],
    pm: [],
    morning: ['subah', 'सुबह'],
    evening: ['shaam( ko)?', 'sham( ko)?', 'dopahar( ko)?', 'raat( ko)?', 'aaj raat', 'शाम', 'दोपहर', 'रात'],
    // "lunch tak": by noon today; lunch alone is a meal, not a time.
    noon: ['lunch (tak|se pehle)'],
    midnight: [],
    halfHour: [],
    halfBeforeHour: [],
    hourWords: { do: 2, teen: 3, char: 4, chaar: 4, paanch: 5, panch: 5, chhe: 6, che: 6, saat: 7, aath: 8, nau: 9, das: 10, gyarah: 11, barah: 12 },
    dayMonthLinks: [],
    ordinals: [],
    quantityBefore: [],
    patterns: {
      // Weekdays, dates with a month and times of day are read from the word lists above, "in N days" too.
      weekday: null,
      weekdayKeys: {},
      inDays: null,
      monthDay: null,
      dayMonthName: null,
      times: [],
      dayOfMonth: '(?<day>\\d{1,2})\\s+(?:tareekh|tarikh|taarikh|tareek|tarik)(?:\\s+(?:tak|ko|se pehle))?',
    },
  },

  priority: {
    words: [],
    lowest: ['kabhi bhi', 'jab (time|waqt|fursat) (mile|ho)', 'kabhi fursat mein', 'jab (bhi )?(time|waqt|fursat) (mile|ho|mil jaye)', 'jab (bhi )?(mann|man|dil) (kare|kre)', 'jab (bhi )?free (ho|hu|hoon|hun)'],
    low: [
      '(kam|kum) {priority}', '{priority} (kam|kum)', 'koi jaldi nahi', 'jaldi nahi( hai)?', 'urgent nahi( hai)?', 'aaram se',
      'araam se',
      'itna urgent nahi', 'koi jaldbazi nahi',
      'koi jaldi[- ]?(shaldi|vaaldi|waldi|wali)? nahi( hai)?', 'koi jald?baa?zi nahi( hai)?',
      'baad mein (bhi )?(chalega|kar lena|kar lenge)', 'ruk (sakta|sakti|sakte) hai', '(wait|intezaar) kar (sakta|sakti|sakte) hai(n)?',
    ],
    medium: [],
    urgent: [
'jaldi se jaldi', 'jald se jald', 'jaldi se', 'jitna jaldi ho sake', 'jaldi (karo|kar do|kardo|bhejo|chahiye)', 'turant', 'fauran', 'abhi ke abhi', 'abhi turant', 'bahut urgent',
      'ekdum urgent',
      'urgent hai', 'bahut jaldi', 'jldi se jldi', 'asap',
      'sabse pehle', 'top {priority}', 'sabse (zyada|jyada|upar|badi) {priority}', 'aag lagi (hui )?hai', '(client|customer) wait kar (raha|rahi|rahe) hai',
    ],
    high: ['(zyada|jyada|zyaada) {priority}', 'zaroori', 'zaruri', 'zaroori hai', 'important hai'],
    around: ['chalega', 'chalta hai', '(theek|thik) hai', '(pe|par|mein) rakh(na|o|do|iyo)', 'ye', 'yeh', 'ye wala', 'hai', 'ye kaam', 'bahut', 'bohot', 'ekdum', 'thoda', 'itna', 'zyada', 'please', 'pls', 'plz', 'kaafi', 'kafi', 'bilkul', 'thodi'],
    negators: [],
    determiners: ['the', 'my', 'mera', 'meri', 'mere', 'hamara', 'hamari', 'hamare'],
    kinds: ['one', 'kaam', 'cheez', 'task', 'thing'],
    ordinals: [['pehla( wala| vala)?', 'pehli( wali| vali)?', 'pahla( wala)?'], ['doosra( wala| vala)?', 'dusra( wala| vala)?', 'doosri( wali| vali)?', 'dusri( wali| vali)?'], ['teesra( wala)?', 'tisra( wala)?', 'teesri( wali)?']],
  },

  mood: {
    words: ['aaj ka din', 'mera mood', 'main kaisa feel (kar|kr) (raha|rha|rahi|rhi) (tha|thi)'],
    logVerbs: ['darj'],
    ratingPhrases: ['aaj (ke din )?ko', 'main', 'mai'],
    ratedThings: ['aaj', 'aaj ko', 'aaj ke din ko', 'khud ko'],
    ratingClosers: ['(de )?d(u|o)nga', '(de )?d(u|o)ngi', 'de (raha|rahi) h(u|oo)n?', 'dega', 'degi'],
    articles: [],
    // Not "do" (two): it is also the verb "give" ("kar do").
    ratingWords: { teen: 3, char: 4, paanch: 5, panch: 5 },
    outOf: ['out of'],
    five: [],
    scaleFirst: ['m(e|ei|ai|ein)n? se'],
    points: [],
    stars: ['stars?'],
    rangeTo: ['se'],
    countUnits: ['din', 'minute?', 'baje', 'meetings?'],
    grades: [],
    gradePhrases: [],
    historyCues: ['pichle', 'pichhle', 'pichla', 'pichhla', 'tha', 'thi', 'history'],
    logPhrases: [],
    historyOverLog: [],
    historyWords: [],
    feelings: {
      1: ['thak ke chur', 'chur ho (gaya|gayi|gya|gyi)', 'bahut bura din', 'depressed hoon', 'bahut bura (lag|feel|haal)', 'haalat kharab', 'toot (gaya|gayi) hoon', 'bilkul toot', 'halat (kharab|kharaab|patli|tight)', '(haalat|halat) (patli|tight)', 'tel nikal (gaya|gya|diya)', 'band baj (gayi|gai|gyi|chuki)'],
      2: [
        // Nothing going as planned ("kuch bhi plan ke hisaab se nahi ho raha", "sab ulta ho raha hai").
        'kuch (bhi )?(plan ke (hisaab|hisab) se|theek se|sahi se) nahi (ho )?(raha|rahi|chal raha|hua)', 'sab (ulta|gadbad|ulta pulta) ho (raha|rahi|gaya|gya)', 'kuch bhi (sahi|theek) nahi (ho raha|chal raha)',
        // Swamped, unwilling and an off day said plainly ('sar pe pahad hai', 'kuch karne ka mann nahi', 'aaj mera din nahi').
        'sar pe (kaam ka )?pahad', 'kaam (ka )?(bahut|itna) (zyada|load)', '(kuch )?(bhi )?karne ka mann nahi', '(aaj )?mera din (hi )?nahi',
        // Burnout told without a feeling word: no evenings, weekends or strength left.
        '(last )?weekend off kab tha yaad nahi', '(koi |kisi cheez ki )?energy nahi bachi', 'raat (\\d+|barah) baje tak (kaam|mails|office)',
        'thak(a|i|e) (hua|hui|hue|gaya|gayi|gaye)', 'beka+r', 'bor(e)? ho (raha|rahi|gaya|gayi|gaye)', 'jaan le (lega|legi|lenge)', '(mujhe|hume|humko|mujhko) maar (da+l|de)(ega|egi|enge)', 'maar (da+l|de)(ega|egi|enge) (mujhe|hume|humko|mujhko)', '(mujhe )?pagal kar (dega|degi|denge)', 'bura', 
        'mann? nahi lag', 'low feel', 'motivation nahi', 'aalas',
        'jaan (le (rahi|raha|rahe|li)|nikal\\p{L}*)', 'thak (gaya|gayi|gya|gyi)', 'thaka hua', 'thaki hui', 'thakan', 'thakaan', 'pareshan',
        'tension', 'udaas', 'dukhi', 'bura din', 'bekaar din', 'bakwas din', '(sar|sir) dard', 'bimaar', 'bore ho raha',
        'mood (\\p{L}+ )?(off|kharab|kharaab|down|low|bekaar)', 'energy nahi', 'neend aa rahi', 'dimag kharab', '(low|down) feel',
        'feel(ing)? (low|down)', 'thoda (low|down|udaas)', 'dil nahi lag',
        'anxiety', 'burnout',
        'bura (haal|lag|feel)', 'acch?h?a nahi?n? (lag|feel)', 'acch?h?a nhi (lag|feel)', '(theek|thik) nahi?n?', 'chinta', 'ghabrahat', 'gussa', 'chid', 'chidchida', 'irritate?d?', 'tang aa (gaya|gayi|gye)', 'pak (gaya|gayi|gya|gyi)', 'pareshaan', 'bezaar', 'dil (udaas|bhaari|nahi lag)', 'rona aa', 'low lag', 'sad (hoon|feel)', 'stress(ed)? (hoon|hai|feel)', 'dimaag kharab',
        'neend (nahi|nhi|nahin|na) (aayi|ayi|aai|hui)', 'so nahi (paaya|paayi|paya|payi)', '(sar|sir) (bhaari|bhari|dard|phat raha|ghoom raha)', '(sar|sir) ?dard', 'tabiyat (kharab|thik nahi|theek nahi|down)', 'bukhaa?r (hai|ho gaya|aa gaya|jaisa)', 'zukaam (hai|ho gaya)', 'sardi (lag|ho) (gayi|gai|rahi)', 'kaam ka (bahut |itna |full |kaafi )?load', '(bahut|itna|full|kaafi) load', 'saans lene ka (bhi )?time nahi', '(bekaar|bekar|bakwaas|bakwas|ghatiya) (din|hafta|week|day|subah)', '(chai|coffee|caffeine) (pe|par) (chal|zinda|chala|survive)', 'dimaag kharab', 'pagal ho (raha|rahi|gaya|gayi) (hoon|hu|hun)', '(kaam ka|bahut|itna|full|kaafi) pressure', 'pressure (mein|me) (hoon|hu|hun)', 'hangover',
        // Tiredness and strain told by the situation or the body: a sleepless night, hours of sleep, living on chai, a splitting head, a deadline that "took my life".
        '(raat bhar|poori raat|puri raat|saari raat) (jaag|jaga|jagi|jage|so nahi|so nhi|neend nahi)', 'neend (puri|poori) (nahi|nhi|na)', 'so (nahi|nhi) (paaya|paayi|paya|payi|saka|saki|paye)', '(\\d+|do|teen|char|sirf) (ghante|ghanta)( hi)? (soya|soyi|so paya|so payi|ki neend)', '(coffee|chai) (ke|pe|par) (bharose|sahare)',
        '(sar|sir) (phat|fat|ghoom|dukh) (raha|rha)', 'aankhein (band|bhaari) ho (rahi|rhi)', 'kamar toot', 'jaan (nikaal|nikl|kha|khaa)\\p{L}*', 'dimaa?g (ki|ka) (dahi|bhajiya|band|kachumbar)', 'dimaa?g (phat|fat|ghoom) (raha|rha|jayega)', '(waat|vaat|wat) lag (gayi|gai|gyi|rahi|rhi)', 'haalat (kharab|kharaab) (hai|ho)',
        '(sabko|sab ko|har koi|sab log|sabhi) .{0,20}(mujhse|mujhe|mere se) .{0,15}(chahiye|chahte|maang)', 'sab (mere|mujh) (peeche|pe) pade', 'saans lene (ki|ka) fursat nahi', 'marne ki fursat nahi', 'sar (khujane|uthane) ki fursat',
        'frustrate', 'faltu din', 'rona aa (raha|rha|gaya)', 'ghar jaana hai bas',
        // Nerves before a meeting or interview: a pounding heart, shaking hands, fear.
        'ghabra (raha|rahi|rha|rhi)', 'dar lag (raha|rahi|rha)', 'darr lag (raha|rahi|rha)', 'dil (dhak dhak|zor se dhadak|dhadak)', 'haath (kaanp|kanp) (rahe|rhe)', 'pet mein (titliyan|gudgudi|marode)',
      ],
      3: ['(hafta|week|din|monday) (nikal|kat|guzar) (gaya|gya)', 'thik thak', 'theek thaak', 'theek hai', '(theek|thik|thek) (hoon|hu|hun)', '(chal|chl) (raha|rha) hai bas', 'bas chal (raha|rahi) hai', 'bas (aise|waise) hi', 'kat (raha|rahi) hai'],
      4: ['(shukar|shukr) hai (\\p{L}+ ){0,2}weekend', '(finally|aakhir(kaar)?) weekend', 'weekend aa (gaya|gya)', '(sab )?smooth (chal|ja|hai)\\p{L}*', 'accha (lag|feel)', 'achha (lag|feel)', 'khush', 'badhiya', 'mast', 'fresh', 'accha (din|gaya|raha|tha)', 'achha (din|gaya|raha|tha)', 'acha (din|gaya|raha|tha)', 'sahi (lag|feel|chal)', 'maza (aa|aaya)', 'mazaa (aa|aaya)', 'sukoon', 'garv', 'santusht', 'khushi', 'relax (hoon|feel)', 'chill (hoon|hai|feel)', '(din|hafta|week|subah) (achha|accha|acha|badhiya|mast|sahi|shandaar) (hai|tha|gaya|ja raha|chal raha)', 'sab (kuch )?control (mein|me) hai', '(sab|sab kuch|life|scene) set hai',
        // Good news told as what happened: praise, a good mood, leaving early.
        '(tareef|taarif|shabashi|appreciation) (mili|mil gayi|hui)', 'mood (ban gaya|ban gya|set hai|fresh|bana hua|on hai)', 'bindaas', 'lucky (feel|lag|hoon)', 'jaldi (chhutti|ghar|nikal) (mil|aa|gaya|gya)', 'sukoon (mila|hai)', 'enjoy kar (raha|rahi|rha|rhi) (hoon|hu|hun)', '(salary|tankhwah|tankhwa) aa (gayi|gyi|gai)'],
      5: ['bahut khush', 'full (on )?mast', 'bahut excited', 'bahut (accha|achha|acha)', 'zabardast', 'ekdum mast', 'bahut (mast|badhiya|maza|mazaa)', 'bahut khushi', 'ekdum (badhiya|zabardast|khush)', 'dil khush', 'full khush', 'bahut acch?h?a (lag|feel)', 'jhakaas', 'jhakkas', 'jhakas', 'ekdum mast', 'full mast', 'zabardast (din|mood|feel)',
        // Fun had ("maza aa gaya"), slang highs, and good news: a promotion, a raise, an offer, a pass.
        '(maza|mazaa|maja|majaa) (aa )?(gaya|gya|aaya|aa gya)', 'mauj', 'moj ho', 'dil garden garden', 'kamaal (ka|ho)', 'shandaar', 'dhamaal', 'full josh', 'josh (high|mein)', 'saatve?i?n aasmaan', 'lottery lag',
        `${MINE}(promotion|hike|increment|bonus|offer|appraisal) (mil|aa|ho) (gaya|gya|gayi|gyi)`, `${MINE}(select|selection|pass) ho (gaya|gya|gayi|gyi)`, `${MINE}(interview|exam|test) (clear|crack|nikal) (ho gaya|kar liya|kar diya|liya|gaya)`, 'crack kar (liya|diya)'],
    },
    hunger: ['bhook se mar\\p{L}*', 'bhook se jaan nikal\\p{L}*'],
    negators: ['nahi', 'nahin'],
    negatedBefore: [],
    negatedAfter: ['nahi', 'nahin', 'nhi'],
    softeners: ['thoda', 'thodi', 'thoda sa', 'thodi si', 'halka sa', 'halki si'],
    intensifiers: ['bahut', 'bohot', 'bohat', 'bhot', 'bahot', 'ekdum', 'bilkul', 'full', 'super', 'itna', 'itni', 'bahut zyada', 'zyada', 'hadd se zyada', 'really', 'very', 'so'],
    intensifiersAfter: [],
    earlier: ['kal raat', 'kal ka din', 'kal (tha|thi|the)', '(pichhle|pichle|pichhli|pichli) (hafte|week|mahine)', 'subah', 'aaj subah', 'pehle'],
    now: ['aaj', 'ab', 'abhi', 'aajkal', 'aaj kal'],
    others: ['client', 'customer', 'boss', 'manager', 'team', 'movie', 'film', 'picture', 'show', 'series', 'gaana', 'song', 'episode', 'ending', 'canteen', 'khana', 'lunch', 'dinner', 'nashta', 'mausam'],
    me: ['mujhe', 'mujhko', 'mera', 'meri', 'mere', 'mereko'],
    dayParts: ['subah', 'dopahar', 'shaam', 'sham', 'lunch ke baad', 'morning', 'evening', 'afternoon'],
    dayVerdicts: {
      low: ['kharab', 'bekaar', 'bekar', 'bakwas', 'bura', 'buri', 'ganda', 'gandi', 'tough', 'hectic', 'rough', 'barbaad', 'bura haal'],
      good: ['badhiya', 'badiya', 'accha', 'achha', 'acha', 'achchha', 'mast', 'zabardast', 'shandaar', 'sahi', 'great', 'awesome'],
    },
    turnsForBetter: ['sab (theek|thik|sahi|set) ho gaya', 'sambhal gaya', 'sudhar gaya', 'din ban gaya', 'din bach gaya', 'mood (theek|thik|sahi|fresh) ho gaya', 'turn around ho gaya', 'baat ban gayi'],
    repeats: ['phir se', 'fir se', 'phirse', 'firse', 'ek aur', 'dobara', 'wapas se'],
    mishaps: ['(server|site|app|net|wifi|internet) down', '(down|crash|band|kharab|cancel|fail) ho (gaya|gayi|gaye|gya|gyi)', '(atak|chala) (gaya|gayi|gya|gyi)'],
    mockCheers: ['wah', 'waah', 'wah kya baat hai', 'kya baat hai', 'badhiya', 'zabardast', 'kamaal'],
  },

  crisis: [
    'marna chaht[aie]', 'mar jaana chaht[aie]', 'mar jaun', 'mar jau', 'khudkushi', 'aatmahatya', 'jeena (hi |bhi |ab |aur )?(nahi|nhi) chaht[aie]',
    'jeene ka mann nahi', 'zindagi khatam', 'main na rahun', 'mai na rahu', 'main na rahu', 'na rahun toh',
    'khud ko (hurt|nuksan|khatam)', 'sab (kuch )?khatam kar (doon|dun|du|dena chaht[aie]|dena hai)', 'gayab ho jaun', 'jeene ka (koi )?(matlab|mann|fayda) nahi',
    'jeene ki (ichha|iccha|wajah) nahi', 'jeena nahi (hai|chahta|chahti)', 'zinda nahi rehna', 'mar jana chaht[aie]',
    'khatam kar (lu|loon|lun) (khud|apne)',
    'mujhe marna (hai|h)\\b', 'marne ka (mann|man|dil|khayal|soch)', 'apni jaan (de|le)\\p{L}*', 'jaan de (du|dun|doon|dena)\\b', 'mar jaana hai',
    'alvida (wale |ke )?(letters?|chitthi|chitthiyan|khat|note)', 'suicide', 'khud ko (maar|khatam)', 'zindagi se thak (gaya|gayi)',
    'jeene ki (koi )?(wajah|vajah|reason) nahi', 'jeene ka (koi )?point nahi', 'kabhi na uth\\p{L}*', 'kisi ko (meri )?(kami|fark) nahi pad\\p{L}*', 'khud ko (kaat|cut)\\p{L}*',
    '(khud|apne aap) ko (chot|nuksaan|nuksan|takleef|dard|hurt|khatam|maar)\\p{L}*', 'jeene ka (koi )?(matlab|mann|fayda|point|maksad) (hi )?nahi', 'aur (nahi )?jeena nahi', 'zindagi (se )?(khatam|khatm) kar', 'mar jaana behtar', 'mar jana behtar', 'marna behtar',
    '(sab(ke|ka)? (liye|upar) )?bojh (hoon|hu|ban (gaya|gayi))', '(main|mai) (na|nahi) (rahun|rahu|rahunga|rahungi) (toh|to)',
    'paida (hi )?na (hua|hui|hota|hoti)', '(is )?duniya (mein|me) (ab )?(nahi|nhi) rehna', '(duniya|zindagi) (se )?(chala|chali) jaun', 'khud ko maarne', 'jeene ki (koi )?(wajah|vajah|reason) nahi', '(sab|sabhi) ?(pe|par|ke liye) (bojh|burden)', '(bojh|burden) (hoon|hu|hun)', 'kabhi na (uthun|uthu|uthoon)', '(so|soya|soi) (jaun|jau|jaaun|jaaon|jaon) aur (phir )?(kabhi )?((na|nahi) (uth|jaag)\\p{L}*|(uth|jaag)\\p{L}* (hi )?(na|nahi))',
    // Warning signs said without a wish: a painless way or a dose asked for, pills put aside, cuts or burns on purpose, a day or
    // place chosen, being a burden.
    '(tareeka|tarika|tareeqa|tarike|way) (\\p{L}+ ){0,2}(jisme|jis mein|jisse|jis se) (\\p{L}+ ){0,1}(dard|takleef|pain) (na|nahi|nhi) (ho|hoga|hota)', 'bina (dard|takleef) (ke )?(mar|marne|jaane|khatam)\\p{L}*', '(goliyan|goliya|golian|goli|tablets?|pills?|dawai|dawaiyan|dawaiyon) (\\p{L}+ ){0,2}(jama|ikatthi|ikatthe|ikattha|ikhatta|ikhatti|stock|store|chhupa|chupa)\\p{L}* (kar|kr|ki|kiye|rakh|rkh)\\p{L}*', 'blade se (\\p{L}+ ){0,3}(kaat|kat|cut)\\p{L}*', '(haath|hath|kalai|baah|bazu) (pe|par) (\\p{L}+ ){0,1}(kaat|kat|cut|jala)\\p{L}* (leta|leti|liya|li|deta|deti)', 'ab (mujhe )?kisi (bhi )?cheez ki (zarurat|zaroorat|jarurat) nahi (padegi|rahegi)', '(jab|jab bhi) ghar (pe|par|me|mein) koi (nahi|nhi) (hoga|hogi|rahega) (\\p{L}+ ){0,2}(kar|kr) (lunga|lungi|dunga|dungi)',
    'kitni (neend ki )?(goliyan|goli|tablets?|pills?) (\\p{L}+ ){0,3}(se|me|mein) (mar|maut|neend na khule)\\p{L}*',
    // The checklist of warning signs as natives say them: not waking up, a nuisance or relief to others, simpler without me, a day chosen,
    // no pain asked for after 'I can't take it any more', hurting oneself, a lethal dose.
    'subah (aankh )?(na|nahi) (uthun|uthu|uthoon|jaagun|jagun|jaagu)',
    '(mere|meri) (na|nahi) hone se (\\p{L}+ ){0,2}(sukoon|sukun|aaram|khush|aasaan|asaan|behtar)',
    '(main|mai) (sab|sabko|sab ko|sabhi ko) (\\p{L}+ ){0,2}(pareshan|tang|dukhi) (hi )?(karta|karti) (hoon|hun|hu)',
    'agar (main|mai) (na|nahi) (hota|hoti|rahu|rahun|rahta|rahti) (toh|to) (\\p{L}+ ){0,3}(aasaan|asaan|aasan|behtar|accha|achha)',
    '(aasaan|asaan|aasan|behtar|easy) (ho jaata|ho jata|hota|rehta) (\\p{L}+ ){0,1}agar (main|mai) (hota hi nahi|hoti hi nahi|na hota|na hoti|nahi hota|nahi hoti)',
    '(maine|mene) (din|tareekh|tarikh|date) (chun|tay|decide) (liya|li|kar liya|kar li)( hai| h)?(?=\\s*[.!…。！]*\\s*$|,? (\\p{L}+ )?(ko|wala din) )',
    '(tay|decide|faisla)[^.!?\\n]{0,40}jab (sab|sabhi|sab log) (chale|chali|nikal) (jayenge|jaenge|jaayenge|jayen)( tab)? (kar|kr) (lunga|lungi|dunga|dungi)(?=\\s*([.!…。！]|$))',
    'jab koi (nahi|nhi) (hoga|hogi|rahega)( tab)? (kar|kr) (lunga|lungi|dunga|dungi)(?=\\s*([.!…。！]|$))',
    '((bardasht|bardaasht|sehen|sahan|seh) (nahi|nhi) (hota|hoti|ho raha)|(nahi|nhi) jhel (sakta|sakti|pa raha|pa rahi)|jhel (nahi|nhi) (sakta|sakti))[^\\n]{0,40}((dard|takleef) (na|nahi)( ho| hoga| hota)?|bina (dard|takleef)( ke| se)? (\\p{L}+ )?(kaise|kese|tarika|tareeka)\\p{L}*( \\p{L}+)?|painless (tarika|tareeka|way)( \\p{L}+)?)(?=\\s*([,.;:!?…؟。！？]|$))', '(sabki|sab ki|sabka|sab ka|ghar walon ki) (life|zindagi) (\\p{L}+ ){0,2}(easy|aasaan|asaan|behtar|acchi) (ho jayegi|ho jaegi|hogi|rahegi) mere bina', 'ab jeena (nahi|nhi)(?=\\s*([,.;:!?…؟。！？]|$))',
    'khud ko (jala|daag|peet)\\p{L}*', 'alvida (ki|ka|wali|wale) (chitthi|chitthiyan|khat|letter|note)',
    '(jaanleva|janleva|lethal) (dose|khurak|matra)', 'kitni (\\p{L}+ ){0,2}(jaanleva|janleva)',
    // Hopelessness said of oneself and life: tired of existing, nothing has meaning any more, no way out, a burden. Those a thing
    // could follow ('no way out of this contract') only at a clause's end.
    '(exist|jee|ji)(te| karte) (\\p{L}+ ){0,1}thak (gaya|gayi|chuka|chuki)', '(kisi cheez|kuch bhi|kisi bhi cheez) ka (koi )?matlab (hi )?nahi (raha|reh gaya|bacha)', '(koi )?matlab (hi )?nahi (raha|reh gaya|bacha) (kisi cheez|kuch bhi|kisi bhi cheez) ka', 'thak (gaya|gayi) (hoon|hu|hun) (exist|jee|ji)(te| karte)', '(koi )?(rasta|raasta) (hi )?nahi (dikh|bacha)\\p{L}*( ab)?(?=\\s*([,.;:!?…؟。！？、，]|$))',
    // Warning signs said plainly in chat: an accident wished for or shrugged at, not being around much longer, peace made, the team left
    // in others' care, all of it too much or to stop, no future, a burden (nobody to miss one and a rope got stand in crisisSigns). Those a thing could follow only at a clause's end.
    '(koi|kaash koi) (gaadi|car|truck|bus) (thok|maar|kuchal) (de|deti|dega|jaye)', '(zyada|jyada|bahut) din (tum|aap|tumhe|aapko|sabko)( log)? (mujhe|mujhko) (jhelna|jhelne|bardasht karna) (nahi|nhi) (padega|padenge)', 'team ka (khayal|dhyan) rakhna mere (baad|liye)(?=\\s*([,.;:!?…؟。！？、，]|$))', '(ab )?(aur|or) (nahi|nhi) hota[^.!?\\n]{0,10}(kuch bhi( nahi| nhi)?|kuch nahi)', '(bas )?sab (kuch )?khatam karna (hai|chahta|chahti)(?=\\s*([,.;:!?…؟。！？、，]|$))', '(jeene|jine|zindagi) se thak (gaya|gayi|gyi|gya)', '(sab|sabhi|sab log) mere bina (khush|accha|better) (rahenge|honge|rahega)', 'kaash (main|mai) (exist|paida) (hi )?(na|nahi) (karta|karti|hota|hoti)', '(zyada|jyada|bahut) din (\\p{L}+ ){0,2}(mujhe|mujhko) (jhelna|bardasht karna) (nahi|nhi) (padega|padenge)', 'kaash (koi |mera )?accident ho (jaye|jaaye|jata)',
  ],
  crisisWish: {
    reach: 4,
    wish: ['(kash|kaash)( main| mai| mein)?', '(mann|man|dil) (karta|kar raha|karti)( hai)?( ki)?', 'lagta hai( ki)?', '(sochta|sochti) (hoon|hu|hun|rehta|rehti)( hoon| hu)?( ki)?', 'behtar (hai|hoga)( ki| agar)?', '(agar|jab) (main|mai)'],
    harm: ['mar (jaun|jau|jaaun|jaata|jata|jaati|jati|jaunga|jaungi|jaana|jana|jaaye|jaye)', 'marna', 'marne', 'gayab (ho )?(jaun|jau|jaana|jana|ho jaun|jaunga|jaungi)', '(khatam|khatm) ho (jaun|jau|jaana|jana)', '(na|nahi) (rahun|rahu|rahoon|rahunga|rahungi)', '(kabhi )?na (uthun|uthu|uthoon)', '(hamesha|humesha) ke liye so (jaun|jau|jaaun|jaana|jana)', 'khud ko (khatam|maar|hurt)\\p{L}*', '(aankh|ankh|aankhen|ankhen) (hi |kabhi |phir )?(na|nahi|nhi) (khule|khulen|khulegi|khuli)', '(neend|nind) se (kabhi )?(na|nahi|nhi) (uthun|uthu|jaagun|jagun)'],
    wishAfter: ['(chahta|chahti|chahte) (hoon|hu|hun|hai|h|tha|thi)', '(ka )?(mann|man|dil) (karta|kar raha|hai)'],
    negators: ['nahi', 'nahin', 'nhi', 'mat', 'na'],
    things: ['is', 'iss', 'ye', 'yeh', 'us', 'uss', 'wo', 'woh', 'ko'],
    idioms: ['(neend|nind|bhook|bhookh|bhuk|hasi|hansi|boriyat|sharam|thakan|garmi) se', 'boring', 'chhutti', 'chutti', 'holiday', 'vacation', 'trip', '(ek|do|teen|char|kuch) (din|dino|hafte|hafta|mahine)', '(din|hafte|hafta|mahine) (ke liye|ke liya)'],
  },
  crisisRelief: {
    heights: ['chhat (pe|par|se|ke kinare)', '(building|terrace) ki chhat', 'balcony (se|pe|par) neeche', 'neeche dekh\\p{L}*', '(metro|station|railway|train) (ke )?platform', 'patri(yon)? (pe|par|ke paas)', '(pul|bridge) (pe|par|se)'],
    noWaking: ['(so|soya|soyi|sote|sota|soti|soun|so jaun|so jaaun)( \\p{L}+){0,3} (na|nahi) (uth\\p{L}*|jaag\\p{L}*)', '(kabhi|phir) (na|nahi) (uthun|uthoon|jaagun|jagun|uthna|uthu)', '(aankh|ankh|aankhen|ankhen) (hi |kabhi |phir )?(na|nahi|nhi) (khule|khulen|khulegi|khuli)'],
    reliefs: ['(laga|lagta hai|lagta|socha|sochta hoon|sochti hoon|mehsoos hua)( ki)? (sab|sabkuch|sab kuch) (kitna |bahut |kaafi |itna )?(aasaan|asaan|aasan|simple|easy) (ho jayega|ho jaata|hoga|lagega|ho jaaye)', '(ajeeb|achanak)( \\p{L}+){0,2} (sukoon|shanti|chain)', 'itna bura nahi( hoga| lagega)?', '(sab|sabke|sabhi) (ke liye|ka) (accha|behtar|aasaan) (hoga|rahega)'],
    shrugs: ['(to|toh) (bhi )?(theek|thik|chalega|koi baat nahi)', '(koi|kisi ko) (farak|fark|farq) nahi (padega|padta)', 'kisi ko pata (bhi )?nahi chalega'],
  },
  crisisFarewell: {
    farewells: ['alvida', '(sabko|sab ko) (bye|goodbye|alvida) (kehna|bolna|keh|bol)', 'goodbye (sabko|everyone|sab log|sab)'],
    signs: ['(letters?|chitthi|chitthiyan|chithi|khat) (\\p{L}+ ){0,2}(likh|likhe|likhi)', '(sab|sab kuch|sabkuch) (\\p{L}+ )?(settle|arrange|organise|organize) kar (diya|di|diye|liya)', '(mera|apna) saman (\\p{L}+ )?(de diya|baant diya|baat diya)', 'ab (aur )?nahi (seh|sah|jhel) (sakta|sakti)', '(bardasht|bardaasht) nahi (hota|hoga)'],
    departures: ['last day', 'new job', 'nayi (job|naukri|company)', 'hand\\s?over', 'milte (hain|hai)', 'milenge', 'see you', 'resign', 'shift ho', 'notice period'],
  },
  crisisSigns: {
    signs: [
      '(apni )?(saari|sari|sab) (cheezein|cheezen|chizein|chizen|cheeze|samaan|saman) (\\p{L}+ ){0,3}(baant|bant|de) (di|diya|diye|dii)',
      'main (chala|chali) (gaya|gayi|jaun)[^.!?\\n]{0,8}(kisi ko )?(farak|fark) (nahi|nhi) (padega|pdega)', '(rassi|fanda) (le aaya|le aayi|khareed|kharid)',
    ],
    everyday: [
      // The everyday act a condition speaks of: leaving early, a meeting skipped, a day off, waking in time.
      'jaldi', 'early', 'half day', 'chutti', 'leave (li|le|lunga|lungi|le lu|le liya)', 'meeting', 'standup', 'call', 'skip\\p{L}*', 'bunk\\p{L}*', 'late', 'time (pe|par)', 'wfh', 'work from home', 'alarm', 'office',
      // The everyday reason things go or a rope is bought: charity, a move, decluttering, a sale, new ones, camping.
      'charity', 'daan', 'donate\\p{L}*', 'ngo', 'shift\\p{L}*', '(naye|nayi) ghar', 'ghar badal\\p{L}*', 'bech\\p{L}*', 'olx', 'naya', 'nayi', 'naye', 'safai', 'declutter\\p{L}*', 'chhote', 'chote',
      'camping', 'trek\\p{L}*', 'jhoola', 'jhula', 'kapde sukhane', 'tent', 'boat', 'gym', 'climbing',
    ],
  },
  crisisNews: {
    reports: ['news', 'khabar', 'khabron', 'akhbar', 'report'],
    deaths: ['\\p{L}+ ne (suicide|khudkushi|aatmahatya) (kar (li|liya|lee)|ki)( hai| h)?'],
  },
  blockers: {
    phrases: ['blocked', 'blocker\\p{L}*', 'atk[ae] (hu[ae]?|hai|hain)', 'atak gay[ae]', 'ruk[ae] hu[ae]', 'wait kar rah[ae]', 'intez?aa?r (kar|hai|me)\\p{L}*'],
    none: ['koi nahi', 'kuch nahi', 'nahi', 'nahin', 'none', 'no'],
  },
});
