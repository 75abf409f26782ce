// Indirect crisis wording (src/assistant/builtin/crisis.ts, lexicon fields `crisisRelief` and `crisis`): a
// height one could fall from or a sleep with no waking, with a thought of relief in the same sentence, and
// hopelessness said of oneself (tired of existing, nothing has meaning any more, no way out, a burden), are
// crisis in every language and never a task; either part alone, or the pair said with laughter, is not.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { isCrisisMessage } from '../../src/assistant/index.ts';
import type { LanguageCode } from '../../src/assistant/types.ts';
import { crisisTests } from './crisis-phrases.ts';

/** A height (a rooftop, a station platform, looking down from a balcony) and a thought that it would be simpler, or a strange calm. */
const HEIGHT_AND_RELIEF: Record<LanguageCode, string[]> = {
  english: ['standing on the rooftop last night I thought it would all be so much simpler', 'at the train platform this morning I thought how easy it would be to take one step'],
  hinglish: ['kal raat chhat pe khade hoke laga sab kitna aasaan ho jayega', 'metro platform pe khada tha, ajeeb sa sukoon mila'],
  spanish: ['anoche en la azotea pensé que todo sería más fácil', 'esperando en el andén pensé qué fácil sería dar un paso'],
  french: ['hier sur le quai du métro je me suis dit que ce serait plus simple de faire un pas', 'penché au balcon, je me suis senti étrangement calme'],
  german: ['gestern auf dem Bahnsteig dachte ich, es wäre so viel einfacher, einen Schritt nach vorn zu machen', 'auf dem Dach war ich plötzlich ganz ruhig'],
  portuguese: ['ontem na varanda olhando pra baixo pensei que seria tudo mais simples', 'na plataforma do metrô senti uma estranha paz'],
  italian: ['ieri sul tetto ho pensato che sarebbe tutto più facile', 'dal balcone guardavo di sotto e sentivo una strana calma'],
  dutch: ['gisteren op het perron dacht ik dat het allemaal zoveel makkelijker zou zijn', 'op de brug werd ik ineens heel rustig'],
  japanese: ['駅のホームで、一歩踏み出したら楽になるのかなって思った', '屋上から下を見てたら、不思議と落ち着いた'],
  korean: ['옥상에서 아래를 내려다보는데 이상하게 마음이 편해졌어', '승강장에 서 있으니까 차라리 편할 것 같았어'],
  chinese: ['站在地铁站台边上，突然觉得跳下去就轻松了', '在楼顶往下看，莫名觉得很平静'],
  arabic: ['كنت واقف على السطح وبصيت تحت وحسيت إن كل شي بيكون أسهل', 'على الجسر حسيت بهدوء غريب'],
  russian: ['вчера на платформе метро подумал, что было бы так просто сделать шаг вперёд', 'стоял на крыше и вдруг стало так спокойно'],
};

/** Falling asleep and not waking up, and a word that it would not be bad, a relief, better for everyone. */
const NO_WAKING_AND_RELIEF: Record<LanguageCode, string[]> = {
  english: ['if I fell asleep tonight and didn\'t wake up, honestly it wouldn\'t be so bad'],
  hinglish: ['kabhi lagta hai so jaun aur phir kabhi na uthun to sabke liye accha hoga'],
  spanish: ['si me durmiera y no despertara, no estaría tan mal'],
  french: ['si je m\'endormais sans me réveiller ce serait pas plus mal'],
  german: ['wenn ich einschlafe und nicht mehr aufwache, wäre das gar nicht so schlimm'],
  portuguese: ['se eu dormisse e não acordasse mais, não seria tão ruim'],
  italian: ['se mi addormentassi e non mi svegliassi più non sarebbe poi così male'],
  dutch: ['als ik ga slapen en niet meer wakker word, zou dat niet eens zo erg zijn'],
  japanese: ['このまま眠って目が覚めなかったら楽なのに'],
  korean: ['잠들어서 안 깨어나면 차라리 편할 것 같아'],
  chinese: ['要是睡着了就不再醒来，反而是种解脱'],
  arabic: ['لو نمت وما صحيت يكون أريح للكل'],
  russian: ['если бы я уснул и не проснулся, было бы не так уж плохо'],
};

