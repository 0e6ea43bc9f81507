// The field page's figures, from the stored reports of the last week: what the charts draw and the tables spell out.
import type { Database } from '../db/sqlite.ts';
import { p75 } from './p75.ts';

const WINDOW_MS = 7 * 24 * 3600_000;
const HOUR_MS = 3600_000;
/** Lines on the failures chart; the remaining kind and widget pairs are summed as one more. */
const FAILURE_LINES = 8;
const LISTED = 20;

type FailureRow = { kind: string; widget: string; total: number; peakHour: number; peak: number };
type InpRow = { widget: string; page: string; p75: number; n: number };
type Interaction = {
  value: number;
  rating: string;
  widget: string | null;
  script: string | null;
  page: string;
  release: string;
  received: number;
};
type BrowserCount = { type: string; directive: string | null; real: number; noise: number };
type RealReport = {
  received: number;
  type: string;
  directive: string | null;
  blocked: string | null;
  document: string | null;
  source: string | null;
  line: number | null;
};
export type FieldFigures = {
  since: number;
  until: number;
  failures: {
    /** Hour starts (ms), oldest first: the chart's x. */
    hours: number[];
    /** One line per kind and widget pair (the busiest first), counts per hour. */
    lines: { label: string; counts: number[] }[];
    rows: FailureRow[];
  };
  inp: InpRow[];
  worst: Interaction[];
  browser: { counts: BrowserCount[]; noiseRules: { rule: string; n: number }[]; latest: RealReport[] };
};

const hourOf = (ms: number): number => Math.floor(ms / HOUR_MS) * HOUR_MS;

const failureFigures = (db: Database, since: number, until: number): FieldFigures['failures'] => {
  const cells = db
    .prepare<[number], { hour: number; kind: string; widget: string; n: number }>(
      `SELECT (received / ${HOUR_MS}) * ${HOUR_MS} AS hour, kind, widget, SUM(count) AS n FROM field_failures
       WHERE received >= ? GROUP BY hour, kind, widget`,
    )
    .all(since);
  const hours: number[] = [];
  for (let h = hourOf(since); h <= hourOf(until); h += HOUR_MS) hours.push(h);
  const byPair = new Map<string, FailureRow & { counts: number[] }>();
  for (const c of cells) {
    const key = `${c.kind} · ${c.widget}`;
    const row = byPair.get(key) ?? {
      kind: c.kind,
      widget: c.widget,
      total: 0,
      peakHour: c.hour,
      peak: 0,
      counts: hours.map(() => 0),
    };
    row.total += c.n;
    const at = hours.indexOf(c.hour);
    if (at >= 0) row.counts[at] = (row.counts[at] ?? 0) + c.n;
    if (c.n > row.peak) Object.assign(row, { peak: c.n, peakHour: c.hour });
    byPair.set(key, row);
  }
  const pairs = [...byPair.entries()].sort(([, a], [, b]) => b.total - a.total);
  const lines = pairs.slice(0, FAILURE_LINES).map(([label, row]) => ({ label, counts: row.counts }));
  const rest = pairs.slice(FAILURE_LINES);
  if (rest.length > 0)
    lines.push({ label: '…', counts: hours.map((_, i) => rest.reduce((sum, [, r]) => sum + (r.counts[i] ?? 0), 0)) });
  return { hours, lines, rows: pairs.map(([, { counts: _, ...row }]) => row) };
};

const inpFigures = (db: Database, since: number): InpRow[] => {
  const values = db
    .prepare<[number], { widget: string | null; page: string; value: number }>(
      "SELECT widget, page, value FROM field_vitals WHERE name = 'INP' AND received >= ?",
    )
    .all(since);
  const groups = new Map<string, { widget: string; page: string; values: number[] }>();
  for (const v of values) {
    const widget = v.widget ?? 'page';
    const key = `${widget}\n${v.page}`;
    const group = groups.get(key) ?? { widget, page: v.page, values: [] };
    group.values.push(v.value);
    groups.set(key, group);
  }
  return [...groups.values()]
    .map((g) => ({ widget: g.widget, page: g.page, p75: p75(g.values) ?? 0, n: g.values.length }))
    .sort((a, b) => b.p75 - a.p75 || a.widget.localeCompare(b.widget));
};

const browserFigures = (db: Database, since: number): FieldFigures['browser'] => ({
  counts: db
    .prepare<[number], BrowserCount>(
      `SELECT type, directive, SUM(noise IS NULL) AS real, SUM(noise IS NOT NULL) AS noise FROM browser_reports
       WHERE received >= ? GROUP BY type, directive ORDER BY real DESC, noise DESC, type, directive`,
    )
    .all(since),
  noiseRules: db
    .prepare<[number], { rule: string; n: number }>(
      `SELECT noise AS rule, count(*) AS n FROM browser_reports WHERE received >= ? AND noise IS NOT NULL
       GROUP BY noise ORDER BY n DESC`,
    )
    .all(since),
  latest: db
    .prepare<[number], RealReport>(
      `SELECT received, type, directive, blocked, document, source, line FROM browser_reports
       WHERE received >= ? AND noise IS NULL ORDER BY received DESC, id DESC LIMIT ${LISTED}`,
    )
    .all(since),
});

export const fieldFigures = (db: Database, until: number): FieldFigures => {
  const since = until - WINDOW_MS;
  return {
    since,
    until,
    failures: failureFigures(db, since, until),
    inp: inpFigures(db, since),
    worst: db
      .prepare<[number], Interaction>(
        `SELECT value, rating, widget, script, page, release, received FROM field_vitals
         WHERE name = 'INP' AND received >= ? ORDER BY value DESC, received DESC LIMIT ${LISTED}`,
      )
      .all(since),
    browser: browserFigures(db, since),
  };
};
