// Builds the page checker (the package's bin) into dist/check/cli.mjs: one ES module for Node, its libraries inside.
import { join } from 'node:path';
import * as esbuild from 'esbuild';

/** The oldest Node the checker runs on (package.json devEngines): its syntax is built for it. */
const NODE_TARGET = 'node20';

export async function buildCheck(root, dist) {
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: [join(root, 'cli/check/cli.ts')],
    outfile: join(dist, 'check', 'cli.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: NODE_TARGET,
    minify: true,
    // The widgets' modules it imports (readers, reply schemas) are built as in the bundle, minus anything for a browser.
    conditions: ['node'],
    legalComments: 'none',
    logLevel: 'warning',
  });
}
