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
    hints: [[/[ìò]/g, 1.2], [/[èàù]/g, 0.6], [/(?<=\p{L})(?:zion[ei]\b|gli\p{L}*|cchi?\p{L}*)/gu, 0.6],
      // Accent-less Italian: infinitives (comprare, mettere, finire) and a doubled consonant before a final o/i/a (affitto, tutti).
      [/\b\p{L}{4,}(?:are|ere|ire)\b|(?<=\p{L})([bcdfgmnptvz])\1[oia]\b/gu, 0.5]],
    borrowed: '',
    mixesWith: null,
  },

  conversation: {
    greetings: ['ciao', 'salve', 'buongiorno', 'buonasera', 'buon pomeriggio', 'ehi', 'ehila', 'hey ciao', 'ue'],
    greetingsNotOpening: [],
    greetingAddressees: ['a tutti', 'ragazzi', 'come va', 'come stai', 'come butta', 'tutto bene', 'come andiamo', 'solo per salutare', 'niente nuove attivita'],
    thanks: ['grazie', 'grazie mille'],
    thankedAddressees: ['mille', 'tanto'],
    questionOpeners: [
      'cosa', 'che cosa', 'quale', 'quali', 'quando', 'dove', 'chi', 'perche', 'come', 'quanto', 'quanti', 'quante', "c'e", 'ci sono', 'qualcuno',
    ],
    questionEndings: [],
    help: [
      'aiuto', 'aiutami', 'come (funziona|funzioni|si usa|faccio|posso|si fa)', 'cosa sai fare', 'cosa puoi fare', 'comandi', 'istruzioni', 'non (so|capisco) (come )?usar(e|lo|la)', 'non capisco come funziona',
    ],
    howTo: ["pers[oa] (con|in|nella|nell') ?(l'|questa |quest')?(app|applicazione)", "non capisco (niente|nulla) (di|della|dell') ?(quest'|questa )?(app|applicazione)", 'come (faccio|posso|si|creo|aggiungo|segno|cancello|uso)', 'cosa vuol dire', 'che significa', 'cosa significa', '(?<=^\\s*)come ((lo|la|le|si) )?\\p{L}{2,}o(?![\\p{L}])', 'mi serve (una mano|aiuto)', 'ho bisogno di aiuto', 'spiega(mi|re)? (\\p{L}+ )?come', 'dove (vedo|trovo|posso (vedere|trovare)|si (vede|vedono|trova|trovano))', 'mi spieghi', 'spiega(mi|re)? (\\p{L}+ )?(cosa|a cosa|che)'],
    farewells: ['a (domani|dopo|presto|lunedi)', 'ci vediamo( \\p{L}+)?', 'buona (serata|notte|giornata)', 'arrivederci'],
    followUps: ['e', 'anche', 'e anche'],
    past: ['ieri', "l'altro (giorno|ieri)", "l'altra sera", '(la settimana|il (weekend|fine settimana)) scors[oa]'],
    notices: ['per (info|conoscenza)', 'per (tua|vostra|sua) (info|informazione)', 'giusto per (dirtelo|avvisarti|informarti)'],
    askingAround: ['qualcuno (sa|ha visto|ha|conosce)', 'sapete (se|dove|quando|chi)'],
  },

  tasks: {
    nouns: [
      'attivita', 'compiti', 'cose da fare', 'da fare', 'scadenz[ae]', 'in scadenza', 'in ritardo', 'scadut[eoi]',
      'qualcosa da (consegnare|fare|finire|mandare)', 'scade', 'scadono', 'cosa (devo|ho da) fare', 'che (devo|ho da) fare',
      "cosa c'e da fare", 'cosa mi resta',
      'cosa scade', 'in ordine di priorita',
    ],
    show: ['mostra', 'mostrami', 'fammi vedere', 'elenca', 'dimmi'],
    showEndings: [],
    stats: ['statistiche', 'quante (attivita|task)', 'tasso di completamento', 'i miei progressi', 'percentuale di completamento'],
    counting: ['quant[ie]'],
    done: ['finit[oe]', 'chius[oei]', 'completat[eio]', 'ho chiuso', 'ho finito'],
    create: [
      'ricordami', 'ricordarmi', 'nuova attivita', 'aggiungi (un[ao]? )?(attivita|task|promemoria)',
      "aggiungere (un[ao]? |un'\\s*)?(attivita|task|promemoria)", "un'attivita per", 'aggiungi anche',
      "creare (un[ao]? |un'\\s*)?(attivita|task|promemoria)", 'crea (un[ao]? )?(attivita|task)', 'non (ti )?(dimenticar|scordar)\\p{L}*',
      'non farmi dimenticare', 'segnati', 'segnarti', 'segnarmi', 'appunta', 'aggiungi (?=["\'])',
      'segnami', 'segnatevi', 'aggiungi(?! che)',
    ],
    obligations: ['devo', 'dobbiamo', 'bisogna', 'ho bisogno di', 'mi tocca', 'tocca', 'dovrei', 'devi', "c'e da"],
    obligationsKeptInTitles: [],
    obligationForms: null,
    notes: [],
    deadlineWords: ['entro', 'entro il', 'prima di'],
    listHeaders: ['da fare', 'attivita', 'cose da fare'],
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
    politeRequests: ['puoi', 'potresti', '(mi )?(puoi|potresti|potrebbe) (per favore)'],
    something: ['qualcosa'],
    whatNext: ['e ora', 'e adesso'],
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
    lastMonth: ['ultimo mese', 'mese scorso'],
    monthNames: ['ottobre'],
  },

  titles: {
    leadFillers: [
      'per favore', 'puoi', 'potresti', 'ricordami di', 'ricordarmi di', 'non (ti )?(dimenticar|scordar)(e|ti) di',
      'non farmi dimenticare di', 'anche', 'ma', 'poi', 'ancora', 'io', 'pure', "aggiungere un'?\\s*attivita per",
      "non dimenticare d'", "ricordami d'",
      'quindi', 'allora', 'per cui', 'percio',
    ],
    trailFillers: ['per favore', 'grazie', 'per', 'entro', 'e'],
    softWords: [
      'se non ti dispiace', 'se possibile', 'e', 'non e', 'sono', 'molto', 'davvero', 'proprio', 'oggi', 'che', 'settimana', 'giornata', 'ma',
      'un po',
      'troppo', 'abbastanza', 'completamente', 'totalmente', 'parecchio', 'tanto', 'super',
    ],
    butWords: ['ma', 'comunque'],
    headerFillers: ['miei', 'ho', '(due|tre|quattro|2|3|4) (cose|compiti)'],
    subjectStarts: ['il', 'lo', 'gli', 'la'],
    pointerWords: ['questo'],
    allItems: ['entrambi', 'tutt[eio]', 'tutti e due', 'entrambe'],
    reportedSpeech: ["(dice|ha detto|pensa)( che)?"],
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
      'segna(lo|la|re)?( pure)? come (fatt[oa]|completat[oa]|chius[oa])', 'spunta(re|lo|la)?', 'come (fatt[oa]|completat[oa])',
    ],
    statements: [
      '(ho )?(finito|terminato|completato|chiuso|inviato|mandato|consegnato|pubblicato|rilasciato|sistemato|risolto|corretto|aggiustato)',
      'e (fatt[oa]|finit[oa]|pront[oa]|completat[oa]|chius[oa]|inviat[oa])', 'fatt[oa]',
    ],
    pastForms: ['(^\\s*|ho (gia |appena |finalmente )?)(?!(avut|stat|dovut|potut|volut|sentit|capit|dormit|mangiat)[oaie])\\p{L}{3,}(at|ut|it)[oaie](?![\\p{L}])',
      '(?<=(^|\\s)ho (gia |appena |finalmente )?)(scritt|fatt|lett|mess|pres|dett|vist|chiest|rispost|apert|spes|corrett)[oaie](?![\\p{L}])'],
    irregularForms: {
      scritto: 'scrivere', fatto: 'fare', letto: 'leggere', messo: 'mettere', preso: 'prendere', detto: 'dire', visto: 'vedere',
      chiesto: 'chiedere', risposto: 'rispondere', aperto: 'aprire', speso: 'spendere', corretto: 'correggere', spedito: 'spedire',
    },
    strip: ['gia', 'pure', 'puoi', "l'attivita"],
    notTasks: ['finestra', 'romanzo', 'pranzo'],
    someoneElse: ['((il )?mio|(la )?mia) (amic[oa]|sorella|fratello|collega|capo|manager)', '(suo) (own )?(tesi)'],
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
    endOfMonth: ['(la )?fine (del )?mese', 'fine mese'],
    endOfNamedMonth: ['(la )?fine( di)?'],
    endOfWeek: ['fine settimana', '(la )?fine della settimana'],
    dayAfterTomorrow: ['dopodomani'],
    tomorrow: ['domani', 'domattina'],
    today: ['oggi( pomeriggio)?', 'stasera', 'stanotte', 'fine giornata', 'in giornata'],
    nextWeek: ['la prossima settimana', '(la )?settimana prossima'],
    weekLinks: ['della', 'di'],
    afterNext: ['a otto', 'dopo il prossimo'],
    pointBack: ['mettilo', 'mettila', 'segnalo', 'segnala', 'aggiungilo', 'aggiungila'],
    partsOfDay: ['mattina', 'pomeriggio', 'sera'],
    inSpan: ['tra', 'fra', 'entro'],
    spanUnits: ['giorni', 'giorno', 'settiman[ae]'],
    spanUnitsBeforeLater: [],
    later: [],
    timeBefore: ['alle', 'entro le', 'prima delle', 'verso le'],
    timeBeforeBareHour: ['alle', 'verso le', 'entro le', 'prima delle'],
    hourUnits: [],
    am: [],
    pm: [],
    morning: ['di mattina', 'della mattina', 'stamattina'],
    evening: ['del pomeriggio', 'di (sera|pomeriggio)', 'della sera', 'stasera'],
    noon: ['mezzogiorno'],
    midnight: ['mezzanotte'],
    halfHour: ['e mezza', 'e mezzo'],
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
    lowest: ['prima o poi', 'un giorno', 'quando (capita|posso|puoi|ho tempo|hai tempo)', 'priorita minima', 'con comodo'],
    low: [
      'bassa {priority}', '{priority} bassa', 'non (e )?urgente', 'con calma', 'senza fretta', 'nessuna fretta', "non c'e fretta",
    ],
    urgent: [
      'urgente?', 'urgentissim[oa]', 'subito', 'immediatamente', 'al piu presto', 'prima possibile', 'massima priorita', 'priorita massima',
      'il prima possibile',
    ],
    high: ['importante', 'alta {priority}', '(e )?una {priority}', 'con {priority}', 'prioritari[oa]'],
  },

  mood: {
    words: ['umore'],
    logVerbs: ['registrare', 'segna'],
    ratingPhrases: ['direi', 'darei', 'mi do'],
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
    historyCues: ['storico', 'media', 'scors(isim|issim)?[oa]', 'ultim(isim|issim)?[oa]', 'era', 'andamento', 'stato', 'ottobre'],
    logPhrases: [],
    historyOverLog: [],
    historyWords: ['storico'],
    feelings: {
      1: ['depress(isim|issim)?[oa]', 'disperat(isim|issim)?[oa]', 'giornata (orribile|terribile|da incubo|schifosa)', 'malissimo', 'uno schifo'],
      2: [
        'spent[oa]', 'senza voglia', 'giu di morale', 'demotivat[oa]', 'svogliat[oa]', 'apatic[oa]', 'senza energie',
        'mi sta(nno)? uccidendo', 'stanc(isim|issim)?[oa]', 'stanchissim(isim|issim)?[oa]', 'esaust(isim|issim)?[oa]', 'distrutt(isim|issim)?[oa]',
        'a pezzi', 'sfinit(isim|issim)?[oa]', 'sono cott[oa]', 'stressat(isim|issim)?[oa]', 'sopraffatt(isim|issim)?[oa]', 'giu di morale',
        '(sto|mi sento|molto) male', 'malat(isim|issim)?[oa]', 'mal di testa', 'stuf(isim|issim)?[oa]', 'arrabbiat(isim|issim)?[oa]',
        'preoccupat(isim|issim)?[oa]', 'senza energia', '(giornata|settimana) pesante', 'annoiat(isim|issim)?[oa]', 'demotivat(isim|issim)?[oa]',
        'che stress', "(sono|mi sento|un po'?|po'?|molto) giu", 'giu di corda', 'mi (uccide|ammazza)', 'abbattut[oa]',
        'esaurit[oa]', 'ansia', 'ansios[oa]',
        'triste', 'nervos[oa]', 'agitat[oa]', 'in ansia', 'delus[oa]', 'scoraggiat[oa]', 'irritat[oa]', 'innervosit[oa]', 'scazzat[oa]', 'sottotono', 'di cattivo umore', 'giornata (storta|no|difficile|lunga|dura)', 'settimana (difficile|lunga|dura)', 'schifos[oa]', 'fa schifo', 'non ce la faccio piu',
      ],
      3: ['cosi cosi', 'insomma', "non c'e male", 'non (e|sto|va|mi sento) (poi )?(cosi |tanto |troppo )?male'],
      4: [
        '((sto|mi sento) (molto |tanto |proprio |abbastanza |cosi )?|molto )bene', 'felice', 'rilassat(isim|issim)?[oa]', 'motivat(isim|issim)?[oa]', 'di buon umore',
        'riposat(isim|issim)?[oa]',
        'felicissim[oa]',
        'content[oa]', 'soddisfatt[oa]', 'orgoglios[oa]', 'sollevat[oa]', 'grat[oa]', 'seren[oa]', 'tranquill[oa]', 'di buonumore', '(una|che) (bella|buona) (giornata|settimana)', 'e stata una (bella|buona)', '(sta andando|e andata) (molto |davvero )?bene',
        'mi sento (legger[oa]|meglio)', 'sollievo',
      ],
      5: ['al settimo cielo', 'euforic[oa]', 'felicissim[oa]', 'gasatissim[oa]', 'benissimo', 'ottim(isim|issim)?[oa]', 'entusiast(isim|issim)?[oa]', 'carichissim(isim|issim)?[oa]', 'alla grande', 'fantastic[oa]', 'stupend[oa]', 'meraviglios[oa]', 'gasat[oa]', 'al top', 'da favola', 'super content[oa]', 'contentissim[oa]', 'felice come una pasqua', '(giornata|settimana) (fantastica|stupenda|top)'],
    },
    hunger: ['muoio di fame'],
    negators: ['non'],
    negatedBefore: [],
    negatedAfter: [],
    softeners: ["un po'?", 'un poco', 'un pochino', 'leggermente'],
  },

  crisis: [
    '(voglio|vorrei|pensando di) uccidermi', 'suicidarmi', '(voglio|vorrei) farla finita', 'voglio morire', 'non voglio piu vivere',
    'meglio senza di me', 'togliermi la vita', 'farmi del male', 'sparire per sempre', 'voglia di morire', 'voglio sparire',
    'non ce la faccio piu a vivere', 'farla finita', 'non svegliarmi piu', 'nessun motivo per vivere',
    'non ha (piu )?senso vivere', 'stanc[oa] di vivere',
    'voglio (\\p{L}+ ){0,2}morire', 'lettere? di addio', 'non voglio (\\p{L}+ ){0,2}vivere',
    '(un|nessun) motivo per vivere', 'senso (a )?(continuare a )?vivere', 'addormentarmi e non svegliarmi', 'nessuno (sentirebbe|noterebbe) la mia mancanza', 'tagliarmi (le vene|i polsi)', "lettere? d'addio",
  ],
  blockers: {
    phrases: ['bloccat[oaie]', 'bloccanti?', 'blocchi', 'blocco', 'in attesa d\\p{L}*', 'aspetto', 'aspettando', 'fermo su', 'ferma su'],
    none: ['nessuno', 'nessuna', 'niente', 'nulla', 'no', 'oggi'],
  },
};
