// esbuild options shared by every build of the JS bundle (tools/build/pipeline.mjs: the families' chunks, the loader, the
// bench's single bundle).
import { messagesPlugin } from './messages-plugin.mjs';
import { sourcesWithoutSideEffects } from './side-effects-plugin.mjs';

export const FLAVOURS = {
  react: {},
  preact: { react: 'preact/compat', 'react-dom': 'preact/compat' },
};

/**
 * `compiled` collects the message catalogues the plugin compiled; `outdir` is absolute; `plugins` run before the
 * project's own; `frenchPrelude` goes in front of the French texts' module.
 */
export function jsOptions({
  root,
  flavour,
  compiled = new Set(),
  outdir,
  watch = false,
  plugins = [],
  frenchPrelude = '',
}) {
  return {
    absWorkingDir: root,
    outdir,
    entryNames: 'chunks/[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    target: ['es2022', 'chrome111', 'firefox113', 'safari16.4'],
    minify: !watch,
    // A store's atoms are `$`-named properties of its state object (createSearchStore, createListingStore…), read from
    // the actions and components of the same build: their names are shortened like a closure's locals would be. No
    // property that crosses the build's edge starts with `$` and a lower-case letter (export names are not properties,
    // and esbuild never mangles a quoted key).
    ...(watch ? {} : { mangleProps: /^\$[a-z]/ }),
    sourcemap: 'linked',
    metafile: true,
    legalComments: 'none',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': JSON.stringify(watch ? 'development' : 'production') },
    alias: {
      ...FLAVOURS[flavour],
      '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js',
    },
    plugins: [...plugins, messagesPlugin(compiled, root, frenchPrelude), sourcesWithoutSideEffects(root)],
    // The hubs import modules for esbuild's chunk plan only (tools/build/chunk-plan.mjs): that they run nothing is the point.
    logOverride: { 'ignored-bare-import': 'silent' },
    logLevel: 'warning',
  };
}
