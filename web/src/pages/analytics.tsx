// Analytics (managers and admins): the organization's figures for the last 7, 30 or 90 days, each
// compared with the period before where the service compares it, completed tasks and the team
// mood per day as charts (a day's mood from fewer than three people is withheld, and the page says
// so), top performers, flags by severity — and all of it as a CSV file.
import { useSignal } from '@preact/signals';
import { useMemo } from 'preact/hooks';
import { call } from '../api/client.ts';
import type { Answer } from '../api/types.ts';
import { dateFormat, formatDate, formatNumber, locale, t, type MessageKey } from '../i18n/index.ts';
import { MoodDistribution } from '../mood/distribution.tsx';
import { api } from '../services.ts';
import { ChartFigure, TimeSeries } from '../ui/chart.tsx';
import type { SeriesPoint } from '../ui/series-point.ts';
import { LoadFailed, Loading, PageHeading } from '../ui/common.tsx';
import { downloadCsv, type CsvTable } from '../ui/csv.ts';
import { useLoad } from '../ui/load.ts';

const RANGES = { '7d': 7, '30d': 30, '90d': 90 } as const;
type Range = keyof typeof RANGES;

type Report = Answer<'/analytics/comparison', 'get'>;
type Series = Answer<'/analytics/series', 'get'>;
type ComparisonName = keyof Report['comparisons'];
type Comparison = Report['comparisons'][ComparisonName];

/** The compared figures, in the order shown, with how each is written. */
const COMPARED: { name: ComparisonName; label: MessageKey; decimals: number; percent?: boolean; zeroIsNone?: boolean }[] = [
  { name: 'tasksCreated', label: 'analytics.tasksCreated', decimals: 0 },
  { name: 'tasksCompleted', label: 'analytics.tasksCompleted', decimals: 0 },
  { name: 'completionRate', label: 'stats.completionRate', decimals: 1, percent: true },
  // Moods are 1 to 5: the service's average of 0 means no check-ins.
  { name: 'moodAverage', label: 'analytics.averageMood', decimals: 2, zeroIsNone: true },
  { name: 'activeUsers', label: 'analytics.activeUsers', decimals: 0 },
  { name: 'flagsCreated', label: 'analytics.flagsRaised', decimals: 0 },
  // The daily rhythm: people away that day are neither expected to check in nor counted as no update.
  { name: 'checkInRate', label: 'analytics.checkInRate', decimals: 1, percent: true },
  { name: 'noUpdate', label: 'rhythm.noUpdate', decimals: 0 },
];

const TREND_MARK = { up: '▲', down: '▼', stable: '●' } as const;

interface Shape { decimals: number; percent?: boolean; zeroIsNone?: boolean }

const figure = (value: number, { decimals, percent, zeroIsNone }: Shape) => {
  if (zeroIsNone && value === 0) return '—';
  return percent
    ? formatNumber(value / 100, { style: 'percent', maximumFractionDigits: decimals })
    : formatNumber(value, { maximumFractionDigits: decimals });
};

/** The figures the service gives for the period only, without a previous one. */
function plainFigures(report: Report): { name: string; label: MessageKey; value: number; text: string }[] {
  const { taskMetrics, moodMetrics, teamMetrics, flagMetrics, rhythmMetrics } = report;
  return [
    { name: 'avgCompletionTime', label: 'analytics.avgCompletionTime', value: taskMetrics.avgCompletionTime, text: t('analytics.hours', { hours: formatNumber(taskMetrics.avgCompletionTime, { maximumFractionDigits: 1 }) }) },
    { name: 'overdueCount', label: 'stats.overdue', value: taskMetrics.overdueCount, text: formatNumber(taskMetrics.overdueCount) },
    { name: 'moodResponses', label: 'analytics.moodResponses', value: moodMetrics.totalResponses, text: formatNumber(moodMetrics.totalResponses) },
    { name: 'totalUsers', label: 'analytics.totalUsers', value: teamMetrics.totalUsers, text: formatNumber(teamMetrics.totalUsers) },
    { name: 'flagsResolved', label: 'analytics.flagsResolved', value: flagMetrics.resolved, text: formatNumber(flagMetrics.resolved) },
    { name: 'flagsPending', label: 'analytics.flagsPending', value: flagMetrics.pending, text: formatNumber(flagMetrics.pending) },
    { name: 'absentDays', label: 'analytics.absentDays', value: rhythmMetrics.absentDays, text: formatNumber(rhythmMetrics.absentDays) },
  ];
}

