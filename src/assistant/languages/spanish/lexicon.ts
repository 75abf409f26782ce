// Spanish: every word and phrase the built-in engine knows in this language.
import type { Lexicon } from '../lexicon-types.ts';
import { words } from '../words.ts';
import { ROMANCE, romanceInfinitive } from '../romance.ts';

export const lexicon: Lexicon = {
  boundaries: 'words',
  verbShape: true,
  unspaced: false,

  detection: {
    iso: 'es',
    strong: `el los las una unos unas del y que es esta estan estoy estas soy hay tengo tienes tiene tenemos hacer hace
      hoy manana ayer pasado semana lunes martes miercoles jueves viernes sabado domingo
      yo mis tus pero muy cuando donde cual cuales cuantas cuantos quien necesito hola gracias buenos buenas dias tardes noches
      ayuda ayudame tareas tarea pendientes pendiente animo estres listo lista hecho termine acabe favor porfa recuerdame
      atrasado atrasada atrasados atrasadas antes hasta tambien todo todos nada algo este esto ese esa eso les nos bien cansado cansada agotado agotada
      onda vale oye mandar enviar llamar revisar sabes puedes quiero voy vamos estamos cosas ahora luego despues sin sobre
      aun solo cada otro otra mi tu se lo le al por con como para cafe cocina toca llevar subir fotos evento
      enseñame ensename muestrame dime cuanto cuantas cerrar encuesta grabar editar miniatura historial explicas
      usted ustedes nosotros ellos ella hola buenas que tal chao adios alguien nadie siempre nunca comida almuerzo cena oficina llaves donde hora
      factura informe reunion cliente clientes correo presupuesto propuesta contrato diapositivas presentacion llamada equipo jefe oficina proyecto entrega preparar terminar escribir corregir publicar planificar organizar actualizar`,
    common: 'no si de la en un a o me mes',
    weak: '',
    phrases: [[/\bqu[eé] tal\b|\bqu[eé] onda\b|\bbuenos d[ií]as\b/, 4]],
    hints: [[/[ñ¿¡]/g, 2.5], [/(?<=\p{L})ci(?:ón|ones)\b/gu, 1]],
    borrowed: '',
    mixesWith: null,
  },

  conversation: {
    greetings: ['hola+', 'holi+', 'holis', 'buenas', 'buenos\\s+dias', 'buenas\\s+(?:tardes|noches)', 'que\\s+tal', 'que\\s+onda', 'saludos', 'wenas'],
    greetingsNotOpening: [],
    greetingAddressees: ['todos', 'equipo', 'amigo', 'como\\s+estas', 'como\\s+va', 'que\\s+tal(?:\\s+todo)?', 'como\\s+andas', 'como\\s+vamos', 'solo\\s+(?:queria\\s+)?(?:saludar|decir\\s+hola)', '(?:no\\s+hay|sin)\\s+tareas\\s+nuevas'],
    thanks: ['gracias', 'muchas\\s+gracias'],
    thankedAddressees: ['crack', 'tanto'],
    questionOpeners: [
      'que', 'cual', 'cuales', 'cuando', 'donde', 'quien', 'por\\s+que', 'como', 'cuanto', 'cuantos', 'cuantas', 'hay', 'sabes', 'alguien',
      'tengo\\s+(?:algo|tareas|pendientes)',
    ],
    questionEndings: [],
    help: [
      'ayuda', 'ayudame', 'para\\s+que\\s+sirves', 'que\\s+sabes\\s+hacer', 'como\\s+(?:funciona|funcionas|se\\s+usa|uso|puedo|hago|se\\s+hace)',
      'que\\s+puedes\\s+hacer', 'comandos', 'instrucciones', 'me\\s+explicas',
    ],
    howTo: ['como\\s+(?:puedo|hago|se|creo|anado|agrego|pongo|marco|borro|elimino|cambio|uso|registro)', 'que\\s+significa', 'que\\s+quiere\\s+decir', '(?<=^[¿¡\\s]*)como\\s+(?:(?:le|lo|la|les|me|se)\\s+)?\\p{L}{2,}o(?![\\p{L}])', 'necesito\\s+ayuda'],
    farewells: ['hasta\\s+(?:manana|luego|pronto)', 'nos\\s+vemos(?:\\s+\\p{L}+)?', 'chao', 'adios'],
    followUps: ['y', 'tambien', 'y\\s+tambien'],
  },

  tasks: {
    nouns: [
      'tareas?', 'pendientes?', 'vencid[oa]s?', 'atrasad[oa]s?', 'me\\s+toca', 'toca\\s+hacer', 'que\\s+hacer', 'tengo\\s+que\\s+hacer', 'fecha\\s+limite',
      'plazos?', 'que\\s+tengo\\s+para', 'tengo\\s+algo\\s+(?:pendiente|que|para)',
      'que\\s+tengo\\s+(?:para\\s+)?(?:que\\s+hacer|hoy|manana|pendiente|esta\\s+semana)', 'vence[mn]?', 'que\\s+(?:debo|tengo\\s+que)\\s+hacer',
      '(?:que\\s+)?me\\s+queda', 'se\\s+me\\s+ha\\s+pasado', 'lo\\s+de\\s+(?:hoy|manana)',
    ],
    show: ['muestrame', 'ensename', 'dime', 'lista', 'listar'],
    showEndings: [],
    stats: ['estadisticas?', 'cuantas\\s+tareas', 'tasa\\s+de\\s+(?:finalizacion|cumplimiento)', 'mi\\s+progreso'],
    counting: ['cuant[oa]s'],
    done: ['terminad[oa]s', 'terminé', 'termine', 'hice', 'cerre', 'completad[oa]s'],
    create: [
      'recuerdame', 'recordarme', '(?:anad|agreg|cre|pon)(?:a|as|e|es)(?:me)?\\s+(?:una\\s+)?(?:nueva\\s+)?tarea',
      '(?:anadir|agregar|crear|poner)(?:me)?\\s+(?:una\\s+)?(?:nueva\\s+)?tarea', 'no\\s+se\\s+me\\s+(?:puede\\s+|debe\\s+|vaya\\s+a\\s+)?olvid\\p{L}+',
      'que\\s+no\\s+se\\s+me\\s+olvide', 'nueva\\s+tarea', 'apunta(?:me)?', 'anota(?:me)?', 'me\\s+(?:(?:lo|la|los|las)\\s+)?(?:anotas|apuntas)',
      '(?:apunta|anota)(?:melo|mela|lo|la)', 'tu\\s+(?:me\\s+)?(?:le|la)\\s+notes', 'no\\s+(?:me\\s+)?(?:dejes\\s+)?olvid\\p{L}+', '(?:agrega|anade)\\s+(?=["\'])', '(?:agrega|anade)(?:me)?(?=\\s*[:：]|\\s+\\p{L})',
    ],
    obligations: [
      'tengo\\s+que', 'tenemos\\s+que', 'hay\\s+que', 'necesito', 'debo', 'debemos', 'tendria\\s+que', 'deberia', 'deberiamos', 'me\\s+falta', 'falta',
      'tengo\\s+pendiente',
      'tengo\\s+q', 'hay\\s+q',
    ],
    obligationsKeptInTitles: [],
    obligationForms: null,
    notes: [],
    deadlineWords: ['para\\s+el', 'antes\\s+del?', 'hasta\\s+el', 'a\\s+mas\\s+tardar', 'pa\\s+el'],
    listHeaders: ['pendientes', 'tareas', 'por\\s+hacer', 'lista'],
    addToList: {
      askers: ['puedes', 'podrias'],
      verbs: ['anade', 'agrega', 'agregame', 'anademe', 'pon', 'ponme'],
      prepositions: ['a', 'en', 'para'],
      owners: ['mi', 'la'],
      kinds: [],
      lists: ['lista'],
      closers: ['por\\s+favor'],
      ending: null,
    },
    negations: ['no', 'sin'],
    negationsAfter: [],
    askedBefore: [],
    politeRequests: ['puedes', 'podrias', '(?:me\\s+)?(?:puede|podria)s?\\s+(?:porfa|por\\s+favor)'],
    something: ['algo', 'alguna\\s+cosa'],
    whatNext: ['y\\s+ahora\\s+que', 'ahora\\s+que\\s+hago'],
    actions: {
      cancel: ['cancela', 'cancelar', 'anula', 'anular'],
      delete: ['borra', 'borrar', 'elimina', 'eliminar', 'quita', 'quitar'],
      move: ['mueve', 'mover', 'pasa', 'pasar', 'aplaza', 'aplazar', 'pospon\\p{L}*', 'reprograma\\p{L}*', 'cambia\\s+la\\s+fecha\\s+de'],
      objects: ['tareas?', 'recordatorios?', 'pendientes?'],
    },
    overdueWords: ['vencid', 'atrasad'],
    urgentWords: ['urgente'],
  },

  periods: {
    today: ['hoy'],
    week: ['semana'],
    month: ['mes'],
    year: ['ano'],
    lastMonth: ['mes\\s+pasado', 'ultimo\\s+mes'],
    monthNames: ['enero', 'febrero', 'marzo', 'abril', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  },

  titles: {
    leadFillers: [
      'por\\s+favor', 'porfa', 'puedes', 'podrias', 'me\\s+puedes', 'recuerdame', 'recordarme', 'no\\s+(?:me\\s+)?olvides',
      'no\\s+se\\s+me\\s+(?:puede\\s+|debe\\s+|vaya\\s+a\\s+)?olvidar', 'que\\s+no\\s+se\\s+me\\s+olvide', 'me\\s+(?:agregas|anades|creas|pones)\\s+(?:una\\s+)?tarea',
      'no\\s+olvidar', 'acuerdate\\s+de', 'tambien', 'y', 'pero', 'aun', 'todavia', 'luego', 'yo', 'anade', 'agrega', 'apunta', 'anota',
      'me\\s+(?:anotas|apuntas)', 'apuntame', 'anotame',
      'asi\\s+que', 'o\\s+sea', 'entonces', 'por\\s+eso',
    ],
    trailFillers: ['por\\s+favor', 'porfa', 'gracias', 'para', 'y'],
    softWords: [
      'si\\s+no\\s+te\\s+importa', 'si\\s+es\\s+posible', 'es', 'soy', 'estoy', 'muy', 'tan', 'que', 'me', 'siento', 'hoy', 'un', 'poco', 'esta', 'semana', 'dia',
      'ya', 'pero', 'y',
      'bastante', 'completamente', 'totalmente', 'super', 'algo', 'medio', 'tremendamente',
    ],
    butWords: ['pero', 'aun\\s+asi', 'igual'],
    headerFillers: ['mis', 'tengo', '(?:dos|tres|cuatro|2|3|4)\\s+(?:cosas|tareas)'],
    subjectStarts: ['el', 'los', 'las', 'nuestro', 'nuestra'],
    pointerWords: ['lo', 'la', 'le', 'les', 'los', 'las', 'me'],
    allItems: ['ambas', 'ambos', 'todas?', 'todos', '(?:los|las)\\s+dos(?:\\s+cosas)?'],
    quoteWrapperWords: ['anade', 'agrega', 'crea', 'una', 'tarea', 'llamada', 'a', 'mi', 'lista'],
    conjunctions: '\\s+(?:y\\s+luego|y\\s+despues|y|e|luego)\\s+',
    itemConjunctions: null,
    looseConjunctions: false,
    nounConjunctions: [],
    verbs: words('manda envia envía llama revisa haz prepara escribe sube compra paga actualiza arregla reserva agenda confirma contesta responde busca termina'),
    notVerbs: words('lugar mar bar par por ser mejor mayor menor primer favor color dolor calor amor valor sector factor motor doctor autor actor'),
    startsTask: (item, verbs) => romanceInfinitive(item.first, verbs) || verbs.isVerb(item.first, ROMANCE) || verbs.isVerb(item.first, ['english']),
    statesFact: null,
    tidy: (title) => title,
  },

  completion: {
    markDone: [
      'marca(?:r|la|lo)?\\s+(?:como\\s+)?(?:hech[oa]|completad[oa]|terminad[oa]|list[oa])', 'tacha(?:r|la|lo)?',
      'da(?:la|lo)?\\s+por\\s+(?:hech[oa]|terminad[oa])', 'como\\s+(?:hech[oa]|completad[oa]|terminad[oa])',
    ],
    statements: [
      '(?:ya\\s+)?(?:termine|acabe|complete|finalice|envie(?!\\s+(?:de\\s|d\\x27))|entregue|mande|hice|publique|cerre|desplegue|arregle|corregi|solucione|lance)',
      'ya\\s+esta', '(?:esta|estan)\\s+(?:list[oa]s?|hech[oa]s?|terminad[oa]s?|enviad[oa]s?|completad[oa]s?)', '^\\s*list[oa]',
      'list[oa](?=\\s*[!.✅🎉]*\\s*$)', 'ya\\s+list[oa]', 'hech[oa]', 'terminad[oa]',
    ],
    pastForms: ['(?:^\\s*|yo\\s+|ya\\s+)(?:llame|mande|envie|revise|hice|prepare|escribi|subi|compre|pague|actualice|arregle|reserve|agende|confirme|conteste|respondi|busque|termine|acabe|entregue|publique|cerre|corregi|solucione|lance|hable|firme|imprimi|saque|limpie|organice|renove|cancele|pedi|recibi|devolvi|resolvi|complete|finalice|fui|di|puse|traje|presente|instale|converse|contrate)'],
    strip: ['ya', 'al', 'la\\s+tarea'],
    notTasks: ['pelicula', 'temporada', 'libro', 'ventana', 'puerta', 'cena', 'almuerzo'],
    someoneElse: ['(?:mi)\\s+(?:colega|amig[oa]|herman[oa]|jefe|manager)', '(?:su|sus)\\s+(?:own\\s+)?(?:tesis|deberes)'],
    selfStates: ['estoy'],
  },

  dates: {
    monthFirst: false,
    numbers: { un: 1, una: 1, uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, diez: 10 },
    weekdays: [['lunes'], ['martes'], ['miercoles'], ['jueves'], ['viernes'], ['sabado'], ['domingo']],
    weekdaySuffixes: [],
    shortWeekdays: { names: { lun: 1, mar: 2, mie: 3, jue: 4, vie: 5, sab: 6, dom: 7 }, after: ['hasta el', 'para el', 'antes del'], beforeTime: [] },
    months: [
      ['enero', 'ene'], ['febrero'], ['marzo'], ['abril', 'abr'], ['mayo'], ['junio'], ['julio'], ['agosto', 'ago'], ['septiembre'], ['octubre'],
      ['noviembre'], ['diciembre', 'dic'],
    ],
    before: [
      'para el', 'para', 'el', 'antes del', 'antes de', 'hasta el', 'hasta', 'este', 'esta', 'proximo', 'proxima', 'el proximo', 'la proxima',
      'a mas tardar el',
      'pa', 'pal',
      'como muy tarde', 'como muy tarde el', 'a mas tardar', 'a mas tardar el',
    ],
    after: ['que viene', 'como muy tarde', 'a mas tardar'],
    particles: [],
    endOfMonth: ['(?:el\\s+)?fin(?:al)?\\s+de(?:l)?\\s+mes'],
    endOfNamedMonth: ['(?:a\\s+)?finales\\s+de', '(?:el\\s+)?fin(?:al)?\\s+de'],
    endOfWeek: ['fin\\s+de\\s+(?:la\\s+)?semana'],
    dayAfterTomorrow: ['pasado\\s+manana'],
    tomorrow: ['(?<!(?:la|esta|por\\s+la|de\\s+la|en\\s+la|cada)\\s+)manana'],
    today: ['hoy', 'esta\\s+noche', 'esta\\s+tarde', 'fin\\s+del\\s+dia', 'hoy\\s+mismo'],
    nextWeek: ['la\\s+semana\\s+que\\s+viene', 'la\\s+proxima\\s+semana'],
    partsOfDay: ['por la manana', 'por la tarde'],
    inSpan: ['en', 'dentro\\s+de'],
    spanUnits: ['dias?', 'semanas?'],
    spanUnitsBeforeLater: [],
    later: [],
    timeBefore: ['a\\s+las', 'a\\s+la', 'antes\\s+de\\s+las', 'hasta\\s+las', 'para\\s+las', 'a'],
    timeBeforeBareHour: ['a\\s+las', 'a\\s+la', 'antes\\s+de\\s+las', 'hasta\\s+las'],
    hourUnits: ['h', 'hs'],
    am: [],
    pm: [],
    morning: ['de\\s+la\\s+manana', 'por\\s+la\\s+manana'],
    evening: ['de\\s+la\\s+(?:tarde|noche)', 'por\\s+la\\s+(?:tarde|noche)', 'esta\\s+(?:tarde|noche)'],
    noon: ['mediodia'],
    midnight: ['medianoche'],
    halfHour: ['y\\s+media'],
    dayMonthLinks: ['de', 'del'],
    ordinals: ['º', '°'],
    quantityBefore: ['en'],
    patterns: {
      // "in fifteen days" is said for two weeks.
      inDays: { src: '(?:dentro\\s+de|en)\\s+quince\\s+dias', days: () => 14 },
      // "antes del día 5", "el 30", "para el 20": a day of this month, or of the next once passed.
      dayOfMonth: '(?:(?:antes\\s+del|para\\s+el|hasta\\s+el|el|del)\\s+(?:dia\\s+)?)(?<day>\\d{1,2})(?![.,:/]?\\d|\\s*%)',
    },
  },

  priority: {
    words: ['prioridad'],
    lowest: ['algun\\s+dia', 'cuando\\s+(?:sea|puedas|pueda|tenga\\s+tiempo)', 'prioridad\\s+minima', 'minima\\s+prioridad', 'sin\\s+fecha', 'cualquier\\s+dia\\s+de\\s+estos'],
    low: [
      '(?:baja|poca)\\s+{priority}', '{priority}\\s+baja', 'no\\s+es\\s+urgente', 'no\\s+urge', 'sin\\s+prisa', 'no\\s+corre\\s+prisa', 'sin\\s+apuro',
      'nada\\s+urgente',
    ],
    urgent: [
      'urgente?', 'urgentisim[oa]', 'lo\\s+antes\\s+posible', 'cuanto\\s+antes', 'inmediatamente', 'de\\s+inmediato', 'maxima\\s+prioridad',
      'prioridad\\s+maxima', 'ya\\s+mismo', 'enseguida',
    ],
    high: ['importante', '(?:alta)\\s+{priority}', '{priority}\\s+alta', 'prioritario'],
  },

  mood: {
    words: ['humor', 'animo', 'estado\\s+de\\s+animo'],
    logVerbs: ['registrar', 'registra', 'anotar', 'apunta'],
    ratingPhrases: ['yo\\s+diria', 'diria', 'le\\s+doy', 'me\\s+doy', 'nota'],
    ratedThings: ['hoy'],
    articles: ['un', 'una'],
    outOf: ['de'],
    five: ['cinco'],
    scaleFirst: [],
    points: [],
    rangeTo: ['a', 'al'],
    countUnits: ['dias?', 'cosas', 'horas?', 'semanas?'],
    grades: [],
    gradePhrases: [],
    historyCues: [
      'historial', 'pasad(?:isim|issim)?[oa]', 'promedio', 'media', 'tendencia', 'estuvo', 'ha\\s+estado', 'ultim[oa]s?', 'enero', 'febrero', 'marzo',
      'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre',
    ],
    logPhrases: [],
    historyOverLog: [],
    historyWords: ['historial'],
    feelings: {
      1: ['deprimid(?:isim|issim)?[oa]', 'desesperad(?:isim|issim)?[oa]', 'el\\s+peor\\s+dia', 'destrozad(?:isim|issim)?[oa]'],
      2: [
        'me\\s+est(?:a|an|as)\\s+matando', 'agotad(?:isim|issim)?[oa]', 'cansad(?:isim|issim)?[oa]', 'reventad(?:isim|issim)?[oa]', 'quemad(?:isim|issim)?[oa]',
        'estresad(?:isim|issim)?[oa]', 'estres', 'agobiad(?:isim|issim)?[oa]', 'hart(?:isim|issim)?[oa]', 'triste', 'fatal',
        '(?:estoy|me\\s+siento|muy|bastante)\\s+mal', 'de\\s+bajon', 'bajon', 'desanimad(?:isim|issim)?[oa]', 'enferm(?:isim|issim)?[oa]',
        'dolor\\s+de\\s+cabeza', 'aburrid(?:isim|issim)?[oa]', 'sin\\s+energia', 'hech[oa]\\s+polvo', 'frustrad(?:isim|issim)?[oa]',
        'preocupad(?:isim|issim)?[oa]', 'nervios(?:isim|issim)?[oa]', 'ansios(?:isim|issim)?[oa]', 'molest(?:isim|issim)?[oa]', 'que\\s+semana',
        'que\\s+dia(?!\\s+(?:tan\\s+|mas\\s+)?(?:bueno|bonito|lindo|genial|increible|maravilloso))', 'bajonead(?:isim|issim)?[oa]', 'decaid[oa]',
        'me\\s+(?:mata|va\\s+a\\s+matar|van\\s+a\\s+matar)', 'me\\s+tiene\\s+(?:harto|harta|frit[oa])',
        'ansiedad', 'me\\s+vuelvo\\s+loc[oa]',
        'agobio', 'que\\s+agobio',
      ],
      3: ['mas\\s+o\\s+menos', 'asi\\s+asi', 'regular', 'normalito'],
      4: [
        '(?:estoy|me\\s+siento|muy)\\s+bien', 'content(?:isim|issim)?[oa]', 'feliz', 'tranquil(?:isim|issim)?[oa]', 'motivad(?:isim|issim)?[oa]',
        'productiv(?:isim|issim)?[oa]', 'buen\\s+dia', 'descansad(?:isim|issim)?[oa]', 'dia\\s+(?:tan\\s+|mas\\s+)?(?:bueno|bonito|lindo)',
      ],
      5: [
        'genial', 'increible', 'fantastic(?:isim|issim)?[oa]', 'estupend(?:isim|issim)?[oa]', 'de\\s+maravilla',
        'buenisimo', 'emocionad(?:isim|issim)?[oa]',
      ],
    },
    hunger: ['muero\\s+de\\s+hambre'],
    negators: ['no'],
  },

  crisis: [
    'suicidarme', 'quitarme\\s+la\\s+vida', '(?:quiero|voy\\s+a|pienso\\s+en|ganas\\s+de)\\s+matarme', 'no\\s+quiero\\s+(?:seguir\\s+)?vivir',
    'no\\s+quiero\\s+seguir\\s+viviendo', 'quiero\\s+morir(?:me)?', 'estarian\\s+mejor\\s+sin\\s+mi', 'desaparecer\\s+para\\s+siempre', 'quiero\\s+desaparecer',
    'ganas\\s+de\\s+desaparecer', 'hacerme\\s+dano', 'quiero\\s+acabar\\s+con\\s+todo', 'acabar\\s+con\\s+mi\\s+vida', 'no\\s+vale\\s+la\\s+pena\\s+vivir',
    'ganas\\s+de\\s+morir', 'mejor\\s+muert[oa]', 'no\\s+(?:tiene|le\\s+veo)\\s+sentido\\s+(?:seguir|vivir)', 'no\\s+quiero\\s+despertar(?:me)?',
    'ya\\s+no\\s+quiero\\s+estar\\s+aqui', 'desaparecer\\s+de\\s+este\\s+mundo', 'cansad[oa]\\s+de\\s+vivir',
    'quiero\\s+(?:\\p{L}+\\s+){0,2}morir(?:me)?', 'cartas?\\s+de\\s+despedida', 'no\\s+quiero\\s+(?:\\p{L}+\\s+){0,2}vivir', 'ganas\\s+de\\s+(?:\\p{L}+\\s+)?morir(?:me)?', 'quitarme\\s+de\\s+en\\s+medio',
    '(?:no\\s+le\\s+veo|no\\s+tiene|sin)\\s+sentido\\s+(?:a\\s+)?(?:seguir\\s+)?(?:viviendo|vivir)', 'razon\\s+para\\s+(?:seguir\\s+)?vivir', '(?:mejor|prefiero|quisiera)\\s+no\\s+despertar(?:me)?', 'no\\s+despertar(?:me)?\\s+(?:nunca|mas|jamas)', 'nadie\\s+me\\s+(?:extranaria|echaria\\s+de\\s+menos)', '(?:me\\s+corto|cortarme)\\s+(?:las\\s+)?(?:venas|munecas|brazos)', 'lastimarme',
  ],
  blockers: {
    phrases: ['bloquead[oa]s?', 'bloqueos?', 'bloqueante', 'esperando', 'a\\s+la\\s+espera\\s+de', 'atascad[oa]s?', 'trabad[oa]s?', 'estoy\\s+parad[oa]'],
    none: ['ninguno', 'ninguna', 'nada', 'sin', 'no', 'hoy', 'por\\s+ahora'],
  },
};
