// The check-in post of the morning thread, the reminder and the blocker follow-up, in each of the 13 assistant languages.
import type { LanguageCode } from '../../assistant/types.ts';
import { singleLine } from '../../platform/text.ts';

const CHECK_IN: Record<LanguageCode, (deadline: string) => string> = {
  english: (d) => `Good morning, team! ☀️ What are you working on today? Reply in this thread with your tasks, one per line, by ${d}.`,
  hinglish: (d) => `Good morning team! ☀️ Aaj kis kaam par ho? Is thread mein apne tasks likho, har line mein ek, ${d} tak.`,
  spanish: (d) => `¡Buenos días, equipo! ☀️ ¿En qué trabajas hoy? Responde en este hilo con tus tareas, una por línea, antes de las ${d}.`,
  french: (d) => `Bonjour l'équipe ! ☀️ Sur quoi travaillez-vous aujourd'hui ? Répondez dans ce fil avec vos tâches, une par ligne, avant ${d}.`,
  german: (d) => `Guten Morgen, Team! ☀️ Woran arbeitest du heute? Antworte in diesem Thread mit deinen Aufgaben, eine pro Zeile, bis ${d} Uhr.`,
  portuguese: (d) => `Bom dia, equipe! ☀️ No que você vai trabalhar hoje? Responda neste tópico com suas tarefas, uma por linha, até às ${d}.`,
  italian: (d) => `Buongiorno, team! ☀️ Su cosa lavori oggi? Rispondi in questo thread con le tue attività, una per riga, entro le ${d}.`,
  dutch: (d) => `Goedemorgen, team! ☀️ Waar werk je vandaag aan? Antwoord in deze thread met je taken, één per regel, vóór ${d}.`,
  japanese: (d) => `おはようございます！☀️ 今日は何に取り組みますか？${d}までに、このスレッドにタスクを1行に1つずつ返信してください。`,
  korean: (d) => `좋은 아침입니다, 팀! ☀️ 오늘은 어떤 일을 하시나요? ${d}까지 이 스레드에 할 일을 한 줄에 하나씩 답글로 남겨 주세요.`,
  chinese: (d) => `早上好，团队！☀️ 今天你要做什么？请在 ${d} 前在此话题中回复你的任务，每行一个。`,
  arabic: (d) => `صباح الخير يا فريق! ☀️ على ماذا تعمل اليوم؟ ردّ في هذه السلسلة بمهامك، مهمة في كل سطر، قبل الساعة ${d}.`,
  russian: (d) => `Доброе утро, команда! ☀️ Над чем вы работаете сегодня? Ответьте в этой ветке списком задач, по одной в строке, до ${d}.`,
};

export function checkInText(language: LanguageCode, submissionDeadline: string): string {
  return (CHECK_IN[language] ?? CHECK_IN.english)(submissionDeadline);
}

// The reminder before the submission deadline (decisions §10), sent to one person.
const REMINDER: Record<LanguageCode, (deadline: string) => string> = {
  english: (d) => `A friendly reminder: the morning check-in closes at ${d}. Reply in today's thread with what you are working on.`,
  hinglish: (d) => `Chhota sa reminder: morning check-in ${d} par band hoga. Aaj ke thread mein apne tasks likh do.`,
  spanish: (d) => `Un recordatorio: el check-in de la mañana cierra a las ${d}. Responde en el hilo de hoy con lo que vas a hacer.`,
  french: (d) => `Petit rappel : le point du matin se termine à ${d}. Répondez dans le fil du jour avec ce sur quoi vous travaillez.`,
  german: (d) => `Kurze Erinnerung: Der Morgen-Check-in endet um ${d} Uhr. Antworte im heutigen Thread, woran du arbeitest.`,
  portuguese: (d) => `Um lembrete: o check-in da manhã fecha às ${d}. Responda no tópico de hoje com o que você vai fazer.`,
  italian: (d) => `Un promemoria: il check-in del mattino chiude alle ${d}. Rispondi nel thread di oggi con ciò su cui lavori.`,
  dutch: (d) => `Even een herinnering: de ochtend-check-in sluit om ${d}. Antwoord in de thread van vandaag waar je aan werkt.`,
  japanese: (d) => `リマインダー：朝のチェックインは${d}に締め切られます。今日のスレッドに取り組むことを返信してください。`,
  korean: (d) => `알림: 아침 체크인은 ${d}에 마감됩니다. 오늘 스레드에 할 일을 답글로 남겨 주세요.`,
  chinese: (d) => `提醒：早间签到将于 ${d} 截止。请在今天的话题中回复你今天要做的事。`,
  arabic: (d) => `تذكير: يُغلق تسجيل الصباح الساعة ${d}. ردّ في سلسلة اليوم بما تعمل عليه.`,
  russian: (d) => `Напоминание: утренний чек-ин закрывается в ${d}. Ответьте в сегодняшней ветке, над чем вы работаете.`,
};

export function reminderText(language: LanguageCode, submissionDeadline: string): string {
  return (REMINDER[language] ?? REMINDER.english)(submissionDeadline);
}

// The follow-up to managers of a blocker reported on several work days in a row (decisions §10).
const FOLLOW_UP: Record<LanguageCode, (name: string, days: number, blocker: string) => string> = {
  english: (n, d, b) => `${n} has reported a blocker ${d} work days in a row: ${b}`,
  hinglish: (n, d, b) => `${n} ${d} working days se lagatar blocker bata rahe hain: ${b}`,
  spanish: (n, d, b) => `${n} lleva ${d} días laborables seguidos con un bloqueo: ${b}`,
  french: (n, d, b) => `${n} signale un blocage depuis ${d} jours ouvrés d'affilée : ${b}`,
  german: (n, d, b) => `${n} meldet seit ${d} Arbeitstagen in Folge einen Blocker: ${b}`,
  portuguese: (n, d, b) => `${n} relata um bloqueio há ${d} dias úteis seguidos: ${b}`,
  italian: (n, d, b) => `${n} segnala un blocco da ${d} giorni lavorativi di fila: ${b}`,
  dutch: (n, d, b) => `${n} meldt al ${d} werkdagen op rij een blokkade: ${b}`,
  japanese: (n, d, b) => `${n}さんが${d}営業日続けてブロッカーを報告しています：${b}`,
  korean: (n, d, b) => `${n}님이 ${d}영업일 연속으로 블로커를 보고했습니다: ${b}`,
  chinese: (n, d, b) => `${n} 已连续 ${d} 个工作日报告阻塞：${b}`,
  arabic: (n, d, b) => `أبلغ ${n} عن عائق ${d} أيام عمل متتالية: ${b}`,
  russian: (n, d, b) => `${n} сообщает о блокере ${d} рабочих дня подряд: ${b}`,
};

export function blockerFollowUpText(language: LanguageCode, name: string, days: number, blockers: readonly string[]): string {
  return (FOLLOW_UP[language] ?? FOLLOW_UP.english)(singleLine(name), days, blockers.map(singleLine).join(' · '));
}
