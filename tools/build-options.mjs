// esbuild options of the JS bundle, shared by build.mjs and the bench's single-bundle comparison build.
import { LOADER_ENTRY } from './chunk-graph.mjs';
import { messagesPlugin } from './messages-plugin.mjs';
import { sourcesWithoutSideEffects } from './side-effects-plugin.mjs';

export const FLAVOURS = {
  react: {},
  preact: { react: 'preact/compat', 'react-dom': 'preact/compat' },
};

/** `compiled` collects the message catalogues the plugin compiled; `outdir` is absolute. */
export function jsOptions({ root, flavour, compiled = new Set(), outdir, watch = false }) {
  return {
    absWorkingDir: root,
    entryPoints: { storefront: LOADER_ENTRY },
    outdir,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    target: ['es2022', 'chrome111', 'firefox113', 'safari16.4'],
    minify: !watch,
    sourcemap: 'linked',
    metafile: true,
    legalComments: 'none',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': JSON.stringify(watch ? 'development' : 'production') },
    alias: {
      ...FLAVOURS[flavour],
      '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js',
    },
    plugins: [messagesPlugin(compiled, root), sourcesWithoutSideEffects(root)],
    logLevel: 'warning',
  };
}
