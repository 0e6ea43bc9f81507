// Watches the page for sf-* tags and behaviour markers (now, while it parses, and in fragments inserted later); loads each chunk once, each widget at its moment.
import { yieldToMain } from '../dom/tasks.ts';
import { type EnterPresses, keepEarlyClicks } from './early-clicks.ts';
import { heldPolicy, type StorefrontPolicy } from './trusted-policy.ts';
import { ASLEEP_ATTRIBUTE, armWake, type LoadOn, loadOnOf } from './wake.ts';

/** What a registry key's chunk gives the loader (the registry is generated from the manifests: tools/chunk-plan.mjs). */
interface WidgetModule {
  /** `kept`: the controls the shopper clicked before the chunk was in (a behaviour's `keepsClicks`, early-clicks.ts). */
  define(kept?: readonly HTMLElement[]): void;
  /**
   * The chunks' copy of trusted-policy.ts (another build than the loader's file): the loader's Trusted Types policy
   * goes there, from module to module, so no other script can take it.
   */
  adoptPolicy?(policy: StorefrontPolicy | null | undefined): void;
}
type Registry = Record<string, () => Promise<WidgetModule>>;
/** A key's module once its chunks are in; undefined when they failed or were refused (already reported). */
type Loaded = WidgetModule | undefined;
/**
 * What a key waits for: its chunk graph ready to import (false: a file failed its integrity check, the key is neither
 * imported nor defined), optionally what defining waits for (false refuses the key too), and the graph's own verdict,
 * asked for when an import that did not wait for it failed (files whose checked request it joined: preload.ts): the
 * failure is then reported only when every file passed, as the check reported the one that did not.
 */
type Checks = readonly [
  graph: Promise<boolean>,
  beforeDefine?: Promise<boolean> | undefined,
  verdict?: () => Promise<boolean>,
];

/** A registry key that is a widget's tag (the others are behaviours' selectors). */
const TAG = /^sf-[a-z][a-z0-9-]*$/;

/** How long the page's first widgets wait for one another before each is defined as it arrives. */
const WAVE_WAIT_MS = 3000;
/** What the wave's wait gives once WAVE_WAIT_MS have passed. */
const LATE = Symbol('late');

