// How many check-ins had each mood from 1 to 5, as faces and bars with their counts, in a figure
// with a data table: a person's own moods and the team's aggregates are drawn the same way.
import { formatNumber, t } from '../i18n/index.ts';
import { Bars, ChartFigure } from '../ui/chart.tsx';
import { MoodFace } from './face.tsx';
import { moodWord } from './picker.tsx';

export function MoodDistribution({ label, items }: { label: string; items: { key: string; count: number }[] }) {
  return (
    <ChartFigure
      label={label}
      summary={items.map((item) => t('mood.distributionItem', { value: Number(item.key), count: item.count })).join(', ')}
      columns={[t('mood.value'), t('mood.entries')]}
      rows={items.map((item) => ({ label: `${item.key} ${moodWord(Number(item.key))}`, value: formatNumber(item.count) }))}
    >
      <div class="bars-with-labels">
        <ul class="bar-labels" aria-hidden="true">
          {items.map((item) => <li key={item.key}><MoodFace value={Number(item.key)} /> {item.key}</li>)}
        </ul>
        <Bars items={items} formatLabel={(key) => `${key} ${moodWord(Number(key))}`} />
        <ul class="bar-counts" aria-hidden="true">{items.map((item) => <li key={item.key}>{formatNumber(item.count)}</li>)}</ul>
      </div>
    </ChartFigure>
  );
}
