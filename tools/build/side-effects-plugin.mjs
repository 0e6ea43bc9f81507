// esbuild plugin: our own modules do nothing at import time (see the code style in README.md), so an import whose
// bindings go unused can be dropped with everything it imports. Without this, the i18n barrel's React hook keeps
// preact/compat (which has side effects) in the graph of behaviours that render no UI, such as form-rules.
import { relative } from 'node:path';

export function sourcesWithoutSideEffects(root) {
  return {
    name: 'sf-sources-without-side-effects',
    setup(build) {
      build.onResolve({ filter: /^\.\.?\// }, async (args) => {
        if (args.pluginData?.sfResolving) return undefined;
        const result = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: { sfResolving: true },
        });
        if (result.errors.length) return { errors: result.errors };
        const file = relative(root, result.path);
        if (!/^(shared|widgets)\/.+\.tsx?$/.test(file)) return result;
        return { ...result, sideEffects: false };
      });
    },
  };
}
