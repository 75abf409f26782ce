// Completing a task: "mark X as done", "I finished X", "X ho gaya", "finalizei X", "X 끝냈어"…
// Returns the words that name the task; the tool matches them against the caller's open tasks.
import type { LanguageCode } from '../types.ts';
import { cleanTitle } from './extract.ts';
import { WB, WE, alt, findAll, foldPattern, test, type Span, type TextView } from './text.ts';

const fp = (list: readonly string[]) => alt(list.map(foldPattern));

/** Requests to tick a task off (strong: imperative). */
const MARK_DONE = new RegExp(`${WB}${fp([
  'mark\\s+(?:it|that|this|them)?\\s*(?:as\\s+)?(?:done|complete[d]?|finished)', 'mark\\s+(?:as\\s+)?(?:done|complete[d]?|finished)', 'as\\s+(?:done|complete[d]?|finished)', 'check\\s+(?:it\\s+|that\\s+)?off', 'tick\\s+(?:it\\s+|that\\s+)?off', 'cross\\s+(?:it\\s+|that\\s+)?off', 'close\\s+(?:the\\s+)?task', 'complete\\s+(?:the\\s+)?task', 'check\\s+off', 'tick\\s+off', 'cross\\s+off',
  'marca(?:r|la|lo)?\\s+(?:como\\s+)?(?:hech[oa]|completad[oa]|terminad[oa]|list[oa])', 'tacha(?:r|la|lo)?', 'da(?:la|lo)?\\s+por\\s+(?:hech[oa]|terminad[oa])', 'como\\s+(?:hech[oa]|completad[oa]|terminad[oa])',
  'cocher', 'coche-(?:la|le)', 'cochez', 'tu\\s+peux\\s+(?:le\\s+|la\\s+)?cocher', 'marque(?:r|-la|-le)?\\s+(?:comme\\s+)?(?:fait[e]?|termine[e]?)', 'comme\\s+(?:fait[e]?|termine[e]?)', 'raye(?:r)?',
  'abhaken', 'hak(?:e)?\\s+(?:\\p{L}+\\s+)?ab', 'als\\s+erledigt\\s+markieren', 'markiere?\\s+(?:\\p{L}+\\s+)?als\\s+erledigt', 'als\\s+erledigt', 'streich(?:e)?\\s+(?:\\p{L}+\\s+)?durch', 'durchstreichen',
  'marca(?:r)?\\s+(?:como\\s+)?(?:feit[oa]|concluid[oa]|pront[oa])', 'pode\\s+marcar', 'risca(?:r)?', 'como\\s+(?:feit[oa]|concluid[oa])',
  'segna(?:lo|la|re)?(?:\\s+pure)?\\s+come\\s+(?:fatt[oa]|completat[oa]|chius[oa])', 'spunta(?:re|lo|la)?', 'come\\s+(?:fatt[oa]|completat[oa])',
  'vink\\s+(?:\\p{L}+\\s+)?af', 'afvinken', 'markeer\\s+(?:\\p{L}+\\s+)?(?:als\\s+)?(?:klaar|gedaan|afgerond)', 'als\\s+(?:klaar|gedaan|afgerond)', 'streep\\s+(?:\\p{L}+\\s+)?door',
  '(?:done|complete)\\s+mark\\s+kar(?:o|\\s+do|\\s+dena)?', 'mark\\s+kar(?:o|\\s+do)', 'tick\\s+kar(?:o|\\s+do)',
  'отметь(?:те)?(?:\\s+как\\s+\\p{L}+)?', 'вычеркни(?:те)?', 'закрой(?:те)?\\s+задачу', 'как\\s+выполненн\\p{L}*',
])}${WE}|${fp(['علم(?:ها|ه)?\\s+(?:ك)?(?:منجز|مكتمل)\\p{L}*', 'اشطب\\p{L}*', 'شطب', '完了にして', 'チェックして', '消して', '完了済みに', '완료\\s?(?:로\\s?)?(?:처리|표시)', '체크해\\s?줘', '지워\\s?줘', '勾掉', '划掉', '标记为完成', '标为完成', '打勾', '标记完成', '打个勾'])}`, 'gu');

