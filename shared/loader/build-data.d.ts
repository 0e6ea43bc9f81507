// The module tools/chunk-plan.mjs generates for the loader's build: the registry from each widgets/*/manifest.ts, and
// what the families' build made of it.
declare module 'sf-build:registry' {
  import type { WidgetRecord } from './loads.ts';
  /** This copy of the bundle: its flavour and package version. */
  export const bundle: { readonly flavour: string; readonly version: string };
  /**
   * One record per key (shared/loader/loads.ts WidgetRecord), from each widget's manifest.ts and the build. Keys are
   * CSS selectors: a tag name for a widget, an attribute selector for delegated behaviour. A record's `load` gives the
   * key's define() and, for a family holding the sanitiser, `adoptPolicy` (the chunks' trusted-policy.ts
   * adoptStorefrontPolicy: the loader's Trusted Types policy goes there, never on a global); `files` its static chunk
   * graph, relative to storefront.js (none in one bundle); `wake`, `clicks`, `enter` its manifest's `loadOn`,
   * `keepsClicks` and `keepsEnter`.
   */
  export const records: Readonly<Record<string, WidgetRecord>>;
  /** Whether the widgets come as chunks (false: one file holds them all, nothing is fetched or checked). */
  export const split: boolean;
  /** Each chunk below → the chunks it imports statically (WebKit's check starts those first: shared/loader/preload.ts). */
  export const chunkImports: Readonly<Record<string, readonly string[]>>;
  /** The French texts' chunks (empty in one bundle: nothing to start). */
  export const frenchChunks: readonly string[];
  /**
   * A module the sources import lazily (its project path, as the build's wrapper names it) → its chunks, checked
   * before lazyImport runs it (shared/loader/lazy-import.ts; empty in one bundle: nothing is fetched).
   */
  export const lazyGraph: Readonly<Record<string, readonly string[]>>;
  /** Each chunk above → its `sha384-…` integrity value, checked before it runs (empty in one bundle). */
  export const integrity: Readonly<Record<string, string>>;
}
