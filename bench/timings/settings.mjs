// The run's knobs (BENCH_RUNS, BENCH_THROTTLE), the two flavours, and the progress log.
export const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
// Loads per page type and flavour for the layout shift (BENCH_CLS_RUNS): a jump in any one of them counts, so the
// table gives the worst load, not the median.
// BENCH_CLS_RUNS=0 leaves the layout shift out (BENCH_ONLY=load then gives only the slow-4G side-by-side).
export const CLS_RUNS = Math.max(0, Number(process.env.BENCH_CLS_RUNS ?? 20));
/** The most any one load may shift (bench/README.md "Page loads"). */
export const CLS_LIMIT = 0.01;
export const THROTTLES = (process.env.BENCH_THROTTLE ?? '1,4').split(',').map(Number);
export const FLAVOURS = ['preact', 'react'];
// On stderr, so stdout carries only the tables.
export const log = (...a) => process.stderr.write(`[bench] ${a.join(' ')}\n`);
// BENCH_ONLY=load: only the page-load figures (layout shift, slow 4G beside the single bundle, the visits).
export const ONLY_LOAD = ['load', 'cls', 'visit'].includes(process.env.BENCH_ONLY ?? '');
// BENCH_ONLY=visit: only the visits (bench/timings/visit.mjs), written into the last run's results.
export const ONLY_VISIT = process.env.BENCH_ONLY === 'visit';
// Visits per flavour and build (BENCH_VISIT_RUNS, default BENCH_RUNS; 0 leaves them out).
export const VISIT_RUNS = Math.max(0, Number(process.env.BENCH_VISIT_RUNS ?? RUNS));
// BENCH_ONLY=cls: only the layout shift per page type (CLS_RUNS loads each).
export const ONLY_CLS = process.env.BENCH_ONLY === 'cls';
// BENCH_ONLY=listing: only the 1,008-item listing's figures of this section (view more, heap, its long tasks).
export const ONLY_LISTING = process.env.BENCH_ONLY === 'listing';