/** Statements that a task is done (past tense, "X is done", "X ho gaya"). */
const DONE_STATEMENT = new RegExp(`${WB}${fp([
  '(?:i|we)\\s+(?:just\\s+|finally\\s+|already\\s+)?(?:finished|completed|wrapped\\s+up|submitted|sent(?:\\s+out|\\s+off)?|shipped|published|delivered|did|handed\\s+in|turned\\s+in|closed|nailed|knocked\\s+out|got\\s+through)',
  '(?:just\\s+|finally\\s+)?(?:finished|completed|wrapped\\s+up|submitted|shipped|published|delivered)',
  '^\\s*(?:(?:fyi|btw|update|ok|so)\\s*[:,]?\\s+)?(?:just\\s+)?(?:closed|fixed|merged|deployed|released|resolved)',
  'geshippt', 'gefixt', 'behoben', 'repariert', 'gerepareerd', 'gefixed', 'deployt', 'gemergt', 'released', 'opgelost', 'gedeployed', '(?:geschlossen|gesloten)(?=\\s*[!.✅🎉]*\\s*$)', 'done\\s+with', 'finished\\s+with', 'through\\s+with',
  '(?:is|are|was|\\x27s)\\s+(?:all\\s+)?(?:done|finished|complete[d]?|sent|live|out|ready|shipped|submitted|published)', 'done', 'all\\s+done', 'complete[d]?',
  '(?:ya\\s+)?(?:termine|acabe|complete|finalice|envie(?!\\s+(?:de\\s|d\\x27))|entregue|mande|hice|publique|cerre|desplegue|arregle|corregi|solucione|lance)', 'ya\\s+esta', '(?:esta|estan)\\s+(?:list[oa]s?|hech[oa]s?|terminad[oa]s?|enviad[oa]s?|completad[oa]s?)', '^\\s*list[oa]', 'list[oa](?=\\s*[!.✅🎉]*\\s*$)', 'ya\\s+list[oa]', 'hech[oa]', 'terminad[oa]',
  "(?:j'ai\\s+)?(?:fini|termine|boucle|envoye|livre|publie|fait|corrige|deploye|regle|resolu|repare|paye)(?:e|es|s)?", "c'est\\s+bon", "c'est\\s+fait", 'est\\s+(?:fait[e]?|fini[e]?|termine[e]?|cale[e]?|boucle[e]?|envoye[e]?|pret[e]?|en\\s+ligne)', 'cale[e]?', 'fini[e]?',
  '(?:ist|sind)\\s+(?:jetzt\\s+)?(?:fertig|erledigt|raus|abgeschlossen|verschickt|gesendet|online|durch|live)', 'fertig\\s+gemacht', 'abgeschlossen', 'verschickt', 'abgeschickt', 'fertig\\s+mit', 'erledigt', 'geschafft',
  '(?:terminei|acabei|finalizei|conclui|enviei|entreguei|mandei|fiz|publiquei|fechei|corrigi|consertei|resolvi|lancei)', '(?:esta|ta|to)\\s+(?:pront[oa]|feit[oa]|concluid[oa]|enviad[oa])', '(?:ficou|ja|ja\\s+esta)\\s+pront[oa]', 'pront[oa](?=\\s*[!.✅🎉]*\\s*$)', '(?:esta\\s+|ta\\s+)?no\\s+ar(?=\\s*[!.✅🎉🚀]*\\s*$)', 'feit[oa]', 'concluid[oa]',
  '(?:ho\\s+)?(?:finito|terminato|completato|chiuso|inviato|mandato|consegnato|pubblicato|rilasciato|sistemato|risolto|corretto|aggiustato)', 'e\\s+(?:fatt[oa]|finit[oa]|pront[oa]|completat[oa]|chius[oa]|inviat[oa])', 'fatt[oa]',
  '(?:is|zijn)\\s+(?:nu\\s+)?(?:klaar|af|gedaan|afgerond|verstuurd|verzonden|online|live)', '(?:is|zijn)\\s+de\\s+deur\\s+uit', '(?:is|are)\\s+out\\s+the\\s+door', 'afgemaakt', 'betaald', 'gefikst', 'verstuurd', 'verzonden', 'klaar\\s+met', 'afgerond',
  'ho\\s+gay[aie]', '(?:bana|bhej|likh|bol|de|check\\s+kar|update\\s+kar|finish\\s+kar|submit\\s+kar|send\\s+kar)\\s+(?:diya|diye|di|liya|liye|li|chuka|chuki)', 'ho\\s+chuk[aie]', 'kar\\s+(?:diya|diye|di|liya|liye|li)', 'bhej\\s+(?:diya|diye|di)', 'khatam\\s+(?:ho\\s+gaya|kar\\s+diya)', 'complete\\s+ho\\s+gaya', 'done\\s+hai', 'ho\\s+gya', 'kr\\s+diya',
  'готов[оаы]?', 'сделан[оаы]?', 'отправлен[оаы]?', 'закончен[оаы]?', 'выполнен[оаы]?', '(?:я\\s+)?(?:закончил|сделал|отправил|доделал|завершил|выполнил|сдал|закрыл|починил|выкатил|зарелизил|задеплоил|пофиксил|смержил)[аи]?',
])}${WE}|${fp(['خلصت', 'خلصنا', 'اندفعت', 'دفعت', 'تم\\s+الدفع', 'صلحت', 'اصلحت', 'حليت', 'انهيت', 'انتهيت\\s+من', 'تم\\s+(?:ارسال|انجاز|تسليم|نشر)', 'ارسلت', 'سلمت', 'نشرت', 'انجزت', 'جاهز', 'خلص',
  '終わった', '終わりました', '終わり', '完了(?:しました|した)?', '済んだ', '済み', '終えた', '提出した', '送った', '送りました', '出した', '片付けた', 'できた', 'やった',
  '끝냈', '끝났', '고쳤', '수정했', '배포했', '해결했', '완료했', '(?:끝|완료)(?=\\s*[!.~ㅎ]*\\s*$)', '다\\s?했', '마쳤', '보냈', '제출했', '올렸',
  '做完了', '完成了', '搞定了', '弄完了', '发出去了', '发了', '交了', '写完了', '已完成', '已经完成', '发布了', '改完了', '修好了', '修复了', '解决了', '上线了', '部署了', '合并了',
  'リリースしました', 'リリースした', 'デプロイしました', 'デプロイした', '直しました', '直した', '修正しました', '修正した'])}`, 'gu');

