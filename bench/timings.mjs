// Browser and server figures for `npm run bench` (bench/README.md): the entry bench/run.mjs loads; the parts are in timings/.
export { timingsMarkdown } from './timings/markdown.mjs';
export { runTimings } from './timings/run-timings.mjs';
