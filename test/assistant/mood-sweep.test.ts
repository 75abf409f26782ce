// Moods said the way people type them in a team chat, without the obvious feeling word, in the 13 languages (lexicon field
// mood.feelings, emoji in builtin/mood.ts): understatement ('been better', 'he tenido días mejores') and an off day are mildly
// low (2–3); eyes that will not stay open are worn out (1–2); swamped, fed up, bored, lonely, a cold or a migraine are mildly
// low (2–3); a week survived is in between (3–4); the week over, the break ahead and a weight gone ('finally friday', 'endlich
// Feierabend', 'гора с плеч') are good (4–5); sick, dizzy, melting and sleepy faces in a row are low, moved ones good. Feelings
// of others or of things, hunger idioms, to-dos and mood-history questions give no mood.
import { describe, test } from 'node:test';
import { expectMoodCases as expectCases } from './mood-cases.ts';

describe('moods said without the obvious feeling word', () => {
  test('english', () => expectCases([
    ["honestly I've been better", 'mood', 2, 3],
    ['got the butterflies before my 1:1', 'mood', 2, 3],
    ["my head's all over the place this morning", 'mood', 1, 3],
    ['made it through another monday', 'mood', 3, 4],
    ['finally friday!!', 'mood', 4, 5],
    ["can't wait for my time off", 'mood', 4, 5],
    ['such a weight off my shoulders', 'mood', 4, 5],
    ['🤧🤧 this cold again', 'mood', 2, 3],
    ['🫠🫠', 'mood', 2, 3],
    ['so grateful for you all 🥹', 'mood', 4, 5],
    ['the client was so relieved after the call', null, null],
    ['how was my mood last month?', 'mood', null],
  ]));

  test('hinglish', () => expectCases([
    ['sar pe kaam ka pahad hai yaar', 'mood', 2, 3],
    ['aaj kuch bhi karne ka mann nahi', 'mood', 2, 3],
    ['lagta hai aaj mera din hi nahi hai', 'mood', 2, 3],
    ['chalo monday nikal gaya', 'mood', 3, 4],
    ['finally weekend yaar', 'mood', 4, 5],
    ['bhook se jaan nikal rahi hai', null, null],
  ]));

  test('spanish', () => expectCases([
    ['no puedo con mi alma hoy', 'mood', 1, 2],
    ['se me cierran los ojos en la call', 'mood', 1, 2],
    ['la verdad, he visto días mejores', 'mood', 2, 3],
    ['sobreviví a otra semana', 'mood', 3, 4],
    ['por fin es finde!', 'mood', 4, 5],
    ['el jefe está contentísimo con el informe', null, null],
  ]));

  test('french', () => expectCases([
    ["j'arrive plus à garder les yeux ouverts", 'mood', 1, 2],
    ['ras le bol des réunions', 'mood', 2, 3],
    ["c'est vraiment pas ma journée", 'mood', 2, 3],
    ["j'ai survécu à cette semaine", 'mood', 3, 4],
    ['enfin les vacances !', 'mood', 4, 5],
    ["j'ai tellement hâte du week-end", 'mood', 4, 5],
    ['je crève de faim', null, null],
  ]));

  test('german', () => expectCases([
    ['hab grad viel zu viel um die ohren', 'mood', 2, 3],
    ['ich hab echt keinen bock mehr', 'mood', 2, 3],
    ['alles nervt heute', 'mood', 2, 3],
    ['ist mir so langweilig', 'mood', 2, 3],
    ['montag überstanden', 'mood', 3, 4],
    ['endlich feierabend!', 'mood', 4, 5],
    ['happy hour für freitag buchen', 'task_create', null],
  ]));

  test('portuguese', () => expectCases([
    ['que raiva desse deploy', 'mood', 2, 3],
    ['tô me sentindo meio sozinho no home office', 'mood', 2, 3],
    ['acordei com enxaqueca', 'mood', 1, 3],
    ['sobrevivi a mais uma semana', 'mood', 3, 4],
    ['finalmente sextou!', 'mood', 4, 5],
    ['doida pelas férias!', 'mood', 4, 5],
    ['o cliente tá muito feliz com a entrega', null, null],
  ]));

  test('italian', () => expectCases([
    ['oggi non riesco a tenere gli occhi aperti', 'mood', 1, 2],
    ['non ho nessuna voglia di fare nulla', 'mood', 2, 3],
    ["mi è venuta l'emicrania", 'mood', 1, 3],
    ["sopravvissuta a un'altra settimana", 'mood', 3, 4],
    ['finalmente in ferie!', 'mood', 4, 5],
    ['sono proprio fiera di me', 'mood', 4, 5],
    ['il film era tristissimo', null, null],
  ]));

  test('dutch', () => expectCases([
    ['ik ben helemaal op', 'mood', 1, 2],
    ['beetje eenzaam thuis', 'mood', 2, 3],
    ['ik verveel me kapot', 'mood', 1, 3],
    ['ik heb wel betere dagen gehad', 'mood', 2, 3],
    ['deze week overleefd', 'mood', 3, 4],
    ['eindelijk vrij!', 'mood', 4, 5],
    ['zo’n opluchting', 'mood', 4, 5],
    ['ik ben op kantoor tot vijf', null, null],
  ]));

  test('russian', () => expectCases([
    ['как-то одиноко сегодня', 'mood', 2, 3],
    ['мне лень', 'mood', 2, 3],
    ['опять мигрень', 'mood', 1, 3],
    ['бывало и лучше, если честно', 'mood', 2, 3],
    ['понедельник пережила', 'mood', 3, 4],
    ['ура, выходные!', 'mood', 4, 5],
    ['сдала отчёт, гора с плеч', 'mood', 4, 5],
    ['клиент очень рад', null, null],
  ]));

  test('japanese', () => expectCases([
    ['面接前でドキドキ', 'mood', 2, 3],
    ['会議が退屈すぎる', 'mood', 2, 3],
    ['今週もなんとか乗り越えた', 'mood', 3, 4],
    ['やっと休み！', 'mood', 4, 5],
    ['めちゃくちゃ達成感', 'mood', 4, 5],
    ['お腹すいて死にそう', null, null],
  ]));

  test('korean', () => expectCases([
    ['오늘 너무 정신없다', 'mood', 2, 3],
    ['회의가 너무 심심해', 'mood', 2, 3],
    ['감기 걸린 듯', 'mood', 2, 3],
    ['오늘 하루 간신히 버텼다', 'mood', 3, 4],
    ['드디어 퇴근!', 'mood', 4, 5],
    ['클라이언트가 기뻐했어', null, null],
  ]));

  test('chinese', () => expectCases([
    ['这周事情多到忙不过来', 'mood', 2, 3],
    ['真的受够了', 'mood', 2, 3],
    ['今天啥也不想动', 'mood', 2, 3],
    ['这周总算熬过了', 'mood', 3, 4],
    ['终于下班了！', 'mood', 4, 5],
    ['总算松了口气', 'mood', 4, 5],
    ['那部电影太悲伤了', null, null],
  ]));

  test('arabic', () => expectCases([
    ['اليوم مش يومي أبدا', 'mood', 2, 3],
    ['عديت الأسبوع على خير', 'mood', 3, 4],
    ['أخيرا الإجازة!', 'mood', 4, 5],
    ['المدير مبسوط من الشغل', null, null],
  ]));
});
