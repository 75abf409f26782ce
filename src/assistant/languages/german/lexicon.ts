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
    strong: `gerade vielen der die das den dem des ein eine einen einem einer und oder aber ist sind bin bist hat habe hast haben
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
    greetings: ['(schonen|guten) (montag|wochenstart|start in die woche)', 'hallo', 'servus', 'moin( moin)?', 'guten (morgen|tag|abend)', 'gru(ss|ß) gott', 'hallochen', 'moinsen', 'gruezi', 'tag', 'na'],
    greetingsNotOpening: ['tag', 'na'],
    greetingAddressees: ['alles fit( bei (euch|dir))?', 'na', 'zusammen', 'leute', 'wie geht(\\x27?s| es)?', 'wie lauft(\\x27?s| es)?', 'was geht', 'alle', 'alles (fit|klar|gut|roger)', 'wollte nur (kurz )?hallo sagen', 'keine neuen aufgaben'],
    thanks: ['danke', 'danke schon', 'vielen dank', 'dankeschon'],
    thankedAddressees: ['dir', 'sehr', 'schon'],
    questionOpeners: ['gibt\'?s', 
      'was', 'welche[rsnm]?', 'wann', 'wo', 'wer', 'warum', 'wie', 'wieviel', 'wie viele', 'gibt es', 'habe ich', 'hab ich', 'muss ich',
      'weiss jemand', 'kann ich', 'hat jemand',
    ],
    questionEndings: [],
    help: [
      'hilfe', 'wie (funktioniert|geht das|benutze ich|kann ich|mache ich|lege ich|trage ich)', 'was kannst du', 'befehle',
      'anleitung', 'was geht hier', '(versteh\\p{L}*|wei(ss|ß)) nicht,? wie (das|man|es|du)',
    ],
    howTo: ['zeig\\p{L}*( mir)?,? wie', 'was (kann|macht) (der|dieser|die|diese) (bot|app|assistent)', 'was kannst du (\\p{L}+ ){0,2}(alles|eigentlich|so)', 'wie funktioniert (die|diese|der|dieser|das) (app|bot|ding)', 'keine ahnung,? wie (\\p{L}+ ){0,3}(funktioniert|geht)', 'ich bin neu (hier|in der app)', '(blick|blicke|komm|komme|check|checke) (bei|mit) (der|dieser) app (\\p{L}+ ){0,3}nicht (durch|klar)', 'versteh\\p{L}* (die|diese) app (\\p{L}+ ){0,2}nicht', 'wie (kann|mache|lege|trage|markiere|erstelle|fuge|losche|andere|nutze|benutze|erfasse) ich', 'was bedeutet', 'was heisst', 'wie \\p{L}+ ich', 'ich brauche hilfe', 'erklar\\p{L}* (\\p{L}+ ){0,2}wie', 'wo (sehe|finde) ich', 'wo (sieht|findet) man', 'wo kann ich (\\p{L}+ ){0,2}(sehen|finden)', 'erklar\\p{L}* (\\p{L}+ ){0,2}(was|wofur|wozu|wo)'],
    farewells: ['bis (morgen|bald|spater|dann)', 'tschuss', 'schonen (abend|feierabend|tag)', 'gute nacht', 'schones wochenende'],
    followUps: ['und', 'auch', 'und auch'],
    past: ['waren wir', 'wir waren', 'sind wir', 'am (samstag|sonntag|wochenende) (waren|haben|sind)', 'gestern', 'vorgestern', 'neulich', '(letzte|vergangene) woche', '(letztes|vergangenes) wochenende'],
    notices: ['(nur )?zur (info|information|kenntnis)', 'zu deiner information', 'damit du bescheid wei(ss|ß)t'],
    askingAround: ['wei(ss|ß)t (jemand|wer)', 'hat jemand', 'jemand (eine ahnung|gesehen)', 'wisst ihr'],
    assistantNames: ['(der|dieser|den|diesen|dem|diesem) (bot|assistent\\p{L}*|chatbot)', 'diese app'],
    appWords: ['app', 'bot', 'assistent'],
    features: ['erinnerung(en)?', 'benachrichtigung(en)?', 'einstellungen', 'priorität(en)?', 'entwürfe', 'entwurf', 'fälligkeitsdatum', 'stimmung', 'sprache'],
    capability: ['kann (man|ich)', 'kannst du', 'geht (das|es)', 'ist es möglich', 'lassen sich', 'gibt es (eine|die|irgendeine) möglichkeit', 'können aufgaben', 'kann eine aufgabe', 'lässt sich'],
    taskFeatures: ['unteraufgaben?', 'teilaufgaben?', 'zuweisen', 'zuordnen', 'delegieren', 'teilen', 'wiederkehrend\\p{L}*', 'wiederholen', 'anhänge?', 'anhängen', 'tags?', 'labels?', 'kommentare?', 'farben?', 'kategorien?', 'exportieren'],
    taskStatus: ['(noch )?nicht (angefangen|begonnen|fertig|erledigt)', 'noch (immer )?offen', 'immer noch (nicht|offen|ausstehend)', 'im verzug', 'im rückstand', '(liege|liegt|liegen|hänge|hängt|hängen) (\\p{L}+ ){0,4}(zurück|hinterher)', '(bin|sind) (noch |etwas |total )?hinterher', 'steht noch aus', 'noch ausstehend'],
    laughter: ['(ha){2,}h?', 'hihi+', 'lol', 'xd+'],
    opinions: ['ich finde', 'finde ich', 'meiner meinung nach', 'meines erachtens'],
    hearsay: ['(ich )?hab(e)? gehort', 'angeblich', 'wie ich gehort habe'],
  },

  tasks: {
    nouns: ['was liegt (\\p{L}+ ){0,3}an', 'was brennt', '(meiner|der|deiner|seiner|ihrer) liste', 'auf dem zettel', 'woran (ich|wir) (noch |gerade )*(sitze|sitzen|arbeite|arbeiten)', '(eine|ne|die) (übersicht|liste)', 'hinterher', 'nicht erledigt', 'noch nicht (erledigt|fertig|gemacht)', 'unerledigt',
      'aufgaben?', 'todos', 'fallig', 'uberfallig', 'zu tun', 'zu erledigen', 'noch offen', '(ist|sind) offen',
      'offenen? (punkte|sachen|themen|todos|tasks)', 'frist(en)?', 'uber der frist', 'termine', 'was (muss|habe|hab|soll) ich', 'was steht',
      'steht (heute|morgen|noch|diese woche)?\\s*an', 'auf dem plan',
    ],
    show: ['sag (mir|uns)( mal| bitte)?', 'sag mal', 'zeig( mal| her| uns| mir mal)?', 'ich (will|möchte|würde gerne?) (\\p{L}+ ){1,4}sehen', '(mir )?(mal |bitte |kurz |eben |nochmal )*(auflisten|anzeigen|zeigen|zusammenfassen|aufzählen)', 'gib mir( mal)?', 'zeig mir', 'zeige', 'liste', 'auflisten'],
    showEndings: [],
    stats: ['statistik(en)?', 'wie viele aufgaben', 'erledigungsquote', 'abschlussquote', 'mein fortschritt'],
    counting: ['wie viele?'],
    done: ['erledigt', 'abgeschlossen', 'geschafft'],
    create: [
      'erinnere mich', 'erinner mich', 'neue aufgabe', 'aufgabe (anlegen|erstellen|hinzufugen)', 'fuge (eine )?aufgabe',
      'nicht vergessen', 'nich vergessen', 'vergiss nicht', 'notier(e|en|st|t)?', 'fuge (?=["\'])',
      'erinner(e)? mich (dran|daran)', 'mich (bitte )?(dran|daran) erinnern', 'trag(e)? (mir |bitte )?(ein|auf)(?=\\s*[:,]| \\p{L})', 'schreib(e)? (mir )?auf(?=\\s*[:,])',
    ],
    obligations: ['ich muss', 'muss', 'mussen', 'wir mussen', 'ich sollte', 'sollte', 'soll', 'ich brauche'],
    obligationsKeptInTitles: [],
    obligationForms: null,
    notes: ['(zum|zur) \\p{L}+', 'an (den|die|das) \\p{L}+ (schicken|senden)'],
    deadlineWords: ['bis', 'bis zum', 'spatestens', 'vor'],
    listHeaders: ['aufgaben', 'zu erledigen', 'todo-liste'],
    addToList: {
      askers: ['kannst du'],
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
    politeRequests: ['kannst du', 'konntest du', '(konnen|konnten) sie', 'kannst du (bitte|mal)'],
    something: ['etwas', 'irgendwas', 'irgendetwas'],
    whatNext: ['was jetzt', 'was nun'],
    actions: {
      cancel: ['storniere', 'stornieren', 'sag (\\p{L}+ ){0,3}ab', 'absagen'],
      delete: ['losch\\p{L}*', 'entfern\\p{L}*'],
      move: ['verschieb\\p{L}*', 'verleg\\p{L}*', 'setz (\\p{L}+ ){0,4}auf'],
      objects: ['aufgaben?', 'erinnerung(en)?', 'todos?'],
    },
    overdueWords: ['uberfallig'],
    urgentWords: ['dringend', 'wichtig'],
  },

  periods: {
    today: ['heute'],
    week: ['woche'],
    month: ['monat'],
    year: ['jahr'],
    lastMonth: ['letzten monat', 'vormonat'],
    monthNames: ['oktober'],
  },

  titles: {
    leadFillers: [
      'bitte', 'kannst du', 'konntest du', 'erinnere mich( daran)?', 'nicht vergessen', 'vergiss nicht', 'auch', 'und', 'aber', 'dann',
      'trotzdem', 'ich', 'noch',
      'erinner(e)? mich (dran|daran)', 'trag(e)? (mir |bitte )?(ein|auf)', '(kannst|konntest) du mich (bitte )?(dran|daran) erinnern( dass)?', 'nich vergessen', 'dass (ich|wir)',
      'also', 'deshalb', 'daher', 'deswegen',
    ],
    trailFillers: ['bitte', 'danke', 'bis', 'vor', 'und'],
    softWords: ['ach', 'ach ja', 'ja', 'ok', 'okay', 'oh', 'ubrigens', 'na', 'naja', 
      'wenn es dir nichts ausmacht', 'wenn moglich', 'es', 'ist', 'hat', 'das', 'ich', 'bin', 'echt', 'total', 'sehr', 'ganz', 'heute', 'so',
      'was fur', 'eine', 'woche', 'aber', 'und', 'gerade', 'mega',
      'bisschen', 'ein bisschen',
      'komplett', 'vollig', 'ziemlich', 'etwas', 'voll', 'extrem', 'richtig', 'absolut',
    ],
    butWords: ['aber', 'trotzdem', 'dennoch'],
    headerFillers: ['meine', 'hab', 'kurze', 'kleine', 'schnelle', '(zwei|drei|vier|2|3|4) (dinge|sachen|aufgaben)'],
    subjectStarts: ['der', 'die', 'das', 'unser', 'unsere', 'wir', 'er', 'sie', 'es'],
    pointerWords: ['das', 'es', 'du'],
    allItems: ['beide', 'alle', 'alles', 'beides'],
    reportedSpeech: ["(sagt|meint|hat gesagt|findet)( dass)?"],
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
      'abhaken', 'hak(e)? (\\p{L}+ )?ab', 'als erledigt markieren', 'markiere? (\\p{L}+ )?als erledigt', 'als erledigt',
      'streich(e)? (\\p{L}+ )?durch', 'durchstreichen',
    ],
    statements: [
      'geshippt', 'gefixt', 'behoben', 'repariert', 'deployt', 'gemergt', '(geschlossen|gesloten)(?=\\s*[!.✅🎉]*\\s*$)',
      '(ist|sind) (jetzt )?(fertig|erledigt|raus|abgeschlossen|verschickt|gesendet|online|durch|live)', 'fertig gemacht', 'abgeschlossen',
      'verschickt', 'abgeschickt', 'fertig mit', 'erledigt', 'geschafft',
    ],
    pastForms: [
      // "hab die Rechnung bezahlt", "bin mit den Folien durch": the auxiliary and the participle, not the words between.
      '(hab|habe|ich hab|ich habe|hab ich|habe ich)(?= (\\p{L}+ ){0,6}(?!gehabt|gewesen|geworden)(ge|be|ver|er|ent|zer|ab|an|auf|aus|durch|ein|fertig|weg|zu)\\p{L}{2,}(t|en)\\s*[!.✅🎉]*\\s*$)',
      '(?<=(hab|habe) (ich )?(\\p{L}+ ){0,6})(?!gehabt|gewesen|geworden)(ge|be|ver|er|ent|zer|ab|an|auf|aus|durch|ein|fertig|weg|zu)\\p{L}{2,}(t|en)(?=\\s*[!.✅🎉]*\\s*$)',
      '(?<=^\\s*(\\p{L}+ ){1,3})(ab|an|auf|aus|ein|mit|vor|zu|weg)?ge(?!brauch|fall|hor|ling|nieß|niess|schehen|stalt|steh|winn|wohn|nehmig|fahrd)\\p{L}{3,}(t|en)(?=\\s*[!.✅🎉]*\\s*$)',
      'bin mit(?= (\\p{L}+ ){0,6}(durch|fertig)\\s*[!.✅🎉]*\\s*$)', '(?<=bin mit (\\p{L}+ ){0,6})(durch|fertig)(?=\\s*[!.✅🎉]*\\s*$)',
    ],
    irregularForms: {
      gebracht: 'bringen', gedacht: 'denken', getan: 'tun', gegangen: 'gehen', gesandt: 'senden', genommen: 'nehmen', getroffen: 'treffen',
      geholfen: 'helfen', gesprochen: 'sprechen', gefunden: 'finden', geschnitten: 'schneiden', abgegeben: 'abgeben', erledigt: 'erledigen',
    },
    strip: ['hab', 'habe', 'ich', 'ja', 'schon', 'kannst du', 'die aufgabe', 'hier', 'jetzt'],
    notTasks: ['roman', 'wanderung', 'buch', 'fenster', 'tur', 'essen'],
    someoneElse: [
      '(grosses |riesen )?lob an', 'hut ab', 'respekt an',
      '(mein(e)?) (kollege|kollegin|freund|freundin|schwester|bruder|chef|chefin|manager)', '(sein(e)?|ihr(e)?) (own )?(doktorarbeit)',
    ],
    selfStates: ['ich bin'],
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
    endOfMonth: ['(zum )?ende (des|dieses) monats', '(zum )?monatsende', 'ende monat'],
    endOfNamedMonth: ['(zum |bis )?ende'],
    endOfWeek: ['ende der woche'],
    dayAfterTomorrow: ['ubermorgen'],
    tomorrow: ['(?<!(guten|heute|gestern|jeden|goede|op een) )morgen'],
    today: ['heute( (abend|nachmittag|noch))?', 'feierabend', 'dienstschluss', 'ende des tages', 'tagesende'],
    nextWeek: ['nachste(r|n)? woche', 'kommende(r|n)? woche'],
    weekLinks: ['am'],
    afterNext: ['in (einer|1) woche', 'in acht tagen'],
    byThen: ['bis dahin', 'bis zu diesem zeitpunkt', 'bis zu dem zeitpunkt', 'bis zu diesem termin', 'bis zu dem tag', 'vorher'],
    pointBack: ["trag('s| es| das)( ein)?", "schreib('s| es| das)( auf)?", "setz('s| es| das)( an)?"],
    partsOfDay: ['fruh', 'nachmittag', 'abend',
      // said hours ("am Donnerstag um halb drei", "Freitag gleich in der Früh")
      'um (halb |viertel (vor|nach) )?(eins|zwei|drei|vier|funf|sechs|sieben|acht|neun|zehn|elf|zwolf)( uhr)?', '(gleich )?(in der fruh|als erstes|morgens)'],
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
    evening: ['nachmittags', 'abends', 'heute abend', 'heute nachmittag'],
    noon: ['mittag', 'mittags'],
    midnight: ['mitternacht'],
    halfHour: [],
    eitherDay: [],
    pastAfterEitherDay: [],
    hourWords: { zwei: 2, drei: 3, vier: 4, funf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9, zehn: 10, elf: 11, zwolf: 12 },
    halfBeforeHour: ['halb'],
    dayMonthLinks: [],
    ordinals: ['\\.'],
    quantityBefore: ['in'],
    patterns: {
      // "übernächste Woche": the week after next, two weeks on.
      inDays: { src: '(?:in\\s+der\\s+)?(?:ue|u)bern(?:ae|a)chste[nr]?\\s+woche', days: () => 14 },
      // "bis zum 5.", "am 30.", "vor dem 20.": the day needs its ordinal dot.
      dayOfMonth: '(?:(?:bis\\s+zum|bis\\s+spatestens\\s+zum|zum|am|vor\\s+dem|bis)\\s+)(?<day>\\d{1,2})\\.(?!\\d)',
    },
  },

  priority: {
    words: ['prioritat'],
    lowest: ['irgendwann( mal)?', 'wenn (ich )?zeit (ist|habe|hab)', 'niedrigste prioritat', 'bei gelegenheit', 'niedrigste(r|n)? {priority}'],
    low: [
      '(mit )?niedrige(r|n)? {priority}', '{priority} niedrig', 'nicht (so )?dringend', 'keine eile', 'hat zeit', 'eilt nicht', 'nicht eilig',
      'eilt (aber |ja |auch )?nicht', 'hat (aber |ja )?keine eile', 'keine eile (aber|ja)',
    ],
    urgent: ['dringend', 'sofort', 'umgehend', 'hochste prioritat', 'eilig', 'schnellstmoglich', 'so schnell wie moglich', 'eilt', 'hochste(r|n)? {priority}', 'asap', 'superdringend', 'brandeilig'],
    high: ['wichtig', 'sehr wichtig', '(mit )?hohe(r|n)? {priority}', '{priority} hoch', '(hat|mit) {priority}'],
    around: ['ist', 'das ist', 'es ist', 'das', 'sehr', 'echt', 'total', 'super', 'ziemlich', 'bitte', 'wirklich'],
    negators: ['nicht', 'nich', 'net', 'kein', 'keine'],
  },

  mood: {
    words: ['stimmung', 'laune', 'stimmungs\\p{L}*'],
    logVerbs: ['eintragen', 'erfassen', 'notieren'],
    ratingPhrases: ['ich sag(e)? mal', 'ich (wurde )?sagen', 'ich gebe? (mir|dem tag)'],
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
      1: ['deprimiert', 'verzweifelt', 'am boden zerstort', 'fix und fertig', '(total|vollig|komplett|echt|so) erledigt', 'am boden', 'total am ende', 'beschissen', 'schei(ss|ß)tag', 'furchtbar', 'schrecklich', 'katastrophal', '(voll|total|vollig|komplett|echt|richtig) im eimer', '(total|voll|vollig|komplett|echt|richtig) k\\.?\\s?o\\.?'],
      2: [
        'antriebslos', 'lustlos', 'demotiviert', 'schlapp', '(bin|total|voll|ziemlich|echt) platt', 'keine energie',
        'macht mich (fertig|kaputt)', 'erschopft', '(bin|total|echt|so|völlig|voellig|ganz) kaputt', 'mude', 'todmude',
        '(total|vollig|komplett|echt) fertig', 'ausgebrannt', 'gestresst', 'stressig', 'uberfordert', 'traurig', 'mies', 'krank', 'kopfschmerzen',
        'genervt', 'frustriert', 'besorgt', 'nervos', 'keine energie', 'schlapp', 'platt', 'am ende', 'lustlos', 'gelangweilt', 'keine lust( mehr)?',
        'null bock', 'schlechte? laune', 'schlechter tag', 'schlecht drauf', 'nicht gut drauf', 'bringt mich (noch )?um',
        'niedergeschlagen',
        'angst', 'ich dreh durch',
        '(mir )?raucht (\\p{L}+ )?(der )?kopf', 'kopf raucht',
        'bedruckt', 'schlecht gelaunt', 'angespannt', 'gereizt', 'enttauscht', 'entmutigt', 'unruhig', 'ausgelaugt', 'hundemude', 'bescheiden', 'schlecht', 'mies drauf', 'durchhanger', 'nicht mein tag', '(harter|langer|anstrengender|stressiger|zaher) (tag|woche)', 'anstrengend',
        'im eimer', 'erkaltet', '(hab|habe|mit) (die |ne |eine )?(grippe|fieber)', '(schlecht|kaum|wenig|nicht|miserabel) geschlafen', 'kopfweh', 'brummschadel', 'nur (noch )?von kaffee', 'lebe (\\p{L}+ ){0,2}von kaffee', '(ersticke|ertrinke|versinke) (\\p{L}+ ){0,2}in (arbeit|mails|aufgaben)', '(in arbeit|in mails) (ersticken|ertrinken|versinken)', 'land unter', 'bis zum hals', 'zu viel (arbeit|zu tun|auf dem tisch)', 'uberlastet', 'zugeschuttet', 'am rotieren', 'die nase voll', 'den kanal voll', '(komplett|total|voll|echt|vollig) durch', 'migrane', 'verkatert', '(hab|habe|hab nen|hab einen) kater',
      ],
      3: ['geht so', 'so lala', 'naja'],
      4: [
        "(mir )?geht( es|'s|s)?( mir)? ((richtig|echt|sehr|ganz|super|total|wirklich) )?gut", '(ganz|sehr|echt|richtig) gut',
        'gut drauf', 'froh', 'glucklich', 'entspannt', 'motiviert', 'gute laune', 'ausgeruht', 'guter tag', 'gut gelaunt',
        'zufrieden', 'stolz', 'erleichtert', 'dankbar', 'optimistisch', 'munter', 'zuversichtlich', 'gelassen', 'kann nicht klagen', 'lauft (ganz |richtig |echt |super )?gut', 'lief (ganz |richtig |echt |super )?gut', 'lauft bei mir', '(fuhl|fuhle) mich (wohl|gut)', 'ich freu(e)? mich', 'gut ausgeschlafen', 'ausgeschlafen',
        '(alles )?(gut |voll |fest )?im griff', 'fuhlt sich gut an', 'lauft rund', 'bisher (ein )?(guter|schoner|toller) tag',
      ],
      5: ['euphorisch', 'uberglucklich', 'im siebten himmel', 'hin und weg', 'toll', 'grossartig', 'fantastisch', 'super drauf', 'klasse', 'hervorragend', 'genial(er|en|es)? tag', 'genial', 'mega tag', 'hammer tag', '(fuhl|fuhle|fuehle|fuehl) mich (super|toll|grossartig|mega|fantastisch|spitze|klasse|bestens)', 'mega gut', 'bestens', 'spitze', 'wunderbar', 'herrlich', 'traumhaft', 'begeistert', 'freu(e)? mich (so|riesig|total|sehr|mega)', 'wie am schnurchen', 'total happy', 'super gelaunt', 'bester laune', 'mega gut gelaunt'],
    },
    hunger: ['sterbe vor hunger'],
    negators: ['nicht', 'kein(e[nmrs]?)?'],
    negatedBefore: [],
    negatedAfter: [],
    softeners: ['etwas', 'ein bisschen', 'bisschen', 'ein wenig', 'leicht', 'ein bissl'],
    others: ['(der|die|unser|unsere) (kunde|kundin|kunden|chef|chefin|team|nutzer|kollege|kollegin|kollegen)', '(der|dieser|den) film', '(das|dieses) (buch|spiel|ende)', '(die|diese) (serie|folge)'],
    me: ['mich', 'mir', 'mein', 'meine', 'meinen'],
  },

  crisis: [
    'mich umbringen', 'umbringen will', 'selbstmord\\p{L}*', 'suizid\\p{L}*', 'nicht mehr leben', 'will sterben', 'sterben will',
    'besser ohne mich', 'mir (etwas|was) antun', 'mich (selbst )?verletzen', 'will verschwinden', 'nicht mehr aufwachen',
    'keinen sinn mehr zu leben', 'leben beenden', 'nicht mehr da sein', 'allem ein ende (setzen|machen)',
    'schluss machen mit (allem|dem leben)', 'lebensmude', 'nicht mehr weiterleben', 'keinen sinn (mehr )?(im leben|zu leben|weiterzuleben)',
    'will (\\p{L}+ ){0,3}sterben', 'mir das leben (zu )?nehmen', 'mich (selbst )?zu verletzen', 'abschiedsbrie\\p{L}*', 'mich umzubringen', 'will nicht mehr (\\p{L}+ )?(leben|sein)',
    '(keinen|kein) (grund|sinn) (mehr )?(zu leben|weiterzuleben|im leben)', 'einschlafen und nicht mehr aufwachen', 'niemand (wurde|würde) mich vermissen', 'ritze mich', 'mich ritzen',
  ],
  blockers: {
    phrases: ['blockiert', 'blocker', 'blockaden?', 'warte (noch |immer noch )?auf', 'warten (noch )?auf', 'hange (fest|an|bei)', 'haenge (fest|an|bei)', 'komme nicht weiter', 'festgefahren'],
    none: ['keine?', 'nichts', 'kein\\p{L}*', 'heute', 'aktuell'],
  },
};
