// Language detection: script first, then lexicons of common short-message words for the
// Latin-script languages (with a few orthographic hints), tinyld only as a tie-breaker.
import { detect as tinyDetect } from 'tinyld';
import type { LanguageCode } from '../types.ts';
import { cleanText, foldText } from './text.ts';

type LatinLang = 'english' | 'hinglish' | 'spanish' | 'french' | 'german' | 'portuguese' | 'italian' | 'dutch';
const LATIN: readonly LatinLang[] = ['english', 'hinglish', 'spanish', 'french', 'german', 'portuguese', 'italian', 'dutch'];

// Word lists (folded: lower case, no accents). "strong" words weigh 2, "common" 1, "weak" 0.4.
// Words shared by several languages are listed in each of them and so cancel out.
const LEXICON: Record<LatinLang, { strong: string; common: string; weak?: string }> = {
  english: {
    strong: `the i'm im i've ive i'll ill don't dont doesn't can't cant won't wont what's whats it's that's let's lets
      you your yours we're they're there their this these those which would could should shall
      been being have has had does did doing done anything something nothing everything everyone someone
      tomorrow tonight today yesterday morning evening afternoon week month weekend
      monday tuesday wednesday thursday friday saturday sunday
      need needs remind gotta wanna gonna please pls plz thanks thank thx cheers hello hey hiya howdy
      how why when where who what with from about after before until till by of and or but not
      my mine me our ours us they them he she him her his
      feeling feel tired exhausted stressed good great awesome bad sad happy
      finished mark list show many much mood help commands works work
      just really very also still again already maybe some any every all only
      know think want get got make take send call email write review update fix check finish
      is are was were am be will can do to a an it in on at for up out so if then than now yes yeah yep nope no`,
    common: `lol af ok okay sure fine thing things stuff guys team folks due deadline tasks task pending`,
    weak: `hi`,
  },
  hinglish: {
    strong: `hai hain hoon hun tha thi hoga hogi mera meri mere mujhe mujhko humko humein tumhe aapko apna apni
      kya kyun kyu kaise kaisa kaisi kab kahan kitne kitna kitni kaun nahi nahin haan accha acha achha theek thik
      bhi aur lekin magar wala wali wale kaam karna karni karne karo kardo karke kiya kiye raha rahi rahe
      gaya gayi gaye diya diye liya dena lena bhejna bhejo bhejni banana banane banao likhna likho dekhna dekho
      aaj kal parso abhi jaldi baad pehle subah shaam raat hafte hafta mahina mahine bahut bohot bohut thoda
      sab kuch koi naya nayi bas yaar yar arre bhai ji bolo batao bata chahiye chahta chahti samjho lagta
      rahun dard bilkul zaroori zaruri kaafi shukriya dhanyavaad dhanyawad namaste namaskar suno chalo
      aaya aayi bolne karunga karungi karenge milega hua hui huye mein mai tumhara tumhari aapka aapki dikhao dikha dikhana batana bataiye kijiye karein
      waala yahan wahan kuchh kab tak daal daalo dalo dalna lana lao laana jana jaana jao bharna bharo rakhna rakho milna karwana dilana dilao shaam doodh sabzi kharidna`,
    common: `ka ki ke ko se pe ho`,
    weak: `to hi me main par na ya`,
  },
  spanish: {
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
    common: `no si de la en un a o me mes`,
  },
  portuguese: {
    strong: `os um uma do da dos das nos nas em com pra pro nao estou estao ta to tenho temos fazer hoje amanha ontem
      segunda terca quarta quinta sexta feira eu meu minha meus minhas voce vc sim mas muito mais quando onde qual quantas quem
      preciso ola oi obrigado obrigada bom boa noite ajuda ajudar tarefas tarefa pendente humor pronto feito terminei acabei
      finalizei lembra lembrar lembre ate ja tambem tudo nada isso isto esse essa aqui bem cansado cansada beleza ai
      enviar mandar ligar revisar sabe pode quero vou vamos coisas agora depois sem sobre ainda cada outro outra ao aos
      algum alguma atrasado atrasada atrasados atrasadas algo ne puxada entregar tenho gravar funciona isso semana tem esta estava fiz consegui meu pessoal galera tchau valeu
      tarde dia semana mes proxima proximo rapido saudade vai voces pressa fotos pasta
      fatura relatorio reuniao cliente clientes orcamento proposta contrato apresentacao ligacao equipe chefe escritorio projeto entrega roteiro preparar terminar escrever corrigir publicar planejar organizar atualizar`,
    common: `o a as e de no na que por para como se me mes sabado domingo`,
  },
  french: {
    strong: `le les une des du et ou qui quoi est suis sont ai avons faire fait aujourd hui demain hier semaine mois jour
      lundi mardi mercredi jeudi vendredi samedi dimanche je j mon ma mes ton ta tes vous votre vos nous notre
      elle on ne n pas oui non mais tres plus comment quand ou quel quelle quels combien bonjour salut coucou merci
      aide aider taches tache humeur fini finie termine terminee rappelle avant jusqu d ici deja aussi tout tous rien
      quelque cet cette ces c ca bien mal fatigue fatiguee envoyer appeler verifier peux peut veux vais allons
      choses trucs maintenant apres sans sur dans pour avec chez encore seulement chaque autre au aux l qu reste
      bout rouleau penser cocher cale bon bonsoir retard suis j'ai veux dois faut il
      facture rapport reunion client clients courriel devis proposition contrat diapos presentation appel equipe chef bureau projet livraison communique reviser preparer finir terminer relire corriger mettre publier ecrire rediger planifier organiser`,
    common: `la de en un a y me tu ce`,
  },
  german: {
    strong: `der die das den dem des ein eine einen einem einer und oder aber ist sind bin bist hat habe hast haben
      wird werden kann kannst muss musst mussen soll sollte ich mich mir mein meine meinen du dich dir dein wir uns
      unser er sie es nicht kein keine ja nein doch noch schon auch nur sehr wie was wann wo warum welche wieviele
      heute morgen ubermorgen gestern woche monat tag montag dienstag mittwoch donnerstag freitag samstag sonntag
      hallo servus moin danke bitte hilfe aufgaben aufgabe stimmung fertig erledigt erinnere bis vor fur mit von zu
      zum zur im am auf aus bei nach uber um alles alle etwas nichts dieser diese dieses gut schlecht mude gestresst
      schicken senden anrufen prufen machen geht gibt hier jetzt dann mal ne neu neue wetter abhaken raus echt
      trotzdem lassen ende monats prioritat niedrige hohe heut gehen tschuss guten abend nacht zusammen
      gefixt geshippt gemergt deployt
      rechnung bericht besprechung kunde kunden angebot vertrag folien prasentation anruf buro projekt lieferung termin unterlagen vorbereiten fertigstellen schreiben korrigieren veroffentlichen planen organisieren aktualisieren`,
    common: `so an in`,
  },
  italian: {
    strong: `il lo gli un uno una di del della dei delle al alla ai agli ed che sono sei ho hai abbiamo fare fatto
      oggi domani dopodomani ieri settimana mese giorno lunedi martedi mercoledi giovedi venerdi sabato domenica
      io mio mia miei mie ti tuo tua noi ci non ma molto piu come quando dove quale quanti quante chi ciao ehi
      grazie buongiorno buonasera aiuto aiutami attivita compiti umore finito finita ricordami entro prima fino gia
      anche tutto tutti niente qualcosa questo questa quello quella bene male stanco stanca stanchissima stanchissimo
      inviare mandare chiamare controllare puoi voglio devo dobbiamo cose adesso ora poi dopo senza su per con tra fra
      ancora solo ogni altro altra pure segna porta stampa priorita bassa alta chiudere rinnovare rifare rispondere
      sistemare stampante stampare ritardo scadenza scadenze aggiornare commenti sito funzioni funziona torta salve sto stai serve qualcuno nessuno sempre mai pranzo cena chiavi chiave perche oppure allora ecco vero bello bella tanto troppo subito visto
      fattura rapporto riunione cliente clienti preventivo proposta contratto presentazione chiamata squadra capo ufficio progetto consegna comunicato preparare finire scrivere correggere pubblicare pianificare organizzare rivedere`,
    common: `la le e o i mi si a in`,
  },
  dutch: {
    strong: `het een maar zijn ben bent heb hebt heeft hebben wordt worden kan kun kunt moet moeten zal ik mij mijn
      je jij jou jouw wij ons onze hij zij ze niet geen nee nog al ook alleen heel erg hoe wat wanneer waar waarom
      welke hoeveel vandaag morgen overmorgen gisteren maand dag maandag dinsdag woensdag donderdag vrijdag zaterdag
      zondag hoi hallo goedemorgen goeiemorgen goedemiddag goeiemiddag goedenavond dank bedankt dankjewel alsjeblieft
      hulp taken taak stemming klaar af gedaan herinner tot voor voordat met van naar op bij uit door alles alle
      iets niets deze dit dat die goed slecht moe gestrest sturen versturen bellen checken maken doen hier nu dan even
      weet iemand ligt werkt doet zsm zo laten tekenen opnemen uitsturen dagen doei groetjes mag wil
      gefixt gefixed opgelost gemerged gedeployed
      factuur rapport vergadering klant klanten offerte voorstel presentatie gesprek baas kantoor levering afspraak voorbereiden afmaken schrijven corrigeren publiceren plannen organiseren bijwerken nakijken`,
    common: `de in is was over week help me we en`,
  },
};

