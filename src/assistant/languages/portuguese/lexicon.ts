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
      tarde semana mes proxima daqui fala proximo rapido saudade vai voces pressa fotos pasta
      fatura relatorio reuniao cliente clientes orcamento proposta contrato apresentacao ligacao equipe chefe escritorio projeto entrega roteiro preparar terminar escrever corrigir publicar planejar organizar atualizar
      estacionamento consegues consegue lembretes lembrete cabeca dois coisa`,
    common: 'boas ferias parabens aff o a as e de no na que por para como se me mes sabado domingo dia sabes',
    weak: '',
    phrases: [[/\be a[ií]\b|\bbom dia\b|\btudo bem\b|\bboa tarde\b/, 4], [/\btoda a gente\b|\b(?:se|que) o\b|\bo (?:que|quanto|qu[eê])\b|\bdaqui a\b|\bfala a[ií]\b|\bmeio assim\b|\bvou levando\b|\bmais ou menos\b/, 3]],
    // A pronoun hyphenated after its verb ("pedir-me", "diz-lhe") is written so in Portuguese only.
    hints: [[/\p{L}-(?:me|te|se|lhe|lhes|nos|vos)\b/gu, 1.5], [/[ãõ]/g, 2.5], [/\b\p{L}{2,}ei\b/gu, 1], [/ç/g, 0.8], [/[êâîôûœ]/g, 0.3], [/ção|ções|(?<=\p{L})inh[oa]\b/gu, 1],
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
    greetingAddressees: ['gente', 'pessoal', 'tudo (certo|bem|bom|joia)', 'pessoal', 'galera', 'tudo bem', 'tudo bom', 'como vai', 'beleza', 'bom', 'ai', 'fala ai', 'so (passei )?(pra|para) (dar um oi|dizer oi)', 'sem tarefas novas', 'conto com (voce|vc|tu)( hoje)?', '(hoje )?nada (de novo )?(pra|para) (adicionar|acrescentar)', '(so )?(passando|vim) (pra|para) (dar um oi|dizer oi|cumprimentar)'],
    thanks: ['obrigad[oa]', 'valeu'],
    thankedAddressees: ['muito'],
    questionOpeners: [
      'o que', 'qual', 'quais', 'quando', 'onde', 'quem', 'por que', 'quanto', 'quantos', 'quantas', 'tem (algo|alguma|algum)', 'alguem', 'sabe',
      // Shorthand of chat.
      'oq', 'oque', 'q',
    ],
    questionEndings: [],
    help: [
      'ajuda', 'me ajuda', 'como (funciona|usar|eu (faco|uso|crio|adiciono)|faco)', 'o que voce faz', 'o que voce pode fazer',
      'o que (\\p{L}+ )?(voce|vc) (\\p{L}+ )?(consegue|sabe|pode) fazer', 'nao (sei|entendo|entendi) (como )?usar', 'nao (sei|entendo|entendi) como (funciona|se usa)',
      // Asking whether one may talk to the assistant in another language is help.
      '(falar|escrever|conversar)(-te| contigo| com voce| com vc)+ em (ingles|espanhol|frances|alemao|italiano|portugues|holandes|russo|arabe|chines|japones|coreano|outra lingua|outro idioma)',
    ],
    howTo: ['o que e que (voce|vc) (\\p{L}+ )?(consegue|sabe|pode) fazer', 'o que (esse|este|o) (bot|app|assistente) (faz|sabe fazer|consegue fazer|pode fazer)', 'o que (da|dá) (pra|para) fazer (com|nesse|neste|no|aqui)', '(pra|para) que serve (esse|o|este|essa|a|esta) (bot|app|assistente)', 'sou nov[oa] (aqui|no app)', 'perdid[oa] (no|na|nesse|nessa|neste|nesta|com o|com a|com esse|com essa) (app|aplicativo|aplicação)', 'não entendo (nada )?(d)?(o|a|esse|essa|este|esta) (app|aplicativo|aplicação)', 'como (eu|faco|posso|crio|adiciono|marco|apago|registro|uso)', 'o que significa', 'o que quer dizer', '(?<=^[¿¡\\s]*)como ((eu|le|lo|la) )?\\p{L}{2,}o(?![\\p{L}])', 'preciso de ajuda', '(me )?explica(r)? (\\p{L}+ )?como', 'onde (eu )?(vejo|encontro|acho|consulto|posso ver|posso encontrar)', '(pode|podes|consegue) me explicar', '(me )?explica(r)? (\\p{L}+ )?(o que|pra que|para que)'],
    farewells: ['ate (amanha|logo|mais|breve)', 'tchau', 'bom fim de semana'],
    leaving: ['(vou|t[ôo]) indo( nessa| embora)?', 'vou (nessa|embora)'],
    followUps: ['e', 'tambem'],
    past: ['fomos', 'a gente foi', 'no (sabado|domingo|fim de semana|fds) (fomos|fui|a gente foi)', 'ontem', 'anteontem', 'outro dia', '(a )?semana passada', '(o )?fim de semana passado'],
    notices: ['para sua informacao', '(so )?(pra|para) (voce|vc) saber', 'so (pra|para) avisar', 'so avisando',
      // "Info:" heading a message passes news on.
      '(?<=^\\s*)infos?(?=\\s*:)',
    ],
    askingAround: ['alguem (sabe|viu|tem|conhece)', '(voces|vcs) sabem'],
    assistantNames: ['(esse|este|o|desse|deste|do) (bot|assistente|chatbot)', '(esse|este) (app|aplicativo)'],
    appWords: ['app', 'aplicativo', 'bot', 'assistente'],
    features: ['lembretes?', 'notificaç(ão|ões)', 'configuraç(ão|ões)', 'prioridades?', 'rascunhos?', 'prazos?', 'humor', 'idioma', 'idiomas', 'l[ií]nguas?'],
    capability: ['dá (pra|para)', 'posso', 'pode', 'consigo', 'é possível', 'tem como', 'tem (algum )?jeito', 'existe (alguma )?(forma|maneira)', 'podem', 'consegues?', '(voc[eê]|tu) (falas?|entendes?)'],
    thingsInGeneral: ['coisas', 'qualquer coisa'],
    privacy: ['(meu |minha )?(chefe|gestor|gestora|manager|equipe|empresa|rh|colegas) (\\p{L}+ ){0,2}(ve|vai ver|consegue ver|pode ver|podem ver|veem)', 'quem (mais )?(pode|consegue|vai) ver (isso|isto|o que|os meus|as minhas|meu|minha|meus|minhas)', '(e|sao|fica|ficam) (privad[oa]s?|confidencia(l|is)|anonim[oa]s?)', 'privacidade', 'anonim[oa]'],
    recurrence: ['cada', 'tod[oa]s?( (as|os|a|o))?'],
    taskFeatures: ['renomear', '(mudar|alterar|editar) (\\p{L}+ ){0,4}(depois|mais tarde)', 'sub-?tarefas?', 'atribuir', 'delegar', 'compartilhar', 'partilhar', 'recorrentes?', 'repetir', 'anex\\p{L}*', 'etiquetas?', 'tags?', 'comentários?', 'cores', 'categorias?', 'exportar'],
    taskStatus: ['ainda não (comecei|começou|começamos|terminei|terminou|acabei|acabou|fiz)', '(tô|estou|está|tá|estamos|tamo) atrasad[oa]s?', 'continuam? pendentes?', 'ainda (está|tá) pendente', 'ainda pendentes?', 'em atraso'],
    laughter: ['k{3,}', '(ha){2,}h?', 'rs(rs)+', 'hue(hue)+', 'lol'],
    goodWishes: ['(otimo|bom|belo|excelente|grande) trabalho', 'mandaram bem', 'mandou bem', 'boas (ferias|festas)', 'bom (natal|ano novo|feriado|feriadao|fim de semana|descanso)', 'feliz (natal|ano novo|aniversario|pascoa)', 'parabens', 'felicidades', 'boa (viagem|sorte)', 'aproveitem?( bem)?( as ferias| o feriado| o descanso)?', 'melhoras'],
    leisure: ['praia', 'ferias', 'dormir', 'nao fazer nada', 'descansar', 'sitio', 'chacara', 'sofa', 'cochil\\p{L}*', 'relaxar', 'serra'],
    opinions: ['achei', 'acho que', 'eu acho', 'na minha opiniao', 'pra mim', 'para mim'],
    hearsay: ['fiquei sabendo( que)?', 'ouvi dizer( que)?', 'dizem que', 'pelo jeito', 'voce (ja )?(soube|viu) que', 'ja soube que'],
    smallTalk: ['(ta|esta) (um |uma |muito |mo |fazendo )?(frio|calor|chovendo|nevando|abafado)', 'faz (um )?(frio|calor)', '(frio|calor) de rachar', 'chovendo (muito|demais|pra caramba)', 'que (frio|calor|chuva|chuvarada)', 'como foi o (fim de semana|fds|feriado|final de semana)', '(voc[eê]|tu) [eé] (um|uma) (rob[oô]|bot|pessoa|humano|ia|m[aá]quina)', '(rob[oô]|bot) ou (uma )?pessoa', 'qual ([eé] )?o seu nome', 'como (voc[eê] se chama|te chamas)', 'quem (te|o) (criou|fez|programou)', '(voc[eê]|tu) (nunca )?(descansa|dorme)s?', 'planos para o (fim de semana|fds|feriado)', 'descansaram( no fim de semana)?', '(curtiram|aproveitaram|curtiu|aproveitou) o (fim de semana|fds|feriado)', '(me )?(conta|conte|diz|manda) (uma|outra) piada(,? que (eu )?((to|estou) precisando|preciso))?', 'sabe (alguma )?piada', 'me faz rir'],
    exclamations: ['que (frio|calor|chuva|chuvarada|dia|semana|sono|fome|pregui[çc]a|del[ií]cia|legal|massa)'],
    events: ['reuniao', 'reunioes', 'deploy', 'implantacao', 'migracao', 'lancamento', 'release', 'ligacao', 'call', 'demo', 'entrevista', 'treinamento', 'daily', 'sistema', 'servidor'],
    objectMarkers: [],
    pastVerbs: ['foi', 'foram', 'tivemos', 'teve', 'correu', 'rolou', 'durou'],
  },

  tasks: {
    nouns: ['o que (\\p{L}+ )?(ta|esta) pegando fogo', 'o que (ainda )?(ficou|esta|ta) (ainda )?(em )?aberto', 'o que (se )?atrasou', 'o que (ainda )?falta', '(ainda )?(nao|não) (terminei|conclui|fiz|acabei|fechei)', 'pendentes?', '(ainda )?(está|tá|estão|tão|tenho) em aberto',
      'tarefas?', 'pendencias?', 'atrasad[oa]s?', 'vencid[oa]s?', 'prazos?', 'fazer', 'tenho pra', 'tenho para',
      '(alguma coisa|algo) (pra|para) (entregar|fazer|enviar|terminar)', 'vence[mn]?', 'vencendo', 'o que (tenho|preciso|devo)',
      'o que falta',
      // Asking whether one forgot something or what awaits one ("did I forget anything?", "what is waiting for me tomorrow?", "what am I leaving hanging?") asks after one's tasks.
      '(me )?esqueci(-me)? (de )?(fazer )?(algo|alguma coisa)', '(o que|que) (\\p{L}+ ){0,2}(fica|ficam|fico|deixo|deixei|tenho|esta|ta|estao|vai ficar) pendurad[oa]s?', '(o que|que) me (espera|esperam)',
    ],
    show: ['me (diz|diga|fala|fale)', '(diz|diga|fala|fale)-me', '(eu )?(quero|queria|gostaria de) ver', 'mostra', 'mostre', 'me mostra', 'lista', 'listar',
      // "Remind me what …" asks for the list, not for a reminder.
      '(me )?lembr[ae](-me)? (do )?(o que|tudo o que|quais)',
      'mostrar-me',
    ],
    showEndings: [],
    stats: ['estatisticas?', 'quantas tarefas', 'taxa de conclusao', 'meu progresso'],
    counting: ['quant[oa]s'],
    done: ['concluid[oa]s', 'conclui', 'terminei', 'fiz', 'fechei'],
    create: [
      'me lembr[ae]', 'lembre-me', '(apont|anot)a(r)?-me (uma coisa|algo|isto|isso)', 'me (anota|aponta) (uma coisa|algo|isso|ai)', 'lembra de', 'nova tarefa', 'adiciona(r)? (uma )?tarefa', 'cria(r)? (uma )?tarefa',
      'nao (me )?(deix[ae] (eu )?)?esquecer', 'anota(r)?', 'adiciona (?=["\'])', 'adiciona(?=\\s*[:：]| \\p{L})', 'bota ai',
    ],
    obligations: [
      'tenho que', 'tenho de', 'temos que', 'preciso( de)?', 'precisamos', 'devo', 'tem que', 'deveria', 'deveriamos', 'ainda tenho que',
      'lembrar de', 'quero (acabar|terminar) com',
      // Taking a thing on is one's own to-do: "eu trato do briefing".
      'eu trato (do|da|dos|das|de)(?! (tudo|isso|isto|nada)\\b)', '(eu )?cuido (do|da|dos|das|de)(?! (tudo|isso|isto|nada)\\b)', '(eu )?me encarrego (do|da|dos|das|de)(?! (tudo|isso|isto|nada)\\b)',
    ],
    obligationsKeptInTitles: [],
    obligationForms: null,
    relatives: ['(meu|minha|meus|minhas|nosso|nossa|o meu|a minha) (filho|filha|filhos|irmã|irmão|irmaos|mãe|mae|pai|pais|esposa|mulher|marido|namorado|namorada|amigo|amiga|colega de quarto|vizinho|vizinha|primo|prima|colega)'],
    givenNames: [],
    thirdPersons: ['ele', 'ela', 'eles', 'elas'],
    selfSubjects: ['eu', 'nós', 'a gente', 'tenho', 'preciso', 'devo'],
    notes: [],
    listHeaders: ['(duas|dois|tres|quatro|2|3|4) (coisas|tarefas)', 'tarefas', 'pendencias', 'a fazer', 'lista'],
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
    politeRequests: ['voce pode', 'pode', 'podes', 'poderia', 'podia',
      'consegues', 'consegue', 'conseguias',
    ],
    politeRequestEndings: [],
    something: ['alguma coisa', 'algo'],
    whatNext: ['e agora'],
    actions: {
      cancel: ['cancela', 'cancelar', 'cancele'],
      delete: ['apaga', 'apagar', 'apague', 'exclui', 'excluir', 'exclua', 'remove', 'remover', 'tira', 'tirar'],
      move: ['muda', 'mudar', 'adia', 'adiar', 'remarca', 'remarcar', 'passa', 'passar', 'joga'],
      objects: ['tarefas?', 'lembretes?'],
    },
    overdueWords: ['devia ter', 'deveria ter', 'tinha que ter', 'atrasad', 'vencid'],
    urgentWords: ['pegando fogo', 'urgente'],
  },

  periods: {
    today: ['hoje'],
    week: ['semana', 'semaninha'],
    month: ['mes'],
    year: ['ano'],
    lastMonth: ['mes passado'],
    monthNames: ['outubro'],
  },

  titles: {
    abbreviations: ['dr', 'dra', 'sr', 'sra', 'prof', 'profa', 'eng'],
    leadFillers: [
      // Interjections of a voice-typed turn to the next to-do ("… and oh yeah book the restaurant").
      'ah,? sim', 'ah,? e', 'oh,? e', 'ah,? claro', 'hum', 'tipo',
      '(eu )?sempre (me )?esqueco( de)?', 'voce pode', 'pode', 'podes', 'me lembra de', 'me lembre de', 'lembrar de', 'nao (me )?(deix[ae] (eu )?)?esquecer de',
      'tambem', 'e', 'mas', 'ainda', 'depois', 'eu', '(criar|adicionar) uma tarefa (pra|para)',
      'entao', 'ou seja', 'por isso', 'portanto',
    ],
    trailFillers: ['obrigad[oa]', 'ate', 'e'],
    softWords: [
      // "…, basta entro fine mese": a date said to be enough is only a date.
      'basta', 'chega',
     'beleza', 'blz', 'ah', 'ok', 'verdade', 'alias', 'falando nisso', 'entao', 'sim', 
      'se nao for incomodo', 'se possivel', 'e', 'sou', 'estou', 'to', 'muito', 'tao', 'hoje', 'que', 'semana', 'dia', 'mas', 'ainda', 'meio', 'bem',
      'um pouco', 'pouco', 'completamente', 'totalmente', 'bastante', 'super', 'demais',
    ],
    butWords: ['mas', 'porem', 'ainda assim'],
    storyTurns: ['enfim', 'mas enfim', 'de qualquer forma', 'de qualquer jeito', 'de todo modo', 'o importante e', 'antes que eu esqueca', 'ah e', 'ah lembrei', 'falando nisso', 'bom'],
    consequences: ['senao', 'se nao', 'caso contrario', 'porque'],
    reasons: ['vence(m)?', 'expira(m)?', 'ninguem (consegue|pode)', '(esta|estao|ta|tao) esperando', 'nao funciona', 'esta fora do ar', 'caiu'],
    headerFillers: ['meus', 'minhas', 'tenho'],
    subjectStarts: ['o', 'os', 'as', 'nosso', 'nossa'],
    pointerWords: ['isso', 'isto', 'disso', 'disto'],
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
    notTasks: ['romance', 'trilha', 'filme', 'livro', 'janela', 'porta', 'jantar'],
    someoneElse: ['palmas (pro|pra|para)', 'parabens (pro|pra|para|ao|a)', '(meu|minha) (colega|amig[oa]|manager)', '(seu|sua) (own )?(tese)'],
    selfStates: ['estou'],
  },

  dates: {
    monthFirst: false,
    numbers: { um: 1, uma: 1, dois: 2, duas: 2, tres: 3, quatro: 4, cinco: 5, seis: 6, sete: 7, dez: 10, 'um par de': 2, 'uns dois': 2, 'umas duas': 2, 'uns tres': 3, 'umas tres': 3 },
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
    endOfNextWeek: ['(o )?(fim|final) da (semana que vem|proxima semana)'],
    dayAfterTomorrow: ['depois de amanha'],
    tomorrow: ['amanha'],
    today: ['hoje( a noite| de noite| mesmo)?', 'ainda hoje', 'fim do dia', 'esta noite'],
    nextWeek: ['semana que vem', 'proxima semana'],
    nextMonth: ['((do|o|no) )?(mes que vem|proximo mes)'],
    weekLinks: ['da', 'de', 'na'],
    deadlineWords: ['ate', 'ate a', 'para a'],
    afterNext: ['depois d(a|o) (proxim[ao]|que vem)'],
    afterNextBefore: [],
    notThis: ['nao( (nesta|nessa|esta|essa|neste|nesse|este|esse|na|no|a|o))?'],
    butTheOneAfter: ['(mas|e) (sim )?(na|a|no|o) (seguinte|proxim[ao]|outr[ao]|de depois)', '(mas|e) (sim )?(na|a|no|o) %d (seguinte|de depois|depois|da outra semana)', '(mas|e) (sim )?(na|a|no|o) (proxim[ao]|outr[ao]|seguinte) %d'],
    turnedDown: [],
    dayWords: {
      primeiro: 1, dois: 2, tres: 3, quatro: 4, cinco: 5, seis: 6, sete: 7, oito: 8, nove: 9, dez: 10, onze: 11, doze: 12, quinze: 15, vinte: 20, trinta: 30,
    },
    dayWordAfterMonth: false,
    inThreeDays: [],
    byThen: ['ate la', 'ate entao', 'ate esse dia', 'ate essa data', 'antes disso', 'antes dessa data'],
    approximately: ['mais ou menos', 'aproximadamente', 'la pra', 'la para'],
    pointerSubjects: ['(isso |isto )?pode esperar( ate)?', '(isso|isto) (e|tem que|tem de|precisa|deve|vence)( estar| ser| ficar)?', '(tem que|tem de|precisa|deve) (estar|ser|ficar)'],
    pointBack: ['coloca', 'bota', 'anota', 'poe', 'coloca isso', 'bota isso', 'anota isso'],
    partsOfDay: ['de manha', 'a tarde',
      // said hours and the first thing of a day ("na quinta às três e meia", "sexta logo cedo")
      'as (uma|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|onze|doze)( e (meia|quinze))?( da (manha|tarde|noite))?', '(logo )?cedo', 'a primeira hora'],
    inSpan: ['em', 'daqui a'],
    spanUnits: ['dias?', 'semanas?', 'diazinhos?', 'semaninhas?'],
    spanFrom: ['depois de', 'a partir de'],
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
    // Quarters and halves follow the hour ("as tres e quinze"); "quinze para as tres" (2:45) is not read yet.
    hourOffsets: {},
    hourOffsetsAfter: { 'e (um )?quarto': 15, 'e quinze': 15, 'menos (um )?quarto': -15 },
    halfPastWords: {},
    eitherDay: [],
    pastAfterEitherDay: [],
    halfBeforeHour: [],
    hourWords: { duas: 2, tres: 3, quatro: 4, cinco: 5, seis: 6, sete: 7, oito: 8, nove: 9, dez: 10, onze: 11, doze: 12 },
    dayMonthLinks: ['de'],
    ordinals: ['º', '°'],
    quantityBefore: ['em'],
    patterns: {
      // Weekdays, dates with a month and times of day are read from the word lists above.
      weekday: null,
      weekdayKeys: {},
      monthDay: null,
      dayMonthName: null,
      times: [],
      // "in fifteen days" is said for two weeks.
      inDays: { src: '(?:daqui\\s+a|em)\\s+quinze\\s+dias', days: () => 14 },
      dayOfMonth: '(?:(?:ate(?:\\s+(?:o|ao))?|antes\\s+do|no|do|o|pro|para\\s+o)\\s+dia\\s+)(?<day>\\d{1,2})(?![.,:/]?\\d|\\s*%)',
    },
  },

  priority: {
    words: ['prioridade'],
    lowest: ['qualquer hora', 'a qualquer momento', 'algum dia', 'um dia', 'quando (der|puder|tiver tempo|voce puder)', 'prioridade minima', 'sem prazo', 'qualquer dia (desses|destes)', 'um dia desses', 'tanto faz quando', 'nao importa quando', 'quando quiser', 'se (der|sobrar|tiver) tempo'],
    low: ['baixa {priority}', '{priority} baixa', 'nao e urgente', 'sem pressa', 'sem urgencia', 'nada urgente', 'nao tem pressa', 'com calma', 'sem pressa (nenhuma|alguma)', 'nao tem pressa nenhuma', 'nenhuma pressa', 'zero pressa', 'sem nenhuma pressa', 'com (toda a |toda )?calma( do mundo)?', 'nao e nem um pouco urgente', 'pode esperar'],
    medium: ['{priority} (media|normal)', 'media {priority}'],
    urgent: [
      'urgente?', 'o quanto antes', 'imediatamente', 'prioridade maxima', 'o mais rapido possivel', 'agora mesmo', 'com urgencia',
      'asap', 'urgentemente', 'pra ontem', 'para ontem', 'pra ja',
      'antes de (qualquer coisa|tudo)', 'primeiro de tudo', '(ta|esta) pegando fogo', 'o cliente (ta|esta) esperando', 'urgentissim[oa]',
      'nao pode esperar', '(preciso|precisamos|precisam) (disso|disto) (pra |para )?ja',
    ],
    high: ['importante', 'alta {priority}', '(e|eh|com) (uma )?{priority}', 'prioritari[oa]'],
    around: ['serve', '(ta|esta) (bom|otimo)', 'e', 'eh', 'isso e', 'isso', 'muito', 'super', 'tao', 'bem', 'pfv', 'pf', 'por favor', 'esse', 'essa', 'meio', 'bastante'],
    negators: ['nao', 'nem'],
    determiners: [],
    kinds: [],
    ordinals: [['(o|a) primeir[oa]'], ['(o|a) segund[oa]'], ['(o|a) terceir[oa]']],
  },

  mood: {
    words: ['humor'],
    logVerbs: ['registrar', 'anotar'],
    ratingPhrases: ['eu diria', 'dou', 'to num', 'estou num', 'nota', 'to nota', 'dou nota', 'coloca', 'bota', 'p(o|oe)e'],
    ratedThings: ['hoje', 'pr(o|a) dia', 'pra hoje', 'para hoje', 'pro dia de hoje', 'para o dia'],
    ratingClosers: [],
    articles: ['um', 'uma'],
    // Not "um": it is also the article before a digit ("um 4").
    ratingWords: { dois: 2, duas: 2, tres: 3, quatro: 4, cinco: 5 },
    outOf: ['de'],
    five: ['cinco'],
    scaleFirst: [],
    points: ['pontos'],
    stars: ['estrelas?'],
    rangeTo: ['a'],
    countUnits: ['dias?', 'horas?', 'reais', 'minutos'],
    grades: [],
    gradePhrases: [],
    historyCues: [
      'historico', 'media', 'passad(isim|issim)?[oa]', 'ultim(isim|issim)?[oa]', 'estava', 'foi', 'tendencia', 'outubro',
    ],
    logPhrases: [],
    historyOverLog: [],
    historyWords: ['historico'],
    feelings: {
      1: ['(um|feito um|em) caco(s)?', 'deprimid(isim|issim)?[oa]', 'arrasad(isim|issim)?[oa]', 'o pior dia', 'horrivel', 'terrivel', 'destruid[oa]', 'no fundo do poco', 'pessimo dia', 'dia pessimo'],
      2: [
        // Nothing going as planned ("nada corre como planeado", "nada dá certo").
        'nada (corre|sai|vai|esta (correndo|saindo|indo)|saiu|correu) (como|conforme) (o )?(planeado|planejado|eu queria|esperado)', 'nada (da|deu|esta dando) certo', 'tudo (da|deu) errado',
        // Anger, loneliness, a migraine ('que raiva', 'me sentindo sozinha', 'tô com enxaqueca').
        'que raiva', '(me sentindo|me sinto|to|tou|estou) (meio |tao |muito |bem )?sozinh[oa]', 'enxaqueca',
        // Burnout told without a feeling word: no evenings, weekends or strength left.
        'nao consigo (mais )?me desligar', 'nem (me )?lembro (do|o) ultimo (fim de semana|dia) (livre|de folga)', 'respondo (e-?mails?|mensagens) de madrugada', 'nao tenho mais forca', 'sem forcas? pra nada',
        '(ja )?tive dias melhores', 
        'desanimad[oa]', 'sem vontade', 'sem animo', 'desmotivad[oa]', 'pra baixo', 'sem energia',
        '(esta|ta|tá) me matando', 'exaust(isim|issim)?[oa]', 'esgotad(isim|issim)?[oa]', 'acabad(isim|issim)?[oa]', 'moid(isim|issim)?[oa]',
        'estressad(isim|issim)?[oa]', 'sobrecarregad(isim|issim)?[oa]', '(estou|to|me sinto|muito) mal', 'pessim(isim|issim)?[oa]', 'doente',
        'dor de cabeca', 'chatead(isim|issim)?[oa]', 'irritad(isim|issim)?[oa]', 'desanimad(isim|issim)?[oa]', 'sem energia',
        '(semana|dia) puxad[oa]', 'mort[oa] de cansaco', 'de saco cheio', 'entediad(isim|issim)?[oa]', 'estresse', '(pra|para) baixo',
        'meio (down|mal|triste)', '(vai|vão|vao) me matar', 'me mata', '(vai|vao) acabar comigo',
        'ansiedade', 'ansios[oa]',
        'triste', 'cansad(isim|issim)?[oa]', 'preocupad[oa]', 'nervos[oa]', 'frustrad[oa]', 'decepcionad[oa]', 'de mau humor', 'mal[- ]humorad[oa]', 'sem paciencia', 'preguica', '(dia|semana) (dificil|ruim|cansativ[oa]|pesad[oa]|complicad[oa])', 'chatea(do|da)', 'deu tudo errado', 'na bad', '(que|muito) estresse',
        'ruim',
        'gripad[oa]', 'resfriad[oa]', 'com febre', 'to com (febre|gripe)', 'dormi (mal|pouco|pessimo)', 'nao (consegui )?dormi(r)?', 'a base de cafe', 'so no cafe', '(vivendo|sobrevivendo|funcionando) (a base de|no) cafe', 'atolad[oa]', 'afogad[oa]', 'sobrecarregad[oa]', 'enrolad[oa]', 'cheio de (trabalho|coisa)', 'sem tempo (pra|para) respirar', '(semana|dia|segunda) (puxad[oa]|pesad[oa]|dificil|corrid[oa])', 'de ressaca', 'pilhad[oa]', '(ta|tá|hoje ta|hoje tá) osso', 'moid[oa]',
        // Worn out told by what happened: the night, the sleep, the head, everyone at once ("dormi duas horas", "o bebê chorou a noite toda", "a cabeça a latejar", "todo mundo me pedindo coisa").
        'dormi (so |apenas |umas |tipo |nem |mal )?(\\d|uma|duas|tres|quatro) horas?', '(nao|nem) preguei (o )?olho', 'noite em claro', 'virei a noite', 'passei a noite (em claro|acordad[oa]|sem dormir)', 'chor(ou|ando|aram|ar) (a )?noite (toda|inteira)', 'a noite (toda|inteira) (acordad[oa]|sem dormir|chorando)', 'sem dormir',
        'cabeca (a latejar|latejando|explodindo|a explodir|a rebentar|rachando|a estalar|vai explodir|a mil)', '(toda a gente|todo mundo|todos|geral) (a |me |esta |ta )*(pedir|pedindo|pede|querendo|quer|precisa|precisando)(-me)? (coisas?|algo|alguma coisa)',
        '(nao|nem) consigo (nem )?(pensar|raciocinar)( direito| com clareza)?', '(cerebro|cabeca) (frit[oa]|derretid[oa]|nao funciona)',
        '(to|tou|estou|ando|fiquei) (mort[oa]|podre|pregad[oa]|estafad[oa]|rebentad[oa]|de rastos|quebrad[oa]|um bagaco|um trapo|so o po|um zumbi|zumbi|k\\.?o\\.?|no limite|fodid[oa])', 'mort[oa] de sono', 'caindo de sono',
        'ate o pescoco', 'com a corda no pescoco', '(to|tou|estou|ando) a mil', '(to|tou|estou) (pirando|surtando|enlouquecendo|ficando (louc|doid)[oa])', 'vou (pirar|surtar|enlouquecer|ficar (louc|doid)[oa])', '(de|com a) cabeca quente', 'nervos (a flor da pele|em franja)',
        '(nao|nem) (to|tou|estou) dando conta', 'nao dou conta', 'mil coisas (pra|para|pa) fazer', 'sem (um )?(minuto|segundo) (pra|para|de) respirar', '(na|numa|que|muita) correria', '(ta|esta|ta sendo|esta sendo) (foda|puxado|tenso)', 'sob (muita |tanta )?pressao',
        // Nerves told by the body ("frio na barriga", "estômago embrulhado").
        'frio na barriga', '(estomago|barriga) (embrulhad[oa]|revirad[oa]|as voltas|num no|fechad[oa])', '(um )?no (no estomago|na garganta|na barriga)', '(maos|mao|pernas) (tremendo|a tremer)', '(borrad|cagad)[oa] de medo', 'coracao (na boca|a mil)', '(to|tou|estou) com medo', 'nervosismo', 'apreensiv[oa]',
      ],
      3: ['sobrevivi (a |a essa |essa |a mais uma |mais uma )semana', 'tudo tranquilo', 'mais ou menos', 'mais o menos', 'meio assim', '(vou|t[ôo]|estou) levando', 'na mesma', 'nada mal', 'nao (ta|to|esta|estou|e) (tao |nada )?(ruim|mal)'],
      4: ['finalmente (sexta|sextou|fim de semana|fds|ferias)', '(ansios[oa]|doid[oa]|louc[oa]) (pel[oa]s?|para as|pra) (ferias|fim de semana|fds|sexta)', 'adorei', '(to|estou|ja estou) (bem |muito |um pouco )?melhor', '(ta|esta|foi|muito|que|bem|super|tudo) legal', '((estou|to|me sinto) (muito |tao |bem )?|muito )bem', 'animad(isim|issim)?[oa]', 'descansad(isim|issim)?[oa]', 'de bom humor', 'feliz', 'content[ea]', 'alegre', 'satisfeit[oa]', 'orgulhos[oa]', 'aliviad[oa]', 'grat[oa]', 'tranquil[oa] hoje', 'de boa', 'numa boa', 'deu tudo certo', 'motivad[oa]', 'bem disposto', 'bem disposta', 'me sentindo (bem|otim[oa])', 'bom dia de trabalho', '(dia|semana) (bo[am]|otim[oa]|produtiv[oa])', '(que )?dia bom', 'dando conta( de tudo)?', 'tudo sob controle', '(to|tô|estou) de boa', '(to|tô|estou) tranquil[oa]',
        // Good news of one's own ("fui promovida", "consegui a vaga", "fizeram uma festa surpresa pra mim", "tá tudo dando certo").
        '(fui|acabei de ser) (promovid|contratad|aprovad|selecionad|efetivad)[oa]', 'me (promoveram|contrataram|aprovaram|efetivaram)', '(consegui|ganhei|recebi) (o|a|um|uma) (promocao|emprego|vaga|aumento|bolsa|trabalho|cargo|contrato|proposta)', 'passei (na|no) (entrevista|concurso|prova|exame|vestibular)',
        '(fez|fizeram|preparou|prepararam|organizou|organizaram) (uma )?(festa )?surpresa (pra|para) mim', 'me (fez|fizeram) uma (festa )?surpresa', '(ainda )?(to|tou|estou) (sorrindo|a sorrir)', '(nao paro|nao consigo parar) de sorrir', 'sorri(ndo|r)? a toa', 'sorriso de orelha a orelha',
        '(ta|esta) (tudo )?(dando certo|fluindo|correndo bem|a correr bem)', 'tudo (esta |ta )?(dando certo|a correr bem|correndo bem|fluindo)', 'correu tudo (bem|otimo|lindamente)', 'mandei bem', '(que )?dia top', 'show de bola',
        // A day that came good again ("…, mas a tarde salvou o dia").
        '(salvou|ganhou|consertou) o (meu )?dia', 'se (ajeitou|resolveu|arranjou) tudo', 'tudo se (ajeitou|resolveu|arranjou)',
      ],
      5: ['nas nuvens', 'euforic[oa]', 'radiante', 'felizao', 'felizona', 'otim(isim|issim)?[oa]', 'incrivel', 'maravilhos(isim|issim)?[oa]', 'fantastic(isim|issim)?[oa]', 'muito feliz', 'felicissim[oa]', 'super (feliz|animad[oa]|content[ea]|bem)', 'top demais', 'foi demais', 'sensacional', 'empolgad(isim)?[oa]', 'animadissim[oa]', 'realizad[oa]', 'que dia (otimo|incrivel|maravilhoso|perfeito)',
        // Highs said as idioms ("tô feliz da vida", "arrasei").
        'feliz da vida', 'arrasei',
      ],
    },
    hunger: ['morrendo de fome'],
    negators: ['nao'],
    negatedBefore: [],
    negatedAfter: [],
    softeners: ['um pouco', 'um pouquinho', 'meio', 'meio que', 'levemente'],
    intensifiers: ['muito', 'super', 'mega', 'tao', 'extremamente', 'totalmente', 'completamente', 'realmente', 'muito muito'],
    intensifiersAfter: ['demais', 'pra caramba', 'pra caralho'],
    earlier: ['ontem', 'anteontem', 'ontem a noite', 'de manha', 'hoje de manha', 'semana passada', 'outro dia'],
    now: ['hoje', 'hj', 'agora', 'agora a tarde', 'neste momento', 'hoje a noite'],
    others: ['(o|a|os|as) (cliente|clientes|chefe|equipe|usuarios|colegas?)', '(o|esse|este) (filme|livro|final|jogo)', '(a|essa|esta) (serie|novela|musica)', '(o|a) (almo[çc]o|comida|refeit[óo]rio|jantar|sopa|tempo)'],
    me: ['me', 'mim', 'meu', 'minha'],
    dayParts: ['manhã', 'de manhã', 'pela manhã', 'a tarde', 'de tarde', 'pela tarde', 'depois do almoço', 'a noite', 'de noite'],
    dayVerdicts: {
      low: ['horrivel', 'pessim[ao]', 'uma merda', 'um inferno', 'infernal', 'puxad[ao]', 'dificil', 'complicad[ao]', 'terrivel', 'caotic[ao]', 'um caos', 'uma droga', 'tensa'],
      good: ['otim[ao]', 'boa', 'bom', 'melhor', 'top', 'incrivel', 'tranquil[ao]', 'maravilhos[ao]', 'show', 'massa', 'produtiv[ao]'],
    },
    turnsForBetter: ['salvou (o|meu) dia', 'melhorou', 'se resolveu', 'deu tudo certo', 'acabou dando certo', 'compensou', 'virou o jogo', 'as coisas melhoraram', 'se ajeitou', 'me animou'],
    repeats: ['mais uma', 'mais um', 'de novo', 'outra vez', 'novamente', 'outra', 'outro'],
    mishaps: ['caiu', 'queda', 'fora do ar', 'travou', 'quebrou', 'deu pau', 'pane', 'sem internet', 'sem luz', 'cancelad[ao]', 'atrasad[ao]', 'transito', 'nao funciona', 'avariad[ao]', 'avariou', 'pifou', 'estragou'],
    mockCheers: ['espetaculo', 'que maravilha', 'maravilha', 'otimo', 'perfeito', 'que beleza', 'que lindo', 'fantastico', 'excelente'],
  },

  crisis: [
    // No will to live said as a lack of wish or strength ("non ho più voglia di vivere", "не хочется жить").
    '(nao tenho|sem|nenhuma) (mais )?vontade de viver', 'perdi (a )?vontade de viver',
    '(quero|vou|vontade de|pensando em) me matar', 'suicidar', 'nao quero mais viver', 'melhor sem mim',
    'me machucar', 'sumir para sempre', 'tirar minha (propria )?vida', 'nao aguento mais viver', 'dormir e nao acordar', 'nao acordar mais',
    'nao vejo (mais )?sentido (em )?(viver|nada|na vida)', 'acabar com (a )?minha vida', 'cansad[oa] de viver',
    'cartas? de despedida', 'tirar a (minha )?(propria )?vida', 'nao quero (\\p{L}+ ){0,2}viver',
    'sentido em (continuar )?(vivendo|viver)', 'motivo (pra|para) (continuar )?viver', 'nao acordar (nunca )?mais', 'me cortar (os )?(pulsos|bracos)',
    '(acabar|terminar) com tudo(?! ((o|a|os|as|do|da|dos|das|que|isso d(o|a|os|as|e)|esse|essa|esses|essas|este|esta|meus?|minhas?|pendente|antes|ate)(?!\\p{L})|de (?!uma vez|vez)|pra (?!sempre)|para (?!sempre)))', 'me machucando', 'me machuco de proposito', 'me (cortar|cortando|corto)', 'automutil\\p{L}*', '(melhor|queria|quero) (\\p{L}+ ){0,2}nao (existir|estar aqui|ter nascido)', 'deixar de existir', 'nao acordar mais', 'dormir e nao acordar',
    '(melhor|mais facil) (\\p{L}+ ){0,3}se eu (nao existisse|nao estivesse|sumisse|morresse)', 'sou (so )?um (peso|fardo)', 'sumir de vez',
    'nunca ter nascido', 'nao ter nascido', '(nao quero|nao quero mais) (\\p{L}+ ){0,1}estar (\\p{L}+ ){0,1}(nesse|neste) mundo', '(pensei|penso|pensando|pensava) em (me matar|tirar (a )?minha vida|suicidio|me suicidar)', '(ficaria|ficariam|estaria|estariam|seria) (\\p{L}+ ){0,1}melhor sem mim', '(sem|nao tenho|nenhum) (mais )?motivos? (pra|para) (continuar )?(vivendo|viver)', 'nunca mais acordar',
    '(sem|nao tenho|nenhum|nao vejo) (mais )?(motivos?|razao|razoes|sentido) (pra|para|em) (continuar )?(vivendo|viver)',
    // Warning signs said without a wish: a painless way or a dose asked for, pills put aside, cuts or burns on purpose, a day or
    // place chosen, being a burden.
    '(acabar com (isso|tudo)|morrer|partir|fazer isso|me matar) sem (sentir )?(dor|sofrer)', '(jeito|forma|maneira|metodo) (\\p{L}+ ){0,2}(indolor|sem dor|menos doloros[oa])(?=\\s*([,.;:!?…؟。！？]|$))', '(juntando|guardando|acumulando|escondendo|estocando|juntei|guardei|acumulei|escondi|guardado|juntado|acumulado) (\\p{L}+ ){0,3}(comprimidos|remedios?|pilulas|calmantes|rivotril|remedio (pra|para) dormir)', 'me (queimei|queimo|cortei|corto|machuquei|machuco) (\\p{L}+ ){0,2}de proposito', 'escond\\p{L}* (as )?minhas (marcas|cicatrizes|cortes)', 'me despedi de (todo mundo|todos) (do meu jeito|pela ultima vez)', '(decidi|decidido|escolhi|planejei) (o )?(como e quando|quando e como|o dia e o lugar|dia e lugar)( vai ser| vou fazer)?(?=\\s*([,.;:!?…؟。！？]|$))', '(so|apenas) (dou|causo|trago) (trabalho|problemas?|preocupac(ao|oes)) (pra|para|a) (minha familia|todo mundo|todos|eles)', '(ficar|ficariam|iam ficar|estariam|seriam) (mais )?(leves|tranquilos|felizes|em paz) sem mim',
    'quantos (comprimidos|remedios|calmantes) (\\p{L}+ ){0,4}(pra|para) (morrer|nao acordar|me matar)',
    // The checklist of warning signs as natives say them: not waking up, a nuisance or relief to others, simpler without me, a day chosen,
    // no pain asked for after 'I can't take it any more', hurting oneself, a lethal dose.
    '(torco|rezo|peco|espero|desejo) (\\p{L}+ ){0,2}(pra|para|de) nao acordar(?! (tarde|cedo|atrasad))',
    '(eu )?(so )?sou (so |apenas )?(um estorvo|um peso|um fardo|uma carga|um problema) (pra|para) (todo mundo|todos|minha familia|eles)',
    '(eu )?(so|apenas) (atrapalho|incomodo) (a vida de )?(todo mundo|todos|minha familia|a todos)',
    '(ja )?(escolhi|decidi) (a data|o dia)(?=\\s*[.!…。！]*\\s*$|,? (vai ser|sera) )',
    'decid\\p{L}*[^.!?\\n]{0,40}quando (todo mundo|todos) (sair|sairem|for embora|forem embora|dormir|dormirem),? (eu )?(faco|vou fazer)(?=\\s*([.!…。！]|$))',
    '(vou fazer|faco|farei)( isso)? (\\p{L}+ ){0,3}quando (nao tiver|nao houver|nao estiver) ninguem( em casa)?(?=\\s*([.!…。！]|$))',
    '(nao aguento|nao suporto) mais[^\\n]{0,40}(nao doer|sem (sentir )?dor|sem sofrer|que nao doa)(?=\\s*([,.;:!?…؟。！？]|$))', '(eu )?me (bato|queimo|soco)(?=\\s*([,.;:!?…؟。！？]|$))',
    'me queim(o|ava) com (o |um )?(isqueiro|cigarro)', 'me (bato|queimo|corto|machuco)[^.!?\\n]{0,40}unica coisa que me (acalma|alivia)',
    'dose (letal|fatal|mortal)',
    // Hopelessness said of oneself and life: tired of existing, nothing has meaning any more, no way out, a burden. Those a thing
    // could follow ('no way out of this contract') only at a clause's end.
    'cansei de (existir|viver)', '(cansad[oa]|farto|farta) de (existir|viver)', 'nada (mais )?faz (mais )?sentido( (pra|para) mim)?(?=\\s*([,.;:!?…؟。！？、，]|$))', 'minha vida não faz (mais )?sentido', 'não (vejo|tem|há) (mais )?(nenhuma )?saída(?=\\s*([,.;:!?…؟。！？、，]|$))',
    // Warning signs said plainly in chat: an accident wished for or shrugged at, not being around much longer, peace made, the team left
    // in others' care, all of it too much or to stop, no future, a burden (nobody to miss one and a rope got stand in crisisSigns). Those a thing could follow only at a clause's end.
    'se um (carro|onibus|caminhao|trem) me (atropelasse|pegasse)[^.!?\\n]{0,20}(nem ligava|nem ligaria|tanto faz|nao ligaria)', '(voces|vc|voce|vcs) nao (vao|vai) (ter que|precisar) me aturar por muito tempo', 'logo nada (disso )?vai importar(?=\\s*([,.;:!?…؟。！？、，]|$))', '(ja )?fiz as pazes com (tudo|a vida)(?=\\s*([,.;:!?…؟。！？、，]|$))', '(cuidem|cuida|cuide) da (equipe|galera|time) por mim(?=\\s*([,.;:!?…؟。！？、，]|$))', 'nao aguento mais (nada|viver|a vida)(?=\\s*([,.;:!?…؟。！？、，]|$))', 'quero que tudo (acabe|pare|termine)(?=\\s*([,.;:!?…؟。！？、，]|$))', 'nao vejo (nenhum )?futuro( pra mim| para mim)?(?=\\s*([,.;:!?…؟。！？、，]|$))', '(pra|para) que (viver|continuar vivendo)(?=\\s*([,.;:!?…؟。！？、，]|$))', '(remedios|comprimidos) guardados(?=\\s*([,.;:!?…؟。！？、，]|$))', 'cansad[oa] de tudo,? (de )?viver',
  ],
  crisisWish: {
    reach: 4,
    wish: ['(eu )?(quero|queria|gostaria de|preferia|desejo)', 'vontade de', '(as vezes |sempre )?(acho|penso|sinto) (que|em)', '(pensar|pensando|pensei|penso) em', '(seria|e|era) (melhor|mais facil)( pra todo mundo| para todos)?( se)?', 'se eu', 'tomara', '(eu )?(peco|pedia|rezo)( a deus)?( pra| para| que)?', '(eu )?espero( que)?'],
    harm: ['morrer', 'morresse', 'estar mort[oa]', 'sumir', 'sumisse', 'desaparecer', 'desaparecesse', '(nunca mais|nao) acordar( mais)?(?!( amanhã| amanha)? (a tempo|cedo|tarde|na hora|antes|às|as|pra|para|até|ate|\\d))', 'nao (estar|estivesse|existir|existisse)( aqui| mais)?', 'me matar', 'deixar de existir', 'não (acorde|acordasse|acordaria)( mais)?(?!( amanhã| amanha)? (a tempo|cedo|tarde|na hora|antes|às|as|pra|para|até|ate|\\d))'],
    wishAfter: [],
    negators: ['nao', 'nunca', 'jamais', 'nem'],
    things: ['esse', 'essa', 'este', 'esta', 'isso', 'isto', 'aquele', 'aquela', 'o', 'a', 'os', 'as', 'um', 'uma'],
    idioms: ['de (rir|riso|tedio|vergonha|fome|sono|calor|frio|saudade)', 'ferias', 'praia', 'viagem', 'fim de semana', 'feriado', '(um|uma|dois|duas|tres|uns|umas|\\d+) (dias?|semanas?|meses|mes|horas?)'],
  },
  crisisRelief: {
    heights: ['plataforma (do|da) (metrô|metro|trem|comboio|estação)', 'beira da (plataforma|linha|ponte|janela|varanda|sacada|laje)', 'trilhos', 'linha do (trem|metrô|comboio)', 'telhado', 'terraço do prédio', 'laje', 'sacada', 'varanda', '(na|da) ponte', 'olh\\p{L}* (pra|para) baixo', 'do alto do prédio'],
    noWaking: ['não (acordasse|acordar|acordo|acordaria|acorde|acordei)( mais| nunca mais)?(?!( amanhã| amanha)? (a tempo|cedo|tarde|na hora|antes|às|as|pra|para|até|ate|\\d))', 'nunca mais acord\\p{L}*(?!( amanhã| amanha)? (a tempo|cedo|tarde|na hora|antes|às|as|pra|para|até|ate|\\d))', 'sem acordar(?!( amanhã| amanha)? (a tempo|cedo|tarde|na hora|antes|às|as|pra|para|até|ate|\\d))'],
    reliefs: ['(pensei|penso|pensava|achei|acho)( que)? (seria|ia ser) (tudo )?(tão |muito |bem )*mais (simples|fácil)', '(seria|ia ser) tudo (tão |muito |bem )*mais (simples|fácil)', 'tudo (seria|ia ser|ficaria) (tão |muito |bem )*mais (simples|fácil)', 'não seria (tão |nada |assim tão )?(ruim|mau|mal)', '(seria|ia ser) (um )?alívio', '(estranha|estranhamente|de repente)( \\p{L}+){0,2} (paz|calma|tranquil\\p{L}*)', 'melhor (pra|para) (todo mundo|todos)'],
    shrugs: ['(tava|estaria|estava|ficaria|seria|ia ficar|ia ser|ia estar) (tudo )?(bem|ok|tranquilo|de boa|ótimo)', '(não|nem) (ia|iria) (fazer|faria) (diferença|falta)', '(não|nem) (faria|fará) (diferença|falta)', 'ningu[eé]m (ia|iria|vai|ira|irá) (nem )?(perceber|notar|sentir falta|ligar|se importar)', '(não|nem) me importaria', 'tanto faz'],
  },
  crisisFarewell: {
    farewells: ['me despedir', 'me despe[cç]o', 'despedir de (voc[eê]s|vcs|todos|todo mundo|galera|pessoal)', '(dizer|digo) adeus', 'adeus (a todos|pessoal|galera|gente|a voc[eê]s)', 'tchau (a todos|pessoal|galera|gente) (\\p{L}+ ){0,3}(cartas|n[aã]o aguento)'],
    signs: ['(escrevi|escrevendo|deixei|escrito) (\\p{L}+ ){0,2}cartas', '(deixei|deixo|t[aá]|est[aá]) tudo (organizado|resolvido|arrumado|acertado|em ordem|certo|encaminhado)(?=\\s*([,.;:!?…]|$|\\s(e)\\s))', '(dei|doei|distribu[ií]) (\\p{L}+ ){0,2}(minhas coisas|tudo (o )?que eu tinha)', 'n[aã]o vou (mais )?estar (mais )?(aqui|por aqui)', 'n[aã]o (aguento|suporto) mais(?=\\s*([,.;:!?…]|$))'],
    departures: ['[uú]ltimo dia', 'nov[oa] (empresa|vaga|fase|etapa|emprego|trabalho|desafio)', 'emprego', 'licen[cç]a', '(passei|repassei) (tudo )?(pra|para|pro)', 'transi[cç][aã]o', 'at[eé] (segunda|logo|mais|amanh[aã]|breve|a volta|semana)', 'volto', 'mudan[cç]a', 'aposent\\p{L}*', 'happy hour', 'saindo da', 'por hoje'],
  },
  crisisSigns: {
    signs: [
      'ninguem (vai|ia|iria) sentir (a )?minha falta', 'ninguem (sentiria|ia sentir|vai sentir) (a )?minha falta', '(dei|doei|distribui|dando|doando) (\\p{L}+ ){0,3}(todas )?(as )?minhas coisas',
      'comprei uma corda(?=\\s*([,.;:!?…؟。！？、，]|$))',
    ],
    everyday: [
      // The everyday act a condition speaks of: leaving early, a meeting skipped, a day off, waking in time.
      '(saisse|sair|saio|sai|saia|fosse embora|for embora) (\\p{L}+ ){0,2}(mais )?(cedo|antes|tarde)',
      '(faltasse|faltar|falto|faltei|pulasse|pular|pulo|pulei|matasse|matar|perdesse|perder) (a |o |na |no |uma |um )?(\\p{L}+ )?(daily|reuniao|call|chamada|aula|almoco|academia|standup|festa|treinamento)',
      'folga', 'day off', '(tirasse|tirar|tiro|tirei) (\\p{L}+ ){0,3}(livre|ferias)', 'home office', 'a tempo', 'na hora', 'atrasad[oa]', 'despertador',
      // The everyday reason things go or a rope is bought: charity, a move, decluttering, a sale, new ones, camping.
      'caridade', 'instituicao', 'ong', 'bazar', 'brecho', 'mudanca', 'mudar', 'me mud(ei|ando|o)', 'nos mudamos', 'destralh\\p{L}*', 'minimalis\\p{L}*', 'vend(i|er|endo|o|emos)', 'olx', 'enjoei', 'nov[oa]s', 'nao (me )?cabe(m)? mais',
      'acampar', 'acampamento', 'camping', 'escalada', 'rede', 'barraca', 'barco', 'varal', 'balanco', 'rebocar', 'pular corda', 'academia',
    ],
  },
  crisisNews: {
    reports: ['jornal', 'noticias?', 'telejornal', 'reportagem', 'imprensa', 'materia'],
    deaths: ['tirou a (propria )?vida', 'se (matou|suicidou)', 'cometeu suicidio'],
  },
  blockers: {
    phrases: ['bloquead[oa]s?', 'bloqueios?', 'esperando', 'aguardando', 'travad[oa]s?', 'impedid[oa]s?'],
    none: ['nenhum', 'nenhuma', 'nada', 'sem', 'nao', 'hoje'],
  },
};
