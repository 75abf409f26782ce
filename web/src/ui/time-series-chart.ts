// uPlot, loaded with the first chart on screen. Colours come from the stylesheet's custom
// properties, so the chart follows light and dark themes.
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { dateFormat, locale } from '../i18n/index.ts';
import type { SeriesPoint } from './series-point.ts';

/** Counts (`whole`) get whole-number ticks only. */
export function drawTimeSeries(box: HTMLElement, points: SeriesPoint[], range: [number, number], formatValue: (value: number) => string, whole = false): () => void {
  const style = getComputedStyle(box);
  const colour = (name: string) => style.getPropertyValue(name).trim();
  const day = dateFormat(locale.value, { month: 'short', day: 'numeric' });
  const width = () => Math.max(240, box.clientWidth);
  const chart = new uPlot({
    width: width(),
    height: 220,
    legend: { show: false },
    cursor: { y: false },
    scales: { x: { time: true }, y: { range: () => range } },
    axes: [
      { stroke: colour('--text-muted'), grid: { show: false }, ticks: { stroke: colour('--border') }, values: (_u, ticks) => ticks.map((tick) => day.format(new Date(tick * 1000))) },
      { stroke: colour('--text-muted'), grid: { stroke: colour('--border'), width: 1 }, values: (_u, ticks) => ticks.map((tick) => formatValue(tick)), size: 40, ...(whole ? { incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000] } : {}) },
    ],
    series: [
      {},
      { stroke: colour('--accent'), width: 2, spanGaps: true, points: { size: 7, fill: colour('--accent') } },
    ],
  }, [points.map((point) => point.time), points.map((point) => point.value)], box);
  const resize = new ResizeObserver(() => chart.setSize({ width: width(), height: 220 }));
  resize.observe(box);
  return () => {
    resize.disconnect();
    chart.destroy();
  };
}
