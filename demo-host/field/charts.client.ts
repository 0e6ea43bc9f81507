// The field page's charts, in the editor's browser: reads the figures' data block and draws each chart with uPlot
// (loaded before this file, as the global `uPlot`). Served compiled by routes/field-page.ts. Every chart's figures
// are also in the data table under it: this script adds pictures, never information.
import type uPlot from 'uplot';
import type { ChartData } from '../pages/field-page.ts';

const UPlot = (window as unknown as { uPlot: typeof uPlot }).uPlot;
const PALETTE = ['#1f77b4', '#d62728', '#2ca02c', '#ff7f0e', '#9467bd', '#8c564b', '#e377c2', '#17becf', '#7f7f7f'];
const RATING = { good: '#0c7d3f', needsImprovement: '#b26b00', poor: '#c62828' };
const HEIGHT = 280;

const read = (): ChartData | null => {
  const text = document.getElementById('sf-field-data')?.textContent;
  return text ? (JSON.parse(text) as ChartData) : null;
};

/** A category axis: the x values are indexes into `names`. */
const categoryAxis = (names: readonly string[]): uPlot.Axis => ({
  splits: () => names.map((_, i) => i),
  values: (_u, splits) => splits.map((i) => names[i] ?? ''),
  rotate: -30,
  size: 90,
  gap: 4,
});

const colour = (i: number): string => PALETTE[i % PALETTE.length] ?? '#000';
// The full build (uPlot.iife) always has the bars path builder; only the typings call it optional.
const barsOf = UPlot.paths.bars as NonNullable<typeof UPlot.paths.bars>;
const bars = (align: -1 | 0 | 1, factor: number) => barsOf({ size: [factor, 64], align, gap: 2 });

/** Draws into the element named `data-chart="<id>"`, at its width, redrawn when the width changes. */
const draw = (id: string, options: Omit<uPlot.Options, 'width' | 'height'>, data: uPlot.AlignedData): void => {
  const host = document.querySelector<HTMLElement>(`[data-chart="${id}"]`);
  if (!host) return;
  const chart = new UPlot({ ...options, width: host.clientWidth || 600, height: HEIGHT }, data, host);
  new ResizeObserver(() => chart.setSize({ width: host.clientWidth || 600, height: HEIGHT })).observe(host);
};

const failuresChart = ({ figures, words }: ChartData): void => {
  const { hours, lines } = figures.failures;
  draw(
    'failures',
    {
      tzDate: (ts) => UPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
      series: [{}, ...lines.map((l, i) => ({ label: l.label, stroke: colour(i), width: 2 }))],
      axes: [{}, { label: words.failuresPerHour }],
      scales: { y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
    },
    [hours.map((h) => h / 1000), ...lines.map((l) => l.counts)],
  );
};

const inpChart = ({ figures, words }: ChartData): void => {
  const rows = figures.inp;
  const band = (test: (v: number) => boolean) => rows.map((r) => (test(r.p75) ? r.p75 : null));
  const series = (label: string, colour: string) => ({ label, fill: colour, stroke: colour, paths: bars(0, 0.6) });
  draw(
    'inp',
    {
      series: [
        {},
        series(words.good, RATING.good),
        series(words.needsImprovement, RATING.needsImprovement),
        series(words.poor, RATING.poor),
      ],
      axes: [categoryAxis(rows.map((r) => `${r.widget} · ${r.page}`)), { label: words.p75 }],
      scales: { x: { time: false, range: [-0.5, rows.length - 0.5] }, y: { range: (_u, _min, max) => [0, max] } },
    },
    [rows.map((_, i) => i), band((v) => v <= 200), band((v) => v > 200 && v <= 500), band((v) => v > 500)],
  );
};

const browserChart = ({ figures, words }: ChartData): void => {
  const counts = figures.browser.counts;
  draw(
    'browser',
    {
      series: [
        {},
        { label: words.real, fill: colour(1), stroke: colour(1), paths: bars(-1, 0.4) },
        { label: words.noise, fill: colour(8), stroke: colour(8), paths: bars(1, 0.4) },
      ],
      axes: [categoryAxis(counts.map((c) => `${c.type} · ${c.directive ?? '—'}`)), { label: words.reports }],
      scales: { x: { time: false, range: [-0.5, counts.length - 0.5] }, y: { range: (_u, _min, max) => [0, max] } },
    },
    [counts.map((_, i) => i), counts.map((c) => c.real), counts.map((c) => c.noise)],
  );
};

const data = read();
if (data) for (const chart of [failuresChart, inpChart, browserChart]) chart(data);
