// Priority words in 13 languages: urgent/asap → 1, high/important → 2, low/not urgent → 4,
// whenever/someday → 5, otherwise 3. Negated urgency is matched before urgency.
import { WB, WE, alt, findAll, foldPattern, type Span, type TextView } from './text.ts';

interface Level {
  value: number;
  re: RegExp;
}

const latinAndCyr = (list: string[]) => `${WB}${alt(list.map(foldPattern))}${WE}`;
const bare = (list: string[]) => alt(list.map(foldPattern));
const PRIO_WORD = '(?:priority|prio|prioridad|priorite|prioritat|prioridade|priorita|prioriteit|приоритет|приоритетом)';

const LEVELS: Level[] = [
  {
    value: 5,
    re: new RegExp(`${latinAndCyr([
      'whenever', 'whenever\\s+(?:i|you)\\s+(?:can|get\\s+a\\s+chance|have\\s+time)', 'someday', 'some\\s+day', 'someday\\s+maybe', 'one\\s+day', 'eventually',
      'lowest\\s+priority', 'lowest\\s+prio', 'if\\s+(?:i|you)\\s+(?:ever\\s+)?(?:get|have)\\s+(?:the\\s+)?time', 'when(?:ever)?\\s+(?:i|you)\\s+have\\s+(?:some\\s+)?(?:spare\\s+)?time', 'no\\s+deadline', 'p5',
      'algun\\s+dia', 'cuando\\s+(?:sea|puedas|pueda|tenga\\s+tiempo)', 'prioridad\\s+minima', 'minima\\s+prioridad', 'sin\\s+fecha',
      'un\\s+jour', 'un\\s+de\\s+ces\\s+jours', 'quand\\s+tu\\s+(?:peux|pourras|as\\s+le\\s+temps|auras\\s+le\\s+temps)', "quand\\s+j'aurai\\s+le\\s+temps", "quand\\s+j'ai\\s+le\\s+temps", 'a\\s+l\'occasion', 'priorite\\s+minimale', 'a\\s+l\'occase',
      'irgendwann(?:\\s+mal)?', 'wenn\\s+(?:ich\\s+)?zeit\\s+(?:ist|habe|hab)', 'niedrigste\\s+prioritat', 'bei\\s+gelegenheit',
      'algum\\s+dia', 'um\\s+dia', 'quando\\s+(?:der|puder|tiver\\s+tempo|voce\\s+puder)', 'prioridade\\s+minima', 'sem\\s+prazo',
      'prima\\s+o\\s+poi', 'un\\s+giorno', 'quando\\s+(?:capita|posso|ho\\s+tempo|hai\\s+tempo)', 'priorita\\s+minima', 'con\\s+comodo',
      'ooit(?:\\s+eens)?', 'ooit\\s+een\\s+keer', 'wanneer\\s+(?:het\\s+uitkomt|je\\s+tijd\\s+hebt|ik\\s+tijd\\s+heb)', 'laagste\\s+prioriteit', 'als\\s+ik\\s+tijd\\s+heb',
      'kabhi\\s+bhi', 'jab\\s+(?:time|waqt|fursat)\\s+(?:mile|ho)', 'kabhi\\s+fursat\\s+mein',
      'когда-нибудь', 'когда\\s+нибудь', 'как-нибудь', 'когда\\s+будет\\s+время', 'при\\s+случае', 'самый\\s+низкий\\s+приоритет',
    ])}|${bare(['في\\s+يوم\\s+ما', 'لما\\s+يكون\\s+في\\s+وقت', 'وقت\\s+الفراغ', 'لما\\s+افضى', 'يوما\\s+ما', 'اولويه\\s+منخفضه\\s+جدا',
      'いつか', 'そのうち', '暇なとき', '暇な時', '手が空いたら', '余裕があれば', '優先度最低',
      '언젠가', '시간\\s?날\\s?때', '여유\\s?있을\\s?때', '시간\\s?될\\s?때',
      '有空的时候', '有空再', '有空时', '有时间再', '以后有空', '改天', '哪天', '不急的时候', '最低优先级'])}`, 'gu'),
  },
  {
    value: 4,
    re: new RegExp(`${latinAndCyr([
      `low(?:-|\\s+)${PRIO_WORD}`, 'not\\s+(?:that\\s+|very\\s+|super\\s+)?urgent', 'non[-\\s]?urgent', 'no\\s+rush', 'no\\s+hurry', 'not\\s+a\\s+priority', 'low\\s+prio', 'lowprio', 'p4', 'not\\s+important', 'when\\s+you\\s+get\\s+a\\s+chance', 'no\\s+biggie',
      `(?:baja|poca)\\s+${PRIO_WORD}`, `${PRIO_WORD}\\s+baja`, 'no\\s+es\\s+urgente', 'no\\s+urge', 'sin\\s+prisa', 'no\\s+corre\\s+prisa', 'sin\\s+apuro', 'nada\\s+urgente',
      `(?:basse|faible)\\s+${PRIO_WORD}`, `${PRIO_WORD}\\s+(?:basse|faible)`, 'pas\\s+(?:tres\\s+)?urgent(?:e)?', 'pas\\s+presse', 'rien\\s+ne\\s+presse', 'sans\\s+urgence', 'pas\\s+prioritaire',
      `niedrige(?:r)?\\s+${PRIO_WORD}`, `${PRIO_WORD}\\s+niedrig`, 'nicht\\s+(?:so\\s+)?dringend', 'keine\\s+eile', 'hat\\s+zeit', 'eilt\\s+nicht', 'nicht\\s+eilig',
      `baixa\\s+${PRIO_WORD}`, `${PRIO_WORD}\\s+baixa`, 'nao\\s+e\\s+urgente', 'sem\\s+pressa', 'nada\\s+urgente', 'nao\\s+tem\\s+pressa',
      `bassa\\s+${PRIO_WORD}`, `${PRIO_WORD}\\s+bassa`, 'non\\s+(?:e\\s+)?urgente', 'con\\s+calma', 'senza\\s+fretta', 'nessuna\\s+fretta', 'non\\s+c\'e\\s+fretta',
      `lage\\s+${PRIO_WORD}`, `${PRIO_WORD}\\s+laag`, 'niet\\s+(?:zo\\s+)?dringend', 'geen\\s+haast', 'niet\\s+urgent', 'heeft\\s+geen\\s+haast',
      `(?:kam|kum)\\s+${PRIO_WORD}`, `${PRIO_WORD}\\s+(?:kam|kum)`, 'koi\\s+jaldi\\s+nahi', 'jaldi\\s+nahi(?:\\s+hai)?', 'urgent\\s+nahi(?:\\s+hai)?', 'aaram\\s+se', 'araam\\s+se',
      `низк(?:ий|им|ого)\\s+${PRIO_WORD}`, 'не\\s+срочно', 'несрочно', 'не\\s+горит', 'не\\s+спеша', 'без\\s+спешки', 'не\\s+к\\s+спеху',
    ])}|${bare(['اولويه\\s+منخفضه', 'غير\\s+عاجل', 'مش\\s+مستعجل', 'ليس\\s+عاجلا', 'مو\\s+مستعجل', 'مش\\s+ضروري\\s+دلوقتي', 'على\\s+مهلك', 'بدون\\s+استعجال',
      '優先度低', '優先度は低', '低優先', '急ぎではない', '急ぎじゃない', '急がない', '急がなくて', 'ゆっくりで',
      '우선순위\\s?낮', '낮은\\s?우선순위', '급하지\\s?않', '안\\s?급', '천천히', '여유\\s?있게',
      '低优先级', '优先级低', '低优先', '不急', '不着急', '不用急', '慢慢来'])}`, 'gu'),
  },
  {
    value: 1,
    re: new RegExp(`${latinAndCyr([
      'urgent', 'urgently', 'super\\s+urgent', 'very\\s+urgent', 'asap', 'a\\.s\\.a\\.p\\.?', 'immediately', 'right\\s+away', 'right\\s+now', 'top\\s+priority', 'highest\\s+priority', 'top\\s+prio', 'critical', 'emergency', 'p1', 'p0', 'urgente?', 'urgentissim[oa]', 'urgentisim[oa]',
      'lo\\s+antes\\s+posible', 'cuanto\\s+antes', 'inmediatamente', 'de\\s+inmediato', 'maxima\\s+prioridad', 'prioridad\\s+maxima', 'ya\\s+mismo', 'enseguida',
      'au\\s+plus\\s+vite', 'des\\s+que\\s+possible', 'immediatement', 'priorite\\s+absolue', 'en\\s+urgence', 'tout\\s+de\\s+suite', 'priorite\\s+maximale', 'super\\s+urgent',
      'dringend', 'sofort', 'umgehend', 'hochste\\s+prioritat', 'eilig', 'schnellstmoglich', 'so\\s+schnell\\s+wie\\s+moglich', 'eilt',
      'o\\s+quanto\\s+antes', 'imediatamente', 'prioridade\\s+maxima', 'o\\s+mais\\s+rapido\\s+possivel', 'agora\\s+mesmo', 'com\\s+urgencia',
      'subito', 'immediatamente', 'al\\s+piu\\s+presto', 'prima\\s+possibile', 'massima\\s+priorita', 'priorita\\s+massima', 'il\\s+prima\\s+possibile',
      'zsm', 'z\\.s\\.m\\.?', 'zo\\s+snel\\s+mogelijk', 'meteen', 'onmiddellijk', 'hoogste\\s+prioriteit', 'spoed', 'met\\s+spoed', 'spoedeisend',
      'jaldi\\s+se\\s+jaldi', 'jaldi\\s+(?:karo|kar\\s+do|kardo|bhejo|chahiye)', 'turant', 'fauran', 'abhi\\s+ke\\s+abhi', 'abhi\\s+turant', 'bahut\\s+urgent', 'ekdum\\s+urgent',
      'срочно', 'срочная', 'срочный', 'срочное', 'немедленно', 'как\\s+можно\\s+скорее', 'высший\\s+приоритет', 'сейчас\\s+же', 'горит', 'в\\s+первую\\s+очередь',
    ])}|${bare(['عاجل', 'عاجله', 'مستعجل', 'فورا', 'حالا', 'باسرع\\s+وقت', 'في\\s+اقرب\\s+وقت', 'اولويه\\s+قصوى', 'ضروري\\s+جدا', 'طارئ',
      '大至急', '至急', '急ぎ', '緊急', 'すぐに', '今すぐ', '最優先', '早急に',
      '긴급', '급함', '급해', '시급', '최대한\\s?빨리', '당장', '최우선', '빨리빨리',
      '紧急', '加急', '马上', '立刻', '立即', '尽快', '十万火急', '最优先', '特急', '火速'])}`, 'gu'),
  },
  {
    value: 2,
    re: new RegExp(`${latinAndCyr([
      `high(?:-|\\s+)${PRIO_WORD}`, 'important', 'very\\s+important', 'high\\s+prio', 'priority', 'prio', 'p2', 'a\\s+priority',
      'importante', `(?:alta)\\s+${PRIO_WORD}`, `${PRIO_WORD}\\s+alta`, 'prioritario',
      `(?:haute|forte)\\s+${PRIO_WORD}`, `${PRIO_WORD}\\s+(?:haute|elevee)`, 'prioritaire',
      'wichtig', 'sehr\\s+wichtig', `hohe(?:r)?\\s+${PRIO_WORD}`, `${PRIO_WORD}\\s+hoch`,
      'importante', `alta\\s+${PRIO_WORD}`,
      `hoge\\s+${PRIO_WORD}`, 'belangrijk', `${PRIO_WORD}\\s+hoog`,
      `(?:zyada|jyada|zyaada)\\s+${PRIO_WORD}`, 'zaroori', 'zaruri', 'zaroori\\s+hai', 'important\\s+hai',
      'важно', 'важная', 'важный', 'важное', `высок(?:ий|им)\\s+${PRIO_WORD}`,
    ])}|${bare(['مهم', 'مهمه', 'هام', 'اولويه\\s+عاليه', 'ضروري',
      '重要', '優先度高', '優先度は高', '高優先', '優先',
      '중요', '우선순위\\s?높', '높은\\s?우선순위', '우선적으로',
      '重要', '高优先级', '优先级高', '优先处理', '优先'])}`, 'gu'),
  },
];

export interface PriorityHit extends Span {
  value: number;
}

/** Priority phrases in a text (non-overlapping; earlier levels in LEVELS win ties). */
export function findPriorities(v: TextView): PriorityHit[] {
  const hits: PriorityHit[] = [];
  for (const level of LEVELS) {
    for (const { start, end } of findAll(level.re, v.fold)) {
      if (hits.some((h) => start < h.end && h.start < end)) continue;
      hits.push({ start, end, value: level.value });
    }
  }
  return hits.sort((a, b) => a.start - b.start);
}

export function priorityOf(hits: readonly PriorityHit[]): number {
  if (!hits.length) return 3;
  // The most specific statement wins: urgency over importance, explicit low over default.
  return hits.reduce((best, h) => (rank(h.value) > rank(best) ? h.value : best), hits[0]!.value);
}

function rank(value: number): number {
  return { 1: 5, 5: 4, 4: 3, 2: 2, 3: 0 }[value] ?? 0;
}
