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
    strong: `hj ficar fica fiquei novo consigo os um uma do da dos das nos nas em com pra pro nao estou estao ta to tenho temos fazer hoje amanha ontem
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
    hints: [[/[ãõ]/g, 2.5], [/\b\p{L}{2,}ei\b/gu, 1], [/ç/g, 0.8], [/[êâîôûœ]/g, 0.3], [/ção|ções|(?<=\p{L})inh[oa]\b/gu, 1],
      // The same endings typed without tilde or cedilla (informacao, reunioes), and nh/lh between vowels (amanha, trabalho).
      [/(?<=\p{L})(?:cao|coes)\b|(?<=[aeiou])[nl]h[aeo]/gu, 0.8],
      // Gerunds in -indo (sentindo; Spanish writes -iendo) and past tenses in -iu (caiu, saiu).
      [/(?<=\p{L}{3})indo\b|(?<=\p{L}{2})(?<!\bp)iu\b/gu, 0.8]],
    borrowed: '',
    mixesWith: null,
  },

  conversation: {
    greetings: ['(boa|feliz) (segunda|sexta)', 'ola', 'oi', 'bom dia', 'boa (tarde|noite)', 'e ai', 'eai', 'fala', 'beleza', 'tudo bem', 'tudo certo', 'tudo tranquilo', 'tudo bom'],
    greetingsNotOpening: ['fala'],
    greetingAddressees: ['gente', 'pessoal', 'tudo (certo|bem|bom|joia)', 'pessoal', 'galera', 'tudo bem', 'tudo bom', 'como vai', 'beleza', 'bom', 'ai', 'fala ai', 'so (passei )?(pra|para) (dar um oi|dizer oi)', 'sem tarefas novas'],
    thanks: ['obrigad[oa]', 'valeu'],
    thankedAddressees: ['muito'],
    questionOpeners: [
      'o que', 'qual', 'quais', 'quando', 'onde', 'quem', 'por que', 'quanto', 'quantos', 'quantas', 'tem (algo|alguma|algum)', 'alguem', 'sabe',
    ],
    questionEndings: [],
    help: [
      'ajuda', 'me ajuda', 'como (funciona|usar|eu (faco|uso|crio|adiciono)|faco)', 'o que voce faz', 'o que voce pode fazer',
      'o que (\\p{L}+ )?(voce|vc) (\\p{L}+ )?(consegue|sabe|pode) fazer', 'nao (sei|entendo|entendi) (como )?usar', 'nao (sei|entendo|entendi) como (funciona|se usa)',
    ],
    howTo: ['o que (esse|este|o) (bot|app|assistente) (faz|sabe fazer|consegue fazer|pode fazer)', 'o que (da|dá) (pra|para) fazer (com|nesse|neste|no|aqui)', '(pra|para) que serve (esse|o|este|essa|a|esta) (bot|app|assistente)', 'sou nov[oa] (aqui|no app)', 'perdid[oa] (no|na|nesse|nessa|neste|nesta|com o|com a|com esse|com essa) (app|aplicativo|aplicação)', 'não entendo (nada )?(d)?(o|a|esse|essa|este|esta) (app|aplicativo|aplicação)', 'como (eu|faco|posso|crio|adiciono|marco|apago|registro|uso)', 'o que significa', 'o que quer dizer', '(?<=^[¿¡\\s]*)como ((eu|le|lo|la) )?\\p{L}{2,}o(?![\\p{L}])', 'preciso de ajuda', '(me )?explica(r)? (\\p{L}+ )?como', 'onde (eu )?(vejo|encontro|acho|consulto|posso ver|posso encontrar)', '(pode|podes|consegue) me explicar', '(me )?explica(r)? (\\p{L}+ )?(o que|pra que|para que)'],
    farewells: ['ate (amanha|logo|mais|breve)', 'tchau', 'bom fim de semana'],
    followUps: ['e', 'tambem'],
    past: ['fomos', 'a gente foi', 'no (sabado|domingo|fim de semana|fds) (fomos|fui|a gente foi)', 'ontem', 'anteontem', 'outro dia', '(a )?semana passada', '(o )?fim de semana passado'],
    notices: ['para sua informacao', '(so )?(pra|para) (voce|vc) saber', 'so (pra|para) avisar', 'so avisando'],
    askingAround: ['alguem (sabe|viu|tem|conhece)', '(voces|vcs) sabem'],
    assistantNames: ['(esse|este|o|desse|deste|do) (bot|assistente|chatbot)', '(esse|este) (app|aplicativo)'],
    appWords: ['app', 'aplicativo', 'bot', 'assistente'],
    features: ['lembretes?', 'notificaç(ão|ões)', 'configuraç(ão|ões)', 'prioridades?', 'rascunhos?', 'prazos?', 'humor', 'idioma'],
    capability: ['dá (pra|para)', 'posso', 'pode', 'consigo', 'é possível', 'tem como', 'tem (algum )?jeito', 'existe (alguma )?(forma|maneira)', 'podem'],
    taskFeatures: ['sub-?tarefas?', 'atribuir', 'delegar', 'compartilhar', 'partilhar', 'recorrentes?', 'repetir', 'anex\\p{L}*', 'etiquetas?', 'tags?', 'comentários?', 'cores', 'categorias?', 'exportar'],
    laughter: ['k{3,}', '(ha){2,}h?', 'rs(rs)+', 'hue(hue)+', 'lol'],
    opinions: ['acho que', 'eu acho', 'na minha opiniao', 'pra mim', 'para mim'],
    hearsay: ['fiquei sabendo( que)?', 'ouvi dizer( que)?', 'dizem que', 'pelo jeito'],
  },

  tasks: {
    nouns: ['(ainda )?(nao|não) (terminei|conclui|fiz|acabei|fechei)', 'pendentes?', '(ainda )?(está|tá|estão|tão|tenho) em aberto',
      'tarefas?', 'pendencias?', 'atrasad[oa]s?', 'vencid[oa]s?', 'prazos?', 'fazer', 'tenho pra', 'tenho para',
      '(alguma coisa|algo) (pra|para) (entregar|fazer|enviar|terminar)', 'vence[mn]?', 'vencendo', 'o que (tenho|preciso|devo)',
      'o que falta',
    ],
    show: ['mostra', 'mostre', 'me mostra', 'lista', 'listar'],
    showEndings: [],
    stats: ['estatisticas?', 'quantas tarefas', 'taxa de conclusao', 'meu progresso'],
    counting: ['quant[oa]s'],
    done: ['concluid[oa]s', 'conclui', 'terminei', 'fiz', 'fechei'],
    create: [
      'me lembr[ae]', 'lembre-me', 'lembra de', 'nova tarefa', 'adiciona(r)? (uma )?tarefa', 'cria(r)? (uma )?tarefa',
      'nao (me )?(deix[ae] (eu )?)?esquecer', 'anota(r)?', 'adiciona (?=["\'])', 'adiciona(?=\\s*[:：]| \\p{L})', 'bota ai',
    ],
    obligations: [
      'tenho que', 'tenho de', 'temos que', 'preciso( de)?', 'precisamos', 'devo', 'tem que', 'deveria', 'deveriamos', 'ainda tenho que',
      'lembrar de',
    ],
    obligationsKeptInTitles: [],
    obligationForms: null,
    notes: [],
    deadlineWords: ['ate', 'ate a', 'para a'],
    listHeaders: ['tarefas', 'pendencias', 'a fazer', 'lista'],
    addToList: {
      askers: ['voce pode', 'pode'],
      verbs: ['adiciona', 'coloca', 'poe', 'bota'],
      prepositions: ['na', 'em', 'no', 'para'],
      owners: ['minha', 'a'],
      kinds: [],
      lists: ['lista'],
      closers: ['por favor'],
      ending: null,
    },
    negations: [],
    negationsAfter: [],
    askedBefore: [],
    politeRequests: ['voce pode', 'pode', 'podes', 'poderia', 'podia'],
    something: ['alguma coisa', 'algo'],
    whatNext: ['e agora'],
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
    lastMonth: ['mes passado'],
    monthNames: ['outubro'],
  },

  titles: {
    leadFillers: [
      'voce pode', 'pode', 'podes', 'me lembra de', 'me lembre de', 'lembrar de', 'nao (me )?(deix[ae] (eu )?)?esquecer de',
      'tambem', 'e', 'mas', 'ainda', 'depois', 'eu', '(criar|adicionar) uma tarefa (pra|para)',
      'entao', 'ou seja', 'por isso', 'portanto',
    ],
    trailFillers: ['obrigad[oa]', 'ate', 'e'],
    softWords: ['beleza', 'blz', 'ah', 'ok', 'verdade', 'alias', 'falando nisso', 'entao', 'sim', 
      'se nao for incomodo', 'se possivel', 'e', 'sou', 'estou', 'to', 'muito', 'tao', 'hoje', 'que', 'semana', 'dia', 'mas', 'ainda', 'meio', 'bem',
      'um pouco', 'pouco', 'completamente', 'totalmente', 'bastante', 'super', 'demais',
    ],
    butWords: ['mas', 'porem', 'ainda assim'],
    headerFillers: ['meus', 'minhas', 'tenho', '(duas|dois|tres|quatro|2|3|4) (coisas|tarefas)'],
    subjectStarts: ['o', 'os', 'as', 'nosso', 'nossa'],
    pointerWords: ['isso', 'isto'],
    allItems: ['ambas', 'ambos', 'todas?', 'todos', 'os dois', 'as duas'],
    reportedSpeech: ["(disse|diz|falou|acha)( que)?"],
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
      'marca(r)? (como )?(feit[oa]|concluid[oa]|pront[oa])', 'pode marcar', 'risca(r)?', 'como (feit[oa]|concluid[oa])',
    ],
    statements: [
      '(terminei|acabei|finalizei|conclui|enviei|entreguei|mandei|fiz|publiquei|fechei|corrigi|consertei|resolvi|lancei)',
      '(esta|ta|to) (pront[oa]|feit[oa]|concluid[oa]|enviad[oa])', '(ficou|ja|ja esta) pront[oa]', 'pront[oa](?=\\s*[!.✅🎉]*\\s*$)',
      '(esta |ta )?no ar(?=\\s*[!.✅🎉🚀]*\\s*$)', 'feit[oa]', 'concluid[oa]',
    ],
    pastForms: ['(^\\s*|eu |ja )(\\p{L}{3,}ei|escrevi|resolvi|recebi|corrigi|conclui|fiz|fui|pus|trouxe|vendi|devolvi|imprimi|assinei)'],
    irregularForms: {
      escrito: 'escrever', feito: 'fazer', fiz: 'fazer', fez: 'fazer', pus: 'por', disse: 'dizer', trouxe: 'trazer', aberto: 'abrir',
      impresso: 'imprimir', liguei: 'ligar', paguei: 'pagar', entreguei: 'entregar',
    },
    strip: ['ja', 'a tarefa'],
    notTasks: ['filme', 'livro', 'janela', 'porta', 'jantar'],
    someoneElse: ['(meu|minha) (colega|amig[oa]|manager)', '(seu|sua) (own )?(tese)'],
    selfStates: ['estou'],
  },

  dates: {
    monthFirst: false,
    numbers: { um: 1, uma: 1, dois: 2, duas: 2, tres: 3, quatro: 4, cinco: 5, seis: 6, sete: 7, dez: 10 },
    weekdays: [
      // Bare "terça"…"sexta" are the weekday in to-dos ("quinta ligar pro encanador"); bare "segunda"
      // is as often "second", so it needs a lead word (shortWeekdays).
      ['segunda-feira', 'segunda feira'], ['terca-feira', 'terca feira', 'terca'], ['quarta-feira', 'quarta feira', 'quarta'], ['quinta-feira', 'quinta feira', 'quinta'],
      ['sexta-feira', 'sexta feira', 'sexta'], ['sabado'], ['domingo'],
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
    endOfMonth: ['(o )?(fim|final) do mes'],
    endOfNamedMonth: ['(o )?(fim|final) de'],
    endOfWeek: ['(o )?(fim|final) da semana'],
    dayAfterTomorrow: ['depois de amanha'],
    tomorrow: ['amanha'],
    today: ['hoje( a noite| de noite| mesmo)?', 'ainda hoje', 'fim do dia', 'esta noite'],
    nextWeek: ['semana que vem', 'proxima semana'],
    weekLinks: ['da', 'de', 'na'],
    afterNext: [],
    byThen: ['ate la', 'ate entao', 'ate esse dia', 'ate essa data', 'antes disso', 'antes dessa data'],
    pointBack: ['coloca', 'bota', 'anota', 'poe', 'coloca isso', 'bota isso', 'anota isso'],
    partsOfDay: ['de manha', 'a tarde'],
    inSpan: ['em', 'daqui a'],
    spanUnits: ['dias?', 'semanas?'],
    spanUnitsBeforeLater: ['dias'],
    later: [],
    timeBefore: ['as', 'ate as'],
    timeBeforeBareHour: ['as', 'ate as'],
    hourUnits: ['h', 'horas'],
    am: [],
    pm: [],
    morning: ['da manha', 'de manha'],
    evening: ['da (tarde|noite)', 'de (tarde|noite)', 'hoje a noite'],
    noon: ['meio-dia'],
    midnight: ['meia-noite'],
    halfHour: ['e meia'],
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
    lowest: ['algum dia', 'um dia', 'quando (der|puder|tiver tempo|voce puder)', 'prioridade minima', 'sem prazo', 'qualquer dia (desses|destes)'],
    low: ['baixa {priority}', '{priority} baixa', 'nao e urgente', 'sem pressa', 'sem urgencia', 'nada urgente', 'nao tem pressa', 'com calma'],
    urgent: [
      'urgente?', 'o quanto antes', 'imediatamente', 'prioridade maxima', 'o mais rapido possivel', 'agora mesmo', 'com urgencia',
    ],
    high: ['importante', 'alta {priority}', '(e|eh|com) (uma )?{priority}', 'prioritari[oa]'],
  },

  mood: {
    words: ['humor'],
    logVerbs: ['registrar', 'anotar'],
    ratingPhrases: ['eu diria', 'dou', 'to num', 'estou num', 'nota', 'to nota'],
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
      'historico', 'media', 'passad(isim|issim)?[oa]', 'ultim(isim|issim)?[oa]', 'estava', 'foi', 'tendencia', 'outubro',
    ],
    logPhrases: [],
    historyOverLog: [],
    historyWords: ['historico'],
    feelings: {
      1: ['deprimid(isim|issim)?[oa]', 'arrasad(isim|issim)?[oa]', 'o pior dia', 'horrivel', 'terrivel', 'destruid[oa]', 'no fundo do poco', 'pessimo dia', 'dia pessimo'],
      2: [
        'desanimad[oa]', 'sem vontade', 'sem animo', 'desmotivad[oa]', 'pra baixo', 'sem energia',
        '(esta|ta|tá) me matando', 'exaust(isim|issim)?[oa]', 'esgotad(isim|issim)?[oa]', 'acabad(isim|issim)?[oa]', 'moid(isim|issim)?[oa]',
        'estressad(isim|issim)?[oa]', 'sobrecarregad(isim|issim)?[oa]', '(estou|to|me sinto|muito) mal', 'pessim(isim|issim)?[oa]', 'doente',
        'dor de cabeca', 'chatead(isim|issim)?[oa]', 'irritad(isim|issim)?[oa]', 'desanimad(isim|issim)?[oa]', 'sem energia',
        '(semana|dia) puxad[oa]', 'mort[oa] de cansaco', 'de saco cheio', 'entediad(isim|issim)?[oa]', 'estresse', '(pra|para) baixo',
        'meio (down|mal|triste)', '(vai|vão|vao) me matar', 'me mata',
        'ansiedade', 'ansios[oa]',
        'triste', 'cansad(isim|issim)?[oa]', 'preocupad[oa]', 'nervos[oa]', 'frustrad[oa]', 'decepcionad[oa]', 'de mau humor', 'mal[- ]humorad[oa]', 'sem paciencia', 'preguica', '(dia|semana) (dificil|ruim|cansativ[oa]|pesad[oa]|complicad[oa])', 'chatea(do|da)', 'deu tudo errado', 'na bad', '(que|muito) estresse',
        'ruim',
      ],
      3: ['mais ou menos', 'mais o menos', 'nada mal', 'nao (ta|to|esta|estou|e) (tao |nada )?(ruim|mal)'],
      4: ['((estou|to|me sinto) (muito |tao |bem )?|muito )bem', 'animad(isim|issim)?[oa]', 'descansad(isim|issim)?[oa]', 'de bom humor', 'feliz', 'content[ea]', 'alegre', 'satisfeit[oa]', 'orgulhos[oa]', 'aliviad[oa]', 'grat[oa]', 'tranquil[oa] hoje', 'de boa', 'numa boa', 'deu tudo certo', 'motivad[oa]', 'bem disposto', 'bem disposta', 'me sentindo (bem|otim[oa])', 'bom dia de trabalho', '(dia|semana) (bo[am]|otim[oa]|produtiv[oa])'],
      5: ['nas nuvens', 'euforic[oa]', 'radiante', 'felizao', 'felizona', 'otim(isim|issim)?[oa]', 'incrivel', 'maravilhos(isim|issim)?[oa]', 'fantastic(isim|issim)?[oa]', 'muito feliz', 'felicissim[oa]', 'super (feliz|animad[oa]|content[ea]|bem)', 'top demais', 'foi demais', 'sensacional', 'empolgad(isim)?[oa]', 'animadissim[oa]', 'realizad[oa]'],
    },
    hunger: ['morrendo de fome'],
    negators: ['nao'],
    negatedBefore: [],
    negatedAfter: [],
    softeners: ['um pouco', 'um pouquinho', 'meio', 'meio que', 'levemente'],
  },

  crisis: [
    '(quero|vou|vontade de|pensando em) me matar', 'suicidar', 'nao quero mais viver', 'quero morrer', 'melhor sem mim',
    'quero acabar com tudo', 'me machucar', 'sumir para sempre', 'tirar minha (propria )?vida', 'vontade de morrer',
    'vontade de sumir', 'nao aguento mais viver', 'dormir e nao acordar', 'nao acordar mais',
    'nao vejo (mais )?sentido (em )?(viver|nada|na vida)', 'acabar com (a )?minha vida', 'cansad[oa] de viver',
    'quero (sumir|desaparecer)',
    'quero (\\p{L}+ ){0,2}morrer', 'cartas? de despedida', 'tirar a (minha )?(propria )?vida', 'nao quero (\\p{L}+ ){0,2}viver',
    'sentido em (continuar )?(vivendo|viver)', 'motivo (pra|para) (continuar )?viver', 'nao acordar (nunca )?mais', 'ninguem (vai|ia|iria) sentir (a )?minha falta', 'me cortar (os )?(pulsos|bracos)',
  ],
  blockers: {
    phrases: ['bloquead[oa]s?', 'bloqueios?', 'esperando', 'aguardando', 'travad[oa]s?', 'impedid[oa]s?'],
    none: ['nenhum', 'nenhuma', 'nada', 'sem', 'nao', 'hoje'],
  },
};