function ComparedFigure({ id, label, comparison, shape }: { id: string; label: string; comparison: Comparison; shape: Shape }) {
  const signed = formatNumber(comparison.change, { maximumFractionDigits: shape.decimals, signDisplay: 'exceptZero' });
  // A rate's change is in percentage points; the relative change beside it is a percentage.
  const change = shape.percent ? t('analytics.points', { points: signed }) : signed;
  return (
    <div class="figure" role="group" aria-labelledby={id}>
      <h3 id={id} class="figure-label">{label}</h3>
      <p class="figure-value">{figure(comparison.current, shape)}</p>
      <p class={`figure-change trend-${comparison.trend}`}>
        <span aria-hidden="true">{TREND_MARK[comparison.trend]} </span>
        {t(`analytics.trend.${comparison.trend}`)}{' · '}
        {t('analytics.change', { change, percent: formatNumber(comparison.changePercent / 100, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }) })}
      </p>
      <p class="figure-previous">{t('analytics.previous', { value: figure(comparison.previous, shape) })}</p>
    </div>
  );
}

/** A calendar day of the series (a UTC date) at its noon, so every time zone draws it on that day. */
const noonOf = (date: string) => Date.parse(`${date}T12:00:00Z`) / 1000;
const dayLabel = (date: string) => formatDate(`${date}T12:00:00Z`, 'UTC');

function DailyCharts({ series }: { series: Series }) {
  const completed = useMemo<SeriesPoint[]>(() => series.days.map((d) => ({ time: noonOf(d.date), value: d.tasksCompleted })), [series]);
  const mood = useMemo<SeriesPoint[]>(() => series.days.map((d) => ({ time: noonOf(d.date), value: d.moodAverage })), [series]);
  const most = Math.max(1, ...series.days.map((d) => d.tasksCompleted));
  const total = series.days.reduce((sum, d) => sum + d.tasksCompleted, 0);
  const moodDays = series.days.filter((d) => d.moodAverage !== null);
  return (
    <div class="chart-grid">
      <section class="panel" aria-labelledby="chart-completed">
        <h2 id="chart-completed">{t('analytics.completedChart')}</h2>
        <ChartFigure
          label={t('analytics.completedChart')}
          summary={t('analytics.completedSummary', { count: total, most, days: series.days.length })}
          columns={[t('mood.day'), t('analytics.completedColumn')]}
          rows={series.days.map((d) => ({ label: dayLabel(d.date), value: formatNumber(d.tasksCompleted) }))}
        >
          <TimeSeries points={completed} range={[0, most]} formatValue={(value) => formatNumber(value)} whole />
        </ChartFigure>
      </section>
      <section class="panel" aria-labelledby="chart-mood">
        <h2 id="chart-mood">{t('analytics.moodChart')}</h2>
        {series.withheldDays.length > 0 && (
          <p class="notice notice-info">{t('analytics.moodWithheld', { count: series.withheldDays.length, people: series.moodMinParticipants })}</p>
        )}
        <ChartFigure
          label={t('analytics.moodChart')}
          summary={moodDays.length === 0 ? t('analytics.moodNone')
            : t('analytics.moodSummary', { count: moodDays.length, low: Math.min(...moodDays.map((d) => d.moodAverage!)), high: Math.max(...moodDays.map((d) => d.moodAverage!)) })}
          columns={[t('mood.day'), t('mood.average')]}
          rows={series.days.map((d) => ({
            label: dayLabel(d.date),
            value: d.moodWithheld ? t('analytics.withheld') : d.moodAverage === null ? '—' : formatNumber(d.moodAverage, { maximumFractionDigits: 2 }),
          }))}
        >
          <TimeSeries points={mood} range={[1, 5]} formatValue={(value) => formatNumber(value)} />
        </ChartFigure>
      </section>
    </div>
  );
}

/** What the page shows, as tables: numbers as the service gives them, words in the reader's language. */
export function reportTables(report: Report, series: Series): CsvTable[] {
  const trend = (comparison: Comparison) => t(`analytics.trend.${comparison.trend}`);
  return [
    {
      title: t('analytics.csvPeriod', { from: report.period.start, to: report.period.end }),
      header: [t('analytics.figure'), t('analytics.current'), t('analytics.previousColumn'), t('analytics.changeColumn'), t('analytics.changePercent'), t('analytics.trend')],
      rows: COMPARED.map(({ name, label }) => {
        const c = report.comparisons[name];
        return [t(label), c.current, c.previous, c.change, c.changePercent, trend(c)];
      }),
    },
    {
      title: t('analytics.otherFigures'),
      header: [t('analytics.figure'), t('analytics.current')],
      rows: plainFigures(report).map((f) => [t(f.label), f.value]),
    },
    {
      title: t('analytics.topPerformers'),
      header: [t('tasks.person'), t('analytics.completedColumn')],
      rows: report.teamMetrics.topPerformers.map((p) => [p.name, p.completedTasks]),
    },
    {
      title: t('analytics.flagsBySeverity'),
      header: [t('team.severity'), t('analytics.flagCount')],
      rows: report.flagMetrics.bySeverity.map((s) => [t(`flag.severity.${s.severity as 'low'}`), s.count]),
    },
    {
      title: t('analytics.moodDistribution'),
      header: [t('mood.value'), t('mood.entries')],
      rows: report.moodMetrics.distribution.map((d) => [d.score, d.count]),
    },
    {
      title: t('analytics.perDay'),
      header: [t('mood.day'), t('analytics.tasksCreated'), t('analytics.completedColumn'), t('mood.entries'), t('mood.average')],
      rows: series.days.map((d) => [d.date, d.tasksCreated, d.tasksCompleted, d.moodResponses, d.moodWithheld ? t('analytics.withheld') : d.moodAverage]),
    },
  ];
}

