// Warning signs said plainly (lexicon `crisisSigns`): "nobody would notice", one's things given away, a rope bought. Alone they
// are crisis; with the everyday act or reason they speak of in the same sentence (leaving early, a day off, charity, a move,
// camping) they are everyday chat, and a false flag would tell the writer's manager of a crisis that is not there.
import type { LanguageCode } from '../../src/assistant/types.ts';
import { crisisTests, lookAlikeTests } from './crisis-phrases.ts';

/** Per language: signs with the everyday act or reason they speak of, and the same signs alone or with a harm. */
const SIGNS: Record<LanguageCode, { explained: string[]; alone: string[] }> = {
  english: {
    explained: [
      'nobody would notice if I left early today', 'I gave away my things to charity before the move', "if I don't wake up in time, nobody would notice anyway",
      'nobody would even care if I skipped the standup tomorrow', 'I gave my things to my sister since I bought new ones', 'bought a rope yesterday, for the camping trip',
      'looked up how high the bridge is because our moving truck is tall',
    ],
    alone: [
      'nobody would even notice.', 'honestly nobody would notice if I disappeared', "I've given away my things, it doesn't matter anymore",
      'nobody would miss me if I was gone', "nobody would notice if I didn't wake up ever", 'bought a rope yesterday',
      'looked up how high the bridge is',
    ],
  },
  hinglish: {
    explained: ['shifting se pehle maine apni saari cheezein charity mein de di', 'camping trip ke liye rassi le aaya', 'main chala gaya toh farak nahi padega, half day hi to hai'],
    alone: ['maine apni saari cheezein baant di', 'rassi le aaya hoon', 'main chala gaya toh kisi ko farak nahi padega'],
  },
  spanish: {
    explained: ['regalé todas mis cosas a la beneficencia antes de la mudanza', 'nadie me echaría de menos si me voy temprano hoy', 'compré una cuerda, es para la hamaca del camping'],
    alone: ['nadie me echaría de menos.', 'regalé todas mis cosas, ya da igual', 'ya compré la cuerda.'],
  },
  french: {
    explained: ['personne ne remarquerait si je partais plus tôt ce soir', "j'ai donné toutes mes affaires à Emmaüs avant le déménagement", "j'ai acheté une corde, c'est pour le camping ce week-end"],
    alone: ['personne ne me regretterait.', "j'ai donné toutes mes affaires, ça n'a plus d'importance", "j'ai acheté une corde."],
  },
  german: {
    explained: ['niemand würde mich vermissen, wenn ich heute früher Feierabend mache', 'vor dem Umzug habe ich meine Sachen verschenkt', 'hab ein Seil gekauft, für die Hängematte beim Camping'],
    alone: ['niemand würde mich vermissen.', 'ich habe alle meine Sachen verschenkt, ist eh egal', 'ich hab ein Seil gekauft.'],
  },
  portuguese: {
    explained: ['ninguém ia sentir minha falta se eu saísse mais cedo hoje', 'dei todas as minhas coisas pra caridade antes da mudança', 'comprei uma corda, é pro varal da casa nova'],
    alone: ['ninguém ia sentir minha falta.', 'dei todas as minhas coisas, tanto faz agora', 'comprei uma corda.'],
  },
  italian: {
    explained: ['nessuno noterebbe la mia mancanza se uscissi prima oggi', 'ho regalato tutte le mie cose in beneficenza prima del trasloco', "ho comprato una corda, serve per l'amaca in campeggio"],
    alone: ['a nessuno mancherei.', 'ho regalato tutte le mie cose, ormai non importa', 'ho comprato una corda.'],
  },
  dutch: {
    explained: ['niemand zou me missen als ik vandaag eerder wegga', 'ik heb mijn spullen weggegeven voor de verhuizing', 'een touw gekocht, voor de hangmat op de camping'],
    alone: ['niemand zou me missen.', 'ik heb al mijn spullen weggegeven, maakt toch niet meer uit', 'ik heb een touw gekocht.'],
  },
  japanese: {
    explained: ['引っ越しの前に持ち物を全部友達にあげた', 'キャンプ用にロープを買った', '明日休んで私がいなくても誰も気づかないよ'],
    alone: ['持ち物を全部あげた', 'ロープを買った', '私がいなくても誰も気づかない'],
  },
  korean: {
    explained: ['이사 가기 전에 물건을 다 나눠줬어', '캠핑 가려고 밧줄 샀어', '내일 연차라 내가 없어도 아무도 모를 거야'],
    alone: ['물건을 다 나눠줬어', '밧줄 샀어', '내가 없어도 아무도 모를 거야'],
  },
  chinese: {
    explained: ['搬家前东西都送人了', '为了露营买了绳子', '东西都送人了，反正换了新的'],
    alone: ['东西都送人了', '我买了绳子', '东西都送掉了，无所谓了'],
  },
  arabic: {
    explained: ['وزعت كل اغراضي على جمعية خيرية قبل الانتقال', 'اشتريت حبل للتخييم', 'محد بيفقدني لو طلعت بدري اليوم'],
    alone: ['وزعت كل اغراضي', 'اشتريت حبل', 'محد بيفقدني'],
  },
  russian: {
    explained: ['никто не заметит, если я уйду пораньше сегодня', 'перед переездом раздал все свои вещи', 'купил веревку для гамака в поход'],
    alone: ['никто не заметит.', 'я раздал все свои вещи, уже неважно', 'купила веревку.'],
  },
};

const each = (pick: (said: { explained: string[]; alone: string[] }) => string[]): Partial<Record<LanguageCode, string[]>> =>
  Object.fromEntries(Object.entries(SIGNS).map(([language, said]) => [language, pick(said)]));

lookAlikeTests('a warning sign with its everyday act or reason is no crisis', each((said) => said.explained));
crisisTests('a warning sign said alone or with a harm', each((said) => said.alone));
