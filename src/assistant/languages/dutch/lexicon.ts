// Dutch: every word and phrase the built-in engine knows in this language.
import type { Lexicon } from '../lexicon-types.ts';
import { words } from '../words.ts';

/** Common infinitives: "zaterdag verhuisbedrijf bellen voor een offerte" is a to-do wherever the verb stands. */
const INFINITIVES = new Set(words(`bellen sturen versturen opsturen doorsturen mailen appen maken afmaken schrijven regelen boeken betalen kopen bestellen plannen
  inplannen controleren nakijken checken ophalen halen brengen wegbrengen afspreken voorbereiden bijwerken updaten opruimen printen tekenen ondertekenen inleveren
  aanvragen opzeggen verlengen ophangen lezen doorlezen invullen uploaden delen posten publiceren testen fixen vragen melden afzeggen reserveren`));

/** Plurals of time that end like an infinitive. */
const TIME_PLURALS = new Set(words('seconden minuten uren dagen weken maanden jaren eeuwen'));

export const lexicon: Lexicon = {
  boundaries: 'words',
  verbShape: true,
  unspaced: false,

  detection: {
    iso: 'nl',
    strong: `beetje ochtend zware zwaar het een maar zijn ben bent heb hebt heeft hebben wordt worden kan kun kunt moet moeten zal ik mij mijn
      je jij jou jouw wij ons onze hij zij ze niet geen nee nog al ook alleen heel erg hoe wat wanneer waar waarom
      welke hoeveel vandaag morgen overmorgen gisteren maand dag maandag dinsdag woensdag donderdag vrijdag zaterdag
      zondag hoi hallo hallootjes fijn fijne gehad allemaal goedemorgen goeiemorgen goedemiddag goeiemiddag goedenavond dank bedankt dankjewel alsjeblieft
      hulp taken taak stemming klaar af gedaan herinner tot voor voordat met van naar op bij uit door alles alle
      iets niets deze dit dat die goed slecht moe gestrest sturen versturen bellen checken maken doen hier nu dan even
      weet iemand ligt werkt doet zsm zo laten tekenen opnemen uitsturen dagen doei groetjes mag wil
      gefixt gefixed opgelost gemerged gedeployed
      kopen betalen halen ophalen brengen boodschappen brood melk
      ging gaat gaan liep helemaal balen factuur rapport vergadering klant klanten offerte voorstel presentatie gesprek baas kantoor levering afspraak voorbereiden afmaken schrijven corrigeren publiceren plannen organiseren bijwerken nakijken`,
    common: 'de in is was over week help me we en',
    weak: '',
    phrases: [[/\bmwah\b|\bmatig\b|\bgaat wel\b|\bz'?n gangetje\b/, 3]],
    hints: [[/[ë]/g, 0.8], [/ij\p{L}*/gu, 0.7], [/aa|oe[^\s]|ui|uu|\bge\p{L}{3,}d\b/gu, 0.4], [/\b\p{L}{4,}en\b/gu, 0.4]],
    borrowed: '',
    mixesWith: null,
  },

  conversation: {
    greetings: ['fijne (maandag|vrijdag|week)', 
      'hoi+', 'hallo+', 'hallootjes', 'hoihoi', 'hoi hoi', 'hoitjes', 'goeiedag', 'goedendag', '(fijn|leuk|goed|lekker) weekend gehad', 'he', 'hee', 'hai', 'goedemorgen', 'goeiemorgen', 'goedemiddag', 'goeiemiddag', 'goedenavond', 'goeienavond', 'dag', 'hey hoi',
    ],
    greetingsNotOpening: ['dag', 'hai'],
    greetingAddressees: ['hoe gaat (ie|het)', 'allemaal', 'allemaal', 'iedereen', 'hoe gaat (het|ie)', 'hoe is ie', 'alles goed', 'hoe is het', '(wilde )?alleen (even )?hallo zeggen', 'geen nieuwe taken'],
    thanks: ['dank aan', 'bedankt', 'dank je( wel)?', 'dankjewel', 'dank u'],
    thankedAddressees: ['veel'],
    questionOpeners: [
      'wat', 'welke', 'wanneer', 'waar', 'wie', 'waarom', 'hoe', 'hoeveel', 'heb ik', 'moet ik', 'weet iemand', 'is er', 'zijn er',
    ],
    questionEndings: [],
    help: [
      'hulp', 'help me', 'hoe (werkt|gebruik|kan ik|maak ik|voeg ik|doe ik)', 'wat kan je', 'wat kun je', 'wat (kan|kun|kunt) (deze|de|die|jij|u) (\\p{L}+ )?allemaal', 'wat (kan|doet) (deze|de|die) (assistent|bot|app)', "commando'?s", 'uitleg',
    ],
    howTo: ['wat kan (deze|de|die|dit) (bot|app|assistent) (\\p{L}+ ){0,4}doen', 'wat kun (je|jij) (\\p{L}+ ){0,3}(doen|voor me)', 'hoe werkt (deze|de|die|dit) (app|bot|ding)', 'ik ben (hier )?nieuw', '(snap|begrijp|snap er|begrijp er) (niks|niets|weinig) (van|met) (deze|de|die) app', 'hoe (kan|maak|voeg|markeer|zet|verwijder|gebruik) ik', 'wat betekent', 'hoe \\p{L}+ ik', 'ik heb hulp nodig', 'waar (zie|vind|bekijk) ik', 'waar kan ik (\\p{L}+ ){0,3}(zien|vinden|bekijken)', '(kun|kan|kunt) (je|jij|u) (\\p{L}+ ){0,3}uitleggen', 'leg (\\p{L}+ ){0,2}uit (wat|hoe|waar)'],
    farewells: ['tot (morgen|straks|zo|later)', 'doei', 'fijne (avond|dag)', 'fijn weekend', 'welterusten'],
    leaving: ['ik (ga|ben) (er)?(vandoor|weg|naar huis)', 'ik log uit'],
    followUps: ['en', 'ook', 'en ook'],
    past: ['zijn we', 'we zijn (\\p{L}+ ){0,4}geweest', 'waren we', 'gisteren', 'gisteravond', 'eergisteren', 'laatst', '(vorige|afgelopen) week', '(vorig|afgelopen) weekend'],
    notices: ['(even )?ter (info|informatie|kennisgeving)', 'zodat je het weet', 'thuiswerk\\p{L}*', 'werk (vandaag |morgen |vanmiddag )?(thuis|vanuit huis)'],
    askingAround: ['weet iemand', 'heeft iemand', 'iemand (gezien|een idee)', 'weten jullie'],
    assistantNames: ['(deze|de|die) (bot|assistent|chatbot)', '(deze|die) app'],
    appWords: ['app', 'bot', 'assistent'],
    features: ['herinnering(en)?', 'melding(en)?', 'instellingen', 'prioriteit(en)?', 'deadline', 'stemming', 'taal'],
    capability: ['kan (ik|je|men)', 'kun (je|jij)', 'is het mogelijk', 'kunnen (we|jullie)', 'is er een (manier|mogelijkheid)', 'kunnen'],
    taskFeatures: ['sub-?ta(ken|ak)', 'deeltaken', 'toewijzen', 'toekennen', 'delegeren', 'delen', 'terugkerende?', 'herhalen', 'bijlagen?', 'labels?', 'tags?', 'opmerkingen', 'kleuren', 'categorieën', 'exporteren'],
    taskStatus: ['nog (steeds )?niet (begonnen|klaar|af|gedaan)', '(loop|lopen|loopt) (achter|achterop)', 'achter op (schema|planning)', '(staat|staan|ligt|liggen) (nog|nog steeds) open', 'nog in behandeling'],
    laughter: ['(ha){2,}h?', 'hihi+', 'lol', 'xd+'],
    opinions: ['(goed|geweldig|top|super) gedaan', 'ik vind', 'vind ik', 'volgens mij', 'naar mijn mening'],
    hearsay: ['ik hoorde( dat)?', 'ik heb gehoord( dat)?', 'schijnbaar', 'blijkbaar'],
    smallTalk: ['(lekker|goed|fijn|leuk) weekend gehad', 'hoe was (je|jullie|het) weekend', 'ben (jij|je) (een )?(echte? )?(mens|bot|robot|ai|machine)', '(een )?(echt(e)? )?mens of (een )?(bot|robot|machine)', 'hoe heet (jij|je)', 'wie heeft (jou|je) (gemaakt|gebouwd|geprogrammeerd)', 'hoe oud ben (jij|je)', 'slaap (jij|je) (ooit|wel eens|nooit)', 'plannen voor het weekend'],
    exclamations: ['wat een', 'wat (koud|warm|heet|mooi|lekker|fijn)'],
    events: ['vergadering(en)?', 'meeting', 'overleg', 'release', 'deploy(ment)?', 'migratie', 'lancering', 'livegang', 'uitrol', 'call', 'demo', 'sollicitatiegesprek', 'training', 'workshop', 'standup', 'daily', 'systeem', 'server'],
    objectMarkers: [],
    pastVerbs: ['was', 'waren', 'ging', 'liep', 'verliep', 'hadden', 'duurde'],
  },

  tasks: {
    nouns: ['open punten', '(mijn|m\'n) lijst(je)?', 'een overzicht', 'openstaande', 'openstaa?t', 'nog open (heb|hebt|staa?t|staan)', 'nog niet (af|klaar|gedaan)', '(loop|lig|ben) ik (\\p{L}+ ){0,3}achter', 'achterstand',
      'taken', 'taak', 'te doen', 'nog doen', 'open\\s*sta(at|an)', 'openstaande?', 'deadlines', 'achterstallig', 'open staan', 'doen', 'wat moet er', 'wat moet ik',
      'wat staat er', 'wat heb ik', "op (de|mijn|m'n|mn) (planning|agenda|lijst|lijstje|to-?do( lijst)?)",
      'af hebben', 'moest ik',
    ],
    show: ['(vertel|zeg) (me|mij)', 'ik (wil|zou graag|wil graag) (\\p{L}+ ){1,4}zien', '(even |eens |ff )?(opsommen|oplijsten|tonen)', 'laat(?= (\\p{L}+ ){0,5}zien)', 'toon', 'geef me'],
    showEndings: ['(kunnen|willen) (tonen|laten zien|opsommen|weergeven)'],
    stats: ['statistieken', 'hoeveel taken', 'voltooiingspercentage', 'mijn voortgang'],
    counting: ['hoeveel'],
    done: ['afgerond', 'gedaan', 'afgemaakt', 'klaar'],
    create: [
      'herinner me', 'nieuwe taak', 'voeg (een )?taak', 'taak (toevoegen|aanmaken|maken)', 'maak (een )?taak', 'niet vergeten',
      'vergeet niet', 'zet op mijn lijst', '(graag|zet|maak|stel|plan) (even |ff )?een herinnering( in)?', 'noteer( (even|eventjes|ff))?( voor (mij|me))?( dat)?', '(willen|kunnen) (noteren|opschrijven|onthouden)( dat)?', 'voeg (?=["\'])',
    ],
    obligations: ['ik moet', 'moet', 'moeten', 'we moeten', '(ik )?zou moeten', 'ik zou', 'nog even'],
    obligationsKeptInTitles: [],
    obligationForms: null,
    notes: ['naar (de|het|mijn|onze|je) \\p{L}+', '\\p{L}+ af(?=\\s*[.!]*\\s*$)'],
    deadlineWords: ['voor', 'uiterlijk', 'tegen'],
    listHeaders: ['nog doen', 'te doen', 'taken', 'takenlijst'],
    addToList: {
      askers: ['kun je', 'kan je'],
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
    politeRequests: ['kun je', 'kan je', 'zou je', '(kunt|zou|wil) u', 'wil je'],
    something: ['iets'],
    whatNext: ['wat nu'],
    actions: {
      cancel: ['annuleer', 'annuleren', 'cancel'],
      delete: ['verwijder', 'verwijderen', 'wis', 'haal (\\p{L}+ ){0,4}weg'],
      move: ['verplaats', 'verplaatsen', 'verzet', 'verzetten', 'schuif', 'schuiven', 'stel (\\p{L}+ ){0,4}uit'],
      objects: ['taak', 'taken', 'herinnering(en)?', 'todos?'],
    },
    overdueWords: ['achterstallig', 'over de (datum|deadline)', 'te laat'],
    urgentWords: [],
  },

  periods: {
    today: ['vandaag'],
    week: ['week', 'weken'],
    month: ['maand'],
    year: ['jaar'],
    lastMonth: ['vorige maand'],
    monthNames: ['oktober'],
  },

  titles: {
    abbreviations: ['dhr', 'mevr', 'mr', 'dr', 'ir', 'ing', 'prof', 'drs'],
    leadFillers: [
      'alsjeblieft', 'aub', 'kun je', 'kan je', 'zou je', 'herinner me eraan( (om|dat))?', 'herinner me( (om|dat))?',
      'vergeet niet (om|te)', 'om', 'niet vergeten', 'vergeet niet', 'ook', 'en', 'maar', 'dan', 'nog', 'ik', 'een taak aanmaken om',
      'dus', 'daarom', '(graag|zet|maak|stel|plan) (even |ff )?een herinnering( in)?', 'graag', 'echt', 'even', 'eventjes', 'ff', 'voor (mij|me) (willen|kunnen) (noteren|opschrijven|onthouden)( dat)?', 'noteer( (even|eventjes|ff))?( voor (mij|me))?( dat)?',
    ],
    trailFillers: ['alsjeblieft', 'aub', 'bedankt', 'voor', 'tot', 'en'],
    softWords: ['o ja', 'oh', 'ok', 'oke', 'ja', 'trouwens', 'nou', 
      'als je het niet erg vindt', 'indien mogelijk', 'is het', 'het is', 'ik', 'ben', 'zo', 'echt', 'heel', 'erg', 'vandaag', 'wat', 'een',
      'week', 'dag', 'maar', 'en', 'nogal',
      'beetje', 'compleet', 'helemaal', 'totaal', 'volledig', 'behoorlijk', 'enorm', 'super',
    ],
    butWords: ['maar', 'toch'],
    consequences: ['anders', 'want', 'omdat'],
    headerFillers: ['mijn', 'heb', '(nog )?(twee|drie|vier|2|3|4) (dingen|zaken|taken)'],
    subjectStarts: ['de', 'het', 'onze', 'ons', 'hij', 'zij', 'ze', 'wij'],
    pointerWords: ['dit', 'dat', 'het'],
    allItems: ['allebei', 'alle', 'alles', 'beide'],
    reportedSpeech: ["(zegt|zei|vindt)( dat)?"],
    quoteWrapperWords: ['voeg', 'maak', 'een', 'taak', 'toe', 'aan', 'mijn', 'lijst'],
    conjunctions: '\\s+(?:en\\s+dan|en\\s+ook|en|dan)\\s+',
    itemConjunctions: null,
    looseConjunctions: true,
    nounConjunctions: [],
    verbs: words('stuur bel maak check schrijf bereid boek betaal koop bestel plan regel update controleer zet'),
    notVerbs: [],
    // An imperative up front, or an infinitive at the end ("de offerte sturen").
    // A clause giving a reason or what happens otherwise ("anders betalen we een maand extra", "want dan …") is said about a to-do, not one;
    // a plural of time ("al weken", "twee dagen") is no infinitive.
    startsTask: (item, verbs) => !/^(?:anders|want|omdat|zodat)\s/u.test(item.fold) && (verbs.isVerb(item.first, ['dutch'])
      || (/(?:en)$/u.test(item.last) && !TIME_PLURALS.has(item.last) && item.words >= 2) || item.fold.split(/\s+/).some((w) => INFINITIVES.has(w))),
    statesFact: null,
    tidy: (title) => title,
  },

  completion: {
    markDone: [
      'vink (\\p{L}+ )?af', 'afvinken', 'markeer (\\p{L}+ )?(als )?(klaar|gedaan|afgerond)', 'als (klaar|gedaan|afgerond)',
      'streep (\\p{L}+ )?door',
    ],
    statements: [
      'gerepareerd', 'gefixed', 'opgelost', 'gedeployed', '(geschlossen|gesloten)(?=\\s*[!.✅🎉]*\\s*$)',
      '(is|zijn) (nu )?(klaar|af|gedaan|afgerond|verstuurd|verzonden|online|live)', '(is|zijn) de deur uit', 'afgemaakt', 'betaald',
      'gefikst', 'verstuurd', 'verzonden', 'klaar met', 'afgerond', 'heb (\\p{L}+ ){1,4}af(?=\\s*[.!✅🎉]*\\s*$)',
    ],
    pastForms: [
      '(af|bij|op|door|uit|in|na|weg|ver|be|ont)?ge\\p{L}{2,}(d|t)(?=\\s*([,!.✅🎉]|$))',
      '(?<=^\\s*(\\p{L}+ ){1,3})(af|op|uit|in|na|weg)?ge(?!bruik|beur|loof|niet|win|draag|val|hoor|gev)\\p{L}{3,}en(?=\\s*([,!.✅🎉]|$))',
    ],
    irregularForms: {
      gekocht: 'kopen', gebracht: 'brengen', gedaan: 'doen', gezocht: 'zoeken', gedacht: 'denken', gegaan: 'gaan', gevonden: 'vinden',
      gesproken: 'spreken', genomen: 'nemen', geholpen: 'helpen',
    },
    strip: ['heb', 'ik', 'al', 'kun je', 'de taak'],
    notTasks: ['wandeling', 'roman', 'boek', 'raam', 'deur'],
    someoneElse: ['shout-?out (naar|voor|aan)', 'complimenten (aan|voor)', 'petje af', '(mijn) (vriend(in)?|zus|broer|baas|collega|manager)', '(zijn|haar) (own )?(scriptie)'],
    selfStates: ['ik ben'],
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
    endOfMonth: ['((aan|op) )?(het )?eind(e)? van (de|deze) maand', 'eind (de |deze )?maand'],
    endOfNamedMonth: ['eind(e)?'],
    endOfWeek: ['eind van de week'],
    dayAfterTomorrow: ['overmorgen'],
    tomorrow: ['(?<!(guten|heute|gestern|jeden|goede|op een) )morgen', 'morgen(ochtend|middag|avond|vroeg)( vroeg)?'],
    today: ['vandaag', 'vanavond', 'vanmiddag', 'einde van de dag', 'eind van de dag'],
    nextWeek: ['volgende week', 'komende week'],
    weekLinks: ['op'],
    afterNext: ['over (een|1) week', 'over acht dagen'],
    byThen: ['tegen die tijd', 'tegen dan', 'voor die tijd', 'daarvoor'],
    pointBack: ['(kun|kan|wil|zou) (je|jij|u) (het|dat|dit)', 'zetten', 'inplannen', 'zet (het|dat)( er ?in| op)?', 'noteer (het|dat)', 'plan (het|dat)( in)?'],
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
    morning: ["'s (ochtends|morgens)"],
    evening: ["'s (middags|avonds)", 'vanavond', 'vanmiddag'],
    noon: ['middag'],
    midnight: ['middernacht'],
    halfHour: [],
    eitherDay: [],
    pastAfterEitherDay: [],
    hourWords: { twee: 2, drie: 3, vier: 4, vijf: 5, zes: 6, zeven: 7, acht: 8, negen: 9, tien: 10, elf: 11, twaalf: 12 },
    halfBeforeHour: ['half'],
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
      'ooit( eens)?', 'ooit een keer', 'wanneer (het uitkomt|je tijd hebt|ik tijd heb)', 'laagste prioriteit',
      'als ik tijd heb',
    ],
    low: ['lage {priority}', '{priority} laag', 'niet (zo )?dringend', 'geen haast', 'niet urgent', 'heeft geen haast', 'niet (zo |heel |erg |super )?dringend', 'geen haast (hoor|mee)', '(niks|niets) dringends', '(totaal|helemaal|echt) geen haast', 'nul haast'],
    urgent: ['(heeft|het heeft|dit heeft) (wel |echt |best )?haast', 'zsm', 'z\\.s\\.m\\.?', 'zo snel mogelijk', 'meteen', 'onmiddellijk', 'hoogste prioriteit', 'spoed', 'met spoed', 'spoedeisend', 'dringende', 'urgente?', 'dringend', 'asap', 'superdringend', 'super(urgent|dringend)', 'super urgent', 'nu meteen', 'per direct'],
    high: ['hoge {priority}', 'belangrijk', '{priority} hoog', 'belangrijke', '(heeft|met) {priority}'],
    around: ['is', 'dit is', 'het is', 'dat is', 'erg', 'heel', 'echt', 'super', 'best', 'wel', 'aub', 'pls', 'graag', 'hoor', 'vrij', 'totaal'],
    negators: ['niet', 'geen'],
    determiners: ['de', 'het', 'een', 'mijn', 'onze', 'ons'],
    kinds: ['ding', 'dingen', 'zaak', 'zaken', 'klus', 'klusje', 'taak', 'taken', 'punt', 'deel'],
  },

  mood: {
    words: ['stemming', 'humeur\\p{L}*', 'stemming\\p{L}+'],
    logVerbs: ['loggen', 'vastleggen', 'noteren'],
    ratingPhrases: ['ik geef (de dag|vandaag|mezelf|het)', 'ik zou zeggen', 'ik zeg', '(vandaag|de dag) (is|was|wordt) (het )?een', 'vandaag een'],
    ratedThings: ['vandaag'],
    articles: ['een'],
    outOf: ['van( de)?', 'op'],
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
      1: ['gedeprimeerd', 'wanhopig', 'ellendig', 'vreselijk', 'verschrikkelijk', 'klotedag', 'kutdag', 'rotdag', 'doodongelukkig', 'waardeloos'],
      2: [
        'lusteloos', 'futloos', 'geen zin', 'ongemotiveerd', 'niet lekker in m(ijn|n) vel', 'geen energie',
        '(maakt|maken) me kapot', 'sloopt me', 'moe', 'doodmoe', 'uitgeput', '(ben|zo|echt|helemaal) kapot', 'gesloopt', 'gestrest', 'overspannen',
        'overweldigd', 'verdrietig', 'ziek', 'hoofdpijn', 'geirriteerd', 'gefrustreerd', 'bezorgd', 'zenuwachtig', 'geen energie', 'balen', 'baal',
        'chagrijnig', 'lusteloos', 'verveeld', 'brak', 'stressvol', '(voel me|beetje|een beetje|zo) (down|rot|slecht|somber|neerslachtig)',
        'somber', 'neerslachtig',
        'word gek', 'zit (er )?(\\p{L}+ )?doorheen', 'angstig', '(slaap|sliep|slapen) (\\p{L}+ ){0,3}(slecht|beroerd|nauwelijks|amper)',
        'uitgeblust', 'afgepeigerd', 'bekaf', 'op van de stress',
        'teleurgesteld', 'ontmoedigd', 'gespannen', 'nerveus', 'onrustig', 'geergerd', 'alles (zit|zat|loopt|liep|gaat|ging) (\\p{L}+ ){0,2}(tegen|mis|fout)', '(zit|zat) (\\p{L}+ ){0,2}tegen', 'slecht', '(zware|lange|pittige|drukke|stressvolle) (dag|week)', 'niet (zo |echt |helemaal |erg |heel |super )?(lekker|goed|fijn|top)', 'helemaal op', 'gaar', 'geen goede dag', 'chagrijn', 'prikkelbaar',
        'ziekjes', 'ziek', 'verkouden', '(heb|met) (de |een )?(griep|koorts)', 'hoofdpijn', 'koppijn', '(slecht|nauwelijks|amper|weinig) geslapen', '(draai|loop|leef|overleef) (vandaag |nu )?(alleen )?op koffie', '(ik )?verzuip', 'verzuipen', 'bedolven onder', "tot over (mijn|m'n) oren", 'overspoeld', 'te veel (werk|meetings|vergaderingen)', '(rot|kut|bal)(dag|week|maandag)', '(tot nu toe|tot dusver|tot nog toe) (een )?(rotdag|kutdag|zware dag|lange dag|slechte dag)', 'doodop', 'superdruk', '(erg|heel|super|te|zo|enorm) druk', '(heb|had) (een )?kater',
      ],
      3: ['gaat wel', 'prima', 'matig(e)?', 'middelmatig(e)?', 'mwah', "(het gaat )?z'?n gangetje", 'zo-?zo', 'het kan beter'],
      4: ['(voel me|gaat) goed', 'blij', 'fijn', 'ontspannen', 'gemotiveerd', 'uitgerust', 'lekker bezig', 'tevreden', 'trots', 'opgelucht', 'dankbaar', 'vrolijk', 'opgewekt', 'goed gehumeurd', 'goedgehumeurd', '(voel me|gaat|liep|ging|loopt) ((vandaag|nu|echt|heel|erg|super|zo|best|wel|gewoon) ){0,3}(lekker|goed)', 'positief', 'voldaan', 'goede (dag|week|zin)', 'goed gemutst', '(alles|heb alles|het) (goed )?onder controle', '(tot nu toe|tot dusver|tot nog toe) (een )?(topdag|goede dag|fijne dag|prima dag|mooie dag|lekkere dag)', 'gaat lekker', 'loopt lekker', 'alles loopt'],
      5: ['in de wolken', 'euforisch', 'dolblij', 'door het dolle heen', 'in de zevende hemel', '(voel me|ik ben|gaat( het)?) ((vandaag|nu|echt|heel|zo|wel|best|gewoon|helemaal|ontzettend|mega) ){0,3}(top|super|geweldig|fantastisch)', 'geweldig', 'top dag', 'zalig', 'topdag', 'super blij', 'heerlijk', 'fantastisch', 'te gek', 'helemaal top', "in (mijn|m'n|mn) nopjes", 'supergoed', 'uitstekend', 'enthousiast', 'dolgelukkig', 'gelukkig', 'superblij'],
    },
    hunger: ['sterf van (de )?honger'],
    negators: ['niet', 'geen'],
    negatedBefore: [],
    negatedAfter: [],
    softeners: ['een beetje', 'beetje', 'ietwat', 'wat', 'licht'],
    others: ["(de|onze) (klant|klanten|baas|manager|collega|collega's|gebruikers)", '(het|ons) team', '(de|die|deze) (film|serie|aflevering)', '(het|dat|dit) (boek|einde)', '(de|het) (lunch|kantine|eten|soep|weer)'],
    me: ['mij', 'me', 'mijn', "m'n"],
  },

  crisis: [
    'zelfmoord\\p{L}*', 'mezelf van kant maken', 'ik wil dood', 'wil niet meer leven', 'beter af zonder mij',
    'mezelf (iets aandoen|pijn doen)', 'er een eind aan maken', 'niet meer wakker worden',
    'wil er niet meer zijn', 'niet meer (willen )?leven', 'levensmoe', 'einde aan mijn leven',
    'er een (eind|einde) aan (te )?maken', 'afscheidsbrie\\p{L}*', 'mezelf (iets |pijn )?(aan )?te doen', 'mezelf van het leven beroven',
    'geen (reden|zin) (meer )?om (door )?te leven', 'slapen en niet meer wakker worden', 'niemand zou me (missen|merken)', 'mezelf snijden', 'snij mezelf',
    '(nut|zin) (\\p{L}+ ){0,4}niet meer (\\p{L}+ ){0,3}(door te gaan|verder te gaan|te leven)', 'geen (zin|nut|reden) meer (\\p{L}+ ){0,3}(door te gaan|verder te gaan|te leven)', 'wil er (\\p{L}+ ){0,2}niet meer zijn', '(doe|deed|doen) mezelf (pijn|iets aan)', 'mezelf pijn', 'niet meer willen bestaan', 'wil niet meer bestaan',
    '(beter|makkelijker) (\\p{L}+ ){0,4}als ik er niet (meer )?(was|ben|zou zijn)', '(ik ben|ben) (alleen maar |gewoon )?(een )?last voor', 'tot last ben', '(het )?leven (\\p{L}+ ){0,2}geen zin', 'geen zin meer in (het|m(ij)?n) leven',
    'nooit geboren', 'niet meer op (deze|de) wereld', '(nagedacht|denk|dacht) (erover )?(om )?mezelf (iets aan te doen|van kant te maken|te doden)', 'nooit meer wakker (te )?worden', '(iedereen|ze|jullie) (is|zijn|zou|zouden|was) (\\p{L}+ ){0,2}beter af (zonder|als)',
  ],
  crisisWish: {
    reach: 4,
    wish: ['(ik )?(wil|wou|wilde|zou willen|wens|hoop)( dat ik| graag)?', '(soms |vaak )?(denk|dacht) ik( wel)?( dat| aan)', 'ik (denk|dacht) (soms |vaak )?(dat|aan)', '(het )?(zou|is|was) (beter|makkelijker)( voor iedereen)?( als| zijn als)?', 'als ik'],
    harm: ['dood( zijn| gaan| was| ben| zou zijn)?', 'doodgaan', 'sterven', 'verdwijnen', 'verdween', 'er niet (meer )?(ben|was|zou zijn|zijn)', 'niet meer (wakker worden|wakker word|leven|bestaan|zijn)', 'nooit meer wakker (te )?worden', 'mezelf (iets aandoen|van kant maken|pijn doen)'],
    wishAfter: [],
    negators: ['niet', 'nooit', 'geen'],
    things: ['de', 'het', 'een', 'die', 'deze', 'dit', 'hij', 'zij', 'ze'],
    idioms: ['van (verveling|schaamte|honger|het lachen|de honger|de slaap)', 'lachen', 'verveel me dood', 'doodmoe', 'vakantie', 'strand', 'eiland', 'weekend', 'reis', 'zee', '(een|twee|drie|paar|\\d+) (dag|dagen|week|weken|maand|maanden|uur)'],
  },
  blockers: {
    phrases: ['geblokkeerd', 'blokkades?', 'blocker\\p{L}*', 'wacht(en)? (nog )?op', 'vast (op|door)', 'loop vast', 'zit vast'],
    none: ['geen', 'niets', 'nee', 'vandaag'],
  },
};
