// Italian: every word and phrase the built-in engine knows in this language.
import type { Lexicon } from '../lexicon-types.ts';
import { words } from '../words.ts';
import { ROMANCE, romanceInfinitive } from '../romance.ts';

export const lexicon: Lexicon = {
  boundaries: 'words',
  verbShape: true,
  unspaced: false,

  detection: {
    iso: 'it',
    strong: `il lo gli un uno una di del della dei delle al alla ai agli ed che sono sei ho hai abbiamo fare fatto
      oggi domani dopodomani ieri settimana mese giorno lunedi martedi mercoledi giovedi venerdi sabato domenica
      io mio mia miei mie ti tuo tua noi ci non ma molto piu come quando dove quale quanti quante chi ciao ehi
      grazie buongiorno buonasera aiuto aiutami attivita compiti umore finito finita ricordami entro prima fino gia
      anche tutto tutti niente qualcosa questo questa quello quella bene male stanco stanca stanchissima stanchissimo
      inviare mandare chiamare controllare puoi voglio devo dobbiamo cose adesso ora poi dopo senza su per con tra fra
      ancora solo ogni altro altra pure segna porta stampa priorita bassa alta chiudere rinnovare rifare rispondere
      sistemare stampante stampare ritardo scadenza scadenze aggiornare commenti sito funzioni funziona torta salve sto stai serve qualcuno nessuno sempre mai pranzo cena chiavi chiave perche oppure allora ecco vero bello bella tanto troppo subito visto
      fattura rapporto riunione cliente clienti preventivo proposta contratto presentazione chiamata squadra capo ufficio progetto consegna comunicato preparare finire scrivere correggere pubblicare pianificare organizzare rivedere`,
    common: 'la le e o i mi si a in',
    weak: '',
    phrases: [],
    hints: [[/[ìò]/g, 1.2], [/[èàù]/g, 0.6], [/(?<=\p{L})(?:zion[ei]\b|gli\p{L}*|cchi?\p{L}*)/gu, 0.6]],
    borrowed: '',
    mixesWith: null,
  },

  conversation: {
    greetings: ['ciao', 'salve', 'buongiorno', 'buonasera', 'buon\\s+pomeriggio', 'ehi', 'ehila', 'hey\\s+ciao', 'ue'],
    greetingsNotOpening: [],
    greetingAddressees: ['a\\s+tutti', 'ragazzi', 'come\\s+va', 'come\\s+stai', 'come\\s+butta', 'tutto\\s+bene', 'come\\s+andiamo', 'solo\\s+per\\s+salutare', 'niente\\s+nuove\\s+attivita'],
    thanks: ['grazie', 'grazie\\s+mille'],
    thankedAddressees: ['mille', 'tanto'],
    questionOpeners: [
      'cosa', 'che\\s+cosa', 'quale', 'quali', 'quando', 'dove', 'chi', 'perche', 'come', 'quanto', 'quanti', 'quante', "c'e", 'ci\\s+sono', 'qualcuno',
    ],
    questionEndings: [],
    help: [
      'aiuto', 'aiutami', 'come\\s+(?:funziona|funzioni|si\\s+usa|faccio|posso|si\\s+fa)', 'cosa\\s+sai\\s+fare', 'cosa\\s+puoi\\s+fare', 'comandi', 'istruzioni',
    ],
    howTo: ['come\\s+(?:faccio|posso|si|creo|aggiungo|segno|cancello|uso)', 'cosa\\s+vuol\\s+dire', 'che\\s+significa', 'cosa\\s+significa', '(?<=^\\s*)come\\s+(?:(?:lo|la|le|si)\\s+)?\\p{L}{2,}o(?![\\p{L}])', 'mi\\s+serve\\s+(?:una\\s+mano|aiuto)', 'ho\\s+bisogno\\s+di\\s+aiuto'],
    farewells: ['a\\s+(?:domani|dopo|presto|lunedi)', 'ci\\s+vediamo(?:\\s+\\p{L}+)?', 'buona\\s+(?:serata|notte|giornata)', 'arrivederci'],
    followUps: ['e', 'anche', 'e\\s+anche'],
  },

  tasks: {
    nouns: [
      'attivita', 'compiti', 'cose\\s+da\\s+fare', 'da\\s+fare', 'scadenz[ae]', 'in\\s+scadenza', 'in\\s+ritardo', 'scadut[eoi]',
      'qualcosa\\s+da\\s+(?:consegnare|fare|finire|mandare)', 'scade', 'scadono', 'cosa\\s+(?:devo|ho\\s+da)\\s+fare', 'che\\s+(?:devo|ho\\s+da)\\s+fare',
      "cosa\\s+c'e\\s+da\\s+fare", 'cosa\\s+mi\\s+resta',
      'cosa\\s+scade', 'in\\s+ordine\\s+di\\s+priorita',
    ],
    show: ['mostra', 'mostrami', 'fammi\\s+vedere', 'elenca', 'dimmi'],
    showEndings: [],
    stats: ['statistiche', 'quante\\s+(?:attivita|task)', 'tasso\\s+di\\s+completamento', 'i\\s+miei\\s+progressi', 'percentuale\\s+di\\s+completamento'],
    counting: ['quant[ie]'],
    done: ['finit[oe]', 'chius[oei]', 'completat[eio]', 'ho\\s+chiuso', 'ho\\s+finito'],
    create: [
      'ricordami', 'ricordarmi', 'nuova\\s+attivita', 'aggiungi\\s+(?:un[ao]?\\s+)?(?:attivita|task|promemoria)',
      "aggiungere\\s+(?:un[ao]?\\s+|un'\\s*)?(?:attivita|task|promemoria)", "un'attivita\\s+per", 'aggiungi\\s+anche',
      "creare\\s+(?:un[ao]?\\s+|un'\\s*)?(?:attivita|task|promemoria)", 'crea\\s+(?:un[ao]?\\s+)?(?:attivita|task)', 'non\\s+(?:ti\\s+)?(?:dimenticar|scordar)\\p{L}*',
      'non\\s+farmi\\s+dimenticare', 'segnati', 'segnarti', 'segnarmi', 'appunta', 'aggiungi\\s+(?=["\'])',
      'segnami', 'segnatevi', 'aggiungi(?!\\s+che)',
    ],
    obligations: ['devo', 'dobbiamo', 'bisogna', 'ho\\s+bisogno\\s+di', 'mi\\s+tocca', 'tocca', 'dovrei', 'devi', "c'e\\s+da"],
    obligationsKeptInTitles: [],
    obligationForms: null,
    notes: [],
    deadlineWords: ['entro', 'entro\\s+il', 'prima\\s+di'],
    listHeaders: ['da\\s+fare', 'attivita', 'cose\\s+da\\s+fare'],
    addToList: {
      askers: ['puoi'],
      verbs: ['aggiungi', 'metti'],
      prepositions: ['alla', 'nella', 'sulla', 'nel'],
      owners: ['mia', 'la'],
      kinds: [],
      lists: ['lista'],
      closers: [],
      ending: null,
    },
    negations: ['nessun[ao]?'],
    negationsAfter: [],
    askedBefore: [],
    politeRequests: ['puoi', 'potresti', '(?:mi\\s+)?(?:puoi|potresti|potrebbe)\\s+(?:per\\s+favore)'],
    something: ['qualcosa'],
    whatNext: ['e\\s+ora', 'e\\s+adesso'],
    actions: {
      cancel: ['annulla', 'annullare', 'disdici', 'disdire'],
      delete: ['cancella', 'cancellare', 'elimina', 'eliminare', 'togli', 'togliere', 'rimuovi'],
      move: ['sposta', 'spostare', 'rimanda', 'rimandare', 'posticipa', 'posticipare', 'anticipa'],
      objects: ['attivita', 'promemoria', 'task'],
    },
    overdueWords: ['scadut', 'ritardo'],
    urgentWords: ['urgente'],
  },

  periods: {
    today: ['oggi'],
    week: ['settiman[ae]'],
    month: ['mese'],
    year: ['anno'],
    lastMonth: ['ultimo\\s+mese', 'mese\\s+scorso'],
    monthNames: ['ottobre'],
  },

  titles: {
    leadFillers: [
      'per\\s+favore', 'puoi', 'potresti', 'ricordami\\s+di', 'ricordarmi\\s+di', 'non\\s+(?:ti\\s+)?(?:dimenticar|scordar)(?:e|ti)\\s+di',
      'non\\s+farmi\\s+dimenticare\\s+di', 'anche', 'ma', 'poi', 'ancora', 'io', 'pure', "aggiungere\\s+un'?\\s*attivita\\s+per",
      "non\\s+dimenticare\\s+d'", "ricordami\\s+d'",
      'quindi', 'allora', 'per\\s+cui', 'percio',
    ],
    trailFillers: ['per\\s+favore', 'grazie', 'per', 'entro', 'e'],
    softWords: [
      'se\\s+non\\s+ti\\s+dispiace', 'se\\s+possibile', 'e', 'non\\s+e', 'sono', 'molto', 'davvero', 'proprio', 'oggi', 'che', 'settimana', 'giornata', 'ma',
      'un\\s+po',
      'troppo', 'abbastanza', 'completamente', 'totalmente', 'parecchio', 'tanto', 'super',
    ],
    butWords: ['ma', 'comunque'],
    headerFillers: ['miei', 'ho', '(?:due|tre|quattro|2|3|4)\\s+(?:cose|compiti)'],
    subjectStarts: ['il', 'lo', 'gli', 'la'],
    pointerWords: ['questo'],
    allItems: ['entrambi', 'tutt[eio]', 'tutti\\s+e\\s+due', 'entrambe'],
    quoteWrapperWords: ['aggiungi', 'crea', 'un', 'attivita', 'alla', 'mia'],
    conjunctions: '\\s+(?:e\\s+poi|e\\s+anche|e|ed|poi)\\s+',
    itemConjunctions: null,
    looseConjunctions: false,
    nounConjunctions: [],
    verbs: words('invia chiama fai scrivi controlla metti carica compra paga aggiorna sistema prenota conferma rispondi finisci'),
    notVerbs: words('per mare dolore cuore fiore amore colore valore settore fattore motore dottore autore attore ore'),
    startsTask: (item, verbs) => romanceInfinitive(item.first, verbs) || verbs.isVerb(item.first, ROMANCE) || verbs.isVerb(item.first, ['english']),
    statesFact: null,
    tidy: (title) => title,
  },

  completion: {
    markDone: [
      'segna(?:lo|la|re)?(?:\\s+pure)?\\s+come\\s+(?:fatt[oa]|completat[oa]|chius[oa])', 'spunta(?:re|lo|la)?', 'come\\s+(?:fatt[oa]|completat[oa])',
    ],
    statements: [
      '(?:ho\\s+)?(?:finito|terminato|completato|chiuso|inviato|mandato|consegnato|pubblicato|rilasciato|sistemato|risolto|corretto|aggiustato)',
      'e\\s+(?:fatt[oa]|finit[oa]|pront[oa]|completat[oa]|chius[oa]|inviat[oa])', 'fatt[oa]',
    ],
    pastForms: ['(?:^\\s*|ho\\s+(?:gia\\s+|appena\\s+|finalmente\\s+)?)(?!(?:avut|stat|dovut|potut|volut|sentit|capit|dormit|mangiat)[oaie])\\p{L}{3,}(?:at|ut|it)[oaie](?![\\p{L}])'],
    strip: ['gia', 'pure', 'puoi', "l'attivita"],
    notTasks: ['finestra', 'romanzo', 'pranzo'],
    someoneElse: ['(?:(?:il\\s+)?mio|(?:la\\s+)?mia)\\s+(?:amic[oa]|sorella|fratello|collega|capo|manager)', '(?:suo)\\s+(?:own\\s+)?(?:tesi)'],
    selfStates: ['sono'],
  },

  dates: {
    monthFirst: false,
    numbers: { un: 1, uno: 1, una: 1, due: 2, tre: 3, quattro: 4, cinque: 5, sei: 6, sette: 7, dieci: 10 },
    weekdays: [['lunedi'], ['martedi'], ['mercoledi'], ['giovedi'], ['venerdi'], ['sabato'], ['domenica']],
    weekdaySuffixes: [],
    shortWeekdays: { names: { lun: 1, mar: 2, mer: 3, gio: 4, ven: 5, sab: 6, dom: 7 }, after: ['entro', 'per'], beforeTime: [] },
    months: [
      ['gennaio', 'gen'], ['febbraio'], ['marzo'], ['aprile'], ['maggio', 'mag'], ['giugno', 'giu'], ['luglio', 'lug'], ['agosto', 'ago'],
      ['settembre', 'set'], ['ottobre', 'ott'], ['novembre'], ['dicembre', 'dic'],
    ],
    before: ['entro', 'entro il', 'per', 'prima di', 'il', 'questo', 'questa', 'prossimo', 'prossima', 'lo', 'al massimo', 'al massimo entro', 'al piu tardi'],
    after: ['prossimo', 'prossima', 'al piu tardi', 'al massimo'],
    particles: [],
    endOfMonth: ['(?:la\\s+)?fine\\s+(?:del\\s+)?mese', 'fine\\s+mese'],
    endOfNamedMonth: ['(?:la\\s+)?fine(?:\\s+di)?'],
    endOfWeek: ['fine\\s+settimana'],
    dayAfterTomorrow: ['dopodomani'],
    tomorrow: ['domani'],
    today: ['oggi(?:\\s+pomeriggio)?', 'stasera', 'stanotte', 'fine\\s+giornata', 'in\\s+giornata'],
    nextWeek: ['la\\s+prossima\\s+settimana', 'settimana\\s+prossima'],
    partsOfDay: ['mattina', 'pomeriggio', 'sera'],
    inSpan: ['tra', 'fra', 'entro'],
    spanUnits: ['giorni', 'giorno', 'settiman[ae]'],
    spanUnitsBeforeLater: [],
    later: [],
    timeBefore: ['alle', 'entro\\s+le', 'prima\\s+delle', 'verso\\s+le'],
    timeBeforeBareHour: ['alle', 'verso\\s+le', 'entro\\s+le', 'prima\\s+delle'],
    hourUnits: [],
    am: [],
    pm: [],
    morning: ['di\\s+mattina', 'della\\s+mattina', 'stamattina'],
    evening: ['del\\s+pomeriggio', 'di\\s+(?:sera|pomeriggio)', 'della\\s+sera', 'stasera'],
    noon: ['mezzogiorno'],
    midnight: ['mezzanotte'],
    halfHour: ['e\\s+mezza', 'e\\s+mezzo'],
    dayMonthLinks: [],
    ordinals: [],
    quantityBefore: ['tra', 'fra'],
    patterns: {
      // "in fifteen days" is said for two weeks.
      inDays: { src: '(?:tra|fra|entro)\\s+quindici\\s+giorni', days: () => 14 },
      dayOfMonth: "(?:(?:entro\\s+il|prima\\s+del|per\\s+il|il)\\s+)(?<day>\\d{1,2})(?![.,:/]?\\d|\\s*%)",
    },
  },

  priority: {
    words: ['priorita'],
    lowest: ['prima\\s+o\\s+poi', 'un\\s+giorno', 'quando\\s+(?:capita|posso|ho\\s+tempo|hai\\s+tempo)', 'priorita\\s+minima', 'con\\s+comodo'],
    low: [
      'bassa\\s+{priority}', '{priority}\\s+bassa', 'non\\s+(?:e\\s+)?urgente', 'con\\s+calma', 'senza\\s+fretta', 'nessuna\\s+fretta', "non\\s+c'e\\s+fretta",
    ],
    urgent: [
      'urgente?', 'urgentissim[oa]', 'subito', 'immediatamente', 'al\\s+piu\\s+presto', 'prima\\s+possibile', 'massima\\s+priorita', 'priorita\\s+massima',
      'il\\s+prima\\s+possibile',
    ],
    high: ['importante', 'alta\\s+{priority}'],
  },

  mood: {
    words: ['umore'],
    logVerbs: ['registrare', 'segna'],
    ratingPhrases: ['direi', 'darei', 'mi\\s+do'],
    ratedThings: ['oggi'],
    articles: ['un', 'una'],
    outOf: ['su'],
    five: ['cinque'],
    scaleFirst: [],
    points: [],
    rangeTo: ['a'],
    countUnits: ['giorni', 'ore\\b'],
    grades: [],
    gradePhrases: [],
    historyCues: ['storico', 'media', 'scors(?:isim|issim)?[oa]', 'ultim(?:isim|issim)?[oa]', 'era', 'andamento', 'stato', 'ottobre'],
    logPhrases: [],
    historyOverLog: [],
    historyWords: ['storico'],
    feelings: {
      1: ['depress(?:isim|issim)?[oa]', 'disperat(?:isim|issim)?[oa]'],
      2: [
        'mi\\s+sta(?:nno)?\\s+uccidendo', 'stanc(?:isim|issim)?[oa]', 'stanchissim(?:isim|issim)?[oa]', 'esaust(?:isim|issim)?[oa]', 'distrutt(?:isim|issim)?[oa]',
        'a\\s+pezzi', 'sfinit(?:isim|issim)?[oa]', 'sono\\s+cott[oa]', 'stressat(?:isim|issim)?[oa]', 'sopraffatt(?:isim|issim)?[oa]', 'giu\\s+di\\s+morale',
        '(?:sto|mi\\s+sento|molto)\\s+male', 'malat(?:isim|issim)?[oa]', 'mal\\s+di\\s+testa', 'stuf(?:isim|issim)?[oa]', 'arrabbiat(?:isim|issim)?[oa]',
        'preoccupat(?:isim|issim)?[oa]', 'senza\\s+energia', '(?:giornata|settimana)\\s+pesante', 'annoiat(?:isim|issim)?[oa]', 'demotivat(?:isim|issim)?[oa]',
        'che\\s+stress', "(?:sono|mi\\s+sento|un\\s+po'?|po'?|molto)\\s+giu", 'giu\\s+di\\s+corda', 'mi\\s+(?:uccide|ammazza)', 'abbattut[oa]',
        'esaurit[oa]', 'ansia', 'ansios[oa]',
      ],
      3: ['cosi\\s+cosi', 'insomma'],
      4: [
        '(?:sto|mi\\s+sento|molto)\\s+bene', 'felice', 'rilassat(?:isim|issim)?[oa]', 'motivat(?:isim|issim)?[oa]', 'di\\s+buon\\s+umore',
        'riposat(?:isim|issim)?[oa]',
        'felicissim[oa]',
      ],
      5: ['benissimo', 'ottim(?:isim|issim)?[oa]', 'entusiast(?:isim|issim)?[oa]', 'carichissim(?:isim|issim)?[oa]', 'alla\\s+grande'],
    },
    hunger: ['muoio\\s+di\\s+fame'],
    negators: ['non'],
  },

  crisis: [
    '(?:voglio|vorrei|pensando\\s+di)\\s+uccidermi', 'suicidarmi', '(?:voglio|vorrei)\\s+farla\\s+finita', 'voglio\\s+morire', 'non\\s+voglio\\s+piu\\s+vivere',
    'meglio\\s+senza\\s+di\\s+me', 'togliermi\\s+la\\s+vita', 'farmi\\s+del\\s+male', 'sparire\\s+per\\s+sempre', 'voglia\\s+di\\s+morire', 'voglio\\s+sparire',
    'non\\s+ce\\s+la\\s+faccio\\s+piu\\s+a\\s+vivere', 'farla\\s+finita', 'non\\s+svegliarmi\\s+piu', 'nessun\\s+motivo\\s+per\\s+vivere',
    'non\\s+ha\\s+(?:piu\\s+)?senso\\s+vivere', 'stanc[oa]\\s+di\\s+vivere',
    'voglio\\s+(?:\\p{L}+\\s+){0,2}morire', 'lettere?\\s+di\\s+addio', 'non\\s+voglio\\s+(?:\\p{L}+\\s+){0,2}vivere',
    '(?:un|nessun)\\s+motivo\\s+per\\s+vivere', 'senso\\s+(?:a\\s+)?(?:continuare\\s+a\\s+)?vivere', 'addormentarmi\\s+e\\s+non\\s+svegliarmi', 'nessuno\\s+(?:sentirebbe|noterebbe)\\s+la\\s+mia\\s+mancanza', 'tagliarmi\\s+(?:le\\s+vene|i\\s+polsi)', "lettere?\\s+d'addio",
  ],
  blockers: {
    phrases: ['bloccat[oaie]', 'bloccanti?', 'blocchi', 'blocco', 'in\\s+attesa\\s+d\\p{L}*', 'aspetto', 'aspettando', 'fermo\\s+su', 'ferma\\s+su'],
    none: ['nessuno', 'nessuna', 'niente', 'nulla', 'no', 'oggi'],
  },
};
