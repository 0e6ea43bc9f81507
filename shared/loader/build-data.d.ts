// The module tools/chunk-plan.mjs generates for the loader's build: the registry from each widgets/*/manifest.ts, and
// what the families' build made of it.
declare module 'sf-build:registry' {
  import type { EnterPresses } from './early-clicks.ts';
  import type { StorefrontPolicy } from './trusted-policy.ts';
  import type { LoadOn } from './wake.ts';
  /** This copy of the bundle: its flavour and package version. */
  export const bundle: { readonly flavour: string; readonly version: string };
  /**
   * Keys are CSS selectors: a tag name for a widget, an attribute selector for delegated behaviour. `adoptPolicy` is
   * the chunks' trusted-policy.ts adoptStorefrontPolicy: the loader's Trusted Types policy goes there, never on a global.
   */
  export const widgetRegistry: Record<
    string,
    () => Promise<{
      define(kept?: readonly HTMLElement[]): void;
      adoptPolicy?(policy: StorefrontPolicy | null | undefined): void;
    }>
  >;
  /** The widgets that do not load at once → their moment (each manifest.ts `loadOn`; shared/loader/wake.ts). */
  export const wakeOn: Readonly<Record<string, LoadOn>>;
  /** The behaviours whose clicks before they are in are kept → their controls (each manifest.ts `keepsClicks`). */
  export const keepsClicks: Readonly<Record<string, string>>;
  /** The behaviours whose Enter in a field before they are in is kept → those fields (each manifest.ts `keepsEnter`). */
  export const keepsEnter: Readonly<Record<string, EnterPresses>>;
  /** Registry key → the chunks its widget needs (its own first), relative to storefront.js. */
  export const chunkGraph: Readonly<Record<string, readonly string[]>>;
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
