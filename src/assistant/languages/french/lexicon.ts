// French: every word and phrase the built-in engine knows in this language.
import type { Lexicon } from '../lexicon-types.ts';
import { words } from '../words.ts';
import { ROMANCE, romanceInfinitive } from '../romance.ts';

export const lexicon: Lexicon = {
  boundaries: 'words',
  verbShape: true,
  unspaced: false,

  detection: {
    iso: 'fr',
    strong: `wesh le les une des du et ou qui quoi est suis sont ai avons faire fait aujourd hui demain hier semaine mois jour
      lundi mardi mercredi jeudi vendredi samedi dimanche je j mon ma mes ton ta tes vous votre vos nous notre
      elle on ne n pas oui non mais tres plus comment quand ou quel quelle quels combien bonjour salut coucou merci
      aide aider taches tache humeur fini finie termine terminee rappelle avant jusqu d ici deja aussi tout tous rien
      quelque cet cette ces c ca bien mal fatigue fatiguee envoyer appeler verifier peux peut veux vais allons
      choses trucs maintenant apres sans sur dans pour avec chez encore seulement chaque autre au aux l qu reste
      bout rouleau penser cocher cale bon bonsoir retard suis j'ai veux dois faut il
      facture rapport reunion client clients courriel devis proposition contrat diapos presentation appel equipe chef bureau projet livraison communique reviser preparer finir terminer relire corriger mettre publier ecrire rediger planifier organiser`,
    common: 'la de en un a y me tu ce',
    weak: '',
    phrases: [[/\bc'est\b|\bj'ai\b|\bd'ici\b|\bqu'|\bt'(?:es|as)\b/, 3]],
    hints: [[/ç/g, 0.8], [/[èàù]/g, 0.6], [/[êâîôûœ]/g, 0.8], [/[ë]/g, 0.3], [/(?<=\p{L})(?:eau|eux|aient)\b/gu, 0.6]],
    borrowed: '',
    mixesWith: null,
  },

  conversation: {
    greetings: ['re-?bonjour', 'rebonjour', 'bonjour', 'salut', 'coucou', 'bonsoir', 'bon\\s+matin', 'yo', 'wesh'],
    greetingsNotOpening: [],
    greetingAddressees: ['a\\s+tous', 'tout\\s+le\\s+monde', 'ca\\s+va', 'comment\\s+ca\\s+va', 'ca\\s+roule', 'quoi\\s+de\\s+neuf', 'le\\s+bot', 'juste\\s+(?:pour\\s+)?(?:dire\\s+)?(?:bonjour|coucou|salut)', 'pas\\s+de\\s+nouvelles?\\s+taches?'],
    thanks: ['merci', 'merci\\s+beaucoup'],
    thankedAddressees: ['beaucoup'],
    questionOpeners: [
      'quoi', 'quel', 'quelle', 'quels', 'quelles', 'quand', 'ou', 'qui', 'pourquoi', 'comment', 'combien', 'est-ce', 'est\\s+ce', "qu'est-ce",
      'y\\s+a-t-il', 'il\\s+me\\s+reste', 'ai-je', 'dois-je',
    ],
    questionEndings: [],
    help: [
      'aide', 'aidez-moi', 'aide-moi', 'comment\\s+(?:ca\\s+marche|ça\\s+marche|fonctionne|faire|je\\s+peux|puis-je|utiliser|on\\s+fait|tu\\s+marches)',
      'que\\s+peux-tu\\s+faire', 'commandes', "mode\\s+d'emploi",
      'tu\\s+sais\\s+faire', "qu'est-ce\\s+que\\s+tu\\s+(?:sais|peux)\\s+faire",
    ],
    howTo: ['comment\\s+(?:je|on|faire|puis-je|ajouter|creer|marquer|supprimer|utiliser)', '(?:ca\\s+)?veut\\s+dire\\s+quoi', "qu'est-ce\\s+que\\s+(?:ca\\s+)?veut\\s+dire", 'que\\s+signifie', "comment\\s+(?:j'\\p{L}+|je|on)", 'comment\\s+(?:ca\\s+)?marche', 'comment\\s+\\p{L}+(?:er|ir|re)(?![\\p{L}])', "j'ai\\s+besoin\\s+d'aide"],
    farewells: ["a\\s+(?:demain|plus|bientot|tout\\s+a\\s+l'heure|lundi|mardi|mercredi|jeudi|vendredi)", 'bonne\\s+(?:soiree|nuit|journee)', 'au\\s+revoir', 'bonne\\s+fin\\s+de\\s+journee'],
    followUps: ['et', 'aussi', 'et\\s+aussi'],
  },

  tasks: {
    nouns: [
      'taches?', 'trucs', 'a\\s+faire', 'en\\s+retard', 'echeances?', 'deadline', 'en\\s+attente', "j'ai\\s+quelque\\s+chose\\s+a",
      'quelque\\s+chose\\s+a\\s+(?:rendre|faire|finir|envoyer|livrer)', "qu'est-ce\\s+qui\\s+est\\s+prevu", 'quoi\\s+de\\s+prevu', "qu'est-ce\\s+que\\s+j'ai",
      'que\\s+dois-je\\s+faire', "j'ai\\s+quoi", 'je\\s+dois\\s+faire\\s+quoi',
      'il\\s+me\\s+reste', "qu'est-ce\\s+qui\\s+tombe", 'plus\\s+prioritaire',
    ],
    show: ['montre-moi', 'montre', 'affiche', 'liste', 'dis-moi'],
    showEndings: [],
    stats: ['statistiques?', 'combien\\s+de\\s+taches', 'taux\\s+de\\s+(?:completion|realisation)', 'ma\\s+progression'],
    counting: ['combien'],
    done: ['termine', 'fini(?:es|s)?', 'terminees?', 'boucle'],
    create: [
      'rappelle(?:-|\\s+)moi', 'ajoute\\s+(?:une\\s+)?tache', 'cree\\s+(?:une\\s+)?tache', 'creer\\s+(?:une\\s+)?tache', 'nouvelle\\s+tache', "n'?oublie\\s+pas",
      'oublie\\s+pas', 'ne\\s+pas\\s+oublier', "note(?:r)?\\s+(?:aussi\\s+|bien\\s+)?(?:que|de|d'|qu')", "m'ajouter", 'ajouter\\s+(?:une\\s+)?tache',
      'ajoute\\s+(?=["\'])', 'ajoute(?:-moi)?(?=\\s*[:：]|\\s+\\p{L})',
    ],
    obligations: [
      'je\\s+dois', 'on\\s+doit', 'il\\s+faut(?:\\s+que\\s+je)?', 'faut', 'faut\\s+que\\s+je', "j'ai\\s+besoin\\s+de", 'penser\\s+a', 'il\\s+me\\s+faut',
      'faudrait', 'je\\s+devrais',
      'est\\s+a\\s+rendre', 'a\\s+rendre',
    ],
    obligationsKeptInTitles: [],
    obligationForms: null,
    notes: [],
    deadlineWords: ["d'ici", 'avant', "jusqu'a", 'pour'],
    listHeaders: ['a\\s+faire', 'taches', 'liste'],
    addToList: {
      askers: ['peux-tu', 'tu\\s+peux'],
      verbs: ['ajoute', 'ajouter', 'mets'],
      prepositions: ['a', 'sur', 'dans'],
      owners: ['ma', 'mes', 'la'],
      kinds: [],
      lists: ['liste'],
      closers: ['stp'],
      ending: null,
    },
    negations: ['pas\\s+de'],
    negationsAfter: [],
    askedBefore: [],
    politeRequests: ['peux-tu', 'pourrais-tu', 'tu\\s+peux', 'tu\\s+pourrais(?:\\s+(?:eventuellement|stp))?', '(?:pouvez|pourriez)-vous', 'vous\\s+(?:pouvez|pourriez)'],
    something: ['quelque\\s+chose'],
    whatNext: ['et\\s+maintenant', 'je\\s+fais\\s+quoi\\s+maintenant'],
    actions: {
      cancel: ['annule', 'annuler'],
      delete: ['supprime', 'supprimer', 'efface', 'effacer', 'enleve', 'enlever', 'retire', 'retirer'],
      move: ['decale', 'decaler', 'deplace', 'deplacer', 'reporte', 'reporter', 'repousse', 'repousser'],
      objects: ['taches?', 'rappels?'],
    },
    overdueWords: ['retard'],
    urgentWords: ['urgent'],
  },

  periods: {
    today: ['aujourd'],
    week: ['semaine'],
    month: ['mois'],
    year: ['annee'],
    lastMonth: ['mois\\s+dernier'],
    monthNames: ['octobre', 'novembre'],
  },

  titles: {
    leadFillers: [
      "s'il\\s+te\\s+plait", 'stp', 'svp', 'peux-tu', 'tu\\s+peux', 'pourrais-tu', 'rappelle-moi\\s+de', 'rappelle-moi', "n'?oublie\\s+pas\\s+de",
      'oublie\\s+pas\\s+de', 'ne\\s+pas\\s+oublier\\s+de', 'aussi', 'et', 'mais', 'puis', 'encore', 'je', 'penser\\s+a',
      "m'ajouter\\s+une\\s+tache\\s+(?:pour|de)", 'ajouter\\s+une\\s+tache\\s+(?:pour|de)',
      "n'oublie\\s+pas\\s+d'", "rappelle-moi\\s+d'", "ne\\s+pas\\s+oublier\\s+d'", "d'",
      'donc', 'du\\s+coup', 'alors', 'par\\s+consequent',
    ],
    trailFillers: ["s'il\\s+te\\s+plait", 'stp', 'svp', 'merci', 'pour', 'avant', 'et'],
    softWords: [
      "si\\s+ce\\s+n'?est\\s+pas\\s+trop\\s+demander", 'si\\s+possible', "c'est", "c'?est", "ce\\s+n'?est", 'je', 'suis', "j'?suis", 'vraiment', 'trop',
      'tellement', 'un\\s+peu', "aujourd'?hui", 'quelle', 'semaine', 'journee', 'mais', 'et', 'du',
      'completement', 'totalement', 'tres', 'assez', 'grave', 'carrement', 'legerement', 'plutot',
    ],
    butWords: ['mais', 'quand\\s+meme'],
    headerFillers: ['mes', '(?:deux|trois|quatre|2|3|4)\\s+(?:choses|trucs|taches)'],
    subjectStarts: ['le', 'les', 'notre', 'on'],
    pointerWords: ['le', 'la', 'les', 'ca', 'tu'],
    allItems: ['tous', 'toutes', 'les\\s+deux', 'tous\\s+les\\s+deux'],
    quoteWrapperWords: ['ajoute', 'cree', 'une', 'tache', 'ma', 'liste'],
    conjunctions: '\\s+(?:et\\s+puis|et\\s+aussi|et|puis|ensuite)\\s+',
    itemConjunctions: null,
    looseConjunctions: false,
    nounConjunctions: [],
    verbs: words('envoie appelle fais prepare ecris verifie mets relis reserve paie achete corrige publie contacte termine finis'),
    notVerbs: words('mer hier cher fer fier leur soir noir pour sur par car hiver quartier dossier fichier papier clavier calendrier courrier'),
    startsTask: (item, verbs) => romanceInfinitive(item.first, verbs) || verbs.isVerb(item.first, ROMANCE) || verbs.isVerb(item.first, ['english']),
    statesFact: null,
    tidy: (title) => title,
  },

  completion: {
    markDone: [
      'cocher', 'coche-(?:la|le)', 'cochez', 'tu\\s+peux\\s+(?:le\\s+|la\\s+)?cocher', 'marque(?:r|-la|-le)?\\s+(?:comme\\s+)?(?:fait[e]?|termine[e]?)',
      'comme\\s+(?:fait[e]?|termine[e]?)', 'raye(?:r)?',
    ],
    statements: [
      "(?:j'ai\\s+)?(?:fini|termine|boucle|envoye|livre|publie|fait|corrige|deploye|regle|resolu|repare|paye)(?:e|es|s)?", "c'est\\s+bon", "c'est\\s+fait",
      'est\\s+(?:fait[e]?|fini[e]?|termine[e]?|cale[e]?|boucle[e]?|envoye[e]?|pret[e]?|en\\s+ligne)', 'cale[e]?', 'fini[e]?',
    ],
    pastForms: ["j'?ai\\s+(?:deja\\s+|enfin\\s+|bien\\s+)?(?!(?:envie|besoin|faim|soif|peur|mal|hate|honte|froid|chaud|sommeil|raison|tort|oublie|perdu|rate)(?![\\p{L}]))\\p{L}{3,}(?:é|i|u|is|it)(?:e|s|es)?(?![\\p{L}])"],
    strip: ['deja', 'tu\\s+peux', 'la\\s+tache', 'voila'],
    notTasks: ['livre', 'fenetre', 'porte', 'repas'],
    someoneElse: [
      '(?:mon|ma)\\s+(?:collegue|ami|amie|soeur|frere|femme|mari|fils|fille|chef|cheffe|patron(?:ne)?|manager)',
      '(?:sa|son|ses)\\s+(?:own\\s+)?(?:these|devoirs)',
    ],
    selfStates: ['je\\s+suis'],
  },

  dates: {
    monthFirst: false,
    numbers: { un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, sept: 7, huit: 8, dix: 10 },
    weekdays: [['lundi'], ['mardi'], ['mercredi'], ['jeudi'], ['vendredi'], ['samedi'], ['dimanche']],
    weekdaySuffixes: [],
    shortWeekdays: { names: { lun: 1, mar: 2, mer: 3, jeu: 4, ven: 5, sam: 6, dim: 7 }, after: ['avant', 'pour', "jusqu'a"], beforeTime: [] },
    months: [
      ['janvier', 'janv'], ['fevrier', 'fevr'], ['mars'], ['avril', 'avr'], ['mai'], ['juin'], ['juillet', 'juil'], ['aout'], ['septembre'], ['octobre'],
      ['novembre'], ['decembre'],
    ],
    before: ["d'ici", 'avant', 'pour', 'le', "jusqu'a", "jusqu'au", 'ce', 'cette', 'au plus tard'],
    after: ['prochain', 'prochaine', 'au plus tard'],
    particles: [],
    endOfMonth: ['(?:la\\s+)?fin\\s+du\\s+mois', '(?:la\\s+)?fin\\s+de\\s+mois'],
    endOfNamedMonth: ['(?:la\\s+)?fin(?:\\s+de)?'],
    endOfWeek: ['fin\\s+de\\s+(?:la\\s+)?semaine'],
    dayAfterTomorrow: ['apres[-\\s]demain'],
    tomorrow: ['demain'],
    today: ["aujourd'hui", 'aujourd\\s*hui', 'ce\\s+soir', 'cet\\s+apres-midi', 'fin\\s+de\\s+(?:la\\s+)?journee', 'dans\\s+la\\s+journee'],
    nextWeek: ['la\\s+semaine\\s+prochaine'],
    partsOfDay: ['matin', 'soir', 'apres-midi'],
    inSpan: ['dans', "d'ici"],
    spanUnits: ['jours?', 'semaines?'],
    spanUnitsBeforeLater: [],
    later: [],
    timeBefore: ['a', 'avant', 'vers'],
    timeBeforeBareHour: ['vers'],
    hourUnits: ['h', 'heures?'],
    am: [],
    pm: [],
    morning: ['du\\s+matin', 'ce\\s+matin'],
    evening: ["de\\s+l'apres-midi", 'du\\s+soir', 'ce\\s+soir', 'cet\\s+apres-midi'],
    noon: ['midi'],
    midnight: ['minuit'],
    halfHour: ['et\\s+demie'],
    dayMonthLinks: [],
    ordinals: ['er'],
    quantityBefore: ['dans'],
    patterns: {
      // "in fifteen days" is said for two weeks.
      inDays: { src: "(?:dans|d'ici)\\s+quinze\\s+jours", days: () => 14 },
      dayOfMonth: "(?:(?:avant\\s+le|d'ici\\s+le|pour\\s+le|jusqu'au|le)\\s+)(?<day>\\d{1,2})(?:er)?(?![.,:/]?\\d|\\s*%)",
    },
  },

  priority: {
    words: ['priorite'],
    lowest: [
      'un\\s+jour', 'un\\s+de\\s+ces\\s+jours', 'quand\\s+tu\\s+(?:peux|pourras|as\\s+le\\s+temps|auras\\s+le\\s+temps)', "quand\\s+j'aurai\\s+le\\s+temps",
      "quand\\s+j'ai\\s+le\\s+temps", "a\\s+l'occasion", 'priorite\\s+minimale', "a\\s+l'occase",
      'un\\s+de\\s+ces\\s+quatre',
    ],
    low: [
      '(?:basse|faible)\\s+{priority}', '{priority}\\s+(?:basse|faible)', 'pas\\s+(?:tres\\s+)?urgent(?:e)?', 'pas\\s+presse', 'rien\\s+ne\\s+presse',
      'sans\\s+urgence', 'pas\\s+prioritaire',
    ],
    urgent: [
      'urgent', 'au\\s+plus\\s+vite', 'des\\s+que\\s+possible', 'immediatement', 'priorite\\s+absolue', 'en\\s+urgence', 'tout\\s+de\\s+suite',
      'priorite\\s+maximale', 'super\\s+urgent',
    ],
    high: ['important', '(?:haute|forte)\\s+{priority}', '{priority}\\s+(?:haute|elevee)', 'prioritaire'],
  },

  mood: {
    words: ['humeur', 'moral'],
    logVerbs: ['noter', 'enregistrer'],
    ratingPhrases: ['je\\s+dirais', 'je\\s+mets', 'je\\s+me\\s+mets'],
    ratedThings: [],
    articles: ['un', 'une'],
    outOf: ['sur'],
    five: ['cinq'],
    scaleFirst: [],
    points: [],
    rangeTo: ['a'],
    countUnits: ['jours?', 'heures?'],
    grades: [],
    gradePhrases: [],
    historyCues: ['historique', 'moyenne', 'dernier', 'derniere', 'passe', 'tendance', 'etait', 'a\\s+ete', 'octobre', 'novembre'],
    logPhrases: [],
    historyOverLog: [],
    historyWords: ['historique'],
    feelings: {
      1: ['deprime(?:e)?', 'desespere(?:e)?', 'la\\s+pire\\s+journee'],
      2: [
        'me\\s+(?:tue|tuent)', 'epuise(?:e)?', 'creve(?:e)?', 'fatigue(?:e)?', 'lessive(?:e)?', 'au\\s+bout\\s+du\\s+rouleau', 'a\\s+bout', 'stresse(?:e)?',
        'deborde(?:e)?', "sous\\s+l'eau", 'pas\\s+(?:tres\\s+)?bien', '(?:je\\s+me\\s+sens|ca\\s+va)\\s+mal', 'malade', 'mal\\s+a\\s+la\\s+tete',
        "j'en\\s+ai\\s+marre", 'marre', 'ras\\s+le\\s+bol', 'enerve(?:e)?', 'inquiet(?:e)?', 'angoisse(?:e)?', 'la\\s+flemme', 'vide(?:e)?', 'claque(?:e)?',
        'naze', 'a\\s+plat', '(?:va|vont|vais)\\s+me\\s+tuer', 'pas\\s+(?:trop\\s+|tres\\s+|la\\s+)?(?:la\\s+)?forme', 'deprime',
        'morose', 'anxieu(?:x|se)',
      ],
      3: ['comme\\s+ci\\s+comme\\s+ca', 'bof', 'pas\\s+mal'],
      4: [
        '(?:je\\s+me\\s+sens|ca\\s+va|tres)\\s+bien', 'heureu(?:x|se)', 'detendu(?:e)?', 'motive(?:e)?', 'de\\s+bonne\\s+humeur', 'en\\s+forme',
        'content(?:e|es|s)?', 'trop\\s+content(?:e)?', 'repose(?:e)?',
      ],
      5: [
        'journee\\s+(?:geniale|top|super|incroyable)', '(?:je\\s+suis|je\\s+me\\s+sens)\\s+(?:au\\s+top|super\\s+bien)', 'genial(?:e)?', 'trop\\s+bien',
        'excellent(?:e)?', 'ravi(?:e)?', 'au\\s+top',
      ],
    },
    hunger: ['meurs\\s+de\\s+faim'],
    negators: ['pas', 'non'],
  },

  crisis: [
    'me\\s+suicider', 'mettre\\s+fin\\s+a\\s+mes\\s+jours', 'mettre\\s+fin\\s+a\\s+ma\\s+vie', "(?:veux|envie\\s+d'|envie\\s+de)\\s*en\\s+finir",
    'en\\s+finir\\s+avec\\s+la\\s+vie', '(?:veux|vais|envie\\s+de)\\s+me\\s+tuer', 'je\\s+veux\\s+mourir', 'envie\\s+de\\s+mourir', 'mieux\\s+sans\\s+moi',
    'disparaitre\\s+pour\\s+toujours', 'me\\s+faire\\s+du\\s+mal', 'plus\\s+envie\\s+de\\s+vivre', 'veux\\s+plus\\s+vivre', 'envie\\s+de\\s+disparaitre',
    "(?:n'?\\s*)?en\\s+peux\\s+plus\\s+de\\s+vivre", 'ne\\s+plus\\s+(?:me\\s+)?reveiller', 'aucune\\s+raison\\s+de\\s+vivre', 'plus\\s+la\\s+force\\s+de\\s+vivre',
    'fatigue(?:e)?\\s+de\\s+vivre', 'disparaitre\\s+de\\s+ce\\s+monde', 'je\\s+veux\\s+disparaitre',
    '(?:veux|envie\\s+de)\\s+(?:\\p{L}+\\s+){0,2}mourir', "lettres?\\s+d'adieu", 'en\\s+finir\\s+avec\\s+(?:tout|la\\s+vie)', "me\\s+foutre\\s+en\\s+l'air",
    '(?:aucune|plus\\s+de)\\s+raison\\s+de\\s+vivre', "(?:m'endormir|dormir)\\s+et\\s+ne\\s+(?:jamais|plus)\\s+(?:me\\s+)?reveiller", 'personne\\s+ne\\s+(?:me\\s+)?(?:regretterait|remarquerait)', 'me\\s+(?:couper|scarifier)',
  ],
  blockers: {
    phrases: ['bloque(?:e|es|s)?\\s+(?:par|sur|a\\s+cause)', 'bloquant\\p{L}*', 'blocages?', 'en\\s+attente\\s+(?:de|du|des|d\')', 'j\'attends', 'attends?\\s+(?:le|la|les|que|un|une|encore|toujours)', 'coince(?:e|s|es)?'],
    none: ['aucun', 'aucune', 'rien', 'pas\\s+de', 'non', 'aujourd\'hui'],
  },
};
