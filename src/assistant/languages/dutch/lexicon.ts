// Dutch: every word and phrase the built-in engine knows in this language.
import type { Lexicon } from '../lexicon-types.ts';
import { words } from '../words.ts';

/** Common infinitives: "zaterdag verhuisbedrijf bellen voor een offerte" is a to-do wherever the verb stands. */
const INFINITIVES = new Set(words(`bellen sturen versturen opsturen doorsturen mailen appen maken afmaken schrijven regelen boeken betalen kopen bestellen plannen
  inplannen controleren nakijken checken ophalen halen brengen wegbrengen afspreken voorbereiden bijwerken updaten opruimen printen tekenen ondertekenen inleveren
  aanvragen opzeggen verlengen ophangen lezen doorlezen invullen uploaden delen posten publiceren testen fixen vragen melden afzeggen reserveren`));

export const lexicon: Lexicon = {
  boundaries: 'words',
  verbShape: true,
  unspaced: false,

  detection: {
    iso: 'nl',
    strong: `het een maar zijn ben bent heb hebt heeft hebben wordt worden kan kun kunt moet moeten zal ik mij mijn
      je jij jou jouw wij ons onze hij zij ze niet geen nee nog al ook alleen heel erg hoe wat wanneer waar waarom
      welke hoeveel vandaag morgen overmorgen gisteren maand dag maandag dinsdag woensdag donderdag vrijdag zaterdag
      zondag hoi hallo goedemorgen goeiemorgen goedemiddag goeiemiddag goedenavond dank bedankt dankjewel alsjeblieft
      hulp taken taak stemming klaar af gedaan herinner tot voor voordat met van naar op bij uit door alles alle
      iets niets deze dit dat die goed slecht moe gestrest sturen versturen bellen checken maken doen hier nu dan even
      weet iemand ligt werkt doet zsm zo laten tekenen opnemen uitsturen dagen doei groetjes mag wil
      gefixt gefixed opgelost gemerged gedeployed
      factuur rapport vergadering klant klanten offerte voorstel presentatie gesprek baas kantoor levering afspraak voorbereiden afmaken schrijven corrigeren publiceren plannen organiseren bijwerken nakijken`,
    common: 'de in is was over week help me we en',
    weak: '',
    phrases: [],
    hints: [[/[ë]/g, 0.8], [/ij\p{L}*/gu, 0.7], [/aa|oe[^\s]|ui|uu|\bge\p{L}{3,}d\b/gu, 0.4], [/\b\p{L}{4,}en\b/gu, 0.4]],
    borrowed: '',
    mixesWith: null,
  },

  conversation: {
    greetings: [
      'hoi+', 'hallo', 'he', 'hee', 'hai', 'goedemorgen', 'goeiemorgen', 'goedemiddag', 'goeiemiddag', 'goedenavond', 'goeienavond', 'dag', 'hey\\s+hoi',
    ],
    greetingsNotOpening: ['dag', 'hai'],
    greetingAddressees: ['allemaal', 'iedereen', 'hoe\\s+gaat\\s+(?:het|ie)', 'hoe\\s+is\\s+ie', 'alles\\s+goed', 'hoe\\s+is\\s+het', '(?:wilde\\s+)?alleen\\s+(?:even\\s+)?hallo\\s+zeggen', 'geen\\s+nieuwe\\s+taken'],
    thanks: ['bedankt', 'dank\\s+je(?:\\s+wel)?', 'dankjewel', 'dank\\s+u'],
    thankedAddressees: ['veel'],
    questionOpeners: [
      'wat', 'welke', 'wanneer', 'waar', 'wie', 'waarom', 'hoe', 'hoeveel', 'heb\\s+ik', 'moet\\s+ik', 'weet\\s+iemand', 'is\\s+er', 'zijn\\s+er',
    ],
    questionEndings: [],
    help: [
      'hulp', 'help\\s+me', 'hoe\\s+(?:werkt|gebruik|kan\\s+ik|maak\\s+ik|voeg\\s+ik|doe\\s+ik)', 'wat\\s+kan\\s+je', 'wat\\s+kun\\s+je', "commando'?s", 'uitleg',
    ],
    howTo: ['hoe\\s+(?:kan|maak|voeg|markeer|zet|verwijder|gebruik)\\s+ik', 'wat\\s+betekent', 'hoe\\s+\\p{L}+\\s+ik', 'ik\\s+heb\\s+hulp\\s+nodig'],
    farewells: ['tot\\s+(?:morgen|straks|zo|later)', 'doei', 'fijne\\s+(?:avond|dag)', 'fijn\\s+weekend', 'welterusten'],
    followUps: ['en', 'ook', 'en\\s+ook'],
  },

  tasks: {
    nouns: [
      'taken', 'taak', 'te\\s+doen', 'nog\\s+doen', 'deadlines', 'achterstallig', 'open\\s+staan', 'doen', 'wat\\s+moet\\s+er', 'wat\\s+moet\\s+ik',
      'wat\\s+staat\\s+er', 'wat\\s+heb\\s+ik',
      'af\\s+hebben', 'moest\\s+ik',
    ],
    show: ['laat(?=\\s+(?:\\p{L}+\\s+){0,5}zien)', 'toon', 'geef\\s+me'],
    showEndings: [],
    stats: ['statistieken', 'hoeveel\\s+taken', 'voltooiingspercentage', 'mijn\\s+voortgang'],
    counting: ['hoeveel'],
    done: ['afgerond', 'gedaan', 'afgemaakt', 'klaar'],
    create: [
      'herinner\\s+me', 'nieuwe\\s+taak', 'voeg\\s+(?:een\\s+)?taak', 'taak\\s+(?:toevoegen|aanmaken|maken)', 'maak\\s+(?:een\\s+)?taak', 'niet\\s+vergeten',
      'vergeet\\s+niet', 'zet\\s+op\\s+mijn\\s+lijst', 'voeg\\s+(?=["\'])',
    ],
    obligations: ['ik\\s+moet', 'moet', 'moeten', 'we\\s+moeten', '(?:ik\\s+)?zou\\s+moeten', 'ik\\s+zou', 'nog\\s+even'],
    obligationsKeptInTitles: [],
    obligationForms: null,
    notes: ['naar\\s+(?:de|het|mijn|onze|je)\\s+\\p{L}+', '\\p{L}+\\s+af(?=\\s*[.!]*\\s*$)'],
    deadlineWords: ['voor', 'uiterlijk', 'tegen'],
    listHeaders: ['nog\\s+doen', 'te\\s+doen', 'taken', 'takenlijst'],
    addToList: {
      askers: ['kun\\s+je', 'kan\\s+je'],
      verbs: ['voeg', 'zet'],
      prepositions: ['op', 'aan', 'bij'],
      owners: ['mijn', 'de'],
      kinds: [],
      lists: ['lijst', 'takenlijst'],
      closers: ['toe'],
      ending: null,
    },
    negations: ['geen'],
    negationsAfter: [],
    askedBefore: [],
    politeRequests: ['kun\\s+je', 'kan\\s+je', 'zou\\s+je', '(?:kunt|zou|wil)\\s+u', 'wil\\s+je'],
    something: ['iets'],
    whatNext: ['wat\\s+nu'],
    actions: {
      cancel: ['annuleer', 'annuleren', 'cancel'],
      delete: ['verwijder', 'verwijderen', 'wis', 'haal\\s+(?:\\p{L}+\\s+){0,4}weg'],
      move: ['verplaats', 'verplaatsen', 'verzet', 'verzetten', 'schuif', 'schuiven', 'stel\\s+(?:\\p{L}+\\s+){0,4}uit'],
      objects: ['taak', 'taken', 'herinnering(?:en)?', 'todos?'],
    },
    overdueWords: ['achterstallig', 'over\\s+de\\s+(?:datum|deadline)', 'te\\s+laat'],
    urgentWords: [],
  },

  periods: {
    today: ['vandaag'],
    week: ['week', 'weken'],
    month: ['maand'],
    year: ['jaar'],
    lastMonth: ['vorige\\s+maand'],
    monthNames: ['oktober'],
  },

  titles: {
    leadFillers: [
      'alsjeblieft', 'aub', 'kun\\s+je', 'kan\\s+je', 'zou\\s+je', 'herinner\\s+me\\s+eraan(?:\\s+(?:om|dat))?', 'herinner\\s+me(?:\\s+(?:om|dat))?',
      'vergeet\\s+niet\\s+(?:om|te)', 'om', 'niet\\s+vergeten', 'vergeet\\s+niet', 'ook', 'en', 'maar', 'dan', 'nog', 'ik', 'een\\s+taak\\s+aanmaken\\s+om',
      'dus', 'daarom',
    ],
    trailFillers: ['alsjeblieft', 'aub', 'bedankt', 'voor', 'tot', 'en'],
    softWords: [
      'als\\s+je\\s+het\\s+niet\\s+erg\\s+vindt', 'indien\\s+mogelijk', 'is\\s+het', 'het\\s+is', 'ik', 'ben', 'zo', 'echt', 'heel', 'erg', 'vandaag', 'wat', 'een',
      'week', 'dag', 'maar', 'en', 'nogal',
      'beetje', 'compleet', 'helemaal', 'totaal', 'volledig', 'behoorlijk', 'enorm', 'super',
    ],
    butWords: ['maar', 'toch'],
    headerFillers: ['mijn', 'heb', '(?:twee|drie|vier|2|3|4)\\s+(?:dingen|zaken|taken)'],
    subjectStarts: ['de', 'het', 'onze', 'ons', 'hij', 'zij', 'ze', 'wij'],
    pointerWords: ['dit', 'dat', 'het'],
    allItems: ['allebei', 'alle', 'alles', 'beide'],
    quoteWrapperWords: ['voeg', 'maak', 'een', 'taak', 'toe', 'aan', 'mijn', 'lijst'],
    conjunctions: '\\s+(?:en\\s+dan|en\\s+ook|en|dan)\\s+',
    itemConjunctions: null,
    looseConjunctions: true,
    nounConjunctions: [],
    verbs: words('stuur bel maak check schrijf bereid boek betaal koop bestel plan regel update controleer zet'),
    notVerbs: [],
    // An imperative up front, or an infinitive at the end ("de offerte sturen").
    startsTask: (item, verbs) => verbs.isVerb(item.first, ['dutch']) || (/(?:en)$/u.test(item.last) && item.words >= 2) || item.fold.split(/\s+/).some((w) => INFINITIVES.has(w)),
    statesFact: null,
    tidy: (title) => title,
  },

  completion: {
    markDone: [
      'vink\\s+(?:\\p{L}+\\s+)?af', 'afvinken', 'markeer\\s+(?:\\p{L}+\\s+)?(?:als\\s+)?(?:klaar|gedaan|afgerond)', 'als\\s+(?:klaar|gedaan|afgerond)',
      'streep\\s+(?:\\p{L}+\\s+)?door',
    ],
    statements: [
      'gerepareerd', 'gefixed', 'opgelost', 'gedeployed', '(?:geschlossen|gesloten)(?=\\s*[!.✅🎉]*\\s*$)',
      '(?:is|zijn)\\s+(?:nu\\s+)?(?:klaar|af|gedaan|afgerond|verstuurd|verzonden|online|live)', '(?:is|zijn)\\s+de\\s+deur\\s+uit', 'afgemaakt', 'betaald',
      'gefikst', 'verstuurd', 'verzonden', 'klaar\\s+met', 'afgerond',
    ],
    pastForms: ['(?:af|bij|op|door|uit|in|na|weg|ver|be|ont)?ge\\p{L}{2,}(?:d|t)(?=\\s*(?:[,!.✅🎉]|$))'],
    strip: ['heb', 'ik', 'al', 'kun\\s+je', 'de\\s+taak'],
    notTasks: ['boek', 'raam', 'deur'],
    someoneElse: ['(?:mijn)\\s+(?:vriend(?:in)?|zus|broer|baas|collega|manager)', '(?:zijn|haar)\\s+(?:own\\s+)?(?:scriptie)'],
    selfStates: ['ik\\s+ben'],
  },

  dates: {
    monthFirst: false,
    numbers: { een: 1, twee: 2, drie: 3, vijf: 5, zes: 6, zeven: 7, tien: 10, veertien: 14 },
    weekdays: [['maandag'], ['dinsdag'], ['woensdag'], ['donderdag'], ['vrijdag'], ['zaterdag'], ['zondag']],
    weekdaySuffixes: ['ochtend', 'morgen', 'middag', 'avond', 'nacht'],
    shortWeekdays: { names: { ma: 1, di: 2, wo: 3, do: 4, vr: 5 }, after: ['uiterlijk', 'voor'], beforeTime: [] },
    months: [
      ['januari'], ['februari'], ['maart'], ['april'], ['mei'], ['juni'], ['juli'], ['augustus'], ['september'], ['oktober', 'okt'], ['november'], ['december', 'dec'],
    ],
    before: ['voor', 'tegen', 'uiterlijk', 'op', 'deze', 'volgende', 'aanstaande', 'tot', 'vanaf'],
    after: ['uiterlijk'],
    particles: [],
    endOfMonth: ['(?:het\\s+)?eind(?:e)?\\s+van\\s+(?:de|deze)\\s+maand', 'eind\\s+(?:de\\s+)?maand'],
    endOfNamedMonth: ['eind(?:e)?'],
    endOfWeek: ['eind\\s+van\\s+de\\s+week'],
    dayAfterTomorrow: ['overmorgen'],
    tomorrow: ['(?<!(?:guten|heute|gestern|jeden|goede|op\\s+een)\\s+)morgen', 'morgen(?:ochtend|middag|avond|vroeg)'],
    today: ['vandaag', 'vanavond', 'vanmiddag', 'einde\\s+van\\s+de\\s+dag', 'eind\\s+van\\s+de\\s+dag'],
    nextWeek: ['volgende\\s+week'],
    partsOfDay: ['ochtend', 'middag', 'avond'],
    inSpan: ['over', 'binnen'],
    spanUnits: ['dagen?', 'weken?'],
    spanUnitsBeforeLater: ['dagen'],
    later: [],
    timeBefore: ['om', 'voor', 'tegen', 'rond'],
    timeBeforeBareHour: ['om', 'rond'],
    hourUnits: ['uur', 'u'],
    am: [],
    pm: [],
    morning: ["'s\\s+(?:ochtends|morgens)"],
    evening: ["'s\\s+(?:middags|avonds)", 'vanavond', 'vanmiddag'],
    noon: ['middag'],
    midnight: ['middernacht'],
    halfHour: [],
    dayMonthLinks: [],
    ordinals: [],
    quantityBefore: ['binnen'],
    patterns: {
      dayOfMonth: '(?:(?:voor\\s+de|op\\s+de|tot\\s+de|uiterlijk\\s+de|de)\\s+)(?<day>\\d{1,2})(?:e|ste|de)',
    },
  },

  priority: {
    words: ['prioriteit'],
    lowest: [
      'ooit(?:\\s+eens)?', 'ooit\\s+een\\s+keer', 'wanneer\\s+(?:het\\s+uitkomt|je\\s+tijd\\s+hebt|ik\\s+tijd\\s+heb)', 'laagste\\s+prioriteit',
      'als\\s+ik\\s+tijd\\s+heb',
    ],
    low: ['lage\\s+{priority}', '{priority}\\s+laag', 'niet\\s+(?:zo\\s+)?dringend', 'geen\\s+haast', 'niet\\s+urgent', 'heeft\\s+geen\\s+haast'],
    urgent: ['zsm', 'z\\.s\\.m\\.?', 'zo\\s+snel\\s+mogelijk', 'meteen', 'onmiddellijk', 'hoogste\\s+prioriteit', 'spoed', 'met\\s+spoed', 'spoedeisend', 'dringende', 'urgente?'],
    high: ['hoge\\s+{priority}', 'belangrijk', '{priority}\\s+hoog', 'belangrijke'],
  },

  mood: {
    words: ['stemming', 'humeur\\p{L}*', 'stemming\\p{L}+'],
    logVerbs: ['loggen', 'vastleggen', 'noteren'],
    ratingPhrases: ['ik\\s+geef\\s+(?:de\\s+dag|vandaag|mezelf|het)', 'ik\\s+zou\\s+zeggen', 'ik\\s+zeg'],
    ratedThings: ['vandaag'],
    articles: ['een'],
    outOf: ['van', 'op'],
    five: ['vijf'],
    scaleFirst: [],
    points: [],
    rangeTo: ['tot'],
    countUnits: ['uur', 'dagen', 'uren'],
    grades: [],
    gradePhrases: [],
    historyCues: ['geschiedenis', 'gemiddeld[e]?', 'vorige', 'afgelopen', 'verloop', 'overzicht', 'oktober', '\\p{L}*geschiedenis'],
    logPhrases: [],
    historyOverLog: [],
    historyWords: ['geschiedenis'],
    feelings: {
      1: ['gedeprimeerd', 'wanhopig'],
      2: [
        '(?:maakt|maken)\\s+me\\s+kapot', 'sloopt\\s+me', 'moe', 'doodmoe', 'uitgeput', '(?:ben|zo|echt|helemaal)\\s+kapot', 'gesloopt', 'gestrest', 'overspannen',
        'overweldigd', 'verdrietig', 'ziek', 'hoofdpijn', 'geirriteerd', 'gefrustreerd', 'bezorgd', 'zenuwachtig', 'geen\\s+energie', 'balen', 'baal',
        'chagrijnig', 'lusteloos', 'verveeld', 'brak', 'stressvol', '(?:voel\\s+me|beetje|een\\s+beetje|zo)\\s+(?:down|rot|slecht|somber|neerslachtig)',
        'somber', 'neerslachtig',
        'word\\s+gek', 'zit\\s+er\\s+(?:helemaal\\s+)?doorheen', 'angstig',
        'uitgeblust', 'afgepeigerd', 'bekaf', 'op\\s+van\\s+de\\s+stress',
      ],
      3: ['gaat\\s+wel', 'prima', 'matig(?:e)?', 'middelmatig(?:e)?'],
      4: ['(?:voel\\s+me|gaat)\\s+goed', 'blij', 'fijn', 'ontspannen', 'gemotiveerd', 'uitgerust', 'lekker\\s+bezig'],
      5: ['(?:voel\\s+me|ik\\s+ben|gaat)\\s+(?:top|super|geweldig)', 'geweldig', 'top\\s+dag', 'zalig', 'topdag'],
    },
    hunger: ['sterf\\s+van\\s+(?:de\\s+)?honger'],
    negators: ['niet', 'geen'],
  },

  crisis: [
    'zelfmoord\\p{L}*', 'mezelf\\s+van\\s+kant\\s+maken', 'ik\\s+wil\\s+dood', 'wil\\s+niet\\s+meer\\s+leven', 'beter\\s+af\\s+zonder\\s+mij',
    'mezelf\\s+(?:iets\\s+aandoen|pijn\\s+doen)', 'er\\s+een\\s+eind\\s+aan\\s+maken', 'wil\\s+verdwijnen', 'niet\\s+meer\\s+wakker\\s+worden',
    'wil\\s+er\\s+niet\\s+meer\\s+zijn', 'niet\\s+meer\\s+(?:willen\\s+)?leven', 'levensmoe', 'einde\\s+aan\\s+mijn\\s+leven',
    'er\\s+een\\s+(?:eind|einde)\\s+aan\\s+(?:te\\s+)?maken', 'wil\\s+(?:\\p{L}+\\s+){0,3}dood', 'afscheidsbrie\\p{L}*', 'mezelf\\s+(?:iets\\s+|pijn\\s+)?(?:aan\\s+)?te\\s+doen', 'mezelf\\s+van\\s+het\\s+leven\\s+beroven',
    'geen\\s+(?:reden|zin)\\s+(?:meer\\s+)?om\\s+(?:door\\s+)?te\\s+leven', 'slapen\\s+en\\s+niet\\s+meer\\s+wakker\\s+worden', 'niemand\\s+zou\\s+me\\s+(?:missen|merken)', 'mezelf\\s+snijden', 'snij\\s+mezelf',
  ],
  blockers: {
    phrases: ['geblokkeerd', 'blokkades?', 'blocker\\p{L}*', 'wacht(?:en)?\\s+(?:nog\\s+)?op', 'vast\\s+(?:op|door)', 'loop\\s+vast', 'zit\\s+vast'],
    none: ['geen', 'niets', 'nee', 'vandaag'],
  },
};