const WEIGHTS = new Map<string, Array<[LatinLang, number]>>();
for (const lang of LATIN) {
  const entry = LEXICON[lang];
  const add = (list: string | undefined, weight: number) => {
    for (const w of (list ?? '').split(/\s+/)) {
      if (!w) continue;
      const arr = WEIGHTS.get(w) ?? [];
      const existing = arr.find(([l]) => l === lang);
      if (existing) existing[1] = Math.max(existing[1], weight);
      else arr.push([lang, weight]);
      WEIGHTS.set(w, arr);
    }
  };
  add(entry.weak, 0.4);
  add(entry.common, 1);
  add(entry.strong, 2);
}

// Phrases that decide a language outright (greetings and fixed expressions).
const PHRASES: Array<[RegExp, LatinLang, number]> = [
  [/\bho gay[ai]\b|\b(?:kar|bana|bhej|likh|de) (?:diya|liya|di|li|do|dena|lo|diye)\b|\bkya haal\b|\bkaise ho\b/, 'hinglish', 4],
  [/\bqu[eé] tal\b|\bqu[eé] onda\b|\bbuenos d[ií]as\b/, 'spanish', 4],
  [/\be a[ií]\b|\bbom dia\b|\btudo bem\b|\bboa tarde\b/, 'portuguese', 4],
  [/\bc'est\b|\bj'ai\b|\bd'ici\b|\bqu'|\bt'(?:es|as)\b/, 'french', 3],
  [/\b(?:mark|done|complete|fix|update|check|add|finish|submit|cancel|delete) (?:kar|kr)(?:o|do| do| dena| diya| dijiye)?\b/, 'hinglish', 4],
  [/\bwhat's up\b|\bwhats up\b/, 'english', 4],
];

// Orthographic hints on the un-folded lower-case text.
const HINTS: Array<[RegExp, Partial<Record<LatinLang, number>>]> = [
  [/[ñ¿¡]/g, { spanish: 2.5 }],
  [/[ãõ]/g, { portuguese: 2.5 }],
  [/ç/g, { portuguese: 0.8, french: 0.8 }],
  [/ß/g, { german: 2.5 }],
  [/[äöü]/g, { german: 1.5 }],
  [/[ìò]/g, { italian: 1.2 }],
  [/[èàù]/g, { italian: 0.6, french: 0.6 }],
  [/[êâîôûœ]/g, { french: 0.8, portuguese: 0.3 }],
  [/[ë]/g, { dutch: 0.8, french: 0.3 }],
  [/\p{L}*ij\p{L}*/gu, { dutch: 0.7 }],
  // Letter clusters typical of one language (weak, capped).
  [/sch|tz|ung\b|ungen\b|keit\b|heit\b|ieren\b|\bver\p{L}{3,}en\b|\ber\p{L}{3,}en\b|\bein\p{L}+/gu, { german: 0.5 }],
  [/aa|oe[^\s]|ui|uu|\bge\p{L}{3,}d\b/gu, { dutch: 0.4 }],
  [/\b\p{L}{4,}en\b/gu, { german: 0.4, dutch: 0.4 }],
  [/th|\p{L}{3,}ing\b|tion\b|\bwh/gu, { english: 0.3 }],
  [/ção|ções|\p{L}+inho\b|\p{L}+inha\b/gu, { portuguese: 1 }],
  [/\p{L}+zione\b|\p{L}+zioni\b|\p{L}+gli\p{L}*|\p{L}+cchi?\p{L}*/gu, { italian: 0.6 }],
  [/\p{L}+ción\b|\p{L}+ciones\b/gu, { spanish: 1 }],
  [/\p{L}+eau\b|\p{L}+eux\b|\p{L}+aient\b/gu, { french: 0.6 }],
];

function count(re: RegExp, text: string): number {
  re.lastIndex = 0;
  let n = 0;
  while (re.exec(text) !== null) n++;
  return n;
}

type Script = 'kana' | 'hangul' | 'han' | 'arabic' | 'cyrillic' | 'devanagari' | 'latin';

// Code-unit ranges per script (none lies in the surrogate range, so counting code units
// counts characters). One pass instead of one regex scan per script.
const SCRIPT_RANGES: ReadonlyArray<readonly [number, number, Script]> = [
  [0x41, 0x5a, 'latin'], [0x61, 0x7a, 'latin'], [0xc0, 0x24f, 'latin'],
  [0x400, 0x4ff, 'cyrillic'],
  [0x600, 0x6ff, 'arabic'], [0x750, 0x77f, 'arabic'],
  [0x900, 0x97f, 'devanagari'],
  [0x1100, 0x11ff, 'hangul'],
  [0x3040, 0x30ff, 'kana'], [0x3130, 0x318f, 'hangul'], [0x31f0, 0x31ff, 'kana'],
  [0x3400, 0x9fff, 'han'], [0xac00, 0xd7af, 'hangul'],
  [0xf900, 0xfaff, 'han'], [0xfb50, 0xfdff, 'arabic'], [0xfe70, 0xfeff, 'arabic'],
];

function scriptCounts(text: string): Record<Script, number> {
  const n: Record<Script, number> = { kana: 0, hangul: 0, han: 0, arabic: 0, cyrillic: 0, devanagari: 0, latin: 0 };
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x41) continue;
    for (const [lo, hi, script] of SCRIPT_RANGES) {
      if (c < lo) break;
      if (c <= hi) { n[script]++; break; }
    }
  }
  return n;
}

