// The least a page's first load can weigh with these sources, whatever the chunking (bench/README.md, "The floor"):
// the define modules of the widgets it starts, bundled as one entry with the build's own options (esbuild
// tree-shakes each module to what they use: no hub holds what another page needs), their lazy parts left out,
// the loader not counted. One module may still split into chunks shared with a lazy part: their sum is counted.
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { jsOptions } from './build-options.mjs';
import { staticClosure } from './chunk-graph.mjs';

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
  const outputs = built.metafile.outputs;
  const entry = Object.keys(outputs).find((file) => outputs[file].entryPoint === ENTRY);
  const counted = staticClosure(outputs, entry);
  const paths = new Set([...counted].map((file) => resolve(root, file)));
  const files = built.outputFiles.filter((file) => paths.has(file.path));
  return {
    min: files.reduce((total, file) => total + file.contents.length, 0),
    gzip: files.reduce((total, file) => total + gzipSync(file.contents, { level: 9 }).length, 0),
    inputs: [...new Set([...counted].flatMap((file) => Object.keys(outputs[file].inputs)))],
  };
}