function ReportView({ report, series }: { report: Report; series: Series }) {
  const span = dateFormat(locale.value, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      <p class="muted">{t('analytics.period', { from: span.format(new Date(report.period.start)), to: span.format(new Date(report.period.end)) })}</p>
      <section class="panel" aria-labelledby="analytics-compared">
        <h2 id="analytics-compared">{t('analytics.comparedTitle')}</h2>
        <div class="figures">
          {COMPARED.map((shape) => (
            <ComparedFigure key={shape.name} id={`figure-${shape.name}`} label={t(shape.label)} comparison={report.comparisons[shape.name]} shape={shape} />
          ))}
        </div>
        <dl class="stat-tiles other-figures">
          {plainFigures(report).map((f) => <div key={f.name}><dt>{t(f.label)}</dt><dd>{f.text}</dd></div>)}
        </dl>
      </section>
      <DailyCharts series={series} />
      <div class="chart-grid">
        <section class="panel" aria-labelledby="analytics-top">
          <h2 id="analytics-top">{t('analytics.topPerformers')}</h2>
          {report.teamMetrics.topPerformers.length === 0 ? <p class="muted">{t('analytics.noPerformers')}</p> : (
            <ol class="ranking">
              {report.teamMetrics.topPerformers.map((person) => (
                <li key={person.id}><span class="ranking-name">{person.name}</span> <span class="muted">{t('analytics.completedCount', { count: person.completedTasks })}</span></li>
              ))}
            </ol>
          )}
        </section>
        <section class="panel" aria-labelledby="analytics-flags">
          <h2 id="analytics-flags">{t('analytics.flagsBySeverity')}</h2>
          <ul class="severity-counts">
            {report.flagMetrics.bySeverity.map((s) => (
              <li key={s.severity}><span class={`badge severity-${s.severity}`}>{t(`flag.severity.${s.severity as 'low'}`)}</span> <strong>{formatNumber(s.count)}</strong></li>
            ))}
          </ul>
        </section>
      </div>
      <section class="panel" aria-labelledby="analytics-mood">
        <h2 id="analytics-mood">{t('analytics.moodDistribution')}</h2>
        <MoodDistribution label={t('analytics.moodDistribution')} items={report.moodMetrics.distribution.map((d) => ({ key: String(d.score), count: d.count }))} />
      </section>
    </>
  );
}

export default function Analytics() {
  const range = useSignal<Range>('30d');
  const loaded = useLoad(async () => {
    const query = { timeRange: range.value };
    const [report, series] = await Promise.all([
      call(api.GET('/analytics/comparison', { params: { query } })),
      call(api.GET('/analytics/series', { params: { query } })),
    ]);
    return { report, series };
  }, [range.value]);
  const data = loaded.data.value;
  return (
    <section class="stack">
      <PageHeading title={t('analytics.title')} intro={t('analytics.intro')}>
        <div class="field field-inline">
          <label for="analytics-range">{t('analytics.timeRange')}</label>
          <select id="analytics-range" value={range.value} onChange={(event) => { range.value = (event.currentTarget as HTMLSelectElement).value as Range; }}>
            {(Object.keys(RANGES) as Range[]).map((key) => <option key={key} value={key}>{t('mood.days', { count: RANGES[key] })}</option>)}
          </select>
        </div>
        <button type="button" class="button" disabled={!data || loaded.loading.value}
          onClick={() => data && downloadCsv(`analytics-${data.report.timeRange}-${data.report.period.end.slice(0, 10)}.csv`, reportTables(data.report, data.series))}>
          {t('analytics.export')}
        </button>
      </PageHeading>
      {loaded.error.value ? <LoadFailed error={loaded.error.value} retry={loaded.reload} />
        : !data ? <Loading /> : <ReportView report={data.report} series={data.series} />}
    </section>
  );
}
