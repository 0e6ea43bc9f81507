// The format of the preload lines a CMS layout carries (docs/integrating.md §4), in the one module both the
// build (tools/build/preload-lines.mjs writes dist/<flavour>/preload.html) and demo-host (its layout's lines) take
// them from, so the lines a test page carries are the ones a CMS layout gets. One set for every engine: a plain
// `preload as=script`, which only fetches, checked against its integrity; the loader's own request takes that download
// and checks it again. Not a `modulepreload`: WebKit loads one whatever its integrity and would keep an unchecked copy
// in its module map (bench/JOURNAL.md "One set of lines"). Plain JavaScript: the build runs on plain Node.

/** One line: `base` is the URL of the flavour's folder, ending with a slash. */
const preloadLine = (base, file, integrity) =>
  `<link rel="preload" as="script" crossorigin="anonymous" integrity="${integrity}" href="${base}${file.replace(/^\.\//, '')}">`;

/** The lines for `files` of the plan. */
export const preloadLines = (plan, files, base) => files.map((file) => preloadLine(base, file, plan.integrity[file]));
