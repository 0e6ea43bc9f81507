// V8's per-file compile hint (Chromium 136 and later; Firefox and WebKit read it as a comment): the functions of a
// file that starts with it are compiled eagerly, on the background thread that streams the file in, instead of
// lazily on the main thread at their first call (bench/JOURNAL.md "Compiled while it downloads").
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The files worth it: react-dom is CommonJS, so the bundle holds it as one function of about 180 KB, which V8
 * would otherwise parse whole on the main thread when the first island imports it, then compile each of its
 * functions there as the first render calls it. A file of small ES functions (preact, our own code) is compiled
 * function by function as they first run, and many never do: marking one would compile those too.
 */
const EAGER_INPUTS = /(^|\/)node_modules\/react-dom\//;

/**
 * Marks each JavaScript output of `metafile` holding EAGER_INPUTS, in place: the file gets the hint as its first
 * line, its source map one empty line in front (so every mapping still points where it did), and the metafile its
 * new size. Run before anything hashes the files: the loader's sha384 is of the bytes shipped. Returns the files
 * marked, relative to `outdir`.
 */
export function hintEagerCompile(root, outdir, metafile) {
  const hinted = [];
  for (const [file, info] of Object.entries(metafile.outputs)) {
    if (!file.endsWith('.js') || !Object.keys(info.inputs).some((input) => EAGER_INPUTS.test(input))) continue;
    const path = join(root, file);
    const code = readFileSync(path, 'utf8');
    if (code.startsWith(COMPILE_HINT)) continue;
    writeFileSync(path, COMPILE_HINT + code);
    info.bytes += Buffer.byteLength(COMPILE_HINT);
    const mapFile = `${file}.map`;
    if (metafile.outputs[mapFile]) {
      const map = JSON.parse(readFileSync(join(root, mapFile), 'utf8'));
      map.mappings = `;${map.mappings}`;
      const text = JSON.stringify(map);
      writeFileSync(join(root, mapFile), text);
      metafile.outputs[mapFile].bytes = Buffer.byteLength(text);
    }
    hinted.push(relative(outdir, join(root, file)));
  }
  return hinted;
}
