// Two warning signs said in passing (src/assistant/builtin/crisis.ts, lexicon fields `crisisRelief.shrugs`,
// `crisisRelief.noWaking`, `crisisWish` and `crisisFarewell`): not waking up wished for as a hope or shrugged at in a
// conditional ("if I didn't wake up tomorrow that'd be fine", "se domani non mi svegliassi andrebbe bene così", "ik hoop
// dat ik morgen niet meer wakker word"), and a farewell to the team with one's affairs put in order (letters written,
// everything arranged, not being around any more, not being able to take it any more). They are crisis in every language
// and never a task. Waking up late or early, a hope to wake up in time, a goodbye before a holiday, a last day at work or a
// handover, and a "can't take it any more" about a thing are not.
import { describe } from 'node:test';
import type { LanguageCode } from '../../src/assistant/types.ts';
import { crisisTests, lookAlikeTests } from './crisis-phrases.ts';

/** Not waking up hoped for, or said in a conditional with a shrug: it would be fine, it would not matter, nobody would notice. */
const NOT_WAKING: Record<LanguageCode, string[]> = {
  english: ["if i didn't wake up tomorrow that'd be fine honestly", 'if I didn\'t wake up tomorrow it would be fine by me', "wouldn't mind not waking up tomorrow tbh"],
  hinglish: ['agar kal aankh na khule to kisi ko farak nahi padega', 'sach bolun to kal subah aankh na khule to bhi theek hai'],
  spanish: ['ojalá no despierte mañana', 'si no me despierto mañana a nadie le importaría', 'espero no despertarme mañana'],
  french: ["franchement si je me réveillais plus demain ça m'irait bien", "j'espère que je me réveillerai pas demain matin", 'si demain je me réveille pas, personne le remarquerait'],
  german: ['es wäre mir ehrlich gesagt egal, wenn ich morgen nicht aufwache', 'hätte nichts dagegen, nicht mehr aufzuwachen'],
  portuguese: ['tomara que eu não acorde amanhã', 'se eu não acordasse mais, ninguém ia nem perceber', 'espero não acordar amanhã'],
  italian: ['onestamente se stanotte non mi svegliassi andrebbe bene così', 'non mi dispiacerebbe non svegliarmi domani'],
  dutch: ['ik hoop eerlijk gezegd dat ik morgen gewoon niet meer wakker word', 'als ik morgen niet wakker zou worden, zou dat prima zijn', 'ik zou het niet erg vinden om niet meer wakker te worden'],
  russian: ['если я завтра не проснусь, всем будет всё равно', 'честно, я был бы не против не проснуться завтра'],
  arabic: ['لو ما صحيت بكرة عادي ما راح يفرق', 'لو ما صحيت الصبح محد راح يلاحظ'],
  chinese: ['要是明天醒不过来也挺好的', '如果我明天没醒来，也无所谓'],
  japanese: ['明日の朝、目が覚めなかったらそれでいいや', '目が覚めなくても別に構わない'],
  korean: ['내일 안 깨어나도 괜찮을 것 같아', '아침에 눈 안 떠도 아무도 모를 거야'],
};

/** A goodbye to the team with affairs put in order (letters, everything arranged, things given away, not being around) or not taking it any more. */
const FAREWELL: Record<LanguageCode, string[]> = {
  english: ["just wanted to say goodbye to you all. i've sorted everything out and written some letters", "bye everyone, i can't take it anymore", 'goodbye everyone. my affairs are in order'],
  hinglish: ['bas sabko alvida kehna tha. sab kuch settle kar diya hai aur kuch letters likh diye hain', 'alvida sab log, ab aur nahi seh sakta'],
  spanish: ['solo quería despedirme de ustedes. ya dejé todo arreglado y escribí unas cartas', 'me despido de todos, ya no aguanto más'],
  french: ["je voulais juste vous dire au revoir à tous. j'ai tout mis en ordre et écrit des lettres", "adieu tout le monde, j'en peux plus"],
  german: ['wollte mich nur von euch verabschieden. hab alles geregelt und briefe geschrieben', "macht's gut alle, ich kann nicht mehr"],
  portuguese: ['só queria me despedir de todos. deixei tudo resolvido e escrevi algumas cartas', 'vim me despedir de vocês, não aguento mais'],
  italian: ['volevo solo salutarvi tutti. ho sistemato tutto e ho scritto delle lettere', 'addio a tutti, non ce la faccio più'],
  dutch: ['ik wilde jullie gewoon gedag zeggen. ik heb alles geregeld en brieven geschreven', 'vaarwel allemaal, ik kan niet meer'],
  russian: ['хотел просто попрощаться со всеми. я всё уладил и написал письма', 'прощайте все, я больше не могу'],
  arabic: ['حبيت أودعكم كلكم. رتبت كل شي وكتبت رسايل', 'وداعا يا جماعة، ما عدت أتحمل'],
  chinese: ['想跟大家道个别。我已经把一切都安排好了，也写了几封信', '各位再见了，我什么都交代好了，信也写好了'],
  japanese: ['みんなにお別れを言いたくて。身の回りのことは全部整理して、手紙も書いた', 'みんな今までありがとう、さようなら。もう耐えられない'],
  korean: ['다들 작별인사 하고 싶어서. 다 정리해놨고 편지도 썼어', '모두 잘 있어, 더는 못 버티겠어'],
};

