// The end-of-day summary post: totals, one line per person, completion rate; labels in each of
// the 13 assistant languages (numbers and names are the same everywhere).
import type { LanguageCode } from '../../assistant/types.ts';
import { singleLine } from '../../platform/text.ts';

interface Labels { title: string; done: string; carryForward: string; dropped: string; noUpdate: string; rate: string }

const LABELS: Record<LanguageCode, Labels> = {
  english: { title: 'End-of-day summary', done: 'done', carryForward: 'carried forward', dropped: 'dropped', noUpdate: 'no update', rate: 'Completion rate' },
  hinglish: { title: 'End-of-day summary', done: 'done', carryForward: 'carry forward', dropped: 'drop kiye', noUpdate: 'koi update nahi', rate: 'Completion rate' },
  spanish: { title: 'Resumen del día', done: 'hechas', carryForward: 'pasan a mañana', dropped: 'descartadas', noUpdate: 'sin novedades', rate: 'Tasa de finalización' },
  french: { title: 'Bilan de fin de journée', done: 'terminées', carryForward: 'reportées', dropped: 'abandonnées', noUpdate: 'sans nouvelles', rate: 'Taux de réalisation' },
  german: { title: 'Tagesabschluss', done: 'erledigt', carryForward: 'übertragen', dropped: 'verworfen', noUpdate: 'ohne Update', rate: 'Abschlussquote' },
  portuguese: { title: 'Resumo do dia', done: 'concluídas', carryForward: 'adiadas', dropped: 'descartadas', noUpdate: 'sem atualização', rate: 'Taxa de conclusão' },
  italian: { title: 'Riepilogo di fine giornata', done: 'completate', carryForward: 'rimandate', dropped: 'abbandonate', noUpdate: 'nessun aggiornamento', rate: 'Tasso di completamento' },
  dutch: { title: 'Dagafsluiting', done: 'klaar', carryForward: 'doorgeschoven', dropped: 'geschrapt', noUpdate: 'geen update', rate: 'Afrondingspercentage' },
  japanese: { title: '終業サマリー', done: '完了', carryForward: '持ち越し', dropped: '中止', noUpdate: '更新なし', rate: '完了率' },
  korean: { title: '하루 마감 요약', done: '완료', carryForward: '이월', dropped: '취소', noUpdate: '업데이트 없음', rate: '완료율' },
  chinese: { title: '今日总结', done: '已完成', carryForward: '顺延', dropped: '已放弃', noUpdate: '无更新', rate: '完成率' },
  arabic: { title: 'ملخص نهاية اليوم', done: 'منجزة', carryForward: 'مؤجلة', dropped: 'ملغاة', noUpdate: 'بلا تحديث', rate: 'نسبة الإنجاز' },
  russian: { title: 'Итоги дня', done: 'выполнено', carryForward: 'перенесено', dropped: 'отменено', noUpdate: 'без обновлений', rate: 'Процент выполнения' },
};

export interface SummaryFigures {
  date: string;
  done: number;
  carryForward: number;
  dropped: number;
  noUpdate: number;
  completionRate: number;
  users: { name: string; done: number; carryForward: number; dropped: number; noUpdate: number }[];
}

export function summaryText(language: LanguageCode, s: SummaryFigures): string {
  const l = LABELS[language] ?? LABELS.english;
  const counts = (c: { done: number; carryForward: number; dropped: number }) =>
    `${c.done} ${l.done} · ${c.carryForward} ${l.carryForward} · ${c.dropped} ${l.dropped}`;
  // One line per person whatever the name holds (names stored before control characters were refused included).
  const people = s.users.map((u) => (u.noUpdate > 0 && u.done + u.carryForward + u.dropped === 0
    ? `• ${singleLine(u.name)}: ${l.noUpdate}`
    : `• ${singleLine(u.name)}: ${counts(u)}`));
  return [
    `${l.title} — ${s.date}`,
    `${counts(s)} · ${s.noUpdate} ${l.noUpdate}`,
    `${l.rate}: ${s.completionRate.toFixed(1)}%`,
    ...people,
  ].join('\n');
}
