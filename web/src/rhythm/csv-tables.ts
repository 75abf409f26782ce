// The CSV tables of the daily rhythm (decisions §10): a person's history and a range's
// end-of-day summaries. The cells go through ../ui/csv.ts, which keeps formula-like text as text.
import type { Answer } from '../api/types.ts';
import { t } from '../i18n/index.ts';
import type { CsvTable } from '../ui/csv.ts';

export type HistoryEntry = Answer<'/api/morning-threads/submissions', 'get'>['data'][number];
export type Absence = Answer<'/api/absences', 'get'>['data'][number];
export type Summaries = Answer<'/api/eod/summaries', 'get'>;

const outcomeLabel = (outcome: HistoryEntry['tasks'][number]['outcome']) => t(outcome ? `outcome.${outcome}` : 'outcome.notCollected');

/** One row per task a reply made (a reply without tasks: one row), then the absences of the range. */
export function historyTables(person: string, range: { from: string; to: string }, entries: HistoryEntry[], absences: Absence[]): CsvTable[] {
  const rows = entries.flatMap((entry) => {
    const blockers = entry.blockers.join('\n');
    if (entry.tasks.length === 0) return [[entry.date, person, '', '', blockers, entry.rawText]];
    return entry.tasks.map((task) => [entry.date, person, task.title, outcomeLabel(task.outcome), blockers, entry.rawText]);
  });
  return [
    {
      title: t('history.csvSubmissions', range),
      header: [t('history.date'), t('history.person'), t('history.planned'), t('history.outcome'), t('history.blockers'), 'rawText'],
      rows,
    },
    {
      title: t('history.csvAbsences'),
      header: [t('history.person'), t('absences.start'), t('absences.end'), t('absences.reason')],
      rows: absences.map((absence) => [person, absence.startDate, absence.endDate, t(`absences.reason.${absence.reason}`)]),
    },
  ];
}

/** One row per collected day, then the totals. */
export function summaryTables(summaries: Summaries): CsvTable[] {
  const counts = (c: Summaries['totals'] | Summaries['days'][number]) => [c.totalTasks, c.done, c.carryForward, c.dropped, c.noUpdate, c.absent, c.completionRate];
  return [{
    title: t('rhythm.csvDays', { from: summaries.from, to: summaries.to }),
    header: [t('rhythm.date'), 'totalTasks', t('rhythm.done'), t('rhythm.carryForward'), t('rhythm.dropped'), t('rhythm.noUpdate'), t('rhythm.absent'), t('stats.completionRate')],
    rows: [
      ...summaries.days.map((day) => [day.date, ...counts(day)]),
      [t('rhythm.totals', { count: summaries.totals.collectedDays }), ...counts(summaries.totals)],
    ],
  }];
}
