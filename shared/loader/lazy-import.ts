// A part the sources import lazily runs only once the loader has checked its chunks (docs/integrating.md §3): the build wraps each relative import() in lazyImport (tools/chunk-plan.mjs).
import type { Report } from './page-reports.ts';

/** Where the loader leaves its check for the chunks' lazy parts: a chunk cannot import the loader's own module. */
const HOOK = Symbol.for('storefront.lazyImport');

/** Source path of a lazily imported module (relative to the project) → whether its chunks passed their check. */
export type LazyCheck = (source: string) => Promise<boolean>;

/** The loader's side: the check every lazy part waits for from now on. */
export function installLazyCheck(check: LazyCheck, scope: object = globalThis): void {
  (scope as Record<symbol, unknown>)[HOOK] = check;
}

/**
 * Runs `load` (the import) once the loader passed the chunks of `source`; rejects, importing nothing, when one
 * failed (the loader reported it, naming the file). Without a loader (Storybook, the tests' own bundler) nothing
 * was checked before either: it imports at once.
 */
export function lazyImport<T>(source: string, load: () => Promise<T>, scope: object = globalThis): Promise<T> {
  const check = (scope as Record<symbol, unknown>)[HOOK] as LazyCheck | undefined;
  if (typeof check !== 'function') return load();
  return check(source).then((ok) => {
    // The loader has reported the file (with the [storefront] prefix); this names the part for whoever catches it.
    if (!ok) throw new Error(`${source}: a chunk it needs failed its integrity check, not run`);
    return load();
  });
}

/**
 * The loader's check of a lazy part: its chunks, from the build's table (`graph`, keyed by the wrapper's name). A
 * name the table lacks (a specifier the build resolved differently) is refused and reported, never imported
 * unchecked; the build fails on one too (tools/dist-checks.mjs). A failure names the widget whose folder holds the
 * part (of `widgets`, the page's tags and behaviours' folders), else `page`.
 */
export const lazyPartCheck =
  (
    graph: Readonly<Record<string, readonly string[]>>,
    check: (files: readonly string[], widget: string) => Promise<boolean>,
    report: Report,
    widgets: readonly string[] = [],
  ): LazyCheck =>
  (source) => {
    const folder = /^widgets\/([^/]+)\//.exec(source)?.[1];
    const widget = widgets.find((name) => name === folder || name === `sf-${folder}`) ?? 'page';
    const files = Object.hasOwn(graph, source) ? graph[source] : undefined;
    if (files) return check(files, widget);
    report({
      kind: 'integrity',
      widget,
      message: `${source}: not in the loader's table of lazy parts, so not checked: not run`,
    });
    return Promise.resolve(false);
  };
