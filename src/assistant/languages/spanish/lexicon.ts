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
    strong: `wenas wena el los las una unos unas del y que es esta estan estoy estas soy hay tengo tienes tiene tenemos hacer hace
      hoy manana ayer pasado semana lunes martes miercoles jueves viernes sabado domingo
      yo mis tus pero muy cuando donde cual cuales cuantas cuantos quien necesito hola gracias buenos buenas dias tardes noches
      ayuda ayudame tareas tarea pendientes pendiente animo estres listo lista hecho termine acabe favor porfa recuerdame
      atrasado atrasada atrasados atrasadas antes hasta tambien todo todos nada algo este esto ese esa eso les nos bien cansado cansada agotado agotada
      onda vale oye mandar enviar llamar revisar sabes puedes quiero voy vamos estamos cosas ahora luego despues sin sobre
      aun solo cada otro otra mi tu se lo le al por con como para cafe cocina toca llevar subir fotos evento
      enseñame ensename muestrame dime cuanto cuantas cerrar encuesta grabar editar miniatura historial explicas
      chimba saliendo
      usted ustedes nosotros ellos ella hola buenas que tal chao adios alguien nadie siempre nunca comida almuerzo cena oficina llaves donde hora
      factura informe reunion cliente clientes correo presupuesto propuesta contrato diapositivas presentacion llamada equipo jefe oficina proyecto entrega preparar terminar escribir corregir publicar planificar organizar actualizar`,
    common: 'encanta uf no si de la en un a o me mes dia',
    weak: '',
    phrases: [[/\bqu[eé] tal\b|\bqu[eé] onda\b|\bbuenos d[ií]as\b/, 4], [/\bni fu ni fa\b|\bah[ií] (?:vamos|andamos)\b|\bmas o menos\b|\bni bien ni mal\b|\btirando\b|\bregular(?:cillo|ito)\b|^\W*regular\W*$|\bnormalit[oa]\b|\bhol+a+\b/u, 3]],
    hints: [[/[ñ¿¡]/g, 2.5], [/(?<=\p{L})ci(?:ón|on|ones)\b/gu, 1]],
    borrowed: '',
    mixesWith: null,
  },

  conversation: {
    greetings: ['feliz (lunes|martes|miercoles|jueves|viernes|finde|fin de semana|semana)', 'hola+', 'holi+', 'holis', 'buenas', 'buenos dias', 'buenas (tardes|noches)', 'que tal', 'que onda', 'saludos', 'wenas'],
    greetingsNotOpening: [],
    greetingAddressees: ['equipo', 'que tal (el finde|el fin de semana|todo)', 'todos', 'equipo', 'amigo', 'como estas', 'como va', 'que tal( todo)?', 'como andas', 'como vamos', 'solo (queria )?(saludar|decir hola)', '(no hay|sin) tareas nuevas', 'cuento contigo( hoy)?', '(hoy )?no hay nada (nuevo )?que (anadir|agregar)', '(solo )?(pasaba|paso|vengo) a saludar'],
    thanks: ['gracias', 'muchas gracias'],
    thankedAddressees: ['crack', 'tanto'],
    questionOpeners: [
      'que', 'cual', 'cuales', 'cuando', 'donde', 'quien', 'por que', 'como', 'cuanto', 'cuantos', 'cuantas', 'hay', 'sabes', 'alguien',
      'tengo (algo|tareas|pendientes)',
      // Shorthand of chat.
      'q', 'ke',
    ],
    questionEndings: [],
    help: [
      'ayuda', 'ayudame', 'para que sirves', 'que sabes hacer', 'como (funciona|funcionas|se usa|uso|puedo|hago|se hace)',
      'que puedes hacer', 'comandos', 'instrucciones', 'me explicas', 'no (se|entiendo) (como )?usar', 'no entiendo como (funciona|se usa)',
      // Asking whether one may talk to the assistant in another language is help.
      '(hablarte|escribirte|hablar contigo|escribir contigo|hablarle|escribirle|te (puedo |podria )?(hablar|escribir)|te hablo|te escribo) en (ingles|espanol|frances|aleman|italiano|portugues|holandes|ruso|arabe|chino|japones|coreano|otro idioma)',
    ],
    howTo: ['que (cosas )?(mas |exactamente )?(puedes|sabes|podes|eres capaz de) hacer', '(de )?que eres capaz', 'que (mas |exactamente )?(puedes|sabes|podes) hacer', 'que (hace|sabe hacer|puede hacer) (este|el) (bot|asistente|app)', 'que (puedo|se puede) (pedirte|hacer con (este|el|la|esta) (bot|asistente|app))', 'para que sirve (este|el|la|esta) (bot|asistente|app)', 'soy nuev[oa] (aqui|en (la|esta) app)', 'perdid[oa] (con|en) (la|esta) (app|aplicación)', 'no entiendo (nada )?(de )?(la|esta) (app|aplicación)', 'como (puedo|hago|se|creo|anado|agrego|pongo|marco|borro|elimino|cambio|uso|registro)', 'que significa', 'que quiere decir', '(?<=^[¿¡\\s]*)como ((le|lo|la|les|me|se) )?\\p{L}{2,}o(?![\\p{L}])', 'necesito ayuda', 'explica(me|r)? (\\p{L}+ )?como', 'donde (puedo |se )?(veo|ver|encuentro|encontrar|miro|consulto)', 'me (puedes|podrias|puede|podria) explicar', 'explica(me|r)? (\\p{L}+ )?(que|para que)'],
    farewells: ['hasta (manana|luego|pronto)', 'nos vemos( \\p{L}+)?', 'chao', 'adios'],
    leaving: ['me (piro|voy|largo|marcho)( ya)?', '(bueno|venga|vale),? me (voy|piro)'],
    followUps: ['y', 'tambien', 'y tambien'],
    past: ['fuimos', 'estuvimos', 'el (sabado|domingo|finde|fin de semana) (fuimos|fui|estuvimos|estuve)', 'ayer', 'anoche', 'anteayer', 'antes de ayer', 'el otro dia', '(la semana|el (finde|fin de semana)) pasad[oa]'],
    notices: ['para que lo sepas', '(solo )?para que sepas', 'para tu informacion', 'a modo informativo',
      // "Info:" heading a message passes news on.
      '(?<=^\\s*)infos?(?=\\s*:)',
    ],
    askingAround: ['alguien (sabe|ha visto|vio|tiene|conoce)', '(sabeis|saben) (si|donde|cuando|quien)'],
    assistantNames: ['(este|el) (bot|asistente|chatbot)', 'esta (app|aplicación)'],
    appWords: ['app', 'aplicación', 'bot', 'asistente'],
    features: ['avisos', 'alertas', 'recordatorios?', 'notificaciones?', 'configuración', 'ajustes', 'prioridad(es)?', 'borradores?', 'fechas? (límite|de vencimiento)', 'estado de ánimo', 'idioma', 'idiomas', 'lenguas'],
    capability: ['se (puede|pueden)', 'puedo', 'puedes', 'es posible', 'hay (forma|manera) de', 'hay (alguna )?(forma|manera) de', 'pueden', '(hablas|entiendes|habla usted)'],
    thingsInGeneral: ['cosas', 'cualquier cosa'],
    privacy: ['(mi )?(jefe|jefa|manager|equipo|empresa|rrhh|companeros) (\\p{L}+ ){0,2}(ve|vera|puede ver|pueden ver|ven|veran)', 'qui[eé]n (mas )?(puede|podra|va a) ver (esto|eso|lo que|mis|mi)', '(es|son) (privad[oa]s?|confidencial(es)?|anonim[oa]s?)', 'privacidad', 'anonim[oa]'],
    recurrence: ['cada', 'tod[oa]s l[oa]s'],
    taskFeatures: ['renombrar', 'cambiar(le)? el nombre', '(cambiar|modificar|editar) (\\p{L}+ ){0,4}(despues|mas tarde|luego|a posteriori)', 'sub-?tareas?', 'asignar', 'delegar', 'compartir', 'recurrentes?', 'repetir', 'adjunt\\p{L}*', 'etiquetas?', 'comentarios?', 'colores', 'categorías?', 'exportar'],
    taskStatus: ['(todavía|aún) no (he |has |ha |hemos )?(empezado|comenzado|terminado|acabado|termino|empiezo|acabo)', '(voy|vamos|estoy|estamos|ando|van|va) (atrasad[oa]s?|retrasad[oa]s?)', 'siguen? pendientes?', '(todavía|aún) (está|están) pendientes?', '(todavía|aún) pendientes?'],
    laughter: ['ja(ja)+j?', 'je(je)+', 'jsjs\\p{L}*', 'xd+'],
    goodWishes: ['(buen|gran|excelente|buenisimo) (trabajo|curro)', 'bien hecho', 'felices? (vacaciones|fiestas|navidad(es)?|ano( nuevo)?|cumple(anos)?|fin de semana|finde|puente|viaje)', 'feliz (dia|navidad|cumpleanos|ano nuevo|finde|fin de semana|viaje)', 'buen(as|os)? (vacaciones|fiestas|viaje|finde|fin de semana|puente)', 'felicidades', 'felicitaciones', 'enhorabuena', 'mucha suerte', 'que te mejores', 'que (lo )?disfrut\\p{L}+', 'disfrut(a|ad|en|ad de|a de|en de) (las |tus |vuestras |sus )?(vacaciones|fiestas|puente|finde)'],
    leisure: ['playa', 'vacaciones', 'dormir( todo el (dia|finde|fin de semana))?', 'no hacer nada', 'descansar', 'siesta', 'tumbar(me)?', 'escapada', 'montana', 'casa rural', 'puente', 'sofa', 'tirad[oa] en el sofa'],
    opinions: ['creo que', 'me parece que', 'en mi opinion', 'pienso que', 'la verdad es que'],
    hearsay: ['me (contaron|dijeron) que', 'dicen que', 'he oido que', 'escuche que', 'al parecer', 'por lo visto', '(te )?enteraste (de )?que', 'sabias que'],
    smallTalk: ['hace (un |muchisimo |mucho |tanto |un poco de |bastante |un monton de )?(frio|calor|viento|fresco|bochorno)', '(esta|sigue) (lloviendo|nevando|diluviando|granizando)', 'llueve( a cantaros| muchisimo| mucho)?', 'nieva', 'que (frio|calor|bochorno) hace', '(vaya|menudo|que) (frio|calor|bochorno|temporal|diluvio)', '(vaya|menudo) tiempo', 'que tiempo (hace|mas|tan)', 'qu[eé] tal (el|tu|vuestro) (finde|fin de semana|puente)', 'c[oó]mo (fue|te fue|os fue|ha ido) (el|tu|vuestro) (finde|fin de semana|puente)', '(eres|sos) (un|una) (bot|robot|persona|humano|ia|m[aá]quina)', 'hay alguien ah[ií]', 'c[oó]mo te llamas', 'cu[aá]l es tu nombre', 'qui[eé]n te (hizo|cre[oó]|program[oó]|dise[nñ][oó])', 'trabajas (tambi[eé]n )?los fines de semana', '(t[uú] )?(duermes|descansas) (alguna vez|nunca)', 'planes para el (finde|fin de semana|puente)', 'qu[eé] (hiciste|hicisteis|tal lo pasaste|tal lo pasasteis) (el|este) (finde|fin de semana|puente)', '(cuentame|dime|echame) (un|otro) chiste(,? que (lo necesito|me hace falta))?', 'sabes (algun|algunos) chistes?', 'hazme reir'],
    exclamations: ['qu[eé] (fr[ií]o|calor|lluvia|d[ií]a|sue[nñ]o|hambre|pereza|rollo|pasada|gusto|suerte|asco|horror|locura|estr[eé]s|bonit[oa]|guay|ric[oa]s?)', 'vaya (d[ií]a|tiempo|fr[ií]o|calor|semana)'],
    events: ['reunion(es)?', 'despliegue', 'migracion', 'lanzamiento', 'llamada', 'demo', 'entrevista', 'formacion', 'taller', 'daily', 'release', 'deploy', 'puesta en (produccion|marcha)', 'paso a produccion', 'sistema', 'servidor'],
    objectMarkers: [],
    pastVerbs: ['fue', 'fueron', 'tuvimos', 'tuvieron', 'hubo', 'estuvo', 'salio'],
  },

  tasks: {
    nouns: ['(que|lo que) (\\p{L}+ ){0,3}urge', 'la lista de', 'siguen? sin', '(tengo|tenga|me queda) (todavía |aún )?abiert[oa]s?', 'sin (hacer|terminar|cerrar)',
      'tareas?', 'pendientes?', 'vencid[oa]s?', 'atrasad[oa]s?', 'me toca', 'toca hacer', 'que hacer', 'tengo que hacer', 'fecha limite',
      'plazos?', 'que tengo para', 'tengo algo (pendiente|que|para)',
      'que tengo (para )?(que hacer|hoy|manana|pendiente|esta semana)', 'vence[mn]?', 'que (debo|tengo que) hacer',
      '(que )?me queda', 'se me ha pasado', 'lo de (hoy|manana)',
      // Asking whether one forgot something or what awaits one ("did I forget anything?", "what is waiting for me tomorrow?", "what am I leaving hanging?") asks after one's tasks.
      '(se me (ha |habra )?(olvidado|olvida|olvido)|me (he )?olvid(e|ado) de|olvide) (hacer )?algo', '(que|lo que) (\\p{L}+ ){0,2}(dejo|deje|queda|quedan|tengo|voy a dejar) colgad[oa]s?', '(que|lo que) me (espera|esperan)',
    ],
    show: ['(quiero|quisiera|me gustaria) ver', 'pásame', 'dame', 'muestrame', 'ensename', 'dime', 'lista', 'listar',
      // "Remind me what …" asks for the list, not for a reminder.
      'recuerdame (lo que|todo lo que|cuales)',
    ],
    showEndings: [
      'me (lo|la|los|las) (sacas|muestras|ensenas)',
    ],
    stats: ['estadisticas?', 'cuantas tareas', 'tasa de (finalizacion|cumplimiento)', 'mi progreso'],
    counting: ['cuant[oa]s'],
    done: ['terminad[oa]s', 'terminé', 'termine', 'hice', 'cerre', 'completad[oa]s'],
    create: [
      'recuerdame', 'recordarme', 'me (recuerdas|recordas|recordarias|(puedes|podrias) recordar)( de| que)?(?= \\p{L})', 'que me (apuntes|anotes|agregues|recuerdes)', '(anad|agreg|cre|pon)(a|as|e|es)(me)? (una )?(nueva )?tarea',
      '(anadir|agregar|crear|poner)(me)? (una )?(nueva )?tarea', 'no se me (puede |debe |vaya a )?olvid\\p{L}+',
      'que no se me olvide', 'nueva tarea', 'apunta(me)?', 'anota(me)?', 'me ((lo|la|los|las) )?(anotas|apuntas)',
      '(apunta|anota)(melo|mela|lo|la)', 'tu (me )?(le|la) notes', 'no (me )?(dejes )?olvid\\p{L}+', '(agrega|anade) (?=["\'])', '(agrega|anade)(me)?(?=\\s*[:：]| \\p{L})',
    ],
    obligations: [
      'tengo que', 'tenemos que', 'hay que', 'necesito', 'debo', 'debemos', 'tendria que', 'deberia', 'deberiamos', 'me falta', 'falta',
      'tengo pendiente',
      'tengo q', 'hay q', 'quiero (acabar|terminar) con',
      // Taking a thing on is one's own to-do: "yo me encargo de armar el brief".
      '(yo )?me encargo (de|del)(?! (todo|eso|esto|nada)\\b)', '(yo )?me ocupo (de|del)(?! (todo|eso|esto|nada)\\b)',
    ],
    obligationsKeptInTitles: [],
    obligationForms: null,
    relatives: ['(mi|mis|nuestro|nuestra|nuestros) (hijo|hija|hijos|hermana|hermano|hermanos|madre|mamá|padre|papá|padres|mujer|esposa|marido|esposo|novio|novia|pareja|amigo|amiga|vecino|vecina|primo|prima|compañero|compañera)( de piso)?'],
    givenNames: [],
    thirdPersons: ['él', 'ella', 'ellos', 'ellas'],
    selfSubjects: ['yo', 'nosotros', 'nosotras', 'tengo', 'debo', 'necesito'],
    notes: [],
    listHeaders: ['(dos|tres|cuatro|2|3|4) (cosas|tareas)', 'pendientes', 'tareas', 'por hacer', 'lista'],
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
    politeRequestEndings: [],
    something: ['algo', 'alguna cosa'],
    whatNext: ['y ahora que', 'ahora que hago'],
    actions: {
      cancel: ['cancela', 'cancelar', 'anula', 'anular'],
      delete: ['borra', 'borrar', 'elimina', 'eliminar', 'quita', 'quitar'],
      move: ['mueve', 'mover', 'pasa', 'pasar', 'aplaza', 'aplazar', 'pospon\\p{L}*', 'reprograma\\p{L}*', 'cambia la fecha de'],
      objects: ['tareas?', 'recordatorios?', 'pendientes?'],
    },
    overdueWords: ['deberia haber', 'tendria que haber', 'tenia que haber', 'vencid', 'atrasad'],
    urgentWords: ['urge', 'apremia', 'urgente'],
  },

  periods: {
    today: ['hoy'],
    week: ['semana', 'semanita'],
    month: ['mes'],
    year: ['ano'],
    lastMonth: ['mes pasado', 'ultimo mes'],
    monthNames: ['enero', 'febrero', 'marzo', 'abril', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  },

  titles: {
    abbreviations: ['dr', 'dra', 'sr', 'sra', 'srta', 'prof', 'lic', 'ing', 'ud', 'uds'],
    leadFillers: [
      // Interjections of a voice-typed turn to the next to-do ("… and oh yeah book the restaurant").
      'ah,? si', 'ah,? y', 'oh,? y', 'ah,? claro', 'eh',
      'siempre (me )?olvido( de)?', 'por favor', 'porfa', 'puedes', 'podrias', 'me puedes', 'recuerdame', 'recordarme', 'no (me )?olvides',
      'me (recuerdas|recordas|recordarias) (de )?que', 'me (recuerdas|recordas|recordarias)( de)?', '(necesito|quiero) que me (apuntes|anotes|agregues|recuerdes)',
      'no se me (puede |debe |vaya a )?olvidar', 'que no se me olvide', 'me (agregas|anades|creas|pones) (una )?tarea',
      'no olvidar', 'acuerdate de', 'tambien', 'y', 'pero', 'aun', 'todavia', 'luego', 'yo', 'anade', 'agrega', 'apunta', 'anota',
      'me (anotas|apuntas)', 'apuntame', 'anotame',
      'asi que', 'o sea', 'entonces', 'por eso', 'oye', 'oiga', 'mira',
    ],
    trailFillers: ['por favor', 'porfa', 'gracias', 'para', 'y'],
    softWords: [
      // "…, basta entro fine mese": a date said to be enough is only a date.
      'basta con', 'alcanza con', 'con que (este|quede)',
     'vale', 'bueno', 'pues', 'por cierto', 'ah', 'oh', 'ok', 'si', 
      'si no te importa', 'si es posible', 'es', 'soy', 'estoy', 'muy', 'tan', 'que', 'me', 'siento', 'hoy', 'un', 'poco', 'esta', 'semana', 'dia',
      'ya', 'pero', 'y',
      'bastante', 'completamente', 'totalmente', 'super', 'algo', 'medio', 'tremendamente',
    ],
    butWords: ['pero', 'aun asi', 'igual'],
    storyTurns: ['en fin', 'bueno', 'total', 'en cualquier caso', 'de todas formas', 'de todos modos', 'a lo que iba', 'lo importante', 'antes de que se me olvide', 'por cierto', 'ah y', 'ah por cierto'],
    consequences: ['si no', 'que si no', 'de lo contrario', 'porque'],
    reasons: ['caduca(n)?', 'vence(n)?', 'expira(n)?', 'nadie puede', '(esta|estan) esperando', 'no funciona(n)?', '(esta|estan) caid[oa]s?', 'se cae', 'no (llega|llegan|carga|cargan|abre)'],
    headerFillers: ['mis', 'tengo'],
    subjectStarts: ['el', 'los', 'las', 'nuestro', 'nuestra'],
    pointerWords: ['lo', 'la', 'le', 'les', 'los', 'las', 'me', 'eso', 'esto'],
    allItems: ['ambas', 'ambos', 'todas?', 'todos', '(los|las) dos( cosas)?'],
    reportedSpeech: ["(dice|dijo|cree|comento)( que)?"],
    quoteWrapperWords: ['anade', 'agrega', 'crea', 'una', 'tarea', 'llamada', 'a', 'mi', 'lista'],
    conjunctions: '\\s+(?:y\\s+luego|y\\s+despues|y\\s+tambien|y\\s+ademas|y|e|luego)\\s+',
    itemConjunctions: null,
    looseConjunctions: false,
    nounConjunctions: [],
    verbs: words('manda envia envía llama revisa haz prepara escribe sube compra paga actualiza arregla reserva agenda confirma contesta responde busca termina'),
    notVerbs: words('madre padre lugar mar bar par por ser mejor mayor menor primer favor color dolor calor amor valor sector factor motor doctor autor actor'),
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
    numbers: { un: 1, una: 1, uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, diez: 10, 'un par de': 2, 'unos dos': 2, 'unas dos': 2, 'unos tres': 3, 'unas tres': 3 },
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
    endOfNextWeek: ['(el )?(fin|final) de la (semana que viene|proxima semana)'],
    dayAfterTomorrow: ['pasado manana'],
    tomorrow: ['(?<!(la|esta|por la|de la|en la|cada) )manana'],
    today: ['hoy', 'esta noche', 'esta tarde', 'fin del dia', 'hoy mismo'],
    nextWeek: ['((en )?algun (momento|dia) de )?la semana que viene', '((en )?algun (momento|dia) de )?la proxima semana'],
    nextMonth: ['(del|de|el) mes que viene', '(del|de|el) (proximo|siguiente) mes'],
    weekLinks: ['de', 'el'],
    deadlineWords: ['para el', 'antes del?', 'hasta el', 'a mas tardar', 'pa el'],
    afterNext: ['(despues del|tras el) (proximo|que viene)'],
    afterNextBefore: [],
    notThis: ['no( el)?( (este|proximo))?'],
    butTheOneAfter: ['sino (el|para el) (siguiente|de despues|otro|proximo|que viene)', 'sino (el|para el) %d (siguiente|de despues|de la otra semana)', 'sino (el|para el) (siguiente|proximo|otro) %d', 'sino (a )?la semana siguiente', 'el (siguiente|de despues)'],
    turnedDown: [],
    dayWords: {
      primero: 1, uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, once: 11, doce: 12, quince: 15, veinte: 20, treinta: 30,
    },
    dayWordAfterMonth: false,
    inThreeDays: [],
    byThen: ['para entonces', 'para ese entonces', 'para ese momento', 'para esa fecha', 'antes de eso', 'antes de esa fecha'],
    approximately: ['mas o menos', 'aproximadamente', 'alrededor de', 'por ahi'],
    pointerSubjects: ['(eso |esto )?puede esperar( hasta| a)?', '(eso|esto) (es|vence|tiene que|debe|deberia)( estar| ser| quedar)?', 'tiene que (estar|ser|quedar)', 'debe (estar|ser|quedar)', '(hay que|tengo que) (tenerlo|tenerla|entregarlo|entregarla|mandarlo|mandarla)', 'vence'],
    pointBack: ['ponlo', 'ponla', 'apuntalo', 'apuntala', 'agregalo', 'anadelo', 'ponmelo'],
    partsOfDay: ['por la manana', 'por la tarde',
      // said hours and the first thing of a day ("el jueves a las cinco y media", "el viernes a primera hora")
      'a (primera|ultima) hora( de la (manana|tarde))?',
      'a las? (una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce)( y (media|cuarto))?( de la (manana|tarde|noche))?'],
    inSpan: ['en', 'dentro de', 'de aqui a'],
    spanUnits: ['dias?', 'semanas?', 'diitas?', 'semanitas?'],
    spanFrom: ['despues del?', 'a partir del?'],
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
    // Quarters and halves follow the hour ("las tres y cuarto").
    hourOffsets: {},
    hourOffsetsAfter: { 'y cuarto': 15, 'menos cuarto': -15 },
    halfPastWords: {},
    eitherDay: [],
    pastAfterEitherDay: [],
    halfBeforeHour: [],
    hourWords: { dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, once: 11, doce: 12 },
    dayMonthLinks: ['de', 'del'],
    ordinals: ['º', '°'],
    quantityBefore: ['en'],
    patterns: {
      // Weekdays, dates with a month and times of day are read from the word lists above.
      weekday: null,
      weekdayKeys: {},
      monthDay: null,
      dayMonthName: null,
      times: [],
      // "in fifteen days" is said for two weeks.
      inDays: { src: '(?:dentro\\s+de|en)\\s+quince\\s+dias', days: () => 14 },
      // "antes del día 5", "el 30", "para el 20": a day of this month, or of the next once passed.
      dayOfMonth: '(?:(?:antes\\s+del|para\\s+el|hasta\\s+el|el|del)\\s+(?:dia\\s+)?)(?<day>\\d{1,2})(?![.,:/]?\\d|\\s*%)',
    },
  },

  priority: {
    words: ['prioridad'],
    lowest: ['algun dia', 'cuando (sea|puedas|pueda|tenga tiempo)', 'prioridad minima', 'minima prioridad', 'sin fecha', 'cualquier dia de estos', 'da igual cuando', 'no importa cuando', 'cuando sea', 'cuando te de tiempo', 'cuando tengas un rato', 'si (da|hay|sobra|queda|tienes|tengo|te da|me da) tiempo', 'cuando tengas (tiempo|un momento|un hueco)'],
    low: [
      '(baja|poca) {priority}', '{priority} baja', 'no es urgente', 'no urge', 'sin prisa', 'no corre prisa', 'sin apuro',
      'nada urgente',
      'sin (ninguna )?prisa', 'sin prisa (ninguna|alguna)', 'no hay prisa', 'no (es )?(tan |muy )?urgente',
      '(ninguna|nada de) prisa', 'sin (ningun|ninguna|nada de) (prisa|apuro)', 'sin apuro (ninguno|alguno)', 'ningun apuro', 'no (corre|hay) ninguna prisa',
      'puede esperar',
    ],
    medium: ['{priority} (media|normal)', '(media|mediana) {priority}'],
    urgent: [
      'urgente?', 'urgentisim[oa]', 'lo antes posible', 'cuanto antes', 'inmediatamente', 'de inmediato', 'maxima prioridad',
      'prioridad maxima', 'ya mismo', 'enseguida', 'lo mas (prioritario|urgente)',
      'urgentemente', 'asap', 'para ayer',
      'lo primero de todo', 'antes que nada', 'antes de nada', '(es|esta) critico', 'el cliente (esta esperando|espera)', 'esta que arde',
      'no puede esperar', 'lo (necesito|necesitamos|quiero|queremos|necesitan) (para )?ya', 'para ya',
    ],
    high: ['importante', '(alta) {priority}', '{priority} alta', 'prioritario'],
    around: ['(esta|ta) bien', 'vale', 'sirve', 'es', 'esto es', 'esto', 'eso es', 'muy', 'super', 'tan', 'bastante', 'porfa', 'por favor', 'pls', 'algo', 'realmente', 'sumamente'],
    negators: ['no', 'nada', 'tampoco'],
    determiners: [],
    kinds: [],
    ordinals: [['(lo|la|el) primer[oa]?'], ['(lo|la|el) segund[oa]'], ['(lo|la|el) tercer[oa]?']],
  },

  mood: {
    words: ['humor', 'animo', 'estado de animo'],
    logVerbs: ['registrar', 'registra', 'anotar', 'apunta'],
    ratingPhrases: ['yo diria', 'diria', 'le doy', 'me doy', 'nota', 'le (pongo|daria|pondria)', 'me pongo', 'ponle', 'pon'],
    ratedThings: ['hoy', 'al dia( de hoy)?', 'para hoy'],
    ratingClosers: [],
    articles: ['un', 'una'],
    ratingWords: { uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5 },
    outOf: ['de', 'sobre'],
    five: ['cinco'],
    scaleFirst: [],
    points: ['puntos'],
    stars: ['estrellas?'],
    rangeTo: ['a', 'al'],
    countUnits: ['dias?', 'cosas', 'horas?', 'semanas?', 'minutos'],
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
      1: ['no puedo con mi alma', 'se me cierran los ojos', '(voy|estoy|ando) con la lengua fuera', 'deprimid(isim|issim)?[oa]', 'desesperad(isim|issim)?[oa]', 'el peor dia', 'destrozad(isim|issim)?[oa]', 'horrible', 'hundid(isim)?[oa]', 'el peor', 'fatalisim[oa]', '(estoy que )?no puedo mas'],
      2: [
        // Nothing going as planned ("nada sale como lo planeé", "todo me sale mal").
        '(nada|nada me) (sale|va|esta saliendo|salio|funciona) (como|segun) (lo )?(planeado|planee|esperaba|quer[ií]a|pensaba)', 'todo me sale mal', 'nada me sale bien',
        // Understatement ('he tenido días mejores').
        '(he tenido|tuve|he visto) dias mejores',
        // Burnout told without a feeling word: no evenings, weekends or strength left.
        'no (consigo|puedo) desconectar', 'no (recuerdo|me acuerdo de) (mi|el) ultimo (fin de semana|dia) libre', 'contestando (correos|mails|emails) a las (dos|tres|\\d+) de la (manana|madrugada)', 'no me quedan fuerzas', 'sin fuerzas para nada',
        '(me )?muero de (cansancio|sueno)', '(que )?pereza', 
        'apagad[oa]', 'sin ganas', 'desanimad[oa]', 'desmotivad[oa]', 'de bajon', 'sin energia',
        'me est(a|an|as) matando', 'agotad(isim|issim)?[oa]', 'cansad(isim|issim)?[oa]', 'reventad(isim|issim)?[oa]', 'quemad(isim|issim)?[oa]',
        'estresad(isim|issim)?[oa]', 'estres', 'agobiad(isim|issim)?[oa]', 'hart(isim|issim)?[oa]', 'triste', 'fatal',
        '(estoy|me siento|muy|bastante) mal', 'de bajon', 'bajon', 'desanimad(isim|issim)?[oa]', 'enferm(isim|issim)?[oa]',
        'dolor de cabeza', 'aburrid(isim|issim)?[oa]', 'sin energia', 'hech[oa] polvo', 'frustrad(isim|issim)?[oa]',
        'preocupad(isim|issim)?[oa]', 'nervios(isim|issim)?[oa]', 'ansios(isim|issim)?[oa]', 'molest(isim|issim)?[oa]', 'que semana',
        'que dia(?! (tan |mas )?(bueno|bonito|lindo|genial|increible|maravilloso))', 'bajonead(isim|issim)?[oa]', 'decaid[oa]',
        'me (mata|va a matar|van a matar)', '(va|van) a acabar conmigo', 'me tiene (harto|harta|frit[oa])',
        'ansiedad', 'me vuelvo loc[oa]',
        'agobio', 'me (agobia|estresa|angustia)n?', 'que agobio',
        'decepcionad[oa]', 'desilusionad[oa]', 'irritad[oa]', 'enfadad[oa]', 'enojad[oa]', 'de mal humor', 'de malas', 'triston[ae]?', 'melancolic[oa]', 'inquiet[oa]', 'tens[oa]', 'sin animo', 'no doy (mas|abasto)', '(dia|semana|jornada) (duro|dura|largo|larga|pesado|pesada|malo|mala|horrible|fatal)', 'mal dia', 'mala semana', 'agotador(a)?', 'bajoncito', 'de bajona',
        'nerviosit[oa]',
        'resfriad[oa]', 'constipad[oa]', 'con gripe', 'griposo', 'con fiebre', 'tengo (gripe|fiebre|un resfriado)', '(dormi|he dormido|dormido) (fatal|mal|poquisimo|poco|fatal)', 'no (he )?pegado ojo', 'sin dormir', 'a base de cafe', 'a puro cafe', 'a punta de cafe', 'hasta arriba( de (trabajo|curro|cosas))?', 'hasta el cuello', 'desbordad[oa]', 'saturad[oa]', 'ahogad[oa]', 'liad(isim)?[oa]', 'muert[oa] de (cansancio|sueno)', 'reventad[oa]', 'hech[oa] polvo', '(un )?dia de perros', 'de resaca', 'con resaca',
        // Worn out told by what happened: the night, the sleep, the head, everyone at once ("dormí tres horas", "el bebé lloró toda la noche", "todo el mundo me pide cosas", "no me da la vida").
        '(dormi|he dormido|habre dormido) (solo |solamente |nada mas |apenas |como |unas |tipo |si acaso )?(\\d|una|dos|tres|cuatro) horas?', 'no (he )?dormido nada', 'no dormi nada', 'no pegue (ni )?ojo', '(noche|toda la noche) en (vela|blanco)', '(llorando|lloro|ha llorado|se desperto|despierto|despierta|berreando) (\\p{L}+ ){0,2}toda la noche', 'toda la noche (llorando|despiert[oa]|sin dormir|en pie)',
        'me (duele|revienta|estalla|explota|va a (estallar|explotar|reventar)) la cabeza', 'la cabeza (me )?(va a )?(estalla|explota|revienta|estallar|explotar|reventar|a mil|como un bombo)', '(todo el mundo|todos|toda la gente) (me )?(pide|piden|quiere|quieren|necesita|necesitan|esta pidiendo|estan pidiendo) (algo|cosas)', 'todos quieren algo de mi',
        'no (puedo|consigo) (ni )?pensar( con claridad| bien| con claridad)?', 'no me da (la vida|la cabeza|el dia)', 'no llego a todo', 'no (tengo|me queda) (ni )?un (minuto|segundo|respiro)', 'sin (un )?respiro',
        '(estoy|ando|toy|me siento|quede|acabe) (muert[oa]|frit[oa]|molid[oa]|fundid[oa]|petad[oa]|jodid[oa]|podrid[oa]|zombie?|k\\.?o\\.?|al limite|colapsad[oa])', 'hech[oa] (mierda|una mierda|un trapo|trizas|pure|pelota|una pena)', 'cansao', 'reventao', 'agobiao', 'quemao', 'estresao',
        'me caigo de sueno', 'no me tengo en pie', '(me estoy volviendo|me voy a volver|volviendome) loc[oa]', 'se me (va|esta yendo) la (olla|pinza)', 'de los nervios', 'me subo por las paredes', 'hasta (las narices|el mono|el gorro|la coronilla|los huevos|el culo)', '(con el )?agua al cuello',
        '(voy|ando) (a mil|de culo|como (una )?moto|de cabeza|como loc[oa])', 'tengo mil cosas', 'bajo (mucha |tanta )?presion',
        // Nerves told by the body ("tengo un nudo en el estómago", "me tiemblan las manos").
        'nudo en (el estomago|la garganta|la panza)', '(el )?estomago (revuelto|cerrado|hecho un nudo)', 'mariposas en (el estomago|la panza)', 'me tiembla(n)? (las manos|las piernas|todo)', '(cagad|acojonad)[oa]( de miedo)?', 'muert[oa] de (miedo|nervios)', 'nervios (de punta|a flor de piel)', '(estoy|ando) (atacad[oa]|histeric[oa])',
      ],
      3: ['sobrevivi (a )?(la|esta|otra) semana', '(todo )?tranqui(lo)?', 'mas o menos', 'asi asi', 'regular', 'ni fu ni fa', 'ni bien ni mal', 'ah[ií] (vamos|andamos|voy)', 'tirando', 'regul[ae]r(cillo|ito)', 'normalito', 'no (esta|estoy|es|va|me va) (tan |nada |muy )?mal'],
      4: ['por fin (es )?(viernes|finde|fin de semana|vacaciones)', '(que )?ganas de (vacaciones|que llegue el (finde|viernes|fin de semana)|finde)', 'me encanta', '(estoy|me siento|ya estoy) (mucho |bastante |un poco )?mejor', 'con (muchas |muchisimas )?ganas', 
        '((estoy|me siento) (muy |tan |bastante |super )?|muy )bien', 'content(isim|issim)?[oa]', 'feliz', 'tranquil(isim|issim)?[oa]', 'motivad(isim|issim)?[oa]',
        'productiv(isim|issim)?[oa]', 'buen dia', 'descansad(isim|issim)?[oa]', 'dia (tan |mas )?(bueno|bonito|lindo)',
        'satisfech[oa]', 'orgullos[oa]', 'alegre', 'alegria', 'animad[oa]', 'ilusionad[oa]', 'aliviad[oa]', 'agradecid[oa]', 'optimista', 'de buen humor', 'de buenas', '(va|van|voy|vamos|estamos|salio|fue|ha ido|va todo) (muy )?bien', 'no me (puedo )?quej[oa]', 'a gusto', 'en paz', 'buen rollo',
        'me siento (liger[oa]|mejor)', 'alivio',
        'todo (esta |lo tengo )?bajo control', 'lo tengo (todo )?bajo control', '(buen|gran) dia (hasta ahora|por ahora|de momento|llevo)', 'que buen dia', 'todo (va|fluye|marcha) (bien|sobre ruedas)', 'en racha',
        // Good news of one's own ("me han ascendido", "conseguí el puesto", "me hicieron una fiesta sorpresa", "todo me está saliendo bien", "qué chimba").
        'me (han )?(ascendido|ascendieron|promovieron|promocionaron|han promovido|contrataron|han contratado|seleccionaron|han seleccionado)', '(me )?(dieron|han dado|dan|ofrecieron|han ofrecido) (el|un|la) (ascenso|puesto|trabajo|aumento|plaza|beca|contrato)', '(consegui|he conseguido) (el|un|la) (puesto|trabajo|curro|ascenso|aumento|beca|plaza|contrato)',
        '(fui|he sido) (ascendid|promovid|seleccionad|contratad)[oa]', '(aprobe|he aprobado) (el examen|la oposicion|las oposiciones|el carnet|todo|la entrevista)', 'me (subieron|han subido) el sueldo', 'me (hicieron|han hecho|organizaron|han organizado|montaron|han montado|prepararon|dieron) una (fiesta )?sorpresa',
        '(sigo|todavia estoy|aun estoy) sonriendo', 'no (paro|dejo) de sonreir', 'sonrisa de oreja a oreja', 'todo (me )?(esta|va) saliendo( bien| genial| redondo| de lujo)?', 'me esta saliendo todo', '(salio|ha salido|me salio) todo (bien|genial|redondo|perfecto)', 'viento en popa', '(que|una) chimba( de dia)?', '(que )?chever(e|isimo)', 'bacan(isimo)?', 'que (chido|guay|padre)',
        // A day that came good again ("…, pero la tarde salvó el día").
        '(salvo|arreglo|enderezo|ha salvado|ha arreglado) el dia', 'se (arreglo|ha arreglado|compuso) (todo|el dia)',
      ],
      5: [
        'eufori(c|qu)[oa]', 'en las nubes', 'feliz(isim[oa])? de la vida', 'encantadisim[oa]',
        'genial', 'increible', 'fantastic(isim|issim)?[oa]', 'estupend(isim|issim)?[oa]', 'de maravilla',
        'buenisimo', 'emocionad(isim|issim)?[oa]',
        'felicisim[oa]', 'no quepo de (alegria|felicidad|gozo)', 'super (content[oa]|feliz|bien|animad[oa])', 'lo maximo', 'encantad[oa]', 'cheverisimo', 'padrisimo', 'que alegria', '(muy|super) feliz', 'radiante', 'feliz como una perdiz',
        // Highs said as idioms ("un día de diez", "estoy que me salgo").
        '(un )?dia de (diez|10|lujo)', 'de puta madre', 'estoy que me salgo', '(feliz|content[oa]) como (unas pascuas|un nino)',
      ],
    },
    hunger: ['muero de hambre'],
    negators: ['no'],
    negatedBefore: [],
    negatedAfter: [],
    softeners: ['un poco', 'un poquito', 'algo', 'medio', 'un tanto', 'ligeramente'],
    intensifiers: ['muy', 'super', 'tan', 'demasiado', 'sumamente', 'extremadamente', 'realmente', 'totalmente', 'completamente', 're', 'recontra', 'mega', 'bien (bien|pero bien)'],
    intensifiersAfter: ['a tope', 'de verdad'],
    earlier: ['ayer', 'anoche', 'anteayer', 'antes de ayer', 'esta manana', 'la semana pasada', 'el otro dia'],
    now: ['hoy', 'ahora', 'ahorita', 'esta tarde', 'esta noche', 'ahora mismo'],
    others: ['(el|la|los|las) (cliente|clientes|jefe|jefa|equipo|usuarios|companer[oa]s?)', '(la|esa|esta) (pelicula|peli|serie)', '(el|ese|este) (libro|final|capitulo|partido)', '(la|el) (comida|almuerzo|cena|desayuno|men[uú]|cafeter[ií]a|comedor|sopa|tiempo)'],
    me: ['me', 'mi', 'mis'],
    dayParts: ['la mañana', 'por la mañana', 'esta mañana', 'la tarde', 'por la tarde', 'esta tarde', 'a mediodia', 'al mediodia', 'despues de comer', 'despues del almuerzo', 'la noche'],
    dayVerdicts: {
      low: ['horrible', 'fatal', 'un desastre', 'un infierno', 'de perros', 'una mierda', 'pesada', 'dura', 'complicada', 'malisima', 'mala', 'terrible', 'de locos', 'un caos', 'caotica'],
      good: ['genial', 'buenisima', 'buena', 'mejor', 'estupenda', 'increible', 'de lujo', 'bien', 'top', 'tranquila', 'productiva', 'de maravilla'],
    },
    turnsForBetter: ['(todo )?se arreglo', 'se arreglaron las cosas', '(la cosa )?mejoro', 'se compuso', '(me )?salvo el dia', 'levanto el dia', 'remonto', '(todo )?se enderezo', 'al final salio bien', 'salio bien al final', 'me animo', 'me subio el animo'],
    repeats: ['otra', 'otro', 'otra vez', 'de nuevo', 'una vez mas', 'otra mas', 'otro mas'],
    mishaps: ['caida', 'se cayo', 'se ha caido', 'caido', 'se rompio', 'roto', 'se colgo', 'colgado', 'sin luz', 'sin internet', 'atasco', 'cancelad[oa]', 'cancelaron', 'retrasad[oa]', 'no funciona', 'se borro', 'se perdio'],
    mockCheers: ['perfecto', 'genial', 'que maravilla', 'maravilloso', 'que bien', 'estupendo', 'fantastico', 'de lujo', 'que alegria', 'que bonito', 'fenomenal'],
  },

  crisis: [
    // No will to live said as a lack of wish or strength ("non ho più voglia di vivere", "не хочется жить").
    '(no tengo|sin|ni) (mas |ya )?ganas de vivir', 'perdi (las )?ganas de vivir',
    'suicidarme', 'quitarme la vida', '(quiero|voy a|pienso en|ganas de) matarme', 'no quiero (seguir )?vivir',
    'no quiero seguir viviendo', 'estarian mejor sin mi', 'desaparecer para siempre', 'hacerme dano', 'acabar con mi vida', 'no vale la pena vivir',
    'mejor muert[oa]', 'no (tiene|le veo) sentido (seguir|vivir)', 'no quiero despertar(me)?(?!( mañana| manana)? (temprano|tarde|a tiempo|antes|a las|pronto|tan temprano|\\d))',
    'ya no quiero estar aqui', 'desaparecer de este mundo', 'cansad[oa] de vivir',
    'cartas? de despedida', 'no quiero (\\p{L}+ ){0,2}vivir', 'quitarme de en medio',
    '(no le veo|no tiene|sin) sentido (a )?(seguir )?(viviendo|vivir)', 'razon para (seguir )?vivir', '(mejor|prefiero|quisiera) no despertar(me)?', 'no despertar(me)? (nunca|mas|jamas)', '(me corto|cortarme) (las )?(venas|munecas|brazos)', 'lastimarme',
    '(acabar|terminar) con todo(?! ((lo|el|la|los|las|del|que|esto de|este|esta|estos|estas|mis?|tus?|sus?|pendiente|antes)(?!\\p{L})|de (?!una vez)|para (?!siempre)))', 'ponerle fin a (todo|mi vida)', '(mejor|facil|quisiera|quiero|ojala) (\\p{L}+ ){0,2}no (existir|estar aqui|haber nacido)', 'dejar de existir', '(hacerme|me hago|hacer|hecho) cortes', 'autolesion\\p{L}*', 'me hago dano', '(no le veo|no tiene|no veo|sin) (ningun |el )?sentido (a |de |en )?(seguir|continuar)( (adelante|viviendo|asi))?$',
    '(no le (encuentro|veo)|no (encuentro|veo)|no tiene|sin|ningun) (ningun |el |mas )?sentido (a |de |en )?(seguir )?(vivir|viviendo|la vida)', '(mejor|mas facil) (\\p{L}+ ){0,3}si (yo )?no (estuviera|existiera|estuviese|existiese)', 'soy una carga',
    'no hubiera nacido', '(no quiero|ya no quiero) (estar|seguir) (mas |ya )?(en|aqui en) este mundo', 'no despertara', 'no volver a despertar', '(he pensado|pienso|pensaba|pense) en (matarme|quitarme la vida|suicidarme)', '(no tengo|sin|ningun) (mas )?(motivos?|razon(es)?) (para|pa) (seguir )?vivir', 'soy (un estorbo|una carga)', 'estarian mejor (\\p{L}+ ){0,2}si (yo )?(no estuviera|desapareciera|no existiera|me muriera)', 'tomarme (todas )?las pastillas',
    // Warning signs said without a wish: a painless way or a dose asked for, pills put aside, cuts or burns on purpose, a day or
    // place chosen, being a burden.
    '(sin que|que no) (me )?duela(?=\\s*([,.;:!?…؟。！？]|$))', '(forma|manera|modo|metodo)s? (\\p{L}+ ){0,3}(sin dolor|indolor[ao]|que no duela)(?=\\s*([,.;:!?…؟。！？]|$))', '(morir|matarme|irme|hacerlo) sin (dolor|sufrir|que duela)', '(guardando|juntando|acumulando|ahorrando|escondiendo|guardo|junto|acumulo|he guardado|he juntado|he acumulado) (\\p{L}+ ){0,2}(pastillas|ansioliticos|somniferos|calmantes|pildoras|medicamentos|clonazepam|rivotril)', '(me queme|quemarme|me quemo|me corte|me corto|me golpeo|me golpee|me lastime|me hice dano) (\\p{L}+ ){0,4}a proposito', 'escond\\p{L}* mis (marcas|cicatrices|cortes)', '(marcas|cicatrices|cortes) (con|bajo) (las )?(mangas|pulseras)', 'dejar (todo|las cosas) (ordenado|arreglado|listo)s? (para )?antes de (irme|partir)', '(decidi|elegi|tengo (decidido|elegido|pensado)) (el dia y el lugar|como y cuando|cuando y como)( va a ser| lo voy a hacer| lo hago)?(?=\\s*([,.;:!?…؟。！？]|$))', 'cuando (no haya nadie|nadie este|todos (se vayan|salgan)) (de|en) casa,? lo (hago|hare|voy a hacer)',
    'cuantas (pastillas|pildoras|somniferos|capsulas) (\\p{L}+ ){0,3}para (morir(me)?|no despertar(me)?|matarme)',
    // The checklist of warning signs as natives say them: not waking up, a nuisance or relief to others, simpler without me, a day chosen,
    // no pain asked for after 'I can't take it any more', hurting oneself, a lethal dose.
    '(cada|todas las) (noche|noches|dia|dias) (\\p{L}+ ){0,3}(espero|rezo|pido|deseo|ruego) (\\p{L}+ ){0,2}no (despertar|despertarme|amanecer)(?! (tarde|temprano|antes|a las))',
    '(soy|solo soy) (solo |nada mas que |nomas )?(una molestia|un estorbo|un problema|una carga) (para|pa) (todos|todo el mundo|mi familia|ellos|los demas)',
    '(estarian|estaria|vivirian|serian) (\\p{L}+ ){0,2}(tranquil[oa]s|felices|aliviad[oa]s|en paz) sin mi',
    '(ya )?(elegi|escogi|decidi|fije) (la fecha|el dia)(?=\\s*[.!…。！]*\\s*$|,? (sera|va a ser) )',
    'decid\\p{L}*[^.!?\\n]{0,40}cuando (todos|todo el mundo) se (vayan|hayan ido),? lo (hago|hare|voy a hacer)(?=\\s*([.!…。！]|$))',
    'lo (hare|hago|voy a hacer) (\\p{L}+ ){0,3}cuando (no (haya|este|hay) nadie|todos (se vayan|duerman))(?=\\s*([.!…。！]|$))',
    'me (golpeo|pego|quemo|corto|lastimo)[^.!?\\n]{0,40}lo unico que me (calma|tranquiliza|alivia)', 'me (golpeo|pego) a mi mism[oa]',
    'me (quemo|quemaba) con (el |un |la )?(mechero|encendedor|cigarro|cigarrillo)', 'dosis (letal|mortal)', '(ojala|espero|rezo para que|pido que) (\\p{L}+ ){0,2}no me (despierte|despierto)( (nunca|mas|manana))?(?=\\s*([,.;:!?…؟。！？]|$))', 'tengo (la fecha|el dia) (elegid[oa]|decidid[oa]|escogid[oa])(?=\\s*[.!…。！]*\\s*$|,? (sera|va a ser) )', '(no aguanto|no puedo mas|no soporto)[^\\n]{0,40}(no sentir (\\p{L}+ ){0,2}dolor|sin (dolor|sufrir)|no duela)(?=\\s*([,.;:!?…؟。！？]|$))', 'no quiero seguir aqui(?=\\s*([,.;:!?…؟。！？]|$))', '(solo|nomas) (estorbo|molesto) a (todo el mundo|todos|mi familia)', 'me (quiero|voy a) (matar|suicidar)',
    '(terminar|acabar) con mi vida',
    // Hopelessness said of oneself and life: tired of existing, nothing has meaning any more, no way out, a burden. Those a thing
    // could follow ('no way out of this contract') only at a clause's end.
    '(cansad[oa]|hart[oa]) de (existir|vivir)', '(ya )?nada tiene sentido( para mí| ya)?(?=\\s*([,.;:!?…؟。！？、，]|$))', '(mi vida|vivir) (ya )?no tiene (ningún )?sentido', 'no (hay|veo|le veo) (ninguna )?salida(?=\\s*([,.;:!?…؟。！？、，]|$))',
    // Warning signs said plainly in chat: an accident wished for or shrugged at, not being around much longer, peace made, the team left
    // in others' care, all of it too much or to stop, no future, a burden (nobody to miss one and a rope got stand in crisisSigns). Those a thing could follow only at a clause's end.
    'ojala (me )?(atropellara|atropelle|pillara|pille) (un|el|algun) (coche|carro|auto|camion|bus|tren)', 'no me importaria (no despertar|no volver a despertar|que me atropellara)', '(ya )?no (vas|van|vais) a tener que (aguantarme|soportarme) (mucho|por mucho)', 'pronto nada (de esto )?(va a importar|importara)(?=\\s*([,.;:!?…؟。！？、，]|$))', '(ya )?(hice|he hecho) las paces con (todo|la vida)(?=\\s*([,.;:!?…؟。！？、，]|$))', '(cuiden|cuida|cuidad) (al|del) equipo por mi(?=\\s*([,.;:!?…؟。！？、，]|$))', 'no puedo mas con (nada|todo|la vida)(?=\\s*([,.;:!?…؟。！？、，]|$))', 'quiero que (todo|esto|todo esto) (pare|se acabe|termine|acabe)( ya)?(?=\\s*([,.;:!?…؟。！？、，]|$))', 'no (le )?veo (ningun )?futuro( a mi vida)?(?=\\s*([,.;:!?…؟。！？、，]|$))', 'para que seguir (viviendo|aqui)', 'no puedo mas,? con (nada|todo|la vida)(?=\\s*([,.;:!?…؟。！？、，]|$))', '(estaria|estarian|estariais|estarias|vivirian|irian) (mucho )?mejor sin mi', 'no aguanto (mas )?nada(?=\\s*([,.;:!?…؟。！？、，]|$))', 'a nadie le (importaria|importa) si (me muero|me muriera|desaparezco|desapareciera)', '(pastillas|pildoras) guardadas(?=\\s*([,.;:!?…؟。！？、，]|$))',
  ],
  crisisWish: {
    reach: 4,
    wish: ['(yo )?(quiero|quisiera|queria|desearia|deseo|prefiero|preferiria|me gustaria)', 'ojala( pudiera| que)?', 'ganas de', '(a veces |siempre )?(pienso|creo|siento) (que|en)', '(seria|es|era) (mejor|mas facil)( para (todos|todo el mundo))?( que| si)?', 'si( yo)?', '(le )?(pido|pedia|rezo)( a dios| a diosito)?( por| que| para)?', '(seria|es|era) un alivio( para (todos|todo el mundo))?( que| si)?', '(yo )?espero( que)?'],
    harm: ['morir(me)?', 'me muriera', 'muriera', '(estar|estuviera|estuviese) muert[oa]', 'desaparecer(me)?', 'desapareciera', 'no (despertar(me)?|despertara|me despertara)(?!( mañana| manana)? (temprano|tarde|a tiempo|a la hora|antes|a las|pronto|para|\\d))', 'no (estar|estuviera|existir|existiera)( aqui| mas)?', 'dejar de (existir|vivir)', 'matarme', 'quitarme la vida', 'irme para siempre', 'dejar de (estar|existir|vivir)', 'no (amanecer|amaneciera|amanezca|volver a despertar(me)?)', 'no (me )?despiert(e|o)( mas| nunca)?(?=(\\s+(mañana|manana|nunca|mas|jamas))*\\s*([,.;:!?…]|$))'],
    wishAfter: [],
    negators: ['no', 'nunca', 'jamas', 'ni'],
    things: ['este', 'esta', 'estos', 'estas', 'ese', 'esa', 'esos', 'esas', 'el', 'la', 'los', 'las', 'lo', 'un', 'una'],
    idioms: ['de (risa|aburrimiento|verguenza|hambre|sueno|ganas|calor|frio|envidia)', 'en el intento', 'vacaciones', 'playa', 'finde', 'fin de semana', 'viaje', 'montana', '(una|dos|tres|unos|unas|\\d+) (dias?|semanas?|meses|horas?)'],
  },
  crisisRelief: {
    heights: ['azotea', 'tejado', 'cornisa', 'borde del (andén|puente|balcón|edificio|techo|tejado)', 'andén', 'vías del (tren|metro)', '(en|desde) el puente', 'mir(ando|é|aba) (hacia |para )?abajo', 'balcón'],
    noWaking: ['(no|nunca|jamás|ya no|sin) (volver a |me )?desp(i)?ert\\p{L}*(?!( mañana| manana)? (temprano|tarde|a tiempo|a la hora|antes|a las|pronto|para|\\d))', 'no (me )?(volviera|vuelva) a despertar(?!( mañana| manana)? (temprano|tarde|a tiempo|a la hora|antes|a las|pronto|para|\\d))'],
    reliefs: ['(pensé|pienso|pensaba|me dije|me digo|se me ocurrió)( que)? (todo )?(sería|seria) (todo |tan |mucho |muchísimo )*más (fácil|sencillo|simple)', '(sería|seria) todo (tan |mucho |muchísimo )?más (fácil|sencillo|simple)', 'todo (sería|seria) (tan |mucho |muchísimo )?más (fácil|sencillo|simple)', 'qué fácil sería', '(no )?(estaría|sería|seria|estaria) tan mal', '(sería|seria) un alivio', '(extraña|rara|de repente)( \\p{L}+){0,2} (calma|paz|tranquilidad)', 'mejor para todos'],
    shrugs: ['(estaria|estaría|seria|sería) (todo )?(bien|ok|genial|perfecto)', '(no|ni) (pasaria|pasaría) nada', '(a nadie|nadie) (le )?(importaria|importaría|notaria|notaría|se daria cuenta|se daría cuenta|extrañaria|extrañaría)', '(no|ni) (me )?importaria', '(no|ni) (me )?importaría', '(no|ni) (cambiaria|cambiaría) nada', 'me (daria|daría) igual', '(no|ni) (haria|haría) (ninguna )?diferencia'],
  },
  crisisFarewell: {
    farewells: ['despedirme( de (ustedes|todos|vosotros|todo el mundo))?', 'me despido( de (ustedes|todos|vosotros|todo el mundo))?', 'decir(les|os)? adi[oó]s', 'adi[oó]s (a todos|chicos|equipo|gente|a todo el mundo)'],
    signs: ['(escrib[ií]|escrito|dej[eé]|escribiendo) (\\p{L}+ ){0,2}cartas', '(dej[eé]|tengo|est[aá]|ya est[aá]) todo (arreglado|organizado|en orden|listo|resuelto|atado)(?=\\s*([,.;:!?…]|$|\\s(y)\\s))', '(regal[eé]|di|repart[ií]) (\\p{L}+ ){0,2}mis cosas', 'ya no (voy a estar|estar[eé]) (aqu[ií]|m[aá]s|por aqu[ií])', '(ya )?no (aguanto|puedo) m[aá]s(?=\\s*([,.;:!?…]|$))'],
    departures: ['[uú]ltimo d[ií]a', 'nuev[oa] (trabajo|empleo|puesto|reto|empresa|etapa)', 'traspaso', 'pas[eé] todo a', 'nos vemos', 'hasta (el lunes|mañana|pronto|la vuelta|luego|el)', 'vuelvo', 'jubil\\p{L}*', 'baja', 'licencia', 'me mudo', 'conferencia', 'por hoy'],
  },
  crisisSigns: {
    signs: [
      'nadie me (extranaria|echaria de menos)', '(regale|regalando|he regalado|repartiendo|reparti|he repartido|di) (\\p{L}+ ){0,3}(todas )?(mis cosas|lo que tenia)',
      '(ya )?(tengo|compre) (la|una) (cuerda|soga)(?=\\s*([,.;:!?…؟。！？、，]|$))',
    ],
    everyday: [
      // The everyday act a condition speaks of: leaving early, a meeting skipped, a day off, waking in time.
      '(me )?(voy|fuera|fuese|iba|salgo|saliera|saliese|salia|largo|largara) (\\p{L}+ ){0,2}(temprano|antes|pronto|tarde)',
      '(falto|faltara|faltase|me salto|me saltara|me saltase|no voy|no fuera|no fuese|no voy) (a )?(la |el |una |un |mi )?(\\p{L}+ )?(daily|reunion|llamada|clase|comida|standup|junta|gimnasio|fiesta|formacion)',
      '(me tomo|me tomara|me tomase|me cogiera|me cojo|me pido|me pidiera) (\\p{L}+ ){0,3}(libre|de vacaciones|de descanso)', 'dia libre', 'teletrabajo', 'a tiempo', 'a la hora', 'me quedo dormid[oa]', 'alarma', 'despertador',
      // The everyday reason things go or a rope is bought: charity, a move, decluttering, a sale, new ones, camping.
      'caridad', 'beneficencia', 'ong', 'donacion\\p{L}*', 'mudanza', 'mud(o|e|amos|arme|arnos)', 'orden(ar|ando|e) (la casa|el piso|el armario|el trastero)', 'minimalis\\p{L}*', 'vend(i|ido|er|iendo|o)', 'wallapop', 'mercadillo', 'nuev[oa]s', 'ya no me (quedan|sirven|caben)',
      'acampar', 'camping', 'escalada', 'escalar', 'hamaca', 'tendedero', 'tender la ropa', 'columpio', 'barco', 'velero', 'remolcar', 'gimnasio', 'saltar',
    ],
  },
  crisisNews: {
    reports: ['noticias?', 'noticiero', 'periodico', 'diario', 'prensa', 'telediario', 'informan', 'informaron'],
    deaths: ['se (quito|ha quitado) la vida', 'se (suicido|ha suicidado)'],
  },
  blockers: {
    phrases: ['bloquead[oa]s?', 'bloqueos?', 'bloqueante', 'esperando', 'a la espera de', 'atascad[oa]s?', 'trabad[oa]s?', 'estoy parad[oa]'],
    none: ['ninguno', 'ninguna', 'nada', 'sin', 'no', 'hoy', 'por ahora'],
  },
};
