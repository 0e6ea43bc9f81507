// The Markdown tables of a run (timings per throttle, network economy, demo-host), for the console and README.
import { loadFiguresMarkdown } from './load-pages.mjs';

/** Markdown tables for the console and the README. */
export function timingsMarkdown(results) {
  const pageLoads = results.load ? loadFiguresMarkdown(results.load) : '';
  if (!results.summary) return pageLoads;
  const s = results.summary;
  const lines = pageLoads ? [pageLoads, ''] : [];
  const t = results.throttles;
  lines.push(
    `| figure (median of ${results.runs} runs) | ${t.map((x) => `preact ${x}× CPU | React ${x}× CPU | React/preact`).join(' | ')} |`,
  );
  lines.push(`|---|${t.map(() => '---:|---:|---:').join('|')}|`);
  for (const row of s.rows)
    lines.push(
      `| ${row.figure} | ${t.map((x) => `${row[`${x}x`].preact} | ${row[`${x}x`].react} | ${row[`${x}x`].ratio}`).join(' | ')} |`,
    );
  lines.push('');
  lines.push('| network economy (unthrottled, counted from the browser) | preact | React |');
  lines.push('|---|---:|---:|');
  for (const row of s.network) lines.push(`| ${row.figure} | ${row.preact} | ${row.react} |`);
  lines.push('');
  const lat = results.server.latency;
  const load = results.server.load;
  lines.push('| demo-host (real HTTP on loopback, client in a second process) | value |');
  lines.push('|---|---:|');
  lines.push(
    `| listing page, 24 of ${lat?.products ?? '?'} products: median / p99 over ${lat?.runs ?? '?'} sequential requests (target ≤ 20 ms median) | ${lat?.error ? `n/a (${lat.error})` : `${lat.median.toFixed(2)} ms / ${lat.p99.toFixed(2)} ms`} |`,
  );
  lines.push(
    `| same, ${load?.connections ?? 10} connections × ${load?.seconds ? load.seconds.toFixed(1) : 5} s: requests per second (median / p99 latency under load) | ${load?.error ? `n/a (${load.error})` : `${Math.round(load.rps)} req/s (${load.median.toFixed(1)} / ${load.p99.toFixed(1)} ms, ${load.errors} errors)`} |`,
  );
  return lines.join('\n');
}
