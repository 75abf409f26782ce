// Dutch: every word and phrase the built-in engine knows in this language.
import type { Lexicon } from '../lexicon-types.ts';
import { words } from '../words.ts';

/** Common infinitives: "zaterdag verhuisbedrijf bellen voor een offerte" is a to-do wherever the verb stands. */
const INFINITIVES = new Set(words(`bellen sturen versturen opsturen doorsturen mailen appen maken afmaken schrijven regelen boeken betalen kopen bestellen plannen
  inplannen controleren nakijken checken ophalen halen brengen wegbrengen afspreken voorbereiden bijwerken updaten opruimen printen tekenen ondertekenen inleveren
  aanvragen opzeggen verlengen ophangen lezen doorlezen invullen uploaden delen posten publiceren testen fixen vragen melden afzeggen reserveren`));

/** Plurals of time that end like an infinitive. */
const TIME_PLURALS = new Set(words('seconden minuten uren dagen nachten ochtenden middagen avonden weken maanden jaren eeuwen'));

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
    greetingAddressees: ['hoe gaat (ie|het)', 'allemaal', 'allemaal', 'iedereen', 'hoe gaat (het|ie)', 'hoe is ie', 'alles goed', 'hoe is het', '(wilde )?alleen (even )?hallo zeggen', 'geen nieuwe taken', 'ik reken op (je|jou)( vandaag)?', 'niks (nieuws )?toe te voegen( vandaag)?', 'kom (even )?hallo zeggen'],
    thanks: ['dank aan', 'bedankt', 'dank je( wel)?', 'dankjewel', 'dank u'],
    thankedAddressees: ['veel'],
    questionOpeners: [
      'wat', 'welke', 'wanneer', 'waar', 'wie', 'waarom', 'hoe', 'hoeveel', 'heb ik', 'moet ik', 'weet iemand', 'is er', 'zijn er',
      // Shorthand of chat.
      'wa',
    ],
    questionEndings: [],
    help: [
      'hulp', 'help me', 'hoe (werkt|gebruik|kan ik|maak ik|voeg ik|doe ik)', 'wat kan je', 'wat kun je', 'wat (kan|kun|kunt) (deze|de|die|jij|u) (\\p{L}+ )?allemaal', 'wat (kan|doet) (deze|de|die) (assistent|bot|app)', "commando'?s", 'uitleg',
      // Asking whether one may talk to the assistant in another language is help.
      '(je|jou|met je|met jou|tegen je) (\\p{L}+ ){0,2}in (het )?(engels|spaans|frans|duits|italiaans|portugees|russisch|arabisch|chinees|japans|koreaans|een andere taal) (typen|schrijven|praten|aanspreken|appen)', '(typen|schrijven|praten) (met|tegen) (je|jou) in (het )?(engels|spaans|frans|duits|italiaans|portugees|een andere taal)', 'in (het )?(engels|spaans|frans|duits|italiaans|portugees|een andere taal) (\\p{L}+ ){0,2}(tegen|met) (je|jou) (praten|typen|schrijven)',
    ],
    howTo: ['wat doe (jij|je|u) (eigenlijk|precies|allemaal)( (eigenlijk|precies|allemaal))?(?=\\s*[?!.]*\\s*$)', 'wat kan (deze|de|die|dit) (bot|app|assistent) (\\p{L}+ ){0,4}doen', 'wat kun (je|jij) (\\p{L}+ ){0,3}(doen|voor me)', 'hoe werkt (deze|de|die|dit) (app|bot|ding)', 'ik ben (hier )?nieuw', '(snap|begrijp|snap er|begrijp er) (niks|niets|weinig) (van|met) (deze|de|die) app', 'hoe (kan|maak|voeg|markeer|zet|verwijder|gebruik) ik', 'wat betekent', 'hoe \\p{L}+ ik', 'ik heb hulp nodig', 'waar (zie|vind|bekijk) ik', 'waar kan ik (\\p{L}+ ){0,3}(zien|vinden|bekijken)', '(kun|kan|kunt) (je|jij|u) (\\p{L}+ ){0,3}uitleggen', 'leg (\\p{L}+ ){0,2}uit (wat|hoe|waar)'],
    farewells: ['tot (morgen|straks|zo|later)', 'doei', 'fijne (avond|dag)', 'fijn weekend', 'welterusten'],
    leaving: ['ik (ga|ben) (er)?(vandoor|weg|naar huis)', 'ik log uit'],
    followUps: ['en', 'ook', 'en ook'],
    past: ['zijn we', 'we zijn (\\p{L}+ ){0,4}geweest', 'waren we', 'gisteren', 'gisteravond', 'eergisteren', 'laatst', '(vorige|afgelopen) week', '(vorig|afgelopen) weekend'],
    notices: ['(even )?ter (info|informatie|kennisgeving)', 'zodat je het weet', 'thuiswerk\\p{L}*', 'werk (vandaag |morgen |vanmiddag )?(thuis|vanuit huis)',
      // "Info:" heading a message passes news on.
      '(?<=^\\s*)infos?(?=\\s*:)',
    ],
    askingAround: ['weet iemand', 'heeft iemand', 'iemand (gezien|een idee)', 'weten jullie'],
    assistantNames: ['(deze|de|die) (bot|assistent|chatbot)', '(deze|die) app'],
    appWords: ['app', 'bot', 'assistent'],
    features: ['herinnering(en)?', 'melding(en)?', 'instellingen', 'prioriteit(en)?', 'deadline', 'stemming', 'taal', 'talen'],
    capability: ['(begrijp|spreek|versta) (je|jij)', 'kan (ik|je|men)', 'kun (je|jij)', 'is het mogelijk', 'kunnen (we|jullie)', 'is er een (manier|mogelijkheid)', 'kunnen'],
    thingsInGeneral: ['dingen', 'dingetjes', 'van alles', 'zaken'],
    privacy: ['(manager|baas|leidinggevende|team|bedrijf|hr|collega.s) (\\p{L}+ ){0,3}(zien|inzien|lezen)', '(ziet|zien) (mijn )?(manager|baas|leidinggevende|team|collega.s)', 'wie (kan|mag) (dit|dat|het|mijn \\p{L}+) (zien|inzien|lezen)', 'wie ziet (dit|dat|mijn)', '(prive|vertrouwelijk|anoniem)', 'privacy'],
    recurrence: ['elke', 'iedere', 'om de'],
    taskFeatures: ['hernoemen', '(achteraf|later|naderhand) (\\p{L}+ ){0,2}(aanpassen|wijzigen|veranderen|bewerken|hernoemen)', 'sub-?ta(ken|ak)', 'deeltaken', 'toewijzen', 'toekennen', 'delegeren', 'delen', 'terugkerende?', 'herhalen', 'bijlagen?', 'labels?', 'tags?', 'opmerkingen', 'kleuren', 'categorieën', 'exporteren'],
    taskStatus: ['nog (steeds )?niet (begonnen|klaar|af|gedaan)', '(loop|lopen|loopt) (achter|achterop)', 'achter op (schema|planning)', '(staat|staan|ligt|liggen) (nog|nog steeds) open', 'nog in behandeling'],
    laughter: ['(ha){2,}h?', 'hihi+', 'lol', 'xd+'],
    goodWishes: ['(goed|mooi|top|prima|knap) (werk|gedaan)', 'lekker bezig', 'fijne (feestdagen|vakantie|kerst(dagen)?|jaarwisseling|reis|vrije dagen)', 'prettige (feestdagen|kerst(dagen)?|vakantie)', 'gelukkig nieuwjaar', 'goede (reis|jaarwisseling)', 'gefeliciteerd', 'proficiat', 'van harte( gefeliciteerd)?', 'veel (succes|plezier|geluk)', 'beterschap', 'geniet (ervan|van (je|jullie) (vakantie|vrije dagen))'],
    leisure: ['strand', 'vakantie', '(uit)?slapen', 'niks doen', 'niets doen', 'huisje', 'bos(sen)?', 'zee', 'luieren', 'uitrusten', 'ontspannen', 'bank hangen'],
    opinions: ['(goed|geweldig|top|super) gedaan', 'ik vind', 'vind ik', 'volgens mij', 'naar mijn mening'],
    hearsay: ['ik hoorde( dat)?', 'ik heb gehoord( dat)?', 'schijnbaar', 'blijkbaar', 'heb je (al )?gehoord( dat)?'],
    smallTalk: ['(het is|wat is het|is het|t is) (\\p{L}+ ){0,2}(koud|warm|heet|glad|guur|mistig|winderig|nat|benauwd|zonnig)', 'het (regent|sneeuwt|waait|vriest|stormt|giet)( pijpenstelen)?', '(regent|sneeuwt|waait|vriest|stormt|giet) het', '(rot|honden|kut|mooi|lekker|heerlijk|prachtig|guur|druilerig)weer', 'wat een (\\p{L}+ )?weer', '(lekker|goed|fijn|leuk) weekend gehad', 'hoe was (je|jullie|het) weekend', 'ben (jij|je) (een )?(echte? )?(mens|bot|robot|ai|machine)', '(een )?(echt(e)? )?mens of (een )?(bot|robot|machine)', 'hoe heet (jij|je)', 'wie heeft (jou|je) (gemaakt|gebouwd|geprogrammeerd)', 'hoe oud ben (jij|je)', 'slaap (jij|je) (ooit|wel eens|nooit)', 'plannen voor het weekend', '(vertel|zeg)( me| mij)? (een|nog een) (mop|grap)', 'ken je (een )?(goede )?(mop|grap|moppen|grappen)', 'maak me aan het lachen'],
    exclamations: ['wat is het (koud|warm|heet|glad|guur|mistig|nat|benauwd)', 'wat een', 'wat (koud|warm|heet|mooi|lekker|fijn)'],
    events: ['vergadering(en)?', 'meeting', 'overleg', 'release', 'deploy(ment)?', 'migratie', 'lancering', 'livegang', 'uitrol', 'call', 'demo', 'sollicitatiegesprek', 'training', 'workshop', 'standup', 'daily', 'systeem', 'server'],
    objectMarkers: [],
    pastVerbs: ['was', 'waren', 'ging', 'liep', 'verliep', 'hadden', 'duurde'],
  },

  tasks: {
    nouns: ['wat (\\p{L}+ )?brandt', 'open punten', '(mijn|m\'n) lijst(je)?', 'een overzicht', 'openstaande', 'openstaa?t', 'nog open (heb|hebt|staa?t|staan)', 'nog niet (af|klaar|gedaan)', '(loop|lig|ben) ik (\\p{L}+ ){0,3}achter', 'achterstand',
      'taken', 'taak', 'te doen', 'nog doen', 'open\\s*sta(at|an)', 'openstaande?', 'deadlines', 'achterstallig', 'open staan', 'doen', 'wat moet er', 'wat moet ik',
      'wat staat er', 'wat heb ik', "op (de|mijn|m'n|mn) (planning|agenda|lijst|lijstje|to-?do( lijst)?)",
      'af hebben', 'moest ik',
      // Asking whether one forgot something or what awaits one ("did I forget anything?", "what is waiting for me tomorrow?", "what am I leaving hanging?") asks after one's tasks.
      '(ben|heb) ik (\\p{L}+ ){0,2}iets vergeten', 'vergeet ik (\\p{L}+ )?(iets|wat)', '(wat|wie) staat (me|mij) (\\p{L}+ ){0,2}te wachten',
    ],
    show: ['(vertel|zeg) (me|mij)', 'ik (wil|zou graag|wil graag) (\\p{L}+ ){1,4}zien', '(even |eens |ff )?(opsommen|oplijsten|tonen)', 'laat(?= (\\p{L}+ ){0,5}zien)', 'toon', 'geef me',
      // "Remind me what …" asks for the list, not for a reminder.
      'herinner (me|mij) (er (nog )?even aan,? |eraan,? )?(wat|welke)',
    ],
    showEndings: ['(kunnen|willen) (tonen|laten zien|opsommen|weergeven)'],
    stats: ['statistieken', 'hoeveel taken', 'voltooiingspercentage', 'mijn voortgang'],
    counting: ['hoeveel'],
    done: ['afgerond', 'gedaan', 'afgemaakt', 'klaar'],
    create: [
      'herinner me', '(wil|kun|zou) (je|jij|u) (me|mij) (er ?aan|daaraan|eraan) (willen |kunnen )?herinneren( om)?', '(me|mij) (er ?aan|eraan) herinneren( om)?', 'nieuwe taak', 'voeg (een )?taak', 'taak (toevoegen|aanmaken|maken)', 'taak (\\p{L}+ ){0,2}(willen |kunnen )?(toevoegen|aanmaken|maken)', 'maak (een )?taak', 'niet verget(e)?n', 'zet (je |jij )?(dat|die|het|dit) (erop|erin|erbij)',
      'vergeet niet', 'zet op mijn lijst', '(graag|zet|maak|stel|plan) (even |ff )?een herinnering( in)?', 'noteer( (even|eventjes|ff))?( voor (mij|me))?( dat)?', '(willen|kunnen) (noteren|opschrijven|onthouden)( dat)?', 'voeg (?=["\'])',
    ],
    obligations: ['ik moet', 'moet', 'moeten', 'we moeten', '(ik )?zou moeten', 'ik zou', 'nog even',
      // Taking a thing on is one's own to-do: "ik zorg voor de demo".
      'ik zorg voor(?! (alles|dat|het)\\b)'],
    obligationsKeptInTitles: [],
    obligationForms: null,
    relatives: ["(mijn|m'n|mn|onze|ons) (kleine |grote |beste )?(zoon|dochter|kinderen|kids|kind|zus|zusje|broer|broertje|moeder|mama|vader|papa|ouders|vrouw|man|partner|vriend|vriendin|huisgenoot|buurman|buurvrouw|neef|nicht|collega)"],
    givenNames: [],
    thirdPersons: ['hij', 'zij', 'ze'],
    selfSubjects: ['ik', "'k", 'wij', 'we', 'mij', 'me', 'ons'],
    notes: ['naar (de|het|mijn|onze|je) \\p{L}+', '\\p{L}+ af(?=\\s*[.!]*\\s*$)'],
    listHeaders: ['(nog )?(twee|drie|vier|2|3|4) (dingen|zaken|taken)', 'nog doen', 'te doen', 'taken', 'takenlijst'],
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
    politeRequestEndings: [],
    something: ['iets'],
    whatNext: ['wat nu'],
    actions: {
      cancel: ['annuleer', 'annuleren', 'cancel'],
      delete: ['verwijder', 'verwijderen', 'wis', 'haal (\\p{L}+ ){0,4}weg'],
      move: ['verplaats', 'verplaatsen', 'verzet', 'verzetten', 'schuif', 'schuiven', 'stel (\\p{L}+ ){0,4}uit'],
      objects: ['taak', 'taken', 'herinnering(en)?', 'todos?'],
    },
    overdueWords: ['had(den)? (\\p{L}+ ){0,3}moeten', 'allang af', 'achterstallig', 'over de (datum|deadline)', 'te laat'],
    urgentWords: ['brandt', 'dringend', 'haast', ],
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
      // Interjections of a voice-typed turn to the next to-do ("… and oh yeah book the restaurant").
      'o,? ja', 'oh,? ja', 'ah,? ja', 'oh,? en', 'eh', 'uhm',
      '(ik )?vergeet (altijd|steeds)( om)?', '(zou|wil|kun|kan|wilt|kunt) (u|je|jij) (even |alstublieft |aub |ff )?(een |de )?taak (voor (mij|me) )?(willen |kunnen )?(aanmaken|toevoegen|maken|zetten)( voor| om)?',
      'alsjeblieft', 'aub', 'kun je', 'kan je', 'zou je', 'wil je', 'wilt u', 'kunt u', 'zou u', 'herinner me eraan( (om|dat))?', 'herinner me( (om|dat))?', '(me|mij) (er ?aan|eraan|daaraan) (willen |kunnen )?herinneren( (om|dat))?',
      'vergeet niet (om|te)', 'om', 'niet vergeten', 'vergeet niet', 'ook', 'en', 'maar', 'dan', 'nog', 'ik', 'een taak aanmaken om',
      'dus', 'daarom', '(graag|zet|maak|stel|plan) (even |ff )?een herinnering( in)?', 'graag', 'echt', 'even', 'eventjes', 'ff', 'voor (mij|me) (willen|kunnen) (noteren|opschrijven|onthouden)( dat)?', 'noteer( (even|eventjes|ff))?( voor (mij|me))?( dat)?',
    ],
    trailFillers: ['alsjeblieft', 'aub', 'bedankt', 'voor', 'tot', 'en'],
    softWords: [
      // "…, basta entro fine mese": a date said to be enough is only a date.
      'is genoeg', 'volstaat',
     'o ja', 'oh', 'ok', 'oke', 'ja', 'trouwens', 'nou', 'maar goed', 'goed', 
      'als je het niet erg vindt', 'indien mogelijk', 'is het', 'het is', 'ik', 'ben', 'zo', 'echt', 'heel', 'erg', 'vandaag', 'wat', 'een',
      'week', 'dag', 'maar', 'en', 'nogal',
      'beetje', 'compleet', 'helemaal', 'totaal', 'volledig', 'behoorlijk', 'enorm', 'super',
    ],
    butWords: ['maar', 'toch'],
    storyTurns: ['anyway', 'enfin', 'afijn', 'maar goed', 'hoe dan ook', 'in ieder geval', 'hoe het ook zij', 'voor ik het vergeet', 'o ja', 'oh ja', 'ach ja'],
    consequences: ['anders', 'want', 'omdat'],
    reasons: ['verloopt', 'verlopen', 'loopt (\\p{L}+ ){0,2}af', 'niemand kan', '(wacht|wachten) (al|nog)', 'werkt (\\p{L}+ )?niet', 'ligt (er)?uit', 'is stuk', 'doet het niet'],
    headerFillers: ['mijn', 'heb'],
    subjectStarts: ['de', 'het', 'onze', 'ons', 'hij', 'zij', 'ze', 'wij'],
    pointerWords: ['dit', 'dat', 'het', 'ervoor', 'erom', 'me'],
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
    numbers: { een: 1, twee: 2, drie: 3, vijf: 5, zes: 6, zeven: 7, tien: 10, veertien: 14, 'een paar': 2 },
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
    endOfNextWeek: ['(het )?einde? van (de )?volgende week', 'eind volgende week'],
    dayAfterTomorrow: ['overmorgen'],
    tomorrow: ['(?<!(guten|heute|gestern|jeden|goede|op een) )morgen', 'morgen(ochtend|middag|avond|vroeg)( vroeg)?'],
    today: ['vandaag', 'vanavond', 'vanmiddag', 'einde van de dag', 'eind van de dag'],
    nextWeek: ['volgende week', 'komende week'],
    nextMonth: ['(van )?(de )?(volgende|komende) maand'],
    weekLinks: ['op'],
    deadlineWords: ['voor', 'uiterlijk', 'tegen'],
    afterNext: ['over (een|1) week', 'over acht dagen'],
    afterNextBefore: ['overvolgende'],
    notThis: ['niet( op)?( (deze|komende|aanstaande))?'],
    butTheOneAfter: ['maar (de|die) (daarna|daarop|erna|volgende|week erna|week daarna)', 'maar (de|die) %d (daarna|daarop|erna|van (de )?week (erop|erna|daarna))', 'maar (de )?volgende( week)?( %d)?', 'maar (die|de) van (de )?week (daarna|erna|erop)', 'maar een week later'],
    turnedDown: [],
    dayWords: {
      eerste: 1, tweede: 2, derde: 3, vierde: 4, vijfde: 5, zesde: 6, zevende: 7, achtste: 8, negende: 9, tiende: 10, vijftiende: 15, twintigste: 20,
      twee: 2, drie: 3, vier: 4, vijf: 5, zes: 6, zeven: 7, acht: 8, negen: 9, tien: 10, elf: 11, twaalf: 12, vijftien: 15, twintig: 20, dertig: 30,
    },
    dayWordAfterMonth: false,
    inThreeDays: ['overovermorgen'],
    hourOffsets: { 'kwart over': 15, 'kwart voor': -15 },
    // Quarters and halves come before the hour ("kwart over drie", "half vijf": `halfBeforeHour`).
    hourOffsetsAfter: {},
    halfPastWords: {},
    byThen: ['tegen die tijd', 'tegen dan', 'voor die tijd', 'daarvoor'],
    approximately: ['ongeveer', 'zo rond'],
    pointerSubjects: ['(het|dit|dat) kan (wel |best )?wachten( tot)?', '(het|dit|dat)( moet| moeten| is| zal| mag| hoort)( er)?'],
    pointBack: ['(kun|kan|wil|zou) (je|jij|u) (het|dat|dit)', 'zetten', 'inplannen', 'zet (het|dat)( er ?in| op)?', 'noteer (het|dat)', 'plan (het|dat)( in)?'],
    partsOfDay: ['ochtend', 'middag', 'avond'],
    inSpan: ['over', 'binnen'],
    spanUnits: ['dagen?', 'weken?', 'dagjes?', 'weekjes?'],
    spanFrom: ['na', 'vanaf'],
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
      // Weekdays, dates with a month and times of day are read from the word lists above, "in N days" too.
      weekday: null,
      weekdayKeys: {},
      inDays: null,
      monthDay: null,
      dayMonthName: null,
      times: [],
      dayOfMonth: '(?:(?:voor\\s+de|op\\s+de|tot\\s+de|uiterlijk\\s+de|de)\\s+)(?<day>\\d{1,2})(?:e|ste|de)',
    },
  },

  priority: {
    words: ['prioriteit'],
    lowest: ['maakt niet uit wanneer', 'wanneer (je|jij|u) (maar )?wil(t)?',
      'ooit( eens)?', 'ooit een keer', 'wanneer (het uitkomt|je tijd hebt|ik tijd heb)', 'laagste prioriteit',
      'als ik tijd heb',
      'als (je|jij|u|ik|we) (even |eens |nog |een keer )?tijd (over )?(hebt|heeft|heb|hebben)', 'als er (nog )?tijd (over )?is',
    ],
    low: ['lage {priority}', '{priority} laag', 'niet (zo )?dringend', 'geen haast', 'niet urgent', 'heeft geen haast', 'niet (zo |heel |erg |super )?dringend', 'geen haast (hoor|mee)', '(niks|niets) dringends', '(totaal|helemaal|echt) geen haast', 'geen enkele haast', 'nul haast', 'kan (nog )?wachten'],
    medium: ['(gemiddelde|normale|middelmatige) {priority}', '{priority} (gemiddeld|normaal|middel)'],
    urgent: ['(heeft|het heeft|dit heeft) (wel |echt |best )?haast', 'zsm', 'z\\.s\\.m\\.?', 'zo snel mogelijk', 'meteen', 'onmiddellijk', '(aller)?hoogste {priority}', 'top ?{priority}', 'spoed', 'met stip (op )?(nummer )?(een|1)', 'met spoed', 'spoedeisend', 'dringende', 'urgente?', 'dringend', 'asap', 'superdringend', 'super(urgent|dringend)', 'super urgent', 'nu meteen', 'per direct', 'eerst en vooral', 'allereerst', 'voor alles', '(het )?staat in de fik', '(het )?staat in brand', 'de klant (zit te wachten|wacht)', 'kan niet wachten'],
    high: ['hoge {priority}', 'belangrijk', '{priority} hoog', 'belangrijke', '(heeft|met) {priority}'],
    around: ['is (prima|goed)', 'prima', 'is', 'dit is', 'het is', 'dat is', 'erg', 'heel', 'echt', 'super', 'best', 'wel', 'aub', 'pls', 'graag', 'hoor', 'vrij', 'totaal'],
    negators: ['niet', 'geen'],
    determiners: ['de', 'het', 'een', 'mijn', 'onze', 'ons'],
    kinds: ['ding', 'dingen', 'zaak', 'zaken', 'klus', 'klusje', 'taak', 'taken', 'punt', 'deel'],
    ordinals: [['(het|de) eerste'], ['(het|de) tweede'], ['(het|de) derde']],
  },

  mood: {
    words: ['stemming', 'humeur\\p{L}*', 'stemming\\p{L}+', 'hoe voelde ik me', 'hoe (heb|had) ik me (\\p{L}+ ){0,3}gevoeld'],
    logVerbs: ['loggen', 'vastleggen', 'noteren'],
    ratingPhrases: ['geef ik (de dag|mijn dag|vandaag|mezelf|het)( maar)?', '(ik )?geef (de dag|mijn dag|vandaag|mezelf|het)( maar)?', 'ik zou zeggen', 'ik zeg', '(vandaag|de dag) (is|was|wordt) (het )?een', 'vandaag een', '(ik )?zet( maar)?'],
    ratedThings: ['vandaag', 'voor vandaag', 'voor de dag'],
    ratingClosers: [],
    articles: ['een'],
    // Not "een": it is also the article before a digit ("een dikke 4").
    ratingWords: { twee: 2, drie: 3, vier: 4, vijf: 5 },
    outOf: ['van( de)?', 'op', 'uit'],
    five: ['vijf'],
    scaleFirst: [],
    points: ['punten'],
    stars: ['sterren'],
    rangeTo: ['tot'],
    countUnits: ['uur', 'dagen', 'uren', 'minuten'],
    grades: [],
    gradePhrases: [],
    historyCues: ['geschiedenis', 'gemiddeld[e]?', 'vorige', 'afgelopen', 'verloop', 'overzicht', 'oktober', '\\p{L}*geschiedenis'],
    logPhrases: [],
    historyOverLog: [],
    historyWords: ['geschiedenis'],
    feelings: {
      1: ['helemaal op', '(ik ben|ben) op(?=[\\s.!]*$)', 'gedeprimeerd', 'wanhopig', 'ellendig', 'vreselijk', 'verschrikkelijk', 'klotedag', 'kutdag', 'rotdag', 'doodongelukkig', 'waardeloos'],
      2: [
        // Nothing going as planned ("niets gaat zoals gepland", "alles zit tegen").
        '(niets|niks) (gaat|loopt|ging|liep) (zoals|volgens) (gepland|plan|ik wil|gehoopt)', 'alles zit (me )?tegen', 'alles gaat mis',
        // Lonely, bored, understatement ('eenzaam', 'ik verveel me', 'heb betere dagen gehad').
        'eenzaam', '(ik )?verveel me', '(heb|ik heb) (wel )?betere dagen gehad',
        // Burnout told without a feeling word: no evenings, weekends or strength left.
        '(kan|kom) (niet meer|nooit meer) (loskomen|los|ontspannen|uitschakelen)', 'weet niet meer wanneer ik (voor het laatst )?een vrij(e)? (weekend|dag)', '(beantwoord|beantwoorden) mails om middernacht', 'nergens meer fut', 'geen fut meer',
        'boos', 
        'lusteloos', 'futloos', 'geen zin', 'ongemotiveerd', 'niet lekker in m(ijn|n) vel', 'geen energie',
        '(maakt|maken) me kapot', '(wordt|worden) (nog )?mijn dood', 'sloopt me', 'moe', 'doodmoe', 'uitgeput', '(ben|zo|echt|helemaal) kapot', 'gesloopt', 'gestrest', 'overspannen',
        'overweldigd', 'verdrietig', 'ziek', 'hoofdpijn', 'geirriteerd', 'gefrustreerd', 'bezorgd', 'zenuwachtig', 'geen energie', 'balen', 'baal',
        'chagrijnig', 'lusteloos', 'verveeld', 'brak', 'stressvol', '(voel me|beetje|een beetje|zo) (down|rot|slecht|somber|neerslachtig)',
        'somber', 'neerslachtig',
        'word gek', 'zit (er )?(\\p{L}+ )?doorheen', 'angstig', '(slaap|sliep|slapen) (\\p{L}+ ){0,3}(slecht|beroerd|nauwelijks|amper)',
        'uitgeblust', 'afgepeigerd', 'bekaf', 'op van de stress',
        'teleurgesteld', 'ontmoedigd', 'gespannen', 'nerveus', 'onrustig', 'geergerd', 'alles (zit|zat|loopt|liep|gaat|ging) (\\p{L}+ ){0,2}(tegen|mis|fout)', '(zit|zat) (\\p{L}+ ){0,2}tegen', 'slecht', '(zware|lange|pittige|drukke|stressvolle) (dag|week)', 'niet (zo |echt |helemaal |erg |heel |super )?(lekker|goed|fijn|top)', 'helemaal op', 'gaar', 'geen goede dag', 'chagrijn', 'prikkelbaar',
        'ziekjes', 'ziek', 'verkouden', '(heb|met) (de |een )?(griep|koorts)', 'hoofdpijn', 'koppijn', '(slecht|nauwelijks|amper|weinig) geslapen', '(draai|loop|leef|overleef) (vandaag |nu )?(alleen )?op koffie', '(ik )?verzuip', 'verzuipen', 'bedolven onder', "tot over (mijn|m'n) oren", 'overspoeld', 'te veel (werk|meetings|vergaderingen)', '(rot|kut|bal)(dag|week|maandag)', '(tot nu toe|tot dusver|tot nog toe) (een )?(rotdag|kutdag|zware dag|lange dag|slechte dag)', 'doodop', 'superdruk', '(erg|heel|super|te|zo|enorm) druk', '(heb|had) (een )?kater',
        // Worn out told by what happened: the night, the sleep, the head, everyone at once ("drie uur geslapen", "de baby heeft de hele nacht gehuild", "op m'n tandvlees", "iedereen wil iets van me").
        '(\\d|een|twee|drie|vier|anderhalf) (uur|uurtje|uurtjes) (geslapen|slaap)', 'geen oog dicht(gedaan)?', '(hele|halve) nacht (wakker|gehuild|gekrijst|niet geslapen|liggen woelen|op geweest)', '(heeft|hebben) de (hele|halve) nacht (\\p{L}+ )?(gehuild|gekrijst|gespookt|wakker gelegen)',
        "op (m'?n|mijn|mn|me|het) tandvlees", "op (m'?n|mijn|mn) laatste benen", '(hoofd|kop|koppie) (ontploft|barst|bonkt|klopt|tolt|loopt om)', "(m'?n|mijn) hoofd (staat|zit) (er )?niet (meer )?naar",
        '(iedereen|allemaal) (\\p{L}+ ){0,2}wil(len)? (\\p{L}+ ){0,2}(iets|wat|dingen) van (me|mij)', '(iets|wat|dingen) van (me|mij) (\\p{L}+ )?(wil|willen|nodig hebben|moet|moeten)', '(kan|kon) (\\p{L}+ )?(niet meer|nauwelijks|amper) (helder |goed |normaal |recht )?(na)?denken',
        "(met )?(m'?n|mijn|mn|de) handen in (het|m'?n|mijn|mn|de) haar", 'door de bomen het bos niet( meer)?( zien| zie)?', '(weet|wist) niet (meer )?waar ik moet beginnen', 'over de schoenen', 'water (staat|stond) (me )?(tot )?aan de lippen', "tot (over )?(m'?n|mijn|mn) (nek|oren) in",
        'horendol', '(stapel|knetter)gek', "ik ben (het |er )?(zo |echt |helemaal |goed )?(zat|beu|spuugzat)", 'spuugzat', '(ik )?stik (in|van) (het werk|de stress|het)', 'er (helemaal |echt |zo )?klaar mee', 'pompaf', 'kapotmoe', 'hondsmoe',
        "(ik ben|ben) (echt |zo |helemaal |compleet |totaal )?(kaduuk|stuk|leeg|naar de klote|uitgewoond|op van de zenuwen)", 'in (de|alle) stress', '(sta|zit|ben) (\\p{L}+ )?onder (hoge |grote |flinke )?druk', 'kip zonder kop', "de benen uit (m'?n|mijn|mn) (lijf|reet)", "(het|alles) wordt me (\\p{L}+ )?te veel", '(groeit|gaat) me boven (het|m.n|mijn) hoofd', 'geen (minuut|seconde|moment) (rust|voor mezelf)',
        // Nerves told by the body ("knoop in m'n maag", "de zenuwen gieren door m'n keel").
        "(knoop|steen) in (m'?n|mijn|mn|de) maag", '(de )?zenuwen (gieren|slaan toe)', '(ik )?zie er (\\p{L}+ )?tegenop', 'klamme handjes', 'buikpijn van de (zenuwen|stress)', '(trillen|tril|bibber) (als een rietje|op (m.n|mijn) benen)', 'trillende handen', 'in paniek', 'paniekerig', 'knikkende knieen', '(bloed|stik)nerveus', 'doodsbang',
      ],
      3: ['(de |deze )?week overleefd', 'gaat wel', 'prima', 'matig(e)?', 'middelmatig(e)?', 'mwah', "(het gaat )?z'?n gangetje", 'zo-?zo', 'het kan beter'],
      4: ['eindelijk (weekend|vrijdag|vakantie|vrij)', "(wat een|zo'?n) opluchting", "(heb|ik heb) (echt |zo'?n |veel |wel |super )?zin in (de|het|m'?n|mijn) (vakantie|weekend|vrije dag)", '(gaat|voel me|voel ik me) (al |weer |een stuk |veel |wat )?beter', '(voel me|gaat) goed', 'blij', 'fijn', 'ontspannen', 'gemotiveerd', 'uitgerust', 'lekker bezig', 'tevreden', 'trots', 'opgelucht', 'dankbaar', 'vrolijk', 'opgewekt', 'goed gehumeurd', 'goedgehumeurd', '(voel me|gaat|liep|ging|loopt) ((vandaag|nu|echt|heel|erg|super|zo|best|wel|gewoon) ){0,3}(lekker|goed)', 'positief', 'voldaan', 'goede (dag|week|zin)', 'goed gemutst', '(alles|heb alles|het) (goed )?onder controle', '(tot nu toe|tot dusver|tot nog toe) (een )?(topdag|goede dag|fijne dag|prima dag|mooie dag|lekkere dag)', 'gaat lekker', 'loopt lekker', 'alles loopt',
        // Good news of one's own ("ik heb promotie", "ik ben aangenomen", "ze gaven me een verrassingsfeestje", "alles liep op rolletjes").
        'promotie (gekregen|gemaakt|binnen)', '(ik heb|heb|ik krijg) (\\p{L}+ )?promotie', '(ik ben|ben) (gepromoveerd|aangenomen|geslaagd|uitgekozen)', '(ik heb|heb) (\\p{L}+ )?(de baan|de job|de vaste aanstelling|een vaste aanstelling|een vast contract|opslag|loonsverhoging|salarisverhoging)',
        '(opslag|loonsverhoging|salarisverhoging|vaste aanstelling|vast contract) (gekregen|binnen)', '(een )?verrassingsfeest(je)? voor (me|mij)', '(gaven|hebben|gaf|organiseerden) (me|mij) een (verrassingsfeest(je)?|verrassing)',
        '(nog steeds|nog altijd|de hele dag) (te |aan het )?(glimlachen|grijnzen|stralen)', '(kan|kon) niet (meer )?stoppen met (glimlachen|grijnzen|lachen)', 'van oor tot oor', 'van een leien dakje', 'op rolletjes', '(alles|het) zit (\\p{L}+ ){0,2}mee', "(alles|het) (valt|viel) op (z'?n|zijn) plek", '(loopt|liep) gesmeerd', 'topgevoel',
        // A day that came good again ("…, maar de middag maakte veel goed").
        'maakte (\\p{L}+ ){0,3}goed', '(heeft|hebben|heeft het) (\\p{L}+ ){0,3}goedgemaakt', 'de dag gered', 'trok (het|de dag|alles) (weer )?recht',
      ],
      5: ['in de wolken', 'euforisch', 'dolblij', 'door het dolle heen', 'in de zevende hemel', '(voel me|ik ben|gaat( het)?) ((vandaag|nu|echt|heel|zo|wel|best|gewoon|helemaal|ontzettend|mega) ){0,3}(top|super|geweldig|fantastisch)', 'geweldig', 'top dag', 'zalig', 'topdag', 'super blij', 'heerlijk', 'fantastisch', 'te gek', 'helemaal top', "in (mijn|m'n|mn) nopjes", 'supergoed', 'uitstekend', 'enthousiast', 'dolgelukkig', 'gelukkig', 'superblij',
        // Highs said as idioms ("blij als een kind", "kicken").
        'blij als een kind', '(wat|echt|super) kicken',
      ],
    },
    hunger: ['sterf van (de )?honger'],
    negators: ['niet', 'geen'],
    negatedBefore: [],
    negatedAfter: [],
    softeners: ['een beetje', 'beetje', 'ietwat', 'wat', 'licht'],
    intensifiers: ['heel', 'erg', 'echt', 'super', 'zo', 'mega', 'hartstikke', 'ontzettend', 'enorm', 'totaal', 'helemaal', 'kei', 'zwaar', 'vet'],
    intensifiersAfter: [],
    earlier: ['gisteren', 'eergisteren', 'gisteravond', 'vanochtend', 'vanmorgen', 'vorige week', 'eerder', 'laatst'],
    now: ['vandaag', 'nu', 'vanmiddag', 'vanavond', 'inmiddels', 'momenteel'],
    others: ["(de|onze) (klant|klanten|baas|manager|collega|collega's|gebruikers)", '(het|ons) team', '(de|die|deze) (film|serie|aflevering)', '(het|dat|dit) (boek|einde)', '(de|het) (lunch|kantine|eten|soep|weer)'],
    me: ['mij', 'me', 'mijn', "m'n"],
    dayParts: ['ochtend', 'vanochtend', 'vanmorgen', 'middag', 'vanmiddag', 'na de lunch', 'avond', 'vanavond'],
    dayVerdicts: {
      low: ['k\\*t', 'kut', 'klote', 'waardeloos', 'zwaar', 'zware', 'vreselijk', 'verschrikkelijk', 'een ramp', 'rampzalig', 'een hel', 'een drama', 'slecht', 'stroef', 'taai', 'beroerd', 'chaotisch'],
      good: ['top', 'super', 'goed', 'prima', 'geweldig', 'beter', 'fantastisch', 'heerlijk', 'lekker', 'relaxed', 'productief', 'gezellig'],
    },
    turnsForBetter: ['maakte (een hoop|veel|alles|het) (weer )?goed', 'goedgemaakt', 'redde (de|mijn) dag', 'trok het (weer )?recht', 'ging (het )?(toen )?beter', 'werd (het )?(toen )?beter', 'kwam (toch )?(nog )?goed', 'is (toch )?(nog )?goed gekomen', 'viel (toch )?(nog )?mee', 'trok bij'],
    repeats: ['alweer', 'weer een', 'nog een', 'opnieuw', 'wederom', 'voor de zoveelste keer', 'zoveelste'],
    mishaps: ['storing', 'plat', 'lag plat', 'kapot', 'gecrasht', 'crash', 'vertraging', 'file', 'uitgevallen', 'viel uit', 'afgezegd', 'geannuleerd', 'werkt niet', 'foetsie', 'pleite', 'kwijtgeraakt'],
    mockCheers: ['nou lekker', 'lekker dan', 'wat een feest', 'heerlijk', 'super', 'prachtig', 'fijn', 'mooi zo', 'geweldig', 'jippie'],
  },

  crisis: [
    'zelfmoord\\p{L}*', 'mezelf van kant maken', 'ik wil dood', 'wil niet meer leven', 'beter af zonder mij',
    'mezelf (iets aandoen|pijn doen)', 'er een eind aan maken', 'niet meer wakker worden',
    'wil er niet meer zijn', 'niet meer (willen )?leven', 'levensmoe', 'einde aan mijn leven',
    'er een (eind|einde) aan (te )?maken', 'afscheidsbrie\\p{L}*', 'mezelf (iets |pijn )?(aan )?te doen', 'mezelf van het leven beroven',
    'geen (reden|zin) (meer )?om (door )?te leven', 'slapen en niet meer wakker worden', 'mezelf snijden', 'snij mezelf',
    '(nut|zin) (\\p{L}+ ){0,4}niet meer (\\p{L}+ ){0,3}(door te gaan|verder te gaan|te leven)', 'geen (zin|nut|reden) meer (\\p{L}+ ){0,3}(door te gaan|verder te gaan|te leven)', 'wil er (\\p{L}+ ){0,2}niet meer zijn', '(doe|deed|doen) mezelf (pijn|iets aan)', 'mezelf pijn', 'niet meer willen bestaan', 'wil niet meer bestaan',
    '(beter|makkelijker) (\\p{L}+ ){0,4}als ik er niet (meer )?(was|ben|zou zijn)', '(ik ben|ben) (alleen maar |gewoon )?(een )?last voor', 'tot last ben', '(het )?leven (\\p{L}+ ){0,2}geen zin', 'geen zin meer in (het|m(ij)?n) leven',
    'nooit geboren', 'niet meer op (deze|de) wereld', '(nagedacht|denk|dacht) (erover )?(om )?mezelf (iets aan te doen|van kant te maken|te doden)', 'nooit meer wakker (te )?worden', '(iedereen|ze|jullie) (is|zijn|zou|zouden|was) (\\p{L}+ ){0,2}beter af (zonder|als)',
    // Warning signs said without a wish: a painless way or a dose asked for, pills put aside, cuts or burns on purpose, a day or
    // place chosen, being a burden.
    'hoe (doe|kan|moet) (je|ik|men) (het|t) (\\p{L}+ ){0,2}zonder (dat het )?pijn( doet| te doen)?(?=\\s*([,.;:!?…؟。！？]|$))', 'pijnloos (sterven|doodgaan|dood|er een eind aan maken)', 'zonder pijn (sterven|dood te gaan|doodgaan)', '(spaar|spaarde|gespaard|verzamel|verzameld|hamster|gehamsterd|verstop|verstopt) (\\p{L}+ ){0,3}(slaappillen|pillen|tabletten|medicijnen|slaapmiddelen)', 'mezelf (weer |opnieuw |expres |met opzet )*(gesneden|gebrand|verbrand)', '(verstop|verberg)\\p{L}* (\\p{L}+ ){0,2}(littekens|snijwonden)', 'als (iedereen|niemand) (weg|thuis|er) is,? (doe|ga) ik (het|t)(?=\\s*([,.;:!?…؟。！？]|$))', '(gekozen|besloten) (hoe en wanneer|wanneer en hoe|de dag en de plek)(?=\\s*([,.;:!?…؟。！？]|$))',
    'hoeveel (slaappillen|pillen|tabletten) (\\p{L}+ ){0,4}(om (dood te gaan|te sterven|niet meer wakker te worden)|dodelijk (zijn|is))',
    // The checklist of warning signs as natives say them: not waking up, a nuisance or relief to others, simpler without me, a day chosen,
    // no pain asked for after 'I can't take it any more', hurting oneself, a lethal dose.
    '(hoop|bid|wens)[^.!?\\n]{0,30}(niet|nooit) (meer )?wakker (word|te worden)(?=\\s*([,.;:!?…؟。！？]|$))',
    '(ben|zit|sta) (\\p{L}+ ){0,3}(tot last|in de weg)( voor| van)? (iedereen|de rest|mijn familie|anderen|jullie)',
    '(ben|zit|sta) (iedereen|de rest|mijn familie|anderen|jullie) (\\p{L}+ ){0,3}in de weg',
    '(simpeler|eenvoudiger|makkelijker|beter) (\\p{L}+ ){0,4}als ik (er )?niet (meer )?(bestond|zou bestaan|was)',
    '(heb|had) (al )?(een|de) (datum|dag) (al )?(gekozen|bepaald)(?=\\s*[.!…。！]*\\s*$|,? (het wordt|het is|dat wordt) )',
    'ik (doe|ga) (het|t) (\\p{L}+ ){0,3}als (er niemand (is|thuis is)|iedereen weg is|niemand thuis is)(?=\\s*([.!…。！]|$))',
    '(trek het niet meer|kan het niet meer aan|kan niet meer|hou het niet meer vol)[^\\n]{0,40}(zonder pijn|pijnloos|geen pijn doet)(?=\\s*([,.;:!?…؟。！？]|$))',
    '(sla|sloeg) mezelf(?=\\s*([,.;:!?…؟。！？]|$))', '(brand|verbrand|brandde) mezelf (\\p{L}+ ){0,2}(met|expres|opzettelijk)', 'dodelijke dosis',
    'ik maak er een (eind|einde) aan(?=\\s*([,.;:!?…؟。！？]|$))',
    // Hopelessness said of oneself and life: tired of existing, nothing has meaning any more, no way out, a burden. Those a thing
    // could follow ('no way out of this contract') only at a clause's end.
    '(het )?zat om te (bestaan|leven)', 'moe (van het|om te) (bestaan|leven)', 'niets heeft (nog |meer )?zin( meer)?(?=\\s*([,.;:!?…؟。！？、，]|$))', 'mijn leven heeft geen zin( meer)?', 'geen uitweg( meer)?(?=\\s*([,.;:!?…؟。！？、，]|$))',
    // Warning signs said plainly in chat: an accident wished for or shrugged at, not being around much longer, peace made, the team left
    // in others' care, all of it too much or to stop, no future, a burden (nobody to miss one and a rope got stand in crisisSigns). Those a thing could follow only at a clause's end.
    'als (een|de) (auto|bus|vrachtwagen|trein) me (aanreed|zou aanrijden|overreed)[^.!?\\n]{0,25}(niks|niets) (schelen|uitmaken)', '(jullie|je) (hoeven|hoeft) me niet (lang|heel lang) meer te (verdragen|verduren)', 'binnenkort maakt (het|alles) (toch |eh )?(niet(s)? meer uit)(?=\\s*([,.;:!?…؟。！？、，]|$))', '(ik heb|heb) (er )?vrede (mee )?gesloten( met alles)?(?=\\s*([,.;:!?…؟。！？、，]|$))', 'zorg (goed )?voor (het team|iedereen) voor mij(?=\\s*([,.;:!?…؟。！？、，]|$))', 'ik kan het niet meer,? (niks|niets) meer(?=\\s*([,.;:!?…؟。！？、，]|$))', 'ik wil dat (alles|het allemaal) (stopt|ophoudt)(?=\\s*([,.;:!?…؟。！？、，]|$))', 'alles is (zo )?zinloos(?=\\s*([,.;:!?…؟。！？、，]|$))', 'ik zie geen toekomst( meer)?( voor mij)?(?=\\s*([,.;:!?…؟。！？、，]|$))', 'waarom (nog )?leven', '(het leven|leven) (moe|zat)', '(alleen maar |gewoon |maar )een last( voor (iedereen|jullie))?(?=\\s*([,.;:!?…؟。！？、，]|$))', 'niemand zou het merken als ik (weg|er niet meer) (was|ben|zou zijn)', 'pillen (opgespaard|gespaard|verzameld|bewaard)', '(wou|wilde|wens|zou willen)( dat)? ik (niet|nooit) (bestond|bestaan had|geboren was)',
  ],
  crisisWish: {
    reach: 4,
    wish: ['(ik )?(wil|wou|wilde|zou willen|wens|hoop)( dat ik| graag)?', '(soms |vaak )?(denk|dacht) ik( wel)?( dat| aan)', 'ik (denk|dacht) (soms |vaak )?(dat|aan)', '(het )?(zou|is|was) (beter|makkelijker)( voor iedereen)?( als| zijn als)?', 'als ik', 'ik zou (het )?(liefst|graag)', '(het )?beter (is|zou zijn|was)( voor iedereen)?( als)?', '(ik )?hoop (\\p{L}+ ){0,2}dat ik'],
    harm: ['dood( zijn| gaan| was| ben| zou zijn)?', 'doodg(a|aan|aat|ing)', 'sterven', 'verdwijnen', 'verdween', 'er niet (meer )?(ben|was|zou zijn|zijn)', 'niet meer (wakker worden|wakker word|leven|bestaan|zijn)', 'nooit meer wakker (te )?worden', 'mezelf (iets aandoen|van kant maken|pijn doen)', '(ophouden|stoppen) met (bestaan|leven|ademen)', 'er (gewoon |helemaal |simpelweg )?niet (meer )?(ben|was|zou zijn|zijn)', 'niet meer (ben|besta)'],
    wishAfter: [],
    negators: ['niet', 'nooit', 'geen'],
    things: ['de', 'het', 'een', 'die', 'deze', 'dit', 'hij', 'zij', 'ze'],
    idioms: ['van (verveling|schaamte|honger|het lachen|de honger|de slaap)', 'lachen', 'verveel me dood', 'doodmoe', 'vakantie', 'strand', 'eiland', 'weekend', 'reis', 'zee', '(een|twee|drie|paar|\\d+) (dag|dagen|week|weken|maand|maanden|uur)'],
  },
  crisisRelief: {
    heights: ['perron\\p{L}*', '(op|bij) het spoor', 'rails', '(op|van) het dak', 'dakrand', 'balkon\\p{L}*', '(op|van) de brug', 'brugleuning', 'rand van (het|de) (dak|perron|brug|balkon|gebouw)', 'naar beneden (keek|kijken|kijk|keken|gekeken)', 'omlaag (keek|kijken|kijk|gekeken)', 'de diepte'],
    noWaking: ['(niet|nooit) (meer )?wakker (word|worden|werd|zou worden|te worden)'],
    reliefs: ['(alles|allemaal) (\\p{L}+ ){0,2}(makkelijker|simpeler|eenvoudiger) (zou|zal) (zijn|worden)', 'zou (alles|het allemaal) (\\p{L}+ ){0,2}(makkelijker|simpeler|eenvoudiger) (zijn|worden)', '(dacht|denk) (ik )?(dat )?(het|dat) (\\p{L}+ ){0,2}(makkelijker|simpeler|eenvoudiger) (zou|zal) (zijn|worden)', 'niet (eens )?zo erg', 'een opluchting', '(vreemd|raar|gek|ineens|plotseling) (\\p{L}+ ){0,2}(rustig|kalm|vredig)', 'beter voor iedereen'],
    shrugs: ['(zou|is|was|vind ik) (dat|het|ook|ik) (\\p{L}+ )?(prima|oke|oké|ok|goed|best|niet erg)( zijn| vinden)?', '(dat|het) zou (\\p{L}+ )?(prima|oke|oké|ok|goed|best) zijn', '(zou|zal) (het|dat) (\\p{L}+ )?(niets|niks|niet) uitmaken', '(het|dat) (zou|zal) (\\p{L}+ )?(niets|niks|niet) uitmaken', 'niemand zou (het|er) (\\p{L}+ )?(merken|missen|iets van merken)', 'zou het niet erg vinden', 'maakt (het|dat) (toch )?niet uit'],
  },
  crisisFarewell: {
    farewells: ['(jullie |iedereen )?(gedag|vaarwel|dag) zeggen', 'vaarwel (allemaal|iedereen)', 'afscheid (\\p{L}+ ){0,2}(nemen|van jullie|van iedereen)', 'neem (\\p{L}+ )?afscheid'],
    signs: ['(brieven|brief|afscheidsbrie\\p{L}*) (\\p{L}+ )?(geschreven|schrijven)', '(alles|al mijn zaken) (\\p{L}+ )?(geregeld|op orde|geordend|afgehandeld)(?=\\s*([,.;:!?…]|$|\\s(en)\\s))', '(mijn )?spullen (\\p{L}+ )?(weggegeven|weg gegeven)', 'er (straks |binnenkort )?niet meer (zijn|ben|zal zijn)', 'ik (kan|trek) (het )?niet meer( aan)?(?=\\s*([,.;:!?…]|$))'],
    departures: ['laatste (werkdag|dag|week)', 'nieuwe (baan|job|uitdaging|werkgever)', 'overdracht', 'overgedragen', 'tot (maandag|morgen|ziens|snel|straks|volgende week|dan)', 'verlof', 'pensioen', 'verhuis\\p{L}*', 'borrel', 'ben (weer )?terug', 'voor vandaag'],
  },
  crisisSigns: {
    signs: ['niemand zou me (missen|merken)', '(spullen|bezittingen) weggegeven', 'een touw gekocht(?=\\s*([,.;:!?…؟。！？、，]|$))'],
    everyday: [
      // The everyday act a condition speaks of: leaving early, a meeting skipped, a day off, waking in time.
      '(eerder|vroeger|vroeg|later|te laat) (\\p{L}+ ){0,2}(weg|wegga|weggaan|wegging|vertrok|vertrek|naar huis|ga|ging|stop|stopte|kwam|kom)',
      '(standup|stand-up|daily|meeting|vergadering|overleg|call|les|lunch|training|borrel) (\\p{L}+ ){0,2}(oversla|oversloeg|overslaan|skip|skipte|mis|miste|misliep)\\p{L}*',
      'vrij (nam|neem|nemen|genomen)', 'vrije dag', '(maandag|dinsdag|woensdag|donderdag|vrijdag|middag|ochtend|dag) vrij', 'thuiswerk\\p{L}*', 'op tijd', 'te laat', 'wekker', 'verslap\\p{L}*',
      // The everyday reason things go or a rope is bought: charity, a move, decluttering, a sale, new ones, camping.
      'goede doel(en)?', 'kringloop\\p{L}*', 'gedoneerd', 'doneren', 'verhuiz\\p{L}*', 'verhuisd', 'ontspull\\p{L}*', 'minimalis\\p{L}*', 'verkocht', 'verkopen', 'marktplaats', 'rommelmarkt', 'vrijmarkt', 'nieuwe', 'te klein',
      'kamperen', 'camping', 'klimmen', 'hangmat', 'tent', 'boot', 'zeil\\p{L}*', 'schommel', 'waslijn', 'slepen', 'springtouw', 'sportschool',
    ],
  },
  crisisNews: {
    reports: ['nieuws', 'journaal', 'krant', 'artikel', 'media', 'bericht\\p{L}*'],
    deaths: ['zelfmoord (heeft |had )?gepleegd', '(heeft|had) (zichzelf|zich) van het leven beroofd', 'uit het leven (gestapt|gegaan)'],
  },
  blockers: {
    phrases: ['geblokkeerd', 'blokkades?', 'blocker\\p{L}*', 'wacht(en)? (nog )?op', 'vast (op|door)', 'loop vast', 'zit vast'],
    none: ['geen', 'niets', 'nee', 'vandaag'],
  },
};
