// Charts with a text alternative: the chart is an image with a summary for screen readers, and a
// data table a click away. Time series are drawn by uPlot, which loads only where a chart is shown.
import { useSignal } from '@preact/signals';
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import type { SeriesPoint } from './series-point.ts';

export interface TableRow {
  label: string;
  value: string;
}

function DataTable({ caption, columns, rows }: { caption: string; columns: [string, string]; rows: TableRow[] }) {
  return (
    <details class="data-table">
      <summary>{t('chart.showTable')}</summary>
      <table>
        <caption>{caption}</caption>
        <thead><tr><th scope="col">{columns[0]}</th><th scope="col">{columns[1]}</th></tr></thead>
        <tbody>{rows.map((row) => <tr key={row.label}><th scope="row">{row.label}</th><td>{row.value}</td></tr>)}</tbody>
      </table>
    </details>
  );
}

/** A chart: an image with a label, and its data as a table. */
export function ChartFigure(props: { label: string; summary: string; columns: [string, string]; rows: TableRow[]; children: ComponentChildren }) {
  return (
    <figure class="chart">
      <div role="img" aria-label={`${props.label}. ${props.summary}`} class="chart-image">{props.children}</div>
      <figcaption class="chart-summary">{props.summary}</figcaption>
      <DataTable caption={props.label} columns={props.columns} rows={props.rows} />
    </figure>
  );
}

/** A line over time, drawn by uPlot once it has loaded; `whole` for counts (whole-number ticks). */
export function TimeSeries({ points, range, formatValue, whole }: { points: SeriesPoint[]; range: [number, number]; formatValue(value: number): string; whole?: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  const failed = useSignal(false);
  useEffect(() => {
    let dispose: (() => void) | null = null;
    let cancelled = false;
    import('./time-series-chart.ts')
      .then(({ drawTimeSeries }) => {
        if (!cancelled && box.current) dispose = drawTimeSeries(box.current, points, range, formatValue, whole);
      })
      .catch(() => { failed.value = true; });
    return () => {
      cancelled = true;
      dispose?.();
    };
  }, [points, range[0], range[1]]);
  return failed.value ? <p class="chart-failed">{t('chart.failed')}</p> : <div class="time-series" ref={box} />;
}

/** Counts per category as horizontal bars (hand-drawn SVG: no library for five bars). */
export function Bars({ items, formatLabel }: { items: { key: string; count: number }[]; formatLabel(key: string): string }) {
  const max = Math.max(1, ...items.map((item) => item.count));
  const rowHeight = 28;
  return (
    <svg class="bars" viewBox={`0 0 300 ${items.length * rowHeight}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
      {items.map((item, index) => (
        <g key={item.key} transform={`translate(0 ${index * rowHeight})`}>
          <rect class="bar-track" x="0" y="6" width="300" height={rowHeight - 12} rx="4" />
          <rect class={`bar bar-${item.key}`} x="0" y="6" width={(item.count / max) * 300} height={rowHeight - 12} rx="4" />
          <title>{`${formatLabel(item.key)}: ${item.count}`}</title>
        </g>
      ))}
    </svg>
  );
}
