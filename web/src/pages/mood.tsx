// Mood: log how you feel (1-5 and a note), your trend over 7, 30 or 90 days, and the statistics of
// GET /api/moods/stats. Private: managers see team aggregates only, never one person's entries.
import { useSignal } from '@preact/signals';
import { call } from '../api/client.ts';
import type { MoodEntry, MoodStats } from '../api/types.ts';
import { dateFormat, formatDateTime, formatNumber, locale, t } from '../i18n/index.ts';
import { MoodDistribution } from '../mood/distribution.tsx';
import { MoodFace } from '../mood/face.tsx';
import { MOOD_VALUES, MoodPicker, moodWord } from '../mood/picker.tsx';
import { api } from '../services.ts';
import { ChartFigure, TimeSeries } from '../ui/chart.tsx';
import type { SeriesPoint } from '../ui/series-point.ts';
import { EmptyState, LoadFailed, Loading, PageHeading } from '../ui/common.tsx';
import { Icon } from '../ui/icons.tsx';
import { useLoad } from '../ui/load.ts';

const PERIODS = [7, 30, 90] as const;
const DAY = 86_400_000;
const API_PAGE = 100;

/** Every entry of the window (the list is paged by 100). */
async function entriesOf(days: number): Promise<MoodEntry[]> {
  const first = await call(api.GET('/api/moods', { params: { query: { days, limit: API_PAGE } } }));
  const rest = await Promise.all(
    Array.from({ length: Math.ceil(first.total / API_PAGE) - 1 }, (_, index) =>
      call(api.GET('/api/moods', { params: { query: { days, limit: API_PAGE, offset: (index + 1) * API_PAGE } } }))),
  );
  return [first, ...rest].flatMap((page) => page.data);
}

/** The average of the logged moods of each local day of the window; days without any are gaps. */
export function dailyAverages(entries: MoodEntry[], days: number, now = Date.now()): SeriesPoint[] {
  const dayStart = (time: number) => { const d = new Date(time); d.setHours(0, 0, 0, 0); return d.getTime(); };
  const sums = new Map<number, { sum: number; count: number }>();
  for (const entry of entries) {
    if (entry.source !== 'logged') continue;
    const key = dayStart(new Date(entry.createdAt).getTime());
    const slot = sums.get(key) ?? { sum: 0, count: 0 };
    slot.sum += entry.value;
    slot.count += 1;
    sums.set(key, slot);
  }
  const today = dayStart(now);
  return Array.from({ length: days }, (_, index) => {
    const key = dayStart(today - (days - 1 - index) * DAY + DAY / 2);
    const slot = sums.get(key);
    return { time: key / 1000, value: slot ? Math.round((slot.sum / slot.count) * 100) / 100 : null };
  });
}

function StatsPanel({ stats, days }: { stats: MoodStats; days: number }) {
  if (stats.totalEntries === 0) return <EmptyState title={t('mood.emptyTitle')} text={t('mood.emptyText')} />;
  const distribution = MOOD_VALUES.map((value) => ({ key: String(value), count: stats.distribution?.[String(value) as '1'] ?? 0 }));
  return (
    <>
      <dl class="stat-tiles">
        <div><dt>{t('mood.average')}</dt><dd>{formatNumber(stats.averageMood ?? 0, { maximumFractionDigits: 2 })}</dd></div>
        <div><dt>{t('mood.entries')}</dt><dd>{formatNumber(stats.totalEntries)}</dd></div>
        <div><dt>{t('mood.trend')}</dt><dd>{t(`mood.trend.${stats.moodTrend ?? 'stable'}`)}</dd></div>
      </dl>
      <MoodDistribution label={t('mood.distributionLabel', { count: days })} items={distribution} />
    </>
  );
}

function TrendPanel({ entries, days }: { entries: MoodEntry[]; days: number }) {
  const points = dailyAverages(entries, days);
  const withValues = points.filter((point) => point.value !== null);
  if (withValues.length === 0) return null;
  const day = dateFormat(locale.value, { dateStyle: 'medium' });
  const low = Math.min(...withValues.map((point) => point.value!));
  const high = Math.max(...withValues.map((point) => point.value!));
  return (
    <ChartFigure
      label={t('mood.trendLabel', { count: days })}
      summary={t('mood.trendSummary', { count: withValues.length, low, high })}
      columns={[t('mood.day'), t('mood.average')]}
      rows={withValues.map((point) => ({ label: day.format(new Date(point.time * 1000)), value: formatNumber(point.value!, { maximumFractionDigits: 2 }) }))}
    >
      <TimeSeries points={points} range={[1, 5]} formatValue={(value) => formatNumber(value)} />
    </ChartFigure>
  );
}

export default function Mood() {
  const days = useSignal<number>(30);
  const stats = useLoad(() => call(api.GET('/api/moods/stats', { params: { query: { days: days.value } } })), [days.value]);
  const entries = useLoad(() => entriesOf(days.value), [days.value]);
  const reload = () => { void stats.reload(); void entries.reload(); };
  return (
    <section class="stack">
      <PageHeading title={t('mood.title')} intro={t('mood.intro')} />
      <p class="privacy"><Icon name="lock" />{t('mood.private')}</p>
      <section class="panel">
        <h2>{t('mood.logTitle')}</h2>
        <MoodPicker keep="mood" onSaved={reload} />
      </section>
      <section class="panel">
        <div class="panel-heading">
          <h2>{t('mood.statsTitle')}</h2>
          <div class="field field-inline">
            <label for="mood-period">{t('mood.period')}</label>
            <select id="mood-period" value={String(days.value)} onChange={(event) => { days.value = Number((event.currentTarget as HTMLSelectElement).value); }}>
              {PERIODS.map((period) => <option key={period} value={String(period)}>{t('mood.days', { count: period })}</option>)}
            </select>
          </div>
        </div>
        {stats.error.value ? <LoadFailed error={stats.error.value} retry={reload} />
          : stats.data.value ? <StatsPanel stats={stats.data.value} days={days.value} /> : <Loading />}
        {entries.data.value && <TrendPanel entries={entries.data.value} days={days.value} />}
      </section>
      {entries.data.value && entries.data.value.length > 0 && (
        <section class="panel">
          <h2>{t('mood.recent')}</h2>
          <ul class="mood-history">
            {entries.data.value.slice(0, 20).map((entry) => (
              <li key={entry.id} class="mood-line">
                <MoodFace value={entry.value} />
                <span>{t('mood.entry', { value: entry.value, word: moodWord(entry.value) })}</span>
                <time class="muted" dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                {entry.source === 'inferred' && <span class="badge">{t('mood.inferred')}</span>}
                {entry.note && <span class="mood-note">{entry.note}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
