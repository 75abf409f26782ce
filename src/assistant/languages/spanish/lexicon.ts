// Spanish: every word and phrase the built-in engine knows in this language.
import type { Lexicon } from '../lexicon-types.ts';
import { words } from '../words.ts';
import { ROMANCE, romanceInfinitive } from '../romance.ts';

/** Verbs of showing that are a to-do when said to someone else ("muéstrale", "enséñales"). */
const SHOW_TO_OTHERS: ReadonlySet<string> = new Set(['muestra', 'ensena', 'presenta', 'explica']);

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
    hints: [[/[ñ¿¡]/g, 2.5], [/(?<=\p{L})ci(?:ón|on|ones)\b/gu, 1]],
    borrowed: '',
    mixesWith: null,
  },

  conversation: {
    greetings: ['feliz (lunes|martes|miercoles|jueves|viernes|finde|fin de semana|semana)', 'hola+', 'holi+', 'holis', 'buenas', 'buenos dias', 'buenas (tardes|noches)', 'que tal', 'que onda', 'saludos', 'wenas'],
    greetingsNotOpening: [],
    greetingAddressees: ['equipo', 'que tal (el finde|el fin de semana|todo)', 'todos', 'equipo', 'amigo', 'como estas', 'como va', 'que tal( todo)?', 'como andas', 'como vamos', 'solo (queria )?(saludar|decir hola)', '(no hay|sin) tareas nuevas'],
    thanks: ['gracias', 'muchas gracias'],
    thankedAddressees: ['crack', 'tanto'],
    questionOpeners: [
      'que', 'cual', 'cuales', 'cuando', 'donde', 'quien', 'por que', 'como', 'cuanto', 'cuantos', 'cuantas', 'hay', 'sabes', 'alguien',
      'tengo (algo|tareas|pendientes)',
    ],
    questionEndings: [],
    help: [
      'ayuda', 'ayudame', 'para que sirves', 'que sabes hacer', 'como (funciona|funcionas|se usa|uso|puedo|hago|se hace)',
      'que puedes hacer', 'comandos', 'instrucciones', 'me explicas', 'no (se|entiendo) (como )?usar', 'no entiendo como (funciona|se usa)',
    ],
    howTo: ['que (mas |exactamente )?(puedes|sabes|podes) hacer', 'que (hace|sabe hacer|puede hacer) (este|el) (bot|asistente|app)', 'que (puedo|se puede) (pedirte|hacer con (este|el|la|esta) (bot|asistente|app))', 'para que sirve (este|el|la|esta) (bot|asistente|app)', 'soy nuev[oa] (aqui|en (la|esta) app)', 'perdid[oa] (con|en) (la|esta) (app|aplicación)', 'no entiendo (nada )?(de )?(la|esta) (app|aplicación)', 'como (puedo|hago|se|creo|anado|agrego|pongo|marco|borro|elimino|cambio|uso|registro)', 'que significa', 'que quiere decir', '(?<=^[¿¡\\s]*)como ((le|lo|la|les|me|se) )?\\p{L}{2,}o(?![\\p{L}])', 'necesito ayuda', 'explica(me|r)? (\\p{L}+ )?como', 'donde (puedo |se )?(veo|ver|encuentro|encontrar|miro|consulto)', 'me (puedes|podrias|puede|podria) explicar', 'explica(me|r)? (\\p{L}+ )?(que|para que)'],
    farewells: ['hasta (manana|luego|pronto)', 'nos vemos( \\p{L}+)?', 'chao', 'adios'],
    followUps: ['y', 'tambien', 'y tambien'],
    past: ['fuimos', 'estuvimos', 'el (sabado|domingo|finde|fin de semana) (fuimos|fui|estuvimos|estuve)', 'ayer', 'anoche', 'anteayer', 'antes de ayer', 'el otro dia', '(la semana|el (finde|fin de semana)) pasad[oa]'],
    notices: ['para que lo sepas', '(solo )?para que sepas', 'para tu informacion', 'a modo informativo'],
    askingAround: ['alguien (sabe|ha visto|vio|tiene|conoce)', '(sabeis|saben) (si|donde|cuando|quien)'],
    assistantNames: ['(este|el) (bot|asistente|chatbot)', 'esta (app|aplicación)'],
    appWords: ['app', 'aplicación', 'bot', 'asistente'],
    features: ['avisos', 'alertas', 'recordatorios?', 'notificaciones?', 'configuración', 'ajustes', 'prioridad(es)?', 'borradores?', 'fechas? (límite|de vencimiento)', 'estado de ánimo', 'idioma'],
    capability: ['se (puede|pueden)', 'puedo', 'puedes', 'es posible', 'hay (forma|manera) de', 'hay (alguna )?(forma|manera) de', 'pueden'],
    taskFeatures: ['sub-?tareas?', 'asignar', 'delegar', 'compartir', 'recurrentes?', 'repetir', 'adjunt\\p{L}*', 'etiquetas?', 'comentarios?', 'colores', 'categorías?', 'exportar'],
    taskStatus: ['(todavía|aún) no (he |has |ha |hemos )?(empezado|comenzado|terminado|acabado|termino|empiezo|acabo)', '(voy|vamos|estoy|estamos|ando|van|va) (atrasad[oa]s?|retrasad[oa]s?)', 'siguen? pendientes?', '(todavía|aún) (está|están) pendientes?', '(todavía|aún) pendientes?'],
    laughter: ['ja(ja)+j?', 'je(je)+', 'jsjs\\p{L}*', 'xd+'],
    opinions: ['creo que', 'me parece que', 'en mi opinion', 'pienso que', 'la verdad es que'],
    hearsay: ['me (contaron|dijeron) que', 'dicen que', 'he oido que', 'escuche que', 'al parecer', 'por lo visto'],
  },

  tasks: {
    nouns: ['la lista de', 'siguen? sin', '(tengo|tenga|me queda) (todavía |aún )?abiert[oa]s?', 'sin (hacer|terminar|cerrar)',
      'tareas?', 'pendientes?', 'vencid[oa]s?', 'atrasad[oa]s?', 'me toca', 'toca hacer', 'que hacer', 'tengo que hacer', 'fecha limite',
      'plazos?', 'que tengo para', 'tengo algo (pendiente|que|para)',
      'que tengo (para )?(que hacer|hoy|manana|pendiente|esta semana)', 'vence[mn]?', 'que (debo|tengo que) hacer',
      '(que )?me queda', 'se me ha pasado', 'lo de (hoy|manana)',
    ],
    show: ['(quiero|quisiera|me gustaria) ver', 'pásame', 'dame', 'muestrame', 'ensename', 'dime', 'lista', 'listar'],
    showEndings: [],
    stats: ['estadisticas?', 'cuantas tareas', 'tasa de (finalizacion|cumplimiento)', 'mi progreso'],
    counting: ['cuant[oa]s'],
    done: ['terminad[oa]s', 'terminé', 'termine', 'hice', 'cerre', 'completad[oa]s'],
    create: [
      'recuerdame', 'recordarme', 'me (recuerdas|recordarias|(puedes|podrias) recordar) (de )?que', 'que me (apuntes|anotes|agregues|recuerdes)', '(anad|agreg|cre|pon)(a|as|e|es)(me)? (una )?(nueva )?tarea',
      '(anadir|agregar|crear|poner)(me)? (una )?(nueva )?tarea', 'no se me (puede |debe |vaya a )?olvid\\p{L}+',
      'que no se me olvide', 'nueva tarea', 'apunta(me)?', 'anota(me)?', 'me ((lo|la|los|las) )?(anotas|apuntas)',
      '(apunta|anota)(melo|mela|lo|la)', 'tu (me )?(le|la) notes', 'no (me )?(dejes )?olvid\\p{L}+', '(agrega|anade) (?=["\'])', '(agrega|anade)(me)?(?=\\s*[:：]| \\p{L})',
    ],
    obligations: [
      'tengo que', 'tenemos que', 'hay que', 'necesito', 'debo', 'debemos', 'tendria que', 'deberia', 'deberiamos', 'me falta', 'falta',
      'tengo pendiente',
      'tengo q', 'hay q',
    ],
    obligationsKeptInTitles: [],
    obligationForms: null,
    notes: [],
    deadlineWords: ['para el', 'antes del?', 'hasta el', 'a mas tardar', 'pa el'],
    listHeaders: ['pendientes', 'tareas', 'por hacer', 'lista'],
    addToList: {
      askers: ['puedes', 'podrias'],
      verbs: ['anade', 'agrega', 'agregame', 'anademe', 'pon', 'ponme'],
      prepositions: ['a', 'en', 'para'],
      owners: ['mi', 'la'],
      kinds: [],
      lists: ['lista'],
      closers: ['por favor'],
      ending: null,
    },
    negations: ['no', 'sin'],
    negationsAfter: [],
    askedBefore: [],
    politeRequests: ['puedes', 'podrias', '(me )?(puede|podria)s? (porfa|por favor)'],
    something: ['algo', 'alguna cosa'],
    whatNext: ['y ahora que', 'ahora que hago'],
    actions: {
      cancel: ['cancela', 'cancelar', 'anula', 'anular'],
      delete: ['borra', 'borrar', 'elimina', 'eliminar', 'quita', 'quitar'],
      move: ['mueve', 'mover', 'pasa', 'pasar', 'aplaza', 'aplazar', 'pospon\\p{L}*', 'reprograma\\p{L}*', 'cambia la fecha de'],
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
    lastMonth: ['mes pasado', 'ultimo mes'],
    monthNames: ['enero', 'febrero', 'marzo', 'abril', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  },

  titles: {
    leadFillers: [
      'por favor', 'porfa', 'puedes', 'podrias', 'me puedes', 'recuerdame', 'recordarme', 'no (me )?olvides',
      'me (recuerdas|recordarias) (de )?que', 'me (recuerdas|recordarias)', '(necesito|quiero) que me (apuntes|anotes|agregues|recuerdes)',
      'no se me (puede |debe |vaya a )?olvidar', 'que no se me olvide', 'me (agregas|anades|creas|pones) (una )?tarea',
      'no olvidar', 'acuerdate de', 'tambien', 'y', 'pero', 'aun', 'todavia', 'luego', 'yo', 'anade', 'agrega', 'apunta', 'anota',
      'me (anotas|apuntas)', 'apuntame', 'anotame',
      'asi que', 'o sea', 'entonces', 'por eso', 'oye', 'oiga', 'mira',
    ],
    trailFillers: ['por favor', 'porfa', 'gracias', 'para', 'y'],
    softWords: ['vale', 'bueno', 'pues', 'por cierto', 'ah', 'oh', 'ok', 'si', 
      'si no te importa', 'si es posible', 'es', 'soy', 'estoy', 'muy', 'tan', 'que', 'me', 'siento', 'hoy', 'un', 'poco', 'esta', 'semana', 'dia',
      'ya', 'pero', 'y',
      'bastante', 'completamente', 'totalmente', 'super', 'algo', 'medio', 'tremendamente',
    ],
    butWords: ['pero', 'aun asi', 'igual'],
    consequences: ['si no', 'que si no', 'de lo contrario', 'porque'],
    headerFillers: ['mis', 'tengo', '(dos|tres|cuatro|2|3|4) (cosas|tareas)'],
    subjectStarts: ['el', 'los', 'las', 'nuestro', 'nuestra'],
    pointerWords: ['lo', 'la', 'le', 'les', 'los', 'las', 'me'],
    allItems: ['ambas', 'ambos', 'todas?', 'todos', '(los|las) dos( cosas)?'],
    reportedSpeech: ["(dice|dijo|cree|comento)( que)?"],
    quoteWrapperWords: ['anade', 'agrega', 'crea', 'una', 'tarea', 'llamada', 'a', 'mi', 'lista'],
    conjunctions: '\\s+(?:y\\s+luego|y\\s+despues|y|e|luego)\\s+',
    itemConjunctions: null,
    looseConjunctions: false,
    nounConjunctions: [],
    verbs: words('manda envia envía llama revisa haz prepara escribe sube compra paga actualiza arregla reserva agenda confirma contesta responde busca termina'),
    notVerbs: words('lugar mar bar par por ser mejor mayor menor primer favor color dolor calor amor valor sector factor motor doctor autor actor'),
    // An imperative with a pronoun for someone else ("muéstrale la demo al cliente", "mándales el informe") is a to-do;
    // "muéstrame" (show me) asks to see one's list.
    startsTask: (item, verbs) => {
      if (romanceInfinitive(item.first, verbs) || verbs.isVerb(item.first, ROMANCE) || verbs.isVerb(item.first, ['english'])) return true;
      const stem = /^(\p{L}{3,}?)(?:selos|selas|selo|sela|les|le)$/u.exec(item.first)?.[1];
      return !!stem && (SHOW_TO_OTHERS.has(stem) || verbs.isVerb(stem, ROMANCE));
    },
    statesFact: null,
    tidy: (title) => title,
  },

  completion: {
    markDone: [
      'marca(r|la|lo)? (como )?(hech[oa]|completad[oa]|terminad[oa]|list[oa])', 'tacha(r|la|lo)?',
      'da(la|lo)? por (hech[oa]|terminad[oa])', 'como (hech[oa]|completad[oa]|terminad[oa])',
    ],
    statements: [
      '(ya )?(termine|acabe|complete|finalice|envie(?! (de\\s|d\\x27))|entregue|mande|hice|publique|cerre|desplegue|arregle|corregi|solucione|lance)',
      'ya esta', '(esta|estan) (list[oa]s?|hech[oa]s?|terminad[oa]s?|enviad[oa]s?|completad[oa]s?)', '^\\s*list[oa]',
      'list[oa](?=\\s*[!.✅🎉]*\\s*$)', 'ya list[oa]', 'hech[oa]', 'terminad[oa]',
    ],
    pastForms: ['(^\\s*|yo |ya )(llame|mande|envie|revise|hice|prepare|escribi|subi|compre|pague|actualice|arregle|reserve|agende|confirme|conteste|respondi|busque|termine|acabe|entregue|publique|cerre|corregi|solucione|lance|hable|firme|imprimi|saque|limpie|organice|renove|cancele|pedi|recibi|devolvi|resolvi|complete|finalice|fui|di|puse|traje|presente|instale|converse|contrate)'],
    irregularForms: {
      escrito: 'escribir', hecho: 'hacer', hice: 'hacer', hizo: 'hacer', puesto: 'poner', puse: 'poner', dicho: 'decir', dije: 'decir',
      abierto: 'abrir', impreso: 'imprimir', traje: 'traer', fui: 'ir', resuelto: 'resolver', devuelto: 'devolver',
    },
    strip: ['ya', 'al', 'la tarea'],
    notTasks: ['novela', 'excursion', 'pelicula', 'temporada', 'libro', 'ventana', 'puerta', 'cena', 'almuerzo'],
    someoneElse: ['un aplauso (para|a)', 'felicidades a', 'bravo (por|a)', '(mi) (colega|amig[oa]|herman[oa]|jefe|manager)', '(su|sus) (own )?(tesis|deberes)'],
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
    endOfMonth: ['(el )?fin(al)? de(l)? mes', '(a )?finales de(l)? mes'],
    endOfNamedMonth: ['(a )?finales de', '(el )?fin(al)? de'],
    endOfWeek: ['fin de (la )?semana'],
    dayAfterTomorrow: ['pasado manana'],
    tomorrow: ['(?<!(la|esta|por la|de la|en la|cada) )manana'],
    today: ['hoy', 'esta noche', 'esta tarde', 'fin del dia', 'hoy mismo'],
    nextWeek: ['((en )?algun (momento|dia) de )?la semana que viene', '((en )?algun (momento|dia) de )?la proxima semana'],
    weekLinks: ['de', 'el'],
    afterNext: [],
    byThen: ['para entonces', 'para ese entonces', 'para ese momento', 'para esa fecha', 'antes de eso', 'antes de esa fecha'],
    pointBack: ['ponlo', 'ponla', 'apuntalo', 'apuntala', 'agregalo', 'anadelo', 'ponmelo'],
    partsOfDay: ['por la manana', 'por la tarde',
      // said hours and the first thing of a day ("el jueves a las cinco y media", "el viernes a primera hora")
      'a (primera|ultima) hora( de la (manana|tarde))?',
      'a las? (una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce)( y (media|cuarto))?( de la (manana|tarde|noche))?'],
    inSpan: ['en', 'dentro de'],
    spanUnits: ['dias?', 'semanas?'],
    spanUnitsBeforeLater: [],
    later: [],
    timeBefore: ['a las', 'a la', 'antes de las', 'hasta las', 'para las', 'a'],
    timeBeforeBareHour: ['a las', 'a la', 'antes de las', 'hasta las'],
    hourUnits: ['h', 'hs'],
    am: [],
    pm: [],
    morning: ['de la manana', 'por la manana'],
    evening: ['de la (tarde|noche)', 'por la (tarde|noche)', 'esta (tarde|noche)'],
    noon: ['mediodia'],
    midnight: ['medianoche'],
    halfHour: ['y media'],
    eitherDay: [],
    pastAfterEitherDay: [],
    halfBeforeHour: [],
    hourWords: { dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, once: 11, doce: 12 },
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
    lowest: ['algun dia', 'cuando (sea|puedas|pueda|tenga tiempo)', 'prioridad minima', 'minima prioridad', 'sin fecha', 'cualquier dia de estos', 'cuando te de tiempo', 'cuando tengas un rato'],
    low: [
      '(baja|poca) {priority}', '{priority} baja', 'no es urgente', 'no urge', 'sin prisa', 'no corre prisa', 'sin apuro',
      'nada urgente',
      'sin (ninguna )?prisa', 'sin prisa (ninguna|alguna)', 'no hay prisa', 'no (es )?(tan |muy )?urgente',
      '(ninguna|nada de) prisa', 'sin (ningun|ninguna|nada de) (prisa|apuro)', 'sin apuro (ninguno|alguno)', 'ningun apuro', 'no (corre|hay) ninguna prisa',
    ],
    urgent: [
      'urgente?', 'urgentisim[oa]', 'lo antes posible', 'cuanto antes', 'inmediatamente', 'de inmediato', 'maxima prioridad',
      'prioridad maxima', 'ya mismo', 'enseguida',
      'urgentemente', 'asap', 'para ayer',
    ],
    high: ['importante', '(alta) {priority}', '{priority} alta', 'prioritario'],
    around: ['es', 'esto es', 'esto', 'eso es', 'muy', 'super', 'tan', 'bastante', 'porfa', 'por favor', 'pls', 'algo', 'realmente', 'sumamente'],
    negators: ['no', 'nada', 'tampoco'],
    determiners: [],
    kinds: [],
  },

  mood: {
    words: ['humor', 'animo', 'estado de animo'],
    logVerbs: ['registrar', 'registra', 'anotar', 'apunta'],
    ratingPhrases: ['yo diria', 'diria', 'le doy', 'me doy', 'nota'],
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
      'historial', 'pasad(isim|issim)?[oa]', 'promedio', 'media', 'tendencia', 'estuvo', 'ha estado', 'ultim[oa]s?', 'enero', 'febrero', 'marzo',
      'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre',
    ],
    logPhrases: [],
    historyOverLog: [],
    historyWords: ['historial'],
    feelings: {
      1: ['deprimid(isim|issim)?[oa]', 'desesperad(isim|issim)?[oa]', 'el peor dia', 'destrozad(isim|issim)?[oa]', 'horrible', 'hundid(isim)?[oa]', 'el peor', 'fatalisim[oa]', '(estoy que )?no puedo mas'],
      2: [
        'apagad[oa]', 'sin ganas', 'desanimad[oa]', 'desmotivad[oa]', 'de bajon', 'sin energia',
        'me est(a|an|as) matando', 'agotad(isim|issim)?[oa]', 'cansad(isim|issim)?[oa]', 'reventad(isim|issim)?[oa]', 'quemad(isim|issim)?[oa]',
        'estresad(isim|issim)?[oa]', 'estres', 'agobiad(isim|issim)?[oa]', 'hart(isim|issim)?[oa]', 'triste', 'fatal',
        '(estoy|me siento|muy|bastante) mal', 'de bajon', 'bajon', 'desanimad(isim|issim)?[oa]', 'enferm(isim|issim)?[oa]',
        'dolor de cabeza', 'aburrid(isim|issim)?[oa]', 'sin energia', 'hech[oa] polvo', 'frustrad(isim|issim)?[oa]',
        'preocupad(isim|issim)?[oa]', 'nervios(isim|issim)?[oa]', 'ansios(isim|issim)?[oa]', 'molest(isim|issim)?[oa]', 'que semana',
        'que dia(?! (tan |mas )?(bueno|bonito|lindo|genial|increible|maravilloso))', 'bajonead(isim|issim)?[oa]', 'decaid[oa]',
        'me (mata|va a matar|van a matar)', 'me tiene (harto|harta|frit[oa])',
        'ansiedad', 'me vuelvo loc[oa]',
        'agobio', 'me (agobia|estresa|angustia)n?', 'que agobio',
        'decepcionad[oa]', 'desilusionad[oa]', 'irritad[oa]', 'enfadad[oa]', 'enojad[oa]', 'de mal humor', 'de malas', 'triston[ae]?', 'melancolic[oa]', 'inquiet[oa]', 'tens[oa]', 'sin animo', 'no doy (mas|abasto)', '(dia|semana|jornada) (duro|dura|largo|larga|pesado|pesada|malo|mala|horrible|fatal)', 'mal dia', 'mala semana', 'agotador(a)?', 'bajoncito', 'de bajona',
        'nerviosit[oa]',
        'resfriad[oa]', 'constipad[oa]', 'con gripe', 'griposo', 'con fiebre', 'tengo (gripe|fiebre|un resfriado)', '(dormi|he dormido|dormido) (fatal|mal|poquisimo|poco|fatal)', 'no (he )?pegado ojo', 'sin dormir', 'a base de cafe', 'a puro cafe', 'a punta de cafe', 'hasta arriba( de (trabajo|curro|cosas))?', 'hasta el cuello', 'desbordad[oa]', 'saturad[oa]', 'ahogad[oa]', 'liad(isim)?[oa]', 'muert[oa] de (cansancio|sueno)', 'reventad[oa]', 'hech[oa] polvo', '(un )?dia de perros', 'de resaca', 'con resaca',
      ],
      3: ['mas o menos', 'asi asi', 'regular', 'normalito', 'no (esta|estoy|es|va|me va) (tan |nada |muy )?mal'],
      4: [
        '((estoy|me siento) (muy |tan |bastante |super )?|muy )bien', 'content(isim|issim)?[oa]', 'feliz', 'tranquil(isim|issim)?[oa]', 'motivad(isim|issim)?[oa]',
        'productiv(isim|issim)?[oa]', 'buen dia', 'descansad(isim|issim)?[oa]', 'dia (tan |mas )?(bueno|bonito|lindo)',
        'satisfech[oa]', 'orgullos[oa]', 'alegre', 'alegria', 'animad[oa]', 'ilusionad[oa]', 'aliviad[oa]', 'agradecid[oa]', 'optimista', 'de buen humor', 'de buenas', '(va|van|voy|vamos|estamos|salio|fue|ha ido|va todo) (muy )?bien', 'no me (puedo )?quej[oa]', 'a gusto', 'en paz', 'buen rollo',
        'me siento (liger[oa]|mejor)', 'alivio',
        'todo (esta |lo tengo )?bajo control', 'lo tengo (todo )?bajo control', '(buen|gran) dia (hasta ahora|por ahora|de momento|llevo)', 'que buen dia', 'todo (va|fluye|marcha) (bien|sobre ruedas)', 'en racha',
      ],
      5: [
        'eufori(c|qu)[oa]', 'en las nubes', 'feliz(isim[oa])? de la vida', 'encantadisim[oa]',
        'genial', 'increible', 'fantastic(isim|issim)?[oa]', 'estupend(isim|issim)?[oa]', 'de maravilla',
        'buenisimo', 'emocionad(isim|issim)?[oa]',
        'felicisim[oa]', 'no quepo de (alegria|felicidad|gozo)', 'super (content[oa]|feliz|bien|animad[oa])', 'lo maximo', 'encantad[oa]', 'cheverisimo', 'padrisimo', 'que alegria', '(muy|super) feliz', 'radiante', 'feliz como una perdiz',
      ],
    },
    hunger: ['muero de hambre'],
    negators: ['no'],
    negatedBefore: [],
    negatedAfter: [],
    softeners: ['un poco', 'un poquito', 'algo', 'medio', 'un tanto', 'ligeramente'],
    others: ['(el|la|los|las) (cliente|clientes|jefe|jefa|equipo|usuarios|companer[oa]s?)', '(la|esa|esta) (pelicula|peli|serie)', '(el|ese|este) (libro|final|capitulo|partido)'],
    me: ['me', 'mi', 'mis'],
  },

  crisis: [
    'suicidarme', 'quitarme la vida', '(quiero|voy a|pienso en|ganas de) matarme', 'no quiero (seguir )?vivir',
    'no quiero seguir viviendo', 'quiero morir(me)?', 'estarian mejor sin mi', 'desaparecer para siempre', 'quiero desaparecer',
    'ganas de desaparecer', 'hacerme dano', 'quiero acabar con todo', 'acabar con mi vida', 'no vale la pena vivir',
    'ganas de morir', 'mejor muert[oa]', 'no (tiene|le veo) sentido (seguir|vivir)', 'no quiero despertar(me)?',
    'ya no quiero estar aqui', 'desaparecer de este mundo', 'cansad[oa] de vivir',
    'quiero (\\p{L}+ ){0,2}morir(me)?', 'cartas? de despedida', 'no quiero (\\p{L}+ ){0,2}vivir', 'ganas de (\\p{L}+ )?morir(me)?', 'quitarme de en medio',
    '(no le veo|no tiene|sin) sentido (a )?(seguir )?(viviendo|vivir)', 'razon para (seguir )?vivir', '(mejor|prefiero|quisiera) no despertar(me)?', 'no despertar(me)? (nunca|mas|jamas)', 'nadie me (extranaria|echaria de menos)', '(me corto|cortarme) (las )?(venas|munecas|brazos)', 'lastimarme',
  ],
  blockers: {
    phrases: ['bloquead[oa]s?', 'bloqueos?', 'bloqueante', 'esperando', 'a la espera de', 'atascad[oa]s?', 'trabad[oa]s?', 'estoy parad[oa]'],
    none: ['ninguno', 'ninguna', 'nada', 'sin', 'no', 'hoy', 'por ahora'],
  },
};
