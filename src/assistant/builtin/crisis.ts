// Crisis language (self-harm, suicide, wanting to disappear or not to live) in 13 languages.
// Idioms such as "this deadline is killing me", "I'm dead lol", "累死了" or "죽겠다" are not crisis.
import { WB, WE, alt, foldPattern, test, type TextView } from './text.ts';

const fp = (list: string[]) => alt(list.map(foldPattern));

const CRISIS = new RegExp(`${WB}${fp([
  // English
  'kill(?:ing)?\\s+my\\s*self', 'end(?:ing)?\\s+my\\s+(?:own\\s+)?life', 'end\\s+it\\s+all', 'take\\s+my\\s+(?:own\\s+)?life', 'suicid\\p{L}*', 'self[-\\s]?harm\\p{L}*',
  '(?:want|wanna|wish|going)\\s+(?:to\\s+)?die', 'wish\\s+i\\s+(?:was|were)\\s+dead', 'wish\\s+i\\s+(?:was|were)\\s+(?:never\\s+born|gone)', 'better\\s+off\\s+(?:dead|without\\s+me)',
  "(?:don'?t|do\\s+not|no\\s+longer)\\s+want\\s+to\\s+(?:live|be\\s+alive|be\\s+here|exist|wake\\s+up|go\\s+on)", 'no\\s+reason\\s+to\\s+(?:live|go\\s+on)', '(?:hurt|harm|cut)(?:ing)?\\s+my\\s*self',
  '(?:want|wanna)\\s+to\\s+disappear(?:\\s+forever)?', "can'?t\\s+go\\s+on(?:\\s+(?:anymore|like\\s+this))?", 'not\\s+worth\\s+living', 'no\\s+point\\s+(?:in\\s+)?(?:living|being\\s+alive|going\\s+on)',
  'never\\s+wake\\s+up', '(?:want|wanna|need)\\s+(?:it\\s+all|everything|all\\s+of\\s+it)\\s+to\\s+(?:stop|end)', "(?:can'?t|cannot)\\s+see\\s+(?:a|any)\\s+way\\s+out", 'tired\\s+of\\s+(?:living|being\\s+alive|life)', "what'?s\\s+the\\s+point\\s+of\\s+(?:living|being\\s+alive|going\\s+on)", 'not\\s+be\\s+(?:here|around|alive)\\s+anymore', 'done\\s+with\\s+(?:life|living|being\\s+alive)', 'disappear\\s+forever', 'everyone\\s+would\\s+be\\s+better\\s+off', 'life\\s+(?:is|isn\'?t)\\s+(?:not\\s+)?worth\\s+(?:it|living)', 'overdose',
  // Spanish
  'suicidarme', 'quitarme\\s+la\\s+vida', '(?:quiero|voy\\s+a|pienso\\s+en|ganas\\s+de)\\s+matarme', 'no\\s+quiero\\s+(?:seguir\\s+)?vivir', 'no\\s+quiero\\s+seguir\\s+viviendo', 'quiero\\s+morir(?:me)?', 'estarian\\s+mejor\\s+sin\\s+mi',
  'desaparecer\\s+para\\s+siempre', 'quiero\\s+desaparecer', 'ganas\\s+de\\s+desaparecer', 'je\\s+veux\\s+disparaitre', 'quero\\s+(?:sumir|desaparecer)', 'hacerme\\s+dano', 'quiero\\s+acabar\\s+con\\s+todo', 'acabar\\s+con\\s+mi\\s+vida', 'no\\s+vale\\s+la\\s+pena\\s+vivir', 'ganas\\s+de\\s+morir', 'mejor\\s+muert[oa]', 'no\\s+(?:tiene|le\\s+veo)\\s+sentido\\s+(?:seguir|vivir)', 'no\\s+quiero\\s+despertar(?:me)?', 'ya\\s+no\\s+quiero\\s+estar\\s+aqui', 'desaparecer\\s+de\\s+este\\s+mundo', 'cansad[oa]\\s+de\\s+vivir',
  // French
  'me\\s+suicider', 'mettre\\s+fin\\s+a\\s+mes\\s+jours', 'mettre\\s+fin\\s+a\\s+ma\\s+vie', '(?:veux|envie\\s+d\'|envie\\s+de)\\s*en\\s+finir', 'en\\s+finir\\s+avec\\s+la\\s+vie', '(?:veux|vais|envie\\s+de)\\s+me\\s+tuer', 'je\\s+veux\\s+mourir', 'envie\\s+de\\s+mourir', 'mieux\\s+sans\\s+moi',
  'disparaitre\\s+pour\\s+toujours', 'me\\s+faire\\s+du\\s+mal', "plus\\s+envie\\s+de\\s+vivre", 'veux\\s+plus\\s+vivre', 'envie\\s+de\\s+disparaitre', "(?:n'?\\s*)?en\\s+peux\\s+plus\\s+de\\s+vivre", 'ne\\s+plus\\s+(?:me\\s+)?reveiller', 'aucune\\s+raison\\s+de\\s+vivre', 'plus\\s+la\\s+force\\s+de\\s+vivre', 'fatigue(?:e)?\\s+de\\s+vivre', 'disparaitre\\s+de\\s+ce\\s+monde',
  // German
  'mich\\s+umbringen', 'umbringen\\s+will', 'selbstmord\\p{L}*', 'suizid\\p{L}*', 'nicht\\s+mehr\\s+leben', 'will\\s+sterben', 'sterben\\s+will', 'besser\\s+ohne\\s+mich',
  'mir\\s+(?:etwas|was)\\s+antun', 'mich\\s+(?:selbst\\s+)?verletzen', 'will\\s+verschwinden', 'nicht\\s+mehr\\s+aufwachen', 'keinen\\s+sinn\\s+mehr\\s+zu\\s+leben', 'leben\\s+beenden', 'nicht\\s+mehr\\s+da\\s+sein', 'allem\\s+ein\\s+ende\\s+(?:setzen|machen)', 'schluss\\s+machen\\s+mit\\s+(?:allem|dem\\s+leben)', 'lebensmude', 'nicht\\s+mehr\\s+weiterleben', 'keinen\\s+sinn\\s+(?:mehr\\s+)?(?:im\\s+leben|zu\\s+leben|weiterzuleben)',
  // Portuguese
  '(?:quero|vou|vontade\\s+de|pensando\\s+em)\\s+me\\s+matar', 'suicidar', 'nao\\s+quero\\s+mais\\s+viver', 'quero\\s+morrer', 'melhor\\s+sem\\s+mim', 'quero\\s+acabar\\s+com\\s+tudo', 'me\\s+machucar', 'sumir\\s+para\\s+sempre', 'tirar\\s+minha\\s+(?:propria\\s+)?vida',
  'vontade\\s+de\\s+morrer', 'vontade\\s+de\\s+sumir', 'nao\\s+aguento\\s+mais\\s+viver', 'dormir\\s+e\\s+nao\\s+acordar', 'nao\\s+acordar\\s+mais', 'nao\\s+vejo\\s+(?:mais\\s+)?sentido\\s+(?:em\\s+)?(?:viver|nada|na\\s+vida)', 'acabar\\s+com\\s+(?:a\\s+)?minha\\s+vida', 'cansad[oa]\\s+de\\s+viver',
  // Italian
  '(?:voglio|vorrei|pensando\\s+di)\\s+uccidermi', 'suicidarmi', '(?:voglio|vorrei)\\s+farla\\s+finita', 'voglio\\s+morire', 'non\\s+voglio\\s+piu\\s+vivere', 'meglio\\s+senza\\s+di\\s+me', 'togliermi\\s+la\\s+vita', 'farmi\\s+del\\s+male',
  'sparire\\s+per\\s+sempre', 'voglia\\s+di\\s+morire', 'voglio\\s+sparire', 'non\\s+ce\\s+la\\s+faccio\\s+piu\\s+a\\s+vivere', 'farla\\s+finita', 'non\\s+svegliarmi\\s+piu', 'nessun\\s+motivo\\s+per\\s+vivere', 'non\\s+ha\\s+(?:piu\\s+)?senso\\s+vivere', 'stanc[oa]\\s+di\\s+vivere',
  // Dutch
  'zelfmoord\\p{L}*', 'mezelf\\s+van\\s+kant\\s+maken', 'ik\\s+wil\\s+dood', 'wil\\s+niet\\s+meer\\s+leven', 'beter\\s+af\\s+zonder\\s+mij', 'mezelf\\s+(?:iets\\s+aandoen|pijn\\s+doen)',
  'er\\s+een\\s+eind\\s+aan\\s+maken', 'wil\\s+verdwijnen', 'niet\\s+meer\\s+wakker\\s+worden', 'wil\\s+er\\s+niet\\s+meer\\s+zijn', 'niet\\s+meer\\s+(?:willen\\s+)?leven', 'levensmoe', 'einde\\s+aan\\s+mijn\\s+leven',
  // Hinglish
  'marna\\s+chaht[aie]', 'mar\\s+jaana\\s+chaht[aie]', 'mar\\s+jaun', 'mar\\s+jau', 'khudkushi', 'aatmahatya', 'jeena\\s+nahi\\s+chaht[aie]', 'jeene\\s+ka\\s+mann\\s+nahi', 'zindagi\\s+khatam',
  'main\\s+na\\s+rahun', 'mai\\s+na\\s+rahu', 'main\\s+na\\s+rahu', 'na\\s+rahun\\s+toh', 'khud\\s+ko\\s+(?:hurt|nuksan|khatam)', 'sab\\s+khatam\\s+kar\\s+doon', 'gayab\\s+ho\\s+jaun', 'jeene\\s+ka\\s+(?:koi\\s+)?(?:matlab|mann|fayda)\\s+nahi', 'jeene\\s+ki\\s+(?:ichha|iccha|wajah)\\s+nahi', 'jeena\\s+nahi\\s+(?:hai|chahta|chahti)', 'zinda\\s+nahi\\s+rehna', 'mar\\s+jana\\s+chaht[aie]', 'khatam\\s+kar\\s+(?:lu|loon|lun)\\s+(?:khud|apne)',
  // Russian
  'покончить\\s+с\\s+собой', 'самоубийств\\p{L}*', 'суицид\\p{L}*', 'не\\s+хочу\\s+(?:больше\\s+|уже\\s+)?жить', 'больше\\s+не\\s+хочу\\s+жить', 'хочу\\s+умереть', 'лучше\\s+без\\s+меня', 'убить\\s+себя', 'причинить\\s+себе\\s+вред',
  'исчезнуть\\s+навсегда', 'не\\s+вижу\\s+смысла\\s+жить', 'жить\\s+не\\s+хочется', 'не\\s+хочу\\s+просыпаться', 'хочу\\s+исчезнуть', 'покончить\\s+со\\s+всем', 'не\\s+вижу\\s+смысла\\s+(?:жить|в\\s+жизни)', 'нет\\s+смысла\\s+жить', 'уйти\\s+из\\s+жизни', 'лучше\\s+бы\\s+меня\\s+не\\s+было', 'устал[аи]?\\s+жить', 'не\\s+хочу\\s+существовать',
])}${WE}|${fp([
  // Arabic (no reliable word boundaries with clitics)
  'انتحار', 'انتحر', 'اقتل\\s+نفسي', 'انهي\\s+حياتي', 'لا\\s+اريد\\s+ان\\s+اعيش', 'ما\\s+بدي\\s+عيش', 'مش\\s+عايز\\s+اعيش', 'مش\\s+عاوز\\s+اعيش', 'اريد\\s+ان\\s+اموت', 'بدي\\s+موت', 'نفسي\\s+اموت',
  'افضل\\s+بدوني', 'احسن\\s+بدوني', 'اوذي\\s+نفسي', 'اختفي\\s+للابد', 'اريد\\s+ان\\s+اختفي', 'بدي\\s+اختفي', 'نفسي\\s+اختفي', 'اختفي\\s+من\\s+الدنيا', 'تعبت\\s+من\\s+الحياه', 'ما\\s+في\\s+داعي\\s+اعيش', 'اموت\\s+وارتاح', '(?:ما|مش|لا)\\s+(?:عاد\\s+)?(?:بدي|اريد|عايز|عاوز|ابغى|ابي)\\s+ا?عيش', 'الحياه\\s+(?:ما\\s+لها|ملهاش|بلا)\\s+معنى', 'ما\\s+في\\s+معنى\\s+للحياه', 'اتمنى\\s+اموت', 'تعبت\\s+من\\s+العيشه',
  // Japanese
  '死にたい', '自殺', '消えたい', '生きていたくない', '生きたくない', '生きる意味がない', '自分を傷つけ', 'いなくなりたい', '私がいない方が', '自傷', '命を絶', '生きてる意味', '生きている意味', '死んでしまいたい', '消えてしまいたい', '終わりにしたい',
  // Korean
  '죽고\\s?싶', '자살', '사라지고\\s?싶', '살고\\s?싶지\\s?않', '자해', '나\\s?없으면', '삶을\\s?끝내', '목숨을\\s?끊', '죽어\\s?버리고', '살기\\s?싫', '살\\s?이유가\\s?없', '사는\\s?게\\s?의미\\s?없', '없어지고\\s?싶', '세상에서\\s?사라지',
  // Chinese
  '想死', '自杀', '结束自己的生命', '结束生命', '不想活', '活不下去', '轻生', '伤害自己', '自残', '没有我会更好', '想消失', '了结自己', '活着没意思', '活着没有意义', '一了百了', '不想醒来', '离开这个世界', '消失算了',
])}`, 'u');

export function isCrisis(v: TextView): boolean {
  return test(CRISIS, v.fold);
}
