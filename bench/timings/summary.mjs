// The summary rows kept in results.json: the median of each figure per flavour and throttle, and the network rows.
import { pick } from './stats.mjs';

/** The figures of the table: [label, unit, measurement key, how to read one sample (null: `cell` reads it by unit)]. */
const FIGURES = [
  ['home: loader start → every sf-* widget rendered + painted', 'ms', 'homeInteractive', (s) => s.interactive],
  [
    'listing (/search, 24 items): loader start → every widget rendered + painted',
    'ms',
    'listingInteractive',
    (s) => s.interactive,
  ],
  [
    '50 × sf-async-section: define() → all 50 upgraded, rendered + painted',
    'ms',
    'fiftyInstances',
    (s) => s.defineToPaint,
  ],
  ['search suggestions: reply received → options in the DOM', 'ms', 'suggestionsRender', (s) => s.replyToList],
  [
    'view more on 1,008 items: reply received → 24 items appended',
    'ms',
    'viewMoreOnThousand',
    (s) => s.replyToAppended,
  ],
  [
    'view more on 1,008 items: click → 24 items appended (incl. request)',
    'ms',
    'viewMoreOnThousand',
    (s) => s.clickToAppended,
  ],
  ['view more: existing 1,008 nodes untouched (runs)', 'check', 'viewMoreOnThousand', null],
  ['add to cart: click → cart popup loading state in the DOM', 'ms', 'addToCartPopup', (s) => s.clickToLoading],
  ['long tasks on home (count / longest)', 'tasks', 'homeInteractive', null],
  ['long tasks on listing (count / longest)', 'tasks', 'listingInteractive', null],
  ['long tasks on listing with 1,008 items (count / longest)', 'tasks', 'viewMoreOnThousand', null],
  [
    'JS heap after loading the listing with 1,008 items (V8 used, after GC)',
    'MB',
    'viewMoreOnThousand',
    (s) => s.heapUsedMB,
  ],
  [
    'listing with 1,008 items: loader start → every widget rendered + painted',
    'ms',
    'viewMoreOnThousand',
    (s) => s.loadInteractive,
  ],
];

function cell(slot, unit, fn) {
  if (!slot) return { text: 'n/a (not run)', value: null };
  if (!slot.samples.length)
    return { text: `n/a (${[...new Set(slot.errors)].join('; ') || 'no samples'})`, value: null };
  const err = slot.errors.length ? ` (${slot.errors.length} failed)` : '';
  if (unit === 'check') {
    const ok = slot.samples.filter((s) => s.untouched).length;
    return { text: `${ok}/${slot.samples.length} ok${err}`, value: null };
  }
  if (unit === 'tasks') {
    const c = pick(slot.samples, (s) => s.longtasks.count);
    const l = pick(slot.samples, (s) => s.longtasks.longest);
    return { text: `${c} / ${Math.round(l)} ms${err}`, value: null };
  }
  const v = pick(slot.samples, fn);
  if (v === null) return { text: 'n/a (no value)', value: null };
  return { text: `${unit === 'MB' ? v.toFixed(1) : v < 10 ? v.toFixed(1) : Math.round(v)} ${unit}${err}`, value: v };
}

const ratio = (p, r) => (p.value && r.value ? (r.value / p.value).toFixed(2) : '—');

export function summarize(results) {
  const rows = [];
  for (const [label, unit, key, fn] of FIGURES) {
    const row = { figure: label };
    for (const t of results.throttles) {
      const set = results.browserFigures[`${t}x`]?.[key] ?? {};
      const p = cell(set.preact, unit, fn);
      const r = cell(set.react, unit, fn);
      row[`${t}x`] = { preact: p.text, react: r.text, ratio: ratio(p, r) };
    }
    rows.push(row);
  }
  const net = [];
  const n = (flavour, key, fn) => {
    const v = results.network[flavour]?.[key];
    if (!v) return 'n/a (not run)';
    if (v.error) return `n/a (${v.error})`;
    return fn(v);
  };
  net.push([
    'page with 6 async sections of one URL: requests (target 1)',
    (f) => n(f, 'asyncSections', (v) => `${v.requests} (${v.filled}/6 filled)`),
  ]);
  net.push([
    'same mega-menu panel opened twice: requests (target 1)',
    (f) => n(f, 'megaMenu', (v) => `${v.requests}${v.shownAgain ? '' : ' (panel not shown again)'}`),
  ]);
  net.push([
    `22-char query typed at 100 ms/key: suggestion calls (target 5) / renders / stale renders (target 0)`,
    (f) =>
      n(
        f,
        'typing',
        (v) => `${v.calls} / ${v.renders} / ${v.stale}${v.finalCurrent ? '' : ' (last render not the full query)'}`,
      ),
  ]);
  net.push([
    `same, server answering 150 ms late: calls / renders / stale`,
    (f) =>
      n(
        f,
        'typingSlowServer',
        (v) => `${v.calls} / ${v.renders} / ${v.stale}${v.finalCurrent ? '' : ' (last render not the full query)'}`,
      ),
  ]);
  return { rows, network: net.map(([label, fn]) => ({ figure: label, preact: fn('preact'), react: fn('react') })) };
}
