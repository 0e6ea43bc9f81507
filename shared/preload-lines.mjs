// The format of the optional preload lines a CMS layout carries (docs/integrating.md §4), in the one module both the
// build (tools/build/preload-lines.mjs writes dist/<flavour>/preload*.html) and demo-host (its layout's lines) take
// them from, so the lines a test page carries are the ones a CMS layout gets. Chromium and Firefox: a `modulepreload`,
// which they check against its integrity and compile off the main thread as it streams in; the module map keeps that
// checked copy for the loader. WebKit loads a modulepreload whatever its integrity and would keep an unchecked copy,
// so there it is a plain `preload as=script`, which only fetches: the loader's module script takes that download and
// checks it. Plain JavaScript: the build runs on plain Node.

/** One line: `base` is the URL of the flavour's folder, ending with a slash. */
const preloadLine = (base, file, integrity, webkit) => {
  const kind = webkit ? 'rel="preload" as="script"' : 'rel="modulepreload"';
  return `<link ${kind} crossorigin="anonymous" integrity="${integrity}" href="${base}${file.replace(/^\.\//, '')}">`;
};

/** The lines for `files` of the plan, for WebKit (Safari, every iOS browser) or for the other engines. */
export const preloadLines = (plan, files, base, { webkit = false } = {}) =>
  files.map((file) => preloadLine(base, file, plan.integrity[file], webkit));