/** The script-decided language, or null for Latin-script (or letter-less) text. */
export function scriptLanguage(text: string): LanguageCode | null {
  const { kana, hangul, han, arabic, cyrillic: cyr, devanagari: deva, latin } = scriptCounts(text);
  // CJK characters carry about as much as a short Latin word each.
  const cjk = kana + hangul + han;
  const nonLatin = cjk * 3 + arabic + cyr + deva;
  if (nonLatin === 0 || nonLatin * 3 < latin) return null;
  const scores: Array<[LanguageCode, number]> = [
    ['japanese', kana > 0 ? (kana + han) * 3 : 0],
    ['korean', hangul * 3],
    ['chinese', kana === 0 ? han * 3 : 0],
    ['arabic', arabic],
    ['russian', cyr],
    ['hinglish', deva],
  ];
  scores.sort((a, b) => b[1] - a[1]);
  return scores[0]![1] > 0 ? scores[0]![0] : null;
}

export interface LatinScores {
  best: LatinLang;
  scores: Record<LatinLang, number>;
}

export function latinScores(text: string): LatinScores {
  const lower = cleanText(text).toLowerCase().replace(/\bto-?dos?\b|\bto do\b/g, ' ');
  const fold = foldText(lower);
  const scores = Object.fromEntries(LATIN.map((l) => [l, 0])) as Record<LatinLang, number>;
  for (const token of fold.split(/[^\p{L}']+/u)) {
    if (!token) continue;
    const parts = token.includes("'") ? [token, ...token.split("'")] : [token];
    const seen = new Set<string>();
    for (const p of parts) {
      if (!p || seen.has(p)) continue;
      seen.add(p);
      const hits = WEIGHTS.get(p);
      if (hits) for (const [lang, w] of hits) scores[lang] += w;
    }
  }
  for (const [re, lang, w] of PHRASES) if (re.test(fold)) scores[lang] += w;
  for (const [re, add] of HINTS) {
    const n = Math.min(count(re, lower), 3);
    if (!n) continue;
    for (const [lang, w] of Object.entries(add) as Array<[LatinLang, number]>) scores[lang] += w * n;
  }
  let best: LatinLang = 'english';
  for (const l of LATIN) if (scores[l] > scores[best]) best = l;
  return { best, scores };
}

const TINY: Record<string, LatinLang> = {
  en: 'english', es: 'spanish', fr: 'french', de: 'german', pt: 'portuguese', it: 'italian', nl: 'dutch', hi: 'hinglish',
};

export function detectLanguage(text: string): LanguageCode {
  const script = scriptLanguage(text);
  if (script) return script;
  const { best, scores } = latinScores(text);
  const top = scores[best];
  if (top <= 0) return 'english';
  // Near-ties on longer text: let tinyld pick among the tied candidates.
  const tied = LATIN.filter((l) => scores[l] >= top - 0.5);
  if (tied.length > 1 && text.length >= 24) {
    const guess = TINY[tinyDetect(text) ?? ''];
    if (guess && tied.includes(guess)) return guess;
  }
  if (tied.length > 1 && tied.includes('english') && scores.english === top) return 'english';
  return best;
}
