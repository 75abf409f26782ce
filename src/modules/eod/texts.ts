// The end-of-day summary post: totals, completion rate, one line per person (no update and absent
// named apart), the day's blockers; labels in each of
// the 13 assistant languages (numbers and names are the same everywhere).
import type { LanguageCode } from '../../assistant/types.ts';
import { singleLine } from '../../platform/text.ts';

interface Labels {
  title: string; done: string; carryForward: string; dropped: string; noUpdate: string; rate: string;
  /** A person away that day, and the heading of the day's blockers (decisions §10). */
  absent: string; blockers: string;
}

const LABELS: Record<LanguageCode, Labels> = {
  english: { title: 'End-of-day summary', done: 'done', carryForward: 'carried forward', dropped: 'dropped', noUpdate: 'no update', rate: 'Completion rate', absent: 'absent', blockers: 'Blockers' },
  hinglish: { title: 'End-of-day summary', done: 'done', carryForward: 'carry forward', dropped: 'drop kiye', noUpdate: 'koi update nahi', rate: 'Completion rate', absent: 'chhutti par', blockers: 'Blockers' },
  spanish: { title: 'Resumen del día', done: 'hechas', carryForward: 'pasan a mañana', dropped: 'descartadas', noUpdate: 'sin novedades', rate: 'Tasa de finalización', absent: 'ausente', blockers: 'Bloqueos' },
  french: { title: 'Bilan de fin de journée', done: 'terminées', carryForward: 'reportées', dropped: 'abandonnées', noUpdate: 'sans nouvelles', rate: 'Taux de réalisation', absent: 'absent·e', blockers: 'Blocages' },
  german: { title: 'Tagesabschluss', done: 'erledigt', carryForward: 'übertragen', dropped: 'verworfen', noUpdate: 'ohne Update', rate: 'Abschlussquote', absent: 'abwesend', blockers: 'Blocker' },
  portuguese: { title: 'Resumo do dia', done: 'concluídas', carryForward: 'adiadas', dropped: 'descartadas', noUpdate: 'sem atualização', rate: 'Taxa de conclusão', absent: 'ausente', blockers: 'Bloqueios' },
  italian: { title: 'Riepilogo di fine giornata', done: 'completate', carryForward: 'rimandate', dropped: 'abbandonate', noUpdate: 'nessun aggiornamento', rate: 'Tasso di completamento', absent: 'assente', blockers: 'Blocchi' },
  dutch: { title: 'Dagafsluiting', done: 'klaar', carryForward: 'doorgeschoven', dropped: 'geschrapt', noUpdate: 'geen update', rate: 'Afrondingspercentage', absent: 'afwezig', blockers: 'Blokkades' },
  japanese: { title: '終業サマリー', done: '完了', carryForward: '持ち越し', dropped: '中止', noUpdate: '更新なし', rate: '完了率', absent: '不在', blockers: 'ブロッカー' },
  korean: { title: '하루 마감 요약', done: '완료', carryForward: '이월', dropped: '취소', noUpdate: '업데이트 없음', rate: '완료율', absent: '부재', blockers: '블로커' },
  chinese: { title: '今日总结', done: '已完成', carryForward: '顺延', dropped: '已放弃', noUpdate: '无更新', rate: '完成率', absent: '缺席', blockers: '阻塞' },
  arabic: { title: 'ملخص نهاية اليوم', done: 'منجزة', carryForward: 'مؤجلة', dropped: 'ملغاة', noUpdate: 'بلا تحديث', rate: 'نسبة الإنجاز', absent: 'غائب', blockers: 'العوائق' },
  russian: { title: 'Итоги дня', done: 'выполнено', carryForward: 'перенесено', dropped: 'отменено', noUpdate: 'без обновлений', rate: 'Процент выполнения', absent: 'отсутствует', blockers: 'Блокеры' },
};

export interface SummaryFigures {
  date: string;
  done: number;
  carryForward: number;
  dropped: number;
  noUpdate: number;
  completionRate: number;
  /** Active members away that day. */
  absent: number;
  users: { name: string; done: number; carryForward: number; dropped: number; noUpdate: number; absent: boolean }[];
  blockers: { name: string; text: string }[];
}

export function summaryText(language: LanguageCode, s: SummaryFigures): string {
  const l = LABELS[language] ?? LABELS.english;
  const counts = (c: { done: number; carryForward: number; dropped: number }) =>
    `${c.done} ${l.done} · ${c.carryForward} ${l.carryForward} · ${c.dropped} ${l.dropped}`;
  // One line per person whatever the name holds (names stored before control characters were
  // refused included); the missing ("no update") and the absent are named apart.
  const people = s.users.map((u) => {
    const tasks = u.done + u.carryForward + u.dropped;
    if (u.absent) return `• ${singleLine(u.name)}: ${tasks > 0 ? `${counts(u)} · ` : ''}${l.absent}`;
    return u.noUpdate > 0 && tasks === 0 ? `• ${singleLine(u.name)}: ${l.noUpdate}` : `• ${singleLine(u.name)}: ${counts(u)}`;
  });
  return [
    `${l.title} — ${s.date}`,
    `${counts(s)} · ${s.noUpdate} ${l.noUpdate}${s.absent > 0 ? ` · ${s.absent} ${l.absent}` : ''}`,
    `${l.rate}: ${s.completionRate.toFixed(1)}%`,
    ...people,
    ...(s.blockers.length > 0 ? [`${l.blockers}:`, ...s.blockers.map((b) => `• ${singleLine(b.name)}: ${singleLine(b.text)}`)] : []),
  ].join('\n');
}
