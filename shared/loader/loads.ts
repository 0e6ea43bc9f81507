// Loads a registry key once: its checked chunks, then its define(), the page's own widgets top first (wave.ts).
import type { EarlyClicks } from './early-clicks.ts';
import type { EnterPresses } from './kept-input.ts';
import type { Report } from './page-reports.ts';
import type { SwitchedOff } from './switches.ts';
import type { StorefrontPolicy } from './trusted-policy.ts';
import { heldPolicy } from './trusted-policy.ts';
import type { LoadOn } from './wake.ts';
import { defineWave, type WaveMember } from './wave.ts';

/** What a registry key's chunk gives the loader (the registry is generated from the manifests: tools/chunk-plan.mjs). */
export interface WidgetModule {
  /** `kept`: the controls the shopper clicked before the chunk was in (a behaviour's `keepsClicks`, early-clicks.ts). */
  define(kept?: readonly HTMLElement[]): void;
  /**
   * The chunks' copy of trusted-policy.ts (another build than the loader's file): the loader's Trusted Types policy
   * goes there, from module to module, so no other script can take it.
   */
  adoptPolicy?(policy: StorefrontPolicy | null | undefined): void;
}
/**
 * A registry key's record, the one thing the loader reads about it (generated from its manifest.ts and the build:
 * tools/build/chunk-plan.mjs): its chunk, the chunks of its static graph, when it wakes, the inputs kept before it is in.
 */
export interface WidgetRecord {
  load(): Promise<WidgetModule>;
  /** Its static chunk graph, its family's chunk first (none in one bundle: nothing to fetch or check). */
  files: readonly string[];
  /** Its moment when not at once (a manifest's `loadOn`; an element's `data-load-on` may say otherwise: wake.ts). */
  wake?: LoadOn;
  /** The controls whose clicks before it is in are kept (a manifest's `keepsClicks`: kept-click.ts). */
  clicks?: string;
  /** The fields whose Enter before it is in is kept as a press of their button (`keepsEnter`: kept-enter.ts). */
  enter?: EnterPresses;
  /**
   * A behaviour's folder (`add-to-cart`): its name in sf:error and the switches (switches.ts). A widget has none: its
   * key, its tag, is its name.
   */
  name?: string;
}
export type Records = Readonly<Record<string, WidgetRecord>>;
/** A key's module once its chunks are in; undefined when they failed or were refused (already reported). */
type Loaded = WidgetModule | undefined;
/**
 * What a key waits for: its chunk graph ready to import (false: a file failed its integrity check, the key is neither
 * imported nor defined), optionally what defining waits for (false refuses the key too), and the graph's own verdict,
 * asked for when an import that did not wait for it failed (files whose checked request it joined: preload.ts): the
 * failure is then reported only when every file passed, as the check reported the one that did not.
 */
export type Checks = readonly [
  graph: Promise<boolean>,
  beforeDefine?: Promise<boolean> | undefined,
  verdict?: () => Promise<boolean>,
];

/** Resolves once the document's own markup is parsed (at once when it already is). */
export function documentParsed(root: Document): Promise<void> {
  if (root.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => root.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

/** A registry key that is a widget's tag (the others are behaviours' selectors). */
export const TAG = /^sf-[a-z][a-z0-9-]*$/;

/** A key's widget, as sf:error and the switches name it: its tag, or a behaviour's folder. */
export const nameOf = (records: Records, key: string): string => records[key]?.name ?? key;

/**
 * A loader's loads: `load(key)` imports a key's chunk once `check(record, name)` allows it and defines it (a failed or
 * refused key may be asked for again), unless a switch turned it off (`off`: asked as it is requested and again before
 * it is defined, said once on the console); `requested` holds the keys asked for; the third is the page's own widgets
 * defined.
 */
export function keyLoads(
  root: Document,
  records: Records,
  check: (record: WidgetRecord, name: string) => Checks,
  report: Report,
  early: EarlyClicks,
  off: SwitchedOff = () => undefined,
) {
  const parsed = documentParsed(root);
  const requested = new Set<string>();
  /** The widgets (tags) of the page's own markup: defined top first once parsed and arrived (wave.ts). */
  const wave: WaveMember<WidgetModule>[] = [];
  let waveClosed = false;

  const name = (key: string) => nameOf(records, key);
  /** Lets go of the inputs kept for a key that will not run: a failure when it held some. */
  const letGo = (key: string) => {
    if (early.take(key).length)
      report({ kind: 'kept-input', widget: name(key), message: 'a click or Enter kept for it was dropped: not run' });
  };
  /** Whether a switch turned the key off: then its code is neither loaded nor defined, and its server markup stays. */
  const switchedOff = (key: string) => {
    const by = off(name(key));
    if (by) {
      console.info(`[storefront] ${name(key)} is switched off (${by}): its server markup stays as it is`);
      letGo(key);
    }
    return by;
  };
  const define = (key: string, module: WidgetModule) => {
    if (switchedOff(key)) return;
    try {
      module.adoptPolicy?.(heldPolicy);
      module.define(early.take(key));
    } catch (error) {
      fail(key, error);
    }
  };
  const fail = (key: string, error: unknown) => {
    // Let a later appearance of the tag try again (e.g. after a network hiccup).
    requested.delete(key);
    const file = records[key]?.files[0];
    report(
      {
        kind: 'load',
        widget: name(key),
        message: `could not load ${name(key)}: ${error}`,
        ...(file ? { path: new URL(file, import.meta.url).href } : {}),
      },
      error,
    );
  };
  const load = (key: string) => {
    const record = records[key];
    if (!record || requested.has(key)) return;
    requested.add(key);
    if (switchedOff(key)) return;
    const [graph, before, verdict = () => graph] = check(record, name(key));
    // A refused key may be asked for again (a file that could not be fetched is fetched anew; a mismatch stays one).
    const module: Promise<Loaded> = Promise.all([
      graph.then((ok) => (ok ? record.load() : void requested.delete(key))),
      before,
      parsed,
    ]).then(
      ([loaded, ready]) => (ready === false ? undefined : loaded),
      (error: unknown) =>
        verdict().then(
          (passed) => void (passed ? fail(key, error) : requested.delete(key)),
          () => void fail(key, error),
        ),
    );
    // A behaviour mounts no island: it joins no wave, and is defined once its chunk is in and the page parsed.
    // A key that could not load lets go of its kept clicks (its failure is reported): no control stays pending.
    if (waveClosed || !TAG.test(key)) void module.then((loaded) => (loaded ? define(key, loaded) : letGo(key)));
    else wave.push({ key, module });
  };
  const waveDefined = parsed.then(() => {
    waveClosed = true;
    return defineWave(root, wave, define);
  });
  return [load, requested as ReadonlySet<string>, waveDefined] as const;
}
