// Imports a TypeScript module from plain Node (the build runs without tsx): bundled in memory by esbuild, then loaded.
import { build } from 'esbuild';

/** Bundles the module with its imports (no DOM, no Node APIs expected) and returns its exports. */
export async function importTs(entry) {
  const out = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    logLevel: 'silent',
  });
  const code = out.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}