/** Hopelessness said of oneself and life: tired of existing, nothing has meaning any more, no way out, a burden. */
const HOPELESSNESS: Record<LanguageCode, string[]> = {
  english: ["I'm so tired of existing", "what's even the point of anything anymore", 'no way out anymore'],
  hinglish: ['thak gaya hoon exist karte karte', 'koi matlab hi nahi raha kisi cheez ka ab'],
  spanish: ['estoy cansado de existir', 'ya nada tiene sentido para mí', 'no veo ninguna salida'],
  french: ["je suis fatigué d'exister", "plus rien n'a de sens", 'je ne vois aucune issue'],
  german: ['ich bin es so leid, zu existieren', 'nichts hat mehr einen Sinn', 'ich sehe keinen Ausweg mehr'],
  portuguese: ['cansei de existir', 'nada mais faz sentido pra mim', 'não vejo saída'],
  italian: ['sono stanco di esistere', 'niente ha più senso ormai', "non vedo via d'uscita"],
  dutch: ['ik ben het zat om te bestaan', 'niets heeft nog zin', 'ik zie geen uitweg meer'],
  japanese: ['生きてるのに疲れた', 'もう何もかも意味がない', 'もう出口が見えない'],
  korean: ['사는 게 너무 지쳤어', '모든 게 다 의미 없어', '나 같은 건 짐만 될 뿐이야', '난 이제 탈출구가 없어'],
  chinese: ['一切都没有意义了', '我已经看不到出路了'],
  arabic: ['تعبت من الوجود', 'ما عاد في شي له معنى', 'حاسس إنه ما في مخرج، تعبت'],
  russian: ['устал существовать', 'больше ничего не имеет смысла', 'я не вижу выхода'],
};

/**
 * One part without the other, a platform that is software, a height with an easier way to do a task (simpler alone is no
 * relief: it must be all of it, or a thought of it), sleep as tiredness, or the pair said with laughter.
 */
const LOOK_ALIKES = [
  'the view from the balcony is so calming', 'I could sleep for a week', "I'd rather not wake up for this meeting lol", 'dead tired after the release',
  'this project is killing me', 'it would be simpler to email him', 'on the platform it would be simpler to deploy with the new pipeline',
  "what's the point of this meeting", 'no way out of this contract', 'on the roof terrace we can have the team lunch, it would be easier',
  'if I fell asleep at my desk and did not wake up till noon it would not be so bad lol',
  'ab is meeting ka koi matlab nahi', 'chhat pe party karenge, maza aayega',
  'desde la azotea se ve todo el puerto', 'no hay salida de emergencia en el piso 3, hay que avisar',
  "Quel est l'intérêt de cette réunion ?", 'je pourrais dormir une semaine entière', 'mort de fatigue après la démo',
  'auf der Plattform wäre es einfacher, die Rechte zu verwalten', 'das Meeting hat keinen Sinn mehr', 'keinen Ausweg aus diesem Vertrag',
  'na plataforma seria mais simples gerar o relatório', 'cansei de esperar o cliente',
  'questo progetto mi sta uccidendo', 'la vista dal balcone è così rilassante', 'non vedo via d\'uscita da questo bug',
  'ik kan wel een week slapen', 'het dakterras is klaar voor de borrel',
  'この会議のために起きたくないw', 'ホーム画面のアイコンを変えたら楽になった', '屋上でランチした',
  '내일 회의 때문에 안 일어나고 싶다 ㅋㅋ', '옥상에서 바람 쐬고 왔어',
  '这个平台上操作会更简单', '这个项目看不到出路', '이 프로젝트는 탈출구가 없어', 'このプロジェクト、出口が見えない', '从阳台看风景很平静', '天台上吹风挺舒服的',
  'لو نمت بدري يكون أريح لي بكرة', 'السطح فيه إطلالة حلوة',
  'from the train platform it would be easier to call you', 'auf dem Balkon wäre es einfacher zu telefonieren', 'na varanda seria mais fácil fazer a call',
  'dal balcone sarebbe più facile vedere i fuochi', 'op het balkon zou het makkelijker zijn om te bellen', 'el andén estaba lleno, sería más fácil ir en bus',
  'le quai de la gare était bondé, ce serait plus simple en voiture', 'kal chhat pe party hai, sab kitna aasaan ho jayega', '屋上で休憩すると楽になる',
  '옥상 가면 편할 것 같아, 바람도 좋고', 'الكوبري زحمة، من الطريق الدائري أسهل', 'لو ما صحيت بدري بكرة يكون أريح لي', 'ما في مخرج طوارئ بالطابق الثالث', 'балкон застеклили, теперь будет проще зимой',
  'было бы проще написать ему письмо', 'на платформе будет проще настроить доступы', 'в этой ситуации нет выхода за рамки бюджета',
];

describe('indirect crisis wording', () => {
  crisisTests('a height and a thought of relief', HEIGHT_AND_RELIEF);
  crisisTests('sleep with no waking and a relief', NO_WAKING_AND_RELIEF);
  crisisTests('hopelessness said of oneself', HOPELESSNESS);

  test('either part alone, a thing, tiredness or laughter is not crisis', () => {
    for (const message of LOOK_ALIKES) assert.equal(isCrisisMessage(message), false, message);
  });
});
