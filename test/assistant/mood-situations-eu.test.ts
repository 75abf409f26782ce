// Moods said without a feeling word, through what happened, the body, slang, events and idioms, in english, spanish,
// portuguese, french, italian, german, dutch and russian (lexicon field mood.feelings): a short night, a pounding head or
// everyone wanting something at once is worn out (1–2); nerves felt in the stomach or the hands are mildly low (2–3); good news
// of one's own (a promotion, the job, a surprise party, everything working out) is high (4–5). Such an idiom beside a to-do
// leaves it a to-do and gives the message its mood (1–3). Hunger idioms, plans for someone else's party and "killing it"
// are no low mood.
import { describe, test } from 'node:test';
import { expectMoodCases as expectCases } from './mood-cases.ts';

describe('moods said through situations, the body and events', () => {
  test('english', () => expectCases([
    ['only got 3 hours of sleep, the little one was up all night', 'mood', 1, 2],
    ['my head is pounding and everybody wants something from me', 'mood', 1, 2],
    ['brain is fried, pulled in a million directions today', 'mood', 1, 2],
    ["I'm toast, pulled an all-nighter for the launch", 'mood', 1, 2],
    ['stomach in knots before the board meeting', 'mood', 2, 3],
    ['just got promoted to senior engineer', 'mood', 4, 5],
    ["the team threw me a surprise party and I'm still grinning", 'mood', 4, 5],
    ['everything is finally falling into place', 'mood', 4, 5],
    ["I'm losing my mind, need to send the audit pack to finance by Thursday", 'task_create', 1, 3],
    ['up to my neck in tickets, gotta finish the migration plan by friday', 'task_create', 1, 3],
    ['killing it today, shipped everything', 'mood', 4, 5],
    ['organise a surprise party for Anna on Friday', 'task_create', null],
  ]));

  test('spanish', () => expectCases([
    ['dormí como tres horas, el bebé se despertó toda la noche', 'mood', 1, 2],
    ['me va a estallar la cabeza y todo el mundo me pide cosas', 'mood', 1, 2],
    ['estoy muerta, no me da la vida', 'mood', 1, 2],
    ['tengo un nudo en el estómago antes de la presentación', 'mood', 2, 3],
    ['me han ascendido!!', 'mood', 4, 5],
    ['mis compis me hicieron una fiesta sorpresa y sigo sonriendo', 'mood', 4, 5],
    ['un día de diez', 'mood', 4, 5],
    ['voy de culo, el viernes tengo que entregar la memoria anual', 'task_create', 1, 3],
    ['no me da la vida, mañana tengo que mandar las nóminas', 'task_create', 1, 3],
    ['organizar una fiesta sorpresa para Lucía el viernes', 'task_create', null],
    // "padre" is a father; only "qué padre" is praise.
    ['mi padre viene el domingo', null, null],
  ]));

  test('portuguese', () => expectCases([
    ['dormi umas duas horas, o bebê chorou a noite toda', 'mood', 1, 2],
    ['tô morta, nem consigo pensar direito', 'mood', 1, 2],
    ['estou de rastos, passei a noite em claro', 'mood', 1, 2],
    ['frio na barriga pra apresentação de amanhã', 'mood', 2, 3],
    ['FUI PROMOVIDO!!', 'mood', 4, 5],
    ['tá tudo dando certo hoje', 'mood', 4, 5],
    ['tô até o pescoço, preciso entregar o relatório até sexta', 'task_create', 1, 3],
    ['tô surtando, até quarta tenho que fechar o orçamento', 'task_create', 1, 3],
    ['tô morrendo de fome', 'general', null],
  ]));

  test('french', () => expectCases([
    ["j'ai dormi trois heures, le petit a pleuré toute la nuit", 'mood', 1, 2],
    ['la tête qui va exploser et tout le monde me demande un truc', 'mood', 1, 2],
    ['je suis complètement rincée, cerveau en compote', 'mood', 1, 2],
    ["l'estomac noué, je passe devant le comité à 15h", 'mood', 2, 3],
    ["j'ai été promue !!", 'mood', 4, 5],
    ["les collègues m'ont fait une fête surprise, j'ai encore la banane", 'mood', 4, 5],
    ['tout se passe comme sur des roulettes', 'mood', 4, 5],
    ['je pète un câble, faut que je boucle le budget avant jeudi', 'task_create', 1, 3],
    ["j'ai la tête dans le guidon, je dois envoyer le rapport demain", 'task_create', 1, 3],
    ['organiser une fête surprise pour Julie vendredi', 'task_create', null],
  ]));

  test('italian', () => expectCases([
    ['ho dormito tre ore, la piccola è stata sveglia tutta la notte', 'mood', 1, 2],
    ['mi scoppia la testa e tutti vogliono qualcosa da me', 'mood', 1, 2],
    ['sono proprio fusa, non connetto più', 'mood', 1, 2],
    ['ho un nodo allo stomaco per il colloquio di domani', 'mood', 2, 3],
    ['mi hanno promossa!!', 'mood', 4, 5],
    ['i colleghi mi hanno fatto una festa a sorpresa, non smetto di sorridere', 'mood', 4, 5],
    ['va tutto a gonfie vele', 'mood', 4, 5],
    ["ho l'acqua alla gola, entro giovedì devo consegnare il bilancio", 'task_create', 1, 3],
    ['sono sotto un treno, domani devo mandare il preventivo al cliente', 'task_create', 1, 3],
    ['organizzare una festa a sorpresa per Marco venerdì', 'task_create', null],
  ]));

  test('german', () => expectCases([
    ['nur vier Stunden Schlaf, der Kleine hat die ganze Nacht geschrien', 'mood', 1, 2],
    ['mein Kopf dröhnt und alle wollen gleichzeitig was von mir', 'mood', 1, 2],
    ['kein Auge zugemacht, lebe heute nur von Kaffee', 'mood', 1, 2],
    ['mir ist flau im Magen wegen der Präsentation', 'mood', 2, 3],
    ['ich wurde befördert!!', 'mood', 4, 5],
    ['die Kollegen haben mir eine Überraschungsparty gemacht, ich grinse immer noch', 'mood', 4, 5],
    ['heute lief alles wie geschmiert', 'mood', 4, 5],
    ['ich werd hier noch wahnsinnig, bis Freitag muss der Jahresabschluss stehen', 'task_create', 1, 3],
    ['ich steh total unter Druck, bis Montag brauch ich die Zahlen für den Vorstand', 'task_create', 1, 3],
    ['Überraschungsparty für Jonas am Freitag planen', 'task_create', null],
  ]));

  test('dutch', () => expectCases([
    ['drie uurtjes geslapen, de kleine heeft de hele nacht gehuild', 'mood', 1, 2],
    ["m'n hoofd ontploft en iedereen wil tegelijk iets van me", 'mood', 1, 2],
    ["ik loop op m'n laatste benen", 'mood', 1, 2],
    ["knoop in m'n maag voor het gesprek met de directeur", 'mood', 2, 3],
    ['ik ben aangenomen!!', 'mood', 4, 5],
    ['ze gaven me een verrassingsfeestje, ik zit nog steeds te glimlachen', 'mood', 4, 5],
    ['vandaag liep alles op rolletjes', 'mood', 4, 5],
    ['het water staat me aan de lippen, vrijdag moet het jaarverslag af zijn', 'task_create', 1, 3],
    ['het wordt me allemaal te veel, donderdag moet de begroting ingeleverd zijn', 'task_create', 1, 3],
    ['verrassingsfeestje voor Sanne regelen op vrijdag', 'task_create', null],
  ]));

  test('russian', () => expectCases([
    ['поспала от силы два часа, малой всю ночь плакал', 'mood', 1, 2],
    ['башка трещит, и всем от меня что-то надо', 'mood', 1, 2],
    ['мозг не варит, валюсь с ног', 'mood', 1, 2],
    ['живот крутит от нервов, через час собеседование', 'mood', 2, 3],
    ['меня повысили!!', 'mood', 4, 5],
    ['друзья устроили мне сюрприз, весь день улыбаюсь', 'mood', 4, 5],
    ['все складывается как надо', 'mood', 4, 5],
    ['сроки горят, до пятницы надо сдать годовой отчет', 'task_create', 1, 3],
    ['я в мыле, завтра нужно отправить смету клиенту', 'task_create', 1, 3],
    ['умираю от голода', 'general', null],
  ]));
});