/**
 * Waking late, early or in time (hoped for or shrugged at), a sleep-in, idioms of tiredness, and a goodbye explained by a
 * holiday, a last day at work, a handover or "see you Monday", or a "can't take it any more" about a thing.
 */
const LOOK_ALIKES: Record<LanguageCode, string[]> = {
  english: [
    'I hope I wake up in time for the demo', "if I don't wake up in time I'll miss the train", "I don't want to wake up early tomorrow", 'I hope I don\'t wake up late tomorrow',
    "if I didn't wake up at 6 tomorrow that would be fine, it's a holiday", "I wouldn't mind not waking up early for once", 'this deadline is killing me', 'I could die of embarrassment',
    "I'd sleep for a week", "I'm dead lol", "I've organised everything before my vacation, bye all!", 'just wanted to say goodbye, today is my last day, everything is handed over',
    "I can't take this printer anymore, bye all", 'if I don\'t wake up, start without me', "bye everyone, i can't do this anymore, going home", 'goodbye everyone, everything is sorted for the migration', 'goodbye all, I won\'t be around next week, I\'m at the conference',
  ],
  hinglish: ['umeed hai kal time pe uth jaun', 'agar kal jaldi na uthun to bhi theek hai', 'sabko alvida, aaj office mein last day hai, sab settle kar diya', 'chhutti se pehle sab settle kar diya, alvida sab log', 'alvida dosto, sab settle kar diya, kal milte hain'],
  spanish: ['espero despertarme a tiempo para la demo', 'espero no despertarme tarde mañana', 'no quiero despertarme temprano mañana', 'si mañana no me despierto temprano no pasaría nada, es festivo', 'me despido de todos, dejé todo organizado antes de las vacaciones', 'quería despedirme, hoy es mi último día en la empresa, dejé todo organizado'],
  french: ["j'espère me réveiller à temps pour la démo", "j'espère ne pas me réveiller trop tard demain", 'si demain je me réveille pas à 7h, commencez sans moi, ça changerait rien', 'si je me réveillais pas à temps ce serait pas grave, la réunion est annulée', "je voulais vous dire au revoir, j'ai tout organisé avant mes congés", "au revoir à tous, c'est mon dernier jour, j'ai tout transmis à Paul"],
  german: ['ich hoffe, ich wache rechtzeitig auf', 'wenn ich morgen nicht pünktlich aufwache, wäre das auch okay', 'ich hoffe, ich wache morgen nicht zu spät auf', 'wollte mich von euch verabschieden, hab alles vor dem urlaub geregelt', 'ich verabschiede mich, heute ist mein letzter tag, alles geregelt'],
  portuguese: ['espero acordar a tempo pra reunião', 'se eu não acordar a tempo perco o ônibus', 'tomara que eu não acorde tarde amanhã', 'se eu não acordasse cedo amanhã tava tudo bem', 'queria me despedir de vocês, deixei tudo organizado antes das férias', 'tchau pessoal, não aguento mais essa impressora'],
  italian: ['spero di svegliarmi in tempo per la demo', 'spero di non svegliarmi tardi domani', 'se non mi svegliassi presto domani andrebbe bene lo stesso', 'volevo salutarvi, ho sistemato tutto prima delle ferie', 'vi saluto, ci vediamo lunedì, ho sistemato tutto', 'ciao a tutti, volevo salutarvi, ho sistemato tutto il deploy'],
  dutch: ['ik hoop dat ik op tijd wakker word', 'ik hoop dat ik morgen niet te laat wakker word', 'als ik morgen niet op tijd wakker word, maakt het niet uit', 'wilde jullie gedag zeggen, heb alles geregeld voor mijn vakantie', 'ik neem afscheid, vandaag is mijn laatste werkdag, alles is geregeld'],
  russian: ['надеюсь, проснусь вовремя', 'если не проснусь вовремя, опоздаю на поезд', 'если я завтра не проснусь рано, будет нормально', 'хотел попрощаться, всё уладил перед отпуском', 'прощайте все, до понедельника, я больше не могу с этим принтером'],
  arabic: ['أتمنى أصحى بدري للاجتماع', 'لو ما صحيت بدري بكرة عادي', 'حبيت أودعكم، رتبت كل شي قبل الإجازة', 'أودعكم، اليوم آخر يوم لي بالشركة ورتبت كل شي', 'لو ما صحيت على المنبه عادي، اتصل فيني'],
  chinese: ['希望明天能按时醒来', '如果明天没早起也无所谓', '跟大家道个别，休假前我都安排好了', '今天是我最后一天上班，跟大家告别，工作都交接好了'],
  japanese: ['明日ちゃんと起きられるといいな', '明日早く起きなくても別にいい', 'みんなにお別れを言いたくて、今日で退職です。引き継ぎは全部整理しました', 'さようなら、全部片付けた、また明日'],
  korean: ['내일 제때 일어났으면 좋겠다', '내일 일찍 안 일어나도 괜찮을 것 같아', '작별인사 하러 왔어요, 오늘이 마지막 출근이에요. 다 정리해놨어요', '휴가 가기 전에 다 정리해놨어, 다들 안녕', '다들 안녕! 자료 다 정리했어'],
};

describe('warning signs said in passing', () => {
  crisisTests('not waking up hoped for or shrugged at', NOT_WAKING);
  crisisTests('a farewell with affairs put in order', FAREWELL);
  lookAlikeTests('waking late or early, a holiday, a last day or a thing is not crisis', LOOK_ALIKES);
});
