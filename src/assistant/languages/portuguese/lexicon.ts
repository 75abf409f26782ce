// Portuguese: every word and phrase the built-in engine knows in this language.
import type { Lexicon } from '../lexicon-types.ts';
import { words } from '../words.ts';
import { ROMANCE, romanceInfinitive } from '../romance.ts';

export const lexicon: Lexicon = {
  boundaries: 'words',
  verbShape: true,
  unspaced: false,

  detection: {
    iso: 'pt',
    strong: `os um uma do da dos das nos nas em com pra pro nao estou estao ta to tenho temos fazer hoje amanha ontem
      segunda terca quarta quinta sexta feira eu meu minha meus minhas voce vc sim mas muito mais quando onde qual quantas quem
      preciso ola oi obrigado obrigada bom boa noite ajuda ajudar tarefas tarefa pendente humor pronto feito terminei acabei
      finalizei lembra lembrar lembre ate ja tambem tudo nada isso isto esse essa aqui bem cansado cansada beleza ai
      enviar mandar ligar revisar sabe pode quero vou vamos coisas agora depois sem sobre ainda cada outro outra ao aos
      algum alguma atrasado atrasada atrasados atrasadas algo ne puxada entregar tenho gravar funciona isso semana tem esta estava fiz consegui meu pessoal galera tchau valeu
      tarde dia semana mes proxima daqui fala proximo rapido saudade vai voces pressa fotos pasta
      fatura relatorio reuniao cliente clientes orcamento proposta contrato apresentacao ligacao equipe chefe escritorio projeto entrega roteiro preparar terminar escrever corrigir publicar planejar organizar atualizar`,
    common: 'o a as e de no na que por para como se me mes sabado domingo',
    weak: '',
    phrases: [[/\be a[ií]\b|\bbom dia\b|\btudo bem\b|\bboa tarde\b/, 4], [/\bo (?:que|quanto|qu[eê])\b|\bdaqui a\b|\bfala a[ií]\b/, 3]],
    hints: [[/[ãõ]/g, 2.5], [/\b\p{L}{2,}ei\b/gu, 1], [/ç/g, 0.8], [/[êâîôûœ]/g, 0.3], [/ção|ções|(?<=\p{L})inh[oa]\b/gu, 1]],
    borrowed: '',
    mixesWith: null,
  },

  conversation: {
    greetings: ['ola', 'oi', 'bom\\s+dia', 'boa\\s+(?:tarde|noite)', 'e\\s+ai', 'eai', 'fala', 'beleza', 'tudo\\s+bem', 'tudo\\s+certo', 'tudo\\s+tranquilo', 'tudo\\s+bom'],
    greetingsNotOpening: ['fala'],
    greetingAddressees: ['pessoal', 'galera', 'tudo\\s+bem', 'tudo\\s+bom', 'como\\s+vai', 'beleza', 'bom', 'ai', 'fala\\s+ai', 'so\\s+(?:passei\\s+)?(?:pra|para)\\s+(?:dar\\s+um\\s+oi|dizer\\s+oi)', 'sem\\s+tarefas\\s+novas'],
    thanks: ['obrigad[oa]', 'valeu'],
    thankedAddressees: ['muito'],
    questionOpeners: [
      'o\\s+que', 'qual', 'quais', 'quando', 'onde', 'quem', 'por\\s+que', 'quanto', 'quantos', 'quantas', 'tem\\s+(?:algo|alguma|algum)', 'alguem', 'sabe',
    ],
    questionEndings: [],
    help: [
      'ajuda', 'me\\s+ajuda', 'como\\s+(?:funciona|usar|eu\\s+(?:faco|uso|crio|adiciono)|faco)', 'o\\s+que\\s+voce\\s+faz', 'o\\s+que\\s+voce\\s+pode\\s+fazer',
      'o\\s+que\\s+(?:voce|vc)\\s+(?:consegue|sabe)\\s+fazer',
    ],
    howTo: ['como\\s+(?:eu|faco|posso|crio|adiciono|marco|apago|registro|uso)', 'o\\s+que\\s+significa', 'o\\s+que\\s+quer\\s+dizer', '(?<=^[¿¡\\s]*)como\\s+(?:(?:eu|le|lo|la)\\s+)?\\p{L}{2,}o(?![\\p{L}])', 'preciso\\s+de\\s+ajuda'],
    farewells: ['ate\\s+(?:amanha|logo|mais|breve)', 'tchau', 'bom\\s+fim\\s+de\\s+semana'],
    followUps: ['e', 'tambem'],
  },

  tasks: {
    nouns: [
      'tarefas?', 'pendencias?', 'atrasad[oa]s?', 'vencid[oa]s?', 'prazos?', 'fazer', 'tenho\\s+pra', 'tenho\\s+para',
      '(?:alguma\\s+coisa|algo)\\s+(?:pra|para)\\s+(?:entregar|fazer|enviar|terminar)', 'vence[mn]?', 'vencendo', 'o\\s+que\\s+(?:tenho|preciso|devo)',
      'o\\s+que\\s+falta',
    ],
    show: ['mostra', 'mostre', 'me\\s+mostra', 'lista', 'listar'],
    showEndings: [],
    stats: ['estatisticas?', 'quantas\\s+tarefas', 'taxa\\s+de\\s+conclusao', 'meu\\s+progresso'],
    counting: ['quant[oa]s'],
    done: ['concluid[oa]s', 'conclui', 'terminei', 'fiz', 'fechei'],
    create: [
      'me\\s+lembr[ae]', 'lembre-me', 'lembra\\s+de', 'nova\\s+tarefa', 'adiciona(?:r)?\\s+(?:uma\\s+)?tarefa', 'cria(?:r)?\\s+(?:uma\\s+)?tarefa',
      'nao\\s+(?:me\\s+)?(?:deix[ae]\\s+(?:eu\\s+)?)?esquecer', 'anota(?:r)?', 'adiciona\\s+(?=["\'])', 'adiciona(?=\\s*[:：]|\\s+\\p{L})', 'bota\\s+ai',
    ],
    obligations: [
      'tenho\\s+que', 'tenho\\s+de', 'temos\\s+que', 'preciso(?:\\s+de)?', 'precisamos', 'devo', 'tem\\s+que', 'deveria', 'deveriamos', 'ainda\\s+tenho\\s+que',
      'lembrar\\s+de',
    ],
    obligationsKeptInTitles: [],
    obligationForms: null,
    notes: [],
    deadlineWords: ['ate', 'ate\\s+a', 'para\\s+a'],
    listHeaders: ['tarefas', 'pendencias', 'a\\s+fazer', 'lista'],
    addToList: {
      askers: ['voce\\s+pode', 'pode'],
      verbs: ['adiciona', 'coloca', 'poe', 'bota'],
      prepositions: ['na', 'em', 'no', 'para'],
      owners: ['minha', 'a'],
      kinds: [],
      lists: ['lista'],
      closers: ['por\\s+favor'],
      ending: null,
    },
    negations: [],
    negationsAfter: [],
    askedBefore: [],
    politeRequests: ['voce\\s+pode', 'pode', 'podes', 'poderia', 'podia'],
    something: ['alguma\\s+coisa', 'algo'],
    whatNext: ['e\\s+agora'],
    actions: {
      cancel: ['cancela', 'cancelar', 'cancele'],
      delete: ['apaga', 'apagar', 'apague', 'exclui', 'excluir', 'exclua', 'remove', 'remover', 'tira', 'tirar'],
      move: ['muda', 'mudar', 'adia', 'adiar', 'remarca', 'remarcar', 'passa', 'passar', 'joga'],
      objects: ['tarefas?', 'lembretes?'],
    },
    overdueWords: ['atrasad', 'vencid'],
    urgentWords: ['urgente'],
  },

  periods: {
    today: ['hoje'],
    week: ['semana'],
    month: ['mes'],
    year: ['ano'],
    lastMonth: ['mes\\s+passado'],
    monthNames: ['outubro'],
  },

  titles: {
    leadFillers: [
      'voce\\s+pode', 'pode', 'podes', 'me\\s+lembra\\s+de', 'me\\s+lembre\\s+de', 'lembrar\\s+de', 'nao\\s+(?:me\\s+)?(?:deix[ae]\\s+(?:eu\\s+)?)?esquecer\\s+de',
      'tambem', 'e', 'mas', 'ainda', 'depois', 'eu', '(?:criar|adicionar)\\s+uma\\s+tarefa\\s+(?:pra|para)',
      'entao', 'ou\\s+seja', 'por\\s+isso', 'portanto',
    ],
    trailFillers: ['obrigad[oa]', 'ate', 'e'],
    softWords: [
      'se\\s+nao\\s+for\\s+incomodo', 'se\\s+possivel', 'e', 'sou', 'estou', 'to', 'muito', 'tao', 'hoje', 'que', 'semana', 'dia', 'mas', 'ainda', 'meio', 'bem',
      'um\\s+pouco', 'pouco', 'completamente', 'totalmente', 'bastante', 'super', 'demais',
    ],
    butWords: ['mas', 'porem', 'ainda\\s+assim'],
    headerFillers: ['meus', 'minhas', 'tenho', '(?:duas|dois|tres|quatro|2|3|4)\\s+(?:coisas|tarefas)'],
    subjectStarts: ['o', 'os', 'as', 'nosso', 'nossa'],
    pointerWords: ['isso', 'isto'],
    allItems: ['ambas', 'ambos', 'todas?', 'todos', 'os\\s+dois', 'as\\s+duas'],
    quoteWrapperWords: ['adiciona', 'cria', 'uma', 'tarefa', 'na', 'minha'],
    conjunctions: '\\s+(?:e\\s+depois|e\\s+tambem|e|depois)\\s+',
    itemConjunctions: null,
    looseConjunctions: false,
    nounConjunctions: [],
    verbs: words('liga faz escreve sobe compra paga atualiza arruma reserva marca confirma responde termina'),
    notVerbs: words('ontem melhor maior menor lugar mar bar par por ser favor cor dor calor amor valor setor fator motor doutor autor ator'),
    startsTask: (item, verbs) => romanceInfinitive(item.first, verbs) || verbs.isVerb(item.first, ROMANCE) || verbs.isVerb(item.first, ['english']),
    statesFact: null,
    tidy: (title) => title,
  },

  completion: {
    markDone: [
      'marca(?:r)?\\s+(?:como\\s+)?(?:feit[oa]|concluid[oa]|pront[oa])', 'pode\\s+marcar', 'risca(?:r)?', 'como\\s+(?:feit[oa]|concluid[oa])',
    ],
    statements: [
      '(?:terminei|acabei|finalizei|conclui|enviei|entreguei|mandei|fiz|publiquei|fechei|corrigi|consertei|resolvi|lancei)',
      '(?:esta|ta|to)\\s+(?:pront[oa]|feit[oa]|concluid[oa]|enviad[oa])', '(?:ficou|ja|ja\\s+esta)\\s+pront[oa]', 'pront[oa](?=\\s*[!.✅🎉]*\\s*$)',
      '(?:esta\\s+|ta\\s+)?no\\s+ar(?=\\s*[!.✅🎉🚀]*\\s*$)', 'feit[oa]', 'concluid[oa]',
    ],
    pastForms: ['(?:^\\s*|eu\\s+|ja\\s+)(?:\\p{L}{3,}ei|escrevi|resolvi|recebi|corrigi|conclui|fiz|fui|pus|trouxe|vendi|devolvi|imprimi|assinei)'],
    strip: ['ja', 'a\\s+tarefa'],
    notTasks: ['filme', 'livro', 'janela', 'porta', 'jantar'],
    someoneElse: ['(?:meu|minha)\\s+(?:colega|amig[oa]|manager)', '(?:seu|sua)\\s+(?:own\\s+)?(?:tese)'],
    selfStates: ['estou'],
  },

  dates: {
    monthFirst: false,
    numbers: { um: 1, uma: 1, dois: 2, duas: 2, tres: 3, quatro: 4, cinco: 5, seis: 6, sete: 7, dez: 10 },
    weekdays: [
      ['segunda-feira', 'segunda feira'], ['terca-feira', 'terca feira'], ['quarta-feira', 'quarta feira'], ['quinta-feira', 'quinta feira'],
      ['sexta-feira', 'sexta feira'], ['sabado'], ['domingo'],
    ],
    weekdaySuffixes: [],
    shortWeekdays: {
      names: { segunda: 1, terca: 2, quarta: 3, quinta: 4, sexta: 5 },
      after: ['na', 'na proxima', 'ate', 'ate a', 'antes de', 'antes da', 'pra', 'para a', 'proxima', 'nesta', 'nessa', 'essa', 'esta'],
      beforeTime: ['as'],
    },
    months: [
      ['janeiro'], ['fevereiro', 'fev'], ['marco'], ['abril', 'abr'], ['maio'], ['junho'], ['julho'], ['agosto', 'ago'], ['setembro', 'set'],
      ['outubro', 'out'], ['novembro'], ['dezembro', 'dez'],
    ],
    before: [
      'ate', 'ate a', 'ate o', 'ate dia', 'pra', 'na', 'no', 'em', 'nesta', 'neste', 'nessa', 'nesse', 'essa', 'esse', 'na proxima', 'no proximo', 'de',
      'no maximo', 'no maximo ate', 'o mais tardar',
    ],
    after: ['que vem', 'no maximo', 'o mais tardar'],
    particles: [],
    endOfMonth: ['(?:o\\s+)?(?:fim|final)\\s+do\\s+mes'],
    endOfNamedMonth: ['(?:o\\s+)?(?:fim|final)\\s+de'],
    endOfWeek: ['fim\\s+da\\s+semana'],
    dayAfterTomorrow: ['depois\\s+de\\s+amanha'],
    tomorrow: ['amanha'],
    today: ['hoje(?:\\s+a\\s+noite|\\s+de\\s+noite|\\s+mesmo)?', 'ainda\\s+hoje', 'fim\\s+do\\s+dia', 'esta\\s+noite'],
    nextWeek: ['semana\\s+que\\s+vem', 'proxima\\s+semana'],
    partsOfDay: ['de manha', 'a tarde'],
    inSpan: ['em', 'daqui\\s+a'],
    spanUnits: ['dias?', 'semanas?'],
    spanUnitsBeforeLater: ['dias'],
    later: [],
    timeBefore: ['as', 'ate\\s+as'],
    timeBeforeBareHour: ['as', 'ate\\s+as'],
    hourUnits: ['h', 'horas'],
    am: [],
    pm: [],
    morning: ['da\\s+manha', 'de\\s+manha'],
    evening: ['da\\s+(?:tarde|noite)', 'de\\s+(?:tarde|noite)', 'hoje\\s+a\\s+noite'],
    noon: ['meio-dia'],
    midnight: ['meia-noite'],
    halfHour: ['e\\s+meia'],
    dayMonthLinks: ['de'],
    ordinals: ['º', '°'],
    quantityBefore: ['em'],
    patterns: {
      // "in fifteen days" is said for two weeks.
      inDays: { src: '(?:daqui\\s+a|em)\\s+quinze\\s+dias', days: () => 14 },
      dayOfMonth: '(?:(?:ate\\s+o|antes\\s+do|no|do|o|pro|para\\s+o)\\s+dia\\s+)(?<day>\\d{1,2})(?![.,:/]?\\d|\\s*%)',
    },
  },

  priority: {
    words: ['prioridade'],
    lowest: ['algum\\s+dia', 'um\\s+dia', 'quando\\s+(?:der|puder|tiver\\s+tempo|voce\\s+puder)', 'prioridade\\s+minima', 'sem\\s+prazo', 'qualquer\\s+dia\\s+(?:desses|destes)'],
    low: ['baixa\\s+{priority}', '{priority}\\s+baixa', 'nao\\s+e\\s+urgente', 'sem\\s+pressa', 'sem\\s+urgencia', 'nada\\s+urgente', 'nao\\s+tem\\s+pressa'],
    urgent: [
      'urgente?', 'o\\s+quanto\\s+antes', 'imediatamente', 'prioridade\\s+maxima', 'o\\s+mais\\s+rapido\\s+possivel', 'agora\\s+mesmo', 'com\\s+urgencia',
    ],
    high: ['importante', 'alta\\s+{priority}'],
  },

  mood: {
    words: ['humor'],
    logVerbs: ['registrar', 'anotar'],
    ratingPhrases: ['eu\\s+diria', 'dou', 'to\\s+num', 'estou\\s+num', 'nota', 'to\\s+nota'],
    ratedThings: ['hoje'],
    articles: ['um', 'uma'],
    outOf: ['de'],
    five: ['cinco'],
    scaleFirst: [],
    points: [],
    rangeTo: ['a'],
    countUnits: ['dias?', 'horas?', 'reais'],
    grades: [],
    gradePhrases: [],
    historyCues: [
      'historico', 'media', 'passad(?:isim|issim)?[oa]', 'ultim(?:isim|issim)?[oa]', 'estava', 'foi', 'tendencia', 'outubro',
    ],
    logPhrases: [],
    historyOverLog: [],
    historyWords: ['historico'],
    feelings: {
      1: ['deprimid(?:isim|issim)?[oa]', 'arrasad(?:isim|issim)?[oa]', 'o\\s+pior\\s+dia'],
      2: [
        '(?:esta|ta|tá)\\s+me\\s+matando', 'exaust(?:isim|issim)?[oa]', 'esgotad(?:isim|issim)?[oa]', 'acabad(?:isim|issim)?[oa]', 'moid(?:isim|issim)?[oa]',
        'estressad(?:isim|issim)?[oa]', 'sobrecarregad(?:isim|issim)?[oa]', '(?:estou|to|me\\s+sinto|muito)\\s+mal', 'pessim(?:isim|issim)?[oa]', 'doente',
        'dor\\s+de\\s+cabeca', 'chatead(?:isim|issim)?[oa]', 'irritad(?:isim|issim)?[oa]', 'desanimad(?:isim|issim)?[oa]', 'sem\\s+energia',
        '(?:semana|dia)\\s+puxad[oa]', 'morto\\s+de\\s+cansaco', 'de\\s+saco\\s+cheio', 'entediad(?:isim|issim)?[oa]', 'estresse', '(?:pra|para)\\s+baixo',
        'meio\\s+(?:down|mal|triste)', '(?:vai|vão|vao)\\s+me\\s+matar', 'me\\s+mata',
        'ansiedade', 'ansios[oa]',
      ],
      3: ['mais\\s+ou\\s+menos', 'mais\\s+o\\s+menos'],
      4: ['(?:estou|to|me\\s+sinto|muito)\\s+bem', 'animad(?:isim|issim)?[oa]', 'descansad(?:isim|issim)?[oa]', 'de\\s+bom\\s+humor'],
      5: ['otim(?:isim|issim)?[oa]', 'incrivel', 'maravilhos(?:isim|issim)?[oa]', 'fantastic(?:isim|issim)?[oa]'],
    },
    hunger: ['morrendo\\s+de\\s+fome'],
    negators: ['nao'],
  },

  crisis: [
    '(?:quero|vou|vontade\\s+de|pensando\\s+em)\\s+me\\s+matar', 'suicidar', 'nao\\s+quero\\s+mais\\s+viver', 'quero\\s+morrer', 'melhor\\s+sem\\s+mim',
    'quero\\s+acabar\\s+com\\s+tudo', 'me\\s+machucar', 'sumir\\s+para\\s+sempre', 'tirar\\s+minha\\s+(?:propria\\s+)?vida', 'vontade\\s+de\\s+morrer',
    'vontade\\s+de\\s+sumir', 'nao\\s+aguento\\s+mais\\s+viver', 'dormir\\s+e\\s+nao\\s+acordar', 'nao\\s+acordar\\s+mais',
    'nao\\s+vejo\\s+(?:mais\\s+)?sentido\\s+(?:em\\s+)?(?:viver|nada|na\\s+vida)', 'acabar\\s+com\\s+(?:a\\s+)?minha\\s+vida', 'cansad[oa]\\s+de\\s+viver',
    'quero\\s+(?:sumir|desaparecer)',
    'quero\\s+(?:\\p{L}+\\s+){0,2}morrer', 'cartas?\\s+de\\s+despedida', 'tirar\\s+a\\s+(?:minha\\s+)?(?:propria\\s+)?vida', 'nao\\s+quero\\s+(?:\\p{L}+\\s+){0,2}viver',
    'sentido\\s+em\\s+(?:continuar\\s+)?(?:vivendo|viver)', 'motivo\\s+(?:pra|para)\\s+(?:continuar\\s+)?viver', 'nao\\s+acordar\\s+(?:nunca\\s+)?mais', 'ninguem\\s+(?:vai|ia|iria)\\s+sentir\\s+(?:a\\s+)?minha\\s+falta', 'me\\s+cortar\\s+(?:os\\s+)?(?:pulsos|bracos)',
  ],
  blockers: {
    phrases: ['bloquead[oa]s?', 'bloqueios?', 'esperando', 'aguardando', 'travad[oa]s?', 'impedid[oa]s?'],
    none: ['nenhum', 'nenhuma', 'nada', 'sem', 'nao', 'hoje'],
  },
};