/** Completion-only words stripped from the task words. */
const EXTRA_STRIP = new RegExp(`${WB}${fp([
  'i', 'we', 'just', 'finally', 'hab', 'habe', 'ich', 'heb', 'ik', 'already', 'now', 'the\\s+task', 'task', 'it', 'that', 'please', 'you\\s+can', 'can\\s+you', 'ya', 'ja', 'deja', 'schon', 'gia', 'al', 'pure', 'kannst\\s+du', 'tu\\s+peux', 'puoi', 'kun\\s+je', 'wala\\s+kaam', 'kaam', 'wala', 'wali', 'uzhe', 'уже', 'я', 'la\\s+tarea', 'la\\s+tache', 'die\\s+aufgabe', 'a\\s+tarefa', "l'attivita", 'de\\s+taak', 'задачу', 'задача',
  'ok', 'okay', 'yay', 'woo+', 'finally', 'yes', 'voila', 'so', 'and', 'pure', 'hier', 'jetzt',
])}${WE}|${fp(['已经', '帮我', '了', 'もう', '이미', '다', '모두', 'المهمه', 'مهمه'])}`, 'gu');

// Finishing a film, a book or closing a window is no task; nor is what someone else finished.
const NOT_A_TASK = new RegExp(`${WB}${fp([
  'series?', 'show', 'movie', 'film', 'netflix', 'episode', 'season', 'novel', 'game', 'laptop', 'window', 'door', 'dinner', 'lunch', 'breakfast', 'coffee', 'beer', 'pizza', 'nap',
  'pelicula', 'temporada', 'libro', 'ventana', 'puerta', 'cena', 'almuerzo', 'livre', 'fenetre', 'porte', 'repas', 'filme', 'livro', 'janela', 'porta', 'jantar',
  'buch', 'fenster', 'tur', 'essen', 'finestra', 'romanzo', 'pranzo', 'boek', 'raam', 'deur', 'kitab', 'darwaza', 'khidki',
  'фильм\\p{L}*', 'сериал\\p{L}*', 'книг\\p{L}*', 'окно', 'дверь',
])}${WE}|${fp(['映画', '窓', 'ドア', '小説', '电影', '窗户', '小说', '영화', '창문', '소설', 'فيلم', 'الشباك', 'الباب', 'كتاب'])}`, 'u');
const SOMEONE_ELSE = new RegExp(`${WB}${fp([
  '(?:my|mon|ma|mi|mis|mein(?:e)?|meu|minha|(?:il\\s+)?mio|(?:la\\s+)?mia|mijn|mera|meri)\\s+(?:colleague|coworker|boss|friend|sister|brother|wife|husband|son|daughter|collegue|ami|amie|soeur|frere|femme|mari|fils|fille|chef|colega|amig[oa]|herman[oa]|jefe|cheffe|patron(?:ne)?|manager|kollege|kollegin|freund|freundin|schwester|bruder|chefin|amic[oa]|sorella|fratello|collega|capo|vriend(?:in)?|zus|broer|baas|dost|behen)',
  '(?:his|her|their|sa|son|ses|su|sus|sein(?:e)?|ihr(?:e)?|seu|sua|suo|zijn|haar)\\s+(?:own\\s+)?(?:thesis|these|tesis|tese|tesi|doktorarbeit|scriptie|homework|devoirs|deberes)',
])}${WE}|${fp(['我(?:的)?(?:朋友|同事|老板|妹妹|姐姐|哥哥|弟弟|老婆|老公|儿子|女儿)', '(?:友達|同僚|上司|妹|姉|兄|弟)が', '(?:친구|동료|팀장님|동생|언니|오빠|형|누나)(?:가|이)'])}`, 'u');

