// The check-in post of the morning thread, in each of the 13 assistant languages.
import type { LanguageCode } from '../../assistant/types.ts';

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
