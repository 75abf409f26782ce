// German: every word and phrase the built-in engine knows in this language.
import type { Lexicon } from '../lexicon-types.ts';
import { words } from '../words.ts';

/** Common infinitives: "Namensschilder drucken und …" is a to-do wherever the verb stands. */
const INFINITIVES = new Set(words(`anrufen schicken senden verschicken abschicken schreiben drucken packen machen erledigen bezahlen kaufen bestellen buchen planen
  vorbereiten prufen checken abholen holen bringen vereinbaren aktualisieren aufraumen unterschreiben einreichen abgeben beantragen kundigen verlangern lesen
  ausfullen hochladen teilen posten veroffentlichen testen fixen fragen melden absagen reservieren besorgen erstellen uberarbeiten korrigieren`));

export const lexicon: Lexicon = {
  boundaries: 'words',
  verbShape: true,
  unspaced: false,

  detection: {
    iso: 'de',
    strong: `vielen der die das den dem des ein eine einen einem einer und oder aber ist sind bin bist hat habe hast haben
      wird werden kann kannst muss musst mussen soll sollte ich mich mir mein meine meinen du dich dir dein wir uns
      unser er sie es nicht kein keine ja nein doch noch schon auch nur sehr wie was wann wo warum welche wieviele
      heute morgen ubermorgen gestern woche monat tag montag dienstag mittwoch donnerstag freitag samstag sonntag
      hallo servus moin danke bitte hilfe aufgaben aufgabe stimmung fertig erledigt erinnere bis vor fur mit von zu
      zum zur im am auf aus bei nach uber um alles alle etwas nichts dieser diese dieses gut schlecht mude gestresst
      schicken senden anrufen prufen machen geht gibt hier jetzt dann mal ne neu neue wetter abhaken raus echt
      trotzdem lassen ende monats prioritat niedrige hohe heut gehen tschuss guten abend nacht zusammen
      gefixt geshippt gemergt deployt
      rechnung bericht besprechung kunde kunden angebot vertrag folien prasentation anruf buro projekt lieferung termin unterlagen vorbereiten fertigstellen schreiben korrigieren veroffentlichen planen organisieren aktualisieren`,
    common: 'so an in',
    weak: '',
    phrases: [],
    hints: [
      [/ß/g, 2.5], [/[äöü]/g, 1.5], [/sch|tz|ung\b|ungen\b|keit\b|heit\b|ieren\b|\bver\p{L}{3,}en\b|\ber\p{L}{3,}en\b|\bein\p{L}+/gu, 0.5],
      [/\b\p{L}{4,}en\b/gu, 0.4],
    ],
    borrowed: '',
    mixesWith: null,
  },

  conversation: {
    greetings: ['hallo', 'servus', 'moin(?:\\s+moin)?', 'guten\\s+(?:morgen|tag|abend)', 'gru(?:ss|ß)\\s+gott', 'hallochen', 'moinsen', 'gruezi', 'tag', 'na'],
    greetingsNotOpening: ['tag', 'na'],
    greetingAddressees: ['zusammen', 'leute', 'wie\\s+geht(?:\\x27?s|\\s+es)?', 'wie\\s+lauft(?:\\x27?s|\\s+es)?', 'was\\s+geht', 'alle', 'alles\\s+(?:fit|klar|gut|roger)', 'wollte\\s+nur\\s+(?:kurz\\s+)?hallo\\s+sagen', 'keine\\s+neuen\\s+aufgaben'],
    thanks: ['danke', 'danke\\s+schon', 'vielen\\s+dank', 'dankeschon'],
    thankedAddressees: ['dir', 'sehr', 'schon'],
    questionOpeners: [
      'was', 'welche[rsnm]?', 'wann', 'wo', 'wer', 'warum', 'wie', 'wieviel', 'wie\\s+viele', 'gibt\\s+es', 'habe\\s+ich', 'hab\\s+ich', 'muss\\s+ich',
      'weiss\\s+jemand', 'kann\\s+ich', 'hat\\s+jemand',
    ],
    questionEndings: [],
    help: [
      'hilfe', 'wie\\s+(?:funktioniert|geht\\s+das|benutze\\s+ich|kann\\s+ich|mache\\s+ich|lege\\s+ich|trage\\s+ich)', 'was\\s+kannst\\s+du', 'befehle',
      'anleitung', 'was\\s+geht\\s+hier',
    ],
    howTo: ['wie\\s+(?:kann|mache|lege|trage|markiere|erstelle|fuge|losche|andere|nutze|benutze|erfasse)\\s+ich', 'was\\s+bedeutet', 'was\\s+heisst', 'wie\\s+\\p{L}+\\s+ich', 'ich\\s+brauche\\s+hilfe'],
    farewells: ['bis\\s+(?:morgen|bald|spater|dann)', 'tschuss', 'schonen\\s+(?:abend|feierabend|tag)', 'gute\\s+nacht', 'schones\\s+wochenende'],
    followUps: ['und', 'auch', 'und\\s+auch'],
  },

  tasks: {
    nouns: [
      'aufgaben?', 'todos', 'fallig', 'uberfallig', 'zu\\s+tun', 'zu\\s+erledigen', 'noch\\s+offen', '(?:ist|sind)\\s+offen',
      'offenen?\\s+(?:punkte|sachen|themen|todos|tasks)', 'frist(?:en)?', 'uber\\s+der\\s+frist', 'termine', 'was\\s+(?:muss|habe|hab|soll)\\s+ich', 'was\\s+steht',
      'steht\\s+(?:heute|morgen|noch|diese\\s+woche)?\\s*an', 'auf\\s+dem\\s+plan',
    ],
    show: ['zeig\\s+mir', 'zeige', 'liste', 'auflisten'],
    showEndings: [],
    stats: ['statistik(?:en)?', 'wie\\s+viele\\s+aufgaben', 'erledigungsquote', 'abschlussquote', 'mein\\s+fortschritt'],
    counting: ['wie\\s+viele?'],
    done: ['erledigt', 'abgeschlossen', 'geschafft'],
    create: [
      'erinnere\\s+mich', 'erinner\\s+mich', 'neue\\s+aufgabe', 'aufgabe\\s+(?:anlegen|erstellen|hinzufugen)', 'fuge\\s+(?:eine\\s+)?aufgabe',
      'nicht\\s+vergessen', 'vergiss\\s+nicht', 'notier(?:e|en|st|t)?', 'fuge\\s+(?=["\'])',
      'erinner(?:e)?\\s+mich\\s+(?:dran|daran)', 'trag(?:e)?\\s+(?:mir\\s+|bitte\\s+)?(?:ein|auf)(?=\\s*[:,]|\\s+\\p{L})', 'schreib(?:e)?\\s+(?:mir\\s+)?auf(?=\\s*[:,])',
    ],
    obligations: ['ich\\s+muss', 'muss', 'mussen', 'wir\\s+mussen', 'ich\\s+sollte', 'sollte', 'soll', 'ich\\s+brauche'],
    obligationsKeptInTitles: [],
    obligationForms: null,
    notes: ['(?:zum|zur)\\s+\\p{L}+', 'an\\s+(?:den|die|das)\\s+\\p{L}+\\s+(?:schicken|senden)'],
    deadlineWords: ['bis', 'bis\\s+zum', 'spatestens', 'vor'],
    listHeaders: ['aufgaben', 'zu\\s+erledigen', 'todo-liste'],
    addToList: {
      askers: ['kannst\\s+du'],
      verbs: ['fuge', 'setz', 'setze', 'schreib'],
      prepositions: ['auf', 'zu'],
      owners: ['meine', 'meiner', 'die'],
      kinds: [],
      lists: ['liste', 'todo-liste', 'aufgabenliste'],
      closers: ['hinzu', 'bitte'],
      ending: null,
    },
    negations: ['kein[e]?', 'nicht'],
    negationsAfter: [],
    askedBefore: [],
    politeRequests: ['kannst\\s+du', 'konntest\\s+du', '(?:konnen|konnten)\\s+sie', 'kannst\\s+du\\s+(?:bitte|mal)'],
    something: ['etwas'],
    whatNext: ['was\\s+jetzt', 'was\\s+nun'],
    actions: {
      cancel: ['storniere', 'stornieren', 'sag\\s+(?:\\p{L}+\\s+){0,3}ab', 'absagen'],
      delete: ['losch\\p{L}*', 'entfern\\p{L}*'],
      move: ['verschieb\\p{L}*', 'verleg\\p{L}*', 'setz\\s+(?:\\p{L}+\\s+){0,4}auf'],
      objects: ['aufgaben?', 'erinnerung(?:en)?', 'todos?'],
    },
    overdueWords: ['uberfallig'],
    urgentWords: ['dringend', 'wichtig'],
  },

  periods: {
    today: ['heute'],
    week: ['woche'],
    month: ['monat'],
    year: ['jahr'],
    lastMonth: ['letzten\\s+monat', 'vormonat'],
    monthNames: ['oktober'],
  },

  titles: {
    leadFillers: [
      'bitte', 'kannst\\s+du', 'konntest\\s+du', 'erinnere\\s+mich(?:\\s+daran)?', 'nicht\\s+vergessen', 'vergiss\\s+nicht', 'auch', 'und', 'aber', 'dann',
      'trotzdem', 'ich', 'noch',
      'erinner(?:e)?\\s+mich\\s+(?:dran|daran)', 'trag(?:e)?\\s+(?:mir\\s+|bitte\\s+)?(?:ein|auf)',
      'also', 'deshalb', 'daher', 'deswegen',
    ],
    trailFillers: ['bitte', 'danke', 'bis', 'vor', 'und'],
    softWords: [
      'wenn\\s+es\\s+dir\\s+nichts\\s+ausmacht', 'wenn\\s+moglich', 'es', 'ist', 'hat', 'das', 'ich', 'bin', 'echt', 'total', 'sehr', 'ganz', 'heute', 'so',
      'was\\s+fur', 'eine', 'woche', 'aber', 'und', 'gerade', 'mega',
      'bisschen', 'ein\\s+bisschen',
      'komplett', 'vollig', 'ziemlich', 'etwas', 'voll', 'extrem', 'richtig', 'absolut',
    ],
    butWords: ['aber', 'trotzdem', 'dennoch'],
    headerFillers: ['meine', 'hab', '(?:zwei|drei|vier|2|3|4)\\s+(?:dinge|sachen|aufgaben)'],
    subjectStarts: ['der', 'die', 'das', 'unser', 'unsere', 'wir', 'er', 'sie', 'es'],
    pointerWords: ['das', 'es', 'du'],
    allItems: ['beide', 'alle', 'alles', 'beides'],
    quoteWrapperWords: ['fuge', 'erstelle', 'eine', 'aufgabe', 'zu', 'meiner', 'auf', 'meine', 'hinzu'],
    conjunctions: '\\s+(?:und\\s+dann|und\\s+auch|und|dann|sowie)\\s+',
    itemConjunctions: null,
    looseConjunctions: true,
    nounConjunctions: [],
    verbs: words('schick schicke sende ruf rufe mach mache prüf prüfe pruf schreib schreibe bereite buch buche bezahl bezahle kauf kaufe bestell bestelle erledige plane check update aktualisiere erstelle'),
    notVerbs: [],
    // An imperative up front, or an infinitive at the end (nouns are capitalised, verbs are not).
    startsTask: (item, verbs) => verbs.isVerb(item.first, ['german']) || item.fold.split(/\s+/).some((w) => INFINITIVES.has(w))
      || (/^[a-zäöü]+(?:en|ern|eln)$/u.test(item.lastClean) && item.words >= 2 && !/(?:^|\s)(?:bin|bist|ist|sind|war|waren|hat|habe|hab|hatte)(?:\s|$)/u.test(item.fold)),
    statesFact: null,
    tidy: (title) => title,
  },

  completion: {
    markDone: [
      'abhaken', 'hak(?:e)?\\s+(?:\\p{L}+\\s+)?ab', 'als\\s+erledigt\\s+markieren', 'markiere?\\s+(?:\\p{L}+\\s+)?als\\s+erledigt', 'als\\s+erledigt',
      'streich(?:e)?\\s+(?:\\p{L}+\\s+)?durch', 'durchstreichen',
    ],
    statements: [
      'geshippt', 'gefixt', 'behoben', 'repariert', 'deployt', 'gemergt', '(?:geschlossen|gesloten)(?=\\s*[!.✅🎉]*\\s*$)',
      '(?:ist|sind)\\s+(?:jetzt\\s+)?(?:fertig|erledigt|raus|abgeschlossen|verschickt|gesendet|online|durch|live)', 'fertig\\s+gemacht', 'abgeschlossen',
      'verschickt', 'abgeschickt', 'fertig\\s+mit', 'erledigt', 'geschafft',
    ],
    pastForms: [
      // "hab die Rechnung bezahlt", "bin mit den Folien durch": the auxiliary and the participle, not the words between.
      '(?:hab|habe|ich\\s+hab|ich\\s+habe|hab\\s+ich|habe\\s+ich)(?=\\s+(?:\\p{L}+\\s+){0,6}(?!gehabt|gewesen|geworden)(?:ge|be|ver|er|ent|zer|ab|an|auf|aus|durch|ein|fertig|weg|zu)\\p{L}{2,}(?:t|en)\\s*[!.✅🎉]*\\s*$)',
      '(?<=(?:hab|habe)\\s+(?:ich\\s+)?(?:\\p{L}+\\s+){0,6})(?!gehabt|gewesen|geworden)(?:ge|be|ver|er|ent|zer|ab|an|auf|aus|durch|ein|fertig|weg|zu)\\p{L}{2,}(?:t|en)(?=\\s*[!.✅🎉]*\\s*$)',
      'bin\\s+mit(?=\\s+(?:\\p{L}+\\s+){0,6}(?:durch|fertig)\\s*[!.✅🎉]*\\s*$)', '(?<=bin\\s+mit\\s+(?:\\p{L}+\\s+){0,6})(?:durch|fertig)(?=\\s*[!.✅🎉]*\\s*$)',
    ],
    strip: ['hab', 'habe', 'ich', 'ja', 'schon', 'kannst\\s+du', 'die\\s+aufgabe', 'hier', 'jetzt'],
    notTasks: ['buch', 'fenster', 'tur', 'essen'],
    someoneElse: [
      '(?:mein(?:e)?)\\s+(?:kollege|kollegin|freund|freundin|schwester|bruder|chef|chefin|manager)', '(?:sein(?:e)?|ihr(?:e)?)\\s+(?:own\\s+)?(?:doktorarbeit)',
    ],
    selfStates: ['ich\\s+bin'],
  },

  dates: {
    monthFirst: false,
    numbers: { ein: 1, einem: 1, einen: 1, einer: 1, zwei: 2, drei: 3, vier: 4, funf: 5, sechs: 6, sieben: 7, zehn: 10, vierzehn: 14 },
    weekdays: [['montag'], ['dienstag'], ['mittwoch'], ['donnerstag'], ['freitag'], ['samstag', 'sonnabend'], ['sonntag']],
    weekdaySuffixes: ['morgen', 'vormittag', 'mittag', 'nachmittag', 'abend', 'nacht'],
    shortWeekdays: { names: { mo: 1, di: 2, mi: 3, do: 4, fr: 5, sa: 6 }, after: ['bis', 'am', 'bis zum'], beforeTime: [] },
    months: [
      ['januar'], ['februar'], ['marz'], ['april'], ['mai'], ['juni'], ['juli'], ['august'], ['september'], ['oktober', 'okt'], ['november'],
      ['dezember', 'dez'],
    ],
    before: ['bis', 'bis zum', 'bis spatestens', 'spatestens', 'am', 'vor', 'vor dem', 'fur', 'fur den', 'zum', 'diesen', 'diese', 'nachsten', 'nachste', 'kommenden', 'kommende'],
    after: ['spatestens'],
    particles: [],
    endOfMonth: ['(?:zum\\s+)?ende\\s+(?:des|dieses)\\s+monats', '(?:zum\\s+)?monatsende', 'ende\\s+monat'],
    endOfNamedMonth: ['(?:zum\\s+|bis\\s+)?ende'],
    endOfWeek: ['ende\\s+der\\s+woche'],
    dayAfterTomorrow: ['ubermorgen'],
    tomorrow: ['(?<!(?:guten|heute|gestern|jeden|goede|op\\s+een)\\s+)morgen'],
    today: ['heute(?:\\s+(?:abend|nachmittag|noch))?', 'feierabend', 'dienstschluss', 'ende\\s+des\\s+tages', 'tagesende'],
    nextWeek: ['nachste\\s+woche', 'kommende\\s+woche'],
    partsOfDay: ['fruh', 'nachmittag', 'abend'],
    inSpan: ['in'],
    spanUnits: ['tagen?', 'wochen?'],
    spanUnitsBeforeLater: [],
    later: [],
    timeBefore: ['um', 'bis', 'vor', 'gegen', 'ab'],
    timeBeforeBareHour: ['um', 'gegen'],
    hourUnits: ['uhr', 'h'],
    am: [],
    pm: [],
    morning: ['morgens', 'fruh', 'vormittags'],
    evening: ['nachmittags', 'abends', 'heute\\s+abend', 'heute\\s+nachmittag'],
    noon: ['mittag', 'mittags'],
    midnight: ['mitternacht'],
    halfHour: [],
    dayMonthLinks: [],
    ordinals: ['\\.'],
    quantityBefore: ['in'],
    patterns: {
      // "bis zum 5.", "am 30.", "vor dem 20.": the day needs its ordinal dot.
      dayOfMonth: '(?:(?:bis\\s+zum|bis\\s+spatestens\\s+zum|zum|am|vor\\s+dem|bis)\\s+)(?<day>\\d{1,2})\\.(?!\\d)',
    },
  },

  priority: {
    words: ['prioritat'],
    lowest: ['irgendwann(?:\\s+mal)?', 'wenn\\s+(?:ich\\s+)?zeit\\s+(?:ist|habe|hab)', 'niedrigste\\s+prioritat', 'bei\\s+gelegenheit'],
    low: [
      'niedrige(?:r)?\\s+{priority}', '{priority}\\s+niedrig', 'nicht\\s+(?:so\\s+)?dringend', 'keine\\s+eile', 'hat\\s+zeit', 'eilt\\s+nicht', 'nicht\\s+eilig',
    ],
    urgent: ['dringend', 'sofort', 'umgehend', 'hochste\\s+prioritat', 'eilig', 'schnellstmoglich', 'so\\s+schnell\\s+wie\\s+moglich', 'eilt'],
    high: ['wichtig', 'sehr\\s+wichtig', 'hohe(?:r)?\\s+{priority}', '{priority}\\s+hoch'],
  },

  mood: {
    words: ['stimmung', 'laune', 'stimmungs\\p{L}*'],
    logVerbs: ['eintragen', 'erfassen', 'notieren'],
    ratingPhrases: ['ich\\s+sag(?:e)?\\s+mal', 'ich\\s+(?:wurde\\s+)?sagen', 'ich\\s+gebe?\\s+(?:mir|dem\\s+tag)'],
    ratedThings: ['heute'],
    articles: ['eine?', 'ne'],
    outOf: ['von'],
    five: ['funf'],
    scaleFirst: [],
    points: [],
    rangeTo: ['bis'],
    countUnits: ['uhr', 'tage', 'stunden?'],
    grades: [],
    gradePhrases: [],
    historyCues: ['verlauf', 'durchschnitt', 'letzte[nm]?', 'vergangene[nm]?', 'war', 'trend', 'statistik', 'oktober'],
    logPhrases: [],
    historyOverLog: [],
    historyWords: ['verlauf'],
    feelings: {
      1: ['deprimiert', 'verzweifelt', 'am\\s+boden\\s+zerstort'],
      2: [
        'macht\\s+mich\\s+(?:fertig|kaputt)', 'erschopft', '(?:bin|total|echt|so|völlig|voellig|ganz)\\s+kaputt', 'mude', 'todmude',
        '(?:total|vollig|komplett|echt)\\s+fertig', 'ausgebrannt', 'gestresst', 'stressig', 'uberfordert', 'traurig', 'mies', 'krank', 'kopfschmerzen',
        'genervt', 'frustriert', 'besorgt', 'nervos', 'keine\\s+energie', 'schlapp', 'platt', 'am\\s+ende', 'lustlos', 'gelangweilt', 'keine\\s+lust(?:\\s+mehr)?',
        'null\\s+bock', 'schlechte?\\s+laune', 'schlechter\\s+tag', 'schlecht\\s+drauf', 'nicht\\s+gut\\s+drauf', 'bringt\\s+mich\\s+(?:noch\\s+)?um',
        'niedergeschlagen',
        'angst', 'ich\\s+dreh\\s+durch',
        '(?:mir\\s+)?raucht\\s+(?:\\p{L}+\\s+)?(?:der\\s+)?kopf', 'kopf\\s+raucht',
      ],
      3: ['geht\\s+so', 'so\\s+lala', 'naja'],
      4: [
        "(?:mir\\s+)?geht(?:\\s+es|'s|s)?(?:\\s+mir)?\\s+(?:(?:richtig|echt|sehr|ganz|super|total|wirklich)\\s+)?gut", '(?:ganz|sehr|echt|richtig)\\s+gut',
        'gut\\s+drauf', 'froh', 'glucklich', 'entspannt', 'motiviert', 'gute\\s+laune', 'ausgeruht', 'guter\\s+tag', 'gut\\s+gelaunt',
      ],
      5: ['toll', 'grossartig', 'fantastisch', 'super\\s+drauf', 'klasse', 'hervorragend', 'genial(?:er|en|es)?\\s+tag', 'genial', 'mega\\s+tag', 'hammer\\s+tag'],
    },
    hunger: ['sterbe\\s+vor\\s+hunger'],
    negators: ['nicht', 'kein(?:e[nmrs]?)?'],
  },

  crisis: [
    'mich\\s+umbringen', 'umbringen\\s+will', 'selbstmord\\p{L}*', 'suizid\\p{L}*', 'nicht\\s+mehr\\s+leben', 'will\\s+sterben', 'sterben\\s+will',
    'besser\\s+ohne\\s+mich', 'mir\\s+(?:etwas|was)\\s+antun', 'mich\\s+(?:selbst\\s+)?verletzen', 'will\\s+verschwinden', 'nicht\\s+mehr\\s+aufwachen',
    'keinen\\s+sinn\\s+mehr\\s+zu\\s+leben', 'leben\\s+beenden', 'nicht\\s+mehr\\s+da\\s+sein', 'allem\\s+ein\\s+ende\\s+(?:setzen|machen)',
    'schluss\\s+machen\\s+mit\\s+(?:allem|dem\\s+leben)', 'lebensmude', 'nicht\\s+mehr\\s+weiterleben', 'keinen\\s+sinn\\s+(?:mehr\\s+)?(?:im\\s+leben|zu\\s+leben|weiterzuleben)',
    'will\\s+(?:\\p{L}+\\s+){0,3}sterben', 'mir\\s+das\\s+leben\\s+(?:zu\\s+)?nehmen', 'mich\\s+(?:selbst\\s+)?zu\\s+verletzen', 'abschiedsbrie\\p{L}*', 'mich\\s+umzubringen', 'will\\s+nicht\\s+mehr\\s+(?:\\p{L}+\\s+)?(?:leben|sein)',
    '(?:keinen|kein)\\s+(?:grund|sinn)\\s+(?:mehr\\s+)?(?:zu\\s+leben|weiterzuleben|im\\s+leben)', 'einschlafen\\s+und\\s+nicht\\s+mehr\\s+aufwachen', 'niemand\\s+(?:wurde|würde)\\s+mich\\s+vermissen', 'ritze\\s+mich', 'mich\\s+ritzen',
  ],
  blockers: {
    phrases: ['blockiert', 'blocker', 'blockaden?', 'warte\\s+(?:noch\\s+|immer\\s+noch\\s+)?auf', 'warten\\s+(?:noch\\s+)?auf', 'hange\\s+(?:fest|an|bei)', 'haenge\\s+(?:fest|an|bei)', 'komme\\s+nicht\\s+weiter', 'festgefahren'],
    none: ['keine?', 'nichts', 'kein\\p{L}*', 'heute', 'aktuell'],
  },
};