/** Resolves once the document's own markup is parsed (at once when it already is). */
export function documentParsed(root: Document): Promise<void> {
  if (root.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => root.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

/**
 * `check(key)` runs as a key's tag (or marker) is found: it starts every file of the key's graph at once, and its
 * chunk is imported only once they all passed their integrity check (shared/loader/preload.ts). Its second promise
 * is awaited before the widget is defined (the French texts on a French page: the island renders in French at once).
 * A refused key keeps its server markup. Failures go to `report` (shared/loader/page-reports.ts in the bundle).
 *
 * Started while the page still parses (the loader included with `async` in <head>), downloads begin as each tag is
 * parsed, alongside the rest of the HTML; defining waits for the end of parsing, so no element is upgraded before
 * its server children are in.
 */
export function startLoader(
  registry: Registry,
  root: Document = document,
  check: (key: string) => Checks = () => [Promise.resolve(true)],
  report: (...args: unknown[]) => void = (...args) => console.error(...args),
  /** The widgets that do not load at once, and their moment (each manifest.ts `loadOn`; shared/loader/wake.ts). */
  wakeOn: Readonly<Record<string, LoadOn>> = {},
  /** The behaviours whose controls' clicks are kept until they are in: key → the controls (each `keepsClicks`). */
  keepsClicks: Readonly<Record<string, string>> = {},
  /** The behaviours whose Enter in a field is kept as a press of its button: key → the fields (each `keepsEnter`). */
  keepsEnter: Readonly<Record<string, EnterPresses>> = {},
): () => void {
  const requested = new Set<string>();
  // From the loader's first statement: a shopper may click a server-rendered control before its behaviour is in.
  const early = keepEarlyClicks(root, keepsClicks, keepsEnter);
  /** Elements whose widget waits for its moment, per key: each is armed once, and all wake together. */
  const asleep = new Map<string, Map<Element, () => void>>();
  const parsed = documentParsed(root);
  /** The widgets (tags) of the page's own markup: defined top first once parsed and arrived (see defineWave). */
  const wave: { key: string; module: Promise<Loaded> }[] = [];
  let waveClosed = false;

  const define = (key: string, module: WidgetModule) => {
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
    report(`[storefront] could not load ${key}:`, error);
  };
  const load = (key: string) => {
    const importer = registry[key];
    if (!importer || requested.has(key)) return;
    requested.add(key);
    const [graph, before, verdict = () => graph] = check(key);
    // A refused key may be asked for again (a file that could not be fetched is fetched anew; a mismatch stays one).
    const module = Promise.all([
      graph.then((ok) => (ok ? importer() : void requested.delete(key))),
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
    if (waveClosed || !TAG.test(key)) void module.then((loaded) => (loaded ? define(key, loaded) : early.take(key)));
    else wave.push({ key, module });
  };
  // One selector for every key not requested yet: a parsing page adds thousands of nodes, most matching nothing.
  const pending = () => Object.keys(registry).filter((key) => !requested.has(key));
  const hits = (node: Element | Document, selector: string) =>
    (node instanceof Element && node.matches(selector)) || node.querySelector(selector) !== null;
  const scan = (node: Element | Document) => {
    const keys = pending();
    if (keys.length === 0 || !hits(node, keys.join(', '))) return;
    for (const key of keys) {
      if (!hits(node, key)) continue;
      // A tag's elements may each name their moment (data-load-on); a behaviour's markers load it at once.
      const moment = wakeOn[key] ?? (TAG.test(key) ? 'ready' : undefined);
      if (moment === undefined) load(key);
      else for (const element of matching(node, key)) sleep(key, element, moment);
    }
  };
  const matching = (node: Element | Document, key: string) => [
    ...(node instanceof Element && node.matches(key) ? [node] : []),
    ...Array.from(node.querySelectorAll(key)),
  ];
  /** The element waits for its moment (or its author's): the first of its key's elements to wake loads them all. */
  const sleep = (key: string, element: Element, moment: LoadOn) => {
    if (requested.has(key)) return;
    const elements = asleep.get(key) ?? new Map<Element, () => void>();
    asleep.set(key, elements);
    if (elements.has(element)) return;
    const own = loadOnOf(element, moment, report);
    if (own === 'ready') {
      wake(key);
      return;
    }
    element.setAttribute(ASLEEP_ATTRIBUTE, own);
    let disarm: (() => void) | undefined;
    let woken = false;
    elements.set(element, () => {
      woken = true;
      disarm?.();
    });
    armSoon(() => {
      if (!woken) disarm = armWake(element, own, () => wake(key), waveDefined);
    });
  };
  /**
   * Sleepers are armed (their observers and listeners) in a task after the scan that found them: the first scan's
   * task, which starts every download of the page, stays short (docs/performance.md "The loader's first task").
   */
  const toArm: (() => void)[] = [];
  const armSoon = (arm: () => void) => {
    if (toArm.push(arm) > 1) return;
    void yieldToMain().then(() => {
      for (const each of toArm.splice(0)) each();
    });
  };
  const wake = (key: string) => {
    for (const [element, cancel] of asleep.get(key) ?? []) {
      cancel();
      element.removeAttribute(ASLEEP_ATTRIBUTE);
    }
    asleep.delete(key);
    load(key);
  };

  /**
   * Islands mount in the order they are defined, and a chunk that arrives first would otherwise mount first (the
   * mount slices resume ahead of the other imports' tasks): the page's own widgets are defined top of the page first,
   * each once it and every widget above it have arrived. A larger chunk lower down (a listing) then holds back only
   * what is below it, never the header. A chunk still missing after WAVE_WAIT_MS holds the others back no longer: it
   * is defined when it comes.
   */
  const defineWave = async () => {
    waveClosed = true;
    const first = new Map(wave.map(({ key }) => [key, root.querySelector(key)]));
    const members = [...wave].sort((a, b) => documentOrder(first.get(a.key) ?? null, first.get(b.key) ?? null));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise<typeof LATE>((resolve) => {
      timer = setTimeout(() => resolve(LATE), WAVE_WAIT_MS);
    });
    let late = false;
    for (const { key, module } of members) {
      // Those that have arrived resolve at once: the page's widgets still mount in one task when all are in.
      const loaded = late ? LATE : await Promise.race([module, waited]);
      if (loaded !== LATE) {
        if (loaded) define(key, loaded);
        continue;
      }
      late = true;
      void module.then((arrived) => arrived && define(key, arrived));
    }
    clearTimeout(timer);
  };

  // Idle time counts for a sleeper once the page's own widgets are defined (wake.ts): declared before the first scan.
  const waveDefined = parsed.then(defineWave);
  scan(root);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of Array.from(record.addedNodes)) if (node instanceof Element) scan(node);
    }
  });
  observer.observe(root.documentElement, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    early.stop();
    for (const elements of asleep.values()) for (const cancel of elements.values()) cancel();
  };
}

/** Earlier in the document first; keys whose element has gone since keep their place at the end. */
function documentOrder(a: Element | null, b: Element | null): number {
  if (a === b) return 0;
  if (!a || !b) return a ? -1 : 1;
  return a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}
