// One point of a time series: what pages compute and what the chart (ui/chart.tsx) and its lazily
// loaded uPlot drawing (ui/time-series-chart.ts) both take, kept apart so neither imports the other.
export interface SeriesPoint {
  /** Unix seconds. */
  time: number;
  value: number | null;
}
