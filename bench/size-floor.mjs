// The least a page's first load can weigh with these sources, whatever the chunking (bench/README.md, "The floor"):
// the define modules of the widgets it starts, bundled as one entry with the build's own options (esbuild
// tree-shakes each module to what they use: no hub holds what another page needs), their lazy parts left out,
// the loader not counted. One module may still split into chunks shared with a lazy part: their sum is counted.
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { jsOptions } from '../tools/build/build-options.mjs';
import { staticClosure } from '../tools/build/chunk-graph.mjs';
import { buildAlone } from '../tools/build/pipeline.mjs';

const DEFINE_MODULE = /^widgets\/[a-z-]+\/define\.tsx?$/;
const ENTRY = '<stdin>';

/** `defines`: project paths of define modules. Resolves gzip -9 and minified bytes and the source files counted. */
export async function floorOf(root, flavour, defines) {
  const wrong = defines.filter((file) => !DEFINE_MODULE.test(file));
  if (wrong.length) throw new Error(`floorOf: ${wrong.join(', ')} is not a widget's define module`);
  const outdir = resolve(root, 'dist', '.floor');
  const built = await esbuild.build({
    ...jsOptions({ root, flavour, outdir }),
    stdin: {
      contents: defines.map((file, i) => `export{define as d${i}}from${JSON.stringify(`./${file}`)};`).join('\n'),
      resolveDir: root,
      loader: 'js',
    },
    write: false,
    sourcemap: false,
  });
  return weigh(root, built, ENTRY);
}

/**
 * The floor of a small behaviour alone on a page when it shares one copy of each module with the widgets (its
 * status messages, the legacy value parsers, the translator: bench/README.md, "The floor"): the build's own
 * chunking with its define module in a family of its own and `core` narrowed to what it reaches, so its static
 * graph is its own chunk and each module it shares as the whole build tree-shakes it (valibot and nanostores as
 * every widget uses them). `define`: its project path. Resolves gzip -9 and minified bytes, files and sources.
 */
export async function sharedFloorOf(root, flavour, define) {
  if (!DEFINE_MODULE.test(define)) throw new Error(`sharedFloorOf: ${define} is not a widget's define module`);
  const dir = define.split('/')[1];
  const built = await buildAlone({ root, flavour, outdir: resolve(root, 'dist', '.floor'), dir });
  return weigh(root, built, `sf-family:${dir}`);
}

/** An in-memory build's output for entry point `entryPoint` and every chunk it imports statically, weighed. */
function weigh(root, built, entryPoint) {
  const outputs = built.metafile.outputs;
  const entry = Object.keys(outputs).find((file) => outputs[file].entryPoint === entryPoint && file.endsWith('.js'));
  const counted = staticClosure(outputs, entry);
  const paths = new Set([...counted].map((file) => resolve(root, file)));
  const files = built.outputFiles.filter((file) => paths.has(file.path));
  return {
    min: files.reduce((total, file) => total + file.contents.length, 0),
    gzip: files.reduce((total, file) => total + gzipSync(file.contents, { level: 9 }).length, 0),
    files: files.length,
    inputs: [...new Set([...counted].flatMap((file) => Object.keys(outputs[file].inputs)))],
  };
}
