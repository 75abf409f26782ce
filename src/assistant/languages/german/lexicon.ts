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
    strong: `passt gell vielmal gerade vielen der die das den dem des ein eine einen einem einer und oder aber ist sind bin bist hat habe hast haben
      wird werden kann kannst muss musst mussen soll sollte ich mich mir mein meine meinen du dich dir dein wir uns
      unser er sie es nicht kein keine ja nein doch noch schon auch nur sehr wie was wann wo warum welche wieviele
      heute morgen ubermorgen gestern woche monat tag montag dienstag mittwoch donnerstag freitag samstag sonntag
      hallo servus moin danke bitte hilfe aufgaben aufgabe stimmung fertig erledigt erinnere bis vor fur mit von zu
      zum zur im am auf aus bei nach uber um alles alle etwas nichts dieser diese dieses gut schlecht mude gestresst
      schicken senden anrufen prufen machen geht gibt hier jetzt dann mal ne neu neue wetter abhaken raus echt
      trotzdem lassen ende monats prioritat niedrige hohe heut gehen tschuss guten abend nacht zusammen
      gefixt geshippt gemergt deployt
      rechnung bericht besprechung kunde kunden angebot vertrag folien prasentation anruf buro projekt lieferung termin unterlagen vorbereiten fertigstellen schreiben korrigieren veroffentlichen planen organisieren aktualisieren`,
    common: 'geil menno so an in',
    weak: '',
    phrases: [[/\bnaja\b|\bso lala\b|\bgeht so\b/, 3]],
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
    greetingAddressees: ['alles fit( bei (euch|dir))?', 'na', 'zusammen', 'leute', '(euch|ihr|dir) (allen|alle)', 'an alle', 'wie geht(\\x27?s| es)?', 'wie lauft(\\x27?s| es)?', 'was geht', 'alle', 'alles (fit|klar|gut|roger)', 'wollte nur (kurz )?hallo sagen', 'keine neuen aufgaben', 'ich zahl(e)? auf dich( heute)?', 'nichts (neues )?(hinzuzufugen|einzutragen)( heute)?'],
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
      // Asking whether one may talk to the assistant in another language is help.
      'dir (\\p{L}+ ){0,2}(auf|in) (englisch|spanisch|franzosisch|italienisch|portugiesisch|niederlandisch|russisch|arabisch|chinesisch|japanisch|koreanisch|einer anderen sprache) (schreiben|reden|sprechen|tippen)', 'mit dir (\\p{L}+ ){0,2}(auf|in) (englisch|spanisch|franzosisch|italienisch|portugiesisch|niederlandisch|russisch|arabisch|chinesisch|japanisch|koreanisch|einer anderen sprache) (schreiben|reden|sprechen|chatten)',
    ],
    howTo: ['wozu bist du (\\p{L}+ ){0,2}(gut|da)', 'was bist du (\\p{L}+ ){0,2}in der lage', 'was (machst|tust) du (eigentlich|genau|uberhaupt)( genau)?(?=\\s*[?!.]*\\s*$)', 'zeig\\p{L}*( mir)?,? wie', 'was (kann|macht) (der|dieser|die|diese) (bot|app|assistent)', 'was kannst du (\\p{L}+ ){0,2}(alles|eigentlich|so)', 'wie funktioniert (die|diese|der|dieser|das) (app|bot|ding)', 'keine ahnung,? wie (\\p{L}+ ){0,3}(funktioniert|geht)', 'ich bin neu (hier|in der app)', '(blick|blicke|komm|komme|check|checke) (bei|mit) (der|dieser) app (\\p{L}+ ){0,3}nicht (durch|klar)', 'versteh\\p{L}* (die|diese) app (\\p{L}+ ){0,2}nicht', 'wie (kann|mache|lege|trage|markiere|erstelle|fuge|losche|andere|nutze|benutze|erfasse) ich', 'was bedeutet', 'was heisst', 'wie \\p{L}+ ich', 'ich brauche hilfe', 'erklar\\p{L}* (\\p{L}+ ){0,2}wie', 'wo (sehe|finde) ich', 'wo (sieht|findet) man', 'wo kann ich (\\p{L}+ ){0,2}(sehen|finden)', 'erklar\\p{L}* (\\p{L}+ ){0,2}(was|wofur|wozu|wo)'],
    farewells: ['bis (morgen|bald|spater|dann)', 'tschuss', 'schonen (abend|feierabend|tag)', 'gute nacht', 'schones wochenende'],
    leaving: ['ich (mach|mache) (jetzt |dann )?feierabend', 'ich bin (dann )?(mal )?weg', 'ich geh(e)? (jetzt |dann )?(nach hause|heim)'],
    followUps: ['und', 'auch', 'und auch'],
    past: ['waren wir', 'wir waren', 'sind wir', 'am (samstag|sonntag|wochenende) (waren|haben|sind)', 'gestern', 'vorgestern', 'neulich', '(letzte|vergangene) woche', '(letztes|vergangenes) wochenende'],
    notices: ['(nur )?zur (info|information|kenntnis)', 'zu deiner information', 'damit du bescheid wei(ss|ß)t',
      // "Info:" heading a message passes news on.
      '(?<=^\\s*)infos?(?=\\s*:)',
    ],
    askingAround: ['wei(ss|ß)t (jemand|wer)', 'hat jemand', 'jemand (eine ahnung|gesehen)', 'wisst ihr'],
    assistantNames: ['(der|dieser|den|diesen|dem|diesem) (bot|assistent\\p{L}*|chatbot)', 'diese app'],
    appWords: ['app', 'bot', 'assistent'],
    features: ['erinnerung(en)?', 'benachrichtigung(en)?', 'einstellungen', 'priorität(en)?', 'entwürfe', 'entwurf', 'fälligkeitsdatum', 'stimmung', 'sprachen?'],
    capability: ['verstehst du', 'sprichst du', 'kann (man|ich)', 'kannst du', 'geht (das|es)', 'ist es möglich', 'lassen sich', 'gibt es (eine|die|irgendeine) möglichkeit', 'können aufgaben', 'kann eine aufgabe', 'lässt sich'],
    thingsInGeneral: ['sachen', 'dinge', 'alles mögliche', 'irgendwas'],
    privacy: ['(mein |meine )?(chef|chefin|manager|managerin|vorgesetzte\\p{L}*|team|firma|hr|kollegen) (\\p{L}+ ){0,2}(sehen|lesen|einsehen)', '(sieht|sehen) (das |es |die |den )?(mein |meine )?(chef|chefin|manager|managerin|vorgesetzte\\p{L}*|team|firma|kollegen)', 'wer (kann|darf) (das|es|meine \\p{L}+|die eintrage|meine daten) (sehen|lesen|einsehen)', 'wer sieht (das|meine)', '(privat|vertraulich|anonym)', 'datenschutz'],
    recurrence: ['jede[nrs]?', 'alle'],
    taskFeatures: ['umbenennen', '(nachtraglich|spater|im nachhinein|hinterher) (\\p{L}+ ){0,2}(andern|anpassen|bearbeiten|umbenennen)', 'unteraufgaben?', 'teilaufgaben?', 'zuweisen', 'zuordnen', 'delegieren', 'teilen', 'wiederkehrend\\p{L}*', 'wiederholen', 'anhänge?', 'anhängen', 'tags?', 'labels?', 'kommentare?', 'farben?', 'kategorien?', 'exportieren'],
    taskStatus: ['(noch )?nicht (angefangen|begonnen|fertig|erledigt)', 'noch (immer )?offen', 'immer noch (nicht|offen|ausstehend)', 'im verzug', 'im rückstand', '(liege|liegt|liegen|hänge|hängt|hängen) (\\p{L}+ ){0,4}(zurück|hinterher)', '(bin|sind) (noch |etwas |total )?hinterher', 'steht noch aus', 'noch ausstehend'],
    laughter: ['(ha){2,}h?', 'hihi+', 'lol', 'xd+'],
    goodWishes: ['(tolle|gute|super|starke|klasse|saubere) (arbeit|leistung)', 'gut gemacht', '(schone|frohe|erholsame|gesegnete|gute|schonen|erholsamen|guten) (feiertage|weihnachten|ostern|ferien|urlaub|reise|rutsch)', 'guten rutsch', 'frohes (neues|fest)', '(herzlichen )?gluckwunsch\\p{L}*', 'gratuliere', 'gratulation', 'alles gute', 'viel (gluck|erfolg|spass)', 'gute besserung', 'genie(ss|ß)t? (den|die|eure|euren|deine|deinen) (urlaub|ferien|feiertage)'],
    leisure: ['strand', 'urlaub', 'ferien', '(aus)?schlafen', 'nichts (zu )?tun', 'faulenzen', 'entspannen', 'meer', 'berge', 'hutte', 'sofa', 'couch'],
    opinions: ['ich finde', 'finde ich', 'meiner meinung nach', 'meines erachtens'],
    hearsay: ['(ich )?hab(e)? gehort', 'angeblich', 'wie ich gehort habe', 'hast du (schon )?gehort'],
    smallTalk: ['(es ist|ist es|ists|es war|heute ist es|draussen ist es) (\\p{L}+ ){0,2}(kalt|eiskalt|saukalt|bitterkalt|warm|heiss|neblig|windig|nass|schwul|sonnig|glatt|usselig|grau)', 'es (regnet|schneit|schuttet|giesst|hagelt|sturmt)', '(regnet|schneit|schuttet|giesst|hagelt|sturmt) es', '(schones|schlechtes|mieses|tolles|herrliches|ekliges|furchtbares) wetter', '(sau|arsch|bitter|eis)kalt', 'ganz schon (kalt|warm|heiss|neblig|windig|frisch)', 'hattet ihr (ein )?(sch[öo]nes|gutes|entspanntes|erholsames) wochenende', 'wie war (euer|dein|das|ihr) wochenende', '(sch[öo]nes|gutes) wochenende gehabt', 'bist du (eigentlich |ein |eine |echt )*(mensch|ki|bot|roboter|maschine)', '(ein )?mensch oder (eine )?(ki|maschine|bot|roboter)', 'wie hei(ss|ß)t du', 'wer hat dich (eigentlich )?(programmiert|gebaut|erstellt|gemacht|entwickelt)', 'schl[äa]fst du (eigentlich )?(nie|auch)', 'was (habt ihr|hast du) am wochenende (vor|gemacht)', '(erzahl|sag)( mir)? (einen|noch einen) witz', 'kennst du (einen|gute) witze?', 'bring mich zum lachen'],
    exclamations: ['was f[üu]r ein(e|en)?', 'so ein(e)? (wetter|tag|mist)'],
    events: ['meetings?', 'besprechung(en)?', 'sitzung(en)?', 'deployment', 'release', 'launch', 'migration', 'umstellung', 'go-?live', 'rollout', 'call', 'telko', 'demo', 'workshop', 'schulung', 'vorstellungsgesprach', 'daily', 'standup', 'system', 'server'],
    objectMarkers: [],
    pastVerbs: ['war', 'waren', 'lief', 'ging', 'hatten', 'dauerte', 'hat sich (\\p{L}+ ){0,3}gezogen'],
  },

  tasks: {
    nouns: ['was ich (\\p{L}+ ){0,4}(machen|tun|erledigen|abgeben|schaffen|fertigstellen) (muss|musste|soll|sollte)', '(sachen|dinge|zeug),? die ich (\\p{L}+ ){0,4}(hatte|muss|musste|sollte|soll)', 'was (musste|hatte|sollte) ich', 'was liegt (\\p{L}+ ){0,3}an', 'was brennt', '(meiner|der|deiner|seiner|ihrer) liste', 'auf dem zettel', 'woran (ich|wir) (noch |gerade )*(sitze|sitzen|arbeite|arbeiten)', '(eine|ne|die) (übersicht|liste)', 'hinterher', 'nicht erledigt', 'noch nicht (erledigt|fertig|gemacht)', 'unerledigt',
      'aufgaben?', 'todos', 'fallig', 'uberfallig', 'zu tun', 'zu erledigen', 'noch offen', '(ist|sind) offen',
      'offenen? (punkte|sachen|themen|todos|tasks)', 'frist(en)?', 'uber der frist', 'termine', 'was (muss|habe|hab|soll) ich', 'was steht',
      'steht (heute|morgen|noch|diese woche)?\\s*an', 'auf dem plan',
      // Asking whether one forgot something or what awaits one ("did I forget anything?", "what is waiting for me tomorrow?", "what am I leaving hanging?") asks after one's tasks.
      '(hab|habe) ich (\\p{L}+ ){0,2}(was|etwas|irgendwas|irgendetwas) (vergessen|verpennt|verschwitzt)', 'vergesse ich (\\p{L}+ )?(was|etwas|irgendwas|irgendetwas)', 'was (\\p{L}+ ){0,2}wartet (\\p{L}+ ){0,2}auf mich',
      '(was|welche \\p{L}+) (\\p{L}+ ){0,3}(ansteht|anstehen|anliegt|anliegen)',
    ],
    show: ['sag (mir|uns)( mal| bitte)?', 'sag mal', 'zeig( mal| her| uns| mir mal)?', 'ich (will|möchte|würde gerne?) (\\p{L}+ ){1,4}sehen', '(mir )?(mal |bitte |kurz |eben |nochmal )*(auflisten|anzeigen|zeigen|zusammenfassen|aufzählen)', 'gib mir( mal)?', 'zeig mir', 'zeige', 'liste', 'auflisten',
      // "Remind me what …" asks for the list, not for a reminder.
      'erinner(e|n sie)? mich,? (noch ?mal,? |mal,? )?(daran,? )?(was|welche)',
    ],
    showEndings: [],
    stats: ['statistik(en)?', 'wie viele aufgaben', 'erledigungsquote', 'abschlussquote', 'mein fortschritt'],
    counting: ['wie viele?'],
    done: ['erledigt', 'abgeschlossen', 'geschafft'],
    create: [
      'erinnere mich', 'erinner mich', 'neue aufgabe', 'aufgabe (anlegen|erstellen|hinzufugen)', '(eine )?erinnerung (anlegen|erstellen|setzen|einrichten|eintragen)', 'fuge (eine )?aufgabe',
      'nicht vergessen', 'nich vergessen', 'lass mich (\\p{L}+ ){0,2}nicht vergessen', 'vergiss nicht', 'notier(e|en|st|t)?', 'fuge (?=["\'])',
      'erinner(e)? mich (dran|daran)', 'mich (bitte )?((dran|daran) )?erinnern', 'trag(e)? (mir |bitte )?(ein|auf)(?=\\s*[:,]| \\p{L})', 'schreib(e)? (mir )?auf(?=\\s*[:,])',
    ],
    obligations: ['ich muss', 'muss', 'mussen', 'wir mussen', 'ich sollte', 'sollte', 'soll', 'ich brauche',
      // Taking a thing on is one's own to-do: "ich kümmere mich um die Demo".
      'ich kummere mich um(?! (alles|das|es)\\b)', 'ich ubernehme(?! (alles|das|es)\\b)'],
    obligationsKeptInTitles: [],
    obligationForms: null,
    relatives: ['(mein|meine|unser|unsere) (kleine[rn]? |große[rn]? |beste[rn]? )?(sohn|tochter|kinder|kind|kleine|kleiner|schwester|bruder|mutter|mama|vater|papa|eltern|frau|mann|freund|freundin|partner|partnerin|mitbewohner|mitbewohnerin|nachbar|nachbarin|cousin|cousine|neffe|nichte|kollege|kollegin)'],
    givenNames: [],
    thirdPersons: ['er', 'sie'],
    selfSubjects: ['ich', 'wir', 'mich', 'mir', 'uns'],
    notes: ['(zum|zur) \\p{L}+', 'an (den|die|das) \\p{L}+ (schicken|senden)'],
    listHeaders: ['(zwei|drei|vier|2|3|4) (dinge|sachen|aufgaben)', 'aufgaben', 'zu erledigen', 'todo-liste'],
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
    politeRequestEndings: [],
    something: ['etwas', 'irgendwas', 'irgendetwas', "gibt'?s was", 'gibt es was'],
    whatNext: ['was jetzt', 'was nun'],
    actions: {
      cancel: ['storniere', 'stornieren', 'sag (\\p{L}+ ){0,3}ab', 'absagen'],
      delete: ['losch\\p{L}*', 'entfern\\p{L}*'],
      move: ['verschieb\\p{L}*', 'verleg\\p{L}*', 'setz (\\p{L}+ ){0,4}auf'],
      objects: ['aufgaben?', 'erinnerung(en)?', 'todos?'],
    },
    overdueWords: ['hatte (\\p{L}+ ){0,4}sollen', 'langst (\\p{L}+ ){0,3}(fertig|erledigt|abgegeben)', 'uberfallig'],
    urgentWords: ['brennt', 'eilig', 'eilt', 'dringend', 'wichtig'],
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
    abbreviations: ['dr', 'hr', 'hrn', 'fr', 'prof', 'ing', 'bzw', 'ca', 'evtl', 'ggf'],
    leadFillers: [
      // Interjections of a voice-typed turn to the next to-do ("… and oh yeah book the restaurant").
      'ach,? ja', 'ah,? ja', 'oh,? und', 'ah,? und', 'ahm',
      '(ich )?vergesse (immer|standig|staendig)( wieder)?', 'bitte', 'kannst du', 'konntest du', 'erinnere mich( daran)?', 'nicht vergessen', 'vergiss nicht', 'auch', 'und', 'aber', 'dann',
      'trotzdem', 'ich', 'noch',
      'erinner(e)? mich (dran|daran)', 'trag(e)? (mir |bitte )?(ein|auf)', '(kannst|konntest) du mich (bitte )?(dran|daran) erinnern( dass)?', 'nich vergessen', 'dass (ich|wir)',
      'also', 'deshalb', 'daher', 'deswegen',
    ],
    trailFillers: ['bitte', 'danke', 'bis', 'vor', 'und'],
    softWords: [
      // "…, basta entro fine mese": a date said to be enough is only a date.
      'reicht', 'reicht auch', 'genugt',
     'ach', 'ach ja', 'ja', 'ok', 'okay', 'oh', 'ubrigens', 'na', 'naja', 
      'wenn es dir nichts ausmacht', 'wenn moglich', 'es', 'ist', 'hat', 'das', 'ich', 'bin', 'echt', 'total', 'sehr', 'ganz', 'heute', 'so',
      'was fur', 'eine', 'woche', 'aber', 'und', 'gerade', 'mega',
      'bisschen', 'ein bisschen',
      'komplett', 'vollig', 'ziemlich', 'etwas', 'voll', 'extrem', 'richtig', 'absolut',
    ],
    butWords: ['aber', 'trotzdem', 'dennoch'],
    storyTurns: ['egal', 'wie auch immer', 'jedenfalls', 'naja', 'lange rede kurzer sinn', 'bevor ich es vergesse', 'apropos', 'ach ja', 'ach und', 'wie dem auch sei'],
    consequences: ['sonst', 'andernfalls', 'weil', 'denn'],
    reasons: ['(lauft|laufen) (\\p{L}+ ){0,3}(ab|aus)', '(niemand|keiner) kann', 'wartet( schon)?', 'funktioniert (\\p{L}+ )?nicht', 'geht (\\p{L}+ )?nicht mehr', 'ist (down|kaputt|ausgefallen)'],
    headerFillers: ['meine', 'hab', 'kurze', 'kleine', 'schnelle'],
    subjectStarts: ['der', 'die', 'das', 'unser', 'unsere', 'wir', 'er', 'sie', 'es'],
    pointerWords: ['das', 'es', 'du', 'dran', 'daran', 'drum', 'darum', 'mich', 'mir'],
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
    numbers: { ein: 1, einem: 1, einen: 1, einer: 1, zwei: 2, drei: 3, vier: 4, funf: 5, sechs: 6, sieben: 7, zehn: 10, vierzehn: 14, 'ein paar': 2 },
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
    endOfNextWeek: ['ende (der )?(nachste[nr]?|kommende[nr]?) woche'],
    dayAfterTomorrow: ['ubermorgen'],
    // "morgn": a slip too short for the generated ones.
    tomorrow: ['(?<!(guten|heute|gestern|jeden|goede|op een) )morgen', 'morgn'],
    today: ['heut(e)?( (abend|nachmittag|noch))?', 'feierabend', 'dienstschluss', 'ende des tages', 'tagesende'],
    nextWeek: ['nachste(r|n)? woche', 'kommende(r|n)? woche'],
    nextMonth: ['(des )?(nachsten|kommenden) monats', '(im )?(nachsten|kommenden) monat'],
    weekLinks: ['am'],
    deadlineWords: ['bis', 'bis zum', 'spatestens', 'vor', 'bis spatestens'],
    afterNext: ['in (einer|1) woche', 'in acht tagen'],
    afterNextBefore: ['(?:ue|u)bern(?:ae|a)chste[nmr]?'],
    notThis: ['nicht( (am|an|diesen|diesem|kommenden|am kommenden|an diesem))?'],
    butTheOneAfter: ['sondern (den |am )?(danach|darauf|darauffolgenden|nachsten|ubernachsten|folgenden)', 'sondern (den|am) %d (danach|darauf)', 'sondern (den |am )?(darauffolgenden|nachsten|ubernachsten|folgenden) %d', 'sondern eine woche (spater|danach)'],
    turnedDown: [],
    dayWords: {
      ersten: 1, erste: 1, zweiten: 2, zweite: 2, dritten: 3, dritte: 3, vierten: 4, vierte: 4, funften: 5, funfte: 5, sechsten: 6, sechste: 6,
      siebten: 7, siebte: 7, achten: 8, achte: 8, neunten: 9, neunte: 9, zehnten: 10, zehnte: 10, elften: 11, zwolften: 12, funfzehnten: 15,
      zwanzigsten: 20, dreissigsten: 30,
    },
    dayWordAfterMonth: false,
    inThreeDays: ['(?:ue|u)ber(?:ue|u)bermorgen'],
    hourOffsets: { 'viertel nach': 15, 'viertel vor': -15 },
    // Quarters and halves come before the hour ("viertel nach drei", "halb vier": `halfBeforeHour`).
    hourOffsetsAfter: {},
    halfPastWords: {},
    byThen: ['bis dahin', 'bis zu diesem zeitpunkt', 'bis zu dem zeitpunkt', 'bis zu diesem termin', 'bis zu dem tag', 'vorher'],
    approximately: ['ungefahr', 'etwa', 'so um'],
    pointerSubjects: ['(es|das|dies) kann (ruhig |gut )?(bis|warten)( bis)?', '(es|das|dies|dieses)( hier)? (muss|musste|sollte|soll|ist|wird|hat)( bis)?'],
    pointBack: ["trag('s| es| das)( ein)?", "schreib('s| es| das)( auf)?", "setz('s| es| das)( an)?"],
    partsOfDay: ['fruh', 'nachmittag', 'abend',
      // said hours ("am Donnerstag um halb drei", "Freitag gleich in der Früh")
      'um (halb |viertel (vor|nach) )?(eins|zwei|drei|vier|funf|sechs|sieben|acht|neun|zehn|elf|zwolf)( uhr)?', '(gleich )?(in der fruh|als erstes|morgens)'],
    inSpan: ['in'],
    spanUnits: ['tagen?', 'wochen?'],
    spanFrom: ['nach', 'ab'],
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
      // Weekdays, dates with a month and times of day are read from the word lists above.
      weekday: null,
      weekdayKeys: {},
      monthDay: null,
      dayMonthName: null,
      times: [],
      // "übernächste Woche": the week after next, two weeks on.
      inDays: { src: '(?:in\\s+der\\s+)?(?:ue|u)bern(?:ae|a)chste[nr]?\\s+woche', days: () => 14 },
      // "bis zum 5.", "am 30.", "vor dem 20.": the day needs its ordinal dot.
      dayOfMonth: '(?:(?:bis\\s+zum|bis\\s+spatestens\\s+zum|zum|am|vor\\s+dem|bis)\\s+)(?<day>\\d{1,2})\\.(?!\\d)',
    },
  },

  priority: {
    words: ['prioritat'],
    lowest: ['wann immer', 'irgendwann( mal)?', 'wenn (ich )?zeit (ist|habe|hab)', 'wann immer (ich|du) (mal )?zeit (hab|habe|hast)', 'niedrigste prioritat', 'bei gelegenheit', 'egal wann', 'ganz egal wann', 'niedrigste(r|n)? {priority}', 'wenn (du|ihr|sie) (mal )?zeit (hast|habt|haben)', 'wenn (ich )?mal zeit (ist|habe|hab)', '(wenn|falls) (noch )?zeit (ist|bleibt)'],
    low: [
      '(mit )?niedrige(r|n)? {priority}', '{priority} niedrig', '((gar|uberhaupt|absolut) )?nicht (so )?dringend', 'keine eile', 'hat zeit', 'eilt nicht', 'nicht eilig',
      'eilt (aber |ja |auch )?nicht', 'hat (aber |ja )?keine eile', 'keine eile (aber|ja)',
      '(nichts|nix) dringendes', '(gar|uberhaupt|null|absolut) keine eile', '(hat )?null eile', 'hat (gar |uberhaupt |absolut )?keine eile',
      'ohne (jede )?eile', 'ohne stress',
      'kann (noch )?(bis \\p{L}+ )?warten',
    ],
    medium: ['mittlere(r|n)? {priority}', '{priority} mittel', 'normale(r|n)? {priority}', '{priority} normal'],
    urgent: ['dringend', 'sofort', 'umgehend', 'hochste prioritat', 'eilig', 'schnellstmoglich', 'so schnell wie moglich', 'eilt', '(aller)?(hochste|oberste)(r|n)? {priority}', 'top-?{priority}', 'asap', 'superdringend', 'brandeilig', 'zuallererst', 'als allererstes', 'vor allem anderen', 'geht allem (anderen )?vor', 'hochste eisenbahn', '(das|es) brennt', '(der )?kunde wartet( schon)?', 'kritisch', 'kann nicht warten'],
    high: ['wichtig', 'sehr wichtig', '(mit )?hohe(r|n)? {priority}', '{priority} hoch', '(hat|mit) {priority}', '(super|mega|extrem|enorm|total|echt)wichtig'],
    around: ['ist (ok|okay|in ordnung)', 'passt', 'ist', 'das ist', 'es ist', 'das', 'sehr', 'echt', 'total', 'super', 'ziemlich', 'bitte', 'wirklich', 'mega', 'einigermaßen', 'gar', 'recht', 'eher'],
    negators: ['nicht', 'nich', 'net', 'kein', 'keine'],
    determiners: ['der', 'die', 'das', 'den', 'dem', 'des', 'ein', 'eine', 'einen', 'einem', 'einer', 'mein', 'meine', 'meinen', 'meinem', 'unser', 'unsere', 'unseren'],
    kinds: ['sache', 'sachen', 'ding', 'dinge', 'aufgabe', 'aufgaben', 'angelegenheit', 'punkt', 'teil'],
    ordinals: [['(das|die|der) erste', 'ersteres'], ['(das|die|der) zweite', 'letzteres'], ['(das|die|der) dritte']],
  },

  mood: {
    words: ['stimmung', 'laune', 'stimmungs\\p{L}*', 'wie (habe|hab|hatte) ich mich (\\p{L}+ ){0,3}gefuhlt', 'wie ging es mir'],
    logVerbs: ['eintragen', 'erfassen', 'notieren'],
    ratingPhrases: [
      'ich sag(e)? mal', 'ich (wurde )?sagen', 'ich gebe? (mir|dem tag)', 'gebe? ich (mir|dem tag)', 'ich bewerte (den tag|heute|mich)( mit)?',
      'trag(e|t)?( (bitte|mir|mal|doch))*',
    ],
    ratedThings: ['heute', 'fur heute', 'fur den tag'],
    ratingClosers: ['ein'],
    articles: ['eine?', 'ne'],
    // A value is read on the assistant's scale (5 best), as its question asks, not as a school grade (1 best): "eine Zwei" is 2.
    ratingWords: { eins: 1, zwei: 2, zwo: 2, drei: 3, vier: 4, funf: 5, fuenf: 5 },
    outOf: ['von', 'aus'],
    five: ['funf', 'fuenf'],
    scaleFirst: [],
    points: ['punkte'],
    stars: ['sterne?'],
    rangeTo: ['bis'],
    countUnits: ['uhr', 'tage', 'stunden?', 'minuten'],
    grades: [],
    gradePhrases: [],
    historyCues: ['verlauf', 'durchschnitt', 'letzte[nm]?', 'vergangene[nm]?', 'war', 'trend', 'statistik', 'oktober'],
    logPhrases: [],
    historyOverLog: [],
    historyWords: ['verlauf'],
    feelings: {
      1: ['deprimiert', 'verzweifelt', 'am boden zerstort', 'fix und fertig', '(total|vollig|komplett|echt|so) erledigt', 'am boden', 'total am ende', 'beschissen', 'schei(ss|ß)tag', 'furchtbar', 'schrecklich', 'katastrophal', '(voll|total|vollig|komplett|echt|richtig) im eimer', '(total|voll|vollig|komplett|echt|richtig) k\\.?\\s?o\\.?'],
      2: [
        // Nothing going as planned ("nichts läuft nach Plan", "nichts klappt").
        'nichts (lauft|klappt|geht|lief|klappte) (nach plan|wie geplant|wie ich will|wie gewollt)', 'nichts klappt', 'alles geht schief', 'alles lauft schief',
        // Swamped, fed up, lonely, bored ('zu viel um die Ohren', 'die Schnauze voll', 'das nervt', 'keinen Bock mehr', 'einsam', 'mir ist langweilig').
        '(zu |so |viel zu )?viel um die ohren', 'schnauze (gestrichen )?voll', '(das|es|alles) nervt( mich)?', '(hab|habe|ich hab|ich habe) (\\p{L}+ )?keinen bock( mehr)?', 'einsam', '(mir ist|ist mir) (\\p{L}+ )?langweilig', 'langweile mich',
        // Burnout told without a feeling word: no evenings, weekends or strength left.
        '(ich )?komm(e)? (abends )?nicht mehr runter', '(ich )?kann nicht mehr abschalten', '(weiss|weiß) nicht mehr,? wann ich (zuletzt|das letzte mal) (ein )?(freies wochenende|frei|urlaub)', 'keine kraft mehr', 'antworte um mitternacht auf (mails|e-?mails)',
        
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
        // Worn out told by what happened: the night, the sleep, the head, everyone at once ("drei Stunden geschlafen", "die Kleine hat die ganze Nacht geschrien", "mir platzt der Kopf", "jeder will was von mir").
        '(\\d|zwei|drei|vier|eine|ein paar|anderthalb) stunden? (schlaf|geschlafen)', 'kein auge zu(gemacht|getan)', 'die (ganze|halbe) nacht (wach|nicht geschlafen|durchgemacht|geschrien|gebrullt|geweint)', '(hat|haben) die (ganze|halbe) nacht (\\p{L}+ )?(geschrien|gebrullt|geweint|durchgeschrien)',
        '(laufe?|lebe|funktioniere|uberlebe) (\\p{L}+ ){0,3}(auf|mit) kaffee', 'nur (noch )?(auf|mit) kaffee', 'auf dem zahnfleisch', '(mir )?platzt (gleich |bald |noch |echt )?(der|mein) (schadel|kopf)', '(kopf|schadel) (platzt|drohnt|brummt|hammert|pocht|explodiert)',
        '(jeder|alle|jede|jeder einzelne) (\\p{L}+ ){0,3}(will|wollen|braucht|brauchen) (\\p{L}+ ){0,3}(was|etwas) von mir', '(will|wollen|braucht|brauchen) (\\p{L}+ ){0,2}(jeder|alle|jede) (\\p{L}+ ){0,3}(was|etwas) von mir', '(kann|konnte) (\\p{L}+ )?(nicht mehr|kaum noch|kaum|nicht) klar denken', 'keinen klaren gedanken', 'hirn (ist )?(matsch|brei)', 'matschbirne',
        '(bin|total|voll|echt|so|komplett|vollig) (neben der spur|durch den wind|am limit|groggy|ausgepowert|halbtot|bedient|fertig)', 'neben der spur', 'durch den wind', 'am limit', 'groggy', 'ausgepowert', 'halbtot', 'fix und alle', 'urlaubsreif',
        'dreh(e)? (hier |gleich |noch |langsam |echt |total |bald |komplett |voll |grad |gerade )*durch', 'werd(e)? (hier |noch |langsam |echt |gleich )*(wahnsinnig|verruckt|irre|bekloppt|kirre)', '(raste|flippe?) (gleich |noch |hier |bald )?aus', '(wachst|wachsen) (\\p{L}+ ){0,3}uber den kopf', 'uber den kopf gewachsen',
        '(bin|stehe|steh|total|voll|echt|so) (im stress|unter druck|unter strom)', '(krieg|kriege|bekomm|bekomme) (\\p{L}+ )?(die|ne) krise', 'nerven liegen blank', 'mit den nerven (runter|am ende|fertig)',
        // Nerves told by the body ("mir ist flau im Magen", "Lampenfieber", "Bammel").
        'flau(es gefuhl)? im magen', '(ein )?knoten im (magen|bauch|hals)', 'klo(ss|ß) im hals', 'lampenfieber', '(hab|habe) (voll |echt |total |so |ziemlich |richtig )?(schiss|bammel|muffensausen|panik)', 'muffensausen', 'mulmig', 'zittrig', 'zittern (mir )?die (hande|knie|beine)', 'herzrasen', '(in|krieg|kriege) panik', 'panisch',
      ],
      3: ['(die )?(woche|montag) (uberlebt|uberstanden)', 'geht so', 'so lala', 'naja', 'mittelm[äa](ss|ß)ig'],
      4: ['endlich (wochenende|freitag|feierabend|urlaub|ferien)', 'geil', "(mir )?geht'?s( mir)? (schon |wieder |viel |etwas |deutlich )?besser", 'besser drauf', 'gespannt', 
        "(mir )?geht( es|'s|s)?( mir)? ((richtig|echt|sehr|ganz|super|total|wirklich) )?gut", '(ganz|sehr|echt|richtig) gut',
        'gut drauf', 'froh', 'glucklich', 'entspannt', 'motiviert', 'gute laune', 'ausgeruht', 'guter tag', 'gut gelaunt',
        'zufrieden', 'stolz', 'erleichtert', 'dankbar', 'optimistisch', 'munter', 'zuversichtlich', 'gelassen', 'kann nicht klagen', 'lauft (ganz |richtig |echt |super )?gut', 'lief (ganz |richtig |echt |super )?gut', 'lauft bei mir', '(fuhl|fuhle) mich (wohl|gut)', 'ich freu(e)? mich', 'gut ausgeschlafen', 'ausgeschlafen',
        '(alles )?(gut |voll |fest )?im griff', 'fuhlt sich gut an', 'lauft rund', 'bisher (ein )?(guter|schoner|toller) tag',
        // Good news of one's own ("ich wurde befördert", "hab die Stelle bekommen", "sie haben mir eine Überraschungsparty gemacht", "ging alles glatt").
        '(wurde|bin|wurd) befordert', 'befordert worden', '(die|meine) beforderung (bekommen|gekriegt|ist durch)', '(hab|habe) (\\p{L}+ )?(die beforderung|den job|die stelle|die zusage|den vertrag|die festanstellung|eine gehaltserhohung|die gehaltserhohung)( bekommen| gekriegt)?',
        '(prufung|probezeit|fuhrerschein|vorstellungsgesprach) (bestanden|geschafft)', '(haben|hat) mir (eine|ne) uberraschungs(party|feier)', 'uberraschungs(party|feier) fur mich', '(grinse|lachle|strahle) (\\p{L}+ )?(immer noch|noch immer|den ganzen tag|uber beide ohren|wie ein honigkuchenpferd)', 'honigkuchenpferd',
        '(kann|konnte) nicht aufhoren zu (grinsen|lacheln|strahlen)', '(ging|lief|lauft|geht|klappt|klappte) (heute |hier |wirklich |einfach |echt |bisher )*(alles )?(glatt|wie geschmiert|reibungslos)', 'alles (ging|lief|lauft|geht|klappt|klappte) (\\p{L}+ ){0,2}(glatt|wie geschmiert|reibungslos|nach plan)', '(heute )?(klappt|passt) (einfach |wirklich )?alles', 'alles (klappt|passt)', 'im lot', 'gechillt',
        // A day that came good again ("…, aber der Nachmittag hat's rausgerissen").
        "(hat'?s|hat es|hat den tag|hat alles) (\\p{L}+ )?(wieder )?rausgerissen", '(hat|hats) (\\p{L}+ )?(wieder )?gut ?gemacht', 'den tag gerettet',
      ],
      5: ['euphorisch', 'uberglucklich', 'im siebten himmel', 'hin und weg', 'toll', 'grossartig', 'fantastisch', 'super drauf', 'klasse', 'hervorragend', 'genial(er|en|es)? tag', 'genial', 'mega tag', 'hammer tag', '(fuhl|fuhle|fuehle|fuehl) mich (super|toll|grossartig|mega|fantastisch|spitze|klasse|bestens)', 'mega gut', 'bestens', 'spitze', 'wunderbar', 'herrlich', 'traumhaft', 'begeistert', 'freu(e)? mich (so|riesig|total|sehr|mega)', 'wie am schnurchen', 'total happy', 'super gelaunt', 'bester laune', 'mega gut gelaunt',
        // Highs said as idioms ("Bombenstimmung").
        'bombenstimmung', 'bombig',
      ],
    },
    hunger: ['sterbe vor hunger'],
    negators: ['nicht', 'kein(e[nmrs]?)?'],
    negatedBefore: [],
    negatedAfter: [],
    softeners: ['etwas', 'ein bisschen', 'bisschen', 'ein wenig', 'leicht', 'ein bissl'],
    intensifiers: ['sehr', 'echt', 'total', 'voll', 'mega', 'super', 'richtig', 'extrem', 'so', 'wirklich', 'unglaublich', 'vollig', 'komplett', 'absolut', 'tierisch', 'krass', 'sau', 'uberaus'],
    intensifiersAfter: [],
    earlier: ['gestern', 'vorgestern', 'gestern abend', 'heute (morgen|fruh)', 'vorhin', 'letzte woche', 'neulich'],
    now: ['heute', 'jetzt', 'gerade', 'momentan', 'aktuell', 'inzwischen', 'mittlerweile', 'heute abend'],
    others: ['(der|die|unser|unsere) (kunde|kundin|kunden|chef|chefin|team|nutzer|kollege|kollegin|kollegen)', '(der|dieser|den) film', '(das|dieses) (buch|spiel|ende)', '(die|diese) (serie|folge)', '(die|das|der) (kantine|essen|mittagessen|suppe|wetter)'],
    me: ['mich', 'mir', 'mein', 'meine', 'meinen'],
    dayParts: ['vormittag', 'nachmittag', 'mittag', 'mittagspause', 'am morgen', 'der morgen', 'heute morgen', 'der abend', 'am abend', 'nach dem mittagessen'],
    dayVerdicts: {
      low: ['zäh', 'furchtbar', 'schrecklich', 'mies', 'katastrophal', 'eine katastrophe', 'die hölle', 'horror', 'scheisse', 'beschissen', 'anstrengend', 'hart', 'chaotisch', 'stressig', 'nervig', 'zum vergessen', 'bescheiden', 'ätzend'],
      good: ['top', 'super', 'gut', 'besser', 'klasse', 'toll', 'genial', 'entspannt', 'produktiv', 'prima', 'spitze', 'richtig gut'],
    },
    turnsForBetter: ["hat('?s| es| alles)? (wieder |noch )?rausgerissen", 'wieder gut ?gemacht', "hat('?s| es| den tag)? gerettet", 'den tag gerettet', 'wurde (es |dann )?besser', 'lief (es |dann )?besser', 'ging (es )?(wieder )?bergauf', 'hat sich (alles |dann )?eingerenkt', 'hat sich (noch |dann )?gefangen', 'wieder aufwärts'],
    repeats: ['schon wieder', 'wieder mal', 'wiedermal', 'mal wieder', 'noch ein(e|en)?', 'zum x-ten mal', 'zum zigsten mal'],
    mishaps: ['ausfall', 'ausgefallen', 'absturz', 'abgestürzt', 'kaputt', 'down', 'kein netz', 'kein internet', 'stau', 'verspätung', 'verspätet', 'abgesagt', 'streik', 'geht nicht', 'ist weg', 'futsch', 'hinüber'],
    mockCheers: ['na toll', 'toll', 'na super', 'super', 'klasse', 'prima', 'herrlich', 'wunderbar', 'na wunderbar', 'spitze', 'großartig', 'juhu'],
  },

  crisis: [
    // No will to live said as a lack of wish or strength ("non ho più voglia di vivere", "не хочется жить").
    'keine lust mehr (zu|aufs?) leben', 'keine lust (mehr )?zu leben', '(keinen|kein) lebenswille\\p{L}*',
    'mich umbringen', 'umbringen will', 'selbstmord\\p{L}*', 'suizid\\p{L}*', 'nicht mehr leben', 'besser ohne mich', 'mir (etwas|was) (antun|anzutun)', '(keinen|kein) (bock|lust) mehr (auf|aufs) (dieses |das |mein )?leben', 'mich (selbst )?verletzen', 'nicht mehr aufwachen',
    'keinen sinn mehr zu leben', 'leben beenden', 'nicht mehr da sein', 'allem ein ende (setzen|machen)',
    'schluss machen mit (allem|dem leben)', 'lebensmude', 'nicht mehr weiterleben', 'keinen sinn (mehr )?(im leben|zu leben|weiterzuleben)',
    'mir das leben (zu )?nehmen', 'mich (selbst )?zu verletzen', 'abschiedsbrie\\p{L}*', 'mich umzubringen', 'will nicht mehr (\\p{L}+ )?(leben|sein)',
    '(keinen|kein) (grund|sinn) (mehr )?(zu leben|weiterzuleben|im leben)', 'einschlafen und nicht mehr aufwachen', 'ritze mich', 'mich ritzen',
    'kein\\p{L}* sinn (\\p{L}+ ){0,2}(weiterzumachen|weiter zu machen|weiterzuleben|zu leben)', 'ich nicht mehr (da|hier|am leben) ware', 'mich (nicht )?mehr gabe', 'mich selbst (zu )?verletz\\p{L}*', 'verletze mich (selbst )?', 'allem ein ende',
    '(besser|leichter|einfacher),? (\\p{L}+ ){0,4}wenn ich (nicht mehr )?(weg|tot|nicht da|nicht mehr da) (ware|waer)', '(ich bin|bin) (fur (alle|jeden|alle anderen|meine familie) |allen |nur |eine |einfach )+(last|belastung)', 'allen zur last', '(leben|weiterleben) (\\p{L}+ ){0,2}(keinen sinn|sinnlos)',
    'nie geboren', 'nicht mehr auf (dieser|der) welt', '(gedacht|denke|dachte),? mich (umzubringen|zu toten)', 'ohne mich (waren|ware|ist|sind) (\\p{L}+ ){0,2}besser', 'nie (wieder|mehr) aufwachen', '(keinen|kein) grund (mehr )?(zu leben|mehr zu leben)', '(alle|jeder) (waren|ware) (\\p{L}+ ){0,2}ohne mich (\\p{L}+ ){0,2}besser',
    // Warning signs said without a wish: a painless way or a dose asked for, pills put aside, cuts or burns on purpose, a day or
    // place chosen, being a burden.
    '(macht|mache|tut|tue|mach) man (es|das),? (damit|dass|ohne dass) es nicht weh\\s*tut', '(schmerzlos|ohne schmerzen) (zu )?sterben', '(am wenigsten schmerzhaft\\p{L}*|schmerzlos\\p{L}*) (weg|methode|art)(?=\\s*([,.;:!?…؟。！？]|$))', '(sammle|sammel|sammeln|gesammelt|horte|horten|gehortet|bunkere|bunkern|gebunkert|spare|gespart|verstecke|versteckt) (\\p{L}+ ){0,4}(schlaftabletten|tabletten|pillen|medikamente|schlafmittel)', '(schlaftabletten|tabletten|pillen|schlafmittel) (\\p{L}+ ){0,2}(zu )?(sammeln|horten|bunkern|gesammelt|gehortet|gebunkert)', 'mich (selbst )?(wieder |absichtlich |schon wieder )+(geschnitten|verbrannt)', 'mich (\\p{L}+ ){0,2}geritzt', '(verstecke|verstecken|versteckt) (\\p{L}+ ){0,1}meine (narben|schnitte|wunden)', 'wenn (meine?n? |die |der )?(mitbewohner\\p{L}*|eltern|familie|frau|mann|freundin|freund|kinder|alle) (weg|nicht da|nicht zu hause|unterwegs|aus dem haus) (ist|sind),? (mach|tu) ich(\'?s| es)(?=\\s*([,.;:!?…؟。！？]|$))', 'wenn niemand (zu hause|daheim|da) ist,? (mach|tu) ich(\'?s| es)', 'ohne mich (hatten|hatte|haben|hat) (\\p{L}+ ){0,3}(leichter|besser|ruhe|einfacher)',
    'wie viele (schlaftabletten|tabletten|pillen) (\\p{L}+,? ){0,4}(um zu sterben|um nicht mehr aufzuwachen|todlich (sind|ist|waren|ware))',
    // The checklist of warning signs as natives say them: not waking up, a nuisance or relief to others, simpler without me, a day chosen,
    // no pain asked for after 'I can't take it any more', hurting oneself, a lethal dose.
    '(morgens|morgen fruh|am morgen|hoffe) (\\p{L}+ ){0,3}nicht (mehr )?(aufzuwachen|aufwache)(?=\\s*([,.;:!?…؟。！？]|$))',
    'ich (bin|stehe|falle) (allen|jedem|euch allen|allen anderen|meiner familie) (\\p{L}+ ){0,2}(im weg|zur last)',
    '(hab|habe) (mir )?(schon |jetzt |bereits )?(ein|das|einen|den) (datum|tag) (ausgesucht|gewahlt|festgelegt)(?=\\s*[.!…。！]*\\s*$|,? (es wird|es ist|das wird) )',
    '(mach|tu|mache|tue) (ich )?(es|\'?s)( \\p{L}+,?){0,3} wenn (keiner|niemand) (da|zu hause|daheim) ist(?=\\s*([.!…。！]|$))',
    '(halt|ertrag)\\p{L}*(\'?s)? (\\p{L}+ )?nicht mehr( aus)?[^\\n]{0,40}(nicht weh\\s*tut|ohne schmerzen|schmerzlos)(?=\\s*([,.;:!?…؟。！？]|$))',
    'kann nicht mehr[^\\n]{0,40}(nicht weh\\s*tut|ohne schmerzen|schmerzlos)(?=\\s*([,.;:!?…؟。！？]|$))', '(schlage|haue) mich selbst(?=\\s*([,.;:!?…]|$))',
    '(verbrenne|verbrannt) mich (\\p{L}+ ){0,2}(mit (dem|einem) (feuerzeug|zigarette)|absichtlich)', 'schneide mich (wieder|absichtlich|selbst|schon wieder)',
    '(todliche|letale) dosis', '(bring|bringe) mich (\\p{L}+ )?um(?=\\s*([,.;:!?…؟。！？]|$))',
    // Hopelessness said of oneself and life: tired of existing, nothing has meaning any more, no way out, a burden. Those a thing
    // could follow ('no way out of this contract') only at a clause's end.
    '(leid|müde),? zu (existieren|leben)', '(leben|existieren) (so )?leid', 'nichts hat mehr (einen )?Sinn(?=\\s*([,.;:!?…؟。！？、，]|$))', '(mein|das) Leben (hat|macht|ergibt) keinen Sinn mehr', 'keinen Ausweg (mehr)?(?=\\s*([,.;:!?…؟。！？、，]|$))',
    // Warning signs said plainly in chat: an accident wished for or shrugged at, not being around much longer, peace made, the team left
    // in others' care, all of it too much or to stop, no future, a burden (nobody to miss one and a rope got stand in crisisSigns). Those a thing could follow only at a clause's end.
    'wenn mich (ein|der|ein) (auto|bus|lkw|zug) (uberfahrt|uberfahren wurde|erwischt)[^.!?\\n]{0,20}(egal|wurscht)', '(ihr|du) (musst|musst|mussen|musst) mich nicht mehr lange (ertragen|aushalten)', 'bald ist (eh |sowieso )?alles egal(?=\\s*([,.;:!?…؟。！？、，]|$))', '(ich hab|ich habe) (meinen )?frieden (damit |mit allem )?gemacht(?=\\s*([,.;:!?…؟。！？、，]|$))', 'passt (fur mich )?auf das team auf( fur mich)?(?<=fur mich auf das team auf|fur mich)(?=\\s*([,.;:!?…؟。！？、，]|$))', 'ich kann (einfach )?nicht mehr,? (mit nichts|mit gar nichts|mit allem|uberhaupt nicht)(?=\\s*([,.;:!?…؟。！？、，]|$))', 'ich (will|mochte|wunsche mir) (einfach |nur )?,?dass (alles|das alles) aufhort(?=\\s*([,.;:!?…؟。！？、，]|$))', 'ich (will|mochte) es (einfach )?beenden(?=\\s*([,.;:!?…؟。！？、，]|$))', 'alles ist (so )?sinnlos(?=\\s*([,.;:!?…؟。！？、，]|$))', 'ich sehe (keine|gar keine) zukunft( mehr| fur mich)?(?=\\s*([,.;:!?…؟。！？、，]|$))', 'wozu (noch |uberhaupt )?leben', '(keiner|niemand) (wurde|wurds) (es )?merken,? wenn ich (weg|nicht mehr da|tot) (ware|war)', 'ohne mich (viel |echt |eh )?besser dran', 'keine (kraft|lust) mehr (zu leben|aufs leben|auf das leben)', 'ich (will|mochte) (einfach |nur )?,?dass (alles|das alles|es) aufhort,? alles', 
  ],
  crisisWish: {
    reach: 4,
    wish: ['(ich )?(will|wunschte|wunsche mir|mochte|wurde am liebsten|wurde gern|hatte gern)', '(am liebsten|lieber) (wurde ich|ware ich|will ich)', '(manchmal |oft )?(denke|dachte|glaube) ich,? (dass|daran|dran)', '(ich )?(denke|dachte|glaube)( oft| manchmal)?,? (dass|daran|dran)', '(es )?(ware|war|waer) (besser|leichter|einfacher)( fur alle)?,?( wenn)?', 'wenn ich', '(ich )?hoffe( ich)?,?( dass)?'],
    harm: ['sterben', 'tot (sein|ware|war|waer|bin)', 'tot', 'verschwinden', 'verschwande', 'weg sein', '(nicht mehr|nie mehr|nie wieder) (da|hier|am leben) (sein|bin|ware|war)', 'nicht mehr (aufwachen|aufwache|aufwachte|leben|existieren|sein)', 'nie (mehr|wieder) aufwach\\p{L}*', 'mich umbringen', '(mir )?das leben nehmen', 'es (gabe|gab) mich nicht( mehr)?', '(ich )?wache (\\p{L}+ )?(nicht mehr|nie mehr|nie wieder) auf', 'mich nicht (mehr )?gabe', '(gar |einfach |ganz )?(nicht mehr|nie mehr|nie wieder) (da|hier|am leben) zu sein'],
    wishAfter: [],
    negators: ['nicht', 'nie', 'niemals', 'kein\\p{L}*'],
    things: ['der', 'die', 'das', 'den', 'dem', 'des', 'dieser', 'dieses', 'diese', 'diesen', 'diesem', 'ein', 'eine', 'einen', 'einem', 'er', 'sie'],
    idioms: ['vor (langeweile|scham|hunger|lachen|mudigkeit)', 'zum sterben', 'lach\\p{L}* mich tot', 'totlach\\p{L}*', 'todmude', 'urlaub', '(ans|am) (meer|strand)', 'reise', '(zwei|drei|vier|ein|eine|einen|paar|\\d+) (tage|tagen|woche|wochen|monat|monate|monaten)'],
  },
  crisisRelief: {
    heights: ['Bahnsteig\\p{L}*', '(am|aufs|auf dem|auf das) Gleis', 'Gleise', '(auf dem|vom|aufs) Dach', 'Dachkante', '(auf der|von der) Brücke', 'Brückengeländer', 'Geländer', 'Balkon\\p{L}*', 'runter(ge)?(schaut|guckt|sehe|schaue|gucke|blickte|geblickt|sah)\\p{L}*', 'nach unten (ge)?(schau|guck|seh|blick|sah)\\p{L}*', 'in die Tiefe', 'Abgrund'],
    noWaking: ['(nicht mehr|nie mehr|nie wieder|nicht wieder) (auf)?wach\\p{L}*', 'nie (mehr |wieder )?aufwach\\p{L}*', 'wenn ich (\\p{L}+ ){0,3}nicht (mehr )?(aufwache|aufwachte|aufwachen würde|aufwachen sollte|aufwachen wuerde)', 'nicht (mehr )?aufzuwachen(?! (um|vor|bevor|rechtzeitig|pünktlich|früh|spät|zu spät|\\d))'],
    reliefs: ['(dachte|denke|dachte mir|hab gedacht|habe gedacht|hab mir gedacht)( ich)?,? (dass )?(es|das|alles) (wäre|wär) (so |viel |so viel |doch |einfach |echt |alles )*(einfacher|leichter)', 'alles (wäre|wär|würde) (so |viel |so viel |doch |einfach )*(einfacher|leichter)', '(wäre|wär) alles (so |viel |so viel )*(einfacher|leichter)', 'gar nicht so schlimm', '(wäre|wär) (das |es )?(auch )?nicht (so |das |weiter )?schlimm', '(wäre|wär) (eine )?Erleichterung', '(seltsam|komisch|merkwürdig|plötzlich|ganz) (\\p{L}+ )?(ruhig|friedlich)', '(für alle|für jeden) besser', 'besser für alle'],
    shrugs: ['(wäre|wär) (das|es|mir) (\\p{L}+ )?(okay|ok|in ordnung|egal|recht)', '(es|das) wäre mir (\\p{L}+ ){0,2}(egal|recht)', '(hätte|hätt) (\\p{L}+ )?nichts dagegen', '(niemand|keiner) würde (es |das )?(\\p{L}+ )?(merken|bemerken|vermissen|auffallen)', 'würde (\\p{L}+ )?keinen unterschied machen', '(wäre|wär) (auch )?(schon )?(okay|ok|in ordnung)'],
  },
  crisisFarewell: {
    farewells: ['(mich )?(von euch|von allen|von dir|von euch allen) (\\p{L}+ )?verabschieden', 'verabschiede mich', 'lebt wohl', 'macht\'?s gut( alle| ihr| leute| zusammen)?', '(euch )?(auf )?wiedersehen sagen', 'abschied nehmen'],
    signs: ['(briefe|abschiedsbrief\\p{L}*|einen brief) (\\p{L}+ ){0,2}geschrieben', '(hab|habe) (\\p{L}+ ){0,2}(briefe|einen brief) geschrieben', 'alles (\\p{L}+ ){0,2}(geregelt|in ordnung gebracht|geordnet)(?=\\s*([,.;:!?…]|$|\\s(und)\\s))', '(meine )?sachen (\\p{L}+ )?(verschenkt|weggegeben)', '(bin|werde) (bald |dann )?nicht mehr (da|hier)( sein)?', 'ich kann nicht mehr(?=\\s*([,.;:!?…]|$))', 'halte es nicht mehr aus'],
    departures: ['letzte[nr]? (tag|arbeitstag|woche)', 'neue[nr]? (job|stelle|herausforderung|arbeitgeber)', 'übergabe', 'übergeben', 'bis (morgen|montag|bald|später|dann|nächste woche|nachher)', 'elternzeit', 'rente', 'ruhestand', 'umzug', 'ziehe um', 'feierabend', 'für heute', 'ausstand', 'wieder da', 'zurück'],
  },
  crisisSigns: {
    signs: [
      'niemand (wurde|würde) mich vermissen', '(keinem|niemandem) (wurde|wurd) ich fehlen', 'ich (wurde|wurd) (keinem|niemandem) fehlen',
      '(meine|all meine|alle meine) (sachen|habseligkeiten) (\\p{L}+ ){0,2}verschenkt', '(sachen|habseligkeiten) verschenk\\p{L}*', '(ein|einen) (seil|strick) gekauft(?=\\s*([,.;:!?…؟。！？、，]|$))',
    ],
    everyday: [
      // The everyday act a condition speaks of: leaving early, a meeting skipped, a day off, waking in time.
      '(fruher|eher|spater) (\\p{L}+ ){0,2}(gehe|ginge|gehen|ging|abhaue|abhauen|los|weg|heim|nach hause|schluss|feierabend)', 'feierabend',
      '(standup|stand-up|daily|meeting|besprechung|call|termin|mittagessen|training|kurs|gym|teammeeting|jour fixe) (\\p{L}+ ){0,2}(schwanz|verpass|auslass|ausfallen|skipp|sausen)\\p{L}*',
      '(frei|urlaub) (nehme|nahme|nehmen|genommen|mache|machte)', '(montag|dienstag|mittwoch|donnerstag|freitag|nachmittag|vormittag|tag) (\\p{L}+ )?frei', 'freien tag', 'bruckentag', 'homeoffice', 'home office', 'rechtzeitig', 'punktlich', 'verschlaf\\p{L}*', 'wecker',
      // The everyday reason things go or a rope is bought: charity, a move, decluttering, a sale, new ones, camping.
      'spende\\p{L}*', 'gespendet', 'wohltat\\p{L}*', 'caritas', 'rotes kreuz', 'umzug\\p{L}*', 'umgezogen', 'umziehen', 'ziehe um', 'ausmist\\p{L}*', 'ausgemistet', 'minimalis\\p{L}*', 'verkauf\\p{L}*', 'ebay', 'kleinanzeigen', 'flohmarkt', 'neue', 'zu klein', 'kein platz',
      'camping', 'zelt\\p{L}*', 'kletter\\p{L}*', 'hangematte', 'boot', 'segel\\p{L}*', 'schaukel', 'wascheleine', 'abschlepp\\p{L}*', 'springseil', 'turnhalle', 'fitnessstudio',
    ],
  },
  crisisNews: {
    reports: ['nachrichten', 'news', 'zeitung', 'bericht\\p{L}*', 'medien', 'tagesschau', 'artikel'],
    deaths: ['(hat|habe|hatte) sich (\\p{L}+ ){0,2}das leben genommen', '(hat|habe) (\\p{L}+ ){0,2}(selbstmord|suizid) begangen', 'durch suizid gestorben'],
  },
  blockers: {
    phrases: ['blockiert', 'blocker', 'blockaden?', 'warte (noch |immer noch )?auf', 'warten (noch )?auf', 'hange (fest|an|bei)', 'haenge (fest|an|bei)', 'komme nicht weiter', 'festgefahren'],
    none: ['keine?', 'nichts', 'kein\\p{L}*', 'heute', 'aktuell'],
  },
};
