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
    greetings: ['re-?bonjour', 'rebonjour', 'bonjour', 'salut', 'coucou', 'bonsoir', 'bon matin', 'yo', 'wesh'],
    greetingsNotOpening: [],
    greetingAddressees: ['a tous', 'tout le monde', 'ca va', 'comment ca va', 'ca roule', 'quoi de neuf', 'le bot', 'juste (pour )?(dire )?(bonjour|coucou|salut)', 'pas de nouvelles? taches?'],
    thanks: ['merci', 'merci beaucoup'],
    thankedAddressees: ['beaucoup'],
    questionOpeners: [
      'quoi', 'quel', 'quelle', 'quels', 'quelles', 'quand', 'ou', 'qui', 'pourquoi', 'comment', 'combien', 'est-ce', 'est ce', "qu'est-ce",
      'y a-t-il', 'il me reste', 'ai-je', 'dois-je',
    ],
    questionEndings: [],
    help: [
      'aide', 'aidez-moi', 'aide-moi', 'comment (ca marche|ça marche|fonctionne|faire|je peux|puis-je|utiliser|on fait|tu marches)',
      'que peux-tu faire', 'commandes', "mode d'emploi",
      'tu sais faire', "qu'est-ce que tu (sais|peux) faire",
    ],
    howTo: ['comment (je|on|faire|puis-je|ajouter|creer|marquer|supprimer|utiliser)', '(ca )?veut dire quoi', "qu'est-ce que (ca )?veut dire", 'que signifie', "comment (j'\\p{L}+|je|on)", 'comment (ca )?marche', 'comment \\p{L}+(er|ir|re)(?![\\p{L}])', "j'ai besoin d'aide"],
    farewells: ["a (demain|plus|bientot|tout a l'heure|lundi|mardi|mercredi|jeudi|vendredi)", 'bonne (soiree|nuit|journee)', 'au revoir', 'bonne fin de journee'],
    followUps: ['et', 'aussi', 'et aussi'],
  },

  tasks: {
    nouns: [
      'taches?', 'trucs', 'a faire', 'en retard', 'echeances?', 'deadline', 'en attente', "j'ai quelque chose a",
      'quelque chose a (rendre|faire|finir|envoyer|livrer)', "qu'est-ce qui est prevu", 'quoi de prevu', "qu'est-ce que j'ai",
      'que dois-je faire', "j'ai quoi", 'je dois faire quoi',
      'il me reste', "qu'est-ce qui tombe", 'plus prioritaire',
    ],
    show: ['montre-moi', 'montre', 'affiche', 'liste', 'dis-moi'],
    showEndings: [],
    stats: ['statistiques?', 'combien de taches', 'taux de (completion|realisation)', 'ma progression'],
    counting: ['combien'],
    done: ['termine', 'fini(es|s)?', 'terminees?', 'boucle'],
    create: [
      'rappelle(-| )moi', 'ajoute (une )?tache', 'cree (une )?tache', 'creer (une )?tache', 'nouvelle tache', "n'?oublie pas",
      'oublie pas', 'ne pas oublier', "note(r)? (aussi |bien )?(que|de|d'|qu')", "m'ajouter", 'ajouter (une )?tache',
      'ajoute (?=["\'])', 'ajoute(-moi)?(?=\\s*[:：]| \\p{L})',
    ],
    obligations: [
      'je dois', 'on doit', 'il faut( que je)?', 'faut', 'faut que je', "j'ai besoin de", 'penser a', 'il me faut',
      'faudrait', 'je devrais',
      'est a rendre', 'a rendre',
    ],
    obligationsKeptInTitles: [],
    obligationForms: null,
    notes: [],
    deadlineWords: ["d'ici", 'avant', "jusqu'a", 'pour'],
    listHeaders: ['a faire', 'taches', 'liste'],
    addToList: {
      askers: ['peux-tu', 'tu peux'],
      verbs: ['ajoute', 'ajouter', 'mets'],
      prepositions: ['a', 'sur', 'dans'],
      owners: ['ma', 'mes', 'la'],
      kinds: [],
      lists: ['liste'],
      closers: ['stp'],
      ending: null,
    },
    negations: ['pas de'],
    negationsAfter: [],
    askedBefore: [],
    politeRequests: ['peux-tu', 'pourrais-tu', 'tu peux', 'tu pourrais( (eventuellement|stp))?', '(pouvez|pourriez)-vous', 'vous (pouvez|pourriez)'],
    something: ['quelque chose'],
    whatNext: ['et maintenant', 'je fais quoi maintenant'],
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
    lastMonth: ['mois dernier'],
    monthNames: ['octobre', 'novembre'],
  },

  titles: {
    leadFillers: [
      "s'il te plait", 'stp', 'svp', 'peux-tu', 'tu peux', 'pourrais-tu', 'rappelle-moi de', 'rappelle-moi', "n'?oublie pas de",
      'oublie pas de', 'ne pas oublier de', 'aussi', 'et', 'mais', 'puis', 'encore', 'je', 'penser a',
      "m'ajouter une tache (pour|de)", 'ajouter une tache (pour|de)',
      "n'oublie pas d'", "rappelle-moi d'", "ne pas oublier d'", "d'",
      'donc', 'du coup', 'alors', 'par consequent',
    ],
    trailFillers: ["s'il te plait", 'stp', 'svp', 'merci', 'pour', 'avant', 'et'],
    softWords: [
      "si ce n'?est pas trop demander", 'si possible', "c'est", "c'?est", "ce n'?est", 'je', 'suis', "j'?suis", 'vraiment', 'trop',
      'tellement', 'un peu', "aujourd'?hui", 'quelle', 'semaine', 'journee', 'mais', 'et', 'du',
      'completement', 'totalement', 'tres', 'assez', 'grave', 'carrement', 'legerement', 'plutot',
    ],
    butWords: ['mais', 'quand meme'],
    headerFillers: ['mes', '(deux|trois|quatre|2|3|4) (choses|trucs|taches)'],
    subjectStarts: ['le', 'les', 'notre', 'on'],
    pointerWords: ['le', 'la', 'les', 'ca', 'tu'],
    allItems: ['tous', 'toutes', 'les deux', 'tous les deux'],
    reportedSpeech: ["(dit|a dit|disait|trouve|pense)( qu(e|'))?"],
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
      'cocher', 'coche-(la|le)', 'cochez', 'tu peux (le |la )?cocher', 'marque(r|-la|-le)? (comme )?(fait[e]?|termine[e]?)',
      'comme (fait[e]?|termine[e]?)', 'raye(r)?',
    ],
    statements: [
      "(j'ai )?(fini|termine|boucle|envoye|livre|publie|fait|corrige|deploye|regle|resolu|repare|paye)(e|es|s)?", "c'est bon", "c'est fait",
      'est (fait[e]?|fini[e]?|termine[e]?|cale[e]?|boucle[e]?|envoye[e]?|pret[e]?|en ligne)', 'cale[e]?', 'fini[e]?',
    ],
    pastForms: ["j'?ai (deja |enfin |bien )?(?!(envie|besoin|faim|soif|peur|mal|hate|honte|froid|chaud|sommeil|raison|tort|oublie|perdu|rate)(?![\\p{L}]))\\p{L}{3,}(é|i|u|is|it)(e|s|es)?(?![\\p{L}])"],
    irregularForms: {
      fait: 'faire', pris: 'prendre', mis: 'mettre', lu: 'lire', dit: 'dire', vu: 'voir', ecrit: 'ecrire', ouvert: 'ouvrir', offert: 'offrir',
      rendu: 'rendre', repondu: 'repondre', vendu: 'vendre', resolu: 'resoudre',
    },
    strip: ['deja', 'tu peux', 'la tache', 'voila'],
    notTasks: ['livre', 'fenetre', 'porte', 'repas'],
    someoneElse: [
      '(mon|ma) (collegue|ami|amie|soeur|frere|femme|mari|fils|fille|chef|cheffe|patron(ne)?|manager)',
      '(sa|son|ses) (own )?(these|devoirs)',
    ],
    selfStates: ['je suis'],
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
    endOfMonth: ['(la )?fin du mois', '(la )?fin de mois'],
    endOfNamedMonth: ['(la )?fin( de)?'],
    endOfWeek: ['fin de (la )?semaine'],
    dayAfterTomorrow: ['apres[-\\s]demain'],
    tomorrow: ['demain'],
    today: ["aujourd'hui", 'aujourd\\s*hui', 'ce soir', 'cet apres-midi', 'fin de (la )?journee', 'dans la journee'],
    nextWeek: ['la semaine prochaine'],
    weekLinks: ['de', 'le'],
    afterNext: ['en huit'],
    pointBack: ['mets[- ]le', 'mets[- ]la', 'note[- ]le', 'note[- ]la', 'ajoute[- ]le', 'ajoute[- ]la', 'mets[- ]moi (ca|le|la)'],
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
    morning: ['du matin', 'ce matin'],
    evening: ["de l'apres-midi", 'du soir', 'ce soir', 'cet apres-midi'],
    noon: ['midi'],
    midnight: ['minuit'],
    halfHour: ['et demie'],
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
      'un jour', 'un de ces jours', 'quand tu (peux|pourras|as le temps|auras le temps)', "quand j'aurai le temps",
      "quand j'ai le temps", "a l'occasion", 'priorite minimale', "a l'occase",
      'un de ces quatre',
    ],
    low: [
      '(basse|faible) {priority}', '{priority} (basse|faible)', 'pas (tres )?urgent(e)?', 'pas presse', 'rien ne presse',
      'sans urgence', 'pas prioritaire',
    ],
    urgent: [
      'urgent', 'au plus vite', 'des que possible', 'immediatement', 'priorite absolue', 'en urgence', 'tout de suite',
      'priorite maximale', 'super urgent',
    ],
    high: ['important', '(haute|forte) {priority}', '{priority} (haute|elevee)', 'prioritaire'],
  },

  mood: {
    words: ['humeur', 'moral'],
    logVerbs: ['noter', 'enregistrer'],
    ratingPhrases: ['je dirais', 'je mets', 'je me mets'],
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
    historyCues: ['historique', 'moyenne', 'dernier', 'derniere', 'passe', 'tendance', 'etait', 'a ete', 'octobre', 'novembre'],
    logPhrases: [],
    historyOverLog: [],
    historyWords: ['historique'],
    feelings: {
      1: ['deprime(e)?', 'desespere(e)?', 'la pire journee'],
      2: [
        'a plat', 'sans motivation', 'demotive(e)?', 'pas motive(e)?', 'sans energie', 'pas la peche',
        'me (tue|tuent)', 'epuise(e)?', 'creve(e)?', 'fatigue(e)?', 'lessive(e)?', 'au bout du rouleau', 'a bout', 'stresse(e)?',
        'deborde(e)?', "sous l'eau", 'pas (tres )?bien', '(je me sens|ca va) mal', 'malade', 'mal a la tete',
        "j'en ai marre", 'marre', 'ras le bol', 'enerve(e)?', 'inquiet(e)?', 'angoisse(e)?', 'la flemme', 'vide(e)?', 'claque(e)?',
        'naze', 'a plat', '(va|vont|vais) me tuer', 'pas (trop |tres |la )?(la )?forme', 'deprime',
        'morose', 'anxieu(x|se)',
      ],
      3: ['comme ci comme ca', 'bof', 'pas mal'],
      4: [
        '(je me sens|ca va|tres) bien', 'heureu(x|se)', 'detendu(e)?', 'motive(e)?', 'de bonne humeur', 'en forme',
        'content(e|es|s)?', 'trop content(e)?', 'repose(e)?',
      ],
      5: [
        'aux anges', 'sur un petit nuage', 'euphorique', 'trop content(e)?', 'ravi(e)? de (la|ma) journee',
        'journee (geniale|top|super|incroyable)', '(je suis|je me sens) (au top|super bien)', 'genial(e)?', 'trop bien',
        'excellent(e)?', 'ravi(e)?', 'au top',
      ],
    },
    hunger: ['meurs de faim'],
    negators: ['pas', 'non'],
  },

  crisis: [
    'me suicider', 'mettre fin a mes jours', 'mettre fin a ma vie', "(veux|envie d'|envie de)\\s*en finir",
    'en finir avec la vie', '(veux|vais|envie de) me tuer', 'je veux mourir', 'envie de mourir', 'mieux sans moi',
    'disparaitre pour toujours', 'me faire du mal', 'plus envie de vivre', 'veux plus vivre', 'envie de disparaitre',
    "(n'?\\s*)?en peux plus de vivre", 'ne plus (me )?reveiller', 'aucune raison de vivre', 'plus la force de vivre',
    'fatigue(e)? de vivre', 'disparaitre de ce monde', 'je veux disparaitre',
    '(veux|envie de) (\\p{L}+ ){0,2}mourir', "lettres? d'adieu", 'en finir avec (tout|la vie)', "me foutre en l'air",
    '(aucune|plus de) raison de vivre', "(m'endormir|dormir) et ne (jamais|plus) (me )?reveiller", 'personne ne (me )?(regretterait|remarquerait)', 'me (couper|scarifier)',
  ],
  blockers: {
    phrases: ['bloque(e|es|s)? (par|sur|a cause)', 'bloquant\\p{L}*', 'blocages?', 'en attente (de|du|des|d\')', 'j\'attends', 'attends? (le|la|les|que|un|une|encore|toujours)', 'coince(e|s|es)?'],
    none: ['aucun', 'aucune', 'rien', 'pas de', 'non', 'aujourd\'hui'],
  },
};