export interface Completion {
  /** Words naming the task, or '' when none are left ("mark it done"). */
  title: string;
  /** An explicit "mark as done" request (vs. a statement). */
  command: boolean;
}

export function detectCompletion(v: TextView, lang: LanguageCode, opts: { allowStatement: boolean }): Completion | null {
  const marks = findAll(MARK_DONE, v.fold);
  const statements = opts.allowStatement || marks.length ? findAll(DONE_STATEMENT, v.fold) : [];
  // A bare "done"/"listo"/"fatto" needs a task object next to it.
  if (!marks.length && !statements.length) return null;
  const spans: Span[] = [...marks, ...statements, ...findAll(EXTRA_STRIP, v.fold)];
  const title = cleanTitle(v, spans, lang);
  if (!marks.length && !title) return null;
  // A finished film or someone else's thesis: a done-statement, but about no task of the user's.
  if (!marks.length && (NOT_A_TASK.test(title.toLowerCase()) || SOMEONE_ELSE.test(v.fold))) return { title: '', command: false };
  if (!marks.length && /^(?:i'?m|i\s+am|we'?re|ich\s+bin|je\s+suis|estoy|estou|sono|ik\s+ben|я)\b/u.test(v.fold.trim())) return null;
  return { title, command: marks.length > 0 };
}

export function hasMarkDone(v: TextView): boolean {
  return test(MARK_DONE, v.fold);
}
